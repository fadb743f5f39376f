import SizeModel

/// An APNs payload is built around its `aps` dictionary.
///
/// Lint: `apns.payload` has keys but no `aps`, and no common `notification` title or body that
/// FCM could turn into `aps.alert`; reported at the payload's key.
public struct APNsPayloadMissingApsRule: Rule {
    public static let description = RuleDescription(
        id: "apns-payload-missing-aps",
        area: .apns,
        defaultSeverity: .warning,
        summary: "apns.payload has custom keys but no aps dictionary",
        rationale: """
            Apple's payload keys (alert, badge, sound, content-available, mutable-content) all \
            live in the aps dictionary; keys beside it are custom data for the app. A payload \
            without aps shows nothing and does not wake the app, so its custom keys reach the \
            app only while it is in the foreground. The Java Admin SDK refuses such a payload. \
            When the message has a common notification title or body, FCM builds aps.alert from \
            it, so that case is not reported (the catalog's rule is narrowed to avoid crying \
            wolf on it). A key spelled like aps in another case ("APS") is named in the message.
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#ApnsConfig",
            "firebase-admin-java src/main/java/com/google/firebase/messaging/ApnsConfig.java",
        ],
        upstreamErrors: ["aps must be specified"],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {↓"payload": {"orderId": "7"}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {↓"payload": {"APS": {"content-available": 1}, "orderId": "7"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"content-available": 1}, "orderId": "7"}}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "apns": {"payload": {"orderId": "7"}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {}}}}"#),
        ])

    public init() {}

    public func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let payload = message.apnsPayload, payload.isObject, payload.count > 0, message.aps == nil,
            !message.iosShowsAlert
        else { return }
        let lookalike = payload.members.first {
            $0.key.endOffset - $0.key.startOffset == 5 && $0.key.stringHasPrefixIgnoringASCIICase("aps")
        }
        if let lookalike, let name = lookalike.key.stringValue {
            findings.report(
                "apns.payload has no \"aps\" dictionary; \"\(name)\" is not it (payload keys are case-sensitive)",
                at: payload, anchor: .key, fix: "rename \"\(name)\" to \"aps\"")
        } else {
            findings.report(
                "apns.payload has custom keys but no \"aps\" dictionary: iOS shows nothing and does not wake the app",
                at: payload, anchor: .key,
                fix: "add \"aps\" (an alert, or \"content-available\": 1 for a background update); custom keys stay beside it")
        }
    }
}
