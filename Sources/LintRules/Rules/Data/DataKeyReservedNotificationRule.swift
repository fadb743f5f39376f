/// A data key named `notification` is easily confused.
///
/// Lint: a data map key `notification`.
struct DataKeyReservedNotificationRule: Rule {
    static let description = RuleDescription(
        id: "data-key-reserved-notification",
        area: .data,
        needs: [.dataKeyReservedNotification],
        defaultSeverity: .info,
        clauses: [.advice],
        summary: "a data key is named notification",
        rationale: """
            The legacy FCM reference listed "notification" among the reserved data keys, and \
            firebase-php still documents it as reserved, but FCM accepts it and delivers it. It \
            shares its name with the notification object the client SDKs expose \
            (RemoteMessage.getNotification(), remoteMessage.notification in React Native and \
            Flutter), so code that reads one when it meant the other is easy to write. \
            Severity: info, because this is advice: nothing is rejected or lost (I).
            """,
        sources: [
            "kreait/firebase-php src/Firebase/Messaging/MessageData.php (comment on reserved keys)",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#Message",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {↓"notification": "{\"kind\":\"order\"}"}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notificationKind": "order"}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        for key in message.dataKeys where key.classification == .reservedNotification {
            findings.report(
                "\(key.mapName) key \"notification\" shares its name with the notification object of the client SDKs",
                at: key.member.value, anchor: .key, fix: "rename the key, for example \"notification_payload\"")
        }
    }
}
