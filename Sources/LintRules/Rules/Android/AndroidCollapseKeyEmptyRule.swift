/// `android.collapse_key` must not be empty.
///
/// Lint: `android.collapse_key` (or `collapseKey`) given as `""`.
public struct AndroidCollapseKeyEmptyRule: Rule {
    public static let description = RuleDescription(
        id: "android-collapse-key-empty",
        area: .android,
        defaultSeverity: .error,
        summary: "android.collapse_key is an empty string",
        rationale: """
            A collapse key groups messages so that only the newest one is delivered when the \
            device comes back online. An empty key groups nothing; Notify Kit's server SDK and \
            the legacy firebase-admin options validator reject it. It usually means an id that \
            was not filled in: omit the field instead.
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#AndroidConfig",
            "react-native-notify-kit server/src/validation.ts",
        ],
        upstreamErrors: ["Validation: 'options.collapseKey' must be a non-empty string"],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"collapse_key": ↓""}}}"#),
            Example(#"{"topic": "news", "android": {"collapseKey": ↓""}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"collapse_key": "score_update"}}}"#)
        ])

    public init() {}

    public func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let key = message.android?.member("collapse_key", or: "collapseKey"), key.isEmptyString else { return }
        findings.report(
            "android.\(key.key?.stringValue ?? "collapse_key") is an empty string", at: key,
            fix: "remove the field, or give the group of messages a name such as \"score_update\"")
    }
}
