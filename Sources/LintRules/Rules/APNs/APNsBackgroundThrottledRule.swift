import SizeModel

/// A notification the user must see should not ride on a background push, which iOS throttles.
///
/// Lint: `aps.content-available` with no alert, badge or sound, or with only a sound or badge and
/// no alert, when the message carries a notification for the app to draw (`notifee_options`,
/// a title and a body data key as `DataRenderMarkers` reads them, Notifee's `data.notifee`, or
/// awesome_notifications_fcm's content). A plain background push (a sync) is not reported: throttling is what it signs up
/// for. A push with alert text shows it whatever the app does; an alert without text
/// (`MessageContext.iosShowsAlert`) is no alert.
struct APNsBackgroundThrottledRule: Rule {
    static let description = RuleDescription(
        id: "apns-background-throttled",
        area: .apns,
        needs: [.apsContentAvailable],
        defaultSeverity: .warning,
        clauses: [.decidedElsewhere, .notShownAsMeant],
        summary: "a notification for the app to draw rides on a background push, or a sound or badge without an alert, that iOS throttles (error for a notifee_options blob)",
        rationale: """
            Apple: background notifications are low priority; the system does not guarantee \
            their delivery, may delay them, and throttles them (Apple advises no more than two \
            or three per hour). They do not launch an app the user force-quit, and they are \
            suspended in Low Power Mode. Notify Kit measured 30–60 % loss for silent pushes on \
            real devices. That is fine for syncing, so a plain background push is not reported; \
            it is unfit for a notification the user must see, so when the data carries one for \
            the app to draw (notifee_options, title and body keys such as title and body or subject \
            and message, Notifee's data.notifee, or \
            awesome_notifications_fcm's content blob, which its README says iOS draws only in the Notification Service \
            Extension from an alert with mutable_content) the rule warns: send an alert and let \
            a Notification Service Extension render it. A push that only plays a \
            sound or sets the badge (aps.sound or aps.badge, no alert) is no better: iOS plays the \
            sound and sets the badge but shows no text, and the app draws the title and body only \
            if iOS wakes it for the content-available flag, which it does not after the user \
            force-quits the app (Apple, application(_:didReceiveRemoteNotification:\
            fetchCompletionHandler:)) and otherwise only as the background budget allows; nor \
            does a Notification Service Extension run for it, having no alert to modify \
            (enclosure_ios_2025's data-only iOS sender writes {"sound", "badge", \
            "content-available"} with title and body in data). A notifee_options blob on \
            a background push is never drawn while the app is in the background or killed: the \
            Notify Kit guide says handleFcmMessage is a no-op on iOS in those states, because it \
            expects the Notification Service Extension to have drawn the notification, and the \
            extension runs only for alerts. An alert without text ("", {}, or empty title and \
            body) is no alert either: iOS shows nothing for it and treats the push as one \
            without an alert (urbanairship/ios-library#118), so the title and body in data are \
            still the app's to draw. \
            Severity: warning for title and body data keys, data.notifee or an \
            awesome_notifications content blob, because whether the app's own code \
            draws them, and whether iOS delivers the push, is decided where the linter cannot \
            see (W3); error for a notifee_options blob, because Notify Kit never draws it in the \
            background or killed states, so the notification meant is not shown (E2).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/pushing-background-updates-to-your-app",
            "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didreceiveremotenotification:fetchcompletionhandler:) (\"the system does not automatically launch your app if the user has force-quit it\")",
            "https://github.com/Ram2299007/enclosure_ios_2025 backend_example/send_notification_ios_DATA_ONLY.php and CRITICAL_FIX_COMMUNICATION_NOTIFICATIONS.md",
            "Notify Kit FCM Mode guide, overview (silent-push drop rate)",
            "Notify Kit FCM Mode guide, handleFcmMessage (\"On iOS the same handleFcmMessage call is a no-op in background/killed\")",
            "https://github.com/urbanairship/ios-library/issues/118 (an empty alert: \"iOS threats it as silent\")",
            "https://github.com/rafaelsetragni/awesome_notifications_fcm README.md (\"Setting mutable_content\": without it the notification bypasses the Notification Service Extension)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"title": "Hi", "body": "There"}, "apns": {"payload": {"aps": {↓"content-available": 1}}}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"title\":\"Hi\",\"body\":\"There\"}"}, "apns": {"headers": {"apns-push-type": "background", "apns-priority": "5"}, "payload": {"aps": {↓"content-available": 1}}}}}"#),
            // A sound and a badge but no alert: the text is the app's to draw (enclosure_ios_2025).
            Example(#"{"message": {"topic": "chat", "data": {"title": "Ram", "body": "Hello there"}, "apns": {"headers": {"apns-priority": "10"}, "payload": {"aps": {"sound": "default", "badge": 1, ↓"content-available": 1}}}}}"#),
            // An empty alert beside a sound is no alert: the text in data is still the app's to draw.
            Example(#"{"message": {"topic": "chat", "data": {"title": "Ram", "body": "Hello"}, "apns": {"payload": {"aps": {"alert": "", "sound": "default", ↓"content-available": 1}}}}}"#),
            // awesome_notifications_fcm's content blob on a background push (its PR #150 README
            // payload, in HTTP v1 form): iOS draws it only from an alert, in the extension.
            Example(#"{"message": {"token": "t", "data": {"content": "{\"id\":100,\"channelKey\":\"big_picture\",\"title\":\"Huston!\",\"notificationLayout\":\"BigPicture\"}"}, "apns": {"payload": {"aps": {↓"content-available": 1}}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"sync": "1"}, "apns": {"headers": {"apns-priority": "5", "apns-push-type": "background"}, "payload": {"aps": {"content-available": 1}}}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "apns": {"payload": {"aps": {"content-available": 1}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "mutable-content": 1}}}}}"#),
            // A sound and a badge for a sync that draws nothing, and an alert that shows the text.
            Example(#"{"message": {"topic": "news", "data": {"sync": "1"}, "apns": {"payload": {"aps": {"sound": "default", "badge": 1, "content-available": 1}}}}}"#),
            Example(#"{"message": {"topic": "chat", "data": {"title": "Ram", "body": "Hello"}, "apns": {"payload": {"aps": {"alert": {"title": "Ram", "body": "Hello"}, "sound": "default", "content-available": 1}}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let flag = message.contentAvailableIntent, flag.integerValue != 0, flag.boolValue != false,
            message.liveActivityEvent == nil
        else { return }
        // A push iOS shows nothing of, or only plays a sound or sets the badge for: the text is the
        // app's to draw. An alert shows its text whatever the app does.
        let soundOrBadgeOnly = message.isUserVisibleOnIOS
        guard !soundOrBadgeOnly || !message.iosShowsAlert else { return }
        guard let marker = message.clientRenderMarker else { return }
        let fix = "send an alert (apns.payload.aps.alert with mutable-content 1) and render it in a Notification Service Extension"
        if marker.key?.stringEquals("notifee_options") != true {
            // Title and body keys, Notifee's data.notifee, or awesome_notifications_fcm's content;
            // the first is the marker whenever the data has such a pair.
            let drawn: (inData: String, carried: String)
            if let keys = DataRenderMarkers(message.data).textKeys {
                drawn = ("the \(keys) in data are", keys)
            } else if marker.key?.stringEquals(NotifeeDataBlob.key) == true {
                drawn = ("the Notifee notification in data.notifee is", "a Notifee notification (data.notifee)")
            } else {
                drawn = ("the awesome_notifications content in data is", "an awesome_notifications content blob")
            }
            let text = soundOrBadgeOnly
                ? "this push plays a sound or sets the badge but shows no alert; \(drawn.inData) for the app to draw, and iOS wakes the app for content-available only as its background budget allows, never after the user force-quits it: the notification will often not appear"
                : "this background push carries \(drawn.carried) for the app to draw a notification, but iOS throttles background pushes and drops many: the notification will often not appear"
            findings.report(text, at: flag, anchor: .key, fix: fix)
        } else {
            let push = soundOrBadgeOnly ? "this push plays a sound or sets the badge but shows no alert; it" : "this background push"
            findings.report(
                "\(push) carries notifee_options, but Notify Kit's handleFcmMessage does nothing on iOS in the background or killed states and the Notification Service Extension runs only for alerts: the notification is never drawn",
                at: flag, anchor: .key, caseSeverity: .error, configuration: message.configuration, fix: fix)
        }
    }
}
