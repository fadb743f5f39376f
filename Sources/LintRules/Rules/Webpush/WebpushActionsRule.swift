import SizeModel

/// Web notification actions need an `action` and a `title`.
///
/// Lint: `webpush.notification.actions` that is not an array, or an entry that is not an object
/// or lacks a non-empty `action` or `title`.
struct WebpushActionsRule: Rule {
    static let description = RuleDescription(
        id: "webpush-actions",
        area: .webpush,
        needs: [.webpush],
        defaultSeverity: .error,
        clauses: [.notShownAsMeant],
        summary: "webpush.notification.actions is not a list of {action, title} objects",
        rationale: """
            FCM passes webpush.notification to the browser's showNotification(). Its actions \
            option is a sequence of NotificationAction dictionaries whose action and title \
            members are required: a missing member, or actions that is not a list, makes \
            showNotification() throw a TypeError and no notification is shown. An empty action \
            id cannot be told apart from a click on the notification body, and an empty title \
            gives a button without a label. The Java and Python Admin SDKs require both too. \
            Severity: error, because the notification meant is not shown (E2).
            """,
        sources: [
            "https://notifications.spec.whatwg.org/#dictdef-notificationaction",
            "https://developer.mozilla.org/en-US/docs/Web/API/ServiceWorkerRegistration/showNotification",
            "firebase-admin-java src/main/java/com/google/firebase/messaging/WebpushNotification.java",
            "firebase-admin-python firebase_admin/_messaging_encoder.py",
        ],
        upstreamErrors: ["WebpushConfig.notification.actions must be a list of WebpushNotificationAction instances."],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "webpush": {"notification": {"title": "Hi", "actions": [{"action": "open", "title": "Open"}, ↓{"title": "Later"}, {"action": "x", "title": ↓""}]}}}}"#),
            Example(#"{"message": {"topic": "news", "webpush": {"notification": {"title": "Hi", "actions": ↓{"action": "open", "title": "Open"}}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "webpush": {"notification": {"title": "Hi", "actions": [{"action": "open", "title": "Open", "icon": "/open.png"}]}}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let actions = message.webpushNotification?.member(literal: "actions") else { return }
        guard actions.isArray else {
            findings.report(
                "webpush.notification.actions is \(actions.kind); it must be a list of {\"action\", \"title\"} objects, or showNotification() throws",
                at: actions, fix: "wrap the actions in a JSON array")
            return
        }
        for entry in actions.elements {
            guard entry.isObject else {
                findings.report(
                    "each action must be an object with \"action\" and \"title\", not \(entry.kind)", at: entry,
                    fix: "write {\"action\": \"<id>\", \"title\": \"<label>\"}")
                continue
            }
            for name in ["action", "title"] {
                if let value = entry.member(name) {
                    if value.isObject || value.isArray || value.stringEquals("") {
                        findings.report(
                            "action \(name) must be a non-empty string", at: value,
                            fix: name == "action" ? "give the action an id" : "give the button a label")
                    }
                } else {
                    findings.report(
                        "this action has no \"\(name)\"; showNotification() throws a TypeError and nothing is shown",
                        at: entry, fix: "add \"\(name)\"")
                }
            }
        }
    }
}
