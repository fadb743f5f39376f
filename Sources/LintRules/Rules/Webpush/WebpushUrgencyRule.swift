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
            Severity: error, because the value is outside the protocol and is refused before \
            sending (E1); what FCM itself answers for it is not documented, so this rests on \
            RFC 8030 and the SDK check.
            """,
        sources: [
            "https://www.rfc-editor.org/rfc/rfc8030#section-5.3",
            "kreait/firebase-php src/Firebase/Messaging/WebPushConfig.php",
        ],
        upstreamErrors: ["The Urgency in the WebPushConfig header must must be one of very-low,low,normal,high"],
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
