/// `aps.relevance-score` is a number: from 0 to 1 on an alert, any relative value on a Live Activity.
///
/// Lint: a relevance score that is not a number; on an alert push (no `aps.event`), one outside
/// [0, 1]. The schema picks the Live Activity form of `aps` when `aps.event` is present
/// (`FCMSchema.liveActivityAps`).
struct APNsRelevanceScoreRangeRule: SchemaValueRule {
    static let description = RuleDescription(
        id: "apns-relevance-score-range",
        area: .apns,
        needs: [.schemaIssues],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "aps.relevance-score is not a number, or on an alert not from 0 to 1",
        rationale: """
            On an alert, relevance-score ranks the notification within its group for the \
            notification summary and is documented as a number between 0 and 1; scores on \
            another scale (0–100) or written as strings are not understood. On a Live Activity \
            push (aps.event) it orders the app's Live Activities on the Lock Screen and picks \
            the one in the Dynamic Island, and "the system expects relative values": Apple's \
            example uses 100 for an important update and 50 for a lesser one. There any number \
            is right; a string is still not a number. \
            Severity: warning, because no SDK and no APNs check rejects it: iOS ignores the value \
            and the notification or activity is shown without its rank (W1).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
            "https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications (\"Display the most important Live Activity in the Dynamic Island\")",
            "https://github.com/sideshow/apns2/blob/master/payload/builder.go",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "relevance-score": ↓75}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "relevance-score": ↓"0.5"}}}}}"#),
            Example(#"{"aps": {"timestamp": 1685952000, "event": "update", "relevance-score": ↓"100", "content-state": {"currentHealthLevel": 0.941}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "relevance-score": 0.75}}}}}"#),
            // Apple's relevance example for a Live Activity update, as a raw APNs payload.
            Example(#"{"aps": {"timestamp": 1685952000, "event": "update", "relevance-score": 100, "content-state": {"currentHealthLevel": 0.941, "eventDescription": "Power Panda found a sword!"}}}"#),
            Example(#"{"message": {"token": "t", "apns": {"live_activity_token": "LA", "payload": {"aps": {"timestamp": 1685952000, "event": "update", "relevance-score": 75.0, "content-state": {"currentHealthLevel": 0.941}}}}}}"#),
        ])

    /// A number from 0 to 1 (a Live Activity's `aps` takes any number: `FCMSchema.liveActivityAps`).
    static let value = ValueSpec.number(minimum: 0, maximum: 1, acceptsString: false)

    static func valueFix(field: String) -> String? { "use a number from 0 to 1" }

    init() {}
}
