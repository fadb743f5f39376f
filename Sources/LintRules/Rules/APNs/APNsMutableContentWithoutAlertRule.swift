import SizeModel

/// `mutable-content` only matters for notifications that display an alert.
///
/// Lint: `aps.mutable-content` 1 (or `true`) on a message that shows no alert on iOS; reported at
/// the flag.
public struct APNsMutableContentWithoutAlertRule: Rule {
    public static let description = RuleDescription(
        id: "apns-mutable-content-without-alert",
        area: .apns,
        defaultSeverity: .warning,
        summary: "aps.mutable-content is set but iOS shows no alert, so the extension never runs",
        rationale: """
            Apple: a Notification Service Extension only operates on remote notifications that \
            are configured to display an alert; for badge-only, sound-only or background \
            pushes it is never called. Images, attachments and rewritten text that the \
            extension would add never appear. (For a Notify Kit message, \
            notifykit-ios-not-alert reports the same gap as an error.)
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/modifying_content_in_newly_delivered_notifications"
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"badge": 2, "mutable-content": ↓1}}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "apns": {"payload": {"aps": {"mutable-content": 1}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"badge": 2, "mutable-content": 0}}}}}"#),
        ])

    public init() {}

    public func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let flag = message.aps?.member(literal: "mutable-content"), flag.integerValue == 1 || flag.boolValue == true,
            !message.iosShowsAlert, message.iosBlob == nil  // with a blob, the data-only rules report it
        else { return }
        findings.report(
            "mutable-content is set but iOS shows no alert for this message, so the Notification Service Extension never runs",
            at: flag, fix: "add an alert with a title and body (apns.payload.aps.alert), or remove mutable-content")
    }
}
