/// The `concise` format: one gcc/Xcode-style line per finding, never colored, for editors,
/// problem matchers and build logs.
///
///     payloads/welcome.json:7:16: error: [data-value-not-string] data value "badge" is a number; …
struct ConciseReporter: Reporter {
    static let identifier = "concise"
    static let summary = "one line per finding: file:line:col: severity: [rule] message"

    func renderUTF8(_ run: LintRun, style: ReportStyle) -> [UInt8] {
        var out = ""
        for report in run.reports where report.toolError == nil {
            for finding in report.findings {
                out += "\(TerminalSafeText.escaped(report.path)):\(finding.start.line):\(finding.start.column): \(finding.severity.rawValue): "
                out += "[\(finding.ruleID)] \(TerminalSafeText.escaped(finding.message))\n"
            }
        }
        return Array(out.utf8)
    }
}
