/// `android.ttl` should not be zero.
///
/// Lint: `"0s"`, `"0.000s"` or `0`.
struct AndroidTTLZeroRule: Rule {
    static let description = RuleDescription(
        id: "android-ttl-zero",
        area: .android,
        needs: [.androidTTL],
        defaultSeverity: .warning,
        clauses: [.decidedElsewhere],
        summary: "android.ttl is zero, so the message is delivered now or never",
        rationale: """
            A time to live of 0 tells FCM to deliver the message immediately or drop it: a \
            device that is offline, dozing or on a flaky network at that moment never gets it, \
            and nothing reports the loss. Notify Kit's server SDK rejects 0 as ambiguous. Leave \
            ttl out for FCM's 4-week default, or give the real lifetime of the content. \
            Severity: warning, because something the linter cannot see decides the outcome (W3).
            """,
        sources: [
            "https://firebase.google.com/docs/cloud-messaging/concept-options#ttl",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#AndroidConfig",
            "Notify Kit FCM Mode guide, \"Note on ttl: 0\"",
        ],
        upstreamErrors: ["Validation: options.ttl must be a positive integer (seconds). Got: 0"],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"ttl": ↓"0s"}}}"#),
            Example(#"{"topic": "news", "android": {"ttl": ↓0}}"#),
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
        findings.report(
            "android.ttl is zero: FCM delivers the message now or drops it, and offline devices never get it",
            at: ttl, fix: "remove ttl to use the 4-week default, or set the content's real lifetime such as \"3600s\"")
    }
}
