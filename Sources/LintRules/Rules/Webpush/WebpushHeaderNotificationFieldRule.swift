import SizeModel

/// Notification fields belong in `webpush.notification`, not in the web push headers.
///
/// Lint: a `webpush.headers` name (any case) that is a notification field (`title`, `body`,
/// `icon`, `badge`, `image`, `tag`, `click_action`, `link`, …) rather than a Web Push protocol
/// header; reported at the header's name with the field it belongs in, unless the message already
/// sets that field where the web notification reads it (then the header is only redundant).
struct WebpushHeaderNotificationFieldRule: Rule {
    static let description = RuleDescription(
        id: "webpush-header-notification-field",
        area: .webpush,
        needs: [.webpush],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "a notification field is sent as a web push header, which the service worker never sees",
        rationale: """
            webpush.headers are the HTTP headers of the request FCM makes to the browser's push \
            service (RFC 8030): TTL, Urgency and Topic, the ones Firebase documents for \
            lifespan, priority and collapsing. The push service consumes them; they never \
            reach the service worker or the notification it shows. A header named image, \
            icon, title or link does nothing: the notification shows without it. The fields \
            belong in webpush.notification (image, icon, badge, title, body, …) and \
            webpush.fcm_options.link. Firebase's own cross-platform image sample puts the \
            image in webpush.headers; it has this bug. A header is not reported when the field \
            is set where it works as well: in webpush.notification, in webpush.fcm_options.link \
            for a link, or, for title, body and image, in the common notification, which FCM \
            delivers to the web and the Firebase JS SDK shows (externalizePayload copies \
            notification title, body and image). The notification then looks as meant. \
            Severity: warning, because the notification is shown without the field (W1).
            """,
        sources: [
            "https://www.rfc-editor.org/rfc/rfc8030#section-5 (TTL 5.2, Urgency 5.3, Topic 5.4)",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#webpushconfig (headers: \"HTTP headers defined in webpush protocol\")",
            "https://firebase.google.com/docs/cloud-messaging/concept-options (TTL and Urgency web push headers)",
            "https://firebase.google.com/docs/cloud-messaging/customize-messages/cross-platform (image sample with webpush.headers.image)",
            "firebase-js-sdk packages/messaging/src/helpers/externalizePayload.ts (propagateNotificationPayload: title, body, image)",
        ],
        triggeringExamples: [
            // Firebase's cross-platform image sample.
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "android": {"notification": {"image": "https://cdn.example.com/a.png"}}, "webpush": {"headers": {↓"image": "https://cdn.example.com/a.png"}}}}"#),
            Example(#"{"message": {"topic": "news", "webpush": {"headers": {"TTL": "60", ↓"Icon": "/icon.png", ↓"click_action": "https://example.com/news"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "webpush": {"headers": {"TTL": "60", "Urgency": "high", "Topic": "scores"}, "notification": {"image": "https://cdn.example.com/a.png"}}}}"#),
            Example(#"{"message": {"topic": "all", "notification": {"title": "Sale", "body": "50% off", "image": "https://cdn.example.com/sale.png"}, "webpush": {"headers": {"image": "https://cdn.example.com/sale.png"}}}}"#),
        ])

    /// Notification fields people write as headers, lower case, with the place each belongs in.
    static let misplaced: [String: String] = [
        "title": "webpush.notification.title", "body": "webpush.notification.body",
        "icon": "webpush.notification.icon", "badge": "webpush.notification.badge",
        "image": "webpush.notification.image", "tag": "webpush.notification.tag",
        "dir": "webpush.notification.dir", "lang": "webpush.notification.lang",
        "vibrate": "webpush.notification.vibrate", "renotify": "webpush.notification.renotify",
        "requireinteraction": "webpush.notification.requireInteraction", "silent": "webpush.notification.silent",
        "actions": "webpush.notification.actions", "timestamp": "webpush.notification.timestamp",
        "click_action": "webpush.fcm_options.link", "link": "webpush.fcm_options.link",
        "data": "webpush.data",
    ]

    init() {}

    /// The names of `misplaced` but `data`, matched in any ASCII case in one pass over the
    /// headers (a pass takes at most 16 names): a header named none of them and written in plain
    /// ASCII, such as `TTL` or `Urgency`, is settled without decoding and lower-casing its name
    /// and looking it up (measured on corpus (e), where one message in seven has webpush
    /// headers: 274 -> 91 instructions a message).
    static let misplacedNames = JSONMemberNames(misplaced.keys.filter { $0 != "data" }.sorted(), caseInsensitive: true)

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let headers = message.webpushHeaders, headers.isObject else { return }
        let document = headers.document
        var candidates: [Int] = []
        headers.forEachMember(classifiedBy: Self.misplacedNames) { name, key, _ in
            // A plain ASCII name that is none of the names can only be `data` (in any case); any
            // other name (escaped or not ASCII, which lower-casing may map to a name) is looked up.
            if name < 0, document.isPlainASCIIString(at: key), !document.value(at: key).stringEqualsIgnoringASCIICase("data") {
                return
            }
            candidates.append(key)
        }
        for key in candidates {
            let member = document.member(atKey: key)
            guard let name = member.key.stringValue, let place = Self.misplaced[name.lowercased()],
                !isSet(place, in: message)
            else { continue }
            findings.report(
                "webpush.headers.\(name) is an HTTP header for the push service, not a notification field: headers never reach the service worker, so the notification has no \(name)",
                at: member.value, anchor: .key,
                fix: "move it to \(place); webpush.headers takes Web Push protocol headers (TTL, Urgency, Topic)")
        }
    }

    /// Common notification fields FCM delivers to the web notification as well.
    private static let commonFields: Set<String> = ["title", "body", "image"]

    /// True when the message already sets the field at `place` (a `misplaced` value), or for
    /// title, body and image in the common notification: the header is then only redundant.
    private func isSet(_ place: String, in message: MessageContext) -> Bool {
        let parts = place.split(separator: ".").map(String.init)
        guard parts.count >= 2, parts[0] == "webpush", let webpush = message.webpush, webpush.isObject else {
            return false
        }
        var value: JSONValue? = webpush.member(parts[1])
        for part in parts.dropFirst(2) { value = value.flatMap { $0.isObject ? $0.member(part) : nil } }
        if value != nil { return true }
        guard parts.count == 3, parts[1] == "notification", Self.commonFields.contains(parts[2]),
            let notification = message.notification, notification.isObject
        else { return false }
        return notification.member(parts[2]) != nil
    }
}
