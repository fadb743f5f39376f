import Foundation
import LintRules
import SizeModel
import Testing

/// JSON Lines files: one message per non-blank line, located by line and column, pointers prefixed
/// with the message's index like the elements of a batch array.
@Suite struct JSONLinesTests {
    static let messages = [
        #"{"message": {"topic": "news", "android": {"priority": "urgent"}}}"#,
        #"{"topic": "news", "notification": {"title": "Hi", "sound": "default"}, "data": {"id": 7}}"#,
        #"{"aps": {"alert": "Hi", "badge": "3"}}"#,
        #"{"to": "/topics/news", "time_to_live": 60}"#,
        #"{"message": {"topic": "news", "apns": {"headers": {"apns-priority": 10}}}}"#,
    ]

    /// What a finding says, without where it is in the file.
    static func essence(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.ruleID) \($0.severity) \($0.pointer) \($0.message)" }.sorted()
    }

    @Test func linesAndTheEquivalentArrayGiveTheSameFindings() {
        let lines = Self.messages.joined(separator: "\n") + "\n"
        let array = "[\n" + Self.messages.joined(separator: ",\n") + "\n]\n"
        let fromLines = Linter().lint(jsonLines: lines)
        let fromArray = Linter().lint(array)
        #expect(!fromLines.isEmpty)
        #expect(Self.essence(fromLines) == Self.essence(fromArray))
        // Every finding of line n is on line n + 1 and points into message n.
        for finding in fromLines {
            #expect(finding.pointer.tokens.first == String(finding.start.line - 1), "\(finding.ruleID) \(finding.pointer)")
        }
    }

    @Test func anInvalidLineIsReportedWhereItBreaksAndTheOthersAreLinted() {
        let text = "{\"message\": {\"topic\": \"news\", \"data\": {\"id\": 1}}}\n{\"topic\": \"news\",, \"data\": {}}\n{\"message\": {\"topic\": \"news\", \"data\": {\"n\": true}}}\n"
        let findings = Linter().lint(jsonLines: text)
        #expect(findings.map { "\($0.start.line):\($0.start.column) \($0.ruleID) \($0.pointer)" } == [
            "1:46 data-value-not-string /0/message/data/id",
            "2:18 invalid-json /1",
            "3:45 data-value-not-string /2/message/data/n",
        ])
    }

    @Test func blankLinesCarriageReturnsAndAByteOrderMark() {
        let text = "\u{FEFF}\r\n  \r\n{\"message\": {\"topic\": \"news\", \"data\": {\"id\": 1}}}\r\n\r\n\t\n{\"message\": {\"topic\": \"news\", \"data\": {\"id\": 2}}}"
        let findings = Linter().lint(jsonLines: Array(text.utf8))
        #expect(findings.map { "\($0.start.line):\($0.start.column) \($0.ruleID) \($0.pointer)" } == [
            "1:1 json-byte-order-mark ",
            "3:46 data-value-not-string /0/message/data/id",
            "6:46 data-value-not-string /1/message/data/id",
        ])
    }

    @Test func anEmptyFileHasNoMessages() {
        #expect(Linter().lint(jsonLines: "").isEmpty)
        #expect(Linter().lint(jsonLines: "\n \n").isEmpty)
    }

    @Test func theCommandLineReadsJSONLinesFilesAndFindsThemInDirectories() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("notifykit-jsonl-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let line = #"{"message": {"topic": "news", "data": {"id": 1}}}"#
        try (line + "\n" + line + "\n").write(to: directory.appendingPathComponent("a.jsonl"), atomically: true, encoding: .utf8)
        try (line + "\n").write(to: directory.appendingPathComponent("b.ndjson"), atomically: true, encoding: .utf8)
        try "not json".write(to: directory.appendingPathComponent("c.txt"), atomically: true, encoding: .utf8)
        let run = CapturedRun([directory.path])
        #expect(run.status == 1)
        #expect(run.stdout.contains("a.jsonl:2:46: error[data-value-not-string]"))
        #expect(run.stdout.contains("--> /1/message/data/id"))
        #expect(run.stdout.contains("b.ndjson:1:46: error[data-value-not-string]"))
        #expect(!run.stdout.contains("c.txt"))
        #expect(run.stdout.contains("2 files checked: 3 errors"))
    }

    @Test func theShapeOptionIsParsedAndChecked() {
        let run = CapturedRun(["--shape", "v1-request", "-"], stdin: #"{"token": "t"}"#)
        #expect(run.status == 1)
        #expect(run.stdout.contains("error[shape-envelope]"))
        let bad = CapturedRun(["--shape=soap", "-"], stdin: "{}")
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("unknown shape 'soap'"))
    }
}
