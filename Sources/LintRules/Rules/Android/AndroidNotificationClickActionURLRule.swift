import SizeModel

/// `android.notification.click_action` names an intent action, not a URL to open.
///
/// Lint: in an HTTP v1 message or a firebase-admin object, `android.notification.click_action`
/// (`clickAction`) that starts with `http://`, `https://` or `/` (a web path). Legacy bodies are
/// left alone: their `notification.click_action` was also the web client's link.
struct AndroidNotificationClickActionURLRule: Rule {
    static let description = RuleDescription(
        id: "android-notification-click-action-url",
        area: .android,
        needs: [.androidNotification],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "android.notification.click_action is a URL, but Android reads it as an intent action",
        rationale: """
            FCM documents click_action as "the action associated with a user click on the \
            notification": when the Android FCM SDK shows the notification, a tap starts new \
            Intent(click_action) restricted to the app's own package (CommonNotificationBuilder \
            .createTargetIntent). A URL there is taken as an action name, not as data to view, \
            so the tap opens no web page (nor does a web path such as "/" or "/orders/1", which \
            senders of web and Android alike put there), and no activity of the app declares \
            such an action: nothing opens. To open a URL on tap, send it in data and open it from the activity \
            the tap launches (no click_action), or declare an intent filter for an action name \
            and send that name. \
            Severity: warning, because the notification is shown but tapping it does not open \
            what the sender meant (W1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#AndroidNotification",
            "firebase-android-sdk firebase-messaging CommonNotificationBuilder.java (createTargetIntent)",
        ],
        triggeringExamples: [
            Example(
                #"{"message": {"token": "fGw0qy4TGgk:APA91bGtWGju", "notification": {"title": "Hi"}, "android": {"notification": {"click_action": ↓"https://example.com/news/1"}}}}"#
            ),
            Example(#"{"token": "fGw0qy4TGgk:APA91bGtWGju", "android": {"ttl": 3600000, "notification": {"clickAction": ↓"http://example.com"}}}"#),
            // A web and Android sender's admin message: the site's path as the action.
            Example(#"{"token": "fGw0qy4TGgk:APA91bGtWGju", "notification": {"title": "Hi"}, "android": {"notification": {"sound": "default", "clickAction": ↓"/"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"notification": {"click_action": "FLUTTER_NOTIFICATION_CLICK"}}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"notification": {"click_action": "com.example.OPEN_ORDER"}}}}"#),
            Example(#"{"to": "fGw0qy4TGgk:APA91bGtWGju", "notification": {"title": "Hi", "click_action": "https://example.com/news/1"}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // `click_action` from the context's one pass over android.notification (its slot), else
        // the camelCase spelling looked up: one lookup by name instead of two (measured: about
        // 100 instructions a message on corpus (e)).
        guard message.shape != .legacy, let notification = message.androidNotification, notification.isObject,
            let action = message.message.value(atNode: message.androidNotificationSlots[ContextMembers.AndroidNotification.clickAction])
                ?? notification.member(literal: "clickAction")
        else { return }
        // Most actions (`FLUTTER_NOTIFICATION_CLICK`) are settled on their first byte: a path
        // starts with "/", a URL with "h" or "H" (no other character lower-cases to "h"). Read in
        // place (`plainString(at:satisfies:)`, inlined), where `plainStringBytes` made a slice of
        // the document's bytes (a retain and a release; perf-rules6).
        if action.document.plainString(at: action.index, satisfies: { bytes in
            guard let first = bytes.first else { return false }
            return first != UInt8(ascii: "/") && first | 0x20 != UInt8(ascii: "h")
        }) {
            return
        }
        guard let text = action.stringValue else { return }
        let lowered = text.prefix(8).lowercased()
        let path = text.hasPrefix("/")
        guard path || lowered.hasPrefix("https://") || lowered.hasPrefix("http://") else { return }
        findings.report(
            "android.notification.\(action.key?.stringValue ?? "click_action") is a \(path ? "web path" : "URL"); Android starts an intent with it as the action, so a tap opens no web page",
            at: action,
            fix: "send the URL in data and open it from the app, or use an intent action the app declares")
    }
}
