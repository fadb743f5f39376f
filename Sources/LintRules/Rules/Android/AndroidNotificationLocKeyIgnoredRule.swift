import SizeModel

/// A localization key Android never reads, because the text it would replace is there.
///
/// Lint: in `android.notification`, a non-empty `title_loc_key` (`titleLocKey`) while Android
/// gets a title (`android.notification.title`, else the common `notification.title`), or a
/// non-empty `body_loc_key` (`bodyLocKey`) while it gets a body; reported at the key.
struct AndroidNotificationLocKeyIgnoredRule: Rule {
    static let description = RuleDescription(
        id: "android-notification-loc-key-ignored",
        area: .android,
        needs: [.androidNotificationLoc],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "android.notification has a loc key beside a title or body, so Android never localizes it",
        rationale: """
            title_loc_key and body_loc_key name string resources of the app that Android shows in \
            the user's language. The FCM SDK on the device reads the plain text first and looks the \
            resource up only when the text is empty (NotificationParams.getPossiblyLocalizedString), \
            and FCM gives Android the common notification.title and notification.body unless \
            android.notification overrides them. So a loc key sent beside a title or body, in \
            android.notification or in the common notification, is never used: every device shows \
            the fixed text, whatever its language. To localize on Android, send it no title or body \
            (put the text for iOS and the web in apns and webpush). \
            Severity: warning, because the notification is shown, but not in the user's language \
            as meant (W1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#AndroidNotification",
            "firebase-android-sdk firebase-messaging/src/main/java/com/google/firebase/messaging/NotificationParams.java (getPossiblyLocalizedString: the text if not empty, else the resource)",
            "firebase-android-sdk firebase-messaging/src/main/java/com/google/firebase/messaging/CommonNotificationBuilder.java (title and body through getPossiblyLocalizedString)",
            "https://github.com/tevjef/go-fcm/blob/3480aa4aba2097843c1d04f789e12cd6fc8363d1/README.md (title and title_loc_key, body and body_loc_key together)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"notification": {"title": "FCM Message", ↓"title_loc_key": "notification_title"}}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "body": "New message"}, "android": {"notification": {↓"body_loc_key": "new_message", "body_loc_args": ["Ana"]}}}}"#),
            Example(#"{"topic": "news", "notification": {"title": "Hi"}, "android": {"ttl": 3600000, "notification": {↓"titleLocKey": "greeting"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"notification": {"title_loc_key": "notification_title", "body": "See what is new"}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": {"title": "Hi"}}}}, "android": {"notification": {"title_loc_key": "greeting", "body_loc_key": "new_message", "body_loc_args": ["Ana"]}}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": ""}, "android": {"notification": {"title_loc_key": "greeting", "title": ""}}}}"#),
        ])

    /// Each loc key, in both spellings, with the text field that wins over it.
    static let pairs: [(key: StaticString, keyCamel: StaticString, text: StaticString)] = [
        ("title_loc_key", "titleLocKey", "title"),
        ("body_loc_key", "bodyLocKey", "body"),
    ]

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let android = message.androidNotification, android.isObject, !AndroidNotificationLocMembers.isAbsent(in: android)
        else { return }
        for (key, keyCamel, text) in Self.pairs {
            guard let locKey = android.member(key, or: keyCamel), locKey.isString, !locKey.isEmptyString else { continue }
            // The text Android gets: android.notification's own, else the common notification's.
            var shown: JSONValue? = nil
            if let own = android.member(literal: text), own.isString, !own.isEmptyString {
                shown = own
            } else if let common = message.notification?.member(literal: text), common.isString, !common.isEmptyString {
                shown = common
            }
            guard let shown else { continue }
            var keyName: String { locKey.key?.stringValue ?? key.description }
            var textPointer: String { shown.pointer.description }
            findings.report(
                "android.notification.\(keyName) is never used: Android shows the \(text) at \(textPointer) and reads the string resource only when there is no \(text)",
                at: locKey, anchor: .key,
                fix: "send Android no \(text) (keep it for iOS and the web in apns and webpush), or remove \(keyName)")
        }
    }
}
