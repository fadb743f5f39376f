/// `default_vibrate_timings: true` overrides the custom pattern.
///
/// Lint: `android.notification.default_vibrate_timings` true together with `vibrate_timings`
/// (firebase-admin: `vibrateTimingsMillis`), reported at the ignored timings.
struct AndroidNotificationVibrateIgnoredRule: Rule {
    static let description = RuleDescription(
        id: "android-notification-vibrate-ignored",
        area: .android,
        needs: [.androidNotification],
        defaultSeverity: .info,
        clauses: [.advice],
        summary: "vibrate_timings is ignored because default_vibrate_timings is true",
        rationale: """
            The HTTP v1 reference: if default_vibrate_timings is set to true and vibrate_timings \
            is also set, the default value is used instead of the user-specified \
            vibrate_timings. The custom pattern is sent and never played. \
            Severity: info, because this is advice: nothing is rejected or lost (I).
            """,
        sources: ["https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#AndroidNotification"],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"notification": {"default_vibrate_timings": true, ↓"vibrate_timings": ["0.2s", "0.1s"]}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"topic": "news", "android": {"notification": {"defaultVibrateTimings": false, "vibrateTimingsMillis": [100, 50, 250]}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let notification = message.androidNotification,
            message.androidNotificationDefaultVibrateTimings?.boolValue == true,
            let timings = notification.member("vibrate_timings", or: "vibrateTimings") ?? notification.member(literal: "vibrateTimingsMillis")
        else { return }
        findings.report(
            "android.notification.\(timings.key?.stringValue ?? "vibrate_timings") is ignored: default_vibrate_timings is true, so the default pattern plays",
            at: timings, anchor: .key, fix: "set default_vibrate_timings to false to use the custom pattern, or remove the timings")
    }
}
