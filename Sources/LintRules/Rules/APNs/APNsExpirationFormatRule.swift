/// `apns-expiration` is a UNIX time in seconds.
///
/// Lint: a value that is not a string of decimal digits (a date, a fraction, a duration).
struct APNsExpirationFormatRule: SchemaHeaderRule {
    static let description = RuleDescription(
        id: "apns-expiration-format",
        area: .apns,
        needs: [.schemaIssues],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "apns-expiration is not a UNIX time in seconds",
        rationale: """
            apns-expiration is the UNIX epoch time in seconds (UTC) until which APNs stores and \
            retries the notification; "0" means try once and do not store. Dates, fractions and \
            durations like "3600s" are answered with 400 BadExpirationDate. FCM sets a default \
            of 30 days when the header is absent. \
            Severity: error, because APNs rejects the request (E1).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#ApnsConfig",
        ],
        upstreamErrors: ["BadExpirationDate"],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-expiration": ↓"2025-01-15T00:00:00Z"}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-expiration": ↓"3600s"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-expiration": "1736899200"}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-expiration": "0"}}}}"#),
        ])

    /// A UNIX time in seconds, in digits.
    static let format = StringFormat.digits

    static func valueFix(field: String) -> String? {
        "write a UNIX time in seconds as digits, for example \"1767225600\", or \"0\" to try once and not store it"
    }

    init() {}
}
