/// `android.ttl` cannot exceed four weeks.
///
/// Lint: a TTL above 2,419,200 seconds.
struct AndroidTTLTooLongRule: Rule {
    static let description = RuleDescription(
        id: "android-ttl-too-long",
        area: .android,
        needs: [.androidTTL],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "android.ttl is longer than FCM's 4-week maximum",
        rationale: """
            FCM keeps a message at most 4 weeks (2,419,200 seconds); that is also the default. \
            FCM does not clamp a larger value: its ErrorCode reference lists it under \
            INVALID_ARGUMENT ("Invalid TTL: Check that the value used in ttl is an integer \
            representing a duration in seconds between 0 and 2,419,200 (4 weeks)"), and the \
            legacy API answered "must be between 0 and 2419200". A larger value usually means \
            milliseconds were written as seconds ("3600000s" for one hour). \
            Severity: error, because FCM rejects the request (E1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#AndroidConfig",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/ErrorCode (INVALID_ARGUMENT: Invalid TTL)",
            "https://github.com/appfeel/node-pushnotifications/issues/161",
        ],
        upstreamErrors: ["Invalid TTL: Check that the value used in ttl is an integer representing a duration in seconds between 0 and 2,419,200 (4 weeks)."],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"ttl": ↓"3600000s"}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"ttl": ↓"999999999999999999999999s"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"ttl": "2419200s"}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard case .seconds(let seconds)? = message.androidTTLMeaning, seconds > AndroidTTL.maximumSeconds,
            let ttl = message.androidTTLValue
        else { return }
        findings.report(
            "android.ttl is \(Self.format(seconds)) seconds, more than FCM's maximum of 2419200 (4 weeks), so FCM rejects the message; were milliseconds written as seconds?",
            at: ttl, fix: "give the lifetime in seconds, at most \"2419200s\"")
    }

    /// Whole seconds without converting to `Int`, which traps on values like 1e24.
    static func format(_ seconds: Double) -> String {
        seconds < 1e15 ? String(Int64(seconds)) : String(seconds)
    }
}
