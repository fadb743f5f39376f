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
            Severity: error, because the legacy send methods were removed from firebase-admin and \
            the legacy API is shut down (E1).
            """,
        sources: [
            "https://github.com/firebase/firebase-admin-node/pull/2759",
            "https://firebase.google.com/docs/cloud-messaging/migrate-v1",
        ],
        upstreamErrors: [
            "Messaging payload contains an invalid \"<k>\" property. Valid properties are \"data\" and \"notification\".",
            "Messaging options contains an invalid value for the \"timeToLive\" property. Value must be a number.",
        ],
        triggeringExamples: [
            Example(#"{"notification": {"title": "Hi"}, ↓"timeToLive": 3600, ↓"contentAvailable": true}"#),
            Example(#"{↓"payload": {"notification": {"title": "Hi"}}, ↓"options": {"priority": "high"}}"#),
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
