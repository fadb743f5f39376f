import SizeModel

/// `default_sound: true` overrides a custom `sound` on the Android versions where the message
/// decides the sound.
///
/// Lint: `android.notification.default_sound` (firebase-admin: `defaultSound`) true together with
/// a `sound` other than "default", reported at the sound that is not played.
struct AndroidNotificationDefaultSoundOverrideRule: Rule {
    static let description = RuleDescription(
        id: "android-notification-default-sound-override",
        area: .android,
        needs: [.androidNotification],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "android.notification.sound is not played because default_sound is true",
        rationale: """
            The Android FCM SDK builds the notification with setSound(the custom sound) and then \
            setDefaults(DEFAULT_SOUND) when default_sound is true (CommonNotificationBuilder: \
            getSound, getConsolidatedDefaults). Before Android 8 the system plays the default \
            notification sound whenever DEFAULT_SOUND is among the notification's defaults, and \
            the custom sound only when it is not (NotificationManagerService, \
            buzzBeepBlinkLocked: useDefaultSound). So the custom sound the message names is sent \
            and never played; on Android 8 and later the notification channel's sound plays \
            instead of either. \
            Severity: warning, because the notification plays the default sound instead of the \
            one meant (W1).
            """,
        sources: [
            "firebase-android-sdk firebase-messaging/src/main/java/com/google/firebase/messaging/CommonNotificationBuilder.java (createNotificationInfo: builder.setSound(getSound(…)), then builder.setDefaults(getConsolidatedDefaults(params)), which adds Notification.DEFAULT_SOUND for default_sound)",
            "AOSP frameworks/base services/core/java/com/android/server/notification/NotificationManagerService.java before Android 8 (buzzBeepBlinkLocked: useDefaultSound = (notification.defaults & Notification.DEFAULT_SOUND) != 0 …; the custom sound is used only otherwise)",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#AndroidNotification (default_sound: use the Android framework's default sound for the notification)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"notification": {"default_sound": true, ↓"sound": "order_chime"}}}}"#),
            Example(#"{"topic": "news", "android": {"notification": {"defaultSound": true, ↓"sound": "order_chime"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"notification": {"default_sound": true, "sound": "default"}}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"notification": {"default_sound": false, "sound": "order_chime"}}}}"#),
            Example(#"{"topic": "news", "android": {"notification": {"defaultSound": true}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // The sound first (the context's slot), then `default_sound` looked up by name: most
        // messages without a sound are settled without the lookup.
        guard let sound = message.androidNotificationSound, let notification = message.androidNotification,
            Self.setsDefaultSound(notification),
            let text = sound.stringValue, !text.isEmpty,
            !AndroidNotificationSoundRule.meansDefaultSound(text)
        else { return }
        findings.report(
            "android.notification.sound \"\(text)\" is not played: default_sound is true, so Android 7 and earlier play the default sound (Android 8 and later play the channel's)",
            at: sound, anchor: .key, fix: "remove default_sound (or set it to false) to play the custom sound")
    }

    /// True when `default_sound` (else `defaultSound`) of `notification` is `true`: both
    /// spellings found in one pass over its members, where a lookup by each name walked them
    /// twice (measured: about 25 instructions a message on corpus (e), where a third of the
    /// messages have an Android sound and none has default_sound).
    static func setsDefaultSound(_ notification: JSONValue) -> Bool {
        let slots = notification.memberSlots(defaultSoundNames)
        return notification.value(atNode: slots.first(0, 1))?.boolValue == true
    }

    /// `default_sound` and firebase-admin's `defaultSound`, in the order `member(_:or:)` reads them.
    static let defaultSoundNames = JSONMemberNames(["default_sound", "defaultSound"])
}
