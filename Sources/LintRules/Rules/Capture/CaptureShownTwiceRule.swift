import SizeModel

/// What an Android device received must not be displayed twice.
///
/// Lint, on an Android device capture (`DeviceCapture`): a notification the system displays by
/// itself (the `RemoteMessage`'s `notification`, or `gcm.notification.*` extras) next to a
/// `notifee_options` blob in the data, which the app's handler displays too.
struct CaptureShownTwiceRule: Rule {
    static let description = RuleDescription(
        id: "capture-shown-twice",
        area: .capture,
        defaultSeverity: .error,
        clauses: [.notShownAsMeant],
        summary: "the device got a notification and a notifee_options blob: two tray entries on Android",
        rationale: """
            FCM displays a notification message by itself when the app is in the background: \
            the notification goes to the tray and the data is handed to the app only when the \
            user taps it. Notify Kit's handleFcmMessage (and any handler that renders \
            notifee_options) displays the blob's notification as well, so the user sees two \
            entries for one push. Notify Kit's FCM Mode sends Android data-only messages for \
            this reason. The capture shows the device got both: the send path adds a \
            notification to the Android message. \
            Severity: error, because the user is shown the notification twice (E2).
            """,
        sources: [
            "https://firebase.google.com/docs/cloud-messaging/concept-options#notifications_and_data_messages",
            "Notify Kit FCM Mode guide, \"Android duplicate notifications\"",
        ],
        triggeringExamples: [
            Example(
                #"{"messageId": "0:1589793258145266%2e1fdf9e2e1fdf9e", "from": "593590134815", "sentTime": 1589793258119, "notification": ↓{"title": "Order shipped", "body": "On its way", "android": {}}, "data": {"notifee_options": "{\"_v\":1,\"title\":\"Order shipped\"}"}}"#),
            Example(
                #"{"from": "345598564729", "google.message_id": "0:1589793258145266%2e1fdf9e2e1fdf9e", "gcm.notification.title": ↓"Order shipped", "notifee_options": "{\"_v\":1,\"title\":\"Order shipped\"}"}"#),
        ],
        nonTriggeringExamples: [
            Example(
                #"{"messageId": "0:1589793258145266%2e1fdf9e2e1fdf9e", "from": "593590134815", "sentTime": 1589793258119, "data": {"notifee_options": "{\"_v\":1,\"title\":\"Order shipped\"}"}}"#),
            Example(
                #"{"aps": {"alert": {"title": "Order shipped"}, "mutable-content": 1}, "gcm.message_id": "1736899200123456", "notifee_options": "{\"_v\":1,\"title\":\"Order shipped\"}"}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let capture = message.detection.capture, capture.platform == .android, let displayed = capture.displayed,
            capture.notifeeOptions != nil
        else { return }
        findings.report(
            "the device got a notification the system displays by itself and a notifee_options blob the app displays: two tray entries when the app is in the background",
            at: displayed,
            fix: "send the Android message data-only (no notification, no android.notification) so only the blob is displayed")
    }
}
