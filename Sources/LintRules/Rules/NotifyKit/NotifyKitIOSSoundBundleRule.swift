import SizeModel

/// The blob's iOS sound must name a sound file iOS can find and play.
///
/// Lint, on the iOS copy: an `ios.sound` other than `default` whose name has no file extension, or
/// an extension iOS does not play as a notification sound (anything but `.caf`, `.aif`, `.aiff`,
/// `.wav`), reported at the value. A well-formed custom name (`chime.caf`) is not reported: the
/// linter cannot see whether the file is in the extension's bundle, and Notify Kit's own output
/// uses such names.
struct NotifyKitIOSSoundBundleRule: Rule {
    static let description = RuleDescription(
        id: "notifykit-ios-sound-bundle",
        area: .notifykit,
        needs: [.iosBlob],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "notifee_options.ios.sound does not name a sound file iOS can play",
        rationale: """
            The Notification Service Extension rebuilds the notification with the blob's \
            sound, and iOS looks the file up by its full name (extension included) in the \
            extension target's bundle resources (not only the main app's) or Library/Sounds. \
            Notification sounds must be Linear PCM, MA4, µ-law or a-law audio in an aiff, wav \
            or caf file. A bare name such as "chime" (an Android raw-resource habit) or an \
            .mp3 is never found or played: iOS plays the default sound instead. "default" \
            needs no file. \
            Severity: warning, because the notification is shown, but not as meant (W1).
            """,
        sources: [
            "Notify Kit FCM Mode guide, Troubleshooting \"Custom sound not playing\"",
            "https://developer.apple.com/documentation/usernotifications/unnotificationsound",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1, "sound": "ding"}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"ios\":{\"sound\":↓\"ding\"}}"}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"ios\":{\"sound\":↓\"sounds/ding.mp3\"}}"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1, "sound": "default"}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"ios\":{\"sound\":\"default\"}}"}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1, "sound": "chime.caf"}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"ios\":{\"sound\":\"chime.caf\"}}"}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let sound = message.blobCopies.iosField(.sound),
            sound.isString, IOSSoundFile.hasProblem(inTextOf: sound)
        else { return }
        // The explanation is made only for a finding that is kept (past the limit it is
        // counted), once for its message and fix.
        lazy var explanation = IOSSoundFile.explanation(of: sound.stringValue ?? "")
        findings.report(
            "ios.sound \(described: sound) \(explanation.problem), so the default sound plays instead",
            at: sound,
            fix: FindingText("name a .caf, .aiff or .wav file bundled in the NotifyKitNSE target (for example \"\(explanation.suggestion)\"), or use \"default\""))
    }
}
