/// FCM keeps the time to live in whole seconds.
///
/// Lint: an `android.ttl` duration string with a non-zero fraction (`"1.5s"`), or a firebase-admin
/// millisecond number that is not a whole number of seconds (neither already a units suspect).
struct AndroidTTLFractionRule: Rule {
    static let description = RuleDescription(
        id: "android-ttl-fraction",
        area: .android,
        needs: [.androidTTL],
        defaultSeverity: .info,
        clauses: [.advice, .decidedElsewhere],
        summary: "android.ttl has a fraction of a second, which FCM rounds down",
        rationale: """
            The HTTP v1 reference allows nanoseconds in the ttl Duration ("3.000000001s") but \
            says the ttl is rounded down to the nearest second. A fraction therefore buys \
            nothing, and a ttl below one second becomes 0: delivered now or never, as \
            android-ttl-zero reports. \
            Severity: info, because a fraction above one second is advice: nothing is rejected \
            or lost (I); warning for a ttl below one second, which FCM treats as 0, because \
            whether a device is reachable at that moment decides if the message arrives (W3).
            """,
        sources: ["https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#AndroidConfig"],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"ttl": ↓"90.5s"}}}"#),
            Example(#"{"topic": "news", "android": {"ttl": ↓90500}}"#),
            // Below one second: FCM rounds it down to 0, now or never (a warning).
            Example(#"{"message": {"topic": "news", "android": {"ttl": ↓"0.5s"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"ttl": "90.000s"}}}"#),
            Example(#"{"topic": "news", "android": {"ttl": 90000}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard case .seconds(let seconds)? = message.androidTTLMeaning, seconds != seconds.rounded(.down),
            let ttl = message.androidTTLValue
        else { return }
        if ttl.kind == .number && AndroidTTL.looksLikeSeconds(ttl) { return }
        // A Java or Node SDK's rendering of such a number is the units rule's too.
        if message.shape != .admin && AndroidTTL.serializedMillisecondsLookingLikeSeconds(ttl) != nil { return }
        let whole = Int(seconds.rounded(.down))
        let consequence = whole == 0 ? ", which means now or never" : ""
        findings.report(
            "android.ttl \(ttl.stringValue.map { "\"\($0)\"" } ?? (ttl.numberLexeme ?? "")) has a fraction of a second; FCM rounds it down to \(whole)s\(consequence)",
            at: ttl, caseSeverity: whole == 0 ? .warning : .info, configuration: message.configuration,
            fix: ttl.isString
                ? FindingText("write \"\(max(whole, 1))s\"")
                : FindingText("write a whole number of seconds in milliseconds, such as \(max(whole, 1) * 1000)"))
    }
}
