/// `aps.badge` is a non-negative integer.
///
/// Lint: a badge that is a string, negative, fractional or another type.
struct APNsBadgeInvalidRule: SchemaValueRule {
    static let description = RuleDescription(
        id: "apns-badge-invalid",
        area: .apns,
        needs: [.schemaIssues],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "aps.badge is not a non-negative integer",
        rationale: """
            The badge key is the number shown on the app icon; 0 removes the badge. A string \
            ("3"), a fraction or a negative number is not applied, and Notify Kit's server SDK \
            and firebase-admin for Python reject it. An Azure Notification Hubs template's \
            "#(count)" is not a string: Notification Hubs writes it as a number when the value \
            is one ("badge": "#(count)" becomes "badge": 40), so it is accepted. \
            Severity: warning, because only firebase-admin-python checks the type and APNs does \
            not: the notification is shown and the badge is not updated (W1).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
            "firebase-admin-python firebase_admin/_messaging_encoder.py (Aps.badge)",
            "https://learn.microsoft.com/azure/notification-hubs/notification-hubs-templates-cross-platform-push-messages (#(prop))",
        ],
        upstreamErrors: [
            "Aps.badge must be a number.",
            "Validation: 'options.iosBadgeCount' must be a non-negative integer",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"badge": ↓"3"}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"badge": ↓-1}}}}}"#),
            Example(#"{"aps": {"alert": "$(message)", "badge": ↓"$(count)"}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"badge": 0}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"badge": 12}}}}}"#),
            Example(##"{"aps": {"alert": "$(message)", "badge": "#(count)"}}"##),
        ])

    /// A whole number of zero or more.
    static let value = ValueSpec.integer(minimum: 0, maximum: nil, acceptsString: false)

    static func valueFix(field: String) -> String? { "use 0 or a positive whole number (0 clears the badge)" }

    init() {}
}
