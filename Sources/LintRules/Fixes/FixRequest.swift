import SizeModel

/// What a rule's fix function is given: the finding, the message it is in (parsed from the
/// file's current bytes, with the parts rules read), and an editor on those bytes.
public struct FixRequest: Sendable {
    /// The finding to fix.
    public let finding: Finding
    /// The message holding it.
    public let message: MessageContext
    /// Builds edits in the file's style.
    public let editor: JSONEditor

    /// The data-map value the finding points at (its first byte is the finding's), if any.
    public var dataValue: DataKey? {
        message.dataKeys.first { $0.value.sourceStart == finding.start.offset }
    }
}
