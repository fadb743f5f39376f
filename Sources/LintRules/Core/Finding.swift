import SizeModel

/// One problem found in a file: which rule, how bad, where, and what to do.
public struct Finding: Sendable, Hashable {
    /// The rule's identifier.
    public let ruleID: String
    /// The effective severity (after configuration).
    public var severity: Severity
    /// What is wrong, in one lower-case sentence without a trailing period.
    public let message: String
    /// Where in the JSON structure.
    public let pointer: JSONPointer
    /// The first character of the offending key or value.
    public let start: SourcePosition
    /// One past the last character of the offending key or value.
    public let end: SourcePosition
    /// A concrete change that fixes it, when there is one.
    public let fix: String?

    /// Creates a finding.
    public init(
        ruleID: String, severity: Severity, message: String, pointer: JSONPointer,
        start: SourcePosition, end: SourcePosition, fix: String?
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.pointer = pointer
        self.start = start
        self.end = end
        self.fix = fix
    }

    /// Puts `findings` in report order (`reportOrder`). The indices are sorted, not the findings:
    /// copying a finding costs its five references' counting, and a file may have thousands.
    /// The findings are then put in that order in place, moved along the permutation's cycles
    /// by `swap` with a placeholder, which counts no reference (a new array in that order
    /// copied each finding and released the old ones; `swapAt` copies too).
    static func putInReportOrder(_ findings: inout [Finding]) {
        let order = findings.indices.sorted { a, b in
            let lhs = findings[a].start.offset
            let rhs = findings[b].start.offset
            if lhs != rhs { return lhs < rhs }
            return reportOrder(findings[a], findings[b])
        }
        // Position `p` receives the finding at `order[p]`. Along a cycle from `start`: the finding
        // at `start` is set aside, leaving a hole; the hole is filled from `order` of it, which
        // moves the hole there, until the hole is where the finding set aside goes.
        // (`setAside` and `moving` hold the placeholder between moves: destroying one costs.)
        var placed = [Bool](repeating: false, count: order.count)
        var setAside = placeholder
        var moving = placeholder
        for start in order.indices where !placed[start] && order[start] != start {
            swap(&setAside, &findings[start])
            var hole = start
            while order[hole] != start {
                swap(&moving, &findings[order[hole]])
                swap(&moving, &findings[hole])
                placed[hole] = true
                hole = order[hole]
            }
            swap(&setAside, &findings[hole])
            placed[hole] = true
        }
    }

    /// True when `findings` are in report order (`reportOrder`): each pair of neighbours is
    /// compared by start, and further only when they start at the same place.
    static func isInReportOrder(_ findings: [Finding]) -> Bool {
        var index = 1
        while index < findings.count {
            let earlier = findings[index - 1].start.offset
            let later = findings[index].start.offset
            if later < earlier || (later == earlier && reportOrder(findings[index], findings[index - 1])) { return false }
            index += 1
        }
        return true
    }

    /// What `putInReportOrder(_:)` leaves in a place it moves a finding from: no reference to
    /// count (also the driver's placeholder for an omission summary, `RunDriver.finished`).
    static let placeholder = Finding(
        ruleID: "", severity: .error, message: "", pointer: JSONPointer(), start: SourcePosition(offset: 0, line: 1, column: 1),
        end: SourcePosition(offset: 0, line: 1, column: 1), fix: nil)

    /// The order findings are reported in: by position, then rule, then message.
    public static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.start.offset != rhs.start.offset { return lhs.start.offset < rhs.start.offset }
        return reportOrder(lhs.ruleID, lhs.message, lhs.pointer, before: rhs.ruleID, rhs.message, rhs.pointer)
    }

    /// `reportOrder` of two findings that start at the same place: by rule, then message, then
    /// pointer (also used on a run's findings before they are placed, `Linter.lintRun`).
    @inline(__always)
    static func reportOrder(
        _ ruleID: String, _ message: String, _ pointer: JSONPointer, before otherRuleID: String, _ otherMessage: String,
        _ otherPointer: JSONPointer
    ) -> Bool {
        if ruleID != otherRuleID { return ruleID < otherRuleID }
        if message != otherMessage { return message < otherMessage }
        return pointer < otherPointer
    }
}
