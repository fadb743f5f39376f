/// APNs header values are strings.
///
/// Lint: a value in `apns.headers` that is a number, boolean, null, object or array.
struct APNsHeadersNonStringRule: SchemaRule {
    static let description = RuleDescription(
        id: "apns-headers-non-string",
        area: .apns,
        needs: [.schemaIssues],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "an apns.headers value is not a string",
        rationale: """
            ApnsConfig.headers is a map<string, string> of HTTP/2 request headers: "apns-priority": \
            10 as a number fails the send with INVALID_ARGUMENT, and firebase-admin throws before \
            sending. Write every header value as a string ("10", "1736899200"); a header named \
            after an aps key (apns-relevance-score) belongs in apns.payload.aps instead, where \
            the number is what APNs reads. \
            Severity: error, because FCM rejects the request (E1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#ApnsConfig",
            "firebase-admin-node src/messaging/messaging-internal.ts (validateApnsConfig)",
        ],
        upstreamErrors: [
            "apns.headers must only contain string values",
            "APNSConfig.headers must not contain non-string values.",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-priority": ↓10, "apns-expiration": ↓0}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-relevance-score": ↓100}, "payload": {"aps": {"alert": "Hi"}}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-priority": "10", "apns-expiration": "0"}}}}"#)
        ])

    init() {}
}
