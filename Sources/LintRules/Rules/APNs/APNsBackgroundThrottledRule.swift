import SizeModel

/// A notification the user must see should not ride on a background push, which iOS throttles.
///
/// Lint: `aps.content-available` with no alert, badge or sound, when the message carries a
/// notification for the app to draw (`notifee_options`, or `title` and `body` data keys). A plain
/// background push (a sync) is not reported: throttling is what it signs up for.
struct APNsBackgroundThrottledRule: Rule {
    static let description = RuleDescription(
        id: "apns-background-throttled",
        area: .apns,
        needs: [.apsContentAvailable],
        defaultSeverity: .warning,
        clauses: [.decidedElsewhere, .notShownAsMeant],
        summary: "a notification for the app to draw rides on a background push that iOS throttles (error for a notifee_options blob)",
        rationale: """
            Apple: background notifications are low priority; the system does not guarantee \
            their delivery, may delay them, and throttles them (Apple advises no more than two \
            or three per hour). They do not launch an app the user force-quit, and they are \
            suspended in Low Power Mode. Notify Kit measured 30–60 % loss for silent pushes on \
            real devices. That is fine for syncing, so a plain background push is not reported; \
            it is unfit for a notification the user must see, so when the data carries one for \
            the app to draw (notifee_options, or title and body keys) the rule warns: send an \
            alert and let a Notification Service Extension render it. A notifee_options blob on \
            a background push is never drawn while the app is in the background or killed: the \
            Notify Kit guide says handleFcmMessage is a no-op on iOS in those states, because it \
            expects the Notification Service Extension to have drawn the notification, and the \
            extension runs only for alerts. \
            Severity: warning for title and body data keys, because whether the app's own code \
            draws them, and whether iOS delivers the push, is decided where the linter cannot \
            see (W3); error for a notifee_options blob, because Notify Kit never draws it in the \
            background or killed states, so the notification meant is not shown (E2).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/pushing-background-updates-to-your-app",
            "Notify Kit FCM Mode guide, overview (silent-push drop rate)",
            "Notify Kit FCM Mode guide, handleFcmMessage (\"On iOS the same handleFcmMessage call is a no-op in background/killed\")",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"title": "Hi", "body": "There"}, "apns": {"payload": {"aps": {↓"content-available": 1}}}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"title\":\"Hi\",\"body\":\"There\"}"}, "apns": {"headers": {"apns-push-type": "background", "apns-priority": "5"}, "payload": {"aps": {↓"content-available": 1}}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"sync": "1"}, "apns": {"headers": {"apns-priority": "5", "apns-push-type": "background"}, "payload": {"aps": {"content-available": 1}}}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "apns": {"payload": {"aps": {"content-available": 1}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "mutable-content": 1}}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let flag = message.contentAvailableIntent, flag.integerValue != 0, flag.boolValue != false,
            !message.isUserVisibleOnIOS, message.liveActivityEvent == nil
        else { return }
        guard let marker = message.clientRenderMarker else { return }
        let fix = "send an alert (apns.payload.aps.alert with mutable-content 1) and render it in a Notification Service Extension"
        if marker.key?.stringValue == "title" {
            findings.report(
                "this background push carries title and body for the app to draw a notification, but iOS throttles background pushes and drops many: the notification will often not appear",
                at: flag, anchor: .key, fix: fix)
        } else {
            findings.report(
                "this background push carries notifee_options, but Notify Kit's handleFcmMessage does nothing on iOS in the background or killed states and the Notification Service Extension runs only for alerts: the notification is never drawn",
                at: flag, anchor: .key, caseSeverity: .error, configuration: message.configuration, fix: fix)
        }
    }
}
