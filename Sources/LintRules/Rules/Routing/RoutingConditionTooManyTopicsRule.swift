/// A condition may name at most five topics.
///
/// Lint: a well-formed `condition` with more than five `in topics` atoms, reported at the sixth.
struct RoutingConditionTooManyTopicsRule: Rule {
    static let description = RuleDescription(
        id: "routing-condition-too-many-topics",
        area: .routing,
        needs: [.condition],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "the condition names more than five topics",
        rationale: """
            FCM evaluates conditions of up to five topics ("You can include up to five topics in \
            your conditional expression"); a longer condition is rejected when the message is \
            sent. Split the audience into several messages, or subscribe the devices to a \
            combined topic. \
            Severity: error, because FCM rejects the request (E1).
            """,
        sources: [
            "https://firebase.google.com/docs/cloud-messaging/send-topic-messages",
            "kreait/firebase-php src/Firebase/Messaging/Condition.php",
        ],
        upstreamErrors: ["The condition \"<c>\" contains more than 5 topics."],
        triggeringExamples: [
            Example(#"{"message": {"condition": "'a' in topics || 'b' in topics || 'c' in topics || 'd' in topics || 'e' in topics || ↓'f' in topics", "data": {"x": "1"}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"condition": "'a' in topics || 'b' in topics || 'c' in topics || 'd' in topics || 'e' in topics", "data": {"x": "1"}}}"#)
        ])

    /// The most topics FCM accepts in one condition.
    static let maximumTopics = 5

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let located = message.condition, located.condition.error == nil else { return }
        let atoms = located.condition.atoms
        guard atoms.count > Self.maximumTopics else { return }
        let sixth = atoms[Self.maximumTopics]
        findings.report(
            "the condition names \(atoms.count) topics; FCM accepts at most \(Self.maximumTopics)",
            offset: located.sourceOffset(sixth.start), end: located.sourceOffset(sixth.end),
            pointer: located.value.pointer,
            fix: "split the audience into several messages of at most five topics each")
    }
}
