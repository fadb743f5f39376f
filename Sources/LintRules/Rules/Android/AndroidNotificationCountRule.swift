/// `android.notification.notification_count` is a non-negative int32.
///
/// Lint: a negative, fractional or out-of-range count.
struct AndroidNotificationCountRule: SchemaValueRule {
    static let description = RuleDescription(
        id: "android-notification-count",
        area: .android,
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "android.notification.notification_count is not a non-negative whole number",
        rationale: """
            AndroidNotification.notification_count is an int32: the number of items the \
            notification represents, shown as a badge by launchers that support it (zero or \
            absent means the default behaviour). A fraction is rejected by the protobuf JSON \
            parser; a negative count is meaningless and the Java Admin SDK refuses it. \
            Severity: error, because FCM rejects the request (E1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#AndroidNotification",
            "firebase-admin-java AndroidNotification.java (setNotificationCount)",
        ],
        upstreamErrors: ["notificationCount if specified must be zero or positive valued"],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"notification": {"notification_count": ↓-1}}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"notification": {"notificationCount": ↓2.5}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"notification": {"notification_count": 3}}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"notification": {"notification_count": "3"}}}}"#),
        ])

    /// A protobuf int32 of zero or more (a decimal string too).
    static let value = ValueSpec.integer(minimum: 0, maximum: Int(Int32.max), acceptsString: true)

    static func valueFix(field: String) -> String? { "use 0 or a positive whole number" }

    init() {}
}
