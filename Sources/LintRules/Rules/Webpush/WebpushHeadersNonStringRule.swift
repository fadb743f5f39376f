/// Web push header values are strings.
///
/// Lint: a value in `webpush.headers` that is not a string (`"TTL": 86400`).
struct WebpushHeadersNonStringRule: SchemaRule {
    static let description = RuleDescription(
        id: "webpush-headers-non-string",
        area: .webpush,
        needs: [.schemaIssues],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "a webpush.headers value is not a string",
        rationale: """
            WebpushConfig.headers is a map<string, string> of HTTP headers defined by the Web \
            Push protocol (RFC 8030): "TTL": 86400 as a number fails the send, and \
            firebase-admin throws before sending. Write "TTL": "86400". \
            Severity: error, because FCM rejects the request (E1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#WebpushConfig",
            "firebase-admin-node src/messaging/messaging-internal.ts (validateWebpushConfig)",
        ],
        upstreamErrors: ["webpush.headers must only contain string values"],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "webpush": {"headers": {"TTL": ↓86400}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "webpush": {"headers": {"TTL": "86400", "Urgency": "high"}}}}"#)
        ])

    init() {}
}
