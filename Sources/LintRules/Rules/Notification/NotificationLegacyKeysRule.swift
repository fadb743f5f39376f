/// The common `notification` block has only `title`, `body` and `image`.
///
/// Lint: a legacy FCM HTTP notification key in `notification` (`sound`, `icon`, `color`, `tag`,
/// `click_action`, `android_channel_id`, `badge`, `subtitle`, the localization keys, and the
/// Android display options), with the HTTP v1 place it moved to. Other unknown keys there are
/// `shape-unknown-field`.
struct NotificationLegacyKeysRule: SchemaRule {
    static let description = RuleDescription(
        id: "notification-legacy-keys",
        area: .notification,
        needs: [.schemaIssues],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "notification has a legacy key that HTTP v1 moved to android or apns",
        rationale: """
            In the legacy FCM HTTP API the notification object also took sound, icon, color, \
            tag, click_action, android_channel_id, badge and the localization keys. The HTTP v1 \
            Notification has only title, body and image; the rest moved to \
            android.notification and apns.payload.aps, and FCM rejects the old keys in \
            notification ("Unknown name … at 'message.notification'"). Payloads ported from the \
            legacy API keep them by habit. \
            Severity: error, because FCM rejects the request (E1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#Notification",
            "https://firebase.google.com/docs/cloud-messaging/migrate-v1",
            "https://github.com/mobizt/Firebase-ESP8266/issues/394",
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
            "https://github.com/evollu/react-native-fcm/issues/570",
            "https://firebase.google.com/docs/cloud-messaging/http-server-ref#notification-payload-support (the legacy notification keys)",
        ],
        upstreamErrors: ["Invalid JSON payload received. Unknown name \"<k>\" at 'message.notification': Cannot find field."],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", ↓"sound": "default", ↓"click_action": "OPEN"}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"body": "Hi", ↓"android_channel_id": "news"}}}"#),
            // A badge of 0 clears the badge: it moves to aps.badge like any other count
            // (evollu/react-native-fcm#570: "badge": 0 removed the badge).
            Example(#"{"message": {"topic": "news", "notification": {"title": "Message", "body": "Test 2", ↓"badge": 0}}}"#),
            // Never a legacy notification key either: the finding names where it belongs instead.
            Example(#"{"message": {"topic": "alerts", "notification": {"title": "[CRITICAL] payments-api", ↓"channel_id": "critical_alerts", ↓"priority": "high"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "body": "There", "image": "https://cdn.example.com/a.png"}, "android": {"notification": {"sound": "default", "click_action": "OPEN"}}}}"#)
        ])

    static func misplacedText(
        name: String, destination: String, path: @autoclosure () -> String
    ) -> (message: String, fix: String)? {
        let what = legacyNames.contains(name)
            ? "is a legacy FCM HTTP field"
            : "is not a notification field in either API (it belongs in \(destination))"
        return (
            "notification.\(name) \(what): the HTTP v1 notification has only title, body and image (FCM rejects it: Unknown name \"\(name)\" at 'message.notification')",
            "move it to \(destination)"
        )
    }

    /// The keys the legacy HTTP API's notification object took (legacy server reference,
    /// "Notification payload support"), in both spellings. The rule's other keys (channel_id,
    /// priority, content_available, the Android display options) were never notification keys:
    /// legacy priority and content_available were top-level, and the display options are HTTP v1
    /// android.notification fields, so the finding does not call them legacy (pagefree's SNS
    /// GCM payload put channel_id and priority in notification).
    static let legacyNames: Set<String> = {
        var names: Set<String> = []
        for name in [
            "sound", "icon", "color", "tag", "click_action", "android_channel_id", "badge", "subtitle",
            "body_loc_key", "body_loc_args", "title_loc_key", "title_loc_args",
        ] {
            names.insert(name)
            if let alias = FieldSpec.lowerCamelCaseAlias(name) { names.insert(alias) }
        }
        return names
    }()

    init() {}
}
