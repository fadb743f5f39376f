/// Shows the HTTP v1 form of a legacy body.
///
/// Lint: with `legacy-top-level-keys`, one info finding on the message with the equivalent HTTP v1
/// request: targets, `priority`, `time_to_live`, `collapse_key`, `content_available`,
/// `mutable_content`, `dry_run` and the legacy notification keys moved to their v1 places.
public struct LegacyMappingHintRule: Rule {
    public static let description = RuleDescription(
        id: "legacy-mapping-hint",
        area: .legacy,
        defaultSeverity: .info,
        clauses: [.advice],
        summary: "the HTTP v1 equivalent of a legacy FCM HTTP body",
        rationale: """
            Migrating from the legacy API is mechanical but spread over several places: to \
            becomes token or topic; registration_ids becomes one request per token; priority \
            becomes android.priority plus apns-priority; time_to_live becomes android.ttl \
            ("<n>s") plus apns-expiration (an absolute UNIX time); collapse_key becomes \
            android.collapse_key plus apns-collapse-id; content_available and mutable_content \
            become aps keys; dry_run becomes validate_only; the notification's Android and iOS \
            keys move to android.notification and apns.payload.aps. This hint writes the \
            result out for the linted body. \
            Severity: info, because this is advice: nothing is rejected or lost (I).
            """,
        sources: ["https://firebase.google.com/docs/cloud-messaging/migrate-v1"],
        triggeringExamples: [
            Example(#"↓{"to": "/topics/news", "priority": "high", "time_to_live": 60, "notification": {"title": "Hi", "sound": "default"}}"#),
            Example(#"{"message": ↓{"token": "fcm-token", "collapse_key": "scores"}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"priority": "high", "ttl": "60s"}}}"#)
        ])

    public init() {}

    public func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // A firebase-admin object with legacy keys needs Admin names, not an HTTP v1 body.
        guard message.shape != .admin, !message.schema.issues(for: SchemaRuleID.legacyTopLevelKeys).isEmpty,
            let request = LegacyMigration.v1Request(for: message.message)
        else { return }
        findings.report(
            "as an HTTP v1 request this is: \(request)", at: message.message,
            fix: "send the HTTP v1 request above to projects/<project>/messages:send")
    }
}
