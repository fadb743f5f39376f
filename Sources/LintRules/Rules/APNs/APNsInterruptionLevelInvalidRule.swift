/// `aps.interruption-level` is `passive`, `active`, `time-sensitive` or `critical`.
///
/// Lint: any other value, including Notify Kit's input spelling `timeSensitive`.
struct APNsInterruptionLevelInvalidRule: SchemaValueRule {
    static let description = RuleDescription(
        id: "apns-interruption-level-invalid",
        area: .apns,
        needs: [.schemaIssues],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "aps.interruption-level is not passive, active, time-sensitive or critical",
        rationale: """
            interruption-level (iOS 15) takes passive, active, time-sensitive or critical, \
            hyphenated and in lower case. Notify Kit's notifee_options blob spells the level \
            timeSensitive and its server maps it to time-sensitive; copying the blob's spelling \
            into aps leaves the level unset and the notification does not break through Focus. \
            Severity: warning, because no SDK and no APNs check rejects it: the notification is \
            shown at the default level (W1).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
            "https://github.com/sideshow/apns2/blob/master/payload/builder.go",
            "Notify Kit FCM Mode guide, interruption level mapping",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "interruption-level": ↓"timeSensitive"}}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "interruption-level": "time-sensitive"}}}}}"#)
        ])

    /// One of Apple's four levels, as written.
    static let value = ValueSpec.string(.oneOf(EnumSpec(["passive", "active", "time-sensitive", "critical"])))

    init() {}
}
