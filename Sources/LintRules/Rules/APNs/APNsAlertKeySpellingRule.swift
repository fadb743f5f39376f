/// `aps.alert` keys are hyphenated.
///
/// Lint: an alert key that is an Apple key spelt another way (`locKey`, `title_loc_args`,
/// `launchImage`). firebase-admin objects may use the camel-case names the SDK renames. An error
/// when the alert has nothing else to show; a warning when it still shows a title, subtitle or
/// body (or their loc keys).
struct APNsAlertKeySpellingRule: SchemaRule {
    static let description = RuleDescription(
        id: "apns-alert-key-spelling",
        area: .apns,
        needs: [.schemaIssues],
        defaultSeverity: .error,
        clauses: [.notShownAsMeant, .degraded],
        summary: "an aps.alert key is spelt with underscores or camel case instead of hyphens",
        rationale: """
            The alert dictionary's keys are hyphenated: loc-key, loc-args, title-loc-key, \
            title-loc-args, subtitle-loc-key, subtitle-loc-args, action-loc-key, launch-image. \
            FCM passes the payload through verbatim, so "locKey" reaches iOS as an unknown key \
            and the localized text is never shown. firebase-admin for Node renames its \
            camel-case names (locKey, titleLocArgs, …); HTTP v1 bodies get no such help. When \
            the alert still has a correctly spelt title, subtitle, body, loc-key or \
            title-loc-key, iOS shows it without the misspelt part ("subTitle": no subtitle). \
            Severity: error, because the notification meant is not shown (E2); a warning when \
            the alert still shows other text, because it is shown without that part (W1).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
            "firebase-admin-node src/messaging/messaging-internal.ts (validateApsAlert)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": {↓"locKey": "NEW_MESSAGE", ↓"loc_args": ["Ana"]}}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": {"title": "Hi", ↓"subTitle": "From Ana", "body": "Hello"}}}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": {"loc-key": "NEW_MESSAGE", "loc-args": ["Ana"]}}}}}}"#),
            Example(#"{"topic": "news", "android": {"ttl": 1000}, "apns": {"payload": {"aps": {"alert": {"locKey": "NEW_MESSAGE", "locArgs": ["Ana"]}}}}}"#),
        ])

    /// The alert keys that show text when correctly spelt.
    private static let shownKeys = ["title", "subtitle", "body", "loc-key", "title-loc-key", "subtitle-loc-key"]

    init() {}

    /// Reports the walk's problems: at warning when the alert still shows other text.
    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        message.reportSchemaIssues(Self.description.id, into: &findings) { issue in
            let alert = issue.value.parent
            let stillShown = Self.shownKeys.contains { key in
                alert?.member(key).map { $0.isString && !$0.isEmptyString } ?? false
            }
            return stillShown ? SchemaIssueCase(severity: .warning, message: issue.message, fix: issue.fix) : nil
        }
    }
}
