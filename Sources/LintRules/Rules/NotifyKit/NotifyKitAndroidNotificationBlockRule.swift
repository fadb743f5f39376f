/// A Notify Kit FCM Mode message must be data-only on Android.
///
/// Lint: a display `notification` (common or `android.notification`) in a message whose Android
/// data carries a `notifee_options` blob is reported at the notification's key.
struct NotifyKitAndroidNotificationBlockRule: Rule {
    static let description = RuleDescription(
        id: "notifykit-android-notification-block",
        area: .notifykit,
        needs: [.androidBlob],
        defaultSeverity: .error,
        clauses: [.notShownAsMeant],
        summary: "a notifee_options message also has a display notification for Android",
        rationale: """
            With a notification block, the Android FCM SDK draws the push in the tray by itself \
            when the app is in the background; the app's background handler then calls \
            handleFcmMessage, which draws it again from data.notifee_options. The user gets two \
            tray entries for every push. FCM Mode is data-only on Android: the title and body \
            for iOS belong in apns.payload.aps.alert. \
            Severity: error, because the notification is shown twice (E2).
            """,
        sources: [
            "Notify Kit FCM Mode guide, \"Android duplicate notifications\"",
            "react-native-notify-kit src/internal/fcmContract.d.ts (Android output never carries a notification field)",
            "https://github.com/firebase/firebase-android-sdk/issues/2639",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", ↓"notification": {"title": "Hi"}, "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}}"#),
            Example(#"{"message": {"topic": "news", "android": {↓"notification": {"channel_id": "x"}}, "data": {"notifee_options": "{}"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}, "apns": {"payload": {"aps": {"alert": {"title": "Hi", "body": "B"}}}}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.androidBlob != nil, let display = message.androidDisplayBlock else { return }
        findings.report(
            "this notification makes Android draw the push in the tray, and handleFcmMessage draws it again from notifee_options: two tray entries",
            at: display, anchor: .key,
            fix: "remove the notification block; put the iOS title and body in apns.payload.aps.alert")
    }
}
