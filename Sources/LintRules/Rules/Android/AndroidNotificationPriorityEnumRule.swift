/// `android.notification.notification_priority` is one of the `PRIORITY_*` values.
///
/// Lint: an HTTP v1 `notification_priority` outside `PRIORITY_UNSPECIFIED`, `PRIORITY_MIN`,
/// `PRIORITY_LOW`, `PRIORITY_DEFAULT`, `PRIORITY_HIGH`, `PRIORITY_MAX`; a firebase-admin
/// `priority` outside `min`, `low`, `default`, `high`, `max`.
struct AndroidNotificationPriorityEnumRule: SchemaValueRule {
    static let description = RuleDescription(
        id: "android-notification-priority-enum",
        area: .android,
        needs: [.schemaIssues],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "the Android notification priority is not one of the documented values",
        rationale: """
            AndroidNotification.notification_priority is the enum NotificationPriority \
            (PRIORITY_UNSPECIFIED, PRIORITY_MIN, PRIORITY_LOW, PRIORITY_DEFAULT, PRIORITY_HIGH, \
            PRIORITY_MAX); it is a display hint for Android 7.1 and older, unrelated to the \
            delivery priority android.priority. firebase-admin calls it priority and takes \
            min, low, default, high or max. \
            Severity: error, because FCM rejects the request (E1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#NotificationPriority",
            "firebase-admin-python firebase_admin/_messaging_encoder.py (AndroidNotification.priority)",
        ],
        upstreamErrors: ["AndroidNotification.priority must be \"default\", \"min\", \"low\", \"high\" or \"max\"."],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"notification": {"notification_priority": ↓"URGENT"}}}}"#),
            Example(#"{"topic": "news", "android": {"ttl": 1000, "notification": {"priority": ↓"urgent"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"notification": {"notification_priority": "PRIORITY_HIGH"}}}}"#),
            Example(#"{"topic": "news", "android": {"ttl": 1000, "notification": {"priority": "max"}}}"#),
        ])

    /// The `NotificationPriority` names in any case, or the enum's number.
    static let value = ValueSpec.enumeration(EnumSpec(
        ["PRIORITY_UNSPECIFIED", "PRIORITY_MIN", "PRIORITY_LOW", "PRIORITY_DEFAULT", "PRIORITY_HIGH", "PRIORITY_MAX"],
        caseInsensitive: true, acceptsNumbers: true))

    /// What firebase-admin takes under its name `priority`: the level without `PRIORITY_`.
    static let adminValue = ValueSpec.enumeration(EnumSpec(["min", "low", "default", "high", "max"], caseInsensitive: true))

    init() {}
}
