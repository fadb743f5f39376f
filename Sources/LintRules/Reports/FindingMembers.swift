/// A JSON writer a finding's members are written to: the pretty `JSONOutputWriter` (`json`) and
/// the single-line `JSONLineWriter` (`jsonl`), so both formats list the same members in the same
/// order from one place.
protocol FindingMemberWriter {
    mutating func field(_ key: StaticString, _ value: String?)
    mutating func field(_ key: StaticString, _ value: Int?)
}

extension Finding {
    /// Writes the finding's members, in the order the machine formats give them
    /// (Documentation/OutputFormats.md).
    func writeMembers<Writer: FindingMemberWriter>(to out: inout Writer) {
        out.field("ruleId", ruleID)
        out.field("severity", severity.rawValue)
        out.field("message", message)
        out.field("pointer", pointer.description)
        out.field("line", start.line)
        out.field("column", start.column)
        out.field("offset", start.offset)
        out.field("endLine", end.line)
        out.field("endColumn", end.column)
        out.field("endOffset", end.offset)
        out.field("fix", fix)
    }
}

extension JSONLineWriter: FindingMemberWriter {}

extension JSONOutputWriter: FindingMemberWriter {
    mutating func field(_ key: StaticString, _ value: String?) { field(literal: key, value) }

    mutating func field(_ key: StaticString, _ value: Int?) {
        if let value { field(literal: key, value) } else { field(literal: key, nil as String?) }
    }
}
