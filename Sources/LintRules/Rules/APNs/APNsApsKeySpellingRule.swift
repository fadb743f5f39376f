/// `aps` keys are hyphenated.
///
/// Lint: a key of `aps` or `aps.sound` that is an Apple key spelt another way: `content_available`,
/// `mutableContent`, `thread_id`, `interruptionLevel`, `relevanceScore`. In a firebase-admin object
/// the three keys the SDK renames (`contentAvailable`, `mutableContent`, `threadId`) are fine.
struct APNsApsKeySpellingRule: SchemaRule {
    static let description = RuleDescription(
        id: "apns-aps-key-spelling",
        area: .apns,
        needs: [.schemaIssues],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "an aps key is spelt with underscores or camel case instead of hyphens",
        rationale: """
            Apple's aps keys are hyphenated: content-available, mutable-content, thread-id, \
            interruption-level, relevance-score, target-content-id. FCM passes apns.payload \
            through verbatim, so "content_available": 1 reaches the device as an unknown key \
            and the app is never woken; "mutableContent": 1 never starts the Notification \
            Service Extension. Only firebase-admin for Node renames contentAvailable, \
            mutableContent and threadId for you; every other spelling is silently ignored. \
            Severity: warning, because nothing rejects the key: the notification is shown, or the \
            push delivered, without the feature (no extension, no background wake, no grouping or \
            level) (W1).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
            "https://github.com/firebase/firebase-admin-node/issues/1224",
            "https://github.com/firebase/firebase-admin-java/issues/513",
            "firebase-admin-node src/messaging/messaging-internal.ts (validateAps)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", ↓"mutable_content": 1}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {↓"contentAvailable": 1, ↓"interruptionLevel": "active"}}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"content-available": 1, "thread-id": "news"}}}}}"#),
            Example(#"{"topic": "news", "android": {"ttl": 1000}, "apns": {"payload": {"aps": {"contentAvailable": true, "threadId": "news"}}}}"#),
        ])

    init() {}
}
