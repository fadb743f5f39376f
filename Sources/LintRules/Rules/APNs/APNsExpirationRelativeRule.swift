import SizeModel

/// `apns-expiration` is an absolute UNIX time, not a duration.
///
/// Lint: an `apns-expiration` between 1 and 999 999 999 (a duration such as "3600" mistaken for a
/// time: that date is before 2001); and, when the configuration gives the lint time
/// (`LintConfiguration.lintTime`), an expiration in seconds earlier than it. Without a lint time
/// the rule never consults the clock, so its findings do not depend on when it runs.
struct APNsExpirationRelativeRule: Rule {
    static let description = RuleDescription(
        id: "apns-expiration-relative",
        area: .apns,
        needs: [.apnsExpiration],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "apns-expiration is a duration or a time in the past, so APNs treats the push as already expired",
        rationale: """
            Apple: apns-expiration is a UNIX epoch date in seconds (UTC) until which APNs stores \
            and retries the notification; a date in the past means the notification expires \
            immediately: APNs tries once and does not store it when the device is offline. A \
            duration such as "3600" or "86400" is read as a date in January 1970. (FCM's \
            android.ttl and webpush TTL are durations; apns-expiration is not.) The comparison \
            with the current time runs only for programs that lint through the library and set \
            LintConfiguration.lintTime; the command line reads no clock, so its findings stay \
            deterministic. \
            Severity: warning, because the notification is shown, but not as meant (W1).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns",
            "sideshow/apns2 notification.go (Expiration)",
            "Notify Kit FCM Mode guide, TTL (apns-expiration as an absolute epoch)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "apns": {"headers": {"apns-expiration": ↓"3600"}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"token": "bk3RNwTe3H0:CI2k_HHwgIpoDKCIZvvDMExUdFQ3P1", "apns": {"headers": {"apns-expiration": "1604750400"}}, "android": {"ttl": "4500s"}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-expiration": "0"}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let expiration = APNsExpiration(message), let seconds = expiration.seconds, seconds > 0,
            expiration.digits < APNsExpiration.millisecondDigits
        else { return }
        if seconds < APNsExpiration.earliestAbsolute {
            findings.report(
                "apns-expiration \(seconds) looks like a duration, but APNs reads a UNIX time: \(APNsExpiration.date(ofEpochSeconds: seconds)), long past, so the push expires at once",
                at: expiration.value, fix: "send the current UNIX time plus \(seconds) seconds")
        } else if let now = message.configuration.lintTime, seconds < now {
            findings.report(
                "apns-expiration \(seconds) (\(APNsExpiration.date(ofEpochSeconds: seconds))) is already in the past, so the push expires at once",
                at: expiration.value, fix: "compute the expiration from the current time when sending")
        }
    }
}
