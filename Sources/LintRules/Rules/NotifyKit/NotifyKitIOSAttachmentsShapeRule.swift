import SizeModel

/// The blob's `ios.attachments` must be an array of objects with a string `url`.
///
/// Lint, on the iOS copy: `attachments` that is not an array, an entry that is not an object, and
/// an entry whose `url` is missing or not a string. A non-https or empty url is
/// `media-url-not-https`'s.
struct NotifyKitIOSAttachmentsShapeRule: Rule {
    static let description = RuleDescription(
        id: "notifykit-ios-attachments-shape",
        area: .notifykit,
        needs: [.iosBlob],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "notifee_options.ios.attachments is not an array of objects with a string url",
        rationale: """
            The Notification Service Extension downloads ios.attachments[0].url only when \
            attachments is an array whose entries are objects with a url string; anything \
            else is skipped (or makes the extension give up), and the notification shows \
            without its media. The server SDK throws on such input. \
            Severity: warning, because iOS still shows the alert from aps.alert, without its media \
            (W1); the server SDK's throw is input validation.
            """,
        sources: [
            "Notify Kit FCM Mode guide, \"Validation rules\" and console warnings",
            "react-native-notify-kit server/src/validation.ts; ios/NotifeeCore/NotifeeCoreExtensionHelper.m (attachmentDictionaryFromOptions)",
        ],
        upstreamErrors: [
            "iOS: 'notification.ios.attachments' must be an array",
            "iOS: each attachment must be an object with a string 'url' field",
            "[react-native-notify-kit] ios.attachments entry has missing or empty url. Skipped.",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"ios\":{\"attachments\":↓{\"url\":\"https://cdn.example.com/a.png\"}}}"}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"ios\":{\"attachments\":[↓\"https://cdn.example.com/a.png\",↓{\"uri\":\"https://cdn.example.com/b.png\"},{\"url\":↓[\"https://cdn.example.com/c.png\"]}]}}"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"ios\":{\"attachments\":[{\"url\":\"https://cdn.example.com/a.png\",\"identifier\":\"attachment-0\"}]}}"}}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let attachments = message.blobCopies.iosField(.attachments),
            attachments.kind != .null
        else { return }
        guard attachments.isArray else {
            findings.report(
                "notifee_options.ios.attachments is \(attachments.kind.description); the extension reads only an array and shows no attachment",
                at: attachments, fix: "write [{\"url\": \"https://…\"}]")
            return
        }
        for entry in attachments.elements {
            var path: String { blobPath(entry) }  // built only for a finding
            guard entry.isObject else {
                findings.report(
                    "\(path) is \(entry.kind.description); each attachment must be an object with a string url",
                    at: entry, fix: entry.isString ? "write {\"url\": \(describeValue(entry))}" : "write {\"url\": \"https://…\"}")
                continue
            }
            guard let url = entry.member(literal: "url") else {
                findings.report(
                    "\(path) has no url; the attachment is skipped", at: entry,
                    fix: "add \"url\": \"https://…\" to the attachment")
                continue
            }
            if !url.isString {
                findings.report(
                    "\(path).url is \(url.kind.description); the attachment is skipped", at: url,
                    fix: "write the url as a string")
            }
        }
    }
}
