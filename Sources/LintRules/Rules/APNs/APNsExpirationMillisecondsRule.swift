import SizeModel

/// `apns-expiration` is in seconds, not milliseconds.
///
/// Lint: an `apns-expiration` of 13 or more digits.
struct APNsExpirationMillisecondsRule: Rule {
    static let description = RuleDescription(
        id: "apns-expiration-milliseconds",
        area: .apns,
        needs: [.apnsExpiration],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "apns-expiration looks like milliseconds; APNs expects seconds",
        rationale: """
            Apple: apns-expiration is a UNIX epoch date expressed in seconds. A 13-digit value \
            is a JavaScript Date.now() in milliseconds: read as seconds it is tens of thousands \
            of years away, so the header does not do what was meant (APNs keeps a notification \
            for a limited time anyway). \
            Severity: warning, because the notification is shown, but not as meant (W1).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns",
            "Notify Kit FCM Mode guide, TTL (apns-expiration in seconds)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "apns": {"headers": {"apns-expiration": ↓"1717000000000"}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "apns": {"headers": {"apns-expiration": "1717000000"}}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let expiration = APNsExpiration(message), expiration.digits >= APNsExpiration.millisecondDigits
        else { return }
        var text = "apns-expiration has \(expiration.digits) digits, so it is in milliseconds; APNs reads seconds"
        if let milliseconds = expiration.seconds {
            text += " (\(milliseconds / 1000) s is \(APNsExpiration.date(ofEpochSeconds: milliseconds / 1000)))"
        }
        findings.report(text, at: expiration.value, fix: "divide by 1000 (Math.floor(Date.now() / 1000) + ttl)")
    }
}
