/// `aps`, `aps.alert` and `aps.sound` hold only Apple's keys.
///
/// Lint: a key Apple does not define inside `aps`, an `aps.alert` dictionary or an `aps.sound`
/// dictionary (custom data belongs next to `aps`, not in it).
struct APNsApsUnknownKeyRule: SchemaRule {
    static let description = RuleDescription(
        id: "apns-aps-unknown-key",
        area: .apns,
        needs: [.schemaIssues],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "aps has a key Apple does not define",
        rationale: """
            The aps dictionary is Apple's: alert, badge, sound, thread-id, category, \
            content-available, mutable-content, target-content-id, interruption-level, \
            relevance-score, filter-criteria and the Live Activity keys. Apple reserves aps for \
            these keys: a custom key inside aps is still delivered (the app finds it in \
            userInfo["aps"]), but custom data belongs beside aps, at the payload's top level, \
            where apps and SDKs look for it and where a future Apple key cannot collide with \
            it. Unknown keys in an aps.alert or aps.sound dictionary are not used for the \
            notification. \
            Severity: warning, because the notification is shown but the custom data is not where \
            the app reads it (W1). An APNs header written inside aps (apns-priority, \
            apns-push-type) is reported by apns-headers-misplaced only.
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
            "https://learn.microsoft.com/en-us/javascript/api/@azure/notification-hubs/appleapsnativemessage",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", ↓"orderId": "42"}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": {"title": "Hi", ↓"text": "There"}}}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": {"title": "Hi", "subtitle": "A", "body": "B"}, "badge": 1, "sound": {"critical": 1, "name": "default", "volume": 0.5}}, "orderId": "42"}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"timestamp": 1736899200, "event": "update", "content-state": {"score": "1-0"}, "stale-date": 1736902800}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "apns-priority": "5", "apns-push-type": "alert"}}}}}"#),
        ])

    init() {}
}
