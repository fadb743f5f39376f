import SizeModel

/// The blob's `ios.interruptionLevel` must be one of Notify Kit's four values.
///
/// Lint, on the iOS copy: a string `ios.interruptionLevel` other than `passive`, `active`,
/// `timeSensitive`, `critical` (a non-string is `notifykit-options-type`'s).
struct NotifyKitIOSInterruptionLevelRule: Rule {
    static let description = RuleDescription(
        id: "notifykit-ios-interruption-level",
        area: .notifykit,
        needs: [.iosBlob],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "notifee_options.ios.interruptionLevel is not passive, active, timeSensitive or critical",
        rationale: """
            Notify Kit spells the levels in camelCase (timeSensitive), unlike APNs' \
            aps.interruption-level (time-sensitive). The server SDK throws on any other value; \
            the client and the extension ignore it with a warning, so the notification gets \
            the default level: a time-sensitive alert no longer breaks through Focus. \
            Severity: warning, because the notification is shown at the default level (W1).
            """,
        sources: [
            "Notify Kit FCM Mode guide, \"Validation rules\" and console warnings",
            "react-native-notify-kit server/src/ios.ts (INTERRUPTION_LEVEL_MAP); src/fcm/reconstructNotification.ts",
        ],
        upstreamErrors: [
            "Validation: invalid interruptionLevel '<value>'. Expected one of: passive, active, timeSensitive, critical",
            "[react-native-notify-kit] Unknown ios.interruptionLevel '<level>'. Ignored.",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1, "interruption-level": "time-sensitive"}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"ios\":{\"interruptionLevel\":↓\"time-sensitive\"}}"}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1, "interruption-level": "time-sensitive"}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"ios\":{\"interruptionLevel\":\"timeSensitive\"}}"}}}}"#)
        ])

    /// Notify Kit's levels and the APNs spelling the server maps each to.
    static let levels = [
        ("passive", "passive"), ("active", "active"), ("timeSensitive", "time-sensitive"), ("critical", "critical"),
    ]

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let level = message.blobCopies.iosField(.interruptionLevel),
            let text = level.stringValue, !Self.levels.contains(where: { level.stringEquals($0.0) })
        else { return }
        let normalized = text.lowercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(of: "_", with: "")
        let close = Self.levels.first { $0.0.lowercased() == normalized }
        findings.report(
            "ios.interruptionLevel \(describeValue(level)) is not passive, active, timeSensitive or critical; the extension ignores it and uses the default level",
            at: level, fix: close.map { "write \"\($0.0)\"" } ?? "use passive, active, timeSensitive or critical")
    }
}
