/// `bypass_proxy_notification` is deprecated.
///
/// Lint: `android.notification.bypass_proxy_notification` (or `bypassProxyNotification`) present.
struct AndroidBypassProxyDeprecatedRule: Rule {
    static let description = RuleDescription(
        id: "android-bypass-proxy-deprecated",
        area: .android,
        needs: [.androidNotification],
        defaultSeverity: .info,
        clauses: [.advice],
        summary: "android.notification.bypass_proxy_notification is deprecated",
        rationale: """
            The FCM v1 discovery document marks bypass_proxy_notification as deprecated. Whether \
            the notification may be proxied (shown by Google Play services instead of the app) \
            is set with android.notification.proxy (ALLOW, DENY, IF_PRIORITY_LOWERED). \
            Severity: info, because this is advice: nothing is rejected or lost (I).
            """,
        sources: [
            "googleapis/google-api-python-client discovery_cache/documents/fcm.v1.json (AndroidNotification.bypassProxyNotification, deprecated)",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#AndroidNotification",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"notification": {"title": "Hi", ↓"bypass_proxy_notification": true}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"notification": {"title": "Hi", "proxy": "DENY"}}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let flag = message.androidNotificationBypassProxy else { return }
        findings.report(
            "android.notification.\(flag.key?.stringValue ?? "bypass_proxy_notification") is deprecated",
            at: flag, anchor: .key, fix: "use android.notification.proxy (\"DENY\" keeps the notification out of the proxy)")
    }
}
