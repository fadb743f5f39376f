import SizeModel

/// A push whose only user-visible part on iOS is `aps.sound`.
///
/// Lint: `aps.sound` is a non-empty name (or a critical-sound dictionary), and iOS gets no alert
/// text (`MessageContext.iosShowsAlert`: an `aps.alert` with text, or a common notification title
/// or body that is not empty), no badge, no `content-available` and no `mutable-content`; not on
/// Live Activity or special push types, nor on device captures. An `aps.alert` without text is
/// apns-alert-empty's (`apsHasAlert`), and a common notification without text
/// notification-empty's. Reported at the sound.
struct APNsSoundOnlyRule: Rule {
    static let description = RuleDescription(
        id: "apns-sound-only",
        area: .apns,
        needs: [.apsSound],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "the only thing iOS gets is a sound: it plays it and shows nothing",
        rationale: """
            Apple: alert, badge and sound are the three ways a remote notification interacts \
            with the user, each on its own; a payload whose aps has only a sound is a \
            user-visible push that plays the sound and displays no alert, so there is nothing \
            to read or tap. Without content-available the app is not woken either: the data \
            beside aps reaches it only while it is in the foreground. Such pushes come from \
            server libraries that add a default sound to every APNs payload, data messages \
            included: Vapor's MihaelIsaev/FCM gives every FCMMessage the default apns config \
            (aps {"sound": "default"}) unless one is passed, and lightning-server's FCM client \
            sets sound "default" whenever the message has no iOS options. The sender meant \
            either an alert whose text is missing or a data message that should not make a \
            sound. A sound beside content-available is a background push that also plays a \
            sound (apns-content-available-with-alert), and a sound beside mutable-content is \
            apns-mutable-content-without-alert's. An empty sound plays nothing and is not \
            reported here. An aps.alert without text, or a common notification whose title and \
            body are empty strings, is no alert either (iOS plays the sound and shows nothing), \
            but the rule for it names the cause, the alert the sender wrote being empty: \
            apns-alert-empty and notification-empty report those. \
            A common notification whose value is code (`notification,` or `notification: \
            payload.notification` before firebase-admin's send) is the block the code built: \
            its text is unknown, not missing, and it is counted as one with text \
            (UnknownNotification.swift). \
            Severity: warning, because the push is delivered but not as meant: a sound with \
            nothing shown, and data the app does not get in the background (W1).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
            "https://developer.apple.com/documentation/usernotifications/pushing-background-updates-to-your-app",
            "MihaelIsaev/FCM Sources/FCM/FCMMessage.swift (init(token:notification:data:) sets apns: FCMApnsConfig.default) and FCMApnsConfig/FCMApnsPayload.swift (aps FCMApnsApsObject.default: sound \"default\")",
            "lightningkite/lightning-server server-firebase/.../FcmNotificationClient.kt (Aps.builder: setSound(\"default\") when ios is null)",
        ],
        triggeringExamples: [
            // MihaelIsaev/FCM: a data message gets the library's default aps.
            Example(#"{"message": {"token": "t", "data": {"type": "sync"}, "apns": {"headers": {}, "payload": {"aps": {"sound": ↓"default"}}}}}"#),
            Example(#"{"aps": {"sound": ↓"chime.caf"}, "orderId": "7"}"#),
        ],
        nonTriggeringExamples: [
            // diepmyduong/binance-trading-bot testFCM.resolver.ts: `notification` is the
            // `{ title, body }` the resolver built, a value of unknown content, not no alert.
            Example(#"Firebase.instance.app.messaging().send({notification, token: deviceToken, apns: {payload: {aps: {sound: "default"}}}});"#),
            Example(#"{"message": {"token": "t", "notification": {"title": "Hi"}, "apns": {"payload": {"aps": {"sound": "default"}}}}}"#),
            Example(#"{"message": {"token": "t", "apns": {"payload": {"aps": {"alert": "Hi", "sound": "default"}}}}}"#),
            Example(#"{"message": {"token": "t", "data": {"n": "3"}, "apns": {"payload": {"aps": {"badge": 3, "sound": "default"}}}}}"#),
            Example(#"{"message": {"token": "t", "data": {"a": "1"}, "apns": {"headers": {"apns-push-type": "background", "apns-priority": "5"}, "payload": {"aps": {"content-available": 1, "sound": ""}}}}}"#),
            Example(#"{"message": {"token": "t", "data": {"type": "sync"}, "apns": {"payload": {"aps": {"sound": ""}}}}}"#),
            // An empty alert or notification beside the sound: apns-alert-empty and
            // notification-empty report them.
            Example(#"{"aps": {"alert": {"title": "", "body": ""}, "sound": "default"}}"#),
            Example(#"{"message": {"token": "t", "notification": {"title": "", "body": ""}, "apns": {"payload": {"aps": {"sound": "default"}}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // The sound is bound last, when the rest holds: a bound value is retained.
        guard message.shape != .deviceCapture, message.apsSoundKind != nil,
            !message.iosShowsAlert, !message.apsHasAlert, !Self.hasNotificationBlock(message),
            message.apsBadge == nil, message.contentAvailable == nil,
            message.contentAvailableIntent == nil, !message.hasMutableContent,
            message.apsMutableContent == nil, !message.isSpecialAPNsPush,
            let sound = message.apsSound, Self.plays(sound)
        else { return }
        var text = "aps has only a sound: iOS plays it and shows no alert"
        if message.carriesAppContentForIOS {
            text += ", and without content-available the app does not get the data beside it in the background"
        }
        findings.report(
            text, at: sound,
            fix: "add the alert (a notification title and body) if this push should be seen; for a data message, drop the sound and send \"content-available\": 1 with apns-push-type background and apns-priority 5")
    }

    /// True when the message has a common `notification` object (read by node index): without
    /// text (`iosShowsAlert` is false) it is notification-empty's.
    private static func hasNotificationBlock(_ message: MessageContext) -> Bool {
        let node = message.notificationNode
        return node >= 0 && message.message.document.kind(at: node) == .object
    }

    /// True when `sound` names something to play: a non-empty string or a critical-sound object.
    private static func plays(_ sound: JSONValue) -> Bool {
        if sound.isString { return !sound.stringEquals("") }
        return sound.isObject
    }
}
