/// An HTTP v1 message sent to the legacy endpoint, `fcm/send`, which was shut down.
///
/// Lint: the engine reports this rule for a request whose target it can read (a pasted HTTP
/// request or `.http` file, `HTTPRequestText`; a pasted `curl` command's URL, `CurlCommand`; a
/// Postman collection's request URL, `PostmanCollection`; a JavaScript `fetch` call's URL
/// written out, `JavaScriptLiteral.legacyEndpointURL`) when the URL is the legacy `fcm/send` and the body is an HTTP v1 message
/// or request. A legacy body sent there is the legacy rules' (legacy-top-level-keys, and
/// shape-detected's fix says the endpoint is shut down), so it is not reported twice. A JSON text
/// in a string literal handed to Azure Notification Hubs' FCM legacy platform
/// (`hub.SendFcmNativeNotificationAsync("…")`, `SendGcmNativeNotificationAsync`) is reported at
/// the method, whatever the text holds.
struct LegacyEndpointRule: Rule {
    static let description = RuleDescription(
        id: "legacy-endpoint",
        area: .legacy,
        needs: .noMessage,
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "an HTTP v1 message is posted to the legacy fcm/send endpoint, which was shut down",
        rationale: """
            The legacy FCM HTTP API, POST https://fcm.googleapis.com/fcm/send, was deprecated on \
            2023-06-20 and shut down from 2024-07-22; it answers every request with an error \
            (HTTP 404 in decision-labs/fcm#136, February 2025). HTTP v1 messages are sent to \
            https://fcm.googleapis.com/v1/projects/{project_id}/messages:send with an OAuth 2.0 \
            access token (Authorization: Bearer …), not a server key. Walkthroughs of Postman and \
            HTTP clients that were half migrated put a v1 body ({"message": {"topic": …}}) under \
            the old URL and its "Authorization: key=…" header; the body is right and the request \
            still fails. Reported only where the linter reads the URL (an HTTP request or .http \
            file, a curl command's URL written out, a Postman collection, the URL string of a \
            JavaScript fetch call whose body is JSON.stringify of an object literal; not a URL held \
            in a shell or JavaScript variable such as "$FCM_URL" or FCM_URL) and the body is an HTTP v1 message: a legacy body sent \
            there gets the legacy rules' findings instead. A body that mixes the two \
            ({"token": …, "notification": …, "priority": "high", "time_to_live": 60}, a \
            migration half done) is linted as the HTTP v1 message it mostly is and gets this \
            finding beside legacy-top-level-keys' for each legacy key: they are two causes of \
            failure, not one said twice. The URL fails whatever the body holds, and the body \
            moved to messages:send still fails (HTTP v1 answers "Unknown name \"priority\""), \
            so each fix is needed and neither finding covers the other. \
            Azure Notification Hubs sent its FCM legacy (GCM) platform's notifications through \
            the same legacy API: "As of June 2024, FCM legacy APIs are no longer supported and \
            are retired" (Notification Hubs' FCM migration page). A JSON text handed in the \
            pasted code to that platform's native send (hub.SendFcmNativeNotificationAsync(…), \
            SendGcmNativeNotificationAsync, the Java SDK's sendFcmNativeNotification, or a new \
            FcmNotification(…) handed to SendNotificationAsync) is reported \
            at the method: the hub no longer delivers it, whatever it holds. The FCM v1 platform's \
            SendFcmV1NativeNotificationAsync takes an HTTP v1 body ({"message": {…}}, no target: \
            the hub adds it) and FCM v1 credentials and registrations. \
            Severity: error, because FCM rejects the request (E1).
            """,
        sources: [
            "https://firebase.google.com/docs/cloud-messaging/migrate-v1",
            "https://github.com/decision-labs/fcm/issues/136",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages/send (POST https://fcm.googleapis.com/v1/{parent=projects/*}/messages:send)",
            "https://learn.microsoft.com/azure/notification-hubs/notification-hubs-gcm-to-fcm",
        ],
        triggeringExamples: [
            // A Vietnamese FCM walkthrough's request (a v1 body under the legacy URL and key).
            Example("POST ↓https://fcm.googleapis.com/fcm/send HTTP/1.1\nContent-Type: application/json\nAuthorization: key=AizaSy\n\n{\"message\": {\"topic\": \"news\", \"notification\": {\"title\": \"FCM Message\"}}}\n"),
            // A curl command migrated halfway: the v1 body, the legacy URL.
            Example("curl -X POST ↓https://fcm.googleapis.com/fcm/send -H \"Authorization: key=AizaSy\" -d '{\"message\": {\"topic\": \"news\", \"notification\": {\"title\": \"Hi\"}}}'\n"),
            Example("POST ↓/fcm/send\nHost: fcm.googleapis.com\n\n{\"token\": \"e2PRxiPqQaKbjZTVXyCFZ1:APA91bHGiW3YQznhWfCOS\", \"notification\": {\"title\": \"Hello\"}}\n"),
            // A body mixing HTTP v1 and legacy keys: legacy-top-level-keys reports "priority" too.
            Example("curl -X POST ↓https://fcm.googleapis.com/fcm/send -H \"Authorization: key=AizaSy\" -d '{\"token\": \"e2PRxiPqQaKbjZTVXyCFZ1:APA91bHGiW3YQznhWfCOS\", \"notification\": {\"title\": \"Hi\"}, \"priority\": \"high\"}'\n"),
            // A fetch call's URL (after audit74's fetch to fcm/send, anudit/omnidapp notif.js):
            // the same request as the curl command's.
            Example("await fetch('↓https://fcm.googleapis.com/fcm/send', {\n  method: 'POST',\n  body: JSON.stringify({\n    message: {token: '<NATIVE-DEVICE-PUSH-TOKEN>', notification: {title: 'Hi'}},\n  }),\n});\n"),
            // An Azure Function's send through Notification Hubs' FCM legacy platform (audit81).
            Example(##"var result = await hub.↓SendGcmNativeNotificationAsync("{ \"data\":{ \"message\":\"Nowy plan!\"} }");"##),
        ],
        nonTriggeringExamples: [
            // The legacy body anudit/omnidapp's notif.js fetches there: legacy-top-level-keys reports it.
            Example("await fetch('https://fcm.googleapis.com/fcm/send', {\n  method: 'POST',\n  body: JSON.stringify({\n    to: '<NATIVE-DEVICE-PUSH-TOKEN>',\n    data: {title: 'Hi'},\n  }),\n});\n"),
            Example("POST https://fcm.googleapis.com/v1/projects/p/messages:send\n\n{\"message\": {\"topic\": \"news\", \"notification\": {\"title\": \"Hi\"}}}\n"),
            // The URL in a shell variable: where it goes is unknown.
            Example("curl -X POST \"$FCM_URL\" -d '{\"message\": {\"topic\": \"news\", \"notification\": {\"title\": \"Hi\"}}}'\n"),
            // A legacy body: legacy-top-level-keys reports it.
            Example("POST https://fcm.googleapis.com/fcm/send\n\n{\"to\": \"/topics/news\", \"notification\": {\"title\": \"Hi\"}}\n"),
            // Notification Hubs' FCM v1 platform.
            Example(##"var result = await hub.SendFcmV1NativeNotificationAsync("{ \"message\":{\"data\":{\"message\":\"Nowy plan!\"}}}");"##),
        ])

    init() {}

    /// What the finding says about a request to `target`.
    static func message(target: String) -> String {
        "\(target) is the legacy FCM endpoint, shut down from 2024-07-22: FCM rejects this HTTP v1 message there"
    }

    /// Whether `method`, a Notification Hubs native send, is its FCM legacy platform's.
    static func isNotificationHubsLegacySend(_ method: String) -> Bool {
        !method.contains("FcmV1")
    }

    /// What the finding says about a text handed to Notification Hubs' legacy `method`.
    static func notificationHubsMessage(method: String) -> String {
        "\(method.lowercased().hasPrefix("send") ? method + " sends" : "this " + method + " is sent") through Azure Notification Hubs' FCM legacy platform, which used FCM's legacy HTTP API, retired since June 2024: the notification is not delivered"
    }

    /// The change that fixes a Notification Hubs legacy send.
    static let notificationHubsFix =
        "send with SendFcmV1NativeNotificationAsync an HTTP v1 body ({\"message\": {\"notification\": …, \"data\": …}}, the hub adds the target), with FCM v1 credentials and registrations on the hub"

    /// The change that fixes it.
    static let fix = "POST it to https://fcm.googleapis.com/v1/projects/<project_id>/messages:send with an OAuth 2.0 access token (Authorization: Bearer …)"

    /// True when `url` (a request target) is the legacy send endpoint: `fcm/send` on FCM's host,
    /// or the path alone (with a `Host: fcm.googleapis.com` header), not a Web Push
    /// subscription's `fcm/send/<token>` endpoint.
    static func isLegacyEndpoint(_ url: String) -> Bool {
        var rest = Substring(url.lowercased())
        if let scheme = rest.range(of: "://") {
            rest = rest[scheme.upperBound...]
            guard rest.hasPrefix(PostmanCollection.fcmHost) else { return false }
            rest = rest.dropFirst(PostmanCollection.fcmHost.count)
        }
        let path = rest.prefix { $0 != "?" && $0 != "#" }
        return path == "/fcm/send" || path == "/fcm/send/" || path == "//fcm/send"
    }

    /// True when a body linted as `shape` is the HTTP v1 message this rule is about.
    static func reports(_ shape: MessageShape?) -> Bool {
        shape == .v1Request || shape == .v1Message
    }

    /// Reported by the engine for a request whose URL it reads.
    func check(_ message: MessageContext, into findings: inout FindingCollector) {}
}
