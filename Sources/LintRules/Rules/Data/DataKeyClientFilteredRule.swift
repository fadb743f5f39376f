/// Data keys the receiving SDKs filter out should not carry app data.
///
/// Lint: `message_id`, `fcm_options` and keys starting with `android.`, `fcm.` or `notifee` (other
/// than Notify Kit's own `notifee_options` and `notifee_data`) are reported at the key.
struct DataKeyClientFilteredRule: Rule {
    static let description = RuleDescription(
        id: "data-key-client-filtered",
        area: .data,
        defaultSeverity: .warning,
        clauses: [.someClients],
        summary: "a data key is filtered out by the receiving SDK",
        rationale: """
            The Notify Kit client strips message_id, fcm_options and keys starting with \
            android., fcm. and notifee from the data it hands to the app on Android \
            (NotificationManager.java EXCLUDED_DATA_KEYS; the notifee prefix is the library's \
            namespace, so notifeeFoo is filtered too); its iOS side drops keys starting with fcm \
            and notifee. The value is sent and counted in the size budget but that app never \
            sees it. The Android FCM SDK itself strips only google., gcm., from, message_type and \
            collapse_key (reported by other rules), so the Notify Kit guide's "the FCM SDK strips \
            these keys" does not hold for an app without Notify Kit. \
            Severity: warning, because the key is lost only in apps that use the Notify Kit client \
            (W2).
            """,
        sources: [
            "Notify Kit FCM Mode guide, \"Reserved top-level FCM data keys\"",
            "react-native-notify-kit NotificationManager.java (EXCLUDED_DATA_KEYS), NotifeeCoreUtil.m (parseDataFromUserInfo)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {↓"message_id": "9", ↓"fcm.region": "eu", ↓"notifeeExtra": "x"}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"orderId": "9", "region": "eu"}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        for key in message.dataKeys {
            guard case .clientFiltered(let reason) = key.classification else { continue }
            let what = reason == key.name ? "\"\(key.name)\"" : "the prefix \"\(reason)\""
            findings.report(
                "\(key.mapName) key \"\(key.name)\" is filtered out by the Notify Kit client (\(what)); an app using Notify Kit never sees it",
                at: key.member.value, anchor: .key, fix: "rename the key")
        }
    }
}
