import Foundation
import Testing

@testable import LintRules

/// The per-rule cap and its omission summaries, pinned byte for byte: generated files with many
/// findings of many rules, rendered in text, JSON and SARIF, linted whole and streamed (JSON Lines
/// and a batch array cut into many small segments, on one core and on two), with a cap of 7 per
/// rule so that it is crossed within segments and between them; and through the command with its
/// real cap of 1,000.
///
/// The goldens (`Resources/FindingCapGoldens.txt`) hold a SHA-256 of each output (SARIF without
/// its rule metadata, so that a rule description edited elsewhere does not change it) and, to
/// read a difference, the omission summaries. They were recorded from the engine before the cap
/// was applied while counting; rerun with `NOTIFYKIT_RECORD=1` only when a rule's findings
/// change on purpose, and check the summaries by hand.
@Suite struct FindingCapGoldenTests {
    static let goldenURL = resourcesDirectory.appendingPathComponent("FindingCapGoldens.txt")

    /// Message `index` of the generated corpus: about 400 bytes with findings from several rule
    /// families (numbers in data, http images, TTLs, sound names, APNs priority, topic prefix,
    /// unknown `notifee_options` keys); now and then another shape, or a line that is not JSON.
    static func message(_ index: Int, allowInvalid: Bool) -> String {
        if allowInvalid && index % 97 == 50 { return #"{"message": {"topic": "news", "data": {"a": "b" /* c */}}}"# }
        if index % 31 == 7 { return #"{"to": "/topics/legacy-\#(index)", "data": {"k": \#(index)}}"# }
        let ttl = index % 2 == 0 ? "3600" : "90.5s"
        let blob =
            index % 3 == 0
            ? #", "notifee_options": "{\"_v\":1,\"titel\":\"t\",\"body\":\"b\",\"android\":{\"channelID\":\"c\",\"smallicon\":\"i\"}}""#
            : ""
        let data = index % 5 == 0 ? #""n\#(index)": \#(index), "ok": true, "s": "x""# : #""s": "x""#
        return #"{"message": {"topic": "\#(index % 4 == 0 ? "/topics/" : "")news-\#(index % 7)", "data": {\#(data)\#(blob)}, "#
            + #""notification": {"title": "Título \#(index) 🎉", "image": "\#(index % 6 == 0 ? "http" : "https")://cdn.example.com/\#(index).png"}, "#
            + #""android": {"ttl": "\#(ttl)", "notification": {"sound": "chime\#(index % 4 == 1 ? ".mp3" : "")"}}, "#
            + #""apns": {"headers": {"apns-priority": "\#(index % 8 == 3 ? "5" : "10")"}, "payload": {"aps": {"alert": "A", "sound": "chime"}}}}}"#
    }

    static let lines = (0..<400).map { message($0, allowInvalid: true) }.joined(separator: "\n") + "\n"
    static let batch = "[\n" + (0..<400).map { message($0, allowInvalid: false) }.joined(separator: ",\n") + "\n]\n"

    /// A linter that keeps 7 findings per rule and file.
    static let linter: Linter = {
        var configuration = LintConfiguration()
        configuration.maximumFindingsPerRule = 7
        return Linter(configuration: configuration)
    }()

    /// The text, JSON and SARIF renderings of one file's findings.
    static func rendered(_ report: FileReport) -> [(format: String, text: String)] {
        let run = LintRun(reports: [report], rules: [])
        return [
            ("text", TextReporter().render(run, style: ReportStyle())),
            ("json", JSONReporter().render(run, style: ReportStyle())),
            ("sarif", SARIFReporter().render(run, style: ReportStyle())),
        ]
    }

    static func streamed(_ text: String, _ format: InputLayout, jobs: Int) -> [(format: String, text: String)] {
        let settings = RunSettings(jobs: jobs, blockSize: 16 << 10, segmentSize: 3 << 10)
        let result = (try? linter.lintRuns(MemoryByteSource(bytes: Array(text.utf8)), format: format, settings: settings)) ?? LintedInput()
        var report = FileReport(path: "streamed", findings: result.findings, source: [])
        report.excerpts = result.excerpts
        return rendered(report)
    }

    /// The omission summaries of a text report, one per line.
    static func summaries(_ text: String) -> [String] {
        text.split(separator: "\n").filter { $0.contains(" in this file not shown (at most ") }.map(String.init)
    }

    /// Every case: its name and outputs.
    static func cases() -> [(name: String, outputs: [(format: String, text: String)])] {
        var cases: [(name: String, outputs: [(format: String, text: String)])] = []
        cases.append(("lines-whole", rendered(FileReport(path: "whole", findings: linter.lint(jsonLines: lines), source: Array(lines.utf8)))))
        cases.append(("batch-whole", rendered(FileReport(path: "whole", findings: linter.lint(batch), source: Array(batch.utf8)))))
        for jobs in [1, 2] {
            cases.append(("lines-streamed-jobs\(jobs)", streamed(lines, .jsonLines, jobs: jobs)))
            cases.append(("batch-streamed-jobs\(jobs)", streamed(batch, .array, jobs: jobs)))
        }
        // The command, with its cap of 1,000: 1,200 findings of one rule in one message.
        let directory = TemporaryDirectory()
        let numbers = (0..<1200).map { #""k\#($0)": \#($0)"# }.joined(separator: ", ")
        directory.write("many.json", #"{"message": {"topic": "/topics/x", "data": {\#(numbers)}}}"# + "\n")
        let run = ToolRun(
            ["check", "--no-config", "--color", "never", "-f", "text", "-f", "json=out.json", "-f", "sarif=out.sarif", "many.json"],
            in: directory.path)
        let sarif = directory.read("out.sarif") ?? ""
        let results = sarif.range(of: "\"results\"").map { String(sarif[$0.lowerBound...]) } ?? sarif
        cases.append(("command", [("text", run.stdout), ("json", directory.read("out.json") ?? ""), ("sarif", results)]))
        return cases
    }

    @Test func capAndSummariesAreByteIdenticalToTheRecordedEngine() throws {
        var record: [String] = []
        let cases = Self.cases()
        for (name, outputs) in cases {
            for output in outputs {
                #expect(!output.text.isEmpty, "\(name) \(output.format): no output")
                record.append("\(name) \(output.format) \(SHA256.hex(output.text))")
            }
            let summaries = Self.summaries(outputs[0].text)
            #expect(!summaries.isEmpty, "\(name): the cap was never reached")
            record += summaries.map { "\(name) summary \($0)" }
        }
        // One core or two, the same bytes.
        for kind in ["lines", "batch"] {
            let one = cases.first { $0.name == "\(kind)-streamed-jobs1" }?.outputs.map(\.text)
            let two = cases.first { $0.name == "\(kind)-streamed-jobs2" }?.outputs.map(\.text)
            #expect(one == two, "\(kind): --jobs 1 and --jobs 2 differ")
        }
        try LineGolden.check(record, against: Self.goldenURL)
    }
}
