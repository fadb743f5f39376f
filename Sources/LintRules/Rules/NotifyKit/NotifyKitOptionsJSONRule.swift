import SizeModel

/// A `notifee_options` value must be readable by its client: a JSON string holding an object in
/// the data map, an object or such a string in `apns.payload`.
///
/// Lint: a data copy that is not a string; an `apns.payload` copy that is neither an object nor a
/// string; text that is not JSON (reported at the exact character inside the string); or JSON that
/// is not an object.
struct NotifyKitOptionsJSONRule: Rule {
    static let description = RuleDescription(
        id: "notifykit-options-json",
        area: .notifykit,
        needs: [.androidBlob, .iosBlob],
        defaultSeverity: .error,
        clauses: [.notShownAsMeant],
        summary: "notifee_options is not an object its client can read (a JSON string in data; an object or a JSON string in apns.payload)",
        rationale: """
            Notify Kit's Android client (handleFcmMessage) reads data.notifee_options as JSON \
            text encoded in a string, and FCM rejects a non-string value in data outright. The \
            iOS Notification Service Extension reads apns.payload.notifee_options either way: \
            parseNotifeeOptions takes a dictionary as-is and parses a string as JSON (the object \
            form is the one Notifee's and Notify Kit's iOS remote-notification docs show). If a \
            copy is another type, its text does not parse, or it is not an object, the client \
            falls back to the raw title and body: styles, actions, channel, sound and \
            attachments are silently lost. \
            Severity: error, because the notification meant is not shown (E2).
            """,
        sources: [
            "Notify Kit FCM Mode guide, \"Payload reference\" and console warnings",
            "react-native-notify-kit src/fcm/parseFcmPayload.ts; ios/NotifeeCore/NotifeeCoreExtensionHelper.m (parseNotifeeOptions)",
            "Notifee docs, iOS \"Remote Notification support\" (notifee_options as an object in apns.payload)",
        ],
        upstreamErrors: [
            "[react-native-notify-kit] Failed to parse notifee_options: <detail>. Falling back to raw title/body.",
            "[react-native-notify-kit] notifee_options parsed to a non-object value. Falling back to raw title/body.",
            "NotifeeCoreExtensionHelper: Ignoring notifee_options because it is not a dictionary or JSON string: <class>",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\"↓"}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,↓'title':1}"}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "mutable-content": 1}, "notifee_options": ↓"[1]"}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "mutable-content": 1}, "notifee_options": ↓[{"title": "Hi"}]}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"There\"}"}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "mutable-content": 1}, "notifee_options": {"_v": 1, "title": "Hi", "body": "There"}}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // The two blobs one after the other, with no array made per message for them.
        if let blob = message.androidBlob { Self.check(blob, ios: false, into: &findings) }
        if let blob = message.iosBlob { Self.check(blob, ios: true, into: &findings) }
    }

    /// Reports `blob` when its client cannot read it: `ios` for the `apns.payload` copy, which may
    /// also be the options object itself.
    static func check(_ blob: NotifeeOptionsBlob, ios: Bool, into findings: inout FindingCollector) {
        guard case .failure(let error) = blob.content else { return }
        let fix = ios
            ? "write the options object, or its JSON.stringify text, as apns.payload.notifee_options"
            : "serialize the options object with JSON.stringify and send the resulting string"
        switch error.problem {
        case .notAString(let kind):
            let expected = ios ? "the extension takes an object or a string of JSON text" : "in data it must be a string of JSON text"
            findings.report("notifee_options is \(kind); \(expected)", at: blob.host, fix: fix)
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
