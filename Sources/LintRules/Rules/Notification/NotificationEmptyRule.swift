import SizeModel

/// A notification block needs something to show.
///
/// Lint: a `notification` object with neither `title` nor `body` (or only empty ones), when no platform block supplies
/// text (`android.notification` title, body or loc keys, `aps.alert`, `webpush.notification` title
/// or body). When only `aps.alert` or `webpush.notification` supplies text and the message has an
/// `android` block, Android still shows a textless notification, which is reported too. Reported
/// at the `notification` key. Without a `notification` object, an
/// `android.notification` with members but no title, body or loc key is reported at its key.
struct NotificationEmptyRule: Rule {
    static let description = RuleDescription(
        id: "notification-empty",
        area: .notification,
        needs: [.notification, .androidNotification],
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
            The same holds for an android.notification with no notification block beside it: any \
            of its fields (a channel_id alone, say) makes the message a notification message on \
            Android (the SDK displays a message whose gcm.n.e flag FCM set), so the device posts \
            a notification showing only the app name, and the data reaches the app only when \
            the user taps it (a sender who meant a data message with a channel got "an empty \
            notification", zo0r/react-native-push-notification#1780). An empty android.notification \
            ({}) is no exception: in protobuf's JSON mapping an object for a message field sets \
            that field, empty or not, as an empty notification block does for the common \
            notification (gorush#169: a legacy "notification": {} still arrived as a notification \
            and did not wake the app). Server libraries that drop null fields leave it behind: \
            Rails Action Push Native compacts a silent notification's nil title, body, count and \
            sound out of android.notification and sends the {} that remains. \
            A common notification whose value is code (`notification,` or `notification: \
            payload.notification` before firebase-admin's send) is the block the code built: \
            its text is unknown, not missing, and it is counted as one with text \
            (UnknownNotification.swift). \
            Text in aps.alert or webpush.notification does not reach Android: the Android SDK \
            builds the notification from the notification block and android.notification only \
            (NotificationParams reads the gcm.n. keys FCM writes from those two), so a message \
            with an empty notification block, an android block without text and an aps.alert \
            shows iOS its alert and Android a notification with only the app name. The Misskey \
            web push proxy sends exactly that for a push without a body (readAllNotifications): \
            "notification": {}, "android": {"notification": {}} and an aps.alert holding only a \
            subtitle. Without an android block the message may be meant for iOS or the web \
            alone, and it is not reported. \
            Severity: warning, because the notification is shown, but not as meant (W1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#Notification",
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
            "firebase-android-sdk firebase-messaging/src/main/java/com/google/firebase/messaging/CommonNotificationBuilder.java (createNotificationInfo: setContentTitle and setContentText only when !TextUtils.isEmpty)",
            "firebase-android-sdk firebase-messaging/src/main/java/com/google/firebase/messaging/NotificationParams.java (isNotification: the gcm.n.e flag; the notification's text comes from the gcm.n. keys only)",
            "https://github.com/zo0r/react-native-push-notification/issues/1780 (android.notification with only channel_id: an empty notification, handler not called)",
            "https://protobuf.dev/programming-guides/json/ (a JSON object for a message field sets the field)",
            "https://github.com/appleboy/gorush/issues/169 (an empty notification object still delivered as a notification)",
            "rails/action_push_native lib/action_push_native/service/fcm.rb (payload_from, deep_compact: a silent notification sends android.notification {})",
            "https://github.com/poppingmoon/misskey-web-push-proxy/blob/78b9e11fcfc47c0f2689119e355b44076ca674e3/scripts/send-notification-fcm.ts (notification {}, android.notification {} and a subtitle-only aps.alert for a push without a body)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", ↓"notification": {"image": "https://cdn.example.com/a.png"}}}"#),
            Example(#"{"message": {"topic": "news", ↓"notification": {}, "data": {"a": "1"}}}"#),
            Example(#"{"message": {"topic": "news", ↓"notification": {"title": "", "body": ""}}}"#),
            Example(#"{"message": {"token": "t", "android": {↓"notification": {"channel_id": "myapp-main"}}, "data": {"foo": "bar"}}}"#),
            // Rails Action Push Native's silent notification: nil fields compacted away, {} left.
            Example(#"{"message": {"token": "t", "data": {"id": "1"}, "android": {↓"notification": {}, "priority": "normal"}}}"#),
            // Misskey web push proxy, a push without a body: iOS gets a subtitle, Android nothing.
            Example(#"{"message": {"token": "t", ↓"notification": {}, "android": {"priority": "high", "notification": {}}, "apns": {"payload": {"aps": {"alert": {"subtitle": "misskey.example"}}}}}}"#),
        ],
        nonTriggeringExamples: [
            // The notification is code (`notification: data.notification`): its text is unknown.
            Example(#"admin.messaging().send({notification: data.notification, token: t, android: {notification: {sound: "default", channelId: "chat"}}});"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"image": "https://cdn.example.com/a.png"}, "android": {"notification": {"body_loc_key": "new_photo"}}, "apns": {"payload": {"aps": {"alert": {"loc-key": "new_photo"}}}}}}"#),
            Example(#"{"message": {"token": "t", "notification": {"title": "Hi"}, "android": {"notification": {"channel_id": "myapp-main"}}}}"#),
            Example(#"{"message": {"token": "t", "android": {"notification": {"channel_id": "news", "title": "Hi"}}}}"#),
            Example(#"{"message": {"token": "t", "android": {"priority": "high"}, "data": {"foo": "bar"}}}"#),
            // No android block: the aps.alert may be all an iOS-only sender means.
            Example(#"{"message": {"token": "t", "notification": {}, "apns": {"payload": {"aps": {"alert": {"title": "Hi"}}}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.isRoutedShape else { return }
        guard let notification = message.notification, notification.isObject else {
            reportTextlessAndroidNotification(message, into: &findings)
            return
        }
        // Title and body from the slots of the context's one pass over each block (two lookups
        // by name a block cost about 250 instructions a message on corpus (e)).
        guard !Self.notificationHasText(message) else { return }
        if let android = message.androidNotification, Self.androidNotificationHasText(message, android) {
            return
        }
        let webHasText = message.webpushNotification.map { Self.hasText($0, ["title", "body"]) } ?? false
        if message.apsAlert != nil || webHasText {
            // iOS or the web gets its own text, but Android reads only the notification block and
            // android.notification: a message that addresses Android (an android block) shows
            // it a notification with only the app name.
            guard let android = message.android, android.isObject else { return }
            findings.report(
                "the notification block has neither title nor body and android.notification gives Android none: Android shows a notification with only the app name (\(message.apsAlert != nil ? "aps.alert" : "webpush.notification") gives only \(message.apsAlert != nil ? "iOS" : "the web") its text)",
                at: notification, anchor: .key,
                fix: "add a title and body to android.notification (or the notification block), or remove the notification block and android.notification if Android should show nothing")
            return
        }
        findings.report(
            "the notification block has neither title nor body; Android shows an empty notification and iOS no alert",
            at: notification, anchor: .key, fix: "add a title and body, or remove the notification block")
    }

    /// The members of `android.notification` that give the Android notification its text.
    /// The localization keys that give android.notification its text beside `title` and `body`.
    private static let androidLocKeyNames = ["title_loc_key", "titleLocKey", "body_loc_key", "bodyLocKey"]

    /// True when the common `notification` has a `title` or `body` that is not `""`.
    private static func notificationHasText(_ message: MessageContext) -> Bool {
        typealias Field = ContextMembers.Notification
        let slots = message.notificationSlots
        let document = message.message.document
        return hasText(at: slots[Field.title], in: document) || hasText(at: slots[Field.body], in: document)
    }

    /// True when `android` (`android.notification`) has a `title`, `body` or localization key
    /// that is not `""`: title and body from the context's slots, the keys looked up.
    private static func androidNotificationHasText(_ message: MessageContext, _ android: JSONValue) -> Bool {
        typealias Field = ContextMembers.AndroidNotification
        let slots = message.androidNotificationSlots
        let document = message.message.document
        return hasText(at: slots[Field.title], in: document) || hasText(at: slots[Field.body], in: document)
            || hasText(android, androidLocKeyNames)
    }

    /// True when the member at node `node` (-1 for none) is there and not `""`.
    private static func hasText(at node: Int, in document: JSONDocument) -> Bool {
        node >= 0 && !document.isEmptyString(at: node)
    }

    /// Without a notification block, an `android.notification` with no text (a channel, an icon,
    /// or nothing at all) still makes Android post a notification: one showing only the app name.
    private func reportTextlessAndroidNotification(_ message: MessageContext, into findings: inout FindingCollector) {
        // A notification that is one placeholder (code's `notification: payload.notification`)
        // is a block whose text the linter cannot see (`UnknownNotification`).
        guard let android = message.androidNotification, android.isObject,
            !Self.androidNotificationHasText(message, android), !message.notificationIsUnknown
        else { return }
        if android.count == 0 {
            findings.report(
                "android.notification is an empty object and the message has no notification block: it still makes this a notification message, so Android posts a notification showing only the app name and hands the data to the app only when the user taps it",
                at: android, anchor: .key,
                fix: "remove the empty android.notification to send a data message (or give it a title and body)")
            return
        }
        findings.report(
            "android.notification has neither title nor body and the message has no notification block: Android still posts a notification, showing only the app name, and hands the data to the app only when the user taps it",
            at: android, anchor: .key,
            fix: "add a title and body (in notification or android.notification), or remove android.notification to send a data message")
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
