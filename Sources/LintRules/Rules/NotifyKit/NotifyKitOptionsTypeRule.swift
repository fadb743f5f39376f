import SizeModel

/// A `notifee_options` field with the wrong JSON type, which the client then drops.
///
/// Lint: a known blob field whose type the clients check and silently ignore when it is wrong
/// (`_v`, `subtitle`, `image`, `data`, `android`, `ios`, `smallIcon`, `largeIcon`, `color`, a
/// non-object `pressAction`, `actions`, `style`, `sound`, `categoryId`, `threadId`,
/// `interruptionLevel`, an attachment's `identifier`), reported at the value inside the blob.
/// `null` counts as absent. Fields whose wrong type makes `displayNotification` throw have their
/// own error rules (`notifykit-title-body`, `notifykit-id`, `notifykit-android-press-action`,
/// `notifykit-android-actions`).
struct NotifyKitOptionsTypeRule: Rule {
    static let description = RuleDescription(
        id: "notifykit-options-type",
        area: .notifykit,
        needs: [.androidBlob, .iosBlob],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "a notifee_options field has the wrong JSON type and is ignored",
        rationale: """
            Notify Kit's Android client copies each blob field only when it has the expected \
            type (typeof raw.smallIcon === 'string', a style object, an actions array…) and \
            drops it otherwise; the iOS extension passes the ios object to \
            buildNotificationContent, where a number in place of a string is ignored or makes \
            the extension give up and show the plain aps.alert. The notification is still \
            shown, without that setting, and nothing reports it: a warning, not an error. \
            Wrong types that make displayNotification throw (title, body, id, pressAction \
            contents, actions) are errors of their own rules. JSON null counts as absent. \
            Severity: warning, because the notification is shown, but not as meant (W1).
            """,
        sources: [
            "react-native-notify-kit src/fcm/reconstructNotification.ts (buildAndroidConfig, buildIosConfig)",
            "react-native-notify-kit src/fcm/parseFcmPayload.ts (Rule C5: typeof version === 'number')",
            "react-native-notify-kit ios/NotifeeCore/NotifeeCoreExtensionHelper.m",
            "Notify Kit FCM Mode guide, \"Full notifee_options schema\"",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":↓\"1\",\"title\":\"Hi\",\"body\":\"B\",\"android\":{\"channelId\":\"orders\",\"smallIcon\":↓7,\"style\":↓[\"BIG_TEXT\"]}}"}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"ios\":{\"sound\":↓true,\"interruptionLevel\":↓2}}"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"android\":{\"channelId\":\"orders\",\"smallIcon\":\"ic_notification\",\"color\":null,\"pressAction\":{\"id\":\"open\"}}}"}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        let blobs = message.blobCopies
        for wrongType in blobs.schemaCheck.wrongTypes {
            guard let document = blobs.document(inAndroidCopy: wrongType.inAndroidCopy) else { continue }
            let value = wrongType.value(in: document)
            let field = wrongType.field
            let path = blobPath(value)
            let consequence =
                field.name == "_v" && value.parent?.parent == nil
                ? "the client's version check needs a number and skips it"
                : "the client reads it only as \(field.kind.description) and ignores it"
            findings.report(
                "\(path) is \(value.kind.description); \(consequence)", at: value,
                fix: "write \(path) as \(field.kind.description)")
        }
    }
}
