/// Data keys starting with `google` or `gcm` (without a dot) are reserved by FCM.
///
/// Lint: keys such as `googleId` or `gcmToken` in a data map (any letter case); keys with the dot
/// are `data-key-reserved-prefix`.
struct DataKeyReservedPrefixNoDotRule: Rule {
    static let description = RuleDescription(
        id: "data-key-reserved-prefix-nodot",
        area: .data,
        needs: [.dataKeyReservedPrefixNoDot],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "a data key starts with google or gcm without a dot",
        rationale: """
            The FCM reference reserves data keys that are "any word starting with google or \
            gcm", and firebase-php rejects such keys before sending. The Android SDK strips only \
            keys with the dot (google., gcm.), so googleId would reach an Android app, but FCM \
            documents rejecting it before then. Rename the key to stay \
            clear of both readings. \
            Severity: error, because FCM's ErrorCode reference lists such keys under \
            INVALID_ARGUMENT ("Invalid data key: Check that the payload data does not contain a \
            key (such as from, or gcm, or any value prefixed by google)") and the Message.data \
            reference reserves "any word starting with google or gcm" (E1); the rejection is \
            documented twice but not reproduced here.
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#Message",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/ErrorCode (INVALID_ARGUMENT: Invalid data key)",
            "kreait/firebase-php src/Firebase/Messaging/MessageData.php",
            "firebase-android-sdk firebase-messaging Constants.java (MessagePayloadKeys)",
        ],
        upstreamErrors: [
            "'google' is a reserved prefix and can not be used as a key in FCM data payloads",
            "'gcm' is a reserved prefix and can not be used as a key in FCM data payloads",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {↓"googleId": "7", ↓"GCMToken": "x"}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"accountGoogleId": "7", "goal": "x"}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        for key in message.dataKeys {
            guard case .reservedPrefixNoDot(let text) = key.classification else { continue }
            let prefix = text.rawValue
            let name = key.name
            findings.report(
                "\(key.mapName) key \"\(name)\" starts with \"\(prefix)\", which FCM reserves for its own keys and rejects (Invalid data key)",
                at: key.member.value, anchor: .key, fix: "rename the key, for example \"app_\(name)\"")
        }
    }
}
