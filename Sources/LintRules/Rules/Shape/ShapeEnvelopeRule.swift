/// The HTTP v1 request body has only `message` and `validate_only`.
///
/// Lint: in a `SendMessageRequest` (`{"message": …}`), any other member (a message field next to
/// `message`, the legacy `dry_run`), a `message` that is not an object, or no `message` at all.
struct ShapeEnvelopeRule: ShapeSchemaRule {
    static let description = RuleDescription(
        id: "shape-envelope",
        area: .shape,
        needs: [.schemaIssues],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "the HTTP v1 request body has a member other than message and validate_only",
        rationale: """
            The body of projects.messages.send is a SendMessageRequest with two fields: \
            message (required) and validate_only. A message field written next to message \
            instead of inside it, or a legacy option such as dry_run, fails the request with \
            "Unknown name … Cannot find field". Posting a bare message (or a legacy body) to \
            the v1 endpoint fails the same way for every key, which is what --shape \
            v1-request shows. \
            Severity: error, because FCM rejects the request (E1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages/send",
            "https://github.com/AGProjects/sylk-pushserver/issues/16",
        ],
        upstreamErrors: [
            "Invalid JSON payload received. Unknown name \"to\": Cannot find field.",
            "Invalid JSON payload received. Unknown name \"data\": Cannot find field.",
        ],
        triggeringExamples: [
            Example(#"{"validate_only": true, "message": {"topic": "news"}, ↓"token": "abc"}"#),
            Example(#"{"validate_only": false, ↓"dry_run": true, "message": {"topic": "news"}}"#),
            Example(#"{"validateOnly": true, "message": ↓"hello"}"#),
            Example(#"↓{"validate_only": true}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news"}, "validate_only": true}"#),
            Example(#"{"validateOnly": false, "message": {"topic": "news"}}"#),
        ])

    static func misplacedText(
        name: String, destination: String, path: @autoclosure () -> String
    ) -> (message: String, fix: String)? {
        if destination.hasPrefix("inside") {
            return (
                "\"\(name)\" is a message field but sits in the request body, which has only \"message\" and \"validate_only\"; FCM rejects it: Unknown name \"\(name)\"",
                "move it inside \"message\""
            )
        }
        return ("\"\(name)\" is the legacy name; the HTTP v1 request body takes \(destination)", "use \"validate_only\": true")
    }

    init() {}
}
