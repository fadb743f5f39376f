import SizeModel

/// The default `text` format, for people: a `file:line:col: severity[rule]: message` header, the
/// JSON Pointer, an annotated source line, the fix, and a closing summary. The only colored
/// format (`--color`).
///
///     payloads/welcome.json:7:16: error[data-value-not-string]: data value "badge" is a number; …
///       --> /message/data/badge
///        |
///      7 |     "badge": 7,
///        |              ^
///        = fix: write it as a string: "7"
///        = docs: notifykit-lint explain data-value-not-string
///
///     1 file checked: 1 error, 0 warnings, 0 infos
struct TextReporter: Reporter {
    static let identifier = "text"
    static let summary = "for people: source excerpts, fixes and a summary (default)"

    func render(_ run: LintRun, style: ReportStyle) -> String {
        let paint = TerminalStyle(enabled: style.color)
        var out = ""
        for report in run.reports {
            // Inputs the tool could not read are reported on standard error by the command.
            guard report.toolError == nil, !report.findings.isEmpty else { continue }
            let gutter = String(report.findings.map(\.start.line).max() ?? 1).count
            for finding in report.findings {
                out += render(finding, in: report, gutterWidth: gutter, paint: paint)
            }
        }
        if !style.quiet { out += paint.bold(Self.summary(run.totals)) + "\n" }
        return out
    }

    func render(_ finding: Finding, in report: FileReport, gutterWidth: Int, paint: TerminalStyle) -> String {
        let blank = String(repeating: " ", count: gutterWidth)
        let path = TerminalSafeText.escaped(report.path)
        var out = paint.bold("\(path):\(finding.start.line):\(finding.start.column):") + " "
        out += paint.severity(finding.severity, finding.severity.rawValue)
        out += paint.bold("[\(finding.ruleID)]: \(TerminalSafeText.escaped(finding.message))") + "\n"
        let pointer = finding.pointer.description.isEmpty ? "(document root)" : TerminalSafeText.escaped(finding.pointer.description)
        out += "\(blank)\(paint.accent("-->")) \(pointer)\n"
        if let window = report.excerptWindow(for: finding) {
            let excerpt = SourceExcerpt(window: window, finding: finding)
            let number = String(excerpt.lineNumber)
            let gutter = String(repeating: " ", count: gutterWidth - number.count) + number
            out += "\(blank) \(paint.accent("|"))\n"
            out += "\(paint.accent(gutter + " |")) \(excerpt.text)\n"
            out += "\(blank) \(paint.accent("|")) \(paint.severity(finding.severity, excerpt.caret))\n"
        }
        if let fix = finding.fix { out += "\(blank) \(paint.accent("=")) fix: \(TerminalSafeText.escaped(fix))\n" }
        out += "\(blank) \(paint.accent("=")) docs: notifykit-lint explain \(finding.ruleID)\n\n"
        return out
    }

    /// The closing line: "2 files checked: 1 error, 1 warning, 0 infos" or "… no problems", with
    /// the suppressed counts when there are any.
    static func summary(_ totals: RunTotals) -> String {
        let files = "\(totals.files) \(totals.files == 1 ? "file" : "files") checked"
        var hidden: [String] = []
        if totals.suppressed > 0 { hidden.append("\(totals.suppressed) suppressed by ignores") }
        if totals.baselined > 0 { hidden.append("\(totals.baselined) in the baseline") }
        let hiddenText = hidden.isEmpty ? "" : hidden.joined(separator: ", ")
        if totals.findings == 0 && totals.unreadable == 0 {
            return "\(files), no problems" + (hidden.isEmpty ? "" : " (\(hiddenText))")
        }
        var parts = [plural(totals.errors, "error"), plural(totals.warnings, "warning"), plural(totals.infos, "info", "infos")]
        if totals.unreadable > 0 { parts.append("\(totals.unreadable) unreadable") }
        return "\(files): \(parts.joined(separator: ", "))" + (hidden.isEmpty ? "" : "; \(hiddenText)")
    }

    static func plural(_ count: Int, _ word: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? word : (plural ?? word + "s"))"
    }
}
