/// `android.ttl` must be a duration in the form the API expects.
///
/// Lint: a string that is not `"<seconds>[.<fraction>]s"`, a number in an HTTP v1 request, a
/// negative number, or another type.
public struct AndroidTTLFormatRule: Rule {
    public static let description = RuleDescription(
        id: "android-ttl-format",
        area: .android,
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
            Example(#"{"message": {"topic": "news", "android": {"ttl": "3600s"}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"ttl": "0.5s"}}}"#),
            Example(#"{"topic": "news", "android": {"ttl": 3600000}}"#),
        ])

    public init() {}

    public func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let (ttl, meaning) = message.androidTTL,
            case .malformed(let why) = meaning
        else { return }
        findings.report(
            "android.ttl is \(why)", at: ttl,
            fix: "write the time to live as a string of seconds, for example \"3600s\"")
    }
}
