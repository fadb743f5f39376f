import SizeModel

/// An APNs payload is built around its `aps` dictionary.
///
/// Lint: `apns.payload` has keys but no `aps` (also when the message has a common `notification`
/// title or body); reported at the payload's key.
struct APNsPayloadMissingApsRule: Rule {
    static let description = RuleDescription(
        id: "apns-payload-missing-aps",
        area: .apns,
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "apns.payload has custom keys but no aps dictionary",
        rationale: """
            Apple's payload keys (alert, badge, sound, content-available, mutable-content) all \
            live in the aps dictionary, which Apple says the payload must contain; keys beside \
            it are custom data for the app. FCM answers HTTP 400 "Payload of Apple Push \
            Notification Service must contain an [aps] key" for an apns.payload with keys but \
            no aps, also when the message has a common notification title and body \
            (celestifyhq/fcm-cloudflare-workers#10: the same message with aps was delivered; \
            firebase-admin-dotnet#323), and the Java Admin SDK refuses such a payload before \
            sending. A key spelled like aps in another case ("APS") is named in the message. \
            Severity: error, because FCM rejects the request (E1).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#ApnsConfig",
            "firebase-admin-java src/main/java/com/google/firebase/messaging/ApnsConfig.java",
            "https://github.com/celestifyhq/fcm-cloudflare-workers/issues/10",
            "https://github.com/firebase/firebase-admin-dotnet/issues/323",
        ],
        upstreamErrors: ["Payload of Apple Push Notification Service must contain an [aps] key.", "aps must be specified"],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {↓"payload": {"orderId": "7"}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {↓"payload": {"APS": {"content-available": 1}, "orderId": "7"}}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "body": "There"}, "apns": {"headers": {"apns-push-type": "alert"}, ↓"payload": {"sound": "default", "interruption_level": "active"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"content-available": 1}, "orderId": "7"}}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "apns": {"payload": {"aps": {"sound": "default"}, "orderId": "7"}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // (`aps` first: most payloads have it, and then no payload is bound.)
        guard message.aps == nil, let payload = message.apnsPayload, payload.isObject, payload.count > 0 else { return }
        let lookalike = payload.members.first {
            $0.key.endOffset - $0.key.startOffset == 5 && $0.key.stringHasPrefixIgnoringASCIICase("aps")
        }
        if let lookalike, let name = lookalike.key.stringValue {
            findings.report(
                "apns.payload has no \"aps\" dictionary, which FCM requires; \"\(name)\" is not it (payload keys are case-sensitive)",
                at: payload, anchor: .key, fix: "rename \"\(name)\" to \"aps\"")
        } else {
            findings.report(
                "apns.payload has keys but no \"aps\" dictionary: FCM rejects it (\"Payload of Apple Push Notification Service must contain an [aps] key\")",
                at: payload, anchor: .key,
                fix: "add \"aps\" (an alert, or \"content-available\": 1 for a background update); custom keys stay beside it")
        }
    }
}
