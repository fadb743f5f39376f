import SizeModel

/// A check of one FCM message.
///
/// A rule is a small struct with a static `description` and a `check` that looks up the fields it
/// needs from the `MessageContext` and reports problems to the collector. The engine fills in the
/// rule id, severity, line and column.
public protocol Rule: Sendable {
    /// The rule's documentation and examples.
    static var description: RuleDescription { get }

    /// Creates the rule.
    init()

    /// Reports every problem of this kind in `message`.
    func check(_ message: MessageContext, into findings: inout FindingCollector)
}

extension Rule {
    /// The rule's identifier.
    public var id: String { Self.description.id }
}
