/// A firebase-admin `ttl` number that reads like seconds is probably in the wrong unit.
///
/// Lint: in a firebase-admin object, an `android.ttl` number below 1000, or a whole number of
/// minutes up to four weeks that is not a whole number of seconds in milliseconds (3600, 86400);
/// in an HTTP v1 body, such a number as the Java and Node SDKs send it (`"3.600000000s"`).
struct AndroidTTLUnitsSuspectRule: Rule {
    static let description = RuleDescription(
        id: "android-ttl-units-suspect",
        area: .android,
        needs: [.androidTTL],
        defaultSeverity: .warning,
        clauses: [.decidedElsewhere],
        summary: "android.ttl looks like a number of seconds that firebase-admin read as milliseconds",
        rationale: """
            The unit of android.ttl differs by SDK: firebase-admin for Node and Java take \
            milliseconds (ttl: 3600 is 3.6 seconds), firebase-admin for Python takes seconds, \
            Go a time.Duration, and the HTTP v1 API a "3600s" string. A number such as 3600 or \
            86400 is a common number of seconds, and as milliseconds it keeps the message for a \
            few seconds only: an offline device never gets it. Numbers below 1000 are below one \
            second, which FCM rounds down to 0 (now or never). The same mistake reaches an HTTP \
            v1 body, or a log of what the SDK sent, as the string the SDK writes for the number: \
            Java formats milliseconds as "%d.%09ds" (setTtl(3600) sends "3.600000000s") and Node \
            as seconds with nine fraction digits, so a nine-digit fraction ending in six zeros \
            whose milliseconds read like seconds is reported too. \
            Severity: warning, because something the linter cannot see decides the outcome (W3).
            """,
        sources: [
            "firebase-admin-node src/messaging/messaging-api.ts (AndroidConfig.ttl: milliseconds)",
            "firebase-admin-java AndroidConfig.java (setTtl: milliseconds; the constructor writes String.format(\"%d.%09ds\", seconds, subsecondNanos))",
            "firebase-admin-node src/utils/index.ts (transformMillisecondsToSecondsString: seconds with nine fraction digits, 3600 -> \"3.600000000s\")",
            "firebase-admin-python firebase_admin/_messaging_encoder.py (encode_ttl: seconds)",
            "https://github.com/firebase/firebase-admin-node/issues/1271",
            "https://github.com/firebase/firebase-admin-node/issues/2524",
        ],
        triggeringExamples: [
            Example(#"{"topic": "news", "android": {"ttl": ↓3600}}"#),
            Example(#"{"token": "fGw0qy4TGgk:APA91bGtWGju", "android": {"ttl": ↓300, "priority": "high"}}"#),
            // setTtl(3600) in firebase-admin for Java, as the request body carries it.
            Example(#"{"message": {"topic": "news", "android": {"ttl": ↓"3.600000000s", "priority": "normal"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"topic": "news", "android": {"ttl": 3600000}}"#),
            Example(#"{"topic": "news", "android": {"ttl": 60000}}"#),
            Example(#"{"message": {"topic": "news", "android": {"ttl": "3600s"}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"ttl": "3.6s"}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"ttl": "3.500000000s"}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // Only a number (firebase-admin) or a string literal of 14 to 20 bytes (another shape) can
        // be reported: the rest are settled by the node, before the value is made (and retained).
        let node = message.androidTTLNode
        guard node >= 0 else { return }
        let literal = message.message.document.value(at: node)
        if message.shape == .admin {
            guard literal.kind == .number else { return }
        } else {
            guard literal.isString, (14...20).contains(literal.endOffset - literal.startOffset) else { return }
        }
        guard let ttl = message.androidTTLValue else { return }
        if message.shape != .admin, let milliseconds = AndroidTTL.serializedMillisecondsLookingLikeSeconds(ttl) {
            findings.report(
                "android.ttl \"\(ttl.stringValue ?? "")\" is what firebase-admin for Java and Node sends for a ttl of \(milliseconds) milliseconds; \(milliseconds) reads like seconds",
                at: ttl,
                fix: "if \(milliseconds) seconds was meant, send \"\(milliseconds)s\" (in firebase-admin, \(milliseconds * 1000) milliseconds)")
            return
        }
        guard message.shape == .admin, AndroidTTL.looksLikeSeconds(ttl) else { return }
        let lexeme = ttl.numberLexeme ?? ""
        let asSeconds = (ttl.integerValue ?? 0) * 1000
        findings.report(
            "android.ttl \(lexeme) is \(AndroidTTL.describeMilliseconds(ttl)) in firebase-admin for Node and Java, which take milliseconds",
            at: ttl,
            fix: asSeconds > 0 && Double(asSeconds) <= AndroidTTL.maximumSeconds * 1000
                ? "if you meant \(lexeme) seconds, write \(asSeconds) (milliseconds)" : "write the time to live in milliseconds")
    }
}
