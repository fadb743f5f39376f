import SizeModel

/// Notify Kit's `sizeBytes` warning overstates what the devices receive.
///
/// Lint: a Notify Kit message (a `notifee_options` blob) whose `sizeBytes`, as
/// `buildNotifyKitPayload` computes it, is over the warning threshold, so the SDK prints its
/// "approaches FCM 4KB limit" warning. The finding gives the figures each platform receives.
struct SizeNotifyKitDoubleCountRule: Rule {
    static let description = RuleDescription(
        id: "size-notifykit-double-count",
        area: .size,
        needs: [.sizeFigures],
        defaultSeverity: .info,
        clauses: [.advice],
        summary: "Notify Kit's sizeBytes counts the notifee_options blob twice and the token, so its warning overstates the payloads",
        rationale: """
            buildNotifyKitPayload measures sizeBytes as the UTF-8 length of JSON.stringify of \
            {data, android, apns, token|topic|condition} and warns above 3500. That object holds \
            the notifee_options blob twice (in data for Android, in apns.payload for iOS), the \
            registration token (about 160 characters) and the android and apns.headers options, \
            none of which any one device receives as payload. Android receives the blob once in \
            its data map; iOS receives it once in the APNs payload. The note appears only when \
            sizeBytes is over the threshold, that is when the SDK prints its warning. \
            Severity: info, because this is advice: nothing is rejected or lost (I).
            """,
        sources: [
            "react-native-notify-kit server/src/buildPayload.ts (sizeBytes, SIZE_WARN_THRESHOLD_BYTES)",
            "Notify Kit FCM Mode guide, \"Payload size\"",
        ],
        upstreamErrors: [
            "[react-native-notify-kit/server] Payload size <n> bytes approaches FCM 4KB limit. Consider reducing notifee_options."
        ],
        triggeringExamples: [
            Example(#"{↓"message": {"token": "\#(sampleToken)", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"\#(String(repeating: "a", count: 1650))\"}"}, "android": {"priority": "high"}, "apns": {"headers": {"apns-push-type": "alert", "apns-priority": "10"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "There"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"\#(String(repeating: "a", count: 1650))\"}"}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"token": "\#(sampleToken)", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"There\"}"}, "android": {"priority": "high"}, "apns": {"headers": {"apns-push-type": "alert", "apns-priority": "10"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "There"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"There\"}"}}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"text": "\#(String(repeating: "a", count: 3600))"}}}"#),
        ])

    /// A registration token of realistic length (an installation id, `:`, 140 characters).
    static let sampleToken =
        "eHtJ8b0cQ2mR1vN7aK3pLz:APA91bHq3x0v1Wm9sLr2kPz8YtUe4fDg6hJk0lZx2cVb7nM1qW3eR5tY7uI9oP1aS3dF5gH7jK9lZ1xC3vB5nM7qW9eR1tY3uI5oP7aS9dF1gH3jK5lZ7xC9vB1nM3q"

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.sizeFiguresMayMatter else { return }
        let sizes = message.sizes
        guard sizes.usesNotifyKit, let notifyKit = sizes.notifyKit,
            notifyKit.sizeBytes > message.configuration.sizeWarningBytes
        else { return }
        var counted: [String] = []
        if let data = notifyKit.blobInData, let apns = notifyKit.blobInAPNs {
            counted.append("notifee_options twice (\(data) bytes in data, \(apns) in apns.payload)")
        }
        if let target = notifyKit.target { counted.append("the target (\(target) bytes)") }
        counted.append("the android and apns.headers options")
        let platforms = sizes.platforms.map { "\($0.platform.displayName) \($0.bytes)" }.joined(separator: ", ")
        findings.report(
            "Notify Kit's sizeBytes for this message is \(notifyKit.sizeBytes), over its \(message.configuration.sizeWarningBytes)-byte warning, but it counts \(counted.joined(separator: ", ")); the devices receive \(platforms) bytes",
            at: message.message, anchor: .key,
            fix: "compare what each platform receives with its limit (notifykit-lint size), not sizeBytes")
    }
}
