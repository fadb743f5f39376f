import SizeModel

/// Critical alerts need Apple's entitlement.
///
/// Lint: `aps.interruption-level: "critical"` or a critical sound (`sound.critical` 1 or `true`);
/// reported once per message, at the interruption level when both are there.
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
            one (home-assistant/iOS#737: a build without the entitlement sent sound critical 1 \
            and the muted phone "just vibrates like a normal notification"). A payload that \
            marks the alert critical both ways (interruption-level and the sound's critical \
            flag, as Grafana OnCall and most paging servers send it) needs the entitlement \
            once, so it is reported once. \
            Severity: info, because this is advice: nothing is rejected or lost (I).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
            "https://developer.apple.com/documentation/bundleresources/entitlements/com.apple.developer.usernotifications.critical-alerts",
            "sideshow/apns2 payload/builder.go (critical sound and interruption level comments)",
            "https://github.com/home-assistant/iOS/issues/737",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Fire alarm", "interruption-level": ↓"critical", "sound": {"critical": 1, "name": "alarm.caf"}}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Fire alarm", "sound": {"critical": ↓1, "name": "alarm.caf", "volume": 1.0}}}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "interruption-level": "time-sensitive", "sound": {"critical": 0, "name": "ping.caf"}}}}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.aps?.isObject == true else { return }
        // (Tested through `?.` and bound only to report: a bound value passed to a call is retained.)
        // A sound that is no object (most are a name) is settled by node index, no value made.
        let criticalSound = message.apsSoundKind == .object ? message.apsSound?.member(literal: "critical") : nil
        let soundIsCritical = criticalSound?.integerValue == 1 || criticalSound?.boolValue == true
        if message.apsInterruptionLevel(is: "critical"), let level = message.apsInterruptionLevel {
            findings.report(
                soundIsCritical
                    ? "interruption-level critical and the critical sound work only with Apple's critical-alerts entitlement; otherwise iOS delivers an ordinary alert with an ordinary sound"
                    : "interruption-level critical works only with Apple's critical-alerts entitlement; otherwise iOS delivers an ordinary alert",
                at: level)
        } else if soundIsCritical, let critical = criticalSound {
            findings.report(
                "a critical sound plays through mute only with Apple's critical-alerts entitlement; otherwise iOS plays an ordinary sound",
                at: critical)
        }
    }
}
