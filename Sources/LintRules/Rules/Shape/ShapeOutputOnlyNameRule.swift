/// `Message.name` is output only.
///
/// Lint: a `name` member in the message.
struct ShapeOutputOnlyNameRule: ShapeSchemaRule {
    static let description = RuleDescription(
        id: "shape-output-only-name",
        area: .shape,
        needs: [.schemaIssues],
        defaultSeverity: .info,
        clauses: [.advice],
        summary: "the message sets the output-only name field",
        rationale: """
            Message.name is the identifier FCM returns for a sent message \
            (projects/<project>/messages/<id>); it is documented as output only. A payload \
            that carries it was usually copied from a send response or a log, and the value \
            is not the sender's to set. Google's API contract for output-only fields \
            (google.api.FieldBehavior OUTPUT_ONLY) says the server must ignore such a field in a \
            request and must not throw an error because of it, so the push is unaffected. \
            Severity: info, because this is advice: nothing is rejected or lost (I).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#Message",
            "https://google.aip.dev/203 (field behavior: OUTPUT_ONLY)",
        ],
        triggeringExamples: [
            Example(#"{"message": {↓"name": "projects/demo/messages/0:1736899200", "topic": "news"}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"name": "Ana"}}}"#)
        ])

    init() {}
}
