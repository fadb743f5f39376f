import SizeModel

/// A sound set for Android is not played on iOS unless aps names one too.
///
/// Lint: `android.notification` asks for a sound (`sound`, or `default_sound` true) while the
/// message's `apns` block gives `aps` no `sound`, and iOS shows an alert: reported at `aps` (or at
/// `apns` when it has no `aps`).
struct APNsSoundMissingRule: Rule {
    static let description = RuleDescription(
        id: "apns-sound-missing",
        area: .apns,
        needs: [.androidNotification],
        defaultSeverity: .warning,
        clauses: [.degraded, .advice],
        summary: "android.notification plays a sound but aps has none, so iOS shows the alert silently",
        rationale: """
            iOS plays a sound for a remote notification only when aps.sound names one ("default" \
            or a file in the app): without it the alert is shown silently. FCM does not copy \
            android.notification.sound or default_sound into the APNs payload (the HTTP v1 \
            Notification has no sound; AndroidNotification's fields are Android's), so a message \
            that asks Android for a sound and writes an apns block without one reaches iPhones \
            with no sound. rpush 9 writes aps.sound only when the sound is "default" and passes a \
            custom sound to android.notification alone: "custom sounds stopped working for me \
            with rpush 9.0 when sending FCM APN notifications" (rpush/rpush#715). The Laravel FCM \
            channel's users got a sound on iOS once they added apns.payload.aps.sound "default" \
            (laravel-notification-channels/fcm#30), and FreeScout's iOS notifications gained \
            their sound the same way (freescout-help-desk/freescout#4728). A message without an \
            apns block is not reported, since it may be meant for Android alone; nor is a \
            background or special push (VoIP, Live Activity), nor an aps that shows no alert. \
            When aps has an alert of its own, the sender wrote the iOS notification by hand and \
            may have left the sound out on purpose (firebase-admin-node's integration test \
            message asks Android for the default sound and gives aps an alert alone), so that \
            case is a note. \
            Severity: warning, because the notification is shown, but not as meant: with no \
            sound (W1); info when aps has its own alert, because then it is advice (I).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification (sound: the name of a sound file, or default)",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#ApnsConfig",
            "https://github.com/rpush/rpush/issues/715 (a custom sound passed to android.notification only; no sound on iOS)",
            "rpush/rpush lib/rpush/client/active_model/fcm/notification.rb (apns_config: aps sound only for \"default\")",
            "https://github.com/laravel-notification-channels/fcm/issues/30 (sound on iOS once apns.payload.aps.sound was set)",
            "https://github.com/freescout-help-desk/freescout/issues/4728 (no sound on iOS until the FCM payload set aps.sound)",
        ],
        triggeringExamples: [
            // rpush 9's message for a custom sound (rpush/rpush#715).
            Example(#"{"message": {"data": {}, "android": {"notification": {"sound": "ding", "default_sound": false}}, "apns": {"payload": {↓"aps": {}}}, "token": "t", "notification": {"title": "New order", "body": "Order #42 placed"}}}"#),
            Example(#"{"message": {"token": "t", "notification": {"title": "Hi"}, "android": {"notification": {"default_sound": true}}, ↓"apns": {"headers": {"apns-priority": "10"}}}}"#),
            // firebase-admin-node's integration test message: an alert written for iOS, no sound.
            Example(#"{"topic": "foo-bar", "notification": {"title": "Message title", "body": "Message body"}, "android": {"notification": {"title": "test.title", "defaultSound": true}}, "apns": {"payload": {↓"aps": {"alert": {"title": "Message title", "body": "Message body"}}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"token": "t", "notification": {"title": "Hi"}, "android": {"notification": {"sound": "default"}}, "apns": {"payload": {"aps": {"sound": "default"}}}}}"#),
            // No apns block: the message may be meant for Android alone.
            Example(#"{"message": {"token": "t", "notification": {"title": "Hi"}, "android": {"notification": {"sound": "ding"}}}}"#),
            // A background update shows no alert.
            Example(#"{"message": {"token": "t", "data": {"sync": "1"}, "android": {"notification": {"sound": "ding", "title": "Synced"}}, "apns": {"headers": {"apns-push-type": "background", "apns-priority": "5"}, "payload": {"aps": {"content-available": 1}}}}}"#),
            Example(#"{"message": {"token": "t", "notification": {"title": "Hi"}, "android": {"notification": {"default_sound": false}}, "apns": {"payload": {"aps": {"badge": 1}}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.isRoutedShape, let apns = message.apns, apns.isObject, message.apsSound == nil,
            !message.isSpecialAPNsPush, message.iosShowsAlert,
            let android = message.androidNotification, android.isObject
        else { return }
        let customSound = message.androidNotificationSound?.stringValue.map { !$0.isEmpty } ?? false
        let defaultSound = android.member("default_sound", or: "defaultSound")?.boolValue == true
        guard customSound || defaultSound else { return }
        let anchor = message.aps ?? apns
        let fix = "add \"sound\": \"default\" (or the name of a sound file in the iOS app) to apns.payload.aps"
        if message.apsHasAlert {
            findings.report(
                "android.notification asks for a sound but aps, which has its own alert, has none: iOS shows this notification without a sound, as written for it (FCM does not copy Android's sound into the APNs payload)",
                at: anchor, anchor: .key, caseSeverity: .info, configuration: message.configuration, fix: fix)
            return
        }
        findings.report(
            "android.notification asks for a sound but aps has none: iOS shows this notification without a sound (FCM does not copy Android's sound into the APNs payload)",
            at: anchor, anchor: .key, fix: fix)
    }
}
