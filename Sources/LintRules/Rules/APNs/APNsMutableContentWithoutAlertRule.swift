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
        clauses: [.degraded, .notShownAsMeant],
        summary: "aps.mutable-content is set but iOS shows no alert, so the extension never runs (error when aps holds nothing else to show)",
        rationale: """
            Apple: a Notification Service Extension only operates on remote notifications that \
            are configured to display an alert; for badge-only, sound-only or background \
            pushes it is never called. Images, attachments and rewritten text that the \
            extension would add never appear. (For a Notify Kit message, \
            notifykit-ios-not-alert reports the same gap as an error.) An aps that holds \
            mutable-content and no alert, sound, badge or content-available shows nothing at all \
            and wakes nothing: the extension that was meant to fill the notification in is not \
            called, so no notification appears. \
            Severity: warning when aps still shows a badge or plays a sound, because the \
            notification is delivered without the extension's work (W1); error when aps has \
            nothing else, because the notification meant is not shown (E2).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/modifying_content_in_newly_delivered_notifications"
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"badge": 2, "mutable-content": ↓1}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"mutable-content": ↓1}, "orderId": "7"}}}}"#),
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
        let fix = "add an alert with a title and body (apns.payload.aps.alert), or remove mutable-content"
        if message.isUserVisibleOnIOS || message.contentAvailableIntent != nil {
            findings.report(
                "mutable-content is set but iOS shows no alert for this message, so the Notification Service Extension never runs",
                at: flag, fix: fix)
        } else {
            findings.report(
                "aps has mutable-content but no alert, sound, badge or content-available: iOS shows nothing and the Notification Service Extension never runs",
                at: flag, caseSeverity: .error, configuration: message.configuration, fix: fix)
        }
    }
}
