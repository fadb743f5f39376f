import SizeModel

/// A legacy body's `notification.sound` reaches iOS too, where it must name a sound file.
///
/// Lint: in a legacy FCM HTTP body bound for iOS (`content_available`, `mutable_content`, or a
/// notification `subtitle` or `badge`), a `notification.sound` that is not `default` and has no
/// file extension or one iOS does not play (anything but `.caf`, `.aif`, `.aiff`, `.wav`);
/// reported at the name.
struct LegacySoundFileNameRule: Rule {
    static let description = RuleDescription(
        id: "legacy-sound-file-name",
        area: .legacy,
        needs: .notification,
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "a legacy notification.sound bound for iOS does not name a sound file iOS can play",
        rationale: """
            The legacy FCM HTTP API sent notification.sound to both platforms: on Android it \
            names a raw resource (without extension, in /res/raw), on iOS a sound file in the \
            app's main bundle or Library/Sounds, looked up by its full name, extension \
            included; "default" is the system sound on both. iOS plays only aiff, wav and caf \
            notification sounds, and plays the default sound when the file is not found. A \
            body bound for iOS (it sets content_available or mutable_content, or a subtitle or \
            badge, which only iOS reads) with a bare Android-style name plays the default \
            sound on iPhones. In HTTP v1 the two platforms take separate fields \
            (android.notification.sound and apns.payload.aps.sound). \
            Severity: warning, because the notification is shown on iPhones with the default sound instead of the one meant (W1).
            """,
        sources: [
            "https://firebase.google.com/docs/cloud-messaging/http-server-ref (notification.sound: iOS main bundle or Library/Sounds, Android /res/raw)",
            "https://developer.apple.com/documentation/usernotifications/unnotificationsound",
        ],
        triggeringExamples: [
            Example(#"{"to": "fcm-token", "mutable_content": true, "notification": {"title": "Hi", "sound": ↓"ding"}}"#),
            Example(#"{"registration_ids": ["a", "b"], "notification": {"title": "Hi", "badge": "1", "sound": ↓"ding.mp3"}}"#),
        ],
        nonTriggeringExamples: [
            // Nothing shows the body is bound for iOS: the name is right for Android.
            Example(#"{"to": "fcm-token", "notification": {"title": "Hi", "sound": "ding", "android_channel_id": "news"}}"#),
            Example(#"{"to": "fcm-token", "content_available": true, "notification": {"title": "Hi", "sound": "default"}}"#),
            // No file is named "Default", so iOS plays the default sound: what the name asks for.
            Example(#"{"to": "fcm-token", "content_available": true, "notification": {"title": "Hi", "sound": "Default"}}"#),
            Example(#"{"to": "fcm-token", "content_available": true, "notification": {"title": "Hi", "sound": "ding.caf"}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.shape == .legacy, let notification = message.notification, notification.isObject,
            let sound = notification.member(literal: "sound"), sound.isString,
            Self.isBoundForIOS(message.message), IOSSoundFile.hasProblem(inTextOf: sound)
        else { return }
        // The name and explanation are made only for a finding that is kept (past the limit it
        // is counted).
        var name: String { sound.stringValue ?? "" }
        findings.report(
            "notification.sound \(describeValue(sound)) \(IOSSoundFile.explanation(of: name).problem); the legacy API also sends it to iOS, which plays the default sound instead",
            at: sound,
            fix: "name a .caf, .aiff or .wav file in the app bundle (for example \"\(IOSSoundFile.explanation(of: name).suggestion)\") and keep the Android name for android.notification.sound when moving to HTTP v1, or use \"default\"")
    }

    /// True when a legacy body carries something only iOS uses: `content_available`,
    /// `mutable_content`, or a notification `subtitle` or `badge`.
    static func isBoundForIOS(_ legacy: JSONValue) -> Bool {
        if legacy.member(literal: "content_available") != nil || legacy.member(literal: "mutable_content") != nil { return true }
        guard let notification = legacy.member(literal: "notification") else { return false }
        return notification.member(literal: "subtitle") != nil || notification.member(literal: "badge") != nil
    }
}
