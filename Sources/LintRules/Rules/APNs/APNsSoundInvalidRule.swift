import SizeModel

/// `aps.sound` is a non-empty sound name, or a critical-alert sound dictionary.
///
/// Lint: `sound` that is an empty string or neither a string nor an object; in a sound
/// dictionary, a missing or empty `name`, a `volume` that is not a number in [0, 1], or a
/// `critical` that is not 0 or 1 (`true`/`false` are accepted, as firebase-admin converts them).
/// An error in a firebase-admin object (the SDKs throw), a warning in an HTTP v1 body and for
/// `critical` (firebase-admin-node drops a bad value silently). An empty sound in a background
/// push outside firebase-admin is not reported: no sound is what it means.
struct APNsSoundInvalidRule: Rule {
    static let description = RuleDescription(
        id: "apns-sound-invalid",
        area: .apns,
        needs: [.apsSound],
        defaultSeverity: .error,
        clauses: [.rejected, .degraded],
        summary: "aps.sound is not a sound name or a valid critical-alert sound dictionary (warning in HTTP v1 bodies)",
        rationale: """
            Apple: sound is the name of a sound file in the app bundle (or "default"), or for \
            critical alerts a dictionary with critical (1 for a critical alert), name (the \
            sound file) and volume (0.0 to 1.0). The firebase-admin SDKs reject an empty or \
            non-string sound, a missing or empty name and a bad volume before sending \
            (firebase-admin-node drops a critical value other than 1 without an error). FCM \
            forwards an HTTP v1 body's aps as it is, and iOS plays no sound or the default one \
            (Apple: "If the sound file can't be found, … the system plays the default alert \
            sound"). \
            Severity: error in a firebase-admin object, because the SDKs throw before sending \
            (E1); warning in an HTTP v1 body and for critical, because the notification is shown \
            with no sound or the default one (W1). An empty sound in a background push \
            (content-available, or apns-push-type background) outside a firebase-admin object \
            is not reported: "sound": "" beside "content-available": 1 is the old silent-push \
            idiom, and no sound is what the sender means.
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
            "firebase-admin-node src/messaging/messaging-internal.ts (validateApsSound)",
            "firebase-admin-python firebase_admin/_messaging_encoder.py",
            "firebase-admin-go messaging/messaging_utils.go",
        ],
        upstreamErrors: [
            "apns.payload.aps.sound must be a non-empty string or a non-null object",
            "apns.payload.aps.sound.name must be a non-empty string",
            "apns.payload.aps.sound.volume must be a number",
            "apns.payload.aps.sound.volume must be in the interval [0, 1]",
            "CriticalSound.volume must be in the interval [0,1].",
            "critical sound volume must be in the interval [0, 1]",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "sound": ↓""}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", ↓"sound": {"critical": ↓2, "volume": ↓1.5}}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "sound": ↓true}}}}}"#),
            Example(#"{"tokens": ["t1"], "apns": {"payload": {"aps": {"alert": "Hi", "sound": ↓""}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "sound": "default"}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "sound": {"critical": 1, "name": "alarm.caf", "volume": 0.8}}}}}}"#),
            Example(#"{"tokens": ["t1"], "apns": {"payload": {"aps": {"alert": "Hi", "sound": {"critical": true, "name": "alarm.caf", "volume": 1}}}}}"#),
            // A silent push written the old way.
            Example(#"{"aps": {"sound": "", "content-available": 1}, "type": "sync"}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // `default`, the most common value, is a sound name: settled by node index, before a
        // value is made (a bound value is retained).
        guard !message.apsSound(is: "default"), let sound = message.apsSound else { return }
        let sdkRejects = message.shape == .admin
        func report(_ text: String, at value: JSONValue, anchor: FindingAnchor = .value, fix: String, rejected: Bool = true) {
            if sdkRejects && rejected {
                findings.report(text, at: value, anchor: anchor, fix: fix)
            } else {
                findings.report(
                    text, at: value, anchor: anchor, caseSeverity: .warning, configuration: message.configuration, fix: fix)
            }
        }
        if sound.isString {
            if sound.stringEquals(""), sdkRejects || !APNsBackgroundIntent.isMarked(message) {
                report(
                    "aps.sound is an empty string, which names no sound file; iOS plays no sound or the default one", at: sound,
                    fix: "use \"default\" or the name of a sound file in the app bundle, or remove sound")
            }
            return
        }
        guard sound.isObject else {
            report(
                "aps.sound is \(sound.kind); it must be a sound name or a critical-alert sound dictionary",
                at: sound, fix: "write \"sound\": \"default\" or a sound file name")
            return
        }
        if let name = sound.member(literal: "name") {
            if !name.isString || name.stringEquals("") {
                report(
                    "aps.sound.name must be a non-empty sound file name", at: name,
                    fix: "write \"name\": \"default\" or a sound file name")
            }
        } else {
            report(
                "the aps.sound dictionary has no name; the sound to play must be named", at: sound, anchor: .key,
                fix: "add \"name\": \"default\" or a sound file name")
        }
        if let volume = sound.member(literal: "volume") {
            if let level = volume.doubleValue {
                if !(0...1).contains(level) {
                    report(
                        "aps.sound.volume \(volume.numberLexeme ?? "") is outside 0 to 1", at: volume,
                        fix: "use a volume between 0.0 and 1.0")
                }
            } else {
                report(
                    "aps.sound.volume is \(volume.kind); it must be a number from 0 to 1", at: volume,
                    fix: "use a volume between 0.0 and 1.0")
            }
        }
        if let critical = sound.member(literal: "critical"), !critical.kind.isBoolean,
            critical.integerValue != 0, critical.integerValue != 1
        {
            report(
                "aps.sound.critical is \(APNsFlagValue.describe(critical)); it must be 1 (critical alert) or 0",
                at: critical, fix: "write \"critical\": 1", rejected: false)
        }
    }
}
