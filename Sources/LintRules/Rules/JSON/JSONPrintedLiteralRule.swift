/// A message as code prints or writes it (a Python dict, a single-quoted Dart map or JavaScript
/// object) where JSON goes: what the code sends is JSON; the text is not.
///
/// Lint: the engine reports this rule when a document does not parse and `SingleQuotedLiteral`
/// (the same bytes with single quotes made double and `True`, `False`, `None` made JSON) does,
/// as a message; the message read so is linted where it stands. A text it cannot read in full
/// that way stays invalid-json's.
struct JSONPrintedLiteralRule: Rule {
    static let description = RuleDescription(
        id: "json-printed-literal",
        area: .json,
        needs: .noMessage,
        defaultSeverity: .warning,
        clauses: [.decidedElsewhere],
        summary: "a message printed by code (a Python dict, a single-quoted Dart map or JavaScript object), not JSON",
        rationale: """
            A message pasted from a log or from code is often not the JSON that was sent but \
            what the code printed or wrote: Python's print() and repr() write a dict with single \
            quotes and True, False and None (fcm-django, PyFCM and firebase_admin users paste \
            them from their logs; Python 2 adds u'…'), and a Dart map or a JavaScript object \
            literal may be written with single quotes. The request the code sends is the \
            serialization of that value (json.dumps, jsonEncode, JSON.stringify), which is JSON, \
            so the message is linted as that JSON, where the text stands, and its own mistakes \
            (a number in data, a misspelt key) are found; before, the text got one syntax \
            finding per quote and nothing about the message. The text itself is not JSON: a file \
            that holds it fails JSON.parse, json.loads, jq and FCM alike if it is sent as \
            written. Whether it is sent as written or serialized by code is decided by code the \
            linter cannot see. A text that cannot be read in full that way (a key in double \
            quotes as JSON writes it, a variable, a call, an unquoted key, \\' or a double quote \
            inside a single-quoted string), or whose JSON is no message, stays invalid-json's, \
            unless it is a JavaScript object literal with unquoted keys, which json-code-literal \
            reads. \
            Severity: warning, because whether the request is JSON is decided by something the \
            linter cannot see (W3).
            """,
        sources: [
            "https://docs.python.org/3/library/stdtypes.html#dict (repr of a dict: single-quoted strings, True, False, None)",
            "https://docs.python.org/3/library/json.html (json.dumps: the JSON the code sends)",
            "https://www.rfc-editor.org/rfc/rfc8259#section-7 (strings are in double quotes)",
        ],
        triggeringExamples: [
            // A message printed by Python: read as the JSON json.dumps sends (clean here).
            Example(#"{↓'message': {'topic': 'news', 'data': {'urgent': 'yes'}, 'android': {'ttl': None}}}"#),
            Example(#"{↓u'message': {u'topic': u'news', u'data': {u'k': u'v'}}}"#),
            // A Dart map written with single quotes (jsonEncode({...}) in a Flutter tool).
            Example(#"{↓'message': {'token': 'ehX2iF1cSH64k4sg7u8Y7H:APA91bFHu27ypGXG48zjqPN8LX0ocatvapB3V5LZsMt0mHNLtUwcdKmwckDXWIIznQlniddJW7En', 'notification': {'title': 'Test Push'}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"k": "v"}}}"#),
            // A JSON file with one single-quoted value is a JSON file with a typo (invalid-json's).
            Example(#"{"message": {"topic": 'news'}}"#),
        ])

    init() {}

    /// Reported by the engine when the document is read as the JSON it stands for.
    func check(_ message: MessageContext, into findings: inout FindingCollector) {}
}
