/// A data map must not have an `aps` key.
///
/// Lint: `aps` in a data map is reported at the key.
struct DataKeyApsRule: Rule {
    static let description = RuleDescription(
        id: "data-key-aps",
        area: .data,
        needs: [.dataKeyAps],
        defaultSeverity: .warning,
        clauses: [.decidedElsewhere],
        summary: "a data key is named aps",
        rationale: """
            On iOS, FCM merges every data key into the top level of the APNs payload, beside \
            Apple's own "aps" dictionary, so a data key named "aps" lands on the same name; \
            what FCM does with the two is undocumented. Notify Kit's Android client drops "aps" \
            from the data it exposes. \
            Severity: warning, because no FCM document reserves aps as a data key (the invalid \
            data keys are from, gcm and google-prefixed keys), so what FCM and iOS do with it is \
            decided where the linter cannot see (W3).
            """,
        sources: [
            "https://firebase.google.com/docs/cloud-messaging/ios/receive",
            "https://github.com/evollu/react-native-fcm/issues/295",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {↓"aps": "{}"}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"badge": 1}}}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        for key in message.dataKeys where key.classification == .aps {
            findings.report(
                "\(key.mapName) key \"\(key.name)\" lands on Apple's aps dictionary when FCM merges data into the APNs payload; which one iOS gets is undocumented",
                at: key.member.value, anchor: .key,
                fix: "rename the key; put APNs fields in apns.payload.aps")
        }
    }
}
