/// Turns a run into output text for one format. One reporter per file in `Reports/`, registered
/// in `ReporterRegistry`.
package protocol Reporter: Sendable {
    /// The format's name on the command line (`--format NAME`).
    static var identifier: String { get }
    /// One line for `--help`.
    static var summary: String { get }
    /// Whether the output is a JSON document (statistics then go to standard error).
    static var isMachineDocument: Bool { get }
    /// Renders the whole run as UTF-8, the bytes the command writes: the text, JSON and SARIF
    /// reports are built as bytes, so writing one makes no String of it.
    func renderUTF8(_ run: LintRun, style: ReportStyle) -> [UInt8]
}

extension Reporter {
    package static var isMachineDocument: Bool { false }

    /// Renders the whole run as a String (for the library and tests; the command writes
    /// `renderUTF8`).
    package func render(_ run: LintRun, style: ReportStyle) -> String {
        TextBuffer.string(decoding: renderUTF8(run, style: style))
    }
}

/// Every output format.
package enum ReporterRegistry {
    /// The reporters, in the order `--help` lists them.
    static let all: [any Reporter] = [
        TextReporter(), ConciseReporter(), JSONReporter(), SARIFReporter(), GitHubReporter(),
    ]

    /// The format names, in the order `--help` lists them.
    package static var identifiers: [String] { all.map { type(of: $0).identifier } }

    /// The reporter for format `name`, or nil.
    package static func reporter(named name: String) -> (any Reporter)? {
        all.first { type(of: $0).identifier == name }
    }
}
