/// A fix for one finding: a title and the edits that make it, applied together or not at all.
public struct Fix: Sendable, Hashable {
    /// The rule whose finding this fixes.
    public let ruleID: String
    /// What the fix does, in one lower-case sentence (an LSP code action's title).
    public let title: String
    /// Safe or unsafe.
    public let applicability: FixApplicability
    /// The edits, in source order, none colliding with another.
    public let edits: [TextEdit]

    /// Creates a fix.
    public init(ruleID: String, title: String, applicability: FixApplicability, edits: [TextEdit]) {
        self.ruleID = ruleID
        self.title = title
        self.applicability = applicability
        self.edits = edits.sorted { $0.start < $1.start }
    }

    /// True when an edit of this fix collides with an edit of `other`.
    func collides(with other: Fix) -> Bool {
        edits.contains { edit in other.edits.contains { edit.collides(with: $0) } }
    }
}
