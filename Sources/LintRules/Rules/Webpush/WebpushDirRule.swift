/// `webpush.notification.dir` is `auto`, `ltr` or `rtl`.
///
/// Lint: any other text direction.
struct WebpushDirRule: SchemaValueRule {
    static let description = RuleDescription(
        id: "webpush-dir",
        area: .webpush,
        needs: [.schemaIssues],
        defaultSeverity: .error,
        clauses: [.notShownAsMeant],
        summary: "webpush.notification.dir is not auto, ltr or rtl",
        rationale: """
            The Web Notification API's dir option is the text direction: auto, ltr or rtl. \
            The Notifications standard declares it as the enumeration NotificationDirection, and \
            WebIDL converts a string that is not one of an enumeration's values by throwing a \
            TypeError, so showNotification() rejects the options and the service worker shows \
            nothing; the Python and Go Admin SDKs refuse such a value before sending. \
            Severity: error, because the notification meant is not shown (E2).
            """,
        sources: [
            "https://developer.mozilla.org/en-US/docs/Web/API/Notification/dir",
            "https://notifications.spec.whatwg.org/#enumdef-notificationdirection (enum NotificationDirection)",
            "https://webidl.spec.whatwg.org/#es-enumeration (a value not in the enumeration throws a TypeError)",
            "firebase-admin-python firebase_admin/_messaging_encoder.py (WebpushNotification.direction)",
        ],
        upstreamErrors: [
            "WebpushNotification.direction must be \"auto\", \"ltr\" or \"rtl\".",
            "direction must be 'ltr', 'rtl' or 'auto'",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "webpush": {"notification": {"title": "Hi", "dir": ↓"right"}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "webpush": {"notification": {"title": "Hi", "dir": "rtl"}}}}"#)
        ])

    /// The Notification API's text directions.
    static let value = ValueSpec.string(.oneOf(EnumSpec(["auto", "ltr", "rtl"])))

    init() {}
}
