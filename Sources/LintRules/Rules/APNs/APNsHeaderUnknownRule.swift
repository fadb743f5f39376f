/// `apns.headers` holds APNs request headers.
///
/// Lint: a header name APNs does not define (names are compared without regard to case), with the
/// closest known header when it looks like a typo.
struct APNsHeaderUnknownRule: SchemaRule {
    static let description = RuleDescription(
        id: "apns-header-unknown",
        area: .apns,
        needs: [.schemaIssues],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "apns.headers has a header APNs does not define",
        rationale: """
            APNs reads apns-push-type, apns-priority, apns-expiration, apns-collapse-id, apns-id \
            and apns-topic (and apns-channel-id for broadcast Live Activities). FCM forwards \
            the map as it is, so a misspelt name (aps-push-type, apns-pushtype, priority) \
            raises no error: the header the author meant is simply never set, and APNs falls \
            back to its default. A header named after an aps key (apns-relevance-score, \
            interruption-level, sound) is that key in the wrong place: APNs reads it only inside \
            the aps dictionary of the payload, so the finding says to move it to \
            apns.payload.aps. \
            Severity: warning, because the notification is shown, but not as meant (W1).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns",
            "https://github.com/sideshow/apns2/blob/master/notification.go",
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification (the aps dictionary's keys)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {↓"apns-pushtype": "alert", ↓"priority": "10"}}}}"#),
            // An aps key written as a header (growthlabsinc/Growth-Training's Live Activity update).
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-priority": "10", ↓"apns-relevance-score": "100"}, "payload": {"aps": {"alert": "Hi"}}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "alert", "APNS-PRIORITY": "10", "apns-expiration": "0", "apns-collapse-id": "news", "apns-topic": "com.example.app"}}}}"#)
        ])

    init() {}
}
