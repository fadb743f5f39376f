import SizeModel

/// The HTTP v1 message has none of the legacy HTTP top-level keys.
///
/// Lint: `to`, `registration_ids`, `notification_key`, `priority`, `time_to_live`,
/// `content_available`, `mutable_content`, `collapse_key`, `dry_run`, `restricted_package_name`,
/// `direct_boot_ok` or `delay_while_idle` at the top level of a message, each with its HTTP v1
/// equivalent. A `to` holding `/topics/…` is `legacy-topic-in-to`'s finding, which names the
/// exact `topic`.
struct LegacyTopLevelKeysRule: SchemaRule {
    static let description = RuleDescription(
        id: "legacy-top-level-keys",
        area: .legacy,
        needs: [.schemaIssues],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "the message uses a legacy FCM HTTP key",
        rationale: """
            The legacy FCM HTTP API (fcm/send) was deprecated on 2023-06-20 and shut down from \
            2024-07-22. Its top-level keys do not exist in HTTP v1: targets became token, topic \
            and condition; priority, time_to_live, collapse_key and content_available moved into \
            android and apns; dry_run became validate_only. Sent to v1, every one of them fails \
            the request with "Unknown name … Cannot find field". A "to": "/topics/…" is \
            reported by legacy-topic-in-to alone, with the topic to write. \
            Severity: error, because FCM rejects the request (E1).
            """,
        sources: [
            "https://firebase.google.com/docs/cloud-messaging/migrate-v1",
            "https://github.com/AGProjects/sylk-pushserver/issues/16",
            "https://github.com/element-hq/sygnal/issues/365",
        ],
        upstreamErrors: [
            "Invalid JSON payload received. Unknown name \"to\": Cannot find field.",
            "Invalid JSON payload received. Unknown name \"time_to_live\": Cannot find field.",
            "Invalid JSON payload received. Unknown name \"priority\": Cannot find field.",
            "Invalid JSON payload received. Unknown name \"to\" at 'message': Cannot find field.",
        ],
        triggeringExamples: [
            Example(#"{↓"to": "fcm-token", ↓"time_to_live": 60, "data": {"k": "v"}}"#),
            Example(#"{"message": {"topic": "news", ↓"priority": "high", ↓"content_available": true}}"#),
            Example(#"{"message": {↓"to": "fGw0qy4TGgk:APA91bGtWGju", "notification": {"title": "Hi"}}}"#),
            Example(#"{↓"to": "fGw0qy4TGgk:APA91bGtWGju", "android": {"priority": "high"}}"#),
            Example(#"{"to": "/topics/news", ↓"priority": "high", "notification": {"title": "Hi"}}"#),
            // false asks for nothing: the equivalent is to leave the key out (google/gcm#187).
            Example(#"{"to": "/topics/news", ↓"content_available": false, "notification": {"title": "Hi"}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"priority": "high", "ttl": "60s"}, "apns": {"payload": {"aps": {"content-available": 1}}}}}"#),
            Example(#"{"message": {"to": "/topics/weather", "data": {"k": "v"}}}"#),
        ])

    static func misplacedText(
        name: String, destination: String, path: @autoclosure () -> String
    ) -> (message: String, fix: String)? {
        (
            "\"\(name)\" is a legacy FCM HTTP field that HTTP v1 rejects (Unknown name \"\(name)\"); its HTTP v1 equivalent is \(destination)",
            destination.hasPrefix("nothing") ? "remove \"\(name)\"" : "use \(destination)"
        )
    }

    init() {}

    /// The walk's findings, but for a `to` holding a topic: `legacy-topic-in-to` reports it.
    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        for issue in message.schema.issues(for: Self.description.id) where !Self.isTopicInTo(issue.value) {
            findings.report(issue.message, at: issue.value, anchor: issue.anchor, fix: issue.fix)
        }
    }

    /// True for the value of a `to` member that names a topic (`LegacyTopicPath`).
    private static func isTopicInTo(_ value: JSONValue) -> Bool {
        value.key?.stringEquals("to") == true && LegacyTopicPath(value) != nil
    }
}
