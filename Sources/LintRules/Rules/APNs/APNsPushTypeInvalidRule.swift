/// `apns-push-type` is one of Apple's push types.
///
/// Lint: a value other than `alert`, `background`, `location`, `voip`, `complication`,
/// `fileprovider`, `mdm`, `liveactivity`, `pushtotalk`, `widgets` (exact case).
struct APNsPushTypeInvalidRule: SchemaHeaderRule {
    static let description = RuleDescription(
        id: "apns-push-type-invalid",
        area: .apns,
        needs: [.schemaIssues],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "apns-push-type is not a push type APNs knows",
        rationale: """
            The apns-push-type header tells APNs what the notification is; its values are \
            alert, background, location, voip, complication, fileprovider, mdm, liveactivity, \
            pushtotalk and widgets, in lower case. APNs answers any other value with 400 \
            InvalidPushType. \
            Severity: error, because APNs rejects the request (E1).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns",
            "https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns",
            "https://github.com/sideshow/apns2/blob/master/notification.go",
        ],
        upstreamErrors: ["InvalidPushType"],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": ↓"Alert"}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": ↓"notification"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "alert"}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "liveactivity"}}}}"#),
        ])

    /// The push types Apple documents.
    static let format = StringFormat.oneOf(EnumSpec([
        "alert", "background", "location", "voip", "complication", "fileprovider", "mdm", "liveactivity", "pushtotalk", "widgets",
    ]))

    init() {}
}
