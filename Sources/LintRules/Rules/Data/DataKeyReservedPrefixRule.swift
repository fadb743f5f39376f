/// Data keys must not start with FCM's reserved prefixes.
///
/// Lint: keys starting with `google.` or `gcm.` in a data map are reported at the key.
struct DataKeyReservedPrefixRule: Rule {
    static let description = RuleDescription(
        id: "data-key-reserved-prefix",
        area: .data,
        needs: [.dataKeyReservedPrefix],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "a data key starts with the reserved prefix google. or gcm",
        rationale: """
            FCM reserves data keys starting with "google" and "gcm": it uses google.* and \
            gcm.* keys for its own metadata (google.message_id, gcm.n.title…). The Android SDK \
            strips every google. and gcm. key before the app sees the data, and on iOS the key \
            lands next to FCM's own gcm.message_id and google.c.* keys in userInfo. FCM does \
            not get that far: its ErrorCode reference lists such a key under INVALID_ARGUMENT \
            ("Invalid data key"). \
            Severity: error, because FCM rejects the request (E1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#Message",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/ErrorCode (INVALID_ARGUMENT: Invalid data key)",
            "firebase-android-sdk firebase-messaging Constants.java (MessagePayloadKeys)",
            "kreait/firebase-php src/Firebase/Messaging/MessageData.php",
        ],
        upstreamErrors: ["'google' is a reserved prefix and can not be used as a key in FCM data payloads"],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {↓"google.campaign": "spring", ↓"gcm.x": "1"}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"campaign": "spring"}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        for key in message.dataKeys {
            guard case .reservedPrefix(let text) = key.classification else { continue }
            let prefix = text.rawValue
            findings.report(
                "\(key.mapName) key \"\(key.name)\" uses FCM's reserved prefix \"\(prefix)\"", at: key.member.value,
                anchor: .key, fix: "rename the key without the \"\(prefix)\" prefix")
        }
    }
}
