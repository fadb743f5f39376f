/// `apns-priority` is `"10"`, `"5"` or `"1"`.
///
/// Lint: any other value of the header.
struct APNsPriorityInvalidRule: SchemaHeaderRule {
    static let description = RuleDescription(
        id: "apns-priority-invalid",
        area: .apns,
        needs: [.schemaIssues],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "apns-priority is not 10, 5 or 1",
        rationale: """
            APNs priorities are 10 (deliver immediately), 5 (deliver power-efficiently; \
            required for background pushes) and 1 (lowest). Values from other systems \
            ("high", "normal", "8") are answered with 400 BadPriority. FCM's own default is 10. \
            Severity: error, because APNs rejects the request (E1).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns",
            "https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns",
        ],
        upstreamErrors: ["BadPriority"],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-priority": ↓"high"}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-priority": ↓"8"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-priority": "5"}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-priority": "1"}}}}"#),
        ])

    /// 10, 5 or 1.
    static let format = StringFormat.oneOf(EnumSpec(["10", "5", "1"]))

    static func valueFix(field: String) -> String? {
        "use \"10\" (deliver now), \"5\" (power-efficient; required for background pushes) or \"1\" (lowest)"
    }

    init() {}
}
