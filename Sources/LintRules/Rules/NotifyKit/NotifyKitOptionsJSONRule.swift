import SizeModel

/// A `notifee_options` value must be readable by its client: a JSON string holding an object in
/// the data map, an object or such a string in `apns.payload`.
///
/// Lint: a data copy that is not a string; an `apns.payload` copy that is neither an object nor a
/// string; text that is not JSON (reported at the exact character inside the string); or JSON that
/// is not an object. An error when the client then has no text of its own to show; a warning when
/// it falls back to a title and body (`NotifyKitFallbackText`).
struct NotifyKitOptionsJSONRule: Rule {
    static let description = RuleDescription(
        id: "notifykit-options-json",
        area: .notifykit,
        needs: [.androidBlob, .iosBlob],
        defaultSeverity: .error,
        clauses: [.notShownAsMeant, .degraded],
        summary: "notifee_options is not an object its client can read (a JSON string in data; an object or a JSON string in apns.payload)",
        rationale: """
            Notify Kit's Android client (handleFcmMessage) reads data.notifee_options as JSON \
            text encoded in a string, and FCM rejects a non-string value in data outright. The \
            iOS Notification Service Extension reads apns.payload.notifee_options either way: \
            parseNotifeeOptions takes a dictionary as-is and parses a string as JSON (the object \
            form is the one Notifee's and Notify Kit's iOS remote-notification docs show). If a \
            copy is another type, its text does not parse, or it is not an object, the client \
            falls back to the raw title and body: styles, actions, channel, sound and \
            attachments are silently lost. That text is the Android client's data.title and \
            data.body (handleFcmMessage's fallback; with neither it displays an empty \
            notification, as notifykit-title-body says) and, on iOS, the delivered aps.alert, \
            which the extension leaves as it is; a Notify Kit message carries its text in the \
            blob, so it usually has none. \
            Severity: error, because the notification meant is not shown: an empty notification \
            on Android, none on iOS without alert text (E2); warning when the client that reads \
            the copy has a title or body to fall back on, because that notification is shown \
            without the blob's options (W1).
            """,
        sources: [
            "Notify Kit FCM Mode guide, \"Payload reference\" and console warnings",
            "Notify Kit FCM Mode guide, handleFcmMessage behaviour matrix (fallback: a minimal notification from remoteMessage.notification, data.title, data.body)",
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
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"content-available": 1, "mutable-content": 1}, "notifee_options": ↓"[1]"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"There\"}"}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "mutable-content": 1}, "notifee_options": {"_v": 1, "title": "Hi", "body": "There"}}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // The two blobs one after the other, with no array made per message for them.
        if let blob = message.androidBlob { Self.check(blob, ios: false, in: message, into: &findings) }
        if let blob = message.iosBlob { Self.check(blob, ios: true, in: message, into: &findings) }
    }

    /// Reports `blob` when its client cannot read it: `ios` for the `apns.payload` copy, which may
    /// also be the options object itself.
    /// A copy whose client has a title or body to fall back on is reported at warning (the
    /// notification is shown without the blob's options), except a non-string data copy, which
    /// FCM rejects.
    static func check(
        _ blob: NotifeeOptionsBlob, ios: Bool, in message: MessageContext, into findings: inout FindingCollector
    ) {
        guard case .failure(let error) = blob.content else { return }
        let fix = ios
            ? "write the options object, or its JSON.stringify text, as apns.payload.notifee_options"
            : "serialize the options object with JSON.stringify and send the resulting string"
        // A non-string data copy is rejected by FCM (data-value-not-string): no fallback applies.
        let rejectedByFCM: Bool
        if case .notAString = error.problem, !ios { rejectedByFCM = true } else { rejectedByFCM = false }
        let hasFallback =
            !rejectedByFCM
            && (ios ? NotifyKitFallbackText.ios(in: message) : NotifyKitFallbackText.android(in: message))
        let outcome: String
        switch (rejectedByFCM, hasFallback, ios) {
        case (true, _, _): outcome = ""
        case (false, true, true): outcome = "; iOS shows the plain aps.alert without the blob's options"
        case (false, true, false): outcome = "; the client shows data.title and data.body without the blob's options"
        case (false, false, true): outcome = "; the extension has no alert text to fall back on, so iOS shows nothing"
        case (false, false, false):
            outcome = "; the client falls back to data.title and data.body, which this message lacks, and shows an empty notification"
        }
        let configuration = message.configuration
        switch error.problem {
        case .notAString(let kind):
            let expected = ios ? "the extension takes an object or a string of JSON text" : "in data it must be a string of JSON text"
            if hasFallback {
                findings.report(
                    "notifee_options is \(kind); \(expected)\(outcome)", at: blob.host, caseSeverity: .warning,
                    configuration: configuration, fix: fix)
            } else {
                findings.report("notifee_options is \(kind); \(expected)\(outcome)", at: blob.host, fix: fix)
            }
        case .notAnObject(let kind):
            if hasFallback {
                findings.report(
                    "notifee_options holds \(kind); the client expects a JSON object\(outcome)", at: blob.host,
                    caseSeverity: .warning, configuration: configuration, fix: fix)
            } else {
                findings.report(
                    "notifee_options holds \(kind); the client expects a JSON object\(outcome)", at: blob.host, fix: fix)
            }
        case .invalidJSON(let syntax):
            if hasFallback {
                findings.report(
                    "notifee_options is not valid JSON: \(syntax.description)\(outcome)", offset: syntax.offset,
                    pointer: blob.host.pointer, caseSeverity: .warning, configuration: configuration, fix: fix)
            } else {
                findings.report(
                    "notifee_options is not valid JSON: \(syntax.description)\(outcome)", offset: syntax.offset,
                    pointer: blob.host.pointer, fix: fix)
            }
        }
    }
}
