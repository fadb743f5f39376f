/// Data keys starting with `google` or `gcm` (without a dot) are reserved by some readers.
///
/// Lint: keys such as `googleId` or `gcmToken` in a data map (any letter case); keys with the dot
/// are `data-key-reserved-prefix`.
public struct DataKeyReservedPrefixNoDotRule: Rule {
    public static let description = RuleDescription(
        id: "data-key-reserved-prefix-nodot",
        area: .data,
        defaultSeverity: .warning,
        summary: "a data key starts with google or gcm without a dot",
        rationale: """
            The FCM reference reserves data keys that are "any word starting with google or \
            gcm", and firebase-php rejects such keys before sending. The Android SDK strips only \
            keys with the dot (google., gcm.), so googleId reaches an Android app, yet the send \
            may fail from PHP and newer FCM validation may reject it. Rename the key to stay \
            clear of both readings.
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#Message",
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

    public init() {}

    public func check(_ message: MessageContext, into findings: inout FindingCollector) {
        for key in message.dataKeys {
            guard case .reservedPrefixNoDot(let prefix) = key.classification else { continue }
            let name = key.name
            findings.report(
                "\(key.mapName) key \"\(name)\" starts with \"\(prefix)\", which FCM reserves for its own keys",
                at: key.member.value, anchor: .key, fix: "rename the key, for example \"app_\(name)\"")
        }
    }
}
