import SizeModel

/// A visible notification sent at `apns-priority: 5` is delivered when convenient, not at once.
///
/// Lint: `apns-priority` "5" on a message that shows an alert, badge or sound on iOS.
struct APNsPriority5AlertRule: Rule {
    static let description = RuleDescription(
        id: "apns-priority-5-alert",
        area: .apns,
        needs: [.apnsPriority],
        defaultSeverity: .info,
        clauses: [.advice],
        summary: "a visible iOS notification is sent at apns-priority 5",
        rationale: """
            Apple: priority 5 sends the notification based on power considerations on the \
            user's device; it may be grouped with others and delivered later, and in low-power \
            states not at all until the device wakes. Priority 10 sends it immediately. That \
            can be what you want for low-urgency news; it is rarely what you want for a chat \
            message or an alarm. (FCM sends 10 when the header is absent.) \
            An empty sound or alert string, or an alert dictionary without text, on a background \
            push (the old silent-push idiom) shows nothing, so it does not count. \
            Severity: info, because this is advice: nothing is rejected or lost (I).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns",
            "https://firebase.google.com/docs/cloud-messaging/concept-options#setting-the-priority-of-a-message",
            "https://github.com/rafaelsetragni/awesome_notifications_fcm/issues/8 (SpringBoard: content-available 1 with sound \"\" under apns-push-type background logged as hasSound: 0, pushType: Background)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "New edition"}, "apns": {"headers": {"apns-priority": ↓"5"}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "New edition"}, "apns": {"headers": {"apns-priority": "10"}}}}"#),
            Example(#"{"message": {"token": "t", "data": {"order_id": "123123"}, "apns": {"headers": {"apns-push-type": "background", "apns-priority": "5"}, "payload": {"aps": {"content-available": 1, "sound": ""}}}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"sync": "1"}, "apns": {"headers": {"apns-priority": "5", "apns-push-type": "background"}, "payload": {"aps": {"content-available": 1}}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // Tested by node index, and bound only to report: a bound value passed to a call is retained.
        guard message.apnsHeader(.priority, is: "5"), message.isUserVisibleOnIOS,
            message.liveActivityEvent == nil, let priority = message.apnsPriority
        else { return }
        findings.report(
            "this notification is visible on iOS but sent at apns-priority 5: APNs delivers it when power-efficient, possibly grouped and delayed",
            at: priority, fix: "use \"apns-priority\": \"10\" if it should arrive immediately")
    }
}
