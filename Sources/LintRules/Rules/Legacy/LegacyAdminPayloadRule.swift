/// The removed firebase-admin `sendToDevice` API's payload and options are not a message.
///
/// Lint: `timeToLive`, `contentAvailable`, `mutableContent`, `dryRun`, `collapseKey`,
/// `restrictedPackageName` or `options` at the top level, or a `payload` holding `notification` or
/// `data`: the arguments of `sendToDevice(token, payload, options)`.
struct LegacyAdminPayloadRule: SchemaRule {
    static let description = RuleDescription(
        id: "legacy-admin-payload",
        area: .legacy,
        needs: [.schemaIssues],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "the document is the payload or options of the removed firebase-admin sendToDevice API",
        rationale: """
            firebase-admin for Node removed sendToDevice, sendToDeviceGroup, sendToTopic and \
            sendToCondition (commit 5affb73b, "Remove deprecated FCM APIs", November 2024); they \
            used the legacy API, which is shut down. Their MessagingPayload ({notification, \
            data}) and MessagingOptions (timeToLive, priority, contentAvailable, dryRun, …) map \
            onto a v1 Message: options move into android and apns, and dryRun becomes the \
            second argument of send(). \
            In a legacy HTTP body that names its own target (to, registration_ids), the same \
            camelCase name is a misspelt legacy key (timeToLive for time_to_live: \
            phonegap-plugin-push#820 posts one from PHP), which the legacy API ignored; the text \
            says so instead of naming firebase-admin. \
            Severity: error, because the legacy send methods were removed from firebase-admin and \
            the legacy API is shut down (E1).
            """,
        sources: [
            "https://github.com/firebase/firebase-admin-node/pull/2759",
            "https://firebase.google.com/docs/cloud-messaging/migrate-v1",
            "https://firebase.google.com/docs/cloud-messaging/http-server-ref (legacy keys: time_to_live, collapse_key, content_available, dry_run)",
            "https://github.com/phonegap/phonegap-plugin-push/issues/820",
        ],
        upstreamErrors: [
            "Messaging payload contains an invalid \"<k>\" property. Valid properties are \"data\" and \"notification\".",
            "Messaging options contains an invalid value for the \"timeToLive\" property. Value must be a number.",
        ],
        triggeringExamples: [
            Example(#"{"notification": {"title": "Hi"}, ↓"timeToLive": 3600, ↓"contentAvailable": true}"#),
            Example(#"{↓"payload": {"notification": {"title": "Hi"}}, ↓"options": {"priority": "high"}}"#),
            // A PHP body posted to the legacy API (phonegap-plugin-push#820): a misspelt time_to_live.
            Example(#"{"registration_ids": ["fGw0qy4TGgk:APA91bGtWGju"], "data": {"title": "Teste !"}, ↓"timeToLive": 3}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"topic": "news", "notification": {"title": "Hi"}, "android": {"ttl": 3600000}, "apns": {"payload": {"aps": {"contentAvailable": true}}}}"#)
        ])

    static func misplacedText(
        name: String, destination: String, path: @autoclosure () -> String
    ) -> (message: String, fix: String)? {
        ("\"\(name)\" is an option of the removed firebase-admin sendToDevice/sendToTopic API, not a message field", "use \(destination)")
    }

    init() {}
}
