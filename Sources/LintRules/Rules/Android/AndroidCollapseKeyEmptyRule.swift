/// `android.collapse_key` must not be empty.
///
/// Lint: `android.collapse_key` (or `collapseKey`) given as `""`.
struct AndroidCollapseKeyEmptyRule: Rule {
    static let description = RuleDescription(
        id: "android-collapse-key-empty",
        area: .android,
        needs: .androidCollapseKey,
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "android.collapse_key is an empty string",
        rationale: """
            A collapse key groups messages so that only the newest one is delivered when the \
            device comes back online. An empty key groups nothing; Notify Kit's server SDK and \
            the removed legacy firebase-admin options validator reject it. It usually means an id that \
            was not filled in: omit the field instead. \
            FCM does not reject it: in proto3 JSON an empty string is the field's default value, \
            the same as leaving it out, and firebase-admin-node's HTTP v1 validation has no \
            emptiness check; the rejections above are input validation, not FCM's. Severity: \
            warning, because the message is sent, but as an ordinary message that collapses with \
            nothing (W1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#AndroidConfig",
            "react-native-notify-kit server/src/validation.ts",
            "https://protobuf.dev/programming-guides/json/ (a field with its default value is treated as unset)",
        ],
        upstreamErrors: ["Validation: 'options.collapseKey' must be a non-empty string"],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"collapse_key": ↓""}}}"#),
            Example(#"{"topic": "news", "android": {"collapseKey": ↓""}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"collapse_key": "score_update"}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let key = message.androidCollapseKey, key.isEmptyString else { return }
        findings.report(
            "android.\(key.key?.stringValue ?? "collapse_key") is an empty string", at: key,
            fix: "remove the field, or give the group of messages a name such as \"score_update\"")
    }
}
