/// A topic must use FCM's topic alphabet.
///
/// Lint: a `topic` that, after an optional `/topics/` prefix, holds characters outside
/// `[a-zA-Z0-9-_.~%]` or nothing at all. (`private/` names are `routing-topic-private-prefix`.)
struct RoutingTopicMalformedRule: Rule {
    static let description = RuleDescription(
        id: "routing-topic-malformed",
        area: .routing,
        needs: [.topic],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "the topic name has characters FCM does not allow",
        rationale: """
            FCM topic names match [a-zA-Z0-9-_.~%]+: letters, digits and - _ . ~ %. Spaces, \
            slashes, colons, # and non-ASCII letters are not allowed; firebase-admin for Node, \
            Python, Go and Java strip an optional /topics/ prefix and then reject anything else \
            as a malformed topic name, and FCM rejects the send. Percent-encode other characters \
            or map them to the allowed ones when building topic names from user data. A name in \
            angle brackets (<Your topic>) is a placeholder of documentation and API-client \
            walkthroughs, filled in before sending, and is not judged. \
            Severity: error, because the firebase-admin SDKs throw before sending (E1).
            """,
        sources: [
            "https://firebase.google.com/docs/cloud-messaging/send-topic-messages",
            "firebase-admin-node src/messaging/messaging-internal.ts (validateMessage)",
            "firebase-admin-java Message.java (stripPrefix)",
            "firebase-admin-go messaging/messaging.go",
        ],
        upstreamErrors: ["Malformed topic name", "Malformed topic name.", "malformed topic name", "Malformed topic name \"<t>\"."],
        triggeringExamples: [
            Example(#"{"message": {"topic": ↓"breaking news", "notification": {"title": "Hi"}}}"#),
            Example(#"{"message": {"topic": ↓"/topics/", "notification": {"title": "Hi"}}}"#),
            Example(#"{"message": {"topic": ↓"alerts#eu", "notification": {"title": "Hi"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "orders-{{ region }}", "notification": {"title": "Hi"}}}"#),
            Example(#"{"message": {"topic": "breaking-news_eu.v2~%20", "notification": {"title": "Hi"}}}"#),
            Example(#"{"topic": "/topics/mock-topic", "data": {"a": "1"}}"#),
            // A walkthrough's placeholder (maidanhcongtu/fcm-notify reference-file.md).
            Example(#"{"message": {"topic": "<Your topic>", "notification": {"title": "Hi"}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard case .malformed(let why)? = message.topicVerdict, let topic = message.topicValue,
            let text = topic.stringValue
        else { return }
        findings.report(
            "topic \"\(text)\" \(why)", at: topic,
            fix: "use only letters, digits and - _ . ~ % in topic names (percent-encode the rest)")
    }
}
