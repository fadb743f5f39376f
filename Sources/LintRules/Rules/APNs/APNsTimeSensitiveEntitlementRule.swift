import SizeModel

/// Time-sensitive notifications need the Time Sensitive Notifications capability.
///
/// Lint: `aps.interruption-level: "time-sensitive"`. Opt-in: the advice is right for every
/// time-sensitive message, Notify Kit's `timeSensitive` included, and a sender who has the
/// capability would see it on each one.
struct APNsTimeSensitiveEntitlementRule: Rule {
    static let description = RuleDescription(
        id: "apns-time-sensitive-entitlement",
        area: .apns,
        defaultSeverity: .info,
        clauses: [.advice],
        summary: "a time-sensitive notification needs the Time Sensitive Notifications capability",
        rationale: """
            interruption-level time-sensitive lets a notification break through a Focus and the \
            scheduled summary (Apple: it "breaks through system notification controls"), but \
            iOS honours it only for apps built with the Time \
            Sensitive Notifications capability (the \
            com.apple.developer.usernotifications.time-sensitive entitlement), and only when the \
            user's Focus allows time-sensitive notifications. Without the capability the \
            notification arrives at the active level and a Focus holds it back: "without the \
            proper entitlement, the notification has normal priority" (binwiederhier/ntfy-ios#21); \
            a notifee user's time-sensitive notifications kept landing under "While in Do Not \
            Disturb" until the capability was configured (invertase/notifee#840). Alerting and \
            on-call senders (Grafana OnCall, paging relays, uptime monitors) use this level for \
            everything that is not critical. \
            The rule is opt-in (turn it on with "apns-time-sensitive-entitlement": "on" or \
            --select): the advice fits every time-sensitive message, so once the app has the \
            capability it would only repeat itself. \
            Severity: info, because this is advice: nothing is rejected or lost, and the \
            capability is in the app's build, which the linter cannot see (I).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification (interruption-level)",
            "https://developer.apple.com/documentation/bundleresources/entitlements/com.apple.developer.usernotifications.time-sensitive",
            "https://github.com/binwiederhier/ntfy-ios/pull/21",
            "https://github.com/invertase/notifee/issues/840",
        ],
        triggeringExamples: [
            Example(#"{"message": {"token": "t", "apns": {"payload": {"aps": {"alert": {"title": "Your on-call shift starts in 15 minutes"}, "interruption-level": ↓"time-sensitive", "sound": "default"}}}}}"#),
            Example(#"{"aps": {"alert": {"title": "Major Issue", "body": "Response time above 5s"}, "sound": "default", "interruption-level": ↓"time-sensitive"}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"token": "t", "apns": {"payload": {"aps": {"alert": "Recovered", "interruption-level": "passive"}}}}}"#),
            Example(#"{"message": {"token": "t", "apns": {"payload": {"aps": {"alert": "Hi", "interruption-level": "active"}}}}}"#),
            Example(#"{"message": {"token": "t", "apns": {"payload": {"aps": {"alert": "Hi", "sound": "default"}}}}}"#),
        ],
        isOptIn: true)

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.aps?.isObject == true,
            message.apsInterruptionLevel?.stringEquals("time-sensitive") == true,
            let level = message.apsInterruptionLevel
        else { return }
        findings.report(
            "interruption-level time-sensitive breaks through a Focus only for apps built with the Time Sensitive Notifications capability; otherwise iOS delivers it at the active level",
            at: level)
    }
}
