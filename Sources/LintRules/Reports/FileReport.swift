import SizeModel

/// Why a finding is not shown.
package enum Suppression: Sendable, Equatable {
    /// An `ignores` entry of the configuration (its index in the list, and its reason).
    case ignore(index: Int, reason: String?)
    /// A baseline entry.
    case baseline
}

/// A finding hidden by an ignore or the baseline; machine formats still list it.
package struct SuppressedFinding: Sendable {
    package let finding: Finding
    let suppression: Suppression

    /// Records `finding` as hidden by `suppression`.
    package init(finding: Finding, suppression: Suppression) {
        self.finding = finding
        self.suppression = suppression
    }
}

/// The result of linting one input (or the findings about a configuration or baseline file): its
/// findings, or why it could not be read.
package struct FileReport: Sendable {
    /// What the file is to the run.
    package enum Role: String, Sendable {
        /// A payload that was linted.
        case input
        /// The configuration file (`unused-ignore` findings).
        case configuration
        /// The baseline file (`baseline-entry-unused` findings).
        case baseline
    }

    /// The path as shown to the user (`<stdin>` or the `--stdin-filename` for standard input).
    package let path: String
    /// The path for machine formats (SARIF URIs, GitHub annotations): `/`-separated and relative
    /// to the working directory when the file is inside it.
    let reportPath: String
    /// The findings that are shown, in report order.
    package var findings: [Finding]
    /// Findings hidden by ignores or the baseline.
    package var suppressed: [SuppressedFinding] = []
    /// Why the tool could not lint the input (unreadable, missing); nil when it was linted.
    package let toolError: String?
    /// The bytes that were linted, for source excerpts (empty for a streamed input).
    let source: [UInt8]
    /// For a streamed input, whose bytes are not kept: the excerpt of each finding, cut while its
    /// part of the file was read, by the finding's start and end offsets.
    package var excerpts: [ExcerptKey: ExcerptWindow] = [:]
    /// Input, configuration or baseline.
    var role = Role.input

    /// Creates a report for a linted input.
    package init(path: String, reportPath: String? = nil, findings: [Finding], source: [UInt8], role: Role = .input) {
        self.path = path
        self.reportPath = reportPath ?? path
        self.findings = findings
        self.toolError = nil
        self.source = source
        self.role = role
    }

    /// Creates a report for an input the tool could not lint.
    package init(path: String, reportPath: String? = nil, toolError: String) {
        self.path = path
        self.reportPath = reportPath ?? path
        self.findings = []
        self.toolError = toolError
        self.source = []
    }
}

/// What an excerpt window is looked up by: the finding's byte range.
package struct ExcerptKey: Hashable, Sendable {
    let start: Int
    let end: Int

    init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    init(_ finding: Finding) {
        self.init(start: finding.start.offset, end: finding.end.offset)
    }

    /// The hash the dictionary of a file's excerpts places the key by (the standard library's
    /// hook for it, which `Hasher` otherwise answers): the two offsets mixed by multiplications,
    /// their high bits folded onto the low ones the dictionary's buckets are chosen by. Equal
    /// keys hash alike; the order of the dictionary is never read. `Hasher` (SipHash: set up,
    /// two combines and the finalization) cost about 150 instructions a key, paid once when the
    /// driver inserts a kept finding's window and once when the text report looks it up.
    package func _rawHashValue(seed: Int) -> Int {
        let first = UInt64(UInt(bitPattern: start)) &* 0x9E37_79B9_7F4A_7C15
        let mixed = (first ^ UInt64(UInt(bitPattern: end))) &* 0xBF58_476D_1CE4_E5B9 ^ UInt64(UInt(bitPattern: seed))
        return Int(truncatingIfNeeded: mixed ^ mixed >> 29)
    }
}

/// Everything a reporter renders: the reports of a run and the rules that could have reported.
package struct LintRun: Sendable {
    /// Inputs in input order, then the configuration and baseline reports (when they have findings).
    package var reports: [FileReport]
    /// Inputs not linted because they are not push payloads, with why (the command's `PayloadSelection`).
    var skipped: [SkippedInput] = []
    /// The rules of the run, for SARIF's rule metadata.
    var rules: [RuleDescription] = LintRun.allRules

    /// Creates the run of `reports`.
    package init(reports: [FileReport], skipped: [SkippedInput] = [], rules: [RuleDescription] = LintRun.allRules) {
        self.reports = reports
        self.skipped = skipped
        self.rules = rules
    }

    /// Every id the tool can emit: the registered rules, then the suppression and template
    /// findings.
    package static var allRules: [RuleDescription] { RuleRegistry.descriptions + SuppressionRules.all + TemplateRules.all }

    /// The counts over the run.
    package var totals: RunTotals {
        var totals = RunTotals(reports)
        totals.skipped = skipped.count
        return totals
    }
}

/// How a reporter should render for where its output goes.
package struct ReportStyle: Sendable, Equatable {
    /// ANSI colors (only the `text` format uses them).
    var color = false
    /// Findings only: no summary line.
    var quiet = false

    /// Creates a style (plain and complete by default).
    package init(color: Bool = false, quiet: Bool = false) {
        self.color = color
        self.quiet = quiet
    }
}

/// Counts of findings by severity over a whole run.
package struct RunTotals: Sendable, Equatable {
    /// Inputs linted or attempted.
    package var files = 0
    /// Shown findings at error severity.
    package var errors = 0
    /// Shown findings at warning severity.
    package var warnings = 0
    /// Shown findings at info severity.
    package var infos = 0
    /// Inputs the tool could not read.
    package var unreadable = 0
    /// Findings hidden by `ignores` entries.
    var suppressed = 0
    /// Findings hidden by the baseline.
    var baselined = 0
    /// Inputs skipped because they are not push payloads.
    var skipped = 0

    package init() {}

    /// Adds up the reports.
    init(_ reports: [FileReport]) {
        for report in reports {
            if report.role == .input { files += 1 }
            if report.toolError != nil { unreadable += 1 }
            for finding in report.findings {
                switch finding.severity {
                case .error: errors += 1
                case .warning: warnings += 1
                case .info: infos += 1
                }
            }
            for hidden in report.suppressed {
                if hidden.suppression == .baseline { baselined += 1 } else { suppressed += 1 }
            }
        }
    }

    /// Shown findings of every severity.
    var findings: Int { errors + warnings + infos }
}
