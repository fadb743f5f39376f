import SizeModel

/// `android.ttl` must be a duration in the form the API expects.
///
/// Lint: a string that is not `"<seconds>[.<fraction>]s"`, a number in an HTTP v1 request, a
/// negative number, or another type.
struct AndroidTTLFormatRule: Rule {
    static let description = RuleDescription(
        id: "android-ttl-format",
        area: .android,
        needs: [.androidTTL],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "android.ttl is not a valid duration",
        rationale: """
            The HTTP v1 API declares android.ttl as a protobuf Duration: a string of seconds \
            with an "s" suffix and up to nine fractional digits ("3600s", "1.5s"); anything \
            else fails the send with INVALID_ARGUMENT. firebase-admin for Node and Java take a \
            non-negative number of milliseconds instead and throw on strings like "3600s". \
            Severity: error, because FCM rejects the request (E1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#AndroidConfig",
            "https://github.com/firebase/firebase-admin-node/issues/1163",
        ],
        upstreamErrors: [
            "TTL must be a non-negative duration in milliseconds",
            "AndroidConfig.ttl must be a duration in seconds or an instance of datetime.timedelta.",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"ttl": ↓"1h"}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"ttl": ↓3600}}}"#),
            Example(#"{"topic": "news", "android": {"ttl": ↓-5}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"ttl": "{{ttl}}s"}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"ttl": "$(ttl)s"}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"ttl": "3600s"}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"ttl": "0.5s"}}}"#),
            Example(#"{"topic": "news", "android": {"ttl": 3600000}}"#),
        ],
        fix: FixDeclaration(
            .safe,
            summary: """
                Only where the meaning is certain, in an HTTP v1 body: a string of seconds without \
                the unit ("3600", "1.5") gets its "s"; a whole number of seconds in a request body \
                (3600) becomes "3600s". Declined: 0 and negative values, numbers above 2,419,200 \
                (four weeks, so not seconds) and whole thousands (60000 may be milliseconds), \
                strings with other text, and firebase-admin objects (which take milliseconds).
                """,
            examples: [
                FixExample(
                    before: #"{"message": {"topic": "news", "android": {"ttl": "3600"}}}"#,
                    after: #"{"message": {"topic": "news", "android": {"ttl": "3600s"}}}"#),
                FixExample(
                    before: #"{"message": {"topic": "news", "android": {"ttl": 86400}}}"#,
                    after: #"{"message": {"topic": "news", "android": {"ttl": "86400s"}}}"#),
                FixExample(
                    before: #"{"topic": "news", "android": {"ttl": "1.5"}}"#,
                    after: #"{"topic": "news", "android": {"ttl": "1.5s"}}"#),
            ],
            plan: { planFix($0) }))

    init() {}

    /// Adds the unit to a string of seconds, or writes a whole number of seconds as a duration.
    static func planFix(_ request: FixRequest) -> FixPlan? {
        let message = request.message
        guard message.shape.isHTTPv1, case .malformed? = message.androidTTLMeaning, let ttl = message.androidTTLValue,
            ttl.sourceStart == request.finding.start.offset
        else { return nil }
        switch ttl.kind {
        case .string:
            guard !ttl.hasEscapes, let text = ttl.stringValue, AndroidTTL.parseDuration(text + "s") != nil,
                text.contains(where: { $0 != "0" && $0 != "." })
            else { return nil }
            return FixPlan(
                title: "add the seconds unit: \"\(text)s\"",
                edits: [TextEdit(start: ttl.sourceEnd - 1, end: ttl.sourceEnd - 1, text: "s")])
        case .number:
            guard message.shape == .v1Request, let seconds = ttl.integerValue, seconds > 0,
                Double(seconds) <= AndroidTTL.maximumSeconds, !(seconds >= 1000 && seconds % 1000 == 0)
            else { return nil }
            return FixPlan(
                title: "write \(seconds) seconds as the duration string \"\(seconds)s\"",
                edits: [request.editor.replace(ttl, with: "\"\(seconds)s\"")])
        default:
            return nil
        }
    }

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard case .malformed(let why)? = message.androidTTLMeaning, let ttl = message.androidTTLValue
        else { return }
        findings.report(
            "android.ttl is \(why.text(for: ttl))", at: ttl,
            fix: "write the time to live as a string of seconds, for example \"3600s\"")
    }
}
