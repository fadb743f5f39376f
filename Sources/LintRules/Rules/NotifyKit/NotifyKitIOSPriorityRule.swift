import SizeModel

/// Notify Kit sends its iOS alerts at `apns-priority: 10`.
///
/// Lint: a message with `apns.payload.notifee_options` whose `apns-priority` header is `"5"` or
/// `"1"`. Other values are the header rules' business.
public struct NotifyKitIOSPriorityRule: Rule {
    public static let description = RuleDescription(
        id: "notifykit-ios-priority",
        area: .notifykit,
        defaultSeverity: .info,
        summary: "a Notify Kit iOS alert is not sent at apns-priority 10",
        rationale: """
            FCM Mode relies on APNs delivering the alert promptly (~99 % at priority 10) for \
            the extension to enrich it. Apple delivers priority 5 notifications \
            power-efficiently (they may be delayed and grouped) and priority 1 only when the \
            device is awake anyway. The server SDK always sends "apns-priority": "10"; FCM \
            sends 10 when the header is absent.
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns",
            "react-native-notify-kit server/src/ios.ts",
            "Notify Kit FCM Mode guide, \"The solution\"",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "alert", "apns-priority": ↓"5"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "alert", "apns-priority": "10"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-priority": "5"}, "payload": {"aps": {"alert": "Hi"}}}}}"#),
        ])

    public init() {}

    public func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.iosBlob != nil, let priority = message.apnsHeader("apns-priority"),
            priority.stringEquals("5") || priority.stringEquals("1")
        else { return }
        findings.report(
            "apns-priority \(describeValue(priority)) lets APNs delay or group this Notify Kit alert; the server SDK sends \"10\"",
            at: priority, fix: "set \"apns-priority\": \"10\" (or remove the header; FCM then sends 10)")
    }
}
