/// The data of a notification message reaches a background Android app only when tapped.
///
/// Lint: Android draws the message (a display block) and the Android data map is not empty,
/// reported at the data map's key. Messages whose data the app draws itself are reported by
/// `android-duplicate-display` or `notifykit-android-notification-block` instead.
public struct AndroidNotificationDataHiddenRule: Rule {
    public static let description = RuleDescription(
        id: "android-notification-data-hidden",
        area: .android,
        defaultSeverity: .info,
        summary: "Android shows this as a notification message, so its data reaches a background app only on tap",
        rationale: """
            When a message with a notification block reaches an Android app in the background, \
            the FCM SDK posts the notification itself and onMessageReceived does not run: the \
            data keys travel only as extras of the tap intent. The app cannot read them before \
            the user taps, cannot change the notification, and does not see them at all when the \
            notification is dismissed. In the foreground the app gets both. Send Android \
            data-only and draw the notification in the app when it needs the data first.
            """,
        sources: [
            "https://firebase.google.com/docs/cloud-messaging/android/receive-messages",
            "https://github.com/firebase/firebase-android-sdk/issues/2639",
            "https://github.com/firebase/firebase-android-sdk/issues/6387",
            "https://github.com/invertase/notifee/issues/393",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "body": "B"}, ↓"data": {"orderId": "7"}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"orderId": "7"}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "body": "B"}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "body": "B"}, "data": {"title": "Hi", "body": "B"}}}"#),
        ])

    public init() {}

    public func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.androidDisplayBlock != nil, message.androidBlob == nil, !message.androidDataIsRenderedByApp,
            let data = message.effectiveAndroidData, data.count > 0
        else { return }
        let name = data.key.map { $0.stringValue ?? "data" } ?? "data"
        let where_ = message.androidData != nil ? "android.\(name)" : name
        findings.report(
            "Android draws this notification itself; in the background the app gets \(where_) only when the user taps it",
            at: data, anchor: .key,
            fix: "if the app needs the data on arrival, send Android data-only and display the notification from the app")
    }
}
