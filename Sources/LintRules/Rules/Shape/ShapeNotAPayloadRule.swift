import SizeModel

/// A document linted on purpose must look like a push payload.
///
/// Lint: a top-level object (or a JSON Lines line, or an array of objects none of which is a
/// message) with none of the members that make a push
/// payload (`PayloadScreen`: `message`, a target, `notification`, `data`, a platform block, `aps`,
/// the keys a device capture has, legacy or firebase-admin options) gets this one finding instead
/// of a schema error for every member. Files found by walking a directory are screened before
/// they are read as messages and skipped instead; this rule speaks for files named on the command
/// line and standard input, which are always linted. Nothing when `--shape` names the shape.
struct ShapeNotAPayloadRule: Rule {
    static let description = RuleDescription(
        id: "shape-not-a-payload",
        area: .shape,
        needs: .noMessage,
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "the document does not look like an FCM or APNs message",
        rationale: """
            Every form of an FCM send names what to send or where: an HTTP v1 request body \
            wraps a "message"; a message has a target (token, topic, condition) and content \
            (notification, data, android, apns, webpush); a raw APNs payload has "aps". A \
            document with none of them is not a message FCM would accept (FCM answers \
            INVALID_ARGUMENT for a message without a target), and most often is not a payload \
            at all: a package.json, a settings file or a translation file named by mistake. One \
            finding says so, instead of an unknown-field error for every key; an object of aps \
            keys alone (alert, badge, sound…: the aps dictionary pasted without "aps" around it) \
            is named as such, and so is awesome_notifications' notification JSON ({"content": \
            {"channelKey": …}}, what createNotificationFromJsonData takes), which \
            awesome_notifications_fcm reads from data.content; so is a push-testing tool's \
            settings or request, a device token beside the tool's credentials or the message's \
            text (push-tester's config.push.json: keyId, teamId, bundleId, pushToken, title, \
            body; a tester's {"serverKey", "device"}), which is not what the tool sends: the tool \
            builds the message from it (PushTesterSettings, audit70). A pasted HTTP request, .http \
            file or curl command whose URL names a host that is neither FCM's nor APNs' (the \
            app's own API) sends no FCM message: its body is passed over, with one finding \
            naming the hosts (RequestDestination); a request to another push service's send \
            endpoint (Expo's exp.host/--/api/v2/push/send, OneSignal's, PlayFab's) is that \
            service's, shape-other-push-service's warning, even when its body does not show it \
            (an Expo message whose to is a shell variable, audit75); but an HTTP v1 request \
            body ({"message": {…}}) posted to another host goes to the app's own relay (a Cloud \
            Function or backend endpoint that forwards it to FCM as written) and is linted as the \
            message it is, since no other push service's API takes that envelope; and a body \
            that is another push service's request (a gorush notifications list posted to \
            localhost:8088/api/push) is named as that service's, shape-other-push-service, as \
            the same body in a file is: the body decides. A JavaScript fetch or axios.post \
            call whose URL is written out to such a host and whose body is code (body: \
            JSON.stringify(message), a name) is passed over the same way, and one to another \
            push service's send endpoint is that service's (verdict-left11: an Expo send from a \
            Supabase function was invalid-json's "const is a bare word"). A body written out \
            in such a call (body: JSON.stringify({…}), axios.post(url, {…})) follows the same \
            rule as a curl command's: an HTTP v1 request body for a relay is linted, another \
            push service's request is named so, anything else is no FCM message \
            (verdict-left12: the same call was invalid-json with its body written out and \
            shape-not-a-payload with it in a name). Pass --shape to \
            lint it as a given shape anyway. \
            Severity: error, because FCM rejects a document with no message, target or content (E1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages",
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
            "Documentation/InputShapes.md (which files are payloads)",
            "https://github.com/rafaelsetragni/awesome_notifications/issues/215 (a NotificationContent JSON pasted as an FCM payload)",
        ],
        triggeringExamples: [
            Example(#"↓{"name": "my-app", "version": "1.0.0", "scripts": {"test": "jest"}}"#),
            Example(#"↓{"title": "Hello", "body": "Welcome back"}"#),
            Example(#"↓{"compilerOptions": {"strict": true}}"#),
            Example(#"↓[{"type": "Feature", "geometry": null}, {"type": "Feature", "geometry": null}]"#),
            // A label, not a target: "token" holds a sentence, "notification " is no field name.
            Example(#"↓{"token": "Your device token", "notification ": {"title": "Hi"}}"#),
            // The aps dictionary pasted without "aps" (support.kinvey.com/support/discussions/topics/12000009435):
            // the message says so.
            Example(#"↓{"alert": {"title": "TITLE!", "body": "Test."}, "badge": 1, "sound": "notification.wav", "mutable-content": 1}"#),
            // awesome_notifications' NotificationContent JSON (awesome_notifications#215, trimmed):
            // the message names it and where FCM carries it.
            Example(#"↓{"content": {"id": 1291, "channelKey": "big_picture", "title": "Huston!", "notificationLayout": "BigPicture"}}"#),
            // push-tester's configuration file for FCM (AndrejKolar/push-tester README): the tool's
            // settings, from which it builds the message; the message says so (audit70).
            Example(#"↓{"key": "KEY", "pushToken": "PUSH_TOKEN", "title": "title", "body": "body", "type": "firebase"}"#),
            // A fetch call to another place whose body is a name (a Discord sender, verdict-left11).
            Example("const response = await fetch('↓https://discord.com/api/v10/channels/123/messages', {\n  method: 'POST',\n  body: JSON.stringify(message),\n});\n"),
            // The same call with its body written out (docv77200/gideons-microservice test.js,
            // verdict-left12): as a curl command to that URL.
            Example("const response = await fetch(\"↓http://localhost:3000/send-notification\", {\n  method: \"POST\",\n  body: JSON.stringify({ text: \"Hello from the test script!\" })\n});\n"),
            // A curl to the app's own API, which no push service is known at: not FCM's.
            Example("↓curl -H \"Content-Type: application/json\" \\\n  -X POST https://api.example.com/notify \\\n  -d '{\"to\": \"YOUR_USER_ID\", \"title\": \"Test Notification\"}'\n"),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news"}}"#),
            Example(#"{"token": "abc", "data": {"k": "v"}}"#),
            Example(#"{"aps": {"alert": "Hi"}}"#),
            // A curl to APNs' sandbox: a raw APNs payload, linted as one.
            Example("curl --http2 -d '{\"aps\": {\"alert\": \"Hi\"}}' https://api.sandbox.push.apple.com/3/device/$DEVICE_TOKEN\n"),
            // An HTTP v1 request body posted to the app's own relay (a Cloud Function that forwards
            // it to FCM): linted as the message it is.
            Example("curl -X POST https://us-central1-myapp.cloudfunctions.net/sendPush -H 'Content-Type: application/json' -d '{\"message\": {\"topic\": \"news\", \"notification\": {\"title\": \"Hi\"}}}'\n"),
            // The same relay body written out in a fetch call: linted as the message it is.
            Example("await fetch('https://us-central1-myapp.cloudfunctions.net/sendPush', {\n  method: 'POST',\n  body: JSON.stringify({ message: { topic: 'news', notification: { title: 'Hi' } } }),\n});\n"),
            // A gorush request posted to the gorush server (a README's manual push test): another
            // push service's request, named as such (shape-other-push-service), as in a file.
            Example("curl -X POST http://localhost:8088/api/push -H 'Content-Type: application/json' -d '{\"notifications\": [{\"tokens\": [\"YOUR_FCM_TOKEN\"], \"platform\": 2, \"message\": \"Hi\"}]}'\n"),
            Example(#"{"time_to_live": 60, "priority": "high"}"#),
            Example(#"{"gcm.message_id": "1736899200123456", "orderId": "42"}"#),
            Example(#"[{"topic": "news"}, {"name": "x"}]"#),
            // A registration token pasted with a trailing space is still one: linted as a message
            // (routing-token-shape reports the space).
            Example(#"{"token": "dPiO7s50M8o:APA91bGH_B7FirN6Zvy1ZPBk ", "notification ": {"title": "Hi"}}"#),
        ])

    init() {}

    /// Reported by the engine when it looks for messages in the document.
    func check(_ message: MessageContext, into findings: inout FindingCollector) {}

    /// The message, with what the object (or the array) holds instead.
    static func message(for root: JSONValue) -> String {
        if root.isArray {
            return message(forArrayOf: root.count, kinds: Set(root.elements.map { $0.kind.description }))
        }
        var names: [String] = []
        var count = 0
        for member in root.members {
            count += 1
            guard names.count < 4 else { continue }
            let name = "\"\(member.key.stringValue ?? "")\""
            names.append(PayloadScreen.unmetSign(member).map { "\(name) (\($0))" } ?? name)
        }
        let held = count == 0 ? "it is an empty object" : "it has \(names.joined(separator: ", "))\(count > names.count ? ", …" : "")"
        if let content = root.member(literal: "content"), content.isObject, AwesomeNotificationsContent.isContent(content) {
            return message(holding: held)
                + ": this is awesome_notifications' notification JSON (createNotificationFromJsonData); through FCM, awesome_notifications_fcm reads it from data.content, a JSON string, beside a notification block and apns.payload.aps.mutable-content 1"
        }
        if PushTesterSettings.isSettings(root) {
            return message(holding: held)
                + ": this looks like a push-testing tool's settings or request (a device token beside credentials or the message's text), from which the tool builds the message it sends; lint that message, the JSON the tool posts to FCM or APNs"
        }
        guard isApsDictionary(root) else { return message(holding: held) }
        return message(holding: held) + ": these are the keys of an aps dictionary without \"aps\" around it; a raw APNs payload is {\"aps\": {…}}, and an FCM message carries it in apns.payload.aps"
    }

    /// The keys of Apple's aps dictionary, as the schema names them.
    static let apsKeys = Set(FCMSchema.aps.fields.map(\.name))

    /// True for an object of two or more members that are all keys of an aps dictionary (what a
    /// sender puts in aps, pasted without it: support.kinvey.com/support/discussions/topics/12000009435).
    static func isApsDictionary(_ root: JSONValue) -> Bool {
        guard root.isObject, root.count >= 2 else { return false }
        return root.members.allSatisfy { apsKeys.contains($0.key.stringValue ?? "") }
    }

    /// The message for an array of `count` values of the given kinds (a batch read in runs).
    static func message(forArrayOf count: Int, kinds: Set<String>) -> String {
        message(holding: "it is an array of \(count) \(count == 1 ? "value" : "values"), none of them a message: \(kinds.sorted().joined(separator: ", "))")
    }

    /// The message for a Postman collection with no request body to FCM
    /// (`PostmanCollection.notFCMReason`): where its requests go, not its top-level keys.
    static func message(forCollection root: JSONValue) -> String {
        "this is \(PostmanCollection.notFCMReason(root))"
    }

    /// The message for a pasted HTTP request or `.http` file whose JSON requests all go to
    /// `hosts`, none to FCM (`HTTPRequestText`).
    static func message(forRequestsTo hosts: [String]) -> String {
        let shown = hosts.prefix(3).joined(separator: ", ") + (hosts.count > 3 ? ", …" : "")
        return "these HTTP requests are not FCM messages: they go to \(shown), none to \(PostmanCollection.fcmHost), an HTTP v1 messages:send path or APNs"
    }

    private static func message(holding held: String) -> String {
        "this does not look like an FCM or APNs message: no message, token, topic, condition, notification, data, android, apns, webpush or aps (\(held))"
    }

    static let fix = "lint push payloads only (a file found in a directory is skipped when it is not one), or pass --shape to lint it as a given shape"
}
