import SizeModel

/// `apns-push-type: alert` should go with a payload that alerts, badges or plays a sound.
///
/// Lint: `apns-push-type` is `alert` but iOS gets no alert, badge or sound (for example only
/// `content-available`); reported at the header's value.
struct APNsPushTypeAlertWithoutAlertRule: Rule {
    static let description = RuleDescription(
        id: "apns-push-type-alert-without-alert",
        area: .apns,
        needs: [.apnsPushType],
        defaultSeverity: .warning,
        clauses: [.decidedElsewhere],
        summary: "apns-push-type is alert but the message shows no alert, badge or sound on iOS",
        rationale: """
            Apple: the apns-push-type header must accurately reflect the payload; "alert" is for \
            notifications that display an alert, play a sound or badge the icon, and \
            "background" for content-available updates. On a mismatch APNs may delay or drop \
            the notification, and a background update sent as an alert is not delivered to the \
            app as one. A common notification.title/body counts as an alert (FCM copies it into \
            aps.alert). \
            Severity: warning, because something the linter cannot see decides the outcome (W3).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns",
            "https://developer.apple.com/documentation/usernotifications/pushing-background-updates-to-your-app",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": ↓"alert", "apns-priority": "5"}, "payload": {"aps": {"content-available": 1}}}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"id": "7"}, "apns": {"headers": {"apns-push-type": ↓"alert"}}}}"#),
        ],
        nonTriggeringExamples: [
            // The notification is code (`notification,`): the block the code built, not none.
            Example(#"admin.messaging().send({notification, token: t, apns: {headers: {"apns-push-type": "alert"}}});"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "apns": {"headers": {"apns-push-type": "alert"}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"badge": 3}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "background", "apns-priority": "5"}, "payload": {"aps": {"content-available": 1}}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // Tested by node index, and bound only to report: a bound value passed to a call is retained.
        guard message.apnsHeader(.pushType, is: "alert"), !message.isUserVisibleOnIOS,
            message.liveActivityEvent == nil, message.iosBlob == nil,  // with a blob, the data-only rules report it
            let pushType = message.apnsPushType
        else { return }
        if message.contentAvailableIntent != nil {
            findings.report(
                "apns-push-type is alert but the payload is a background update (content-available, no alert, badge or sound)",
                at: pushType, fix: "use \"apns-push-type\": \"background\" with \"apns-priority\": \"5\"")
        } else {
            findings.report(
                "apns-push-type is alert but iOS gets no alert, badge or sound from this message",
                at: pushType,
                fix: "add the alert (notification.title/body or apns.payload.aps.alert), or remove the header")
        }
    }
}
