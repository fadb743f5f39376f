/// Conditions are written with single-quoted topic names.
///
/// Lint: a well-formed `condition` that quotes a topic with `"`, reported at the first such atom.
struct RoutingConditionDoubleQuotesRule: Rule {
    static let description = RuleDescription(
        id: "routing-condition-double-quotes",
        area: .routing,
        needs: [.condition],
        defaultSeverity: .info,
        clauses: [.advice],
        summary: "the condition quotes topic names with double quotes",
        rationale: """
            FCM's documentation and every example write condition atoms with single quotes \
            ('TopicA' in topics). Whether the server accepts double quotes is not documented; \
            the PHP Admin SDK rewrites every " to ' before sending, and in JSON each double quote \
            must be escaped as \\", which is easy to get wrong when the condition is built by \
            string concatenation. \
            Severity: info, because this is advice: nothing is rejected or lost (I).
            """,
        sources: [
            "https://firebase.google.com/docs/cloud-messaging/send-topic-messages",
            "kreait/firebase-php src/Firebase/Messaging/Condition.php (str_replace('\"', \"'\"))",
        ],
        triggeringExamples: [
            Example(#"{"message": {"condition": "'a' in topics && ↓\"b\" in topics", "data": {"x": "1"}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"condition": "'a' in topics && 'b' in topics", "data": {"x": "1"}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let located = message.condition, located.condition.error == nil,
            let atom = located.condition.atoms.first(where: { $0.quote == UInt8(ascii: "\"") })
        else { return }
        findings.report(
            "the condition quotes topic names with double quotes; FCM documents single quotes",
            offset: located.sourceOffset(atom.start), end: located.sourceOffset(atom.end),
            pointer: located.value.pointer, fix: "write 'topic' in topics with single quotes")
    }
}
