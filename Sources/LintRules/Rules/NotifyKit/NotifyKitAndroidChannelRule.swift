import SizeModel

/// The Android copy of the blob should name its notification channel.
///
/// Lint, on the Android copy: no `android` object (at the blob's root), an `android` object without
/// `channelId` (at its key; unless a misspelt key such as `channelID` is there, which
/// `notifykit-options-unknown-field` reports with the rename), or a `channelId` that is not a
/// non-empty string (at the value).
public struct NotifyKitAndroidChannelRule: Rule {
    public static let description = RuleDescription(
        id: "notifykit-android-channel",
        area: .notifykit,
        defaultSeverity: .warning,
        clauses: [.decidedElsewhere],
        summary: "the Android copy of notifee_options has no usable android.channelId",
        rationale: """
            On Android 8 and later every notification must be posted to a channel the app has \
            created. handleFcmMessage takes notifee_options.android.channelId (only when it is \
            a string) and otherwise the defaultChannelId from setFcmConfig; with neither, \
            displayNotification throws and the OS never shows the push. The linter cannot see \
            the app's setFcmConfig, hence a warning: name the channel in the payload. \
            Severity: warning, because something the linter cannot see decides the outcome (W3).
            """,
        sources: [
            "Notify Kit FCM Mode guide, \"Channels are your responsibility\" and console warnings",
            "react-native-notify-kit src/fcm/types.ts (FcmConfig.defaultChannelId); src/fcm/reconstructNotification.ts",
        ],
        upstreamErrors: [
            "[react-native-notify-kit] handleFcmMessage: Android fallback path has no channelId (no payload channelId, no defaultChannelId configured). Notification may be dropped by the OS.",
            "'notification.android.channelId' expected a string value.",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",↓\"android\":{\"smallIcon\":\"ic_notification\"}}"}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "↓{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"android\":{\"channelId\":↓\"\"}}"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"android\":{\"channelId\":\"orders\"}}"}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}}}"#),
        ])

    public init() {}

    public func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let root = message.notifyKitBlobs.android else { return }
        let fix = "add \"channelId\": the id of a channel the app creates at startup, to notifee_options.android"
        guard let android = root.member(literal: "android") else {
            findings.report(
                "notifee_options has no android.channelId; unless the app sets defaultChannelId, displayNotification throws and the push is not shown",
                at: root, fix: fix)
            return
        }
        // A non-object android is notifykit-options-type's: one problem, one finding.
        guard android.isObject else { return }
        guard let channel = android.member(literal: "channelId") else {
            // A misspelt channelId ("channelID") is notifykit-options-unknown-field's, with the rename.
            let misspelt = android.members.contains { member in
                member.key.stringValue.flatMap {
                    NotifeeOptionsSchema.suggestion(for: $0, among: NotifeeOptionsSchema.android)
                } == "channelId"
            }
            guard !misspelt else { return }
            findings.report(
                "notifee_options.android has no channelId; unless the app sets defaultChannelId, displayNotification throws and the push is not shown",
                at: android, anchor: .key, fix: fix)
            return
        }
        if channel.isNonEmptyString { return }
        let what = channel.isString ? "empty" : channel.kind.description
        findings.report(
            "notifee_options.android.channelId is \(what); the client ignores it and falls back to defaultChannelId, or the push is not shown",
            at: channel, fix: "use the id of a channel the app creates, as a string")
    }
}
