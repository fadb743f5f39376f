import SizeModel

/// Web notification options are read by their exact names.
///
/// Lint, in `webpush.notification`: a key that differs from a Notification API option (or the
/// `title` FCM reads) only in case, underscores or hyphens, such as `require_interaction` or
/// `Icon`, or the singular `action` holding a list of actions; reported at the key with the name
/// the browser reads.
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
            real names are reported. A singular "action" holding the list of action objects \
            (the WordPress plugin Push Notification for Post and BuddyPress writes \
            "action": [{"action": "read_more", "title": "Read More"}]) is the actions option \
            misspelt: no button is shown; a string "action" is left alone as a custom key. \
            Severity: warning, because the notification is shown without the option (W1).
            """,
        sources: [
            "https://notifications.spec.whatwg.org/#dictdef-notificationoptions",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#webpushconfig (notification: \"Web Notification options as a JSON object\")",
            "https://webidl.spec.whatwg.org/#es-dictionary",
            "https://github.com/muraliwebworld/push-notification-plugin-for-wordpress-websites/blob/27f520aa9c0e1c8b96760c698168e0080c701648/public/pnfpb_send_notification_routines/pnfpb_firebase_httpv1_notification/pnfpb_firebase_httpv1_notification.php (\"action\": a list of actions)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "webpush": {"notification": {"title": "Reminder", ↓"require_interaction": true, "icon": "/img/icon-192.png", ↓"Badge": "/img/badge.png"}}}}"#),
            Example(#"{"message": {"topic": "news", "webpush": {"notification": {"title": "Hello", ↓"action": [{"action": "read_more", "title": "Read More"}]}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "webpush": {"notification": {"title": "Reminder", "requireInteraction": true, "icon": "/img/icon-192.png", "click_action": "https://example.com", "customKey": "x"}}}}"#),
            Example(#"{"message": {"topic": "news", "webpush": {"notification": {"title": "Hello", "action": "open", "actions": [{"action": "read_more", "title": "Read More"}]}}}}"#),
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

    /// The options, each matched as written in one pass over the notification's members.
    static let optionNames = JSONMemberNames(options)

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let notification = message.webpushNotification, notification.isObject else { return }
        // A key that is an option as written (most keys: `title`, `body`, `icon`) is neither
        // reported nor made: one pass over the keys' bytes tells them (measured on corpus (e),
        // where one message in seven has webpush: 198 -> 69 instructions a message). The other
        // keys are judged below, in order.
        let document = notification.document
        var others: [Int] = []
        notification.forEachMember(classifiedBy: Self.optionNames) { name, key, _ in
            if name < 0 { others.append(key) }
        }
        for key in others {
            let member = document.member(atKey: key)
            // The list of actions under the singular name: the option is "actions".
            if member.value.isArray, member.key.stringEquals("action") {
                findings.report(
                    "webpush.notification.action is not a notification option; the browser reads the list of actions from \"actions\" and ignores this key, so no button is shown",
                    at: member.value, anchor: .key, fix: "rename it to \"actions\"")
                continue
            }
            // A key of lower-case letters and digits is its own loose name: such a key is no
            // option at all, unless it is the loose name of one spelt with capitals. Settled on
            // the bytes, with no String made.
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
