/// A target must not be an empty string.
///
/// Lint: `token`, `topic`, `condition` or `fid` given as `""` in a routed message.
struct RoutingTargetEmptyRule: Rule {
    static let description = RuleDescription(
        id: "routing-target-empty",
        area: .routing,
        needs: .targetsToCount,
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "a target field is an empty string",
        rationale: """
            An empty token, topic, condition or fid addresses nobody. firebase-admin counts an \
            empty target as absent and throws its "exactly one target" error; FCM rejects the \
            request with INVALID_ARGUMENT. It usually means a template variable was not filled \
            in (a user without a stored token). \
            Severity: error, because the firebase-admin SDKs throw before sending (E1).
            """,
        sources: [
            "firebase-admin-python firebase_admin/_messaging_encoder.py (check_string non_empty)",
            "react-native-notify-kit server/src/validation.ts",
        ],
        upstreamErrors: [
            "Routing: 'token' must be a non-empty string",
            "Message.token must be a non-empty string.",
        ],
        triggeringExamples: [
            Example(#"{"message": {"token": ↓"", "notification": {"title": "Hi"}}}"#),
            Example(#"{"topic": ↓"", "data": {"a": "1"}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"token": "fGw0qy4TGgk:APA91bGtWGju", "notification": {"title": "Hi"}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.isRoutedShape else { return }
        // By position: a member is made (retaining the document) only for an empty target.
        for position in 0..<message.targetCount where message.targetValueIsEmptyString(at: position) {
            let member = message.targetMembers[position]
            let name = member.key.stringValue ?? ""
            findings.report(
                "\(name) is an empty string; it addresses nobody", at: member.value,
                fix: "fill in the \(name), or do not send the message when there is none")
        }
    }
}
