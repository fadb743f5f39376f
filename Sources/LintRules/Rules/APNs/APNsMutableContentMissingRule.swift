import SizeModel

/// A notification that needs the iOS Notification Service Extension must set
/// `aps.mutable-content: 1`.
///
/// Lint: a message with a `notifee_options` blob for iOS, a notification image, or an alert with
/// awesome_notifications_fcm's content blob in data, whose `aps` lacks
/// `"mutable-content": 1`; not when the configuration declares the app has no extension
/// (`app.notificationServiceExtension: false`). Also an APNs payload whose `mutable-content` is
/// written beside `aps` instead of inside it, reported at that key.
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
            never fires. awesome_notifications_fcm draws its content blob (data.content) on iOS \
            only in its extension (DartAwesomeServiceExtension), so an alert carrying one \
            without the flag is shown "with only the original title and body content", no \
            layout, image or buttons (its README, "Setting mutable_content"). \
            Firebase's image guide leaves setting mutable-content to the sender; FCM does not add \
            it. An empty image ("image": "", a sample's fallback for a user without a photo) is \
            no image: proto3's JSON mapping reads "" as the field's default, unset, so there is \
            nothing to download. A mutable-content key written beside aps, at the payload's top \
            level, is custom data to iOS and starts nothing (parse-server-push-adapter#38: the \
            device received "mutable-content" = 1 outside aps and the image was not shown). \
            Severity: warning, because the plain alert is still shown, without the extension's \
            work (W1); an alert with no text at all is an error of apns-alert-empty.
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/modifying_content_in_newly_delivered_notifications",
            "https://firebase.google.com/docs/cloud-messaging/ios/send-image",
            "https://protobuf.dev/programming-guides/json/ (a field set to its default value is the same as unset)",
            "Notify Kit FCM Mode guide, \"NSE not activating\"",
            "https://github.com/parse-community/parse-server-push-adapter/issues/38",
            "https://github.com/rafaelsetragni/awesome_notifications_fcm README.md (Important notes 4, \"Setting mutable_content\")",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {↓"aps": {"alert": "Hi"}, "notifee_options": "{\"_v\":1}"}}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "image": ↓"https://cdn.example.com/a.png"}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "mutable-content": ↓true}}, "fcm_options": {"image": "https://cdn.example.com/a.png"}}}}"#),
            // What a device received from Parse Server (parse-server-push-adapter#38).
            Example(#"{"aps": {"alert": "Test text!", "sound": "default"}, "image": "https://cdn.example.com/a.gif", ↓"mutable-content": 1}"#),
            // awesome_notifications_fcm's README v1 payload without its mutable-content: the alert
            // shows the plain title and body, not the content's layout.
            Example(#"{"message": {"token": "t", "notification": {"title": "Huston!", "body": "A small step"}, "data": {"content": "{\"id\":-1,\"channelKey\":\"alerts\",\"notificationLayout\":\"BigPicture\"}"}, "apns": {"payload": {↓"aps": {"badge": 15}}}}}"#),
        ],
        nonTriggeringExamples: [
            // firebase/functions-samples' follower notification: image "" for a user without a photo.
            Example(#"{"message": {"token": "fGw0qy4TGgk:APA91bGtWGju", "notification": {"title": "You have a new follower!", "body": "Someone is now following you.", "image": ""}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "image": "https://cdn.example.com/a.png"}, "apns": {"payload": {"aps": {"mutable-content": 1}}}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}}}"#),
            Example(#"{"aps": {"alert": "Test text!", "mutable-content": 1}, "image": "https://cdn.example.com/a.gif"}"#),
            // A data-only content blob shows no alert for an extension to modify
            // (apns-data-only-no-content-available's business when meant for iOS).
            Example(#"{"message": {"token": "t", "data": {"content": "{\"id\":1,\"channelKey\":\"alerts\"}"}}}"#),
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
        guard !message.hasMutableContent else { return }
        if let stray = Self.mutableContentBesideAps(message) {
            findings.report(
                "\"mutable-content\" is beside aps, not inside it: iOS reads the flag only in aps, so the Notification Service Extension never runs (no image or attachment)",
                at: stray, anchor: .key, fix: "move \"mutable-content\": 1 into aps")
            return
        }
        guard let (reason, cause) = Self.extensionNeed(message) else { return }
        let fix = "add \"mutable-content\": 1 to apns.payload.aps"
        // Written only for a finding that is kept (past the limit it is counted).
        var text: FindingText { "iOS needs the Notification Service Extension for \(reason), but aps.mutable-content is not 1, so the extension never runs" }
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

    /// The value of a `mutable-content` key set on (1, true or "1") at the APNs payload's top level,
    /// beside an `aps` dictionary, where iOS does not read it.
    static func mutableContentBesideAps(_ message: MessageContext) -> JSONValue? {
        guard message.aps != nil, let payload = message.apnsPayload, payload.isObject,
            let flag = payload.member(literal: "mutable-content"),
            flag.integerValue == 1 || flag.kind == .true || flag.stringEquals("1")
        else { return nil }
        return flag
    }

    /// Why the message needs the extension, and the value that needs it.
    static func extensionNeed(_ message: MessageContext) -> (String, JSONValue)? {
        if let blob = message.iosBlob { return ("the notifee_options blob", blob.host) }
        if let image = message.iosImage { return image }
        // awesome_notifications_fcm's content is drawn on iOS by its extension, for an alert.
        // The platform fact (read from the data map's slots when the context was made) rules out
        // most messages without a lookup; android.data, when present, is another map than data.
        guard message.iosShowsAlert, message.androidDataIsRenderedByApp || message.androidData != nil else { return nil }
        if let content = AwesomeNotificationsContent.marker(in: message.data) {
            return ("the awesome_notifications content in data (its extension draws the layout, image and buttons)", content)
        }
        return nil
    }
}
