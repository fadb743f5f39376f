import SizeModel

/// firebase-admin names are not HTTP v1 fields.
///
/// Lint: in an HTTP v1 message, a name only firebase-admin knows: `imageUrl`,
/// `android.notification.priority`, `eventTimestamp`, `vibrateTimingsMillis`,
/// `lightOnDurationMillis`, `lightOffDurationMillis`, `tokens`, `fids`.
struct ShapeAdminOnlyNameInRESTRule: ShapeSchemaRule {
    static let description = RuleDescription(
        id: "shape-admin-only-name-in-rest",
        area: .shape,
        needs: [.schemaIssues],
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
            // The HTTP v1 value under firebase-admin's name (a Korean tutorial, audit40): the fix
            // keeps "PRIORITY_HIGH" instead of prefixing it again.
            Example(#"{"message": {"topic": "news", "android": {"notification": {"channel_id": "promo", ↓"priority": "PRIORITY_HIGH"}}}}"#),
            Example(#"{"message": {↓"tokens": ["token-a", "token-b"], "data": {"k": "v"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"image": "https://cdn.example.com/a.png"}, "android": {"notification": {"notification_priority": "PRIORITY_HIGH", "channelId": "news"}}}}"#),
            Example(#"{"topic": "news", "notification": {"imageUrl": "https://cdn.example.com/a.png"}}"#),
        ])

    /// The message and fix for firebase-admin's name `name` of `field` (a level of `spec`) in an
    /// HTTP v1 message, where `value` is its value.
    static func text(name: String, field: FieldSpec, value: JSONValue, spec: ObjectSpec) -> (message: String, fix: String) {
        let restName = field.spellings.first?.text ?? field.name
        let rejection = "FCM rejects it: Unknown name \"\(name)\" at '\(spec.fcmPath)'"
        switch field.name {
        case "tokens", "fids":
            return (
                "\"\(name)\" is firebase-admin's multicast list (sendEachForMulticast); an HTTP v1 request sends to one target (\(rejection))",
                "send one request per \(name == "tokens" ? "token with \"token\"" : "installation with \"fid\"")"
            )
        case "notification_priority":
            let fix = value.stringValue.flatMap(notificationPriority).map { "write \"notification_priority\": \"\($0)\"" }
                ?? "write \"notification_priority\": \"PRIORITY_HIGH\" (or MIN, LOW, DEFAULT, MAX)"
            return (
                "android.notification.\(name) is firebase-admin's name; the HTTP v1 API calls it \"notification_priority\" and takes values like \"PRIORITY_HIGH\" (\(rejection))",
                fix
            )
        case "vibrate_timings":
            return (
                "\"\(name)\" is firebase-admin's name; the HTTP v1 API takes \"vibrate_timings\", an array of duration strings (\(rejection))",
                SchemaMessages.durations(value).map { "write \"vibrate_timings\": [\($0)]" }
                    ?? "write \"vibrate_timings\" as duration strings, for example [\"0.1s\", \"0.05s\"]"
            )
        case "light_on_duration", "light_off_duration":
            let fix = value.doubleValue.map { "write \"\(restName)\": \"\(SchemaMessages.seconds(fromMilliseconds: $0))\"" }
                ?? "write \"\(restName)\" as a duration string, for example \"0.2s\""
            return ("\"\(name)\" is firebase-admin's name; the HTTP v1 API takes \"\(restName)\", a duration string (\(rejection))", fix)
        case "event_time":
            return (
                "\"\(name)\" is firebase-admin's name; the HTTP v1 API calls it \"event_time\" (\(rejection))",
                "rename it to \"event_time\" (an RFC 3339 time such as \"2025-01-14T17:02:11Z\")"
            )
        default:
            return ("\"\(name)\" is firebase-admin's name; the HTTP v1 API calls it \"\(restName)\" (\(rejection))", "rename it to \"\(restName)\"")
        }
    }

    /// The HTTP v1 NotificationPriority for a `priority` value written in firebase-admin's form
    /// ("max") or already in the HTTP v1 form ("PRIORITY_HIGH", which a REST body copied from the
    /// reference carries under firebase-admin's name): `PRIORITY_` and the level, or nil when the
    /// value names no level.
    static func notificationPriority(_ value: String) -> String? {
        var level = value.uppercased()
        if level.hasPrefix("PRIORITY_") { level.removeFirst("PRIORITY_".count) }
        return ["MIN", "LOW", "DEFAULT", "HIGH", "MAX"].contains(level) ? "PRIORITY_\(level)" : nil
    }

    init() {}
}
