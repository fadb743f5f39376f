/// A firebase-admin multicast message is sent as one request per token.
///
/// Lint: a `tokens` list in a firebase-admin message that still carries legacy API keys
/// (`priority`, `content_available`, … at the top level): code ported from the legacy API, likely
/// still calling the removed `sendMulticast`. A plain multicast object is what
/// `sendEachForMulticast` takes and is not reported.
struct LegacySendMulticastRule: Rule {
    static let description = RuleDescription(
        id: "legacy-send-multicast",
        area: .legacy,
        defaultSeverity: .info,
        clauses: [.advice],
        summary: "a firebase-admin multicast message needs sendEachForMulticast",
        rationale: """
            A MulticastMessage (tokens, up to 500) was once sent in one batch request by \
            sendMulticast; FCM shut the batch endpoint down with the legacy APIs and the Admin \
            SDKs removed sendMulticast and sendAll. sendEachForMulticast sends one HTTP v1 \
            request per token. The HTTP v1 API itself has no tokens field. A multicast object \
            that still carries legacy top-level keys was ported from the legacy API and is \
            likely still sent with the removed call. \
            Severity: info, because this is advice: nothing is rejected or lost (I).
            """,
        sources: [
            "https://firebase.google.com/docs/cloud-messaging/migrate-v1",
            "firebase-admin-node src/messaging/messaging.ts (sendEachForMulticast)",
        ],
        triggeringExamples: [
            Example(#"{↓"tokens": ["token-a", "token-b"], "data": {"k": "v"}, "priority": "high"}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"tokens": ["token-a", "token-b"], "data": {"k": "v"}}"#),
            Example(#"{"token": "token-a", "data": {"k": "v"}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.shape == .admin, let tokens = message.messageTokens,
            !message.schema.issues(for: LegacyTopLevelKeysRule.self).isEmpty
                || !message.schema.issues(for: LegacyAdminPayloadRule.self).isEmpty
        else { return }
        findings.report(
            "a tokens list is a firebase-admin MulticastMessage: send it with sendEachForMulticast (one HTTP v1 request per token); sendMulticast and the batch endpoint are gone",
            at: tokens, anchor: .key, fix: "call messaging.sendEachForMulticast(message)")
    }
}
