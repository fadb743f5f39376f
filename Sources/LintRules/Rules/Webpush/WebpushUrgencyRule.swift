/// The web push `Urgency` header is `very-low`, `low`, `normal` or `high`.
///
/// Lint: any other value of the header.
struct WebpushUrgencyRule: SchemaHeaderRule {
    static let description = RuleDescription(
        id: "webpush-urgency",
        area: .webpush,
        needs: [.schemaIssues],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "the web push Urgency header is not very-low, low, normal or high",
        rationale: """
            RFC 8030 §5.3 defines Urgency with four values: very-low, low, normal and high. \
            Push services ignore or reject other values, and the PHP Admin SDK refuses them. \
            FCM's own web push service, which delivers the web messages FCM sends, answers a \
            request with another Urgency 400 Bad Request, "invalid urgency header defined. Valid \
            options are: high, normal and low." (pimeys/rust-web-push#54, a Web Push request to \
            fcm.googleapis.com). Severity: error, because FCM's push service rejects the value \
            (E1); the HTTP v1 API's own answer for webpush.headers is not documented, so this \
            rests on that answer, RFC 8030 and the SDK check.
            """,
        sources: [
            "https://www.rfc-editor.org/rfc/rfc8030#section-5.3",
            "kreait/firebase-php src/Firebase/Messaging/WebPushConfig.php",
            "https://github.com/pimeys/rust-web-push/pull/54 (FCM's answer to an invalid Urgency header)",
        ],
        upstreamErrors: [
            "The Urgency in the WebPushConfig header must must be one of very-low,low,normal,high",
            "invalid urgency header defined. Valid options are: high, normal and low.",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "webpush": {"headers": {"Urgency": ↓"urgent"}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "webpush": {"headers": {"Urgency": "very-low"}}}}"#)
        ])

    /// RFC 8030's four urgencies, as written.
    static let format = StringFormat.oneOf(EnumSpec(["very-low", "low", "normal", "high"]))

    init() {}
}
