/// Data keys must not be FCM's reserved words.
///
/// Lint: `from` and `message_type` (any letter case) in a data map are reported at the key.
struct DataKeyReservedWordRule: Rule {
    static let description = RuleDescription(
        id: "data-key-reserved-word",
        area: .data,
        needs: [.dataKeyReservedWord],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "a data key is one of FCM's reserved words",
        rationale: """
            The FCM reference reserves the data keys "from" and "message_type" (and any word \
            starting with "google" or "gcm"); FCM fills "from" with the sender itself. Sends \
            carrying them are rejected, and the Android SDK removes them from \
            RemoteMessage.getData() anyway. \
            Severity: error, because FCM rejects the request (E1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#Message",
            "firebase-admin-node BLACKLISTED_DATA_PAYLOAD_KEYS",
            "kreait/firebase-php src/Firebase/Messaging/MessageData.php",
        ],
        upstreamErrors: [
            "'<key>' is a reserved word and can not be used as a key in FCM data payloads",
            "Messaging payload contains the blacklisted \"data.from\" property.",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {↓"from": "shop", ↓"Message_Type": "x"}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"sender": "shop", "fromCity": "Oslo"}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        for key in message.dataKeys where key.classification == .reservedWord {
            findings.report(
                "\(key.mapName) key \"\(key.name)\" is reserved by FCM", at: key.member.value, anchor: .key,
                fix: "rename the key, for example \"\(key.name)_value\"")
        }
    }
}
