import SizeModel

/// The blob's `title` and `body` must be strings, and not both missing.
///
/// Lint: on the shared copies, a `title` or `body` that is neither a string nor null is reported at
/// the value; a blob with neither a non-empty title nor a non-empty body is reported at the blob's
/// root, unless every client reading it has a fallback text (the Android client falls back to
/// `data.title`/`data.body`, the iOS extension to the delivered alert: `aps.alert`, or the common
/// `notification` title and body FCM copies into it).
struct NotifyKitTitleBodyRule: Rule {
    static let description = RuleDescription(
        id: "notifykit-title-body",
        area: .notifykit,
        needs: [.androidBlob, .iosBlob],
        defaultSeverity: .error,
        clauses: [.notShownAsMeant],
        summary: "notifee_options title or body is not a string, or both are missing",
        rationale: """
            The Android client passes the blob's title and body to displayNotification, which \
            throws on a non-string value ("'notification.title' expected a string value or \
            undefined."): nothing is displayed. When the blob has neither title nor body (and data has no \
            title or body to fall back on), the client displays an empty notification and \
            logs a warning; the iOS extension falls back to the aps.alert text, and with no \
            alert text iOS shows no alert, so the extension never runs. The server SDK \
            requires both to be non-empty strings. A blob with only one of them displays \
            fine and is not reported. \
            Severity: error, because the notification meant is not shown (E2).
            """,
        sources: [
            "Notify Kit FCM Mode guide, \"Validation rules\" and console warnings",
            "react-native-notify-kit server/src/validation.ts; src/fcm/reconstructNotification.ts",
            "react-native-notify-kit src/validators/validateNotification.ts (inherited from notifee)",
        ],
        upstreamErrors: [
            "Validation: notification.title is required and must be a non-empty string",
            "Validation: notification.body is required and must be a non-empty string",
            "[react-native-notify-kit] handleFcmMessage: displaying notification with empty title and body. Check your FCM payload.",
            "'notification.title' expected a string value or undefined.",
            "'notification.body' expected a string value or undefined.",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":↓42,\"body\":\"B\"}"}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "↓{\"_v\":1,\"title\":\"\",\"android\":{\"channelId\":\"orders\"}}"}}}"#),
            // A chat sender's iOS half (data keys spread into the blob, no alert): nothing shows.
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"content-available": 1, "mutable-content": 1, "sound": "default"}, "notifee_options": ↓{"cid": "c42"}}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"title": "Hi", "body": "B", "notifee_options": "{\"_v\":1}"}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"body\":\"Body only\"}"}}}"#),
            // Notifee's iOS remote-notification example: the alert text comes from notification.
            Example(#"{"message": {"topic": "news", "notification": {"title": "A notification title!", "body": "A notification body"}, "apns": {"payload": {"aps": {"mutable-content": 1}, "notifee_options": {"image": "https://placeimg.com/640/480/any"}}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        for copy in message.blobCopies.shared {
            // Both fields are read (and a wrong type reported) before the verdict.
            let hasTitle = Self.hasText(copy[.title], "title", &findings)
            let hasBody = Self.hasText(copy[.body], "body", &findings)
            guard !hasTitle, !hasBody, !Self.everyReaderHasFallback(message) else { continue }
            // Only the iOS extension reads it and aps has no alert text: iOS shows no alert, so
            // the extension never runs and nothing is displayed (not an empty notification).
            let text = message.blobCopies.android == nil
                ? "notifee_options has neither a title nor a body, and aps has no alert text to fall back on: iOS shows no notification"
                : "notifee_options has neither a title nor a body; the notification is displayed empty"
            findings.report(text, at: copy.root, fix: "add non-empty \"title\" and \"body\" to notifee_options")
        }
    }

    /// True when `value` (the blob's `field`) gives the notification text: a non-empty string, or
    /// a value of another type, which displayNotification rejects (reported here).
    private static func hasText(_ value: JSONValue?, _ field: String, _ findings: inout FindingCollector) -> Bool {
        guard let value else { return false }
        switch value.kind {
        case .string:
            return value.isNonEmptyString
        case .null:
            return false
        default:
            findings.report(
                "notifee_options.\(field) is \(value.kind.description); displayNotification throws \"'notification.\(field)' expected a string value or undefined.\" and nothing is shown",
                at: value, fix: "write notifee_options.\(field) as a string")
            return true
        }
    }

    /// True when each client that reads a copy has its own text to fall back on
    /// (`NotifyKitFallbackText`).
    static func everyReaderHasFallback(_ message: MessageContext) -> Bool {
        if message.blobCopies.android != nil, !NotifyKitFallbackText.android(in: message) { return false }
        if message.blobCopies.ios != nil, !NotifyKitFallbackText.ios(in: message) { return false }
        return true
    }
}
