/// The HTTP v1 API takes the bare topic name.
///
/// Lint: a `topic` starting with `/topics/`: an error in an HTTP v1 message, information in a
/// firebase-admin object (the SDKs strip the prefix).
struct RoutingTopicPrefixRule: Rule {
    static let description = RuleDescription(
        id: "routing-topic-prefix",
        area: .routing,
        needs: [.topic],
        defaultSeverity: .error,
        clauses: [.rejected, .advice],
        summary: "the topic is written with the legacy /topics/ prefix (info in firebase-admin objects)",
        rationale: """
            The legacy HTTP API addressed topics as "to": "/topics/news". The HTTP v1 reference \
            says the /topics/ prefix must not be given: Message.topic is the bare name, and a \
            slash is outside the topic alphabet. firebase-admin SDKs (Node, Python, Go, Java) \
            strip the prefix before sending, so in a firebase-admin object it is harmless and \
            reported as information only. \
            Severity: error in an HTTP v1 body, because FCM rejects a topic starting with /topics/ \
            (E1); info in a firebase-admin object, because the SDK strips the prefix before \
            sending (I).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#Message",
            "https://firebase.google.com/docs/cloud-messaging/migrate-v1",
            "firebase-admin-node src/messaging/messaging-internal.ts (validateMessage strips /topics/)",
            "https://github.com/firebase/firebase-admin-node/pull/203 (\"The new FCM API does not accept topic names prefixed with /topics/\")",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": ↓"/topics/news", "notification": {"title": "Hi"}}}"#),
            Example(#"{"topic": ↓"/topics/news", "android": {"ttl": 3600000}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard case .prefixed? = message.topicVerdict, let topic = message.topicValue, topic.isString else { return }
        // The name and its bare form are made only for a finding that is kept (past the per-file
        // limit it is counted).
        var text: String { topic.stringValue ?? "" }
        var bare: String { String(text.dropFirst(TopicName.topicsPrefix.count)) }
        if message.shape == .admin {
            findings.report(
                "topic \"\(text)\" has the /topics/ prefix; firebase-admin strips it before sending", at: topic,
                caseSeverity: .info, configuration: message.configuration,
                fix: "write the bare name \"\(bare)\"")
        } else {
            findings.report(
                "topic \"\(text)\" has the /topics/ prefix; the HTTP v1 API takes the bare name", at: topic,
                fix: "write \"\(bare)\"")
        }
    }
}
