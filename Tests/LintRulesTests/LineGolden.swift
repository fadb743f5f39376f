import Foundation
import Testing

/// A golden file of one line per case (`EngineOracleTests`, `FindingCapGoldenTests`): compared line
/// by line, so a failure names the cases that changed, and rewritten with `NOTIFYKIT_RECORD=1`.
enum LineGolden {
    /// Compares `lines` with the golden at `url` (or rewrites it under `NOTIFYKIT_RECORD=1`),
    /// recording at most `maximumReported` differing lines.
    static func check(_ lines: [String], against url: URL, maximumReported: Int = 10) throws {
        let rendered = lines.joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["NOTIFYKIT_RECORD"] == "1" {
            try Data(rendered.utf8).write(to: url)
            return
        }
        let expected = try #require(
            try? String(contentsOf: url, encoding: .utf8), "missing golden \(url.lastPathComponent); run with NOTIFYKIT_RECORD=1 to create it")
        let got = rendered.split(separator: "\n", omittingEmptySubsequences: false)
        let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
        var reported = 0
        for (line, wanted) in zip(got, want) where line != wanted && reported < maximumReported {
            reported += 1
            Issue.record("differs from the golden \(url.lastPathComponent):\n  got:  \(line)\n  want: \(wanted)")
        }
        #expect(got.count == want.count, "the golden has \(want.count) lines, the run \(got.count)")
    }
}
