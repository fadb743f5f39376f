import SizeModel

/// A custom iOS sound must be bundled with the Notification Service Extension.
///
/// Lint, on the iOS copy: an `ios.sound` string other than `default` (and not empty).
public struct NotifyKitIOSSoundBundleRule: Rule {
    public static let description = RuleDescription(
        id: "notifykit-ios-sound-bundle",
        area: .notifykit,
        defaultSeverity: .info,
        summary: "notifee_options.ios.sound names a custom sound, which must be in the extension's bundle",
        rationale: """
            The Notification Service Extension rebuilds the notification with the blob's \
            sound, and a custom sound file is looked up in the extension target's resources, \
            not (only) the main app's. A file missing from NotifyKitNSE's Copy Bundle \
            Resources plays the default sound or none. "default" needs no file.
            """,
        sources: ["Notify Kit FCM Mode guide, Troubleshooting \"Custom sound not playing\""],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1, "sound": "ding.caf"}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"ios\":{\"sound\":↓\"ding.caf\"}}"}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1, "sound": "default"}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"ios\":{\"sound\":\"default\"}}"}}}}"#)
        ])

    public init() {}

    public func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let sound = message.notifyKitBlobs.ios?.member(path: "ios", "sound"),
            let name = sound.stringValue, !name.isEmpty, name != "default"
        else { return }
        findings.report(
            "ios.sound \(describeValue(sound)) is a custom sound: the file must be in the NotifyKitNSE target's bundle resources, or iOS plays the default sound",
            at: sound, fix: "add the file to the extension target's Copy Bundle Resources (or use \"default\")")
    }
}
