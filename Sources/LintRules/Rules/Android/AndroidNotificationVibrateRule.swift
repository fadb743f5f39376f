/// The vibration pattern is a list of durations.
///
/// Lint: HTTP v1 `vibrate_timings` that is not an array of duration strings (`"0.5s"`);
/// firebase-admin `vibrateTimingsMillis` that is empty or holds negative or non-numeric values.
struct AndroidNotificationVibrateRule: SchemaValueRule {
    static let description = RuleDescription(
        id: "android-notification-vibrate",
        area: .android,
        needs: [.schemaIssues],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "the Android vibration pattern is not a list of durations",
        rationale: """
            AndroidNotification.vibrate_timings is a repeated protobuf Duration: an array of \
            strings of seconds with an "s" ("0.1s", "0.25s"), alternating off and on times. \
            Milliseconds as numbers, "100ms" or negative durations are rejected. \
            firebase-admin takes vibrateTimingsMillis, a non-empty array of non-negative \
            numbers of milliseconds, and converts it. \
            Severity: error, because FCM rejects the request (E1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#AndroidNotification",
            "firebase-admin-node src/messaging/messaging-internal.ts (validateAndroidNotification)",
        ],
        upstreamErrors: [
            "android.notification.vibrateTimingsMillis must be a non-empty array of numbers",
            "android.notification.vibrateTimingsMillis must be non-negative durations in milliseconds",
            "vibrateTimingMillis must not be negative",
            "elements in vibrateTimingsInMillis must not be negative",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"notification": {"vibrate_timings": ["0.1s", ↓"100ms", ↓200]}}}}"#),
            Example(#"{"topic": "news", "android": {"ttl": 1000, "notification": {"vibrateTimingsMillis": ↓[]}}}"#),
            Example(#"{"topic": "news", "android": {"ttl": 1000, "notification": {"vibrateTimingsMillis": [↓-100, 200]}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"notification": {"vibrate_timings": ["0s", "0.5s", "0.25s"]}}}}"#),
            Example(#"{"topic": "news", "android": {"ttl": 1000, "notification": {"vibrateTimingsMillis": [100, 50, 250]}}}"#),
        ])

    /// Duration strings.
    static let value = ValueSpec.array(.string(.duration), nonEmpty: false)

    /// What firebase-admin takes under its name `vibrateTimingsMillis`: milliseconds, at least one.
    static let adminValue = ValueSpec.array(.number(minimum: 0, maximum: nil, acceptsString: false), nonEmpty: true)

    init() {}
}
