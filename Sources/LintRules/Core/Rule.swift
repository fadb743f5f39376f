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

    /// Runs the check of `Self()` on each message of `messages` whose bit is set in `members`
    /// (`RetainedObjects.forEach(members:)`), in order: what the engine calls once per queue of
    /// messages when the rule type holds no state (its size is zero, as for every built-in rule),
    /// through the type, so no rule value is copied. The loop over the messages is in each rule's
    /// own code, which calls its `check` directly: the engine's loop called a `run` of one
    /// message through the type, a protocol witness and a wrapper around `check` for every
    /// message and rule. A rule with stored properties is checked through the instance given to
    /// the `Linter`.
    static func run(_ messages: RetainedObjects<MessageContext>, members: UInt64, into findings: inout FindingCollector)

    /// The rule as a batch rule, when it also checks a batch as a whole; nil otherwise. (Given
    /// by the protocols: a `BatchRule` returns itself. A cast `as? any BatchRule` would look the
    /// conformance up in the whole binary, about 0.1 ms per rule.)
    var asBatchRule: (any BatchRule)? { get }
}

extension Rule {
    public var asBatchRule: (any BatchRule)? { nil }

    public static func run(_ messages: RetainedObjects<MessageContext>, members: UInt64, into findings: inout FindingCollector) {
        let rule = Self()
        messages.forEach(members: members) { rule.check($0, into: &findings) }
    }

    /// The rule's identifier.
    public var id: String { Self.description.id }
}
