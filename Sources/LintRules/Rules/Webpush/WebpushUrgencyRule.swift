import SizeModel

/// The web push `Urgency` header is `very-low`, `low`, `normal` or `high`.
///
/// Lint: any other value of the header.
struct WebpushUrgencyRule: SchemaHeaderRule {
    static let description = RuleDescription(
        id: "webpush-urgency",
        area: .webpush,
        needs: [.schemaIssues, .webpush],
        defaultSeverity: .error,
        clauses: [.rejected, .decidedElsewhere],
        summary: "the web push Urgency header is not very-low, low, normal or high (warning for very-low, which FCM does not list)",
        rationale: """
            RFC 8030 §5.3 defines Urgency with four values: very-low, low, normal and high. \
            Push services ignore or reject other values, and the PHP Admin SDK refuses them. \
            FCM's own web push service, which delivers the web messages FCM sends, answers a \
            request with another Urgency 400 Bad Request, "invalid urgency header defined. Valid \
            options are: high, normal and low." (pimeys/rust-web-push#54, a Web Push request to \
            fcm.googleapis.com). That answer lists FCM's valid values, and very-low, RFC 8030's \
            fourth, is not among them: no FCM answer to very-low itself is recorded, so it is \
            reported as a warning, with low (which FCM lists) as the fix. \
            Severity: error, because FCM's push service rejects the value (E1); the HTTP v1 \
            API's own answer for webpush.headers is not documented, so this rests on that \
            answer, RFC 8030 and the SDK check; warning for very-low, because whether FCM takes \
            a value its own error text leaves out is decided by FCM, which the linter cannot see \
            (W3).
            """,
        sources: [
            "https://www.rfc-editor.org/rfc/rfc8030#section-5.3",
            "kreait/firebase-php src/Firebase/Messaging/WebPushConfig.php",
            "https://github.com/pimeys/rust-web-push/pull/54 (FCM's answer to an invalid Urgency header)",
        ],
        upstreamErrors: [
            "The Urgency in the WebPushConfig header must must be one of very-low,low,normal,high",
            "invalid urgency header defined. Valid options are: high, normal and low.",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "webpush": {"headers": {"Urgency": ↓"urgent"}}}}"#),
            Example(#"{"message": {"topic": "news", "webpush": {"headers": {"Urgency": ↓"very-low"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "webpush": {"headers": {"Urgency": "low"}}}}"#),
            Example(#"{"message": {"topic": "news", "webpush": {"headers": {"Urgency": "high"}}}}"#),
        ])

    /// RFC 8030's four urgencies, as written.
    static let format = StringFormat.oneOf(EnumSpec(["very-low", "low", "normal", "high"]))

    init() {}

    /// Reports the walk's problems, and a very-low urgency, which FCM's answer to an invalid
    /// urgency does not list, as a warning.
    /// `urgency`, matched in any ASCII case.
    static let urgencyName = JSONMemberNames(["urgency"], caseInsensitive: true)

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        message.reportSchemaIssues(Self.description.id, into: &findings)
        guard let headers = message.webpushHeaders, headers.isObject else { return }
        // The names are classified in one pass over their bytes: a plain ASCII name that is not
        // `urgency` in some case (TTL, Topic) is settled without making the member; any other
        // name is compared as written (measured on corpus (e), where one message in seven has
        // webpush headers: 108 -> 93 instructions a message).
        let document = headers.document
        headers.forEachMember(classifiedBy: Self.urgencyName) { name, key, _ in
            guard name >= 0 || !document.isPlainASCIIString(at: key) else { return }
            let member = document.member(atKey: key)
            guard member.key.stringEqualsLowercased("urgency") && member.value.stringEquals("very-low") else { return }
            findings.report(
                "the web push Urgency \"very-low\" is RFC 8030's, but FCM's web push service names its valid urgencies as high, normal and low (\"invalid urgency header defined. Valid options are: high, normal and low.\"), so it may reject this one",
                at: member.value, caseSeverity: .warning, configuration: message.configuration,
                fix: "use \"low\" for a message that can wait")
        }
    }
}
