/// `aps.alert` is a string or a dictionary.
///
/// Lint: an alert that is a number, boolean, array or null.
struct APNsAlertTypeRule: SchemaRule {
    static let description = RuleDescription(
        id: "apns-alert-type",
        area: .apns,
        needs: [.schemaIssues],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "aps.alert is not a string or an object",
        rationale: """
            Apple's alert key is either the alert text or a dictionary (title, subtitle, body, \
            localization keys). Any other type shows no alert, and firebase-admin refuses it \
            before sending. \
            Severity: error, because firebase-admin-node throws before sending and iOS shows no \
            alert for any other type (E1).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
            "firebase-admin-node src/messaging/messaging-internal.ts (validateApsAlert)",
        ],
        upstreamErrors: [
            "apns.payload.aps.alert must be a string or a non-null object",
            "Aps.alert must be a string or an instance of ApsAlert class.",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": ↓42}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": ↓["Hi"]}}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi"}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": {"title": "Hi"}}}}}}"#),
        ])

    init() {}
}
