/// `android.notification.visibility` is `PRIVATE`, `PUBLIC` or `SECRET`.
///
/// Lint: any other value (firebase-admin's lower-case values and FCM's are matched without
/// regard to case); a number, which FCM takes as its enum's number, at warning.
struct AndroidNotificationVisibilityEnumRule: SchemaValueRule {
    static let description = RuleDescription(
        id: "android-notification-visibility-enum",
        area: .android,
        needs: [.schemaIssues],
        defaultSeverity: .error,
        clauses: [.rejected, .degraded],
        summary: "android.notification.visibility is not PRIVATE, PUBLIC or SECRET",
        rationale: """
            AndroidNotification.visibility is the enum Visibility (VISIBILITY_UNSPECIFIED, \
            PRIVATE, PUBLIC, SECRET; unspecified means PRIVATE): how much of the notification \
            shows on a secure lock screen. firebase-admin takes the names in lower case and \
            upper-cases them. Protobuf JSON also takes an enum as its number, and keeps a number \
            the enum does not declare as an unknown value: FCM accepts 1 (PRIVATE in its enum) \
            or -1. But a number there is usually Android's Notification.VISIBILITY_* constant \
            (PUBLIC 1, PRIVATE 0, SECRET -1), which FCM's numbers do not match: 1 asks FCM for \
            PRIVATE, and -1 is no value of the enum. \
            Severity: error, because FCM rejects the request (E1); a number is a warning, \
            because the notification is shown with a lock-screen visibility other than the one \
            the number means on Android (W1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#Visibility",
            "firebase-admin-python firebase_admin/_messaging_encoder.py (AndroidNotification.visibility)",
            "protocolbuffers/protobuf src/google/protobuf/util/internal/datapiece.cc (DataPiece::ToEnum)",
            "https://developer.android.com/reference/android/app/Notification#VISIBILITY_PUBLIC",
        ],
        upstreamErrors: ["AndroidNotification.visibility must be \"private\", \"public\" or \"secret\"."],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"notification": {"visibility": ↓"HIDDEN"}}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"notification": {"visibility": ↓1}}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"notification": {"visibility": ↓-1}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"notification": {"visibility": "PUBLIC"}}}}"#),
            Example(#"{"topic": "news", "android": {"ttl": 1000, "notification": {"visibility": "private"}}}"#),
        ])

    /// The `Visibility` names in any case (a number is reported by `check`).
    static let value = ValueSpec.enumeration(
        EnumSpec(["VISIBILITY_UNSPECIFIED", "PRIVATE", "PUBLIC", "SECRET"], caseInsensitive: true))

    /// FCM's `Visibility` enum, by number.
    private static let fcmNames = ["VISIBILITY_UNSPECIFIED", "PRIVATE", "PUBLIC", "SECRET"]

    /// What Android's `Notification.VISIBILITY_*` constant of that number is.
    private static func androidMeaning(_ number: Int) -> String? {
        switch number {
        case 1: return "VISIBILITY_PUBLIC"
        case 0: return "VISIBILITY_PRIVATE"
        case -1: return "VISIBILITY_SECRET"
        default: return nil
        }
    }

    init() {}

    /// Reports the walk's problems; a whole number at warning, saying what FCM makes of it.
    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        message.reportSchemaIssues(Self.description.id, into: &findings) { issue in
            guard let number = issue.value.integerValue, number >= Int(Int32.min), number <= Int(Int32.max) else { return nil }
            let fcm = Self.fcmNames.indices.contains(number) ? "FCM reads it as its enum's \(Self.fcmNames[number])" : "FCM's enum has no such value"
            let android = Self.androidMeaning(number).map { ", while Android's Notification.\($0) is \(number)" } ?? ""
            return SchemaIssueCase(
                severity: .warning, message: "android.notification.visibility is the number \(number); \(fcm)\(android)",
                fix: "write the name: \"PUBLIC\", \"PRIVATE\" or \"SECRET\"")
        }
    }
}
