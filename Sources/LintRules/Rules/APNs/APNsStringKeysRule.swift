/// `category`, `thread-id`, `target-content-id` and `filter-criteria` are strings.
///
/// Lint: one of these `aps` keys given a number, boolean, array or object.
struct APNsStringKeysRule: SchemaValueRule {
    static let description = RuleDescription(
        id: "apns-string-keys",
        area: .apns,
        needs: [.schemaIssues],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "an aps identifier key is not a string",
        rationale: """
            category (the notification's actions), thread-id (grouping), target-content-id \
            (the window to bring forward) and filter-criteria (Focus filters) are strings \
            matched against identifiers the app registered. A number never matches, so the \
            actions, grouping or filtering silently do not apply; firebase-admin for Python \
            rejects it. \
            Severity: warning, because only firebase-admin-python refuses it and iOS shows the \
            notification without the actions, grouping or filtering (W1).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
            "firebase-admin-python firebase_admin/_messaging_encoder.py (Aps)",
        ],
        upstreamErrors: ["Aps.category must be a string.", "Aps.thread_id must be a string."],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "category": ↓7, "thread-id": ↓42}}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "category": "NEWS", "thread-id": "42"}}}}}"#)
        ])

    /// A string.
    static let value = ValueSpec.string(.any)

    init() {}
}
