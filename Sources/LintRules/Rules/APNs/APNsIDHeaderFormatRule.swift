/// `apns-id` is a canonical UUID.
///
/// Lint: an `apns-id` that is not 32 hexadecimal digits in the 8-4-4-4-12 form.
struct APNsIDHeaderFormatRule: SchemaHeaderRule {
    static let description = RuleDescription(
        id: "apns-id-header-format",
        area: .apns,
        needs: [.schemaIssues],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "apns-id is not a canonical UUID",
        rationale: """
            apns-id identifies the notification in APNs responses; it must be a UUID in the \
            canonical 8-4-4-4-12 form (123e4567-e89b-12d3-a456-4266554400a0), and APNs \
            answers anything else with 400 BadMessageId. Leave it out to let APNs assign one. \
            Severity: error, because APNs rejects the request (E1).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns",
            "https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns",
        ],
        upstreamErrors: ["BadMessageId"],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-id": ↓"order-4821"}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-id": "123e4567-e89b-12d3-a456-426655440000"}}}}"#)
        ])

    /// A canonical UUID.
    static let format = StringFormat.uuid

    static func valueFix(field: String) -> String? {
        "use a canonical UUID such as \"123e4567-e89b-12d3-a456-4266554400a0\", or leave apns-id out (APNs assigns one)"
    }

    init() {}
}
