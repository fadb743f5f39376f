import Foundation

/// `--statistics`: how many shown findings each rule produced, most frequent first (Ruff's and
/// flake8's `--statistics`).
///
///     statistics: 3 findings from 2 rules
///         2  error    data-value-not-string
///         1  warning  android-ttl-zero
package enum StatisticsReport {
    package static func render(_ run: LintRun) -> String {
        findingCounts(run) + skippedList(run)
    }

    /// "skipped: 2 files, not push payloads" and one line for each, with why.
    static func skippedList(_ run: LintRun) -> String {
        guard !run.skipped.isEmpty else { return "" }
        var out = "skipped: \(run.skipped.count) \(run.skipped.count == 1 ? "file" : "files"), not push payloads\n"
        for input in run.skipped { out += "  \(TerminalSafeText.escaped(input.path)): \(input.reason)\n" }
        return out
    }

    static func findingCounts(_ run: LintRun) -> String {
        var counts: [String: (severity: Severity, count: Int)] = [:]
        for report in run.reports {
            for finding in report.findings {
                let previous = counts[finding.ruleID]
                counts[finding.ruleID] = (max(previous?.severity ?? finding.severity, finding.severity), (previous?.count ?? 0) + 1)
            }
        }
        let total = counts.values.reduce(0) { $0 + $1.count }
        guard total > 0 else { return "statistics: no findings\n" }
        let rows = counts.sorted { $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.key < $1.key }
        let width = String(rows.first?.value.count ?? 0).count
        var out = "statistics: \(total) \(total == 1 ? "finding" : "findings") from \(rows.count) \(rows.count == 1 ? "rule" : "rules")\n"
        for (id, row) in rows {
            let count = String(row.count)
            let severity = row.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            out += "  \(String(repeating: " ", count: width - count.count))\(count)  \(severity)  \(id)\n"
        }
        return out
    }
}
