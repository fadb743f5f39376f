/// A message that Android displays by itself should not also carry title and body for the app to
/// draw.
///
/// Lint: a display notification together with `title` and `body` data keys, reported at the
/// notification's key. (Messages with a `notifee_options` blob are reported by
/// `notifykit-android-notification-block` instead.) Whether the app draws those keys is the
/// configuration's `app.drawsDataNotification`: true, two tray entries (error); false, nothing to
/// report; undeclared, information that names the setting.
public struct AndroidDuplicateDisplayRule: Rule {
    public static let description = RuleDescription(
        id: "android-duplicate-display",
        area: .android,
        defaultSeverity: .info,
        clauses: [.advice, .notShownAsMeant],
        summary: "Android draws the notification and the data also carries title and body for the app to draw",
        rationale: """
            A notification block is drawn in the tray by the Android FCM SDK when the app is in \
            the background. Title and body keys in data are there for the app's own background \
            handler to draw (the "data-only + displayNotification" pattern), so when the app \
            draws them the user gets two tray entries; and the data of a notification message \
            only reaches the app when the user taps. Whether the app draws them is app code the \
            linter cannot see: declare app.drawsDataNotification in .notifykit-lint.json and \
            the rule is exact (an error when the app draws them, quiet when it does not); \
            undeclared, it is information.
            """,
        sources: [
            "Notify Kit FCM Mode guide, \"The problem\"",
            "https://github.com/firebase/firebase-android-sdk/issues/2639",
            "https://github.com/invertase/notifee/issues/393",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", ↓"notification": {"title": "Hi", "body": "B"}, "data": {"title": "Hi", "body": "B"}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "body": "B"}, "data": {"orderId": "7"}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"title": "Hi", "body": "B"}}}"#),
        ])

    public init() {}

    public func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.androidBlob == nil, message.androidDataIsRenderedByApp,
            let display = message.androidDisplayBlock
        else { return }
        let fix = "send Android data-only (remove the notification block for Android), or drop title and body from data"
        switch message.configuration.app.drawsDataNotification {
        case false?:
            return
        case true?:
            findings.report(
                "Android draws this notification in the tray, and the app draws the title and body in data again (app.drawsDataNotification): two tray entries",
                at: display, anchor: .key, caseSeverity: .error, configuration: message.configuration, fix: fix)
        case nil:
            findings.report(
                "Android draws this notification in the tray; if the app draws the title and body in data too, the user gets two tray entries (declare app.drawsDataNotification in .notifykit-lint.json to make this exact)",
                at: display, anchor: .key, fix: fix)
        }
    }
}
