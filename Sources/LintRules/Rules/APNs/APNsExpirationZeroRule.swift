import SizeModel

/// `apns-expiration: "0"` means deliver now or never.
///
/// Lint: `apns-expiration` is 0; information for an incoming-call push (`IncomingCallPush`).
struct APNsExpirationZeroRule: Rule {
    static let description = RuleDescription(
        id: "apns-expiration-zero",
        area: .apns,
        needs: [.apnsExpiration],
        defaultSeverity: .warning,
        clauses: [.decidedElsewhere, .advice],
        summary: "apns-expiration is 0, so APNs tries once and does not store the push",
        rationale: """
            Apple: an apns-expiration of 0 makes the notification expire immediately; APNs \
            attempts delivery once and does not store it for a device that is offline. That is \
            right for a call or a live score and wrong for anything the user should see later. \
            Without the header FCM lets APNs keep the notification for up to 30 days. A message \
            is taken for an incoming-call push as android-ttl-zero takes it (apns-push-type \
            voip, a type-like data value naming a call or a ring, a data key naming a call; not \
            a missed call). \
            Severity: warning, as for android-ttl-zero, because whether a device is reachable at \
            that moment, which the linter cannot see, decides whether the push is ever delivered \
            (W3); info for an incoming-call push, where now or never is what the sender means \
            (Firebase's "Set the lifespan of a message" names incoming calls first) and the \
            finding is advice (I).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#ApnsConfig",
            "https://firebase.google.com/docs/cloud-messaging/customize-messages/setting-message-lifespan",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Incoming call"}, "apns": {"headers": {"apns-expiration": ↓"0"}}}}"#),
            // An incoming-call push (information): now or never is what a ring means.
            Example(#"{"message": {"token": "t", "data": {"type": "incoming_call", "callId": "c-1"}, "apns": {"headers": {"apns-push-type": "voip", "apns-expiration": ↓"0"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "apns": {"headers": {"apns-expiration": "1717000000"}}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let expiration = APNsExpiration(message), expiration.seconds == 0 else { return }
        if let call = IncomingCallPush.sign(in: message, reportingInto: findings) {
            findings.report(
                "apns-expiration 0, as fits an incoming call (\(call.sign)): APNs tries to deliver the ring once and does not store it, so a device unreachable at that moment misses the call",
                at: expiration.value, caseSeverity: .info, configuration: message.configuration,
                fix: "keep 0 for a ring, or set the UNIX time the ring ends so a device that reconnects within it still rings")
            return
        }
        findings.report(
            "apns-expiration 0: APNs tries to deliver once and does not store the push if the device is offline",
            at: expiration.value)
    }
}
