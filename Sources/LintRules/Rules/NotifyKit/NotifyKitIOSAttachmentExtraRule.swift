import SizeModel

/// The iOS extension shows only the first attachment.
///
/// Lint, on the iOS copy: every `ios.attachments` object after the first.
struct NotifyKitIOSAttachmentExtraRule: Rule {
    static let description = RuleDescription(
        id: "notifykit-ios-attachment-extra",
        area: .notifykit,
        needs: [.iosBlob],
        defaultSeverity: .info,
        clauses: [.advice],
        summary: "notifee_options.ios.attachments has more than one entry; the extension uses the first",
        rationale: """
            Notify Kit's Notification Service Extension downloads only attachments[0] (with a \
            25-second timeout inside the ~30 s the system allows) and attaches that one; later \
            entries are ignored for pushes displayed in the background, and still cost payload \
            bytes. \
            Severity: info, because this is advice: nothing is rejected or lost (I).
            """,
        sources: [
            "react-native-notify-kit ios/NotifeeCore/NotifeeCoreExtensionHelper.m (attachmentDictionaryFromOptions, loadAttachment)",
            "https://developer.apple.com/documentation/usernotifications/modifying_content_in_newly_delivered_notifications",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"ios\":{\"attachments\":[{\"url\":\"https://cdn.example.com/a.png\"},↓{\"url\":\"https://cdn.example.com/b.png\"}]}}"}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"ios\":{\"attachments\":[{\"url\":\"https://cdn.example.com/a.png\"}]}}"}}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let attachments = message.blobCopies.iosField(.attachments),
            attachments.count > 1
        else { return }
        var position = 0
        for entry in attachments.elements {
            defer { position += 1 }
            // Entries that are not objects are notifykit-ios-attachments-shape's.
            guard position > 0, entry.isObject else { continue }
            findings.report(
                "\(blobPath(entry)) is ignored: the Notification Service Extension downloads only the first attachment",
                at: entry, fix: "send one attachment; put the most important one first")
        }
    }
}
