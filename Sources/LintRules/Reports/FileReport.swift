/// Why a finding is not shown.
enum Suppression: Sendable, Equatable {
    /// An `ignores` entry of the configuration (its index in the list, and its reason).
    case ignore(index: Int, reason: String?)
    /// A baseline entry.
    case baseline
}

/// A finding hidden by an ignore or the baseline; machine formats still list it.
struct SuppressedFinding: Sendable {
    let finding: Finding
    let suppression: Suppression
}

/// The result of linting one input (or the findings about a configuration or baseline file): its
/// findings, or why it could not be read.
struct FileReport: Sendable {
    /// What the file is to the run.
    enum Role: String, Sendable {
        /// A payload that was linted.
        case input
        /// The configuration file (`unused-ignore` findings).
        case configuration
        /// The baseline file (`baseline-entry-unused` findings).
        case baseline
    }

    /// The path as shown to the user (`<stdin>` or the `--stdin-filename` for standard input).
    let path: String
    /// The path for machine formats (SARIF URIs, GitHub annotations): `/`-separated and relative
    /// to the working directory when the file is inside it.
    let reportPath: String
    /// The findings that are shown, in report order.
    var findings: [Finding]
    /// Findings hidden by ignores or the baseline.
    var suppressed: [SuppressedFinding] = []
    /// Why the tool could not lint the input (unreadable, missing); nil when it was linted.
    let toolError: String?
    /// The bytes that were linted, for source excerpts (empty for a streamed input).
    let source: [UInt8]
    /// For a streamed input, whose bytes are not kept: the excerpt of each finding, cut while its
    /// part of the file was read, by the finding's start and end offsets.
    var excerpts: [ExcerptKey: ExcerptWindow] = [:]
    /// Input, configuration or baseline.
    var role = Role.input

    /// The part of the source line the excerpt of `finding` shows, if the source is known.
    func excerptWindow(for finding: Finding) -> ExcerptWindow? {
        if !source.isEmpty {
            return ExcerptWindow(source: source, start: finding.start.offset, end: finding.end.offset)
        }
        return excerpts[ExcerptKey(finding)]
    }

    /// Creates a report for a linted input.
    init(path: String, reportPath: String? = nil, findings: [Finding], source: [UInt8], role: Role = .input) {
        self.path = path
        self.reportPath = reportPath ?? path
        self.findings = findings
        self.toolError = nil
        self.source = source
        self.role = role
    }

    /// Creates a report for an input the tool could not lint.
    init(path: String, reportPath: String? = nil, toolError: String) {
        self.path = path
        self.reportPath = reportPath ?? path
        self.findings = []
        self.toolError = toolError
        self.source = []
    }
}

/// What an excerpt window is looked up by: the finding's byte range.
struct ExcerptKey: Hashable, Sendable {
    let start: Int
    let end: Int

    init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    init(_ finding: Finding) {
        self.init(start: finding.start.offset, end: finding.end.offset)
    }
}

/// Everything a reporter renders: the reports of a run and the rules that could have reported.
struct LintRun: Sendable {
    /// Inputs in input order, then the configuration and baseline reports (when they have findings).
    var reports: [FileReport]
    /// Inputs not linted because they are not push payloads, with why (`PayloadSelection`).
    var skipped: [SkippedInput] = []
    /// The rules of the run, for SARIF's rule metadata.
    var rules: [RuleDescription] = LintRun.allRules

    /// Every id the tool can emit: the registered rules, then the suppression and template
    /// findings.
    static var allRules: [RuleDescription] { RuleRegistry.descriptions + SuppressionRules.all + TemplateRules.all }

    /// The counts over the run.
    var totals: RunTotals {
        var totals = RunTotals(reports)
        totals.skipped = skipped.count
        return totals
    }
}

/// How a reporter should render for where its output goes.
struct ReportStyle: Sendable, Equatable {
    /// ANSI colors (only the `text` format uses them).
    var color = false
    /// Findings only: no summary line.
    var quiet = false
}

/// Counts of findings by severity over a whole run.
struct RunTotals: Sendable, Equatable {
    /// Inputs linted or attempted.
    var files = 0
    /// Shown findings at error severity.
    var errors = 0
    /// Shown findings at warning severity.
    var warnings = 0
    /// Shown findings at info severity.
    var infos = 0
    /// Inputs the tool could not read.
    var unreadable = 0
    /// Findings hidden by `ignores` entries.
    var suppressed = 0
    /// Findings hidden by the baseline.
    var baselined = 0
    /// Inputs skipped because they are not push payloads.
    var skipped = 0

    init() {}

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
