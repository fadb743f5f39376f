import SizeModel

/// Web notification options are read by their exact names.
///
/// Lint, in `webpush.notification`: a key that differs from a Notification API option (or the
/// `title` FCM reads) only in case, underscores or hyphens, such as `require_interaction` or
/// `Icon`; reported at the key with the name the browser reads.
struct WebpushNotificationOptionSpellingRule: Rule {
    static let description = RuleDescription(
        id: "webpush-notification-option-spelling",
        area: .webpush,
        needs: [.webpush],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "a webpush.notification option is spelt differently from the name the browser reads",
        rationale: """
            FCM passes webpush.notification through as a JSON object, and the Firebase JS SDK \
            hands it to the service worker's showNotification() as the NotificationOptions \
            dictionary (with title as the notification's title). Dictionary members are \
            matched by their exact, case-sensitive names and unknown members are ignored, so \
            "require_interaction": true or "RequireInteraction": true leaves requireInteraction \
            false, and "Icon" shows no icon. Nothing rejects the key: FCM accepts any member in \
            this object, which is why custom keys are allowed here and only near-misses of the \
            real names are reported. \
            Severity: warning, because the notification is shown without the option (W1).
            """,
        sources: [
            "https://notifications.spec.whatwg.org/#dictdef-notificationoptions",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#webpushconfig (notification: \"Web Notification options as a JSON object\")",
            "https://webidl.spec.whatwg.org/#es-dictionary",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "webpush": {"notification": {"title": "Reminder", ↓"require_interaction": true, "icon": "/img/icon-192.png", ↓"Badge": "/img/badge.png"}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "webpush": {"notification": {"title": "Reminder", "requireInteraction": true, "icon": "/img/icon-192.png", "click_action": "https://example.com", "customKey": "x"}}}}"#)
        ])

    /// The NotificationOptions members, and the title FCM and the Firebase JS SDK read.
    static let options = [
        "actions", "badge", "body", "data", "dir", "icon", "image", "lang", "renotify",
        "requireInteraction", "silent", "tag", "timestamp", "title", "vibrate",
    ]

    /// The options by their name without case, underscores or hyphens.
    private static let byLooseName: [String: String] = Dictionary(
        uniqueKeysWithValues: options.map { (loose($0), $0) })

    private static func loose(_ name: String) -> String {
        String(name.lowercased().filter { $0 != "_" && $0 != "-" })
    }

    /// The loose names of the options spelt otherwise (`requireinteraction`): the only keys of
    /// lower-case letters and digits this rule reports.
    private static let looseNamesOfMixedCaseOptions = options.map(loose).filter { byLooseName[$0] != $0 }

    /// True when `key` is written in lower-case ASCII letters and digits only, so that it is its
    /// own loose name.
    private static func isLooseName(_ key: JSONValue) -> Bool {
        key.isPlainASCII
            && key.decodedBytes.allSatisfy {
                ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9"))
            }
    }

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let notification = message.webpush?.member(literal: "notification"), notification.isObject else { return }
        for member in notification.members {
            // Most keys (`title`, `body`, `icon`) are their own loose name: such a key is an
            // option spelt right or no option at all, unless it is the loose name of one spelt
            // with capitals. Settled on the bytes, with no String made.
            if Self.isLooseName(member.key), !Self.looseNamesOfMixedCaseOptions.contains(where: { member.key.stringEquals($0) }) {
                continue
            }
            guard let name = member.key.stringValue, let option = Self.byLooseName[Self.loose(name)], option != name
            else { continue }
            findings.report(
                "webpush.notification.\(name) is not a notification option; the browser reads \"\(option)\" and ignores this key",
                at: member.value, anchor: .key, fix: "rename it to \"\(option)\"")
        }
    }
}
