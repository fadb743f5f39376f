import SizeModel

/// The web push `TTL` header should not be zero.
///
/// Lint: a `TTL` header (any case) whose value is zero (`"0"`, `"00"`), reported at the value;
/// information for an incoming-call push (`IncomingCallPush`).
struct WebpushTTLZeroRule: Rule {
    static let description = RuleDescription(
        id: "webpush-ttl-zero",
        area: .webpush,
        needs: [.webpush],
        defaultSeverity: .warning,
        clauses: [.decidedElsewhere, .advice],
        summary: "the web push TTL header is zero, so the message is delivered now or never",
        rationale: """
            RFC 8030 §5.2: a push message with a zero TTL is delivered only if the user agent is \
            available to receive it at that moment; if it is not (browser closed, device asleep \
            or offline), the message expires and is never delivered, and the push service may \
            drop it before the browser acknowledges it, so nothing reports the loss. This is the \
            web counterpart of android.ttl "0s" (android-ttl-zero). Leave the header out for \
            FCM's default, or give the real lifetime of the content in seconds. An incoming-call \
            push (taken for one as android-ttl-zero takes it) is the exception, where now or \
            never is the sender's intent. \
            Severity: warning, because something the linter cannot see (whether the browser is \
            reachable at that moment) decides the outcome (W3); info for an incoming-call push, \
            where the finding is advice (I).
            """,
        sources: [
            "https://www.rfc-editor.org/rfc/rfc8030#section-5.2",
            "https://firebase.google.com/docs/cloud-messaging/concept-options (TTL and Urgency web push headers)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "webpush": {"headers": {"TTL": ↓"0"}}}}"#),
            Example(#"{"message": {"topic": "news", "webpush": {"headers": {"ttl": ↓"00", "Urgency": "high"}}}}"#),
            // An incoming-call push (information).
            Example(#"{"message": {"token": "t", "data": {"type": "incoming_call", "callId": "c-1"}, "webpush": {"headers": {"TTL": ↓"0", "Urgency": "high"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "webpush": {"headers": {"TTL": "60"}}}}"#),
            Example(#"{"message": {"topic": "news", "webpush": {"headers": {"Urgency": "high"}}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"ttl": "60s"}}}"#),
        ])

    init() {}

    /// `ttl`, matched in any ASCII case.
    static let ttlName = JSONMemberNames(["ttl"], caseInsensitive: true)

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let headers = message.webpushHeaders, headers.isObject else { return }
        // The names are classified in one pass over their bytes: a plain ASCII name that is not
        // `ttl` in some case (Urgency, Topic) is settled without making the member; any other
        // name is compared as written (measured on corpus (e), where one message in seven has
        // webpush headers: 102 -> 87 instructions a message).
        let document = headers.document
        headers.forEachMember(classifiedBy: Self.ttlName) { name, key, kind in
            guard kind == .string, name >= 0 || !document.isPlainASCIIString(at: key) else { return }
            let member = document.member(atKey: key)
            guard member.key.stringEqualsLowercased("ttl") else { return }
            let text = member.value.decodedBytes
            guard !text.isEmpty, text.allSatisfy({ $0 == UInt8(ascii: "0") }) else { return }
            if let call = IncomingCallPush.sign(in: message, reportingInto: findings) {
                findings.report(
                    "webpush.headers.\(member.key.stringValue ?? "") is zero, as fits an incoming call (\(call.sign)): the push service delivers the ring only if the browser is reachable right now",
                    at: member.value, caseSeverity: .info, configuration: message.configuration,
                    fix: "keep 0 for a ring, or set the ring's duration in seconds (such as \"30\") so a browser that reconnects within it still rings")
                return
            }
            findings.report(
                "webpush.headers.\(member.key.stringValue ?? "") is zero: the push service delivers the message only if the browser is reachable right now, and drops it otherwise",
                at: member.value,
                fix: "leave TTL out, or set the content's real lifetime in seconds, for example \"3600\"")
        }
    }
}
