import SizeModel

/// Web notification options must be of the types the browser converts them to.
///
/// Lint, in `webpush.notification`: `renotify`, `requireInteraction` or `silent` written as a
/// string that means "off" (`"false"`, `"0"`, `"no"`, `"off"`) or as an object or array (the
/// browser turns them into true); `timestamp` that is not a number of milliseconds (a
/// non-numeric string, a negative number, or seconds); `vibrate` that is not a number or a list
/// of numbers.
struct WebpushNotificationTypesRule: Rule {
    static let description = RuleDescription(
        id: "webpush-notification-types",
        area: .webpush,
        needs: [.webpush],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "a webpush.notification option has a value the browser turns into something else",
        rationale: """
            FCM passes webpush.notification through to the browser's showNotification(), which \
            converts each option with WebIDL rules. A boolean option given as a string is true \
            for every non-empty string, so "false" turns renotify, requireInteraction or \
            silent on (Firebase's own example writes "requireInteraction": "true", which works \
            for that reason and is not reported). timestamp is milliseconds since 1970: a \
            non-numeric string becomes 0 (January 1970) and a value in seconds shows a date in \
            January 1970. vibrate must be a number or a list of numbers; a string such as \
            "200,100" converts to 0 and vibrates nothing. The Python Admin SDK rejects these types. \
            Severity: warning, because the conversions do not throw: the notification is shown, \
            not as meant (W1). The combinations that make showNotification throw are \
            webpush-notification-option-conflict's.
            """,
        sources: [
            "https://notifications.spec.whatwg.org/#dictdef-notificationoptions",
            "https://webidl.spec.whatwg.org/#es-boolean",
            "https://firebase.google.com/docs/cloud-messaging/concept-options#customize-messages-across-platforms",
            "firebase-admin-python firebase_admin/_messaging_encoder.py",
        ],
        upstreamErrors: ["WebpushNotification.timestamp_millis must be a number."],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "webpush": {"notification": {"title": "Hi", "tag": "t", "renotify": ↓"false", "timestamp": ↓1717000000, "vibrate": ↓"200,100"}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Portugal vs. Denmark", "body": "great match!"}, "webpush": {"headers": {"Urgency": "high"}, "notification": {"body": "This is a message from FCM to web", "requireInteraction": "true", "badge": "/badge-icon.png"}}}}"#),
            Example(#"{"message": {"topic": "news", "webpush": {"notification": {"title": "Hi", "renotify": false, "silent": true, "timestamp": 1717000000000, "vibrate": [100, 200, 300]}}}}"#),
        ])

    init() {}

    private static let booleanOptions = ["renotify", "requireInteraction", "silent"]
    private static let offWords: Set<String> = ["false", "0", "no", "off"]
    /// `booleanOptions`, then `timestamp` and `vibrate`: the members the check reads.
    static let checkedNames = JSONMemberNames(booleanOptions + ["timestamp", "vibrate"])

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let notification = message.webpushNotification, notification.isObject else { return }
        // The five options found in one pass over the members (`checkedNames`), where a lookup
        // by each name walked them five times (measured on corpus (e), where one message in
        // seven has a web notification: 117 -> 41 instructions a message).
        let slots = notification.memberSlots(Self.checkedNames)
        for (index, name) in Self.booleanOptions.enumerated() {
            guard let value = notification.value(atNode: slots[index]) else { continue }
            if let text = value.stringValue, Self.offWords.contains(text.lowercased()) {
                findings.report(
                    "\(name) is the string \"\(text)\"; the browser turns any non-empty string into true, so this turns \(name) on",
                    at: value, fix: "write \(name): false (a JSON boolean)")
            } else if value.isObject || value.isArray {
                findings.report(
                    "\(name) is \(value.kind), which the browser turns into true", at: value,
                    fix: "write \(name) as a JSON boolean")
            }
        }
        if let timestamp = notification.value(atNode: slots[Self.booleanOptions.count]) {
            checkTimestamp(timestamp, &findings)
        }
        if let vibrate = notification.value(atNode: slots[Self.booleanOptions.count + 1]) {
            checkVibrate(vibrate, &findings)
        }
    }

    private func checkTimestamp(_ value: JSONValue, _ findings: inout FindingCollector) {
        let milliseconds: Double?
        if let number = value.doubleValue {
            milliseconds = number
        } else if let text = value.stringValue {
            milliseconds = Double(String(text.filter { !$0.isWhitespace }))
        } else {
            milliseconds = nil
        }
        guard let milliseconds else {
            findings.report(
                "timestamp is \(value.kind) that is not a number; the browser reads it as 0 (January 1970)", at: value,
                fix: "write the time in milliseconds since 1970 as a number")
            return
        }
        if milliseconds < 0 {
            findings.report(
                "timestamp is negative; it is milliseconds since 1970", at: value,
                fix: "write the time in milliseconds since 1970")
        } else if milliseconds >= 1e9 && milliseconds < 1e11 {
            findings.report(
                "timestamp looks like seconds; the browser reads milliseconds, so it shows a date in January 1970",
                at: value, fix: "multiply by 1000")
        }
    }

    private func checkVibrate(_ value: JSONValue, _ findings: inout FindingCollector) {
        if value.kind == .number { return }
        if let text = value.stringValue {
            if Double(String(text.filter { !$0.isWhitespace })) == nil {
                findings.report(
                    "vibrate is the string \"\(text)\"; it must be a number or a list of numbers (milliseconds)",
                    at: value, fix: "write vibrate as a JSON array of numbers, e.g. [200, 100, 200]")
            }
            return
        }
        guard value.isArray else {
            findings.report(
                "vibrate is \(value.kind); it must be a number or a list of numbers (milliseconds)", at: value,
                fix: "write vibrate as a JSON array of numbers, e.g. [200, 100, 200]")
            return
        }
        for element in value.elements where element.kind != .number {
            findings.report(
                "each vibrate entry must be a number of milliseconds, not \(element.kind)", at: element,
                fix: "write the entry as a number")
        }
    }
}
