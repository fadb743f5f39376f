import SizeModel

/// A notification block needs something to show.
///
/// Lint: a `notification` object with neither `title` nor `body` (or only empty ones), when no platform block supplies
/// text (`android.notification` title, body or loc keys, `aps.alert`, `webpush.notification` title
/// or body). Reported at the `notification` key.
struct NotificationEmptyRule: Rule {
    static let description = RuleDescription(
        id: "notification-empty",
        area: .notification,
        needs: [.notification],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "the notification block has neither title nor body",
        rationale: """
            The notification block is what the platforms display. Without a title or body, \
            Android still posts a tray notification, showing only the app name (and an image if \
            there is one), while iOS gets no alert at all: an aps without alert, badge or sound \
            is not shown to the user. Either the text was left out by mistake or the block is \
            not needed. An empty title or body counts as none: the Android SDK sets each only \
            when it is not empty (CommonNotificationBuilder: TextUtils.isEmpty). \
            Severity: warning, because the notification is shown, but not as meant (W1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#Notification",
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
            "firebase-android-sdk firebase-messaging/src/main/java/com/google/firebase/messaging/CommonNotificationBuilder.java (createNotificationInfo: setContentTitle and setContentText only when !TextUtils.isEmpty)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", ↓"notification": {"image": "https://cdn.example.com/a.png"}}}"#),
            Example(#"{"message": {"topic": "news", ↓"notification": {}, "data": {"a": "1"}}}"#),
            Example(#"{"message": {"topic": "news", ↓"notification": {"title": "", "body": ""}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"image": "https://cdn.example.com/a.png"}, "android": {"notification": {"body_loc_key": "new_photo"}}, "apns": {"payload": {"aps": {"alert": {"loc-key": "new_photo"}}}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.isRoutedShape, let notification = message.notification, notification.isObject,
            !Self.hasText(notification, ["title", "body"])
        else { return }
        if let android = message.androidNotification,
            Self.hasText(android, ["title", "body", "title_loc_key", "titleLocKey", "body_loc_key", "bodyLocKey"])
        {
            return
        }
        if message.apsAlert != nil { return }
        if let web = message.webpush?.member(literal: "notification"), Self.hasText(web, ["title", "body"]) { return }
        findings.report(
            "the notification block has neither title nor body; Android shows an empty notification and iOS no alert",
            at: notification, anchor: .key, fix: "add a title and body, or remove the notification block")
    }

    /// True when `block` has one of `names` with text: an empty string is no text (the Android
    /// SDK sets a title or body only when `!TextUtils.isEmpty`, so "" shows as a missing one).
    private static func hasText(_ block: JSONValue, _ names: [String]) -> Bool {
        names.contains { name in
            guard let value = block.member(name) else { return false }
            return !(value.isString && value.stringEquals(""))
        }
    }
}
