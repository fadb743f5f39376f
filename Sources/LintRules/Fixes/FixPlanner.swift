import SizeModel

/// Computes the fixes of findings, on request: the library API behind `--fix`, `--diff` and
/// editor code actions.
///
///     let planner = FixPlanner(linter: linter)
///     let findings = linter.lint(bytes)
///     for fix in planner.fixes(for: findings, in: bytes) {
///         print(fix.title, fix.edits)   // byte offsets into `bytes`
///     }
///     let outcome = planner.fixAll(bytes)   // every safe fix, in passes
///
/// A rule declares its fix in its `RuleDescription` (`fix`); the planner parses the file again,
/// finds the message holding each finding, and asks the rule's fix function. Linting itself never
/// computes a fix.
public struct FixPlanner: Sendable {
    /// The linter whose configuration (app declaration, shape, ignores) and rules are used.
    public let linter: Linter
    /// The fix declarations of the linter's rules, by rule id.
    private let declarations: [String: FixDeclaration]

    /// The most lint-and-fix passes `fixAll` makes: fixes that collide wait for the next pass.
    public static let maximumPasses = 8

    /// Creates a planner for the rules and configuration of `linter`.
    public init(linter: Linter = Linter()) {
        self.linter = linter
        var declarations: [String: FixDeclaration] = [:]
        for rule in linter.rules {
            let description = type(of: rule).description
            if let fix = description.fix { declarations[description.id] = fix }
        }
        self.declarations = declarations
    }

    /// True when the rule `id` declares a fix.
    public func isFixable(_ id: String) -> Bool { declarations[id] != nil }

    /// The fixes of `findings` in `source` (the bytes they were found in), in findings order; a
    /// finding whose rule has no fix, or whose fix declines, has none.
    public func fixes(for findings: [Finding], in source: [UInt8], jsonLines: Bool = false) -> [Fix] {
        let fixable = findings.filter { declarations[$0.ruleID] != nil }
        guard !fixable.isEmpty else { return [] }
        let messages = FixableMessages(source, jsonLines: jsonLines, configuration: linter.configuration)
        let editor = JSONEditor(bytes: source, jsonLines: jsonLines)
        var seen = Set<Fix>()
        var result: [Fix] = []
        for finding in fixable {
            guard let declaration = declarations[finding.ruleID],
                let message = messages.message(containing: finding.start.offset),
                let plan = declaration.plan(FixRequest(finding: finding, message: message, editor: editor)),
                !plan.edits.isEmpty
            else { continue }
            let fix = Fix(ruleID: finding.ruleID, title: plan.title, applicability: declaration.applicability, edits: plan.edits)
            // Two findings of one rule can share a fix (one body rewrite): it is listed once.
            if seen.insert(fix).inserted { result.append(fix) }
        }
        return result
    }

    /// The fix of one finding, or nil.
    public func fix(for finding: Finding, in source: [UInt8], jsonLines: Bool = false) -> Fix? {
        fixes(for: [finding], in: source, jsonLines: jsonLines).first
    }

    /// The edits that fix `finding` (empty when its rule has no fix or the fix declines): byte
    /// offsets into `source`, for an editor's code action. The fix's title is `fix(for:in:)`'s.
    public func edits(for finding: Finding, in source: [UInt8], jsonLines: Bool = false) -> [TextEdit] {
        fix(for: finding, in: source, jsonLines: jsonLines)?.edits ?? []
    }

    /// Applies every fix (safe ones; unsafe ones too with `unsafe`) to `source`, in passes: each
    /// pass lints, plans, and applies the fixes that do not collide with an earlier one in
    /// report order; the rest wait for the next pass, up to `maximumPasses`. `lint` gives the
    /// findings of a text (default: the linter's, for JSON or JSON Lines); the command passes one
    /// that also drops what the configuration's `ignores` suppress, so a suppressed finding is
    /// not fixed.
    public func fixAll(
        _ source: [UInt8], jsonLines: Bool = false, unsafe: Bool = false, lint: (([UInt8]) -> [Finding])? = nil
    ) -> FixOutcome {
        let lint = lint ?? { bytes in jsonLines ? linter.lint(jsonLines: bytes) : linter.lint(input: bytes) }
        var current = source
        var applied: [Fix] = []
        var passes = 0
        while passes < Self.maximumPasses {
            let candidates = fixes(for: lint(current), in: current, jsonLines: jsonLines)
                .filter { unsafe || $0.applicability == .safe }
            var chosen: [Fix] = []
            for fix in candidates where !chosen.contains(where: { $0.collides(with: fix) }) {
                chosen.append(fix)
            }
            guard !chosen.isEmpty else { break }
            passes += 1
            current = TextEdit.apply(chosen.flatMap(\.edits), to: current)
            applied += chosen
        }
        return FixOutcome(source: source, fixed: current, applied: applied, passes: passes)
    }
}

/// What `FixPlanner.fixAll` did to a file.
public struct FixOutcome: Sendable {
    /// The bytes before.
    public let source: [UInt8]
    /// The bytes after every applied fix.
    public let fixed: [UInt8]
    /// The fixes applied, pass by pass.
    public let applied: [Fix]
    /// How many passes applied something.
    public let passes: Int

    /// True when the file changed.
    public var changed: Bool { fixed != source }
}
