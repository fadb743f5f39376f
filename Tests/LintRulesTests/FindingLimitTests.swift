import Foundation
import SizeModel
import Testing

@testable import LintRules

/// The per-rule limit is decided while counting: a finding past it is counted and never built,
/// only the first one left out is, to place the summary; counts of later parts merge in order.
@Suite struct FindingLimitTests {
    @Test func findingsPastTheLimitAreCountedAndOnlyTheFirstIsBuilt() {
        var limit = FindingLimit<Int>(limit: 2)
        var built: [Int] = []
        var kept: [Int] = []
        for index in 0..<6 {
            if limit.admit("a", firstOmitted: { built.append(index); return index }) { kept.append(index) }
        }
        #expect(kept == [0, 1])
        #expect(built == [2])
        #expect(limit.omissions.map(\.ruleID) == ["a"])
        #expect(limit.omissions.first?.count == 4)
        #expect(limit.omissions.first?.first == 2)
        // Another rule has a limit of its own.
        #expect(limit.admit("b") { -1 })
    }

    @Test func aRuleCountedOnlyTakesItsFirstFromAnEarlierPart() {
        // The file so far: rule "a" past its limit, first omitted at 10.
        var file = FindingLimit<Int>(limit: 1)
        _ = file.admit("a") { 0 }
        _ = file.admit("a") { 10 }
        #expect(file.rulesPastTheLimit == ["a"])
        // A later part counts "a" only: nothing of it is built or kept.
        var part = FindingLimit<Int>(limit: 1)
        part.countOnly("a")
        var built = 0
        for _ in 0..<3 { #expect(!part.admit("a") { built += 1; return 99 }) }
        #expect(built == 0)
        #expect(part.omissions.isEmpty)
        #expect(part.countedOnly.map(\.ruleID) == ["a"] && part.countedOnly.first?.count == 3)
        // Merged in order, the first omitted finding stays the earlier part's.
        for entry in part.countedOnly { file.merge(entry.ruleID, count: entry.count, first: nil) }
        file.merge("b", count: 2, first: 20)
        file.merge("b", count: 1, first: 30)
        #expect(file.omissions.map(\.ruleID) == ["a", "b"])
        #expect(file.omissions.map(\.count) == [4, 3])
        #expect(file.omissions.map(\.first) == [10, 20])
    }

    @Test func theCollectorBuildsNoTextPastTheLimit() throws {
        var collector = FindingCollector()
        collector.limitPerRule = 2
        collector.ruleID = "test-rule"
        let document = try JSONParser().parse(Array(#"{"k": 1}"#.utf8))
        var messages = 0
        var fixes = 0
        func message() -> String {
            messages += 1
            return "problem"
        }
        func fix() -> String {
            fixes += 1
            return "fix it"
        }
        for _ in 0..<1000 {
            collector.report(message(), at: document.root, fix: fix())
            collector.report(message(), offset: 0, pointer: JSONPointer(), fix: fix())
        }
        // Two kept and the first left out, where the summary goes.
        #expect(messages == 3 && fixes == 3)
        #expect(collector.pending.count == 2)
        #expect(collector.limit.omissions.first?.count == 1998)
    }
    /// The collector counts an active rule's kept findings by its index and, once the rule is
    /// past the limit, its omitted ones too; the same rule reported by id shares those counts,
    /// and `takeOmissions` hands them out: a rule only counted by its slot, with it.
    @Test func theCollectorCountsActiveRulesByIndexAsTheLimitWould() {
        var collector = FindingCollector()
        collector.limitPerRule = 2
        collector.activeRuleIDs = ["a", "b"]
        collector.countOnly("b")
        var built = 0
        func report(_ collector: inout FindingCollector) {
            collector.report("m", offset: 0, pointer: { built += 1; return JSONPointer() }())
        }
        for round in 0..<6 {
            if round == 3 {
                collector.ruleID = "a"  // the same rule by id
            } else {
                collector.activeRule = 0
            }
            report(&collector)
        }
        collector.activeRule = 1
        for _ in 0..<4 { report(&collector) }
        let omissions = collector.takeOmissions()
        let omitted = omissions.counts.sorted { $0.ruleID < $1.ruleID }
        #expect(collector.pending.count == 2)
        #expect(built == 3)  // two kept, and the first left out (for the summary)
        #expect(omitted.map(\.ruleID) == ["a", "b"])
        #expect(omitted.map(\.count) == [4, 4])
        #expect(omitted.map(\.hasFirst) == [true, false] && omissions.firsts.count == 1)
        #expect(omitted[1].slot == 1)
        // The rule only counted was never handed to the limit.
        #expect(collector.limit.omissions.map(\.ruleID) == ["a"])
        #expect(collector.limit.countedOnly.isEmpty)
    }

    /// `countsOnly` is true exactly when the active rule's next finding is neither kept nor the
    /// first left out (whose text places the summary): a rule may then skip what only its text
    /// or severity needs.
    @Test func countsOnlyOnceTheFirstFindingLeftOutIsBuilt() {
        var collector = FindingCollector()
        collector.limitPerRule = 2
        collector.activeRuleIDs = ["a", "b"]
        collector.countOnly("b")
        collector.activeRule = 0
        var states: [Bool] = []
        for _ in 0..<4 {
            states.append(collector.countsOnly)
            collector.report("m", offset: 0, pointer: JSONPointer())
        }
        #expect(states == [false, false, false, true])
        // Counted without a report, as the report would have counted it.
        let countedAtLimit = collector.countIfOnlyCounted()
        #expect(countedAtLimit)
        collector.activeRule = 1  // only counted from the start (an earlier part reached the limit)
        #expect(collector.countsOnly)
        let countedOnly = collector.countIfOnlyCounted()
        #expect(countedOnly)
        let omitted = collector.takeOmissions().counts.sorted { $0.ruleID < $1.ruleID }
        #expect(omitted.map(\.ruleID) == ["a", "b"] && omitted.map(\.count) == [3, 1])
        collector.ruleID = "a"  // the engine's own findings, by id, are never skipped
        #expect(!collector.countsOnly)
    }

    /// A part of the input that starts with the findings earlier parts kept of a rule keeps only
    /// what the limit has left, and builds nothing past it but the first finding left out.
    @Test func aPartKeepsOnlyWhatTheLimitHasLeft() {
        var collector = FindingCollector()
        collector.limitPerRule = 5
        collector.activeRuleIDs = ["a", "b"]
        collector.noteKeptBefore(slot: 0, count: 4)
        var built = 0
        collector.activeRule = 0
        for _ in 0..<6 {
            collector.report("m", offset: 0, pointer: { built += 1; return JSONPointer() }())
        }
        let omitted = collector.takeOmissions()
        #expect(collector.pending.count == 1)
        #expect(built == 2)  // the one kept, and the first left out (for the summary)
        #expect(omitted.counts.map(\.ruleID) == ["a"] && omitted.firsts.count == 1)
        #expect(omitted.counts.first?.count == 5)
        #expect(collector.limit.omissions.first?.count == 5)
        // A rule at its limit already: its next finding is the first left out.
        collector.noteKeptBefore(slot: 1, count: 5)
        collector.activeRule = 1
        collector.report("m", offset: 0, pointer: { built += 1; return JSONPointer() }())
        #expect(collector.pending.count == 1)
        #expect(built == 3)
        #expect(collector.limit.omissions.map(\.ruleID) == ["a", "b"])
    }

    /// Findings a reader drops after linting (an SNS message's FCM request has no target of its
    /// own) leave their rule's kept count: the limit then keeps as many later findings as if they
    /// had never been reported.
    @Test func droppedFindingsLeaveTheirRulesKeptCount() {
        var collector = FindingCollector()
        collector.limitPerRule = 1
        collector.activeRuleIDs = ["a"]
        collector.activeRule = 0
        collector.report("dropped", offset: 0, pointer: JSONPointer())
        collector.removePending(from: 0) { $0.message == "dropped" }
        #expect(collector.pending.isEmpty)
        collector.report("kept", offset: 0, pointer: JSONPointer())
        #expect(collector.takeOmissions().counts.isEmpty)
        #expect(collector.pending.map(\.message) == ["kept"])
    }
}
