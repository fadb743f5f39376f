import SizeModel

/// The default `text` format, for people: a `file:line:col: severity[rule]: message` header, the
/// JSON Pointer, an annotated source line, the fix, and a closing summary.
///
///     payloads/welcome.json:7:16: error[data-value-not-string]: data value "badge" is a number; …
///       --> /message/data/badge
///        |
///      7 |     "badge": 7,
///        |              ^
///        = fix: write it as a string: "7"
///
///     1 file checked: 1 error, 0 warnings, 0 infos
public struct TextReporter: Reporter {
    public static let identifier = "text"

    public init() {}

    public func render(_ reports: [FileReport]) -> String {
        var out = ""
        for report in reports {
            // Inputs the tool could not read are reported on standard error by the command.
            guard report.toolError == nil, !report.findings.isEmpty else { continue }
            let locator = SourceLocator(bytes: report.source)
            let gutter = String(report.findings.map(\.start.line).max() ?? 1).count
            for finding in report.findings {
                out += render(finding, in: report, locator: locator, gutterWidth: gutter)
            }
        }
        out += Self.summary(RunTotals(reports))
        return out
    }

    func render(_ finding: Finding, in report: FileReport, locator: SourceLocator, gutterWidth: Int) -> String {
        let blank = String(repeating: " ", count: gutterWidth)
        var out = "\(report.path):\(finding.start.line):\(finding.start.column): "
        out += "\(finding.severity.rawValue)[\(finding.ruleID)]: \(finding.message)\n"
        out += "\(blank)--> \(finding.pointer.description.isEmpty ? "(document root)" : finding.pointer.description)\n"
        if !report.source.isEmpty {
            out += SourceExcerpt(source: report.source, locator: locator, finding: finding)
                .rendered(gutterWidth: gutterWidth) + "\n"
        }
        if let fix = finding.fix { out += "\(blank) = fix: \(fix)\n" }
        out += "\(blank) = docs: notifykit-lint explain \(finding.ruleID)\n\n"
        return out
    }

    /// The closing line: "2 files checked: 1 error, 1 warning, 0 infos" or "… no problems".
    static func summary(_ totals: RunTotals) -> String {
        let files = "\(totals.files) \(totals.files == 1 ? "file" : "files") checked"
        var parts: [String] = []
        if totals.errors + totals.warnings + totals.infos == 0 && totals.unreadable == 0 {
            return "\(files), no problems\n"
        }
        parts.append(plural(totals.errors, "error"))
        parts.append(plural(totals.warnings, "warning"))
        parts.append(plural(totals.infos, "info", "infos"))
        if totals.unreadable > 0 { parts.append("\(totals.unreadable) unreadable") }
        return "\(files): \(parts.joined(separator: ", "))\n"
    }

    static func plural(_ count: Int, _ word: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? word : (plural ?? word + "s"))"
    }
}
