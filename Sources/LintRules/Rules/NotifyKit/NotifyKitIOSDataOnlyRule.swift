import SizeModel

/// A Notify Kit message that reaches iOS as a data-only (silent) push.
///
/// Lint: the Android data carries the blob, there is no `apns.payload.notifee_options`, and iOS
/// would show no alert (no `aps.alert`, no common notification title or body). Reported at `aps`
/// (or `apns.payload`, `apns`), or at the blob's key when there is no apns block.
public struct NotifyKitIOSDataOnlyRule: Rule {
    public static let description = RuleDescription(
        id: "notifykit-ios-data-only",
        area: .notifykit,
        defaultSeverity: .warning,
        summary: "a Notify Kit message reaches iOS as a data-only push",
        rationale: """
            Without an alert, iOS gets a silent push: without content-available it is not \
            delivered to a background app at all, and with it APNs treats it as a low-priority \
            background update that is throttled and often dropped (Notify Kit measures 30–60 % \
            loss on real devices, worse in Low Power Mode or after a force-quit). FCM Mode \
            sends iOS an alert with mutable-content: 1 and the blob in apns.payload instead. A \
            warning, not an error: a message built only for Android devices (the server's \
            Android half) is legitimate.
            """,
        sources: [
            "Notify Kit FCM Mode guide, \"The problem\" and \"The solution\"",
            "https://developer.apple.com/documentation/usernotifications/pushing-background-updates-to-your-app",
            "https://github.com/invertase/react-native-firebase/issues/3615",
        ],
        triggeringExamples: [
            Example(#"{"message": {"token": "t", "data": {↓"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}}"#),
            Example(#"{"message": {"token": "t", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}, "apns": {"headers": {"apns-priority": "5"}, "payload": {↓"aps": {"content-available": 1}}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"token": "t", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}, "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}}}"#)
        ])

    public init() {}

    public func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let blob = message.androidBlob, message.iosBlob == nil, !message.iosShowsAlert else { return }
        let place = message.aps ?? message.apnsPayload ?? message.apns ?? blob.host
        findings.report(
            "iOS gets this Notify Kit message as a data-only push: silent, throttled and often dropped (30–60 % loss), and the Notification Service Extension never sees notifee_options",
            at: place, anchor: .key,
            fix: "add apns.payload with aps.alert {title, body}, \"mutable-content\": 1 and the same notifee_options string, and apns.headers \"apns-push-type\": \"alert\"")
    }
}
