/// Messages cannot be sent to `private/` topic names.
///
/// Lint: a `topic` of the form `private/<name>` (optionally after `/topics/`).
struct RoutingTopicPrivatePrefixRule: Rule {
    static let description = RuleDescription(
        id: "routing-topic-private-prefix",
        area: .routing,
        needs: [.topic],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "the topic starts with private/, which only the subscription APIs accept",
        rationale: """
            The topic subscription validators of firebase-admin (Java, Go, .NET and Node's \
            isTopic) accept names matching ^(/topics/)?(private/)?[a-zA-Z0-9-_.~%]+$, so a \
            private/ name can be subscribed to. The message validators of the same SDKs strip \
            only /topics/ and then require [a-zA-Z0-9-_.~%]+, so sending to "private/news" \
            throws "Malformed topic name" before the request leaves the server. The private/ \
            form is not part of the documented HTTP v1 topic syntax either. \
            Severity: error, because the firebase-admin SDKs throw before sending (E1).
            """,
        sources: [
            "firebase-admin-java FirebaseMessaging.java (checkTopic) and Message.java (stripPrefix)",
            "firebase-admin-go messaging/topic_mgt.go and messaging/messaging.go",
            "firebase-admin-node src/utils/validator.ts (isTopic) and src/messaging/messaging-internal.ts",
        ],
        upstreamErrors: ["Malformed topic name", "invalid topic name"],
        triggeringExamples: [
            Example(#"{"message": {"topic": ↓"private/team-42", "notification": {"title": "Hi"}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "team-42", "notification": {"title": "Hi"}}}"#),
            Example(#"{"message": {"topic": "private-team-42", "notification": {"title": "Hi"}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard case .privatePrefix? = message.topicVerdict, let topic = message.topicValue,
            let text = topic.stringValue
        else { return }
        findings.report(
            "topic \"\(text)\" uses the private/ prefix; firebase-admin rejects it when sending (Malformed topic name)",
            at: topic, fix: "send to a topic name without \"private/\" (for example \"private-…\")")
    }
}
