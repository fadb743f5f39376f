import Foundation
import SizeModel
import Testing

@testable import LintRules

/// Running the rules rule by rule over queued messages (`MessageQueue`) gives exactly the
/// findings of linting message by message (a queue of one), for inputs linted as one run and cut
/// into many, with and without a per-rule limit, for every queue length the inputs end on.
@Suite struct MessageQueueTests {
    /// Linters that differ only in how many messages they queue.
    static func linters(_ configuration: LintConfiguration) -> (oneByOne: Linter, queued: [Linter]) {
        var oneByOne = Linter(configuration: configuration)
        oneByOne.messageQueueCapacity = 1
        let queued = [3, MessageQueue.defaultCapacity].map { capacity in
            var linter = Linter(configuration: configuration)
            linter.messageQueueCapacity = capacity
            return linter
        }
        return (oneByOne, queued)
    }

    static var configurations: [(name: String, configuration: LintConfiguration)] {
        var limited = LintConfiguration()
        limited.maximumFindingsPerRule = 2
        return [("defaults", LintConfiguration()), ("two findings per rule", limited)]
    }

    /// Fails with the first difference, or the counts.
    static func expectSame(_ actual: [Finding], _ expected: [Finding], _ context: String) {
        for (want, got) in zip(expected, actual) where want != got {
            Issue.record("\(context):\n  one by one: \(StreamingTests.describe(want))\n  queued:     \(StreamingTests.describe(got))")
            return
        }
        #expect(actual.count == expected.count, "\(context): \(actual.count) findings instead of \(expected.count)")
    }

    @Test func queuedBatchesGiveTheFindingsOfOneMessageAtATime() {
        for (label, configuration) in Self.configurations {
            let (oneByOne, queued) = Self.linters(configuration)
            for (name, text) in StreamingTests.batches {
                let bytes = Array(text.utf8)
                let expected = oneByOne.lint(bytes)
                for linter in queued {
                    let context = "\(name), \(label), queue of \(linter.messageQueueCapacity)"
                    Self.expectSame(linter.lint(bytes), expected, context)
                    let streamed = StreamingTests.streamed(bytes, .array, RunSettings(jobs: 2, blockSize: 1000, segmentSize: 97), linter: linter)
                    Self.expectSame(streamed.findings, expected, context + ", streamed")
                }
            }
        }
    }

    @Test func queuedJSONLinesGiveTheFindingsOfOneMessageAtATime() {
        for (label, configuration) in Self.configurations {
            let (oneByOne, queued) = Self.linters(configuration)
            for (name, text) in StreamingTests.jsonLines {
                let bytes = Array(text.utf8)
                let expected = oneByOne.lint(jsonLines: bytes)
                for linter in queued {
                    let context = "\(name), \(label), queue of \(linter.messageQueueCapacity)"
                    Self.expectSame(linter.lint(jsonLines: bytes), expected, context)
                    let streamed = StreamingTests.streamed(bytes, .jsonLines, RunSettings(jobs: 1), linter: linter)
                    Self.expectSame(streamed.findings, expected, context + ", streamed")
                }
            }
        }
    }

    /// Large messages run before the queue is full: it holds at most `byteBudget` bytes of
    /// messages and one more, so memory grows with the largest message, not with sixteen.
    @Test func largeMessagesDoNotWaitForAFullQueue() throws {
        let filler = String(repeating: "x", count: MessageQueue.byteBudget / 3)
        let text = #"{"message": {"topic": "news", "data": {"k": "\#(filler)"}}}"#
        let document = try JSONParser().parse(Array(text.utf8))
        let linter = Linter()
        var queue = MessageQueue()
        var collector = FindingCollector()
        var previous: MessageShape? = nil
        var most = 0
        for _ in 0..<10 {
            _ = queue.add(document.root, linter: linter, previous: &previous, &collector)
            most = max(most, queue.count)
        }
        #expect(most == 2)
        queue.run(linter, &collector)
        let small = try JSONParser().parse(Array(#"{"message": {"topic": "news", "data": {"k": "v"}}}"#.utf8))
        for _ in 0..<(MessageQueue.defaultCapacity - 1) {
            _ = queue.add(small.root, linter: linter, previous: &previous, &collector)
        }
        #expect(queue.count == MessageQueue.defaultCapacity - 1)
        queue.run(linter, &collector)
        #expect(queue.count == 0)
    }

    /// The inputs above really exercise the queue: some file has more messages than a full
    /// queue and findings from many rules, and the limit cuts some rule's findings.
    @Test func theInputsFillTheQueueAndReachTheLimit() {
        let plain = Array(StreamingTests.jsonLines[0].text.utf8)
        let lines = plain.split(separator: 0x0A).count
        #expect(lines > MessageQueue.defaultCapacity)
        let findings = Linter().lint(jsonLines: plain)
        #expect(Set(findings.map(\.ruleID)).count >= 20)
        var limited = LintConfiguration()
        limited.maximumFindingsPerRule = 2
        #expect(Linter(configuration: limited).lint(jsonLines: plain).contains { $0.message.contains("not shown (at most 2 per rule") })
    }
}
