/// `default_light_settings: true` is overridden by explicit light settings.
///
/// Lint: `android.notification.default_light_settings` true together with `light_settings`,
/// reported at the ignored `default_light_settings`.
struct AndroidNotificationLightDefaultRule: Rule {
    static let description = RuleDescription(
        id: "android-notification-light-default",
        area: .android,
        needs: [.androidNotification],
        defaultSeverity: .info,
        clauses: [.advice],
        summary: "default_light_settings is ignored because light_settings is set",
        rationale: """
            The HTTP v1 reference: if default_light_settings is set to true and light_settings \
            is also set, the user-specified light_settings is used instead of the default \
            value. (Vibration works the other way round: there the default wins.) \
            Severity: info, because this is advice: nothing is rejected or lost (I).
            """,
        sources: ["https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#AndroidNotification"],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"notification": {↓"default_light_settings": true, "light_settings": {"color": {"red": 1, "green": 0, "blue": 0}, "light_on_duration": "0.2s", "light_off_duration": "0.3s"}}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(##"{"topic": "news", "android": {"notification": {"defaultLightSettings": false, "lightSettings": {"color": "#AABBCC55", "lightOnDurationMillis": 200, "lightOffDurationMillis": 300}}}}"##)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let notification = message.androidNotification,
            let flag = message.androidNotificationDefaultLightSettings, flag.boolValue == true,
            notification.member("light_settings", or: "lightSettings") != nil
        else { return }
        findings.report(
            "android.notification.\(flag.key?.stringValue ?? "default_light_settings") is ignored: the explicit light settings win",
            at: flag, anchor: .key, fix: "remove default_light_settings, or remove light_settings to use the default")
    }
}
