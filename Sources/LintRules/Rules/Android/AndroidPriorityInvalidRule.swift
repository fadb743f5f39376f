/// `android.priority` is `normal` or `high`.
///
/// Lint: any other value (FCM matches the names without regard to case).
struct AndroidPriorityInvalidRule: SchemaValueRule {
    static let description = RuleDescription(
        id: "android-priority-invalid",
        area: .android,
        needs: [.schemaIssues],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "android.priority is not normal or high",
        rationale: """
            AndroidConfig.priority is the enum AndroidMessagePriority with the values NORMAL \
            and HIGH (the documentation writes them "normal" and "high"; FCM accepts either \
            case). Any other value is rejected. Values from other systems ("urgent", "max", \
            "10") do not map to an FCM priority. \
            Severity: error, because FCM rejects the request (E1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#AndroidMessagePriority",
            "https://firebase.google.com/docs/cloud-messaging/android/message-priority",
        ],
        upstreamErrors: [
            "AndroidConfig.priority must be \"high\" or \"normal\".",
            "priority must be 'normal' or 'high'",
            "Validation: 'options.androidPriority' must be 'high' or 'normal'. Got: <v>",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"priority": ↓"urgent"}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"priority": ↓10}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"priority": "HIGH"}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"priority": "normal"}}}"#),
            Example(#"{"topic": "news", "android": {"priority": "high", "ttl": 3600000}}"#),
        ])

    /// NORMAL or HIGH in any case, or the enum's number.
    static let value = ValueSpec.enumeration(EnumSpec(["NORMAL", "HIGH"], caseInsensitive: true, acceptsNumbers: true))

    init() {}
}
