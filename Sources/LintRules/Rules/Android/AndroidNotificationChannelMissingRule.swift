import SizeModel

/// Sound, vibration, lights and importance belong to the notification channel on Android 8+.
///
/// Lint: an `android.notification` without `channel_id` that sets a channel-level property
/// (`sound` other than `default` in any letter case, `vibrate_timings`, `light_settings`, `notification_priority`;
/// firebase-admin: `vibrateTimingsMillis`, `lightSettings`, `priority`), reported at the
/// `android.notification` key. A notification without a channel and without such properties is
/// fine: it goes to the app's default channel.
struct AndroidNotificationChannelMissingRule: Rule {
    static let description = RuleDescription(
        id: "android-notification-channel-missing",
        area: .android,
        needs: [.androidNotification],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "android.notification sets channel-level behaviour but names no channel",
        rationale: """
            Since Android 8.0 sound, vibration, lights and importance are properties of the \
            notification channel, fixed when the app creates it; the per-notification values \
            apply only on older Android versions. Without channel_id, FCM posts to the channel \
            named in the app's manifest (default_notification_channel_id) or to its own \
            "Miscellaneous" fallback channel, whose settings win. To get a custom sound or \
            pattern, create a channel with it in the app and send its channel_id. A sound of \
            "default" in any letter case asks for the default sound, which the default channel \
            plays, and is not reported; nor is an empty sound, proto3's default value, which \
            FCM does not pass on. \
            Severity: warning, because the notification is shown on the default channel, with its \
            sound and importance instead of the ones set here (W1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#AndroidNotification",
            "https://developer.android.com/develop/ui/views/notifications/channels",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {↓"notification": {"title": "Hi", "sound": "chime", "vibrate_timings": ["0.2s"]}}}}"#),
            // A Python cron's HTTP v1 body (audit40): PRIORITY_HIGH asks for a heads-up
            // notification, but on Android 8+ the default channel's importance decides.
            Example(#"{"message": {"token": "t", "notification": {"title": "Hi"}, "android": {"priority": "high", ↓"notification": {"default_sound": true, "default_vibrate_timings": true, "notification_priority": "PRIORITY_HIGH"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "android": {"notification": {"click_action": "TOP_STORY_ACTIVITY"}}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"notification": {"channel_id": "orders", "sound": "chime"}}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"notification": {"sound": "default"}}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"notification": {"sound": "Default"}}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"notification": {"title": "Hi", "sound": ""}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let notification = message.androidNotification, notification.isObject,
            message.androidNotificationChannelID == nil
        else { return }
        var set: [String] = []
        for member in notification.members {
            let key = member.key
            if key.stringEquals("sound") {
                if !(member.value.stringValue.map { $0.isEmpty || AndroidNotificationSoundRule.meansDefaultSound($0) } ?? false) {
                    set.append("sound")
                }
            } else if key.stringEquals("vibrate_timings") || key.stringEquals("vibrateTimings")
                || key.stringEquals("vibrateTimingsMillis")
            {
                set.append("vibration")
            } else if key.stringEquals("light_settings") || key.stringEquals("lightSettings") {
                set.append("lights")
            } else if key.stringEquals("notification_priority") || key.stringEquals("notificationPriority")
                || key.stringEquals("priority")
            {
                // Named as the tray priority, not android.priority (delivery), which the same
                // message often sets too.
                set.append("notification priority")
            }
        }
        guard !set.isEmpty else { return }
        findings.report(
            "android.notification sets \(set.joined(separator: ", ")) without a channel_id; on Android 8+ the default channel's settings apply instead",
            at: notification, anchor: .key,
            fix: "create a notification channel with these settings in the app and send its channel_id")
    }
}
