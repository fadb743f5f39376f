/// The HTTP v1 request body has only `message` and `validate_only`.
///
/// Lint: in a `SendMessageRequest` (`{"message": …}`), any other member (a message field next to
/// `message`, the legacy `dry_run`), a `message` that is not an object, or no `message` at all;
/// and a bare message (or firebase-admin object) that a pasted HTTP request, `curl` command or
/// Postman collection request posts to the HTTP v1 send URL (`…/v1/projects/…/messages:send`),
/// reported at its body by the engine (`Linter+Readings`, `Linter.lintCollection`), where the
/// URL is known.
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
            v1-request shows. Where the linter reads the URL (an HTTP request or .http file, a \
            curl command's URL written out, a Postman collection's request) and it is FCM's \
            HTTP v1 send URL \
            (…/v1/projects/{project}/messages:send), a bare message in the body is reported \
            so without the flag: REST snippets copied from before the message wrapper, such as \
            a ZendService_Google_Gcm issue's curl ({"notification": {…}, "topic": "foo-bar"} \
            posted to messages:send), are rejected for each member. A legacy body posted there \
            gets the legacy rules' errors instead. \
            Severity: error, because FCM rejects the request (E1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages/send",
            "https://github.com/AGProjects/sylk-pushserver/issues/16",
            "https://github.com/zendframework/ZendService_Google_Gcm/issues/36 (a curl posting {\"notification\", \"topic\"} to messages:send, without \"message\")",
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
            // A bare message posted to the HTTP v1 send URL (ZendService_Google_Gcm#36's curl).
            Example(
                "curl -X POST -H \"Content-Type: application/json\" -d '↓{\"notification\": {\"title\": \"FCM Message\"}, \"topic\": \"foo-bar\"}' \"https://fcm.googleapis.com/v1/projects/myproject-b5ae1/messages:send\"\n"
            ),
            Example("POST https://fcm.googleapis.com/v1/projects/p/messages:send HTTP/1.1\nContent-Type: application/json\n\n↓{\"token\": \"e2PRxiPqQaKbjZTVXyCFZ1:APA91bHGiW3YQznhWfCOS\", \"data\": {\"k\": \"v\"}}\n"),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news"}, "validate_only": true}"#),
            Example(#"{"validateOnly": false, "message": {"topic": "news"}}"#),
            // The wrapped message posted there; a bare message whose URL is unknown or another
            // host's; a bare message to Huawei Push Kit's messages:send (no projects in its path).
            Example("POST https://fcm.googleapis.com/v1/projects/p/messages:send\n\n{\"message\": {\"topic\": \"news\", \"data\": {\"k\": \"v\"}}}\n"),
            Example("curl -X POST \"$FCM_URL\" -d '{\"topic\": \"news\", \"data\": {\"k\": \"v\"}}'\n"),
            Example("POST {{url}}\n\n{\"topic\": \"news\", \"data\": {\"k\": \"v\"}}\n"),
        ])

    /// What the finding on a bare message posted to the HTTP v1 send URL says.
    static let bareMessageText =
        "this body is posted to FCM's HTTP v1 send URL (messages:send), whose request body holds the message inside \"message\" (beside validate_only): as a bare message, each of its members is rejected (Unknown name \"…\": Cannot find field)"
    /// The fix for a bare message posted to the HTTP v1 send URL.
    static let bareMessageFix = "wrap the body in \"message\": {\"message\": {…this body…}}"

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
