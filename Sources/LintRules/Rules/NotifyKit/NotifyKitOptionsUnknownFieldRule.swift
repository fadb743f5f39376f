import SizeModel

/// A `notifee_options` field the Notify Kit clients do not read.
///
/// Lint: every key of the blob that its reader does not know (the schema in
/// `NotifeeOptionsSchema`), reported at the key inside the escaped string, with the known name it
/// most likely meant.
struct NotifyKitOptionsUnknownFieldRule: Rule {
    static let description = RuleDescription(
        id: "notifykit-options-unknown-field",
        area: .notifykit,
        needs: [.androidBlob, .iosBlob],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "notifee_options has a field the Notify Kit clients do not read",
        rationale: """
            The blob is read by name: the Android client (handleFcmMessage → \
            reconstructNotification) copies exactly title, body, id and, from android, \
            channelId, smallIcon, largeIcon, color, pressAction, actions and style; the iOS \
            extension reads _v, title, subtitle, body, image, data and the ios object \
            (sound, categoryId, threadId, interruptionLevel, attachments and the other \
            NotificationIOS fields). Any other key is silently ignored, so a typo such as \
            channelID or categoryID loses the setting without an error anywhere, and an \
            Android field outside the contract (sound, importance, tag) is dropped by the \
            client. Keys are case-sensitive. \
            Severity: warning, because the notification is shown, but not as meant (W1).
            """,
        sources: [
            "Notify Kit FCM Mode guide, \"Full notifee_options schema\" and \"Server SDK reference\"",
            "react-native-notify-kit src/internal/fcmContract.d.ts; src/fcm/reconstructNotification.ts (buildAndroidConfig, buildIosConfig)",
            "react-native-notify-kit ios/NotifeeCore/NotifeeCoreExtensionHelper.m (populateNotificationContent)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"android\":{↓\"channelID\":\"orders\",↓\"sound\":\"ping\"}}"}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,↓\"titel\":\"Hi\",\"title\":\"Hi\",\"body\":\"B\",\"ios\":{↓\"categoryID\":\"ORDER\",\"attachments\":[{\"url\":\"https://cdn.example.com/a.png\",↓\"identfier\":\"a\"}]}}"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(##"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"id\":\"n-1\",\"android\":{\"channelId\":\"orders\",\"smallIcon\":\"ic_notification\",\"largeIcon\":\"https://cdn.example.com/a.png\",\"color\":\"#4CAF50\",\"pressAction\":{\"id\":\"open\",\"launchActivity\":\"default\"},\"actions\":[{\"title\":\"Reply\",\"pressAction\":{\"id\":\"reply\"},\"input\":true}],\"style\":{\"type\":\"BIG_TEXT\",\"text\":\"Long\"}},\"ios\":{\"sound\":\"default\",\"categoryId\":\"ORDER\",\"threadId\":\"t\",\"interruptionLevel\":\"timeSensitive\",\"attachments\":[{\"url\":\"https://cdn.example.com/a.png\",\"identifier\":\"a\"}]}}"}}}"##),
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"ios\":{\"categoryID\":\"ignored on Android, not read from this copy\"}}"}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        let blobs = message.blobCopies
        for unknown in blobs.schemaCheck.unknownFields {
            guard let document = blobs.document(inAndroidCopy: unknown.inAndroidCopy) else { continue }
            let member = unknown.member(in: document)
            let siblings = unknown.siblings
            // The text is built only for a finding that is kept (past the per-file limit one is
            // only counted): the path, the suggestion and the list of names cost more than the check.
            findings.report(Self.message(for: member), at: member.value, anchor: .key, fix: Self.fix(for: member, among: siblings))
        }
    }

    static func message(for member: JSONMember) -> String {
        let key = member.key.stringValue ?? ""
        let path = blobPath(member.value)
        let parent = String(path.dropLast(key.count + 1))
        let reader: String
        if path.hasPrefix("notifee_options.android.") {
            reader = "the Android client (handleFcmMessage) ignores it"
        } else if path.hasPrefix("notifee_options.ios.") {
            reader = "the iOS extension ignores it"
        } else {
            reader = "Notify Kit's clients ignore it"
        }
        return "\(parent) has no field \"\(key)\"; \(reader)"
    }

    static func fix(for member: JSONMember, among siblings: BlobLevel) -> String {
        let key = member.key.stringValue ?? ""
        if let suggestion = NotifeeOptionsSchema.suggestion(for: key, in: siblings) { return "rename it to \"\(suggestion)\"" }
        return "remove it; the fields read here are \(siblings.fields.map(\.name).joined(separator: ", "))"
    }
}
