/// `notifee_data` is Notify Kit's own key and must not be in the top-level data map.
///
/// Lint: a `notifee_data` key in `data` or `android.data` is reported at the key.
struct NotifyKitReservedDataKeyRule: Rule {
    static let description = RuleDescription(
        id: "notifykit-reserved-data-key",
        area: .notifykit,
        needs: [.dataKeyNotifeeData],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "notifee_data is used as a data key",
        rationale: """
            Notify Kit reserves notifee_options and notifee_data: the server SDK throws when \
            user data contains either, and the client merges notifee_data (an iOS-only blob the \
            server writes into apns.payload) over the data it hands to the app, so a user key \
            of that name corrupts the data the app receives. \
            Severity: warning, because the notification is displayed but the data the app receives \
            is corrupted (W1); only Notify Kit's input validator rejects the key, FCM does not.
            """,
        sources: [
            "Notify Kit FCM Mode guide, \"Reserved keys\"",
            "react-native-notify-kit server/src/validation.ts; src/fcm/reconstructNotification.ts",
        ],
        upstreamErrors: [
            "Validation: 'notifee_options' and 'notifee_data' are reserved keys and cannot be used in notification.data"
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {↓"notifee_data": "{}"}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi"}, "notifee_data": "{\"id\":\"1\"}"}}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        for key in message.dataKeys where key.classification == .notifeeData && key.mapName != "webpush.data" {
            findings.report(
                "\(key.mapName) key \"notifee_data\" is reserved by Notify Kit", at: key.member.value, anchor: .key,
                fix: "rename the key; Notify Kit writes notifee_data into apns.payload itself")
        }
    }
}
