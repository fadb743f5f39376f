/// `aps.relevance-score` is a number from 0 to 1.
///
/// Lint: a relevance score outside [0, 1] or not a number.
public struct APNsRelevanceScoreRangeRule: Rule {
    public static let description = RuleDescription(
        id: "apns-relevance-score-range",
        area: .apns,
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "aps.relevance-score is not a number from 0 to 1",
        rationale: """
            relevance-score ranks a notification within its group for the notification summary \
            and is documented as a number between 0 and 1. Scores on another scale (0–100) or \
            written as strings are not understood. \
            Severity: warning, because no SDK and no APNs check rejects it: iOS ignores the value \
            and the notification is shown without its rank (W1).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
            "https://github.com/sideshow/apns2/blob/master/payload/builder.go",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "relevance-score": ↓75}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "relevance-score": ↓"0.5"}}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "relevance-score": 0.75}}}}}"#)
        ])

    public init() {}

    public func check(_ message: MessageContext, into findings: inout FindingCollector) {
        message.reportSchemaIssues(Self.description.id, into: &findings)
    }
}
