import SizeModel

/// A notification that needs the iOS Notification Service Extension must set
/// `aps.mutable-content: 1`.
///
/// Lint: a message with a `notifee_options` blob for iOS or a notification image, whose `aps` lacks
/// `"mutable-content": 1`; not when the configuration declares the app has no extension
/// (`app.notificationServiceExtension: false`).
struct APNsMutableContentMissingRule: Rule {
    static let description = RuleDescription(
        id: "apns-mutable-content-missing",
        area: .apns,
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "the iOS Notification Service Extension is needed but aps.mutable-content is not 1",
        rationale: """
            iOS runs an app's Notification Service Extension only for alerts whose aps \
            dictionary has "mutable-content": 1. Notify Kit's extension reads the \
            notifee_options blob (attachments, category, thread id, sound), and FCM's image \
            support (notification.image, apns.fcm_options.image) is downloaded by the \
            extension too. Without the flag the extension never runs: iOS shows the plain \
            alert, images and attachments are dropped, and Notify Kit's onBackgroundEvent \
            never fires. \
            Firebase's image guide leaves setting mutable-content to the sender; FCM does not add \
            it. An empty image ("image": "", a sample's fallback for a user without a photo) is \
            no image: proto3's JSON mapping reads "" as the field's default, unset, so there is \
            nothing to download. Severity: warning, because the plain alert is still shown, without the extension's \
            work (W1); an alert with no text at all is an error of apns-alert-empty.
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/modifying_content_in_newly_delivered_notifications",
            "https://firebase.google.com/docs/cloud-messaging/ios/send-image",
            "https://protobuf.dev/programming-guides/json/ (a field set to its default value is the same as unset)",
            "Notify Kit FCM Mode guide, \"NSE not activating\"",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {↓"aps": {"alert": "Hi"}, "notifee_options": "{\"_v\":1}"}}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "image": ↓"https://cdn.example.com/a.png"}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "mutable-content": ↓true}}, "fcm_options": {"image": "https://cdn.example.com/a.png"}}}}"#),
        ],
        nonTriggeringExamples: [
            // firebase/functions-samples' follower notification: image "" for a user without a photo.
            Example(#"{"message": {"token": "fGw0qy4TGgk:APA91bGtWGju", "notification": {"title": "You have a new follower!", "body": "Someone is now following you.", "image": ""}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "image": "https://cdn.example.com/a.png"}, "apns": {"payload": {"aps": {"mutable-content": 1}}}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}}}"#),
        ],
        fix: FixDeclaration(
            .safe,
            summary: """
                Adds "mutable-content": 1 at the end of aps, creating apns, payload and aps when \
                they are missing; a flag written true or "1" (meant on) becomes 1. A flag set to 0 \
                or false is left alone: turning the extension on is then a decision, not a repair. \
                HTTP v1 messages and raw APNs payloads only (firebase-admin spells it \
                mutableContent).
                """,
            examples: [
                FixExample(
                    before: #"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi"}, "notifee_options": "{\"_v\":1}"}}}}"#,
                    after: #"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "mutable-content": 1}, "notifee_options": "{\"_v\":1}"}}}}"#),
                FixExample(
                    before: #"{"message": {"topic": "news", "notification": {"title": "Hi", "image": "https://cdn.example.com/a.png"}}}"#,
                    after: #"{"message": {"topic": "news", "notification": {"title": "Hi", "image": "https://cdn.example.com/a.png"}, "apns": {"payload": {"aps": {"mutable-content": 1}}}}}"#),
                FixExample(
                    before: #"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "mutable-content": true}}, "fcm_options": {"image": "https://cdn.example.com/a.png"}}}}"#,
                    after: #"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "mutable-content": 1}}, "fcm_options": {"image": "https://cdn.example.com/a.png"}}}}"#),
                FixExample(
                    before: "{\r\n    \"message\": {\r\n        \"topic\": \"news\",\r\n        \"apns\": {\r\n            \"payload\": {\r\n                \"aps\": {\r\n                    \"alert\": \"Hi\"\r\n                },\r\n                \"notifee_options\": \"{}\"\r\n            }\r\n        }\r\n    }\r\n}\r\n",
                    after: "{\r\n    \"message\": {\r\n        \"topic\": \"news\",\r\n        \"apns\": {\r\n            \"payload\": {\r\n                \"aps\": {\r\n                    \"alert\": \"Hi\",\r\n                    \"mutable-content\": 1\r\n                },\r\n                \"notifee_options\": \"{}\"\r\n            }\r\n        }\r\n    }\r\n}\r\n"),
            ],
            plan: { planFix($0) }))

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // An app declared without an extension (app.notificationServiceExtension: false) has none
        // for the flag to start.
        guard message.configuration.app.notificationServiceExtension != false else { return }
        guard !message.hasMutableContent, let (reason, cause) = Self.extensionNeed(message) else { return }
        let fix = "add \"mutable-content\": 1 to apns.payload.aps"
        // Written only for a finding that is kept (past the limit it is counted).
        var text: String { "iOS needs the Notification Service Extension for \(reason), but aps.mutable-content is not 1, so the extension never runs" }
        if let flag = message.apsMutableContent {
            findings.report(text, at: flag, fix: fix)
        } else if let place = message.aps ?? message.apnsPayload ?? message.apns {
            findings.report(text, at: place, anchor: .key, fix: fix)
        } else {
            findings.report(text, at: cause, fix: fix)
        }
    }

    /// Sets the flag to 1, creating `apns.payload.aps` on the way.
    static func planFix(_ request: FixRequest) -> FixPlan? {
        let message = request.message
        let title = "set \"mutable-content\": 1 in apns.payload.aps"
        let root: JSONValue
        let path: [String]
        switch message.shape {
        case .apnsPayload: (root, path) = (message.envelope, ["aps", "mutable-content"])
        case .v1Request, .v1Message: (root, path) = (message.message, ["apns", "payload", "aps", "mutable-content"])
        default: return nil
        }
        if let flag = message.apsMutableContent {
            // true or "1" meant the flag on; 0 or false turned it off on purpose.
            guard flag.kind == .true || flag.stringEquals("1") else { return nil }
            return FixPlan(title: title, edits: [request.editor.replace(flag, with: "1")])
        }
        return request.editor.setMember(in: root, path: path, value: .scalar("1")).map { FixPlan(title: title, edits: [$0]) }
    }

    /// Why the message needs the extension, and the value that needs it.
    static func extensionNeed(_ message: MessageContext) -> (String, JSONValue)? {
        if let blob = message.iosBlob { return ("the notifee_options blob", blob.host) }
        // An empty image is no image: the protobuf default, which FCM reads as unset.
        if let image = message.notificationImage ?? message.notificationImageURL, !image.isEmptyString {
            return ("notification.image", image)
        }
        if let options = message.apnsFCMOptions,
            let image = options.member(literal: "image") ?? options.member(literal: "imageUrl"), !image.isEmptyString
        {
            return ("apns.fcm_options.image", image)
        }
        return nil
    }
}
