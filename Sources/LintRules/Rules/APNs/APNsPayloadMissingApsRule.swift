import SizeModel

/// An APNs payload is built around its `aps` dictionary, and FCM refuses an empty one.
///
/// Lint: `apns.payload` has keys but no `aps` (also when the message has a common `notification`
/// title or body), reported at the payload's key and naming Apple keys placed beside `aps`; or
/// `aps` is `{}` and the message has no `notification` FCM could fill it from, reported at `aps`
/// (a warning in a raw APNs payload, which may go to APNs directly, and when `aps` is all
/// `apns.payload` holds, a form FCM has accepted).
struct APNsPayloadMissingApsRule: Rule {
    static let description = RuleDescription(
        id: "apns-payload-missing-aps",
        area: .apns,
        defaultSeverity: .error,
        clauses: [.rejected, .decidedElsewhere],
        summary: "apns.payload has custom keys but no aps dictionary, or an empty aps",
        rationale: """
            Apple's payload keys (alert, badge, sound, content-available, mutable-content) all \
            live in the aps dictionary, which Apple says the payload must contain; keys beside \
            it are custom data for the app. FCM answers HTTP 400 "Payload of Apple Push \
            Notification Service must contain an [aps] key" for an apns.payload with keys but \
            no aps, also when the message has a common notification title and body \
            (celestifyhq/fcm-cloudflare-workers#10: the same message with aps was delivered; \
            firebase-admin-dotnet#323), and the Java Admin SDK refuses such a payload before \
            sending. A key spelled like aps in another case ("APS") is named in the message, and \
            Apple keys written beside aps (alert, badge, sound…) are named with the fix of \
            moving them in (firebase_cloud_messenger#6: {"alert", "badge"} directly in the \
            payload, HTTP 400). An aps that is {} is refused too, "Value of [aps] must be a \
            non-empty dictionary" (firebase-admin-dotnet#39; firebase-admin-java#214: the same \
            payload with "badge": 0 was accepted), unless the message has a notification title, \
            body or image, from which FCM writes aps.alert itself; a VoIP or other special push \
            type with an empty aps is left alone, as no source shows FCM's answer to it. Both \
            recorded refusals had custom keys beside the empty aps in apns.payload; an \
            apns.payload that is {"aps": {}} and nothing else was accepted: rpush 8 writes it into \
            every FCM message without a sound or badge, and its data-only message with title and \
            body in data got HTTP 200 (rpush/rpush#700, September 2024: "sent to \
            ios_device_token", then nothing shown on the iPhone), so that form is a warning whose \
            outcome FCM decides, not an error. \
            A raw APNs payload, with no FCM message around it, may go to APNs directly, which \
            takes an empty aps: Apple's pass updates send an empty JSON dictionary as the whole \
            payload, and Wire's push server (gundeck) sends {"aps": {}} beside its data for every \
            VoIP push through Amazon SNS (SNS itself answers "aps key is expected" when aps is \
            missing, flutter-webrtc/callkeep#129). There the empty aps is rejected only if the \
            payload goes through FCM as apns.payload, which the linter cannot see. A payload \
            without aps sent to APNs itself with a push type the system never shows as an alert \
            (a curl with -H "apns-push-type: voip": PushKit hands the app its own dictionary, \
            {"uuid", "callerName", "handle"} in aculab's README test command) is left alone. \
            Severity: error, because FCM rejects the request (E1); warning for a raw APNs \
            payload's empty aps, because the route decides it, and for an apns.payload holding \
            only the empty aps, which FCM has been seen to accept (W3).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#ApnsConfig",
            "firebase-admin-java src/main/java/com/google/firebase/messaging/ApnsConfig.java",
            "https://github.com/celestifyhq/fcm-cloudflare-workers/issues/10",
            "https://github.com/firebase/firebase-admin-dotnet/issues/323",
            "https://github.com/vincedevendra/firebase_cloud_messenger/issues/6",
            "https://github.com/firebase/firebase-admin-dotnet/issues/39",
            "https://github.com/firebase/firebase-admin-java/issues/214",
            "https://developer.apple.com/documentation/walletpasses/adding-a-web-service-to-update-passes (an empty JSON dictionary as the payload, sent to APNs)",
            "wireapp/wire-server services/gundeck/src/Gundeck/Push/Native/Serialise.hs (voipApnsJson: \"aps\" .= object [])",
            "https://github.com/flutter-webrtc/callkeep/issues/129 (SNS: \"aps key is expected\" for a VoIP payload without aps)",
            "https://github.com/rpush/rpush/issues/700 (rpush 8.0.0's {\"aps\": {}} beside message.data: HTTP 200, logged as sent)",
        ],
        upstreamErrors: [
            "Payload of Apple Push Notification Service must contain an [aps] key.", "aps must be specified",
            "Value of [aps] must be a non-empty dictionary.",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {↓"payload": {"orderId": "7"}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {↓"payload": {"APS": {"content-available": 1}, "orderId": "7"}}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "body": "There"}, "apns": {"headers": {"apns-push-type": "alert"}, ↓"payload": {"sound": "default", "interruption_level": "active"}}}}"#),
            Example(#"{"message": {"token": "t", "apns": {"payload": {↓"aps": {}, "orderId": "77"}}}}"#),
            // rpush 8's data-only message (rpush/rpush#700): aps alone, which FCM took.
            Example(#"{"message": {"data": {"title": "helloWorld", "body": "wild"}, "apns": {"payload": {↓"aps": {}}}, "token": "t"}}"#),
            // A raw APNs payload (Wire's VoIP push through SNS): only FCM refuses it.
            Example(#"{↓"aps": {}, "data": {"type": "notice", "data": {"id": "5d1b3f2a"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"content-available": 1}, "orderId": "7"}}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "apns": {"payload": {"aps": {"sound": "default"}, "orderId": "7"}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {}}}}"#),
            Example(#"{"message": {"token": "t", "notification": {"title": "Hi"}, "apns": {"payload": {"aps": {}}}}}"#),
            Example(#"{"message": {"token": "t", "apns": {"payload": {"aps": {"badge": 0}, "details": "x"}}}}"#),
            Example(#"{"message": {"token": "t", "apns": {"headers": {"apns-push-type": "voip"}, "payload": {"aps": {}, "call": "1"}}}}"#),
            // A VoIP push sent to APNs itself (aculab's README): the app's own dictionary.
            Example("curl -v --header \"apns-topic: com.example.app.voip\" --header \"apns-push-type: voip\" --data '{\"uuid\":\"123e4567-e89b-12d3-a456-4266554400a0\", \"callerName\":\"test\", \"handle\":\"some handle\"}' --http2 https://api.sandbox.push.apple.com/3/device/TOKEN\n"),
        ])

    /// Apple's `aps` keys that a payload sometimes holds directly, beside (or instead of) `aps`.
    static let apsKeyNames: [String] = ["alert", "badge", "sound", "content-available", "mutable-content"]

    /// The names of Apple's `aps` keys written directly in `payload`, in the payload's order.
    static func apsKeysBesideAps(in payload: JSONValue) -> [String] {
        payload.members.compactMap { member in
            apsKeyNames.contains { member.key.stringEquals($0) } ? member.key.stringValue : nil
        }
    }

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // (`aps` first: most payloads have it, and then no payload is bound. Tested through `?.`
        // and bound only to report: a bound value is retained.)
        if message.aps != nil {
            // FCM writes aps.alert from the notification's title and body; with neither, {} stays
            // empty. VoIP, Live Activity and other special pushes are not judged: no source seen.
            guard message.aps?.isObject == true, message.aps?.count == 0, !message.isSpecialAPNsPush, message.notification == nil
                || (message.notificationTitle == nil && message.notificationBody == nil
                    && message.notificationImage == nil && message.notificationImageURL == nil),
                let aps = message.aps
            else { return }
            if message.shape == .apnsPayload {
                // Sent to APNs directly (a PushKit VoIP push, say), an empty aps is taken.
                findings.report(
                    "aps is empty: sent through FCM as apns.payload it is rejected (\"Value of [aps] must be a non-empty dictionary\"); APNs itself takes it, and shows nothing unless this is a VoIP or other PushKit push",
                    at: aps, anchor: .key, caseSeverity: .warning, configuration: message.configuration,
                    fix: "if this payload goes through FCM, give aps an alert (or \"content-available\": 1 for a background update)")
                return
            }
            if message.apnsPayload?.count == 1 {
                // {"aps": {}} alone: FCM answered 200 to it (rpush/rpush#700).
                findings.report(
                    "apns.payload.aps is empty and the message has no notification to fill it, so iOS has nothing to show; FCM refused an empty aps beside custom payload keys (\"Value of [aps] must be a non-empty dictionary\") but accepted an apns.payload of the empty aps alone, as here",
                    at: aps, anchor: .key, caseSeverity: .warning, configuration: message.configuration,
                    fix: "give aps an alert (or \"content-available\": 1 for a background update), or remove apns.payload")
                return
            }
            findings.report(
                "apns.payload.aps is empty and the message has no notification to fill it: FCM rejects it (\"Value of [aps] must be a non-empty dictionary\")",
                at: aps, anchor: .key,
                fix: "give aps an alert (or \"content-available\": 1 for a background update), or remove apns.payload")
            return
        }
        guard let payload = message.apnsPayload, payload.isObject, payload.count > 0 else { return }
        // Sent to APNs itself as a VoIP or location push, the payload is the app's own dictionary.
        if message.isSentToAPNsDirectly, message.showsNoAlertByPushType { return }
        let lookalike = payload.members.first {
            $0.key.endOffset - $0.key.startOffset == 5 && $0.key.stringHasPrefixIgnoringASCIICase("aps")
        }
        if let lookalike, let name = lookalike.key.stringValue {
            findings.report(
                "apns.payload has no \"aps\" dictionary, which FCM requires; \"\(name)\" is not it (payload keys are case-sensitive)",
                at: payload, anchor: .key, fix: "rename \"\(name)\" to \"aps\"")
            return
        }
        let misplaced = Self.apsKeysBesideAps(in: payload)
        if !misplaced.isEmpty {
            let names = misplaced.map { "\"\($0)\"" }.joined(separator: ", ")
            findings.report(
                "apns.payload has no \"aps\" dictionary, which FCM requires (\"Payload of Apple Push Notification Service must contain an [aps] key\"); \(names) \(misplaced.count == 1 ? "belongs" : "belong") inside it",
                at: payload, anchor: .key, fix: "move \(names) into apns.payload.aps")
        } else {
            findings.report(
                "apns.payload has keys but no \"aps\" dictionary: FCM rejects it (\"Payload of Apple Push Notification Service must contain an [aps] key\")",
                at: payload, anchor: .key,
                fix: "add \"aps\" (an alert, or \"content-available\": 1 for a background update); custom keys stay beside it")
        }
    }
}
