import SizeModel

/// `apns.payload.notifee_options` is only read for alert pushes.
///
/// Lint: the iOS copy of the blob is present and the `apns-push-type` header names a valid push
/// type that never displays an alert (`voip`, `liveactivity`, `location`…), reported at the header.
///
/// The rest of the catalog's "not an alert" check belongs to the apns rules, so each problem gets
/// one finding: a missing alert is `apns-data-only-no-content-available` or
/// `apns-background-throttled` (both name the notifee_options blob), with
/// `apns-mutable-content-without-alert` and `apns-push-type-alert-without-alert` where those flags
/// are set; `mutable-content` ≠ 1 is `apns-mutable-content-missing`; a missing push type
/// `apns-push-type-missing` (opt-in); `background` with an alert `apns-push-type-background-with-alert`.
struct NotifyKitIOSNotAlertRule: Rule {
    static let description = RuleDescription(
        id: "notifykit-ios-not-alert",
        area: .notifykit,
        needs: [.iosBlob],
        defaultSeverity: .error,
        clauses: [.notShownAsMeant],
        summary: "apns.payload carries notifee_options but apns-push-type is not an alert type",
        rationale: """
            iOS runs a Notification Service Extension only for remote notifications that \
            display an alert, and APNs routes a push by its apns-push-type: a voip, \
            liveactivity, location, complication, fileprovider, mdm or pushtotalk push never \
            reaches the extension, so the notifee_options blob is never read and Notify Kit \
            displays nothing from it. The server SDK always sends "apns-push-type": "alert" \
            with aps.alert and "mutable-content": 1. \
            Severity: error, because the notification meant is not shown (E2).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/modifying_content_in_newly_delivered_notifications",
            "https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns",
            "Notify Kit FCM Mode guide, Troubleshooting: \"Check aps-push-type: alert and mutable-content: 1 are present\"",
            "react-native-notify-kit server/src/ios.ts",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": ↓"voip"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"APNS-Push-Type": ↓"liveactivity"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "alert", "apns-priority": "10"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "voip"}, "payload": {"aps": {"alert": "Call"}}}}}"#),
        ])

    /// Valid APNs push types that never display an alert (`background` is left to
    /// `apns-push-type-background-with-alert`, unknown values to the header rules).
    static let nonAlertPushTypes = ["voip", "location", "complication", "fileprovider", "mdm", "liveactivity", "pushtotalk"]
    /// Bit `n` set when a name of `nonAlertPushTypes` is `n` bytes long.
    private static let nonAlertLengths: UInt64 = nonAlertPushTypes.reduce(0) { $0 | 1 << UInt64($1.utf8.count) }

    /// False when `value` cannot be one of `nonAlertPushTypes` by its length alone (`alert` is
    /// five letters, like none of them), so no text is compared for it.
    private static func mayBeNonAlert(_ value: JSONValue) -> Bool {
        let length = value.endOffset - value.startOffset - 2
        return !value.isString || value.hasEscapes || (length >= 0 && length < 64 && nonAlertLengths & (1 << UInt64(length)) != 0)
    }

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.iosBlob != nil, let pushType = message.apnsHeader(.pushType),
            Self.mayBeNonAlert(pushType), Self.nonAlertPushTypes.contains(where: { pushType.stringEquals($0) })
        else { return }
        findings.report(
            "apns-push-type \(describeValue(pushType)) is not an alert push, so iOS never runs the Notification Service Extension for notifee_options",
            at: pushType, fix: "send Notify Kit messages with \"apns-push-type\": \"alert\"")
    }
}
