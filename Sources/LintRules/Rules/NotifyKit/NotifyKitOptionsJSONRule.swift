import SizeModel

/// A `notifee_options` value must be a JSON string holding an object.
///
/// Lint: a non-string value, text that is not JSON (reported at the exact character inside the
/// string), or JSON that is not an object.
public struct NotifyKitOptionsJSONRule: Rule {
    public static let description = RuleDescription(
        id: "notifykit-options-json",
        area: .notifykit,
        defaultSeverity: .error,
        clauses: [.notShownAsMeant],
        summary: "notifee_options is not a JSON string holding an object",
        rationale: """
            Notify Kit's Android client (handleFcmMessage) and its iOS Notification Service \
            Extension read notifee_options as JSON text encoded in a string. If it is not a \
            string, does not parse, or is not an object, both fall back to the raw title and \
            body: styles, actions, channel, sound and attachments are silently lost. FCM also \
            rejects a non-string value in data outright. \
            Severity: error, because the notification meant is not shown (E2).
            """,
        sources: [
            "Notify Kit FCM Mode guide, \"Payload reference\" and console warnings",
            "react-native-notify-kit src/fcm/parseFcmPayload.ts; ios NotifeeCoreExtensionHelper.m",
        ],
        upstreamErrors: [
            "[react-native-notify-kit] Failed to parse notifee_options: <detail>. Falling back to raw title/body.",
            "[react-native-notify-kit] notifee_options parsed to a non-object value. Falling back to raw title/body.",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\"↓"}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,↓'title':1}"}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "mutable-content": 1}, "notifee_options": ↓"[1]"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"There\"}"}}}"#)
        ])

    public init() {}

    public func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // The two blobs one after the other, with no array made per message for them.
        if let blob = message.androidBlob { Self.check(blob, into: &findings) }
        if let blob = message.iosBlob { Self.check(blob, into: &findings) }
    }

    /// Reports `blob` when its value is not a string of JSON text holding an object.
    static func check(_ blob: NotifeeOptionsBlob, into findings: inout FindingCollector) {
        guard case .failure(let error) = blob.content else { return }
        let fix = "serialize the options object with JSON.stringify and send the resulting string"
        switch error.problem {
        case .notAString(let kind):
            findings.report("notifee_options is \(kind); it must be a string of JSON text", at: blob.host, fix: fix)
        case .notAnObject(let kind):
            findings.report(
                "notifee_options holds \(kind); the client expects a JSON object", at: blob.host, fix: fix)
        case .invalidJSON(let syntax):
            findings.report(
                "notifee_options is not valid JSON: \(syntax.description)", offset: syntax.offset,
                pointer: blob.host.pointer, fix: fix)
        }
    }
}
