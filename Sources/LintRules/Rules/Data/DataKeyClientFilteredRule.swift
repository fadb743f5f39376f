/// Data keys the receiving SDKs filter out should not carry app data.
///
/// Lint: `message_id`, `fcm_options` and keys starting with `android.`, `fcm.` or `notifee` (other
/// than Notify Kit's own `notifee_options` and `notifee_data`) are reported at the key.
public struct DataKeyClientFilteredRule: Rule {
    public static let description = RuleDescription(
        id: "data-key-client-filtered",
        area: .data,
        defaultSeverity: .warning,
        summary: "a data key is filtered out by the receiving SDK",
        rationale: """
            The FCM SDKs and the Notify Kit client strip message_id, fcm_options and keys \
            starting with android., fcm. and notifee from the data they hand to the app (the \
            notifee prefix is the library's namespace, so notifeeFoo is filtered too). The \
            value is sent and counted in the size budget but the app never sees it.
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

    public init() {}

    public func check(_ message: MessageContext, into findings: inout FindingCollector) {
        for key in message.dataKeys {
            guard case .clientFiltered(let reason) = key.classification else { continue }
            let what = reason == key.name ? "\"\(key.name)\"" : "the prefix \"\(reason)\""
            findings.report(
                "\(key.mapName) key \"\(key.name)\" is filtered out by the FCM and Notify Kit clients (\(what)); the app never sees it",
                at: key.member.value, anchor: .key, fix: "rename the key")
        }
    }
}
