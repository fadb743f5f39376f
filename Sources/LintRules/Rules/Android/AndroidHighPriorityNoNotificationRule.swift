/// High priority is meant for messages that lead to a visible notification.
///
/// Lint: `android.priority` high on a message Android receives as data only and whose data does
/// not carry a notification for the app to draw (a title and a body key, `notifee_options`…:
/// `DataRenderMarkers`).
/// Opt-in: the linter cannot see whether the app shows a notification for other data (an
/// abandoned-cart reminder usually does), so by default it would report many sound messages.
struct AndroidHighPriorityNoNotificationRule: Rule {
    static let description = RuleDescription(
        id: "android-high-priority-no-notification",
        area: .android,
        defaultSeverity: .info,
        clauses: [.advice],
        summary: "a data-only message is sent at high priority without a notification to show",
        rationale: """
            High priority wakes the device and gives the app a short window to run, and FCM \
            expects it to end in a user-visible notification. When an app's high-priority \
            messages keep not showing one, FCM may deprioritize them to normal priority, \
            which waits for the device to leave Doze. Use normal priority for background syncs, \
            or show a notification for these messages. \
            Severity: info, because this is advice: nothing is rejected or lost (I).
            """,
        sources: [
            "https://firebase.google.com/docs/cloud-messaging/android/message-priority",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"sync": "inbox"}, "android": {"priority": ↓"high"}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"title": "Hi", "body": "B"}, "android": {"priority": "HIGH"}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "android": {"priority": "high"}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"sync": "inbox"}, "android": {"priority": "normal"}}}"#),
        ],
        isOptIn: true)

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.isAndroidHighPriority, message.isAndroidDataOnly, !message.androidDataIsRenderedByApp,
            let priority = message.androidPriorityValue
        else { return }
        findings.report(
            "this data-only message is high priority but carries no notification; if the app shows none, FCM may deprioritize it",
            at: priority, fix: "use \"normal\" priority for background work, or show a notification for the message")
    }
}
