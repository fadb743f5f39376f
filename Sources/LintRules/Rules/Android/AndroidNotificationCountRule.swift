/// `android.notification.notification_count` is a non-negative int32.
///
/// Lint: a fractional or out-of-range count (error); a negative count (warning: the device
/// skips it).
struct AndroidNotificationCountRule: SchemaValueRule {
    static let description = RuleDescription(
        id: "android-notification-count",
        area: .android,
        needs: [.schemaIssues],
        defaultSeverity: .error,
        clauses: [.rejected, .decidedElsewhere],
        summary: "android.notification.notification_count is not a non-negative whole number",
        rationale: """
            AndroidNotification.notification_count is an int32: the number of items the \
            notification represents, shown as a badge by launchers that support it (zero or \
            absent means the default behaviour). A fraction is rejected by the protobuf JSON \
            parser. A negative count is refused by the Java Admin SDK; the other SDKs pass it \
            on, and the Android FCM SDK skips a negative count ("notificationCount is invalid: \
            -1. Skipping setting notificationCount.") and shows the notification without it. \
            Severity: error, because FCM rejects the request (E1); a negative count is a \
            warning, because whether it is refused depends on the SDK that sends it (W3).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#AndroidNotification",
            "firebase-admin-java AndroidNotification.java (setNotificationCount)",
            "firebase-android-sdk firebase-messaging NotificationParams.java (getNotificationCount)",
        ],
        upstreamErrors: ["notificationCount if specified must be zero or positive valued"],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"notification": {"notification_count": ↓-1}}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"notification": {"notificationCount": ↓2.5}}}}"#),
            Example(#"{"topic": "news", "android": {"ttl": 1000, "notification": {"notificationCount": ↓-3}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"notification": {"notification_count": 3}}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"notification": {"notification_count": "3"}}}}"#),
        ])

    /// A protobuf int32 of zero or more (a decimal string too).
    static let value = ValueSpec.integer(minimum: 0, maximum: Int(Int32.max), acceptsString: true)

    static func valueFix(field: String) -> String? { "use 0 or a positive whole number" }

    /// Reports the walk's problems; a negative whole count at warning (the device skips it).
    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        message.reportSchemaIssues(Self.description.id, into: &findings) { issue in
            guard let count = issue.value.integerValue, count < 0 else { return nil }
            return SchemaIssueCase(
                severity: .warning,
                message: issue.message + " (the Android FCM SDK skips a negative count; the Java Admin SDK refuses it)",
                fix: issue.fix)
        }
    }

    init() {}
}
