import SizeModel

/// A message must be a JSON object.
///
/// Lint: a top-level value that is not an object (or an array of objects, a batch) is reported.
struct ShapeNotObjectRule: Rule {
    static let description = RuleDescription(
        id: "shape-not-object",
        area: .shape,
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "the document is not an FCM message object",
        rationale: """
            An FCM HTTP v1 request body is an object ({"message": {…}}) and so is a \
            firebase-admin message; a string, number or null has nothing to send. In a batch \
            file (a top-level array, as passed to sendEach), every element must be a message \
            object. \
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
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news"}}"#),
            Example(#"[{"topic": "news"}, {"topic": "sport"}]"#),
        ])

    init() {}

    /// Reported by the engine when it looks for messages in the document.
    func check(_ message: MessageContext, into findings: inout FindingCollector) {}

    static func message(for value: JSONValue) -> String {
        "found \(value.kind) where an FCM message object was expected"
    }
}
