import SizeModel

/// Notify Kit sets the Android collapse key and the APNs collapse id from one value.
///
/// Lint, for Notify Kit messages: `android.collapse_key` and the `apns-collapse-id` header both
/// present and different (at the header); and, when both platform copies of the blob are present,
/// one of them set without the other (at the one that is set).
struct NotifyKitCollapseMismatchRule: Rule {
    static let description = RuleDescription(
        id: "notifykit-collapse-mismatch",
        area: .notifykit,
        needs: [.androidBlob, .iosBlob],
        defaultSeverity: .info,
        clauses: [.advice],
        summary: "android.collapse_key and apns-collapse-id of a Notify Kit message differ",
        rationale: """
            A collapse key makes a newer notification replace an older one with the same key: \
            android.collapse_key on Android, the apns-collapse-id header on iOS. Notify Kit's \
            server SDK sets both from the same value (options.collapseKey, else \
            notification.id), so the same pushes replace each other on both platforms. With \
            different or one-sided keys the platforms stack different notifications. \
            Severity: info, because this is advice: nothing is rejected or lost (I).
            """,
        sources: [
            "react-native-notify-kit server/src/buildPayload.ts; src/internal/fcmContract.d.ts (Rule 7)",
            "https://firebase.google.com/docs/cloud-messaging/customize-messages/collapsible-message-types",
            "https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"collapse_key": "order-1"}, "apns": {"headers": {"apns-push-type": "alert", "apns-collapse-id": ↓"order-2"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}, "android": {"collapse_key": ↓"order-1"}, "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}, "android": {"collapse_key": "order-1"}, "apns": {"headers": {"apns-push-type": "alert", "apns-collapse-id": "order-1"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"collapse_key": "a"}, "apns": {"headers": {"apns-collapse-id": "b"}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.isNotifyKitMessage else { return }
        let android = message.androidCollapseKey
        let apns = message.apnsHeader(.collapseID)
        switch (android, apns) {
        case let (android?, apns?):
            guard android.isString, apns.isString, !sameText(android, apns) else { return }
            findings.report(
                "apns-collapse-id \(describeValue(apns)) differs from android.collapse_key \(describeValue(android)); the platforms replace different notifications",
                at: apns, fix: "use the same collapse key on both platforms")
        case let (android?, nil):
            guard message.androidBlob != nil, message.iosBlob != nil else { return }
            findings.report(
                "android.collapse_key is set but apns-collapse-id is not, so only Android replaces older notifications with this one",
                at: android, fix: "add \"apns-collapse-id\": \(describeValue(android)) to apns.headers")
        case let (nil, apns?):
            guard message.androidBlob != nil, message.iosBlob != nil else { return }
            findings.report(
                "apns-collapse-id is set but android.collapse_key is not, so only iOS replaces older notifications with this one",
                at: apns, fix: "add \"collapse_key\": \(describeValue(apns)) to android")
        case (nil, nil):
            return
        }
    }
}
