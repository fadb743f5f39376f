/// A condition must be a well-formed topic expression.
///
/// Lint: the `condition` string is parsed (`'t' in topics` atoms, `&&`, `||`, `!`, parentheses) and
/// the first syntax error is reported at its character inside the string.
struct RoutingConditionSyntaxRule: Rule {
    static let description = RuleDescription(
        id: "routing-condition-syntax",
        area: .routing,
        needs: [.condition],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "the condition is not a valid topic expression",
        rationale: """
            A condition targets the devices subscribed to a combination of topics. FCM accepts \
            an expression of atoms 'TopicName' in topics joined by && and ||, negated by ! and \
            grouped by parentheses, for example 'TopicA' in topics && ('TopicB' in topics || \
            'TopicC' in topics). Topic names inside the quotes follow the topic alphabet \
            [a-zA-Z0-9-_.~%]. Anything else (an unclosed quote or parenthesis, a single & or |, \
            AND/OR words, an unquoted topic) is rejected with INVALID_ARGUMENT when the message \
            is sent. \
            Severity: error, because FCM rejects the request (E1).
            """,
        sources: [
            "https://firebase.google.com/docs/cloud-messaging/send-topic-messages",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#Message",
            "kreait/firebase-php src/Firebase/Messaging/Condition.php",
        ],
        upstreamErrors: ["The condition \"<c>\" contains an uneven amount of quotes."],
        triggeringExamples: [
            Example(#"{"message": {"condition": "'a' in topics && ↓'b in topics", "data": {"x": "1"}}}"#),
            Example(#"{"message": {"condition": "'a' in topics ↓and 'b' in topics", "data": {"x": "1"}}}"#),
            Example(#"{"message": {"condition": "↓('a' in topics || 'b' in topics", "data": {"x": "1"}}}"#),
            Example(#"{"message": {"condition": "'a' in topics ↓& 'b' in topics", "data": {"x": "1"}}}"#),
            Example(#"{"message": {"condition": "'news' in topics && 'sports↓ eu' in topics", "data": {"x": "1"}}}"#),
            Example(#"{"message": {"condition": "'news' in ↓topic", "data": {"x": "1"}}}"#),
            Example(#"{"message": {"condition": "\"a\" in topics || \"b\"↓) in topics", "data": {"x": "1"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"condition": "'{{topic}}' in topics && 'news-${region}' in topics", "notification": {"title": "Hi"}}}"#),
            Example(#"{"message": {"condition": "'TopicA' in topics && ('TopicB' in topics || 'TopicC' in topics)", "data": {"x": "1"}}}"#),
            Example(#"{"message": {"condition": "!('TopicA' in topics)&&'TopicB' in topics", "data": {"x": "1"}}}"#),
            Example(#"{"condition": "\"foo\" in topics"}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let located = message.condition, let error = located.condition.error else { return }
        let start = located.sourceOffset(error.offset)
        let end = located.sourceOffset(error.offset + error.length)
        findings.report(
            "condition: \(error.message)", offset: start, end: max(end, start + 1), pointer: located.value.pointer,
            fix: "write the condition as 'TopicA' in topics && ('TopicB' in topics || 'TopicC' in topics)")
    }
}
