/// A data-only message that the app turns into a notification should be high priority.
///
/// Lint: a message Android receives as data only, whose data the app draws as a notification
/// (`title` and `body`, or `notifee_options`), with `android.priority` normal or absent. Reported
/// at the priority, else at the `android` key, else at the data map's key.
struct AndroidDataOnlyNormalPriorityRule: Rule {
    static let description = RuleDescription(
        id: "android-data-only-normal-priority",
        area: .android,
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "the app draws this data-only message as a notification, but it is normal priority",
        rationale: """
            Normal is the default priority of data messages. Normal-priority messages do not \
            wake a device in Doze: they wait for a maintenance window, so a notification the \
            app draws from the data can arrive minutes late. High priority is meant for exactly \
            this case, a message that leads to a user-visible notification. A message that \
            Android displays by itself (a notification block) is high priority by default and \
            not reported. \
            React Native Firebase's receiver cannot start its headless task for a normal-priority \
            data message ("data only messages are 'default' priority and cannot trigger Headless \
            tasks"), so a Notify Kit app in the background does not draw it until the app runs. \
            Severity: warning, because the notification is delayed (W1), and for a React Native \
            app in the background it may not be drawn at all.
            """,
        sources: [
            "https://firebase.google.com/docs/cloud-messaging/android/message-priority",
            "https://firebase.google.com/docs/cloud-messaging/concept-options#setting-the-priority-of-a-message",
            "invertase/react-native-firebase packages/messaging/android ReactNativeFirebaseMessagingReceiver.java",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", ↓"data": {"title": "Order shipped", "body": "Track it"}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}, "android": {"priority": ↓"NORMAL"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"title": "Order shipped", "body": "Track it"}, "android": {"priority": "high"}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"sync": "inbox"}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.isAndroidDataOnly, message.androidDataIsRenderedByApp, !message.isAndroidHighPriority else {
            return
        }
        let text = "the app draws a notification from this data-only message, but it is normal priority: Doze can delay it"
        let fix = "set android.priority to \"high\""
        if let priority = message.androidPriorityValue {
            findings.report(text, at: priority, fix: fix)
        } else if let android = message.android {
            findings.report(text, at: android, anchor: .key, fix: fix)
        } else if let data = message.effectiveAndroidData {
            findings.report(text, at: data, anchor: .key, fix: "add \"android\": {\"priority\": \"high\"}")
        }
    }
}
