/// A data key must not be empty.
///
/// Lint: a `""` key in a data map.
struct DataKeyEmptyRule: Rule {
    static let description = RuleDescription(
        id: "data-key-empty",
        area: .data,
        needs: [.dataKeyEmpty],
        defaultSeverity: .warning,
        clauses: [.someClients],
        summary: "a data key is an empty string",
        rationale: """
            A data map is read by key on the device (RemoteMessage.getData().get(key), \
            userInfo[key]); an empty key is not addressable in practice, and the PHP Admin SDK \
            requires non-empty keys. It usually comes from a template whose key variable was not \
            filled in. \
            Severity: warning, because it breaks on some clients or SDKs only (W2).
            """,
        sources: [
            "kreait/firebase-php src/Firebase/Messaging/MessageData.php (non-empty-string keys)",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#Message",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {↓"": "7"}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"orderId": ""}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        for key in message.dataKeys where key.classification == .empty {
            findings.report(
                "\(key.mapName) has an empty key", at: key.member.value, anchor: .key, fix: "give the value a name")
        }
    }
}
