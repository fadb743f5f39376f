import SizeModel

/// A notification that needs the iOS Notification Service Extension must set
/// `aps.mutable-content: 1`.
///
/// Lint: a message with a `notifee_options` blob for iOS or a notification image, whose `aps` lacks
/// `"mutable-content": 1`; not when the configuration declares the app has no extension
/// (`app.notificationServiceExtension: false`).
public struct APNsMutableContentMissingRule: Rule {
    public static let description = RuleDescription(
        id: "apns-mutable-content-missing",
        area: .apns,
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "the iOS Notification Service Extension is needed but aps.mutable-content is not 1",
        rationale: """
            iOS runs an app's Notification Service Extension only for alerts whose aps \
            dictionary has "mutable-content": 1. Notify Kit's extension reads the \
            notifee_options blob (attachments, category, thread id, sound), and FCM's image \
            support (notification.image, apns.fcm_options.image) is downloaded by the \
            extension too. Without the flag the extension never runs: iOS shows the plain \
            alert, images and attachments are dropped, and Notify Kit's onBackgroundEvent \
            never fires. \
            Firebase's image guide leaves setting mutable-content to the sender; FCM does not add \
            it. Severity: warning, because the plain alert is still shown, without the extension's \
            work (W1); an alert with no text at all is an error of apns-alert-empty.
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/modifying_content_in_newly_delivered_notifications",
            "https://firebase.google.com/docs/cloud-messaging/ios/send-image",
            "Notify Kit FCM Mode guide, \"NSE not activating\"",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {↓"aps": {"alert": "Hi"}, "notifee_options": "{\"_v\":1}"}}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "image": ↓"https://cdn.example.com/a.png"}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "mutable-content": ↓true}}, "fcm_options": {"image": "https://cdn.example.com/a.png"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "image": "https://cdn.example.com/a.png"}, "apns": {"payload": {"aps": {"mutable-content": 1}}}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}}}"#),
        ])

    public init() {}

    public func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // An app declared without an extension (app.notificationServiceExtension: false) has none
        // for the flag to start.
        guard message.configuration.app.notificationServiceExtension != false else { return }
        guard !message.hasMutableContent, let (reason, cause) = Self.extensionNeed(message) else { return }
        let fix = "add \"mutable-content\": 1 to apns.payload.aps"
        let text = "iOS needs the Notification Service Extension for \(reason), but aps.mutable-content is not 1, so the extension never runs"
        if let flag = message.aps?.member(literal: "mutable-content") {
            findings.report(text, at: flag, fix: fix)
        } else if let place = message.aps ?? message.apnsPayload ?? message.apns {
            findings.report(text, at: place, anchor: .key, fix: fix)
        } else {
            findings.report(text, at: cause, fix: fix)
        }
    }

    /// Why the message needs the extension, and the value that needs it.
    static func extensionNeed(_ message: MessageContext) -> (String, JSONValue)? {
        if let blob = message.iosBlob { return ("the notifee_options blob", blob.host) }
        if let image = message.notification?.member(literal: "image") ?? message.notification?.member(literal: "imageUrl") {
            return ("notification.image", image)
        }
        if let options = message.apnsFCMOptions,
            let image = options.member(literal: "image") ?? options.member(literal: "imageUrl")
        {
            return ("apns.fcm_options.image", image)
        }
        return nil
    }
}
