/// Analytics labels are 1 to 50 characters from `[a-zA-Z0-9-_.~%]`.
///
/// Lint: an `analytics_label` in `fcm_options`, `android.fcm_options`, `apns.fcm_options` or
/// `webpush.fcm_options` that is empty, too long, or uses other characters.
struct FCMOptionsAnalyticsLabelRule: SchemaValueRule {
    static let description = RuleDescription(
        id: "fcm-options-analytics-label",
        area: .fcmOptions,
        needs: [.schemaIssues],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "an analytics label is not 1 to 50 characters from [a-zA-Z0-9-_.~%]",
        rationale: """
            FCM groups delivery data by analytics label; a label must match \
            ^[a-zA-Z0-9-_.~%]{1,50}$. Spaces, other punctuation, non-ASCII letters and labels \
            over 50 characters are rejected, and the Java and Python Admin SDKs check the \
            pattern before sending. \
            Severity: error, because the firebase-admin SDKs throw before sending (E1).
            """,
        sources: [
            "https://firebase.google.com/docs/cloud-messaging/understand-delivery",
            "firebase-admin-python firebase_admin/_messaging_encoder.py (check_analytics_label)",
            "firebase-admin-java FcmOptionsUtil.java",
        ],
        upstreamErrors: [
            "Malformed FCMOptions.analytics_label.",
            "Analytics label must have format matching'^[a-zA-Z0-9-_.~%]{1,50}$",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "fcm_options": {"analytics_label": ↓"summer sale!"}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"fcm_options": {"analytics_label": ↓""}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "fcm_options": {"analytics_label": "summer_sale-2025"}, "android": {"fcmOptions": {"analyticsLabel": "android.summer~1%"}}}}"#)
        ])

    /// `^[a-zA-Z0-9-_.~%]{1,50}$`.
    static let value = ValueSpec.string(.analyticsLabel)

    init() {}
}
