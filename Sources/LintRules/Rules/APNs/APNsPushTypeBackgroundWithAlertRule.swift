/// A `background` push must not alert, badge or play a sound.
///
/// Lint: `apns-push-type: background` on a message that iOS would show to the user.
struct APNsPushTypeBackgroundWithAlertRule: Rule {
    static let description = RuleDescription(
        id: "apns-push-type-background-with-alert",
        area: .apns,
        needs: [.apnsPushType],
        defaultSeverity: .error,
        clauses: [.notShownAsMeant],
        summary: "apns-push-type is background but the message shows an alert, badge or sound",
        rationale: """
            Apple: background notifications must not contain alert, sound or badge keys, and the \
            apns-push-type header must reflect the payload; on a mismatch APNs may delay or \
            drop the notification. Senders report the alert not shown: a notification sent to \
            a topic with apns-push-type background was not received while the app was in the \
            background (capawesome-team/capacitor-firebase#854), and an alert, badge and sound \
            under background arrived only once the header said alert \
            (andrei-m-code/net-core-push-notifications#9); one report saw such an alert shown \
            (laravel-notification-channels/apn#128), so where it appears at all it comes as a \
            background push APNs may delay. A common notification.title/body becomes aps.alert on iOS, \
            so it counts as an alert too. An empty sound or alert string on a background push \
            (or an alert dictionary without text: {}, empty title and body, only a launch-image, \
            which iOS shows nothing of either) is the old silent-push idiom and counts as none: iOS logs such a push as \
            "hasSound: 0 … pushType: Background" and hands it to the app. \
            Severity: error, because the notification meant is not shown (E2).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/pushing-background-updates-to-your-app",
            "https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns",
            "https://github.com/rafaelsetragni/awesome_notifications_fcm/issues/8 (SpringBoard: content-available 1 with sound \"\" under apns-push-type background logged as hasSound: 0, pushType: Background)",
            "https://github.com/capawesome-team/capacitor-firebase/issues/854 (a notification with apns-push-type background: not received in the background)",
            "https://github.com/andrei-m-code/net-core-push-notifications/issues/9 (an alert under apns-push-type background: received only with alert)",
            "https://github.com/laravel-notification-channels/apn/issues/128 (an alert under apns-push-type background shown on a newer iOS)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "apns": {"headers": {"apns-push-type": ↓"background"}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": ↓"background"}, "payload": {"aps": {"content-available": 1, "sound": "default"}}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "background", "apns-priority": "5"}, "payload": {"aps": {"content-available": 1}}}}}"#),
            Example(#"{"message": {"token": "t", "data": {"order_id": "123123"}, "apns": {"headers": {"apns-push-type": "background", "apns-priority": "5"}, "payload": {"aps": {"content-available": 1, "sound": ""}}}}}"#),
            // The same idiom with an alert dictionary of empty strings, which shows nothing
            // either (a call-cancel push, audit41).
            Example(#"{"message": {"token": "t", "data": {"callId": "42"}, "apns": {"headers": {"apns-push-type": "background", "apns-priority": "5"}, "payload": {"aps": {"content-available": 1, "alert": {"title": "", "body": ""}, "sound": ""}}}}}"#),
            // An empty alert dictionary alone (couchbase's MobileTrainingTodo curl script sends
            // {"aps": {"alert": {}, "content-available": 1}} with apns-push-type background).
            Example(#"{"message": {"token": "t", "apns": {"headers": {"apns-push-type": "background", "apns-priority": "5"}, "payload": {"aps": {"alert": {}, "content-available": 1}}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // Tested by node index, and bound only to report: a bound value passed to a call is retained.
        guard message.apnsHeader(.pushType, is: "background"), message.isUserVisibleOnIOS,
            let pushType = message.apnsPushType
        else { return }
        findings.report(
            "apns-push-type is background but the message shows an alert, badge or sound on iOS",
            at: pushType,
            fix: "use \"apns-push-type\": \"alert\" for visible notifications, or remove the alert, badge and sound")
    }
}
