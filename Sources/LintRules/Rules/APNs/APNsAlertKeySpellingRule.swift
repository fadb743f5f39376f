/// `aps.alert` keys are hyphenated.
///
/// Lint: an alert key that is an Apple key spelt another way (`locKey`, `title_loc_args`,
/// `launchImage`). firebase-admin objects may use the camel-case names the SDK renames.
struct APNsAlertKeySpellingRule: SchemaRule {
    static let description = RuleDescription(
        id: "apns-alert-key-spelling",
        area: .apns,
        defaultSeverity: .error,
        clauses: [.notShownAsMeant],
        summary: "an aps.alert key is spelt with underscores or camel case instead of hyphens",
        rationale: """
            The alert dictionary's keys are hyphenated: loc-key, loc-args, title-loc-key, \
            title-loc-args, subtitle-loc-key, subtitle-loc-args, action-loc-key, launch-image. \
            FCM passes the payload through verbatim, so "locKey" reaches iOS as an unknown key \
            and the localized text is never shown. firebase-admin for Node renames its \
            camel-case names (locKey, titleLocArgs, …); HTTP v1 bodies get no such help. \
            Severity: error, because the notification meant is not shown (E2).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
            "firebase-admin-node src/messaging/messaging-internal.ts (validateApsAlert)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": {↓"locKey": "NEW_MESSAGE", ↓"loc_args": ["Ana"]}}}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": {"loc-key": "NEW_MESSAGE", "loc-args": ["Ana"]}}}}}}"#),
            Example(#"{"topic": "news", "android": {"ttl": 1000}, "apns": {"payload": {"aps": {"alert": {"locKey": "NEW_MESSAGE", "locArgs": ["Ana"]}}}}}"#),
        ])

    init() {}
}
