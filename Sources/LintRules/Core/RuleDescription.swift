/// Everything a user and the test suite need to know about a rule.
///
/// The description is the rule's documentation (`notifykit-lint rules`, `explain`,
/// Documentation/Rules.md, SARIF metadata) and its test: every example runs in the generic rule test.
public struct RuleDescription: Sendable {
    /// The stable kebab-case identifier used in output, configuration and `explain`.
    public let id: String
    /// The part of the message the rule checks.
    public let area: RuleArea
    /// The parts of a message the rule can report on: the engine runs it only on messages with
    /// at least one of them (`MessageParts`); empty, on every message of its area.
    public let needs: MessageParts
    /// The severity used unless configuration overrides it.
    public let defaultSeverity: Severity
    /// The policy clauses behind the rule's severities: the first is the default severity's,
    /// further ones belong to cases the rule reports at another severity (per-case severity).
    public let clauses: [SeverityClause]
    /// One sentence, lower case start, no trailing period.
    public let summary: String
    /// The platform fact behind the rule and why it matters.
    public let rationale: String
    /// Where the fact comes from: documentation pages, SDK sources, issue threads.
    public let sources: [String]
    /// Error texts that FCM, APNs or an SDK print for this problem, verbatim.
    public let upstreamErrors: [String]
    /// Documents that must produce findings at their `↓` markers.
    public var triggeringExamples: [Example] { makeTriggeringExamples() }
    /// Documents that must produce no finding of this rule.
    public var nonTriggeringExamples: [Example] { makeNonTriggeringExamples() }
    /// The examples are built when asked for (documentation, tests), not when a lint run starts:
    /// some are long generated batches.
    private let makeTriggeringExamples: @Sendable () -> [Example]
    private let makeNonTriggeringExamples: @Sendable () -> [Example]
    /// True for rules that are off unless the configuration turns them on (SwiftLint's opt-in
    /// rules): facts that are right but too often expected to report by default.
    public let isOptIn: Bool
    /// How the rule's findings are fixed (`--fix`, `--diff`, code actions), when they can be.
    public let fix: FixDeclaration?

    /// Creates a description.
    public init(
        id: String,
        area: RuleArea,
        needs: MessageParts = [],
        defaultSeverity: Severity,
        clauses: [SeverityClause],
        summary: String,
        rationale: String,
        sources: [String],
        upstreamErrors: [String] = [],
        triggeringExamples: @escaping @autoclosure @Sendable () -> [Example],
        nonTriggeringExamples: @escaping @autoclosure @Sendable () -> [Example],
        isOptIn: Bool = false,
        fix: FixDeclaration? = nil
    ) {
        self.id = id
        self.area = area
        self.needs = needs
        self.defaultSeverity = defaultSeverity
        self.clauses = clauses
        self.summary = summary
        self.rationale = rationale
        self.sources = sources
        self.upstreamErrors = upstreamErrors
        self.makeTriggeringExamples = triggeringExamples
        self.makeNonTriggeringExamples = nonTriggeringExamples
        self.isOptIn = isOptIn
        self.fix = fix
    }
}
