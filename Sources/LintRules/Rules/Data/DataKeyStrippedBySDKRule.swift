/// Data keys the Android SDK removes should not carry app data.
///
/// Lint: `collapse_key` in a data map is reported at the key.
struct DataKeyStrippedBySDKRule: Rule {
    static let description = RuleDescription(
        id: "data-key-stripped-by-sdk",
        area: .data,
        needs: [.dataKeyStrippedBySDK],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "a data key is removed by the Android FCM SDK before the app sees it",
        rationale: """
            The Android FCM SDK builds RemoteMessage.getData() without "from", \
            "message_type" and "collapse_key"; a value sent under "collapse_key" never \
            reaches the app. To collapse messages use android.collapse_key and the \
            apns-collapse-id header instead. \
            Severity: warning, because the notification is shown, but not as meant (W1).
            """,
        sources: [
            "firebase-android-sdk firebase-messaging RemoteMessage / Constants.java",
            "https://firebase.google.com/docs/cloud-messaging/concept-options#collapsible_and_non-collapsible_messages",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {↓"collapse_key": "score"}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"collapse_key": "score"}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        for key in message.dataKeys where key.classification == .strippedBySDK {
            findings.report(
                "\(key.mapName) key \"\(key.name)\" is removed by the Android FCM SDK and never reaches the app",
                at: key.member.value, anchor: .key,
                fix: "use android.collapse_key and the apns-collapse-id header to collapse messages")
        }
    }
}
