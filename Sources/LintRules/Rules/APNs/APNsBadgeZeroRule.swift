import SizeModel

/// `badge: 0` removes the badge.
///
/// Lint: `aps.badge` is 0; reported at the value.
struct APNsBadgeZeroRule: Rule {
    static let description = RuleDescription(
        id: "apns-badge-zero",
        area: .apns,
        needs: [.apsBadge],
        defaultSeverity: .info,
        clauses: [.advice],
        summary: "aps.badge is 0, which clears the app icon's badge",
        rationale: """
            Apple: the badge key sets the number shown on the app icon; 0 removes the badge. \
            Leave the key out to keep the current badge unchanged. A 0 is right for a "mark \
            all read" push and surprising in a template that always sends a count. \
            Severity: info, because this is advice: nothing is rejected or lost (I).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
            "firebase-admin-node src/messaging/messaging-api.ts (Aps.badge)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "badge": ↓0}}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "badge": 3}}}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let badge = message.apsBadge, badge.integerValue == 0 else { return }
        findings.report(
            "badge 0 removes the badge from the app icon; leave the key out to keep the current badge",
            at: badge)
    }
}
