import SizeModel

/// A firebase-admin object must use firebase-admin's value forms.
///
/// Lint: in a firebase-admin message, the HTTP v1 form where the SDK converts the value itself:
/// `android.notification.priority` already `PRIORITY_*`, `vibrateTimingsMillis` as duration strings,
/// `lightSettings` with a colour object or duration strings. (An `android.ttl` string is
/// `android-ttl-format`'s.)
struct ShapeRESTFormInAdminRule: ShapeSchemaRule {
    static let description = RuleDescription(
        id: "shape-rest-form-in-admin",
        area: .shape,
        needs: [.schemaIssues],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "a firebase-admin message uses the HTTP v1 form of a value the SDK converts",
        rationale: """
            firebase-admin for Node converts some values before sending and validates the \
            input form: android.notification.priority gets "PRIORITY_" prepended (so "PRIORITY_HIGH" \
            becomes the invalid "PRIORITY_PRIORITY_HIGH"), vibrateTimingsMillis and the \
            lightSettings durations must be numbers of milliseconds and the colour a \
            "#RRGGBB[AA]" string. Snake_case names (light_settings, notification_priority) are \
            passed through untouched and take the HTTP v1 form. (An android.ttl string, which \
            throws "TTL must be a non-negative duration in milliseconds", is reported by \
            android-ttl-format.) \
            Severity: error, because the firebase-admin SDKs throw before sending (E1).
            """,
        sources: [
            "firebase-admin-node src/messaging/messaging-internal.ts (validateAndroidConfig, validateAndroidNotification, validateLightSettings)",
        ],
        upstreamErrors: [
            "android.notification.vibrateTimingsMillis must be non-negative durations in milliseconds",
            "android.notification.lightSettings.lightOnDurationMillis must be a non-negative duration in milliseconds",
        ],
        triggeringExamples: [
            Example(#"{"topic": "news", "notification": {"imageUrl": "https://cdn.example.com/a.png"}, "android": {"notification": {"vibrateTimingsMillis": ↓["0.1s", "0.2s"]}}}"#),
            Example(#"{"topic": "news", "android": {"ttl": 60000, "notification": {"priority": ↓"PRIORITY_HIGH"}}}"#),
            Example(#"{"topic": "news", "android": {"ttl": 60000, "notification": {"lightSettings": ↓{"color": {"red": 1, "green": 0, "blue": 0}, "lightOnDuration": "0.2s", "lightOffDuration": "0.3s"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(##"{"topic": "news", "android": {"ttl": 3600000, "notification": {"priority": "high", "vibrateTimingsMillis": [100, 50], "lightSettings": {"color": "#AABBCC", "lightOnDurationMillis": 200, "lightOffDurationMillis": 300}}}}"##),
            Example(#"{"message": {"topic": "news", "android": {"ttl": "3600s"}}}"#),
        ])

    static func misplacedText(
        name: String, destination: String, path: @autoclosure () -> String
    ) -> (message: String, fix: String)? {
        (
            "\(path()) is the HTTP v1 form; firebase-admin ignores it and requires \(destination)",
            "use \(destination.components(separatedBy: ":").first ?? destination)"
        )
    }

    /// What firebase-admin does with the HTTP v1 form of `field`'s value (a field it converts itself).
    static func consequence(for field: FieldSpec) -> String {
        switch field.name {
        case "notification_priority":
            return "prefixes \"PRIORITY_\" itself (\"PRIORITY_HIGH\" becomes \"PRIORITY_PRIORITY_HIGH\", which FCM rejects)"
        case "vibrate_timings":
            return "throws \"android.notification.vibrateTimingsMillis must be non-negative durations in milliseconds\""
        case "light_settings":
            return "throws before sending (it requires color \"#RRGGBB[AA]\", lightOnDurationMillis and lightOffDurationMillis)"
        default:
            return "throws before sending"
        }
    }

    /// The firebase-admin form of `value`, an HTTP v1 value of `field`.
    static func fix(for field: FieldSpec, value: JSONValue) -> String {
        switch field.name {
        case "notification_priority":
            let text = value.stringValue ?? ""
            let level = text.uppercased().hasPrefix("PRIORITY_") ? String(text.dropFirst("PRIORITY_".count)).lowercased() : "high"
            return "write \"\(level)\""
        case "vibrate_timings":
            let millis = value.elements.compactMap { $0.stringValue.flatMap(StringFormat.durationSeconds) }.map {
                SchemaValidator.number($0 * 1000)
            }
            return millis.isEmpty ? "write milliseconds as numbers, for example [100, 50, 250]" : "write [\(millis.joined(separator: ", "))]"
        case "light_settings":
            return "write color as \"#RRGGBB\" and lightOnDurationMillis and lightOffDurationMillis as numbers of milliseconds, or use the snake_case name light_settings, which firebase-admin passes through"
        default:
            return "use the firebase-admin form of the value"
        }
    }

    init() {}
}
