import SizeModel

/// `android.notification.sound` names a raw resource of the app.
///
/// Lint: a `sound` other than `default` (in any letter case) that cannot be a resource name (a
/// URL, a path, a file extension, capital letters).
struct AndroidNotificationSoundRule: Rule {
    static let description = RuleDescription(
        id: "android-notification-sound",
        area: .android,
        needs: [.androidNotification],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "android.notification.sound is not the name of a raw resource",
        rationale: """
            The HTTP v1 reference: sound supports "default" or the filename of a sound resource \
            bundled in the app, in /res/raw/. The Android SDK looks the value up as a raw \
            resource name, which has no extension or path and only lower-case letters, digits \
            and _; a name it does not find plays the default sound instead. On Android 8 and \
            later the notification channel's sound wins anyway, so set it when the channel is \
            created. "Default" or "DEFAULT" is not reported: it cannot name a resource (resource \
            names are lower case), so the SDK's lookup fails and it plays the default \
            notification sound, the sound the sender asked for. \
            Severity: warning, because the notification plays the default sound instead of the one \
            meant (W1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#AndroidNotification",
            "https://developer.android.com/guide/topics/resources/providing-resources",
            "Notify Kit FCM Mode guide, \"Custom sound not playing\"",
            "firebase-android-sdk firebase-messaging/src/main/java/com/google/firebase/messaging/CommonNotificationBuilder.java (getSound: a name other than \"default\" not found in res/raw plays RingtoneManager's default notification sound)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"notification": {"sound": ↓"chime.mp3"}}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"notification": {"sound": ↓"https://cdn.example.com/chime.mp3"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"notification": {"sound": "default"}}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"notification": {"sound": "order_chime"}}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"notification": {"channel_id": "news", "sound": "Default"}}}}"#),
        ])

    /// True for `default` in any letter case: the default notification sound, asked for by name
    /// or reached by a failed lookup of a name no resource can have.
    static func meansDefaultSound(_ text: String) -> Bool {
        text.utf8.count == 7 && text.lowercased() == "default"
    }

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let sound = message.androidNotificationSound else { return }
        // The common cases, written without escapes, are settled on their bytes: a resource name
        // ("default" is one), and ASCII text with no byte a placeholder starts with or holds
        // (`TemplateText.placeholders`), judged as written (a file name, "Default").
        if let bytes = sound.plainStringBytes {
            if AndroidResourceName.isValid(utf8: bytes) { return }
            if !bytes.contains(where: Self.mayBelongToPlaceholderOrNonASCII) {
                guard !bytes.isEmpty, !Self.meansDefaultSound(asciiUTF8: bytes) else { return }
                report(sound, into: &findings)
                return
            }
        }
        guard let text = sound.stringValue,
            !Self.meansDefaultSound(text), !text.isEmpty, !TemplateText.passes(text, AndroidResourceName.isValid)
        else { return }
        report(sound, into: &findings)
    }

    /// True for `default` in ASCII bytes, in any letter case (`meansDefaultSound(_:)`).
    static func meansDefaultSound(asciiUTF8 bytes: ArraySlice<UInt8>) -> Bool {
        bytes.count == 7 && bytes.elementsEqual("default".utf8) { $0 | 0x20 == $1 }
    }

    /// True for a non-ASCII byte and for `{`, `$`, `%` and `(`, the bytes a template
    /// placeholder starts with or holds (`TemplateText.placeholders`).
    private static func mayBelongToPlaceholderOrNonASCII(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "%")
            || byte == UInt8(ascii: "(")
    }

    /// Reports `sound`, a string that cannot be a resource name.
    private func report(_ sound: JSONValue, into findings: inout FindingCollector) {
        // Past the rule's limit the finding is only counted: the cache below is a heap box.
        if findings.countIfOnlyCounted() { return }
        // The text and diagnosis are made only for a finding that is kept (past the per-file
        // limit the finding is only counted, and the diagnosis costs more than the check), once
        // for its message and fix. (A cache the closures read: two `lazy var`s here cost a heap
        // allocation for every finding, counted ones too; measured e 731 -> 668 instructions a
        // message.)
        var made: (text: String, diagnosis: (why: String, suggestion: String?))? = nil
        func diagnosed() -> (text: String, diagnosis: (why: String, suggestion: String?)) {
            if let made { return made }
            let text = sound.stringValue ?? ""
            let fresh = (text: text, diagnosis: AndroidResourceName.diagnose(text))
            made = fresh
            return fresh
        }
        var text: String { diagnosed().text }
        var diagnosis: (why: String, suggestion: String?) { diagnosed().diagnosis }
        findings.report(
            "android.notification.sound \"\(text)\" \(diagnosis.why); Android plays the default sound when no raw resource has this name",
            at: sound,
            fix: diagnosis.suggestion.map { FindingText("bundle the file as res/raw/\($0).<ext> and write \"\($0)\"") }
                ?? "bundle the sound in res/raw/ and write its resource name")
    }
}
