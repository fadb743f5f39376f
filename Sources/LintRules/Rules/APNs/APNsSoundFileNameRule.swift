import SizeModel

/// A sound bound for iOS must name a sound file iOS can find and play.
///
/// Lint: `aps.sound` (a string, or a critical-alert dictionary's `name`), when the name is not
/// `default` (in any letter case) and has no file extension or one iOS does not play (anything but `.caf`, `.aif`,
/// `.aiff`, `.wav`); reported at the name. (`legacy-sound-file-name` checks a legacy body's
/// `notification.sound`.) A well-formed custom name (`chime.caf`) is not reported: whether the file is in the
/// app bundle cannot be seen from the message.
struct APNsSoundFileNameRule: Rule {
    static let description = RuleDescription(
        id: "apns-sound-file-name",
        area: .apns,
        needs: [.apsSound],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "an iOS notification sound does not name a sound file iOS can play",
        rationale: """
            Apple: aps.sound (or a critical sound's name) is the name of a sound file in the \
            app's main bundle or in Library/Sounds of the app's container; "default" plays the \
            system sound. iOS looks the file up by its full name, extension included, and plays \
            only Linear PCM, MA4, µ-law or a-law audio in an aiff, wav or caf file; when the \
            file is not found the default sound plays instead. A bare name such as "chime" is \
            an Android habit (raw resources are named without extension) and an .mp3 is never \
            played. \
            Severity: warning, because the notification is shown with the default sound instead of the one meant (W1).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification (sound)",
            "https://developer.apple.com/documentation/usernotifications/unnotificationsound",
            "Notify Kit FCM Mode guide, Troubleshooting \"Custom sound not playing\"",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "sound": ↓"chime"}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "sound": {"critical": 1, "name": ↓"alarm.mp3", "volume": 1}}}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "sound": "default"}}}}}"#),
            // No file is named "Default", so iOS plays the default sound: what the name asks for.
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "sound": "Default"}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "sound": {"critical": 1, "name": "default", "volume": 0.8}}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "sound": "Sounds/chime.CAF"}}}}}"#),
            // A template placeholder standing for the whole sound name: filled in by the server.
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "sound": "{{sound}}"}}}}}"#),
            // An Android raw resource in the Android block is named without extension.
            Example(#"{"message": {"topic": "news", "android": {"notification": {"sound": "chime"}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // `default`, the most common value, is settled by node index, before a value is made.
        guard !message.apsSound(is: "default") else { return }
        if let sound = message.apsSound {
            if sound.isString {
                report(sound, "aps.sound", isDefault: false, into: &findings)
            } else if let name = sound.member(literal: "name"), name.isString {
                report(name, "aps.sound.name", isDefault: name.stringEquals("default"), into: &findings)
            }
        }
    }

    /// Reports `sound` (`isDefault`: it is `default`, which the caller compared: for aps.sound,
    /// by node index before the value was made).
    private func report(_ sound: JSONValue, _ field: String, isDefault: Bool, into findings: inout FindingCollector) {
        guard sound.isString, !isDefault, IOSSoundFile.hasProblem(inTextOf: sound) else { return }
        // A template's "{{sound}}" or "{{name}}.caf" is judged as it can be filled in (TemplateText).
        // Without a placeholder the text as written is what is judged, and it has a problem.
        guard !sound.mayHoldPlaceholder || !TemplateText.passes(sound.stringValue ?? "", { !IOSSoundFile.hasProblem($0) })
        else { return }
        // The name and explanation are made only for a finding that is kept (past the limit it
        // is counted).
        var name: String { sound.stringValue ?? "" }
        findings.report(
            "\(field) \(describeValue(sound)) \(IOSSoundFile.explanation(of: name).problem), so iOS plays the default sound instead",
            at: sound,
            fix: "name a .caf, .aiff or .wav file in the app bundle or Library/Sounds (for example \"\(IOSSoundFile.explanation(of: name).suggestion)\"), or use \"default\"")
    }
}
