import SizeModel

/// `aps.content-available` must be the number 1.
///
/// Lint: `content-available` written as anything but 1: `true` outside a firebase-admin object
/// and other values (`"1"`, `2`) are warnings; 0 and `false` are reported as info (the key does
/// nothing).
struct APNsContentAvailableValueRule: Rule {
    static let description = RuleDescription(
        id: "apns-content-available-value",
        area: .apns,
        needs: [.apsContentAvailable],
        defaultSeverity: .warning,
        clauses: [.someClients, .advice],
        summary: "aps.content-available is not the number 1",
        rationale: """
            Apple documents "content-available": 1 as the background-update flag. FCM passes \
            apns.payload to APNs verbatim, so a string "1" or a boolean reaches the device in a \
            form Apple does not document; firebase-admin-node turns true into 1 and silently \
            deletes every other value, so "1" sent through the Admin SDK becomes an ordinary \
            push that never wakes the app. 0 or false is the same as leaving the key out (React \
            Native Firebase before the fix for invertase/react-native-firebase#9228 suppressed \
            onMessage in the foreground for content-available 0). \
            On a device capture the value went past firebase-admin (which would have dropped \
            it), so the finding says what the device got: a form iOS is not documented to read. \
            Severity: warning, because firebase-admin-node rewrites or drops the value while other \
            senders forward it as written (W2); 0 or false is info, the same as leaving the key \
            out (I).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
            "https://developer.apple.com/documentation/usernotifications/pushing-background-updates-to-your-app",
            "firebase-admin-node src/messaging/messaging-internal.ts (validateAps)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-priority": "5"}, "payload": {"aps": {"content-available": ↓"1"}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-priority": "5"}, "payload": {"aps": {"content-available": ↓true}}}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "apns": {"payload": {"aps": {"content-available": ↓0}}}}}"#),
            Example(#"{"aps": {"content-available": ↓"1"}, "gcm.message_id": "0:1522880049414338%944841cd944841cd", "google.c.a.e": "1"}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-priority": "5"}, "payload": {"aps": {"content-available": 1}}}}}"#),
            Example(#"{"tokens": ["t1"], "apns": {"payload": {"aps": {"content-available": true}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let flag = message.apsContentAvailable else { return }
        APNsFlagValue.report(
            flag, name: "content-available", consequence: "the app is never woken",
            offFix: "remove content-available, or set it to 1 for a background update", message: message,
            into: &findings)
    }
}
