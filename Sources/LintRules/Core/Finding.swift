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

    /// `findings` in report order (`reportOrder`). The indices are sorted, not the findings:
    /// moving a finding costs its five references' counting, and a file may have thousands.
    static func inReportOrder(_ findings: [Finding]) -> [Finding] {
        let order = findings.indices.sorted { a, b in
            let lhs = findings[a].start.offset
            let rhs = findings[b].start.offset
            if lhs != rhs { return lhs < rhs }
            return reportOrder(findings[a], findings[b])
        }
        return order.map { findings[$0] }
    }

    /// The order findings are reported in: by position, then rule, then message.
    public static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.start.offset != rhs.start.offset { return lhs.start.offset < rhs.start.offset }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        if lhs.message != rhs.message { return lhs.message < rhs.message }
        return lhs.pointer < rhs.pointer
    }
}
