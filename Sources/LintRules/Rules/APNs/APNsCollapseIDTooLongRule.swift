/// `apns-collapse-id` is at most 64 bytes.
///
/// Lint: a collapse id longer than 64 UTF-8 bytes.
struct APNsCollapseIDTooLongRule: SchemaHeaderRule {
    static let description = RuleDescription(
        id: "apns-collapse-id-too-long",
        area: .apns,
        needs: [.schemaIssues],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "apns-collapse-id is longer than 64 bytes",
        rationale: """
            APNs limits the apns-collapse-id header to 64 bytes and answers a longer one with \
            400 BadCollapseId. The limit is in UTF-8 bytes, so non-ASCII ids reach it sooner \
            than their character count suggests. \
            Severity: error, because APNs rejects the request (E1).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns",
            "https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns",
        ],
        upstreamErrors: ["BadCollapseId"],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-collapse-id": ↓"order-status-update-for-customer-1234567890-and-shipment-9876543210"}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-collapse-id": "order-4821"}}}}"#)
        ])

    /// At most 64 UTF-8 bytes.
    static let format = StringFormat.maxBytes(64)

    static func valueFix(field: String) -> String? { "shorten it to 64 bytes or fewer" }

    init() {}
}
