import SizeModel
import Testing

@testable import LintRules

/// `Finding.inReportOrder` (sorting indices, not findings) gives the order of `reportOrder`.
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
        #expect(Finding.inReportOrder(findings) == expected)
        #expect(expected.map(\.start.offset) == [0, 0, 3, 7, 40, 40, 40])
        #expect(Finding.inReportOrder([]).isEmpty)
    }
}
