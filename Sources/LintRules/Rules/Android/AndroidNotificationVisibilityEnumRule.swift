/// `android.notification.visibility` is `PRIVATE`, `PUBLIC` or `SECRET`.
///
/// Lint: any other value (firebase-admin's lower-case values and FCM's are matched without
/// regard to case).
struct AndroidNotificationVisibilityEnumRule: SchemaValueRule {
    static let description = RuleDescription(
        id: "android-notification-visibility-enum",
        area: .android,
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "android.notification.visibility is not PRIVATE, PUBLIC or SECRET",
        rationale: """
            AndroidNotification.visibility is the enum Visibility (VISIBILITY_UNSPECIFIED, \
            PRIVATE, PUBLIC, SECRET; unspecified means PRIVATE): how much of the notification \
            shows on a secure lock screen. firebase-admin takes the names in lower case and \
            upper-cases them. \
            Severity: error, because FCM rejects the request (E1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#Visibility",
            "firebase-admin-python firebase_admin/_messaging_encoder.py (AndroidNotification.visibility)",
        ],
        upstreamErrors: ["AndroidNotification.visibility must be \"private\", \"public\" or \"secret\"."],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"notification": {"visibility": ↓"HIDDEN"}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"notification": {"visibility": "PUBLIC"}}}}"#),
            Example(#"{"topic": "news", "android": {"ttl": 1000, "notification": {"visibility": "private"}}}"#),
        ])

    /// The `Visibility` names in any case, or the enum's number.
    static let value = ValueSpec.enumeration(
        EnumSpec(["VISIBILITY_UNSPECIFIED", "PRIVATE", "PUBLIC", "SECRET"], caseInsensitive: true, acceptsNumbers: true))

    init() {}
}
