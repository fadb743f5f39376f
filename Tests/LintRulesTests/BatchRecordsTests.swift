import Foundation
import SizeModel
import Testing

@testable import LintRules

/// `Linter.batchRecords`: a batch array's pipeline records, handed out run by run as its
/// elements are linted, are the records `documentRecords` makes from the whole batch's lint, in
/// order, however the batch is read and cut and on however many cores.
@Suite struct BatchRecordsTests {
    /// A batch with something in every corner: a byte-order mark, shapes that change (so
    /// `shape-detected` depends on the element before a run), elements that are not objects or
    /// not payloads, findings of several rules, and both batch rules' findings, which land in
    /// elements' records: five collapse keys to one token (at the fifth), and 502 elements
    /// (`routing-multicast-limit` at the 501st, counting the whole batch).
    static let batch: [UInt8] = {
        var elements: [String] = []
        for index in 0..<502 {
            switch (index + 1) % 9 {  // the first a v1 request: the batch checks run in its context
            case 0: elements.append(#"{"to": "legacy\#(index)", "notification": {"title": "t"}}"#)
            case 3: elements.append(#"{"message": {"token": "same", "android": {"collapse_key": "k\#(index)"}, "data": {"n": \#(index)}}}"#)
            case 5: elements.append(index % 2 == 0 ? "42" : #"{"name": "pkg", "version": "1.0.0"}"#)
            case 7: elements.append(#"{"aps": {"alert": "Hi", "badge": "3"}}"#)
            default: elements.append(#"{"message": {"topic": "news\#(index)", "notification": {"title": "é\#(index)"}}}"#)
            }
        }
        return [0xEF, 0xBB, 0xBF] + Array(("[\r\n  " + elements.joined(separator: ",\r\n  ") + "\r\n]\n").utf8)
    }()

    /// The records as the whole batch's lint gives them, the input's first.
    static func wholeRecords(_ bytes: [UInt8], linter: Linter) -> [MessageRecord] {
        let whole = linter.documentRecords(bytes, findings: linter.lint(input: bytes), limitPerMessage: 1000)
        return (whole.inputFindings.isEmpty ? [] : [Self.inputRecord(whole.inputFindings)]) + whole.records
    }

    static func inputRecord(_ findings: [Finding]) -> MessageRecord {
        MessageRecord(
            index: nil, start: SourcePosition(offset: 0, line: 1, column: 1), byteCount: 0, shape: nil,
            findings: findings.sorted(by: Finding.reportOrder))
    }

    /// The records `batchRecords` hands out, and how many times it handed some out.
    static func streamedRecords(_ bytes: [UInt8], linter: Linter, settings: RunSettings) throws -> (records: [MessageRecord], deliveries: Int)? {
        var records: [MessageRecord] = []
        var deliveries = 0
        var next = 0
        let wasBatch = try linter.batchRecords(MemoryByteSource(bytes: bytes), settings: settings, limitPerMessage: 1000) { run in
            #expect(run.records.first.map { $0.index == next } ?? true, "runs come out in order")
            #expect(deliveries == 0 || run.inputFindings.isEmpty, "the input's findings come first")
            records += (run.inputFindings.isEmpty ? [] : [Self.inputRecord(run.inputFindings)]) + run.records
            next = run.nextRecord
            deliveries += 1
            return true
        }
        return wasBatch ? (records, deliveries) : nil
    }

    static let linter: Linter = {
        var uncapped = LintConfiguration()
        uncapped.maximumFindingsPerRule = Int.max
        return Linter(configuration: uncapped)
    }()

    @Test(arguments: [
        RunSettings(jobs: 1, keepsExcerpts: false),
        RunSettings(jobs: 2, keepsExcerpts: false),
        RunSettings(jobs: 1, blockSize: 3000, segmentSize: 1, keepsExcerpts: false),
        RunSettings(jobs: 2, blockSize: 5000, segmentSize: 700, keepsExcerpts: false),
    ])
    func aBatchsRecordsAreTheWholeLintsInOrder(settings: RunSettings) throws {
        let whole = Self.wholeRecords(Self.batch, linter: Self.linter)
        let streamed = try #require(try Self.streamedRecords(Self.batch, linter: Self.linter, settings: settings))
        #expect(streamed.records == whole)
        #expect(whole.map(\.index) == [nil] + Array(0..<502))
        // The batch rules' findings are in their elements' records.
        #expect(whole[501].findings.contains { $0.ruleID == "routing-multicast-limit" && $0.message.contains("502") })
        #expect(whole.contains { $0.findings.contains { $0.ruleID == "android-collapse-key-info" } })
        if settings.segmentSize < 1000 { #expect(streamed.deliveries > 10, "handed out run by run") }
    }

    @Test func whatIsNotABatchOfMessagesIsLeftToTheWholeLint() throws {
        let settings = RunSettings(jobs: 2, blockSize: 600, segmentSize: 97, keepsExcerpts: false)
        let payload = #"{"message": {"topic": "a"}}"#
        for text in [
            "[" + payload + ", " + payload,  // cut short: one record that says why
            "[" + payload + ", {\"message\": }]",
            #"[{"type": "Feature"}, {"type": "Feature"}]"#,  // no payload at all
            payload,
        ] {
            #expect(try Self.streamedRecords(Array(text.utf8), linter: Self.linter, settings: settings) == nil, "\(text)")
        }
        let empty = try #require(try Self.streamedRecords(Array("[ ]".utf8), linter: Self.linter, settings: settings))
        #expect(empty.records.isEmpty)
    }

    @Test func theReceiverCanStopTheBatch() throws {
        let settings = RunSettings(jobs: 2, blockSize: 3000, segmentSize: 500, keepsExcerpts: false)
        var deliveries = 0
        _ = try Self.linter.batchRecords(MemoryByteSource(bytes: Self.batch), settings: settings, limitPerMessage: 1000) { _ in
            deliveries += 1
            return deliveries < 3
        }
        #expect(deliveries == 3)
    }
}
