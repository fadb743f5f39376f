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
        clauses: [.rejected, .decidedElsewhere],
        summary: "android.notification.light_settings is incomplete or malformed (warning for a colour channel outside 0 to 1)",
        rationale: """
            LightSettings has three required fields: color (a google.type.Color with red, green, \
            blue and optional alpha as fractions from 0 to 1), light_on_duration and \
            light_off_duration (Duration strings). Colour channels written as 0–255 or a \
            missing duration fail the send. firebase-admin takes color as "#RRGGBB" or \
            "#RRGGBBAA" and lightOnDurationMillis/lightOffDurationMillis as numbers, all \
            required. A colour written in the other form than the message's is converted for \
            the fix as firebase-admin-node converts it (each pair of digits divided by 255, \
            alpha last and FF when absent): "#FF6B9E" is {"red": 1, "green": 0.42, "blue": \
            0.62}. The reference marks the three fields "Required", and every firebase-admin \
            SDK that models them requires all three. A channel written from 0 to 255 in an HTTP \
            v1 body is another matter: the SDKs never write one (they divide by 255), \
            google.type.Color documents each channel as "a value in the interval [0, 1]", and \
            FCM's answer to 255 is not recorded, so whether the send fails or the light shows \
            another colour is FCM's to decide. \
            Severity: error, because the firebase-admin SDKs throw before sending and FCM \
            requires the fields (E1); warning for a channel outside 0 to 1 in an HTTP v1 body, \
            because FCM's handling of it, which the linter cannot see, decides (W3).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#LightSettings",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#Color",
            "https://github.com/googleapis/googleapis/blob/master/google/type/color.proto (each channel \"a value in the interval [0, 1]\")",
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

    /// Reports the walk's problems; a colour channel outside 0 to 1 in an HTTP v1 body as a
    /// warning (FCM's answer to it is not recorded), the rest at the rule's error.
    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        message.reportSchemaIssues(Self.description.id, into: &findings) { issue in
            guard message.shape.isHTTPv1, issue.value.kind == .number,
                let channel = issue.value.key?.stringValue, ["red", "green", "blue", "alpha"].contains(channel)
            else { return nil }
            return SchemaIssueCase(
                severity: .warning,
                message: issue.message + "; google.type.Color takes each channel from 0 to 1, and FCM's answer to another value is not recorded",
                fix: issue.fix)
        }
    }

    /// A colour channel outside 0 to 1 is a warning (above), so the exported schema takes any number.
    static var reportsRangeAsWarning: Bool { true }

    static func valueFix(field: String) -> String? {
        ["red", "green", "blue", "alpha"].contains(field) ? "write each colour channel as a fraction from 0 to 1 (255 is 1.0)" : nil
    }

    init() {}
}
