import SizeModel

/// FCM sets `apns-topic` itself; a hand-written topic must match the push type.
///
/// Lint: an `apns-topic` header. Info in general (FCM derives the topic from the app the token
/// belongs to); a warning when its suffix does not match `apns-push-type` (`.voip` for voip,
/// `.push-type.liveactivity` for liveactivity, …, and no such suffix for alert or background).
struct APNsTopicHeaderRule: Rule {
    static let description = RuleDescription(
        id: "apns-topic-header",
        area: .apns,
        needs: [.apnsTopic],
        defaultSeverity: .info,
        clauses: [.advice, .degraded],
        summary: "apns-topic is set by hand",
        rationale: """
            The APNs topic is normally the app's bundle ID, and FCM derives it from the app the \
            registration token belongs to. Setting apns-topic by hand is harmless when it is \
            that bundle ID (FlutterFire's documentation shows it), but a wrong topic makes APNs \
            refuse the push (BadTopic, DeviceTokenNotForTopic, TopicDisallowed). Special push \
            types need special topics: <bundle>.voip for voip, <bundle>.push-type.liveactivity \
            for liveactivity, <bundle>.complication, <bundle>.pushkit.fileprovider, \
            <bundle>.location-query and <bundle>.voip-ptt; a suffix that does not match \
            apns-push-type is reported as a warning. The catalog's warning for every \
            hand-set topic is lowered to info for the matching case. A raw payload sent to APNs \
            itself (a curl to api.push.apple.com) names its topic as Apple requires with \
            token-based authentication: only a suffix that does not match is reported there. \
            Severity: info, because a topic that is the bundle ID is only advice (I); a suffix \
            that does not match the push type is a warning, because APNs then routes the push to \
            the wrong service and it is not shown as meant (W1).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns",
            "https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns",
            "sideshow/apns2 notification.go (push type comments)",
            "https://firebase.google.com/docs/cloud-messaging/flutter/receive",
        ],
        upstreamErrors: ["BadTopic", "DeviceTokenNotForTopic", "TopicDisallowed"],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"k": "v"}, "apns": {"headers": {"apns-push-type": "background", "apns-priority": "5", "apns-topic": ↓"io.flutter.plugins.firebase.messaging"}, "payload": {"aps": {"content-available": 1}}}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "apns": {"headers": {"apns-push-type": "alert", "apns-topic": ↓"com.example.app.voip"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "apns": {"headers": {"apns-push-type": "alert"}}}}"#),
            // A request to APNs itself names its topic.
            Example("curl --http2 -H \"apns-topic: com.example.app\" -H \"apns-push-type: alert\" -d '{\"aps\": {\"alert\": \"Hi\"}}' https://api.push.apple.com/3/device/$TOKEN\n"),
        ])

    init() {}

    /// Push types that need a topic suffix, longest suffix first where one ends another.
    private static let suffixes: [(pushType: String, suffix: String)] = [
        ("pushtotalk", ".voip-ptt"),
        ("voip", ".voip"),
        ("liveactivity", ".push-type.liveactivity"),
        ("complication", ".complication"),
        ("fileprovider", ".pushkit.fileprovider"),
        ("location", ".location-query"),
    ]

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let topic = message.apnsHeader(.topic), let text = topic.stringValue else { return }
        let pushType = message.apnsPushType?.stringValue
        let expected = Self.suffixes.first { $0.pushType == pushType }
        let written = Self.suffixes.first { text.hasSuffix($0.suffix) }
        if let expected, !text.hasSuffix(expected.suffix) {
            findings.report(
                "apns-push-type \(expected.pushType) needs the topic <bundle id>\(expected.suffix), but apns-topic is \"\(text)\"; APNs refuses a wrong topic",
                at: topic, caseSeverity: .warning, configuration: message.configuration,
                fix: "use \"<bundle id>\(expected.suffix)\", or remove apns-topic")
        } else if expected == nil, let written {
            findings.report(
                "apns-topic \"\(text)\" is a \(written.pushType) topic, but apns-push-type is \(pushType ?? "not set"); APNs refuses a topic that does not match the push type",
                at: topic, caseSeverity: .warning, configuration: message.configuration,
                fix: "use the app's bundle id as the topic, or remove apns-topic and let FCM set it")
        } else if expected == nil, !message.isSentToAPNsDirectly {
            // Sent to APNs itself, the request names its topic (required with token-based
            // authentication): only FCM derives it.
            findings.report(
                "apns-topic is set by hand; FCM derives it from the app the token belongs to, and a topic other than that bundle id makes APNs refuse the push",
                at: topic, fix: "remove apns-topic unless you need it")
        }
    }
}
