/// `android.ttl` should not be zero.
///
/// Lint: `"0s"`, `"0.000s"` or `0`; information for an incoming-call push (`IncomingCallPush`).
struct AndroidTTLZeroRule: Rule {
    static let description = RuleDescription(
        id: "android-ttl-zero",
        area: .android,
        needs: [.androidTTL],
        defaultSeverity: .warning,
        clauses: [.decidedElsewhere, .advice],
        summary: "android.ttl is zero, so the message is delivered now or never",
        rationale: """
            A time to live of 0 tells FCM to deliver the message immediately or drop it: a \
            device that is offline, dozing or on a flaky network at that moment never gets it, \
            and nothing reports the loss. Notify Kit's server SDK rejects 0 as ambiguous. Leave \
            ttl out for FCM's 4-week default, or give the real lifetime of the content. For an \
            incoming call it is the intended choice: Firebase's "Set the lifespan of a message" \
            names video chat incoming calls first among the uses of a short lifespan and says FCM \
            does not throttle a message whose ttl is 0, and a ring delivered after the caller \
            hung up rings for nobody (senders of call pushes write ttl 0 citing that page, as \
            DevKhalyd/videocalling_functions_TS does, or a ttl as long as the ring, 20 to 60 \
            seconds). A message is taken for a call push by apns-push-type voip, a type-like data \
            value naming a call or a ring ("type": "incoming_call", "call.ring"), or a data key \
            naming one (callId, callerName, callkit_id), unless a type-like value names a missed \
            call, which the user should still see later. \
            Severity: warning, because something the linter cannot see decides the outcome (W3); \
            info for an incoming-call push, where now or never is what the sender means and the \
            finding is advice: a ttl as long as the ring also reaches a device that reconnects \
            within it (I).
            """,
        sources: [
            "https://firebase.google.com/docs/cloud-messaging/concept-options#ttl",
            "https://firebase.google.com/docs/cloud-messaging/customize-messages/setting-message-lifespan",
            "https://github.com/DevKhalyd/videocalling_functions_TS/blob/89e08d9d5f4a72dee61823b9ebb0d9e4e8a6a408/functions/src/features/fcm.ts",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#AndroidConfig",
            "Notify Kit FCM Mode guide, \"Note on ttl: 0\"",
        ],
        upstreamErrors: ["Validation: options.ttl must be a positive integer (seconds). Got: 0"],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"ttl": ↓"0s"}}}"#),
            Example(#"{"topic": "news", "android": {"ttl": ↓0}}"#),
            // An incoming-call push (information): now or never is what a ring means.
            Example(#"{"token": "t", "android": {"priority": "high", "ttl": ↓0}, "data": {"idVideocall": "c-1", "username": "ana"}}"#),
            Example(#"{"message": {"token": "t", "data": {"type": "incoming_call", "call_id": "c-1"}, "android": {"priority": "high", "ttl": ↓"0s"}}}"#),
            // A missed call is a record to see later: a warning again.
            Example(#"{"message": {"token": "t", "data": {"type": "missed_call", "callId": "c-1"}, "android": {"ttl": ↓"0s"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"ttl": "600s"}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"priority": "high"}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard case .seconds(let seconds)? = message.androidTTLMeaning, seconds == 0,
            let ttl = message.androidTTLValue
        else { return }
        if let call = IncomingCallPush.sign(in: message, reportingInto: findings) {
            findings.report(
                "android.ttl is zero, as Firebase suggests for an incoming call (\(call.sign)): FCM delivers the ring now or drops it, so a device unreachable at that moment misses the call",
                at: ttl, caseSeverity: .info, configuration: message.configuration,
                fix: "keep 0 for a ring, or set the ring's duration (such as \"30s\") so a device that reconnects within it still rings")
            return
        }
        findings.report(
            "android.ttl is zero: FCM delivers the message now or drops it, and offline devices never get it",
            at: ttl, fix: "remove ttl to use the 4-week default, or set the content's real lifetime such as \"3600s\"")
    }
}
