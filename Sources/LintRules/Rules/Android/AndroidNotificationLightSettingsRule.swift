/// `android.notification.light_settings` has a colour and both durations, in the right form.
///
/// Lint: light settings without `color`, `light_on_duration` or `light_off_duration`; colour
/// channels outside 0…1; durations that are not `"<seconds>s"`. firebase-admin's `lightSettings`:
/// a colour that is not `#RRGGBB[AA]`, durations that are not non-negative milliseconds.
struct AndroidNotificationLightSettingsRule: SchemaRule {
    static let description = RuleDescription(
        id: "android-notification-light-settings",
        area: .android,
        needs: [.schemaIssues],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "android.notification.light_settings is incomplete or malformed",
        rationale: """
            LightSettings has three required fields: color (a google.type.Color with red, green, \
            blue and optional alpha as fractions from 0 to 1), light_on_duration and \
            light_off_duration (Duration strings). Colour channels written as 0–255 or a \
            missing duration fail the send. firebase-admin takes color as "#RRGGBB" or \
            "#RRGGBBAA" and lightOnDurationMillis/lightOffDurationMillis as numbers, all \
            required. A colour written in the other form than the message's is converted for \
            the fix as firebase-admin-node converts it (each pair of digits divided by 255, \
            alpha last and FF when absent): "#FF6B9E" is {"red": 1, "green": 0.42, "blue": \
            0.62}. \
            Severity: error, because the firebase-admin SDKs throw before sending (E1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#LightSettings",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#Color",
            "firebase-admin-node src/messaging/messaging-internal.ts (validateLightSettings)",
        ],
        upstreamErrors: [
            "android.notification.lightSettings.color must be in the form #RRGGBB or #RRGGBBAA format",
            "android.notification.lightSettings.lightOnDurationMillis must be a non-negative duration in milliseconds",
            "LightSettings.color is required.",
            "LightSettings.color must be in the form #RRGGBB or #RRGGBBAA.",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"notification": {"light_settings": {"color": {"red": ↓255, "green": 0, "blue": 0}, "light_on_duration": "0.2s", "light_off_duration": "0.3s"}}}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"notification": {↓"light_settings": {"color": {"red": 1, "green": 0, "blue": 0}, "light_on_duration": "0.2s"}}}}}"#),
            Example(#"{"topic": "news", "android": {"ttl": 1000, "notification": {"lightSettings": {"color": ↓"red", "lightOnDurationMillis": 200, "lightOffDurationMillis": 300}}}}"#),
            // google.type.Color in a firebase-admin object (a Node server's send, audit40): the fix
            // names "#FF6B9E".
            Example(#"{"token": "t", "android": {"notification": {"channelId": "heartbeat", "lightSettings": {"color": ↓{"red": 1.0, "green": 0.42, "blue": 0.62, "alpha": 1.0}, "lightOnDurationMillis": 500, "lightOffDurationMillis": 500}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"notification": {"light_settings": {"color": {"red": 1, "green": 0.5, "blue": 0, "alpha": 1}, "light_on_duration": "0.2s", "light_off_duration": "0.3s"}}}}}"#),
            Example(##"{"topic": "news", "android": {"ttl": 1000, "notification": {"lightSettings": {"color": "#AABBCC55", "lightOnDurationMillis": 200, "lightOffDurationMillis": 300}}}}"##),
        ])

    static func valueFix(field: String) -> String? {
        ["red", "green", "blue", "alpha"].contains(field) ? "write each colour channel as a fraction from 0 to 1 (255 is 1.0)" : nil
    }

    init() {}
}
