/// The web push `TTL` header is a whole number of seconds.
///
/// Lint: a `TTL` header (any case) that is not decimal digits.
struct WebpushTTLHeaderRule: SchemaHeaderRule {
    static let description = RuleDescription(
        id: "webpush-ttl-header",
        area: .webpush,
        needs: [.schemaIssues],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "the web push TTL header is not a whole number of seconds",
        rationale: """
            RFC 8030 §5.2 defines TTL as the number of seconds the push service keeps the \
            message, a non-negative integer written in decimal digits. "1d", "3600s" or a \
            negative number are not valid; the PHP Admin SDK rejects them. \
            Severity: error, because FCM rejects the request (E1).
            """,
        sources: [
            "https://www.rfc-editor.org/rfc/rfc8030#section-5.2",
            "kreait/firebase-php src/Firebase/Messaging/WebPushConfig.php",
        ],
        upstreamErrors: ["The TTL in the WebPushConfig must must be a positive int"],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "webpush": {"headers": {"TTL": ↓"1d"}}}}"#),
            Example(#"{"message": {"topic": "news", "webpush": {"headers": {"ttl": ↓"3600s"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "webpush": {"headers": {"TTL": "0"}}}}"#),
            Example(#"{"message": {"topic": "news", "webpush": {"headers": {"TTL": "86400"}}}}"#),
        ])

    /// Seconds, in digits.
    static let format = StringFormat.digits

    static func valueFix(field: String) -> String? { "write the time to live in seconds as digits, for example \"86400\"" }

    init() {}
}
