import SizeModel

/// `aps.interruption-level` must match the blob's `ios.interruptionLevel`.
///
/// Lint, on the iOS copy: a valid blob level whose APNs spelling (`timeSensitive` →
/// `time-sensitive`) differs from `aps.interruption-level` (at the aps value) or has none there
/// (at `aps`); an `aps.interruption-level` the blob lacks (at the aps value). An aps value that is
/// not one of APNs' four levels is left to the apns rules.
struct NotifyKitInterruptionMismatchRule: Rule {
    static let description = RuleDescription(
        id: "notifykit-interruption-mismatch",
        area: .notifykit,
        needs: [.iosBlob],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "aps.interruption-level and notifee_options.ios.interruptionLevel disagree",
        rationale: """
            The server SDK writes the level twice: the blob's ios.interruptionLevel for the \
            Notification Service Extension, and aps.interruption-level (passive, active, \
            time-sensitive, critical) for the alert iOS shows before the extension runs or \
            when it fails. The extension rebuilds the notification from the blob, so a level \
            only in aps is dropped, and a level only in the blob is missing whenever the \
            extension does not run. \
            Severity: warning, because the notification is shown, but not as meant (W1).
            """,
        sources: [
            "react-native-notify-kit server/src/ios.ts (toApnsInterruptionLevel); server/src/__tests__/ios.test.ts",
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1, "interruption-level": ↓"active"}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"ios\":{\"interruptionLevel\":\"timeSensitive\"}}"}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "alert"}, "payload": {↓"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"ios\":{\"interruptionLevel\":\"critical\"}}"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1, "interruption-level": "time-sensitive"}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"ios\":{\"interruptionLevel\":\"timeSensitive\"}}"}}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // `aps` is tested through `?.` and bound only to report: a bound value is retained.
        guard message.blobCopies.ios != nil, message.aps?.isObject == true else { return }
        let apsLevel = message.apsInterruptionLevel
        guard let blobLevel = message.blobCopies.iosField(.interruptionLevel), blobLevel.kind != .null else {
            if let apsLevel {
                findings.report(
                    "aps.interruption-level \(describeValue(apsLevel)) is not in notifee_options.ios.interruptionLevel, so the Notification Service Extension drops it",
                    at: apsLevel, fix: "add the matching \"interruptionLevel\" to notifee_options.ios")
            }
            return
        }
        // An invalid blob level is notifykit-ios-interruption-level's (or notifykit-options-type's).
        guard let (name, apnsName) = NotifyKitIOSInterruptionLevelRule.levels.first(where: { blobLevel.stringEquals($0.0) })
        else { return }
        guard let apsLevel else {
            guard name != "active", let aps = message.aps else { return }  // iOS's default level anyway
            findings.report(
                "aps has no interruption-level but notifee_options.ios.interruptionLevel is \"\(name)\"; the alert iOS shows before the extension runs is \"active\"",
                at: aps, anchor: .key, fix: "add \"interruption-level\": \"\(apnsName)\" to aps")
            return
        }
        // A value APNs does not know (timeSensitive, time_sensitive) is apns-interruption-level-invalid's.
        guard NotifyKitIOSInterruptionLevelRule.levels.contains(where: { apsLevel.stringEquals($0.1) }),
            !apsLevel.stringEquals(apnsName)
        else { return }
        findings.report(
            "aps.interruption-level \(describeValue(apsLevel)) differs from notifee_options.ios.interruptionLevel \"\(name)\" (\"\(apnsName)\" in APNs spelling)",
            at: apsLevel, fix: "write \"interruption-level\": \"\(apnsName)\"")
    }
}
