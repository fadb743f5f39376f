import SizeModel

/// `apns-expiration: "0"` means deliver now or never.
///
/// Lint: `apns-expiration` is 0.
struct APNsExpirationZeroRule: Rule {
    static let description = RuleDescription(
        id: "apns-expiration-zero",
        area: .apns,
        needs: [.apnsExpiration],
        defaultSeverity: .warning,
        clauses: [.decidedElsewhere],
        summary: "apns-expiration is 0, so APNs tries once and does not store the push",
        rationale: """
            Apple: an apns-expiration of 0 makes the notification expire immediately; APNs \
            attempts delivery once and does not store it for a device that is offline. That is \
            right for a call or a live score and wrong for anything the user should see later. \
            Without the header FCM lets APNs keep the notification for up to 30 days. \
            Severity: warning, as for android-ttl-zero, because whether a device is reachable at \
            that moment, which the linter cannot see, decides whether the push is ever delivered \
            (W3).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#ApnsConfig",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Incoming call"}, "apns": {"headers": {"apns-expiration": ↓"0"}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "apns": {"headers": {"apns-expiration": "1717000000"}}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let expiration = APNsExpiration(message), expiration.seconds == 0 else { return }
        findings.report(
            "apns-expiration 0: APNs tries to deliver once and does not store the push if the device is offline",
            at: expiration.value)
    }
}
