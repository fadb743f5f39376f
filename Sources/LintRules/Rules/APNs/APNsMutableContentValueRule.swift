import SizeModel

/// `aps.mutable-content` must be the number 1.
///
/// Lint: `mutable-content` written as anything but 1: `true` outside a firebase-admin object and
/// other values (`"1"`, `2`) are warnings; 0 and `false` are info. Messages that need the
/// Notification Service Extension are left to `apns-mutable-content-missing`, which reports them
/// as errors at the same place.
struct APNsMutableContentValueRule: Rule {
    static let description = RuleDescription(
        id: "apns-mutable-content-value",
        area: .apns,
        needs: [.apsMutableContent],
        defaultSeverity: .warning,
        clauses: [.someClients, .advice],
        summary: "aps.mutable-content is not the number 1",
        rationale: """
            Apple documents "mutable-content": 1 as the flag that runs the app's Notification \
            Service Extension. FCM passes apns.payload to APNs verbatim, so a string "1" or a \
            boolean reaches the device in a form Apple does not document; firebase-admin-node \
            turns true into 1 and silently deletes every other value, so the extension never \
            runs. 0 or false is the same as leaving the key out. \
            On a device capture the value went past firebase-admin (which would have dropped \
            it), so the finding says what the device got: a form iOS is not documented to read. \
            Severity: warning, because firebase-admin-node drops the value while other senders \
            forward it as written (W2); 0 or false is info, the same as leaving the key out (I).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
            "https://developer.apple.com/documentation/usernotifications/modifying_content_in_newly_delivered_notifications",
            "firebase-admin-node src/messaging/messaging-internal.ts (validateAps)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "mutable-content": ↓"1"}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "mutable-content": ↓0}}}}}"#),
            Example(#"{"aps": {"alert": "Hi", "mutable-content": ↓"1"}, "gcm.message_id": "1627428480762269"}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "mutable-content": 1}}}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "image": "https://cdn.example.com/a.png"}, "apns": {"payload": {"aps": {"mutable-content": true}}}}}"#),
            Example(#"{"tokens": ["t1"], "apns": {"payload": {"aps": {"alert": "Hi", "mutable-content": true}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let flag = message.apsMutableContent,
            APNsMutableContentMissingRule.extensionNeed(message) == nil
        else { return }
        APNsFlagValue.report(
            flag, name: "mutable-content", consequence: "the Notification Service Extension never runs",
            offFix: "remove mutable-content, or set it to 1 to run the Notification Service Extension",
            message: message, into: &findings)
    }
}
