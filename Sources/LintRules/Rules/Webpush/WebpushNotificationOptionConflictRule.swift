import SizeModel

/// Two combinations of web notification options make the browser refuse the notification.
///
/// Lint, in `webpush.notification`: `renotify` true without a non-empty `tag`; `silent` true
/// together with `vibrate`.
struct WebpushNotificationOptionConflictRule: Rule {
    static let description = RuleDescription(
        id: "webpush-notification-option-conflict",
        area: .webpush,
        needs: [.webpush],
        defaultSeverity: .error,
        clauses: [.notShownAsMeant],
        summary: "webpush.notification combines options the browser refuses",
        rationale: """
            The Notifications standard makes showNotification() throw a TypeError when \
            renotify is true and tag is empty (there is no earlier notification to renotify \
            for) and when silent is true and vibrate is present; Chrome and Firefox implement \
            both checks. FCM passes webpush.notification through unchanged, so the push \
            arrives and nothing is shown. (Not in the catalog: found while implementing \
            webpush-notification-types.) \
            Severity: error, because the notification meant is not shown (E2).
            """,
        sources: [
            "https://notifications.spec.whatwg.org/#create-a-notification",
            "https://github.com/mdn/content/pull/27616",
        ],
        upstreamErrors: [
            "Notifications which set the renotify flag must specify a non-empty tag.",
            "Silent notifications must not specify vibration patterns.",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "webpush": {"notification": {"title": "Hi", "renotify": ↓true}}}}"#),
            Example(#"{"message": {"topic": "news", "webpush": {"notification": {"title": "Hi", "silent": ↓true, "vibrate": [100, 50, 100]}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "webpush": {"notification": {"title": "Hi", "tag": "score", "renotify": true, "silent": false, "vibrate": [100]}}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let notification = message.webpushNotification, notification.isObject else { return }
        // The two flags in one pass over the members: most notifications have neither, and two
        // lookups cost about 25 instructions a message on corpus (e) (perf-rules6).
        let document = notification.document
        let (renotifyNode, silentNode) = document.memberNodes(ofObjectAt: notification.index, "renotify", "silent")
        if let renotify = notification.value(atNode: renotifyNode), Self.isOn(renotify) {
            let tag = notification.member(literal: "tag")
            if tag == nil || tag?.stringEquals("") == true {
                findings.report(
                    "renotify is on but there is no tag; the browser throws \"Notifications which set the renotify flag must specify a non-empty tag\" and shows nothing",
                    at: renotify, fix: "add a tag (the notification this one replaces), or remove renotify")
            }
        }
        if let silent = notification.value(atNode: silentNode), Self.isOn(silent), notification.member(literal: "vibrate") != nil {
            findings.report(
                "silent is on and vibrate is set; the browser throws \"Silent notifications must not specify vibration patterns\" and shows nothing",
                at: silent, fix: "remove vibrate, or remove silent")
        }
    }

    /// True when the browser reads `value` as true (WebIDL boolean conversion).
    static func isOn(_ value: JSONValue) -> Bool {
        switch value.kind {
        case .true, .object, .array: return true
        case .false, .null: return false
        case .string: return !value.stringEquals("")
        case .number: return (value.doubleValue ?? 0) != 0
        }
    }
}
