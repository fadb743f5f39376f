/// The result of linting one input: its findings, or why it could not be read.
public struct FileReport: Sendable {
    /// The path as shown to the user (`<stdin>` for standard input).
    public let path: String
    /// The findings, in report order.
    public let findings: [Finding]
    /// Why the tool could not lint the input (unreadable, missing); nil when it was linted.
    public let toolError: String?
    /// The bytes that were linted, for source excerpts.
    public let source: [UInt8]

    /// Creates a report for a linted input.
    public init(path: String, findings: [Finding], source: [UInt8]) {
        self.path = path
        self.findings = findings
        self.toolError = nil
        self.source = source
    }

    /// Creates a report for an input the tool could not lint.
    public init(path: String, toolError: String) {
        self.path = path
        self.findings = []
        self.toolError = toolError
        self.source = []
    }
}

/// Counts of findings by severity over a whole run.
public struct RunTotals: Sendable, Equatable {
    /// Inputs linted or attempted.
    public var files = 0
    /// Findings at error severity.
    public var errors = 0
    /// Findings at warning severity.
    public var warnings = 0
    /// Findings at info severity.
    public var infos = 0
    /// Inputs the tool could not read.
    public var unreadable = 0

    /// Adds up the reports.
    public init(_ reports: [FileReport]) {
        files = reports.count
        for report in reports {
            if report.toolError != nil { unreadable += 1 }
            for finding in report.findings {
                switch finding.severity {
                case .error: errors += 1
                case .warning: warnings += 1
                case .info: infos += 1
                }
            }
        }
    }
}
