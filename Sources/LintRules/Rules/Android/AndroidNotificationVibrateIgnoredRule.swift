/// `default_vibrate_timings: true` overrides the custom pattern.
///
/// Lint: `android.notification.default_vibrate_timings` true together with `vibrate_timings`
/// (firebase-admin: `vibrateTimingsMillis`), reported at the ignored timings.
struct AndroidNotificationVibrateIgnoredRule: Rule {
    static let description = RuleDescription(
        id: "android-notification-vibrate-ignored",
        area: .android,
        needs: [.androidNotification],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "vibrate_timings is ignored because default_vibrate_timings is true",
        rationale: """
            The HTTP v1 reference: if default_vibrate_timings is set to true and vibrate_timings \
            is also set, the default value is used instead of the user-specified \
            vibrate_timings. The Android FCM SDK sets the custom pattern (setVibrate) and then \
            adds DEFAULT_VIBRATE to the notification's defaults (CommonNotificationBuilder: \
            getConsolidatedDefaults); before Android 8 the system then vibrates with its default \
            pattern, and the custom one only when DEFAULT_VIBRATE is not set \
            (NotificationManagerService, buzzBeepBlinkLocked: useDefaultVibrate). The custom \
            pattern is sent and never played; on Android 8 and later the channel's vibration \
            applies instead of either. \
            Severity: warning, because the notification vibrates with the default pattern instead \
            of the one meant, as default_sound plays the default sound (W1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#AndroidNotification",
            "firebase-android-sdk firebase-messaging/src/main/java/com/google/firebase/messaging/CommonNotificationBuilder.java (builder.setVibrate(vibrateTimings); builder.setDefaults(getConsolidatedDefaults(params)), which adds Notification.DEFAULT_VIBRATE for default_vibrate_timings)",
            "AOSP frameworks/base services/core/java/com/android/server/notification/NotificationManagerService.java before Android 8 (buzzBeepBlinkLocked: useDefaultVibrate = (notification.defaults & Notification.DEFAULT_VIBRATE) != 0 selects the default pattern; notification.vibrate is used only otherwise)",
        ],
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
