import SizeModel

/// `apns.payload.notifee_options` is only read for alert pushes.
///
/// Lint: the iOS copy of the blob is present but iOS shows no alert (no `aps.alert`, no common
/// notification title or body), reported at `aps` (or `apns.payload`); or the `apns-push-type`
/// header names a push type that is not an alert (`voip`, `liveactivity`…), reported at the
/// header. A missing `mutable-content: 1` is `apns-mutable-content-missing`, a missing push type
/// `apns-push-type-missing`, and `background` with an alert `apns-push-type-background-with-alert`,
/// so each problem gets one finding.
public struct NotifyKitIOSNotAlertRule: Rule {
    public static let description = RuleDescription(
        id: "notifykit-ios-not-alert",
        area: .notifykit,
        defaultSeverity: .error,
        summary: "apns.payload carries notifee_options but the push is not an alert",
        rationale: """
            iOS runs a Notification Service Extension only for remote notifications that \
            display an alert (and set mutable-content: 1). A notifee_options blob in a push \
            without aps.alert, or sent with an apns-push-type other than alert, is never read: \
            nothing is displayed from it, and a push without an alert is a silent background \
            push that APNs throttles. The server SDK always emits aps.alert {title, body}, \
            "mutable-content": 1 and "apns-push-type": "alert".
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/modifying_content_in_newly_delivered_notifications",
            "Notify Kit FCM Mode guide, Troubleshooting: \"Check aps-push-type: alert and mutable-content: 1 are present\"",
            "react-native-notify-kit server/src/ios.ts",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "background", "apns-priority": "5"}, "payload": {↓"aps": {"content-available": 1, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": ↓"voip"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "alert", "apns-priority": "10"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}}}"#)
        ])

    /// Valid APNs push types that never display an alert (`background` is left to
    /// `apns-push-type-background-with-alert`, unknown values to the header rules).
    static let nonAlertPushTypes = ["voip", "location", "complication", "fileprovider", "mdm", "liveactivity", "pushtotalk"]

    public init() {}

    public func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.iosBlob != nil else { return }
        if !message.iosShowsAlert {
            guard let place = message.aps ?? message.apnsPayload else { return }
            findings.report(
                "apns.payload carries notifee_options but aps has no alert, so iOS never runs the Notification Service Extension and the blob is ignored",
                at: place, anchor: .key,
                fix: "add \"alert\": {\"title\": …, \"body\": …} (the blob's title and body) to aps, with \"mutable-content\": 1 and \"apns-push-type\": \"alert\"")
            return
        }
        guard let pushType = message.apnsHeader("apns-push-type"),
            Self.nonAlertPushTypes.contains(where: { pushType.stringEquals($0) })
        else { return }
        findings.report(
            "apns-push-type \(describeValue(pushType)) is not an alert push, so iOS never runs the Notification Service Extension for notifee_options",
            at: pushType, fix: "send Notify Kit messages with \"apns-push-type\": \"alert\"")
    }
}
