/// A firebase-admin multicast message is sent as one request per token.
///
/// Lint: a `tokens` list in a firebase-admin message that still carries legacy API keys
/// (`priority`, `content_available`, … at the top level): code ported from the legacy API, likely
/// still calling the removed `sendMulticast`. A plain multicast object is what
/// `sendEachForMulticast` takes and is not reported. An object literal pasted with the removed
/// call it is passed to (`sendMulticast(message)`, `sendAll(messages)`, or its bound name passed
/// so after it, `JavaScriptLiteral.removedBatchMethod`) is reported at the call, as an error.
struct LegacySendMulticastRule: Rule {
    static let description = RuleDescription(
        id: "legacy-send-multicast",
        area: .legacy,
        needs: .targetListOrFID,
        defaultSeverity: .info,
        clauses: [.advice, .rejected],
        summary: "a firebase-admin multicast message needs sendEachForMulticast",
        rationale: """
            A MulticastMessage (tokens, up to 500) was once sent in one batch request by \
            sendMulticast; FCM shut the batch endpoint down with the legacy APIs and the Admin \
            SDKs removed sendMulticast and sendAll. sendEachForMulticast sends one HTTP v1 \
            request per token. The HTTP v1 API itself has no tokens field. A multicast object \
            that still carries legacy top-level keys was ported from the legacy API and is \
            likely still sent with the removed call. \
            When the call is pasted with the message (admin.messaging().sendMulticast(message), \
            a daily Bible verse in matheusdourado836/biblia_flutter_app), the send fails whatever \
            the message holds: firebase-admin for Node 13 has no such method (PR #2759), and \
            older SDKs post to the batch endpoint, which answers 404 (The Blue Alliance's match \
            notifications, the-blue-alliance#7104: "We're getting 404's from using the \
            deprecated batch APIs"). firebase-admin's sendMulticast takes the message and at most \
            a dryRun boolean; a sendMulticast called with the targets beside the message \
            (fcm.sendMulticast(message, [deviceToken])) is another package's: fcm-http2 and its \
            fork fcm-cloudflare-workers (src/lib/fcm.ts) set token on a copy of the message for \
            each device and post it to the HTTP v1 send endpoint, which is not removed. \
            Severity: info, because for the message alone this is advice: nothing is rejected or \
            lost (I); error when the removed call is in the pasted code, because the request \
            fails (E1).
            """,
        sources: [
            "https://firebase.google.com/docs/cloud-messaging/migrate-v1",
            "firebase-admin-node src/messaging/messaging.ts (sendEachForMulticast)",
            "https://github.com/firebase/firebase-admin-node/pull/2759",
            "https://github.com/the-blue-alliance/the-blue-alliance/pull/7104",
            "https://github.com/celestifyhq/fcm-cloudflare-workers (src/lib/fcm.ts: sendMulticast(message, tokens))",
        ],
        triggeringExamples: [
            Example(#"{↓"tokens": ["token-a", "token-b"], "data": {"k": "v"}, "priority": "high"}"#),
            // The removed call pasted with its message (biblia_flutter_app's daily verse).
            Example("↓const message = {\n  notification: {title: 'Hora de ler a Bíblia!', body: verse},\n  tokens: registrationTokens,\n};\nreturn admin.messaging().sendMulticast(message);"),
        ],
        nonTriggeringExamples: [
            Example(#"{"tokens": ["token-a", "token-b"], "data": {"k": "v"}}"#),
            Example(#"{"token": "token-a", "data": {"k": "v"}}"#),
            Example("const message = {\n  notification: {title: 'Hora de ler a Bíblia!', body: verse},\n  tokens: registrationTokens,\n};\nreturn admin.messaging().sendEachForMulticast(message);"),
            // fcm-cloudflare-workers' own sendMulticast, tokens beside the message (audit81).
            Example("const message = {\n  notification: {title: 'Test', body: 'Test from single'},\n};\nconst unregisteredTokens = await c.var.fcm.sendMulticast(message, [deviceToken]);"),
        ])

    /// What is reported at a literal passed to the removed batch method `method`.
    static func removedCallMessage(_ method: String) -> String {
        "this object is passed to firebase-admin's removed \(method), which sent through FCM's batch endpoint: the endpoint is shut down (404) and firebase-admin for Node 13 no longer has the method"
    }

    /// The fix for a literal passed to a removed batch method.
    static let removedCallFix = "call sendEachForMulticast(message) (sendAll: sendEach(messages)), which takes the same argument and sends one HTTP v1 request per message"

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
