/// An APNs payload that alerts, badges or plays a sound should say `apns-push-type: alert`.
///
/// Lint: `apns.payload.aps` with `alert`, `badge` or `sound` and no `apns-push-type` header.
public struct APNsPushTypeMissingRule: Rule {
    public static let description = RuleDescription(
        id: "apns-push-type-missing",
        area: .apns,
        defaultSeverity: .warning,
        clauses: [.decidedElsewhere],
        summary: "an alert-bearing APNs payload has no apns-push-type header",
        rationale: """
            Apple requires the apns-push-type header on watchOS 6 and later and recommends it \
            everywhere else; it must match the payload ("alert" when the notification shows an \
            alert, plays a sound or badges the icon), or APNs may delay or drop the \
            notification. FCM documents no default for it, so a message that writes its own \
            aps dictionary should set the header too, as Notify Kit's server SDK does. \
            Severity: warning, because something the linter cannot see decides the outcome (W3).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns",
            "https://github.com/beste/firebase-php/pull/701",
            "Notify Kit FCM Mode guide, \"Check aps-push-type: alert and mutable-content: 1 are present\"",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", ↓"apns": {"payload": {"aps": {"alert": {"title": "Hi"}}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {↓"headers": {"apns-priority": "10"}, "payload": {"aps": {"badge": 3}}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": "Hi"}}}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}}}"#),
            Example(#"{"message": {"token": "t", "apns": {"live_activity_token": "abc", "payload": {"aps": {"timestamp": 1, "event": "update", "content-state": {}, "alert": {"title": "Goal"}}}}}}"#),
        ])

    public init() {}

    public func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // A Live Activity push is addressed by live_activity_token and typed by FCM itself.
        guard message.apsHasUserInteraction, message.apnsHeader(.pushType) == nil,
            message.liveActivityToken == nil,
            let place = message.apnsHeaders ?? message.apns
        else { return }
        findings.report(
            "the APNs payload shows an alert, badge or sound but no apns-push-type header says so; APNs may delay or drop it",
            at: place, anchor: .key, fix: "add \"apns-push-type\": \"alert\" to apns.headers")
    }
}
