import SizeModel

/// A message must be a JSON object.
///
/// Lint: a top-level value that is not an object (or an array of objects, a batch) is reported.
struct ShapeNotObjectRule: Rule {
    static let description = RuleDescription(
        id: "shape-not-object",
        area: .shape,
        needs: .noMessage,
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "the document is not an FCM message object",
        rationale: """
            An FCM HTTP v1 request body is an object ({"message": {…}}) and so is a \
            firebase-admin message; a string, number or null has nothing to send. In a batch \
            file (a top-level array, as passed to sendEach), every element must be a message \
            object. A string that holds a JSON object is a message encoded twice \
            (JSON.stringify, json.dumps or to_json applied to text that already was JSON, as a \
            job queue's stored argument or a templating step leaves it): what goes out is one \
            JSON string, which no API reads as a message; the finding says so, and the fix is \
            to encode the object once. \
            Severity: error, because the firebase-admin SDKs throw before sending (E1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages/send",
            "firebase-admin-node src/messaging/messaging-internal.ts (validateMessage)",
        ],
        upstreamErrors: ["Message must be a non-null object", "Validation: input must be an object"],
        triggeringExamples: [
            Example(#"↓"hello""#),
            Example(#"[{"topic": "news"}, ↓null]"#),
            // A message encoded twice: the body is one string holding the JSON.
            Example(#"↓"{\"message\": {\"topic\": \"news\", \"notification\": {\"title\": \"Hi\"}}}""#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news"}}"#),
            Example(#"[{"topic": "news"}, {"topic": "sport"}]"#),
        ])

    init() {}

    /// Reported by the engine when it looks for messages in the document.
    func check(_ message: MessageContext, into findings: inout FindingCollector) {}

    static func message(for value: JSONValue) -> String {
        if holdsEncodedObject(value) {
            return "found a string holding a JSON object where an FCM message object was expected: the message was encoded twice (JSON.stringify, json.dumps or to_json of text that already was JSON), so what is sent is one string, not the message"
        }
        return "found \(value.kind) where an FCM message object was expected"
    }

    /// The fix for `value`: for a string holding a JSON object, encoding the message once.
    static func fix(for value: JSONValue) -> String? {
        guard holdsEncodedObject(value) else { return nil }
        return "encode the message once: send the object (parse the string first, or pass the object, not its JSON text, to the serializer or the queue), and lint the JSON inside the string"
    }

    /// True for a string whose text, without surrounding whitespace, is `{…}`.
    private static func holdsEncodedObject(_ value: JSONValue) -> Bool {
        guard let text = value.stringValue else { return false }
        return text.drop(while: \.isWhitespace).first == "{" && text.last(where: { !$0.isWhitespace }) == "}"
    }
}
