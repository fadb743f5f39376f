/// A payload must be one valid JSON text in UTF-8 (RFC 8259).
///
/// Lint: the engine reports this rule when the file cannot be parsed: a syntax error, an empty
/// file, invalid UTF-8, a UTF-16 or UTF-32 file, or nesting beyond the depth limit.
public struct InvalidJSONRule: Rule {
    public static let description = RuleDescription(
        id: "invalid-json",
        area: .json,
        defaultSeverity: .error,
        summary: "the file is not valid UTF-8 JSON",
        rationale: """
            FCM's HTTP v1 API parses the request body as JSON (RFC 8259) in UTF-8 and answers \
            400 INVALID_ARGUMENT to anything else; a template that does not parse never sends. \
            The finding says what the parser expected and where it stopped. Nesting is limited \
            to 512 levels so hostile input cannot exhaust the stack (the command line always \
            uses 512; programs linting through the library can set LintConfiguration.maximumDepth).
            """,
        sources: [
            "https://www.rfc-editor.org/rfc/rfc8259",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages/send",
        ],
        upstreamErrors: ["Invalid JSON payload received. Unexpected token."],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news",↓}}"#),
            Example(#"{"message": {"topic": "news"}↓"#),
            Example(#"{"message": {"topic": ↓'news'}}"#),
            Example("↓"),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news"}}"#),
            Example(#"{"message": {"topic": "caf\u00e9", "data": {"emoji": "😀"}}}"#),
        ])

    public init() {}

    /// Reported by the engine when parsing fails; there is nothing left to check per message.
    public func check(_ message: MessageContext, into findings: inout FindingCollector) {}
}
