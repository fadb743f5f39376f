/// Data keys starting with `fcm` (without a dot) reach Android but not iOS with Notify Kit.
///
/// Lint: keys such as `fcmRegion` in the top-level `data` map of a message iOS displays; keys
/// with the dot are `data-key-client-filtered`.
struct DataKeyFCMPrefixDivergenceRule: Rule {
    static let description = RuleDescription(
        id: "data-key-fcm-prefix-divergence",
        area: .data,
        needs: [.dataKeyFCMPrefixNoDot],
        defaultSeverity: .warning,
        clauses: [.someClients],
        summary: "a data key starts with fcm without a dot, which the platforms treat differently",
        rationale: """
            The Notify Kit iOS client (parseDataFromUserInfo) drops every userInfo key that \
            starts with "fcm", because FCM puts its own fcm_options there; the Android client \
            filters only the "fcm." prefix. A data key like fcmRegion therefore reaches the app \
            on Android and is missing on iOS. The filter reads the userInfo of a remote \
            notification iOS displayed; a background or data-only push reaches the app's \
            message handler (React Native Firebase) with every key, so only messages with an \
            alert, badge or sound on iOS are reported. \
            Severity: warning, because the data is missing on iOS for Notify Kit apps, as with \
            data-key-client-filtered (W2).
            """,
        sources: [
            "react-native-notify-kit NotificationManager.java (EXCLUDED_DATA_KEYS comment)",
            "react-native-notify-kit NotifeeCoreUtil.m (parseDataFromUserInfo)",
            "Notify Kit FCM Mode guide, \"Reserved top-level FCM data keys\"",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "data": {↓"fcmRegion": "eu"}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "data": {"region": "eu", "fcm.x": "1"}, "android": {"data": {"fcmRegion": "eu"}}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"fcmRegion": "eu"}, "apns": {"headers": {"apns-priority": "5"}, "payload": {"aps": {"content-available": 1}}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // Only the userInfo of a notification iOS displays goes through the filter.
        guard message.isUserVisibleOnIOS else { return }
        // The keys of `data` (the first map of `dataKeys`), classified once per message.
        for key in message.dataKeys where key.classification == .fcmPrefixNoDot && key.mapName == "data" {
            findings.report(
                "data key \"\(key.name)\" starts with \"fcm\": the Notify Kit iOS client drops it, Android keeps it",
                at: key.member.value, anchor: .key, fix: "rename the key so it does not start with \"fcm\"")
        }
    }
}
