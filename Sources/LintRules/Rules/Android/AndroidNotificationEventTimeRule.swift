/// `android.notification.event_time` is an RFC 3339 timestamp.
///
/// Lint: an `event_time` (firebase-admin: `eventTimestamp`) that is not a string like
/// `"2014-10-02T15:01:23.045123456Z"`: no time zone, a space instead of `T`, epoch numbers,
/// impossible dates.
struct AndroidNotificationEventTimeRule: SchemaValueRule {
    static let description = RuleDescription(
        id: "android-notification-event-time",
        area: .android,
        needs: [.schemaIssues],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "android.notification.event_time is not an RFC 3339 timestamp",
        rationale: """
            AndroidNotification.event_time is a protobuf Timestamp, written in JSON as an RFC \
            3339 string with a time zone ("2014-10-02T15:01:23.045123456Z", up to nine \
            fractional digits, Z or an offset). Epoch numbers and local times without a zone \
            are rejected. firebase-admin for Node takes a Date (eventTimestamp): it throws on \
            anything else ("must be a valid `Date` object"), so a Date.now() number never \
            reaches FCM, and sends the Date's toISOString(); the fix for an epoch number names \
            that Date and the time it stands for (13 digits or more are milliseconds). \
            Severity: error, because FCM rejects the request (E1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#AndroidNotification",
            "https://protobuf.dev/programming-guides/json/",
            "firebase-admin-node src/messaging/messaging-internal.ts (validateAndroidNotification)",
        ],
        upstreamErrors: [
            "android.notification.eventTimestamp must be a valid `Date` object",
            "AndroidNotification.event_timestamp must be a datetime.",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"notification": {"event_time": ↓"2025-01-14 17:02:11"}}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"notification": {"eventTime": ↓1736874131}}}}"#),
            // eventTimestamp: Date.now() in a Cloud Function (an Express gate-alert server).
            Example(#"{"tokens": ["t1"], "android": {"priority": "high", "notification": {"channelId": "alerts", "eventTimestamp": ↓1764236400000}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"notification": {"event_time": "2014-10-02T15:01:23.045123456Z"}}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"notification": {"event_time": "2025-01-14T18:02:11+01:00"}}}}"#),
            Example(#"{"topic": "news", "android": {"ttl": 1000, "notification": {"eventTimestamp": "2025-01-14T17:02:11.000Z"}}}"#),
        ])

    /// An RFC 3339 timestamp (firebase-admin's `eventTimestamp` takes the same).
    static let value = ValueSpec.string(.timestamp)

    init() {}
}
