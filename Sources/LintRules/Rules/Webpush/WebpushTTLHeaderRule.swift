/// The web push `TTL` header is a whole number of seconds.
///
/// Lint: a `TTL` header (any case) that is not decimal digits.
struct WebpushTTLHeaderRule: SchemaHeaderRule {
    static let description = RuleDescription(
        id: "webpush-ttl-header",
        area: .webpush,
        needs: [.schemaIssues],
        defaultSeverity: .warning,
        clauses: [.someClients],
        summary: "the web push TTL header is not a whole number of seconds",
        rationale: """
            RFC 8030 §5.2 defines TTL as the number of seconds the push service keeps the \
            message, a non-negative integer written in decimal digits. "1d", "3600s" or a \
            negative number are not valid; kreait/firebase-php throws before sending ("The TTL \
            in the WebPushConfig must must be a positive int"). The firebase-admin SDKs pass \
            webpush.headers through as written, and FCM's answer to a malformed TTL in an HTTP \
            v1 message is not recorded: Google's Web Push endpoint answers a bad TTL header \
            "400 InvalidTtlParameter" (web-push-php#50), but that is the Web Push protocol's \
            endpoint, not messages:send, and FCM's answer to a number where the header's string \
            goes is about the type ("Invalid value at 'message.webpush.headers[0].value' \
            (TYPE_STRING)", firebase-php#716), not the format. \
            Severity: warning, because one server SDK rejects the value and FCM's own answer is \
            not known (W2).
            """,
        sources: [
            "https://www.rfc-editor.org/rfc/rfc8030#section-5.2",
            "kreait/firebase-php src/Firebase/Messaging/WebPushConfig.php",
            "https://github.com/web-push-libs/web-push-php/issues/50 (Google's Web Push endpoint: 400 InvalidTtlParameter)",
            "https://github.com/beste/firebase-php/issues/716 (FCM's answer to a TTL header written as a number)",
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
