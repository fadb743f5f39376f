/// A payload must be one valid JSON text in UTF-8 (RFC 8259).
///
/// Lint: the engine reports this rule when the file cannot be parsed: a syntax error, an empty
/// file, invalid UTF-8, a UTF-16 or UTF-32 file, or nesting beyond the depth limit. After a
/// failed parse `JSONSyntaxDiagnosis` names the usual mistakes at the mistake itself (a trailing
/// comma, a comment, single quotes, unquoted keys, Python literals, a bare word from code where a
/// value goes, a `{{placeholder}}` outside a string, several values in one file), up to five at
/// once, each with its container's pointer. A message printed as a Python dict, or written as a
/// single-quoted Dart map or JavaScript object (`SingleQuotedLiteral`), is one finding, and the
/// JSON it stands for is linted.
struct InvalidJSONRule: Rule {
    static let description = RuleDescription(
        id: "invalid-json",
        area: .json,
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "the file is not valid UTF-8 JSON",
        rationale: """
            FCM's HTTP v1 API parses the request body as JSON (RFC 8259) in UTF-8 and answers \
            400 INVALID_ARGUMENT to anything else; a template that does not parse never sends. \
            JSON has no trailing commas, no comments, no single-quoted strings and no unquoted \
            keys (JavaScript object literals and console.log output have them), no variables \
            (a payload pasted from code keeps "to": token, which the parser would take for a \
            misspelt true), its literals \
            are true, false and null (not Python's True, False and None), and a file holds one \
            value (several are JSON Lines, a separate format). The finding names the mistake \
            at the mistake itself, with the JSON Pointer of the object or array it is in, and \
            goes on past mistakes it can step over (up to five findings); anything else is \
            reported as what the parser expected and found. Nesting is limited to 512 levels so \
            hostile input cannot exhaust the stack (the command line always uses 512; programs \
            linting through the library can set LintConfiguration.maximumDepth). A message \
            pasted from a log as a Python dict (print() writes single quotes and True, False, \
            None) or from code as a single-quoted Dart map or JavaScript object with quoted keys \
            gets one finding saying so, and the JSON json.dumps, jsonEncode or JSON.stringify \
            would send is linted where the text stands, so its real mistakes are found too. \
            An HTTP v1 message whose only mistakes are trailing commas is json-trailing-comma's \
            finding instead: FCM's own parser reads it without them; with any other mistake, or \
            in a document that is not an HTTP v1 message, they are reported here. \
            Severity: error, because FCM rejects the request (E1).
            """,
        sources: [
            "https://www.rfc-editor.org/rfc/rfc8259",
            "https://jsonlines.org",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages/send",
            "https://github.com/firebase/flutterfire/issues/4133",
        ],
        upstreamErrors: ["Invalid JSON payload received. Unexpected token."],
        triggeringExamples: [
            // A raw APNs payload: only FCM's parser is known to read trailing commas.
            Example(#"{"aps": {"alert": "Hi"↓,}}"#),
            Example("{\"message\": {\"topic\": \"news\", ↓// the topic\n\"data\": {\"a\": \"b\"↓,}}}"),
            Example(#"{↓message: {↓topic: ↓'news'}}"#),
            Example(#"{"message": {"topic": "news", "data": {"on": ↓True}}}"#),
            // firebase/flutterfire#4133: a legacy body pasted from code with its variable.
            Example(#"{"to": ↓token, "notification": {"title": "Title", "image": "https://i.ibb.co/SPYWphH/37d.jpg"}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"badge": ↓{{badge}}}}}}}"#),
            Example("{\"message\": {\"topic\": \"a\"}}\n↓{\"message\": {\"topic\": \"b\"}}"),
            Example(#"{"message": {"topic": "news"}↓"#),
            Example(#"{"message": {"topic": ↓'news'}}"#),
            // A message printed by Python: one finding for the form; the JSON it stands for is
            // linted too (and is clean here).
            Example(#"{↓'message': {'topic': 'news', 'data': {'urgent': 'yes'}, 'android': {'ttl': None}}}"#),
            Example("↓"),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news"}}"#),
            Example(#"{"message": {"topic": "caf\u00e9", "data": {"emoji": "😀"}}}"#),
        ])

    init() {}

    /// Reported by the engine when parsing fails; there is nothing left to check per message.
    func check(_ message: MessageContext, into findings: inout FindingCollector) {}
}
