import SizeModel

/// Critical alerts need Apple's entitlement.
///
/// Lint: `aps.interruption-level: "critical"` or a critical sound (`sound.critical` 1 or `true`);
/// reported at each.
struct APNsCriticalEntitlementRule: Rule {
    static let description = RuleDescription(
        id: "apns-critical-entitlement",
        area: .apns,
        defaultSeverity: .info,
        clauses: [.advice],
        summary: "a critical alert needs Apple's critical-alerts entitlement",
        rationale: """
            Critical alerts play a sound and appear even when the device is muted or in a Focus; \
            iOS honours them only for apps that Apple granted the \
            com.apple.developer.usernotifications.critical-alerts entitlement and whose user \
            allowed critical alerts. Without it the notification is delivered as an ordinary \
            one. \
            Severity: info, because this is advice: nothing is rejected or lost (I).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
            "https://developer.apple.com/documentation/bundleresources/entitlements/com.apple.developer.usernotifications.critical-alerts",
            "sideshow/apns2 payload/builder.go (critical sound and interruption level comments)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Fire alarm", "interruption-level": ↓"critical", "sound": {"critical": ↓1, "name": "alarm.caf"}}}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "interruption-level": "time-sensitive", "sound": {"critical": 0, "name": "ping.caf"}}}}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.aps?.isObject == true else { return }
        // (Tested through `?.` and bound only to report: a bound value passed to a call is retained.)
        if message.apsInterruptionLevel?.stringEquals("critical") == true, let level = message.apsInterruptionLevel {
            findings.report(
                "interruption-level critical works only with Apple's critical-alerts entitlement; otherwise iOS delivers an ordinary alert",
                at: level)
        }
        if let critical = message.apsSound?.member(literal: "critical"), critical.integerValue == 1 || critical.boolValue == true {
            findings.report(
                "a critical sound plays through mute only with Apple's critical-alerts entitlement; otherwise iOS plays an ordinary sound",
                at: critical)
        }
    }
}
