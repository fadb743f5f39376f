import Foundation
import SizeModel
import Testing

@testable import LintRules
@testable import notifykit_lint

/// `check --format jsonl` (`JSONLinesPipeline`): one record per message, the same findings as the
/// other formats, cut into runs anywhere with the same result, capped per message.
@Suite struct PipelineFormatTests {
    static let lines = [
        #"{"message": {"topic": "news", "data": {"n": 1}}}"#,
        #"{"to": "abc", "data": {"k": "v"}}"#,
        "",
        #"{"to": "def", "data": {"k": "v"}}"#,
        #"{"message": "#,
        #"[{"aps": {"alert": "Hi"}}, 3]"#,
        #"{"name": "not-a-payload", "version": "1.0.0"}"#,
        #"{"aps": {"alert": "Hi", "badge": "3"}}"#,
    ]

    static func records(_ stdout: String) -> [[String: Any]] {
        stdout.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }
    }

    static func ruleIDs(_ record: [String: Any]) -> [String] {
        (record["findings"] as? [[String: Any]] ?? []).compactMap { $0["ruleId"] as? String }
    }

    /// All records of `text` linted as one run, or read in blocks of `blockSize` bytes.
    static func lintInRuns(_ text: String, blockSize: Int) throws -> [MessageRecord] {
        let linter = Linter()
        var reader = LineRunReader(blockSize: blockSize, read: LineRunReader.reading(Array(text.utf8)))
        var previous: MessageShape? = nil
        var next = 0
        var records: [MessageRecord] = []
        while let block = try reader.next() {
            let run = LineRun(bytes: block.bytes, range: 0..<block.bytes.count, fileOffset: block.fileOffset, firstLine: block.firstLine, firstRecord: next)
            let result = linter.lintRecords(run, previous: &previous, limitPerMessage: 1000)
            #expect(result.inputFindings.isEmpty)
            records += result.records
            next = result.nextRecord
        }
        return records
    }

    @Test func recordsDoNotDependOnWhereTheStreamIsCut() throws {
        let text = Self.lines.joined(separator: "\r\n") + "\n"
        let whole = try Self.lintInRuns(text, blockSize: 1 << 20)
        #expect(whole.map(\.index) == Array(0..<7))
        #expect(whole.map(\.shape) == [.v1Request, .legacy, .legacy, nil, nil, nil, .apnsPayload])
        // shape-detected notes the first legacy body, not the second: the shape carries over.
        #expect(whole[1].findings.contains { $0.ruleID == "shape-detected" })
        #expect(!whole[2].findings.contains { $0.ruleID == "shape-detected" })
        #expect(whole.map(\.start.line) == [1, 2, 4, 5, 6, 7, 8])
        for blockSize in [1, 7, 64] {
            #expect(try Self.lintInRuns(text, blockSize: blockSize) == whole, "block size \(blockSize)")
        }
        // The same findings as the whole-file lint of the JSON Lines text.
        let flat = whole.flatMap(\.findings).sorted(by: Finding.reportOrder)
        #expect(flat == Linter().lint(jsonLines: text))
    }

    @Test func theCapAppliesPerRuleAndMessage() {
        let start = SourcePosition(offset: 0, line: 1, column: 1)
        let findings = (0..<5).map { index in
            Finding(
                ruleID: "a", severity: .error, message: "m\(index)", pointer: JSONPointer(tokens: ["0", String(index)]),
                start: SourcePosition(offset: index, line: 1, column: index + 1), end: start, fix: nil)
        }
        let capped = RecordCap.capped(findings.reversed(), limit: 2)
        #expect(capped.map(\.message).prefix(2) == ["m0", "m1"])
        #expect(capped.count == 3)
        #expect(capped[2].message.hasPrefix("3 more a findings in this message not shown (at most 2 per rule and message)"))
        #expect(capped[2].start.offset == 2)
        #expect(RecordCap.owner(of: JSONPointer(tokens: ["07"]), firstRecord: 0, count: 10) == nil)
        #expect(RecordCap.owner(of: JSONPointer(tokens: ["12", "x"]), firstRecord: 10, count: 3) == 2)
    }

    @Test func aStreamKeepsEveryFindingOfEveryMessage() {
        // Two messages with 600 number data values each: the json format keeps 1,000 of the
        // file's 1,200 and counts the rest; the records keep all of them, 600 a message.
        let data = (0..<600).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        let message = #"{"message": {"topic": "t", "data": {"# + data + "}}}"
        let stdin = message + "\n" + message + "\n"
        let jsonl = CapturedRun(["-f", "jsonl", "--stdin-filename", "s.jsonl", "-"], stdin: stdin)
        let records = Self.records(jsonl.stdout)
        #expect(records.map { Self.ruleIDs($0).filter { $0 == "data-value-not-string" }.count } == [600, 600])
        let huge = #"{"message": {"topic": "t", "data": {"# + (0..<1005).map { "\"k\($0)\": \($0)" }.joined(separator: ", ") + "}}}"
        let capped = Self.records(CapturedRun(["-f", "jsonl", "-"], stdin: huge).stdout)
        let messages = (capped.first?["findings"] as? [[String: Any]] ?? []).filter { $0["ruleId"] as? String == "data-value-not-string" }
            .compactMap { $0["message"] as? String }
        #expect(messages.count == 1001)
        #expect(messages.contains { $0.hasPrefix("5 more data-value-not-string findings in this message") })
    }

    @Test func theRecordHasItsMembersInTheDocumentedOrderOnOneLine() {
        let run = CapturedRun(["-f", "jsonl", "-"], stdin: "{\"message\": {\"topic\": \"n\", \"data\": {\"é\\\"\": 1}}}")
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix(#"{"recordVersion":1,"path":"<stdin>","index":0,"line":1,"column":1,"offset":0,"bytes":"#))
        #expect(run.stdout.hasSuffix("}]}\n") && run.stdout.split(separator: "\n").count == 1)
        let finding = (Self.records(run.stdout).first?["findings"] as? [[String: Any]])?.first
        #expect(finding?["pointer"] as? String == "/0/message/data/é\"")
        #expect(finding?["column"] as? Int == 44)
    }

    @Test func aDocumentAndABatchArePlacedPerElement() {
        let batch = "\u{FEFF}[\n  {\"message\": {\"topic\": \"a\"}},\n  {\"to\": \"b\"}\n]\n"
        let records = Self.records(CapturedRun(["-f", "jsonl", "-"], stdin: batch).stdout)
        // Not one JSON value on the first line: one document, an input record for the byte-order
        // mark, then one record per element.
        #expect(records.map { $0["index"] as? Int } == [nil, 0, 1])
        #expect(Self.ruleIDs(records[0]) == ["json-byte-order-mark"])
        #expect(records.map { $0["line"] as? Int } == [1, 2, 3])
        #expect(records.map { $0["shape"] as? String } == [nil, "v1-request", "legacy"])
        let pretty = CapturedRun(["-f", "jsonl", "-"], stdin: "{\n  \"message\": {\"topic\": \"a\", \"data\": {\"n\": 1}}\n}\n")
        let single = Self.records(pretty.stdout)
        #expect(single.count == 1)
        #expect((single.first?["findings"] as? [[String: Any]])?.first?["pointer"] as? String == "/message/data/n")
    }

    @Test func anotherPushServicesRequestHasNoShape() {
        let expo = #"{"to": "ExponentPushToken[xxxxxxxxxxxxxxxxxxxxxx]", "title": "Hi", "body": "Order shipped"}"#
        let fcm = #"{"message": {"topic": "news", "data": {"k": "v"}}}"#
        // JSON Lines, a batch array and a single document: the Expo request is reported by
        // shape-other-push-service and linted as no FCM shape.
        for (input, filename) in [(expo + "\n" + fcm + "\n", "part.jsonl"), ("[" + expo + ", " + fcm + "]", "batch.json")] {
            let records = Self.records(CapturedRun(["-f", "jsonl", "--stdin-filename", filename, "-"], stdin: input).stdout)
            #expect(records.map { $0["shape"] as? String } == [nil, "v1-request"], "\(filename)")
            #expect(records.first.map(Self.ruleIDs) == ["shape-other-push-service"], "\(filename)")
        }
        let single = Self.records(CapturedRun(["-f", "jsonl", "--stdin-filename", "expo.json", "-"], stdin: expo).stdout)
        #expect(single.map { $0["shape"] as? String } == [nil])
        #expect(single.first.map(Self.ruleIDs) == ["shape-other-push-service"])
    }

    @Test func emptyInputIsAnEmptyDocumentUnlessItIsJSONLines() {
        let unnamed = CapturedRun(["-f", "jsonl", "-"], stdin: "")
        #expect(unnamed.status == 1)
        #expect(Self.records(unnamed.stdout).map { Self.ruleIDs($0) } == [["invalid-json"]])
        let named = CapturedRun(["-f", "jsonl", "--stdin-filename", "empty.jsonl", "-"], stdin: "\n\n")
        #expect(named.status == 0 && named.stdout.isEmpty)
    }

    @Test func ignoresAndTheBaselineApplyPerMessage() {
        let directory = TemporaryDirectory()
        directory.write(
            ".notifykit-lint.json", #"{"version": 1, "ignores": [{"files": "*.jsonl", "pointer": "/1/message/data/n"}]}"#)
        let message = #"{"message": {"topic": "t", "data": {"n": 1}}}"#
        directory.write("s.jsonl", message + "\n" + message + "\n")
        let run = CapturedRun(["-f", "jsonl", "s.jsonl"], in: directory.path)
        let records = Self.records(run.stdout)
        #expect(records.map { $0["suppressed"] as? Int } == [0, 1])
        #expect(records.map { Self.ruleIDs($0) } == [["data-value-not-string"], []])
        #expect(run.status == 1)
    }

    @Test func otherFormatsAndWholeRunOptionsAreRefused() {
        for arguments in [["-f", "jsonl", "-f", "json=out.json"], ["-f", "jsonl", "--statistics"], ["-f", "jsonl", "--write-baseline", "b.json"], ["-f", "jsonl", "--fix"], ["-f", "jsonl", "--diff"]] {
            let run = CapturedRun(arguments + ["-"], stdin: "{}")
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stderr.contains("jsonl"), "\(arguments)")
        }
        let help = CapturedRun(["--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("Output format: text, concise, json, sarif, github, jsonl."))
    }

    // MARK: - A batch array, written run by run

    /// A batch of `count` messages with one finding each (`data-value-not-string`), five
    /// collapse keys to one token from element 100, as a file of the scratch directory.
    static func findingsBatch(_ scratch: ScratchDirectory, count: Int) throws -> String {
        let message = Array(#"{"message":{"token":"t","data":{"n":1}}},"#.utf8)
        let collapse = (0..<5).map { Array(#"{"message":{"token":"same","android":{"collapse_key":"k\#($0)"},"data":{"n":1}}},"#.utf8) }
        return try scratch.write(
            "batch.json",
            chunks: [(Array("[".utf8), 1), (message, 100)] + collapse.map { ($0, 1) } + [
                (message, count - 106), (Array(#"{"message":{"token":"t","data":{"n":1}}}]"#.utf8), 1),
            ])
    }

    @Test func aLargeBatchsRecordsComeOutInOrderOnAnyNumberOfCores() throws {
        // 1.2 MB: over the size from which a batch file is read part by part. Its records are
        // written run by run, the same on one core or two, and from standard input.
        let scratch = try ScratchDirectory("batch")
        let path = try Self.findingsBatch(scratch, count: 30_000)
        let one = try BuiltTool.run(["--no-config", "-f", "jsonl", "-j", "1", path], timeout: 300)
        let two = try BuiltTool.run(["--no-config", "-f", "jsonl", "-j", "2", path], timeout: 300)
        let piped = try BuiltTool.run(
            ["--no-config", "-f", "jsonl", "-j", "2", "--stdin-filename", "batch.json", "-"], input: .file(path), timeout: 300)
        #expect(one.exitCode == 1 && two.exitCode == 1 && piped.exitCode == 1)
        #expect(two.stdout == one.stdout)
        let quotedPath = String(decoding: JSONLinesReporter.quoted(path), as: UTF8.self)
        #expect(piped.stdout == one.stdout.replacingOccurrences(of: #""path":"# + quotedPath, with: #""path":"batch.json""#))
        let records = Self.records(one.stdout)
        #expect(records.map { $0["index"] as? Int } == Array(0..<30_000))
        #expect(records.allSatisfy { Self.ruleIDs($0).contains("data-value-not-string") })
        // The batch rules' findings, in their elements' records.
        #expect(Self.ruleIDs(records[104]).contains("android-collapse-key-info"))
        #expect(Self.ruleIDs(records[500]).contains("routing-multicast-limit"))
    }

    @Test(.tags(.slow), .onlyWhenSlowTestsRun) func aBatchOfFindingsIsWrittenInBoundedMemory() throws {
        // 440,000 messages with a finding each (18 MB): the records of a batch are written as its
        // runs are linted, so memory does not grow with the batch's findings (it took 433 MB
        // when they were written after the whole batch).
        let scratch = try ScratchDirectory("batch")
        let path = try Self.findingsBatch(scratch, count: 440_000)
        for arguments in [["-j", "1", path], ["-j", "2", path]] {
            let run = try BuiltTool.run(["--no-config", "-f", "jsonl"] + arguments, output: .path("/dev/null"), timeout: 600)
            #expect(run.exitCode == 1)
            #expect(run.peakMemory < 64 << 20, "peak \(run.peakMemory >> 20) MB with \(arguments.dropLast())")
        }
        // Standard input is spooled to a temporary file and read part by part, named or not.
        for name in [["--stdin-filename", "batch.json"], []] {
            let piped = try BuiltTool.run(["--no-config", "-f", "jsonl"] + name + ["-"], input: .file(path), output: .path("/dev/null"), timeout: 600)
            #expect(piped.exitCode == 1)
            #expect(piped.peakMemory < 64 << 20, "peak \(piped.peakMemory >> 20) MB from standard input \(name)")
        }
    }
}
