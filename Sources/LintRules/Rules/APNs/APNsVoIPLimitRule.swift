import SizeModel

/// VoIP pushes follow PushKit's rules.
///
/// Lint: `apns-push-type` is `voip`; reported at the value.
struct APNsVoIPLimitRule: Rule {
    static let description = RuleDescription(
        id: "apns-voip-limit",
        area: .apns,
        needs: [.apnsPushType],
        defaultSeverity: .warning,
        clauses: [.decidedElsewhere],
        summary: "a VoIP push has its own size limit, topic and token",
        rationale: """
            Apple: VoIP notifications may carry up to 5120 bytes (other pushes 4096), go to \
            the <bundle id>.voip topic, and are delivered through PushKit with a PushKit \
            token, which is not the token an FCM registration token stands for. iOS also \
            requires the app to report every VoIP push as a call to CallKit, or it stops \
            delivering them. Check that your FCM setup really delivers VoIP pushes before \
            relying on this (FCM does not document PushKit support). \
            Severity: warning, because whether a VoIP push through FCM reaches PushKit at all \
            depends on a setup the linter cannot see (W3): Firebase staff say FCM does not support \
            PushKit, and HTTP v1 has no field for a PushKit token.
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
            "https://developer.apple.com/documentation/pushkit/pkpushregistrydelegate/pushregistry(_:didreceiveincomingpushwith:for:completion:)",
            "sideshow/apns2 notification.go (PushTypeVOIP)",
            "https://github.com/firebase/firebase-admin-dotnet/issues/97",
        ],
        triggeringExamples: [
            Example(#"{"message": {"token": "t", "data": {"call": "1"}, "apns": {"headers": {"apns-push-type": ↓"voip"}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"token": "t", "notification": {"title": "Hi"}, "apns": {"headers": {"apns-push-type": "alert"}}}}"#),
            // A VoIP push sent to APNs itself (a README's test command): PushKit's own route.
            Example("curl --http2 -H \"apns-topic: com.example.app.voip\" -H \"apns-push-type: voip\" -d '{\"aps\": {}, \"uuid\": \"1\"}' https://api.sandbox.push.apple.com/3/device/$TOKEN\n"),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // Sent to APNs directly (a curl to api.push.apple.com), a VoIP push needs no FCM support;
        // its topic is apns-topic-header's.
        guard let pushType = message.apnsPushType, pushType.stringEquals("voip"), !message.isSentToAPNsDirectly else { return }
        findings.report(
            "a VoIP push may be 5120 bytes but needs the <bundle id>.voip topic and a PushKit token, and must be reported to CallKit; FCM does not document VoIP support",
            at: pushType)
    }
}
