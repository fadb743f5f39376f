import SizeModel

/// A topic is addressed with `topic`, not with `to: "/topics/…"`.
///
/// Lint: a `to` whose value starts with `/topics/`.
struct LegacyTopicInToRule: Rule {
    static let description = RuleDescription(
        id: "legacy-topic-in-to",
        area: .legacy,
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "a topic is addressed with the legacy to: \"/topics/…\"",
        rationale: """
            The legacy HTTP API addressed a topic as "to": "/topics/news". HTTP v1 has a topic \
            field that takes the bare name ("topic": "news"; the reference says the /topics/ \
            prefix should not be given), and no to field at all. \
            Severity: error, because FCM rejects the request (E1).
            """,
        sources: [
            "https://firebase.google.com/docs/cloud-messaging/migrate-v1",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#Message",
        ],
        triggeringExamples: [
            Example(#"{"to": ↓"/topics/news", "notification": {"title": "Hi"}}"#),
            Example(#"{"message": {"to": ↓"/topics/weather", "data": {"k": "v"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}}}"#),
            Example(#"{"to": "fcm-token", "notification": {"title": "Hi"}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let to = message.legacyTo, to.stringHasPrefix("/topics/") else { return }
        let topic = String((to.stringValue ?? "").dropFirst("/topics/".count))
        findings.report(
            "\"to\": \"/topics/\(topic)\" is the legacy way to address a topic; HTTP v1 uses \"topic\" without the prefix",
            at: to, fix: "write \"topic\": \"\(topic)\" instead of \"to\"")
    }
}
