/// `android.notification.proxy` is `ALLOW`, `DENY` or `IF_PRIORITY_LOWERED`.
///
/// Lint: any other value (matched without regard to case).
struct AndroidNotificationProxyEnumRule: SchemaValueRule {
    static let description = RuleDescription(
        id: "android-notification-proxy-enum",
        area: .android,
        needs: [.schemaIssues],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "android.notification.proxy is not ALLOW, DENY or IF_PRIORITY_LOWERED",
        rationale: """
            AndroidNotification.proxy is the enum Proxy (PROXY_UNSPECIFIED, ALLOW, DENY, \
            IF_PRIORITY_LOWERED; unspecified means IF_PRIORITY_LOWERED): whether the \
            notification may be proxied when the app is not allowed to run. firebase-admin \
            takes the names in lower case. \
            Severity: error, because FCM rejects the request (E1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#Proxy",
            "firebase-admin-python firebase_admin/_messaging_encoder.py (AndroidNotification.proxy)",
        ],
        upstreamErrors: ["AndroidNotification.proxy must be \"allow\", \"deny\" or \"if_priority_lowered\"."],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"notification": {"proxy": ↓"NEVER"}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"notification": {"proxy": "DENY"}}}}"#),
            Example(#"{"topic": "news", "android": {"ttl": 1000, "notification": {"proxy": "if_priority_lowered"}}}"#),
        ])

    /// The `Proxy` names in any case, or the enum's number.
    static let value = ValueSpec.enumeration(
        EnumSpec(["PROXY_UNSPECIFIED", "ALLOW", "DENY", "IF_PRIORITY_LOWERED"], caseInsensitive: true, acceptsNumbers: true))

    init() {}
}
