/// `aps.alert` keys are hyphenated.
///
/// Lint: an alert key that is an Apple key spelt another way (`locKey`, `title_loc_args`,
/// `launchImage`), or FCM's legacy name for the body's localization key (`body_loc_key`,
/// `body_loc_args`, Apple's `loc-key` and `loc-args`). firebase-admin objects may use the camel-case names the SDK renames. An error
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
            FCM's legacy API named the body's localization key body_loc_key and its arguments \
            body_loc_args (mapped to APNs' loc-key and loc-args); written into aps.alert under \
            those names, as Symfony Notifier's Firebase IOSNotification does, they are ignored \
            too, so they are named with Apple's key rather than as unknown keys. \
            Severity: error, because the notification meant is not shown (E2); a warning when \
            the alert still shows other text, because it is shown without that part (W1).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
            "firebase-admin-node src/messaging/messaging-internal.ts (validateApsAlert)",
            "https://firebase.google.com/docs/cloud-messaging/http-server-ref (legacy notification: body_loc_key \"Corresponds to loc-key in the APNs payload\", body_loc_args to loc-args)",
            "https://github.com/symfony/symfony/blob/3788ca4eb08a0365b902d876677dc6c5daef3e3b/src/Symfony/Component/Notifier/Bridge/Firebase/Tests/Notification/IOSNotificationTest.php (aps.alert body_loc_key, title_loc_key)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": {↓"locKey": "NEW_MESSAGE", ↓"loc_args": ["Ana"]}}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": {"title": "Hi", ↓"subTitle": "From Ana", "body": "Hello"}}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": {"subtitle": "Important", ↓"body_loc_key": "body_key", ↓"body_loc_args": ["arg1"]}}}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": {"loc-key": "NEW_MESSAGE", "loc-args": ["Ana"]}}}}}}"#),
            Example(#"{"topic": "news", "android": {"ttl": 1000}, "apns": {"payload": {"aps": {"alert": {"locKey": "NEW_MESSAGE", "locArgs": ["Ana"]}}}}}"#),
        ])

    /// Apple's name for a key under FCM's legacy name for the body's localization key, given the
    /// key's `KeyMatcher.normalized` form: `loc-key` for `body_loc_key`, `loc-args` for
    /// `body_loc_args` (the legacy HTTP API's notification fields, which FCM mapped to these).
    static func appleName(forFCMName normalized: String) -> String? {
        switch normalized {
        case "bodylockey": return "loc-key"
        case "bodylocargs": return "loc-args"
        default: return nil
        }
    }

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
