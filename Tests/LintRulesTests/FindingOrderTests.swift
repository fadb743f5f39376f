import SizeModel
import Testing

@testable import LintRules

/// `Finding.putInReportOrder` (sorting indices, then moving the findings along the permutation's
/// cycles) gives the order of `reportOrder`.
@Suite struct FindingOrderTests {
    static func finding(_ offset: Int, _ rule: String, _ message: String, _ pointer: [String] = []) -> Finding {
        let position = SourcePosition(offset: offset, line: 1, column: offset + 1)
        return Finding(
            ruleID: rule, severity: .warning, message: message, pointer: JSONPointer(tokens: pointer), start: position,
            end: position, fix: nil)
    }

    @Test func sortingIndicesGivesTheReportOrder() {
        let findings = [
            Self.finding(40, "b-rule", "m"), Self.finding(3, "z-rule", "m"), Self.finding(40, "a-rule", "y"),
            Self.finding(40, "a-rule", "x"), Self.finding(0, "c-rule", "m", ["b"]), Self.finding(0, "c-rule", "m", ["a"]),
            Self.finding(7, "d-rule", "m"),
        ]
        let expected = findings.sorted(by: Finding.reportOrder)
        var ordered = findings
        Finding.putInReportOrder(&ordered)
        #expect(ordered == expected)
        #expect(expected.map(\.start.offset) == [0, 0, 3, 7, 40, 40, 40])
        var none: [Finding] = []
        Finding.putInReportOrder(&none)
        #expect(none.isEmpty)
    }

    /// A permutation of several cycles, fixed points among them, and a second sort of findings
    /// already in order.
    @Test func movingAlongCyclesGivesTheReportOrder() {
        // Offsets 0..<60 in the order 0, 37, 14, 51, … (37 is prime to 60: one long cycle),
        // then pairs swapped and a few left in place.
        var findings = (0..<60).map { Self.finding(($0 * 37) % 60, "rule-\($0 % 3)", "m\($0)") }
        findings += [Self.finding(100, "a", "m"), Self.finding(102, "a", "m"), Self.finding(101, "a", "m"), Self.finding(103, "a", "m")]
        let expected = findings.sorted(by: Finding.reportOrder)
        var ordered = findings
        Finding.putInReportOrder(&ordered)
        #expect(ordered == expected)
        Finding.putInReportOrder(&ordered)
        #expect(ordered == expected)
    }
}
