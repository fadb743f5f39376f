import Foundation

/// The `github` format: GitHub Actions workflow commands that annotate the pull request.
///
///     ::error file=payloads/a.json,line=7,endLine=7,col=16,endColumn=17,title=data-value-not-string::data value …%0Afix: write it as a string: "7"
///
/// The title is the rule id; the message is the finding's, then its fix on a line of its own.
///
/// Errors come first, then warnings, then notices (infos), so GitHub's per-step cap of 10
/// annotations of each kind keeps the important ones; when a kind has more than that, a final
/// `::notice::` says how many were not annotated. Data is escaped as in actions/toolkit
/// (`%` → `%25`, CR → `%0D`, LF → `%0A`; properties also `:` → `%3A`, `,` → `%2C`).
struct GitHubReporter: Reporter {
    static let identifier = "github"
    static let summary = "GitHub Actions annotations (workflow commands)"
    /// Annotations GitHub shows per kind and step.
    static let annotationLimit = 10

    // MARK: - Reporter Conformance

    func renderUTF8(_ run: LintRun, style: ReportStyle) -> [UInt8] {
        var out = ""
        var overLimit = 0
        for severity in [Severity.error, .warning, .info] {
            var count = 0
            if severity == .error {
                for report in run.reports {
                    guard let error = report.toolError else { continue }
                    out += "::error file=\(Self.property(report.reportPath)),title=\(Self.property("\(ToolInfo.name) (unreadable)"))::\(Self.data(error))\n"
                    count += 1
                }
            }
            for report in run.reports where report.toolError == nil {
                for finding in report.findings where finding.severity == severity {
                    out += Self.annotation(finding, path: report.reportPath)
                    count += 1
                }
            }
            overLimit += max(0, count - Self.annotationLimit)
        }
        if overLimit > 0 {
            out += "::notice::\(overLimit) \(overLimit == 1 ? "finding was" : "findings were") not annotated (GitHub shows \(Self.annotationLimit) of each kind per step); see the log or the SARIF report\n"
        }
        return Array(out.utf8)
    }

    // MARK: - Private

    static func annotation(_ finding: Finding, path: String) -> String {
        let command: String
        switch finding.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .info: command = "notice"
        }
        let properties = [
            "file=\(property(path))", "line=\(finding.start.line)", "endLine=\(finding.end.line)",
            "col=\(finding.start.column)", "endColumn=\(finding.end.column)",
            "title=\(property(finding.ruleID))",
        ]
        let message = finding.message + (finding.fix.map { "\nfix: \($0)" } ?? "")
        return "::\(command) \(properties.joined(separator: ","))::\(data(message))\n"
    }

    /// Escapes a command's message.
    static func data(_ text: String) -> String {
        var out = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// Escapes a property value.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
