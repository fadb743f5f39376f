/// firebase-admin names are not HTTP v1 fields.
///
/// Lint: in an HTTP v1 message, a name only firebase-admin knows: `imageUrl`,
/// `android.notification.priority`, `eventTimestamp`, `vibrateTimingsMillis`,
/// `lightOnDurationMillis`, `lightOffDurationMillis`, `tokens`, `fids`.
struct ShapeAdminOnlyNameInRESTRule: Rule {
    static let description = RuleDescription(
        id: "shape-admin-only-name-in-rest",
        area: .shape,
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "an HTTP v1 message uses a name only firebase-admin knows",
        rationale: """
            firebase-admin takes its own names and converts them before sending: imageUrl \
            becomes image, android.notification.priority becomes notification_priority with \
            a PRIORITY_ prefix, eventTimestamp becomes event_time, vibrateTimingsMillis and \
            the light durations in milliseconds become duration strings, and a tokens list \
            becomes one request per token. The HTTP v1 API knows none of these names and \
            rejects the request, so an object copied from Admin SDK code into a REST body \
            fails ("Unknown name \"tokens\" at 'message'"). \
            Severity: error, because FCM rejects the request (E1).
            """,
        sources: [
            "firebase-admin-node src/messaging/messaging-internal.ts (validateNotification, validateAndroidNotification, validateLightSettings, validateApnsFcmOptions)",
            "https://github.com/healthjoy/async-firebase/issues/23",
        ],
        upstreamErrors: [
            "Invalid JSON payload received. Unknown name \"tokens\" at 'message': Cannot find field.",
            "Invalid JSON payload received. Unknown name \"<k>\" at '<path>': Cannot find field.",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", ↓"imageUrl": "https://cdn.example.com/a.png"}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"notification": {↓"priority": "high"}}}}"#),
            Example(#"{"message": {↓"tokens": ["token-a", "token-b"], "data": {"k": "v"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"image": "https://cdn.example.com/a.png"}, "android": {"notification": {"notification_priority": "PRIORITY_HIGH", "channelId": "news"}}}}"#),
            Example(#"{"topic": "news", "notification": {"imageUrl": "https://cdn.example.com/a.png"}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        message.reportSchemaIssues(Self.description.id, into: &findings)
    }
}
