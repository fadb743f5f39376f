import SizeModel

/// `mutable-content` and `content-available` work only inside `aps`.
///
/// Lint: a key of `apns.payload` (a raw APNs payload's top level) beside an `aps` object that is
/// `mutable-content` or `content-available` in any spelling (`mutable_content`, `contentAvailable`,
/// `content-available`…) set on, unless `aps` already has the flag. A payload without `aps` is
/// apns-payload-missing-aps's; `"mutable-content"` itself beside `aps` is
/// apns-mutable-content-missing's; a device capture is what iOS delivered, not checked.
struct APNsFlagOutsideApsRule: Rule {
    static let description = RuleDescription(
        id: "apns-flag-outside-aps",
        area: .apns,
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "mutable-content or content-available is written beside aps, where iOS reads it as custom data",
        rationale: """
            The legacy FCM API took mutable_content and content_available at the top level of \
            the body and wrote them into aps itself. HTTP v1 passes apns.payload to APNs as it \
            is, and iOS reads the flags only inside the aps dictionary: a key beside aps is \
            custom data for the app. So a migration that moves the legacy flags into \
            apns.payload but not into aps sends an alert whose Notification Service Extension \
            never runs, or a background push that never wakes the app, and no error says so: \
            firebase/quickstart-ios#750 (a body migrated to HTTP v1 with "mutable_content": 1 \
            and "content_available": 1 beside aps; Android worked, the iOS extension was not \
            invoked) was solved by writing "mutable-content": 1 and "content-available": 1 \
            inside aps (firebase/firebase-ios-sdk#3368). A spelling inside aps is \
            apns-aps-key-spelling's; "mutable-content" itself beside aps is \
            apns-mutable-content-missing's (a device that received it outside aps did not show \
            the image: parse-community/parse-server-push-adapter#38); a payload with no aps at \
            all is apns-payload-missing-aps's. A flag written 0 or false was turned off and is \
            left alone. \
            Severity: warning, because the notification is shown or the push delivered, but \
            without the extension or the background wake (W1).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
            "https://github.com/firebase/quickstart-ios/issues/750",
            "https://github.com/firebase/firebase-ios-sdk/issues/3368",
            "https://github.com/parse-community/parse-server-push-adapter/issues/38",
            "https://firebase.google.com/docs/cloud-messaging/http-server-ref (legacy mutable_content, content_available)",
        ],
        triggeringExamples: [
            // firebase/quickstart-ios#750, trimmed.
            Example(
                #"{"message": {"token": "t", "notification": {"body": "Notification"}, "apns": {"payload": {"aps": {"badge": 1}, ↓"mutable_content": 1, ↓"content_available": 1}}}}"#
            ),
            Example(#"{"aps": {"alert": "Hi"}, ↓"content-available": 1, ↓"mutableContent": true}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"token": "t", "notification": {"body": "Hi"}, "apns": {"payload": {"aps": {"badge": 1, "mutable-content": 1}}}}}"#),
            // The flag is in aps already: the copy beside it is custom data, and harmless.
            Example(#"{"message": {"token": "t", "notification": {"body": "Hi"}, "apns": {"payload": {"aps": {"mutable-content": 1}, "mutable-content": 1}}}}"#),
            // "mutable-content" itself beside aps is apns-mutable-content-missing's.
            Example(#"{"aps": {"alert": "Hi"}, "image": "https://cdn.example.com/a.gif", "mutable-content": 1}"#),
            // What iOS delivered (a device capture) is not checked.
            Example(#"{"aps": {"alert": "Hi"}, "gcm.message_id": "1", "mutable-content": 1}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.shape != .deviceCapture, message.aps?.isObject == true else { return }
        // Keys by node index, the payload read through `?.` (borrowed from the context, where a
        // `let` binding retained and released it): a member is made (retaining the document) only
        // for a key that may be a flag, and `aps` is read again only for such a key.
        message.apnsPayload?.forEachMemberKey { document, key in
            // Both flags start with `c` or `m` in any spelling; other keys are not compared.
            guard let first = document.firstTextByte(at: key),
                first == UInt8(ascii: "c") || first == UInt8(ascii: "m") || first == UInt8(ascii: "C") || first == UInt8(ascii: "M")
            else { return }
            check(document.member(atKey: key), message: message, into: &findings)
        }
    }

    @inline(never)
    private func check(_ member: JSONMember, message: MessageContext, into findings: inout FindingCollector) {
        guard let aps = message.aps, let name = member.key.stringValue, Self.isOn(member.value) else { return }
        guard let flag = APNsFlag.named(name) else { return }
        // An app declared without an extension has nothing for the flag to start; the flag
        // spelt "mutable-content" beside aps is apns-mutable-content-missing's finding.
        if flag.apnsName == APNsFlag.mutableContent.apnsName,
            message.configuration.app.notificationServiceExtension == false || name == "mutable-content"
        {
            return
        }
        guard aps.member(flag.apnsName) == nil else { return }
        findings.report(
            "\"\(name)\" is beside aps, where iOS reads it as custom data: \(flag.lostOutsideAps)",
            at: member.value, anchor: .key,
            fix: "write \"\(flag.apnsName)\": 1 inside apns.payload.aps")
    }

    /// A flag set on: 1, true, "1" or "true" (a flag written 0 or false was turned off).
    private static func isOn(_ value: JSONValue) -> Bool {
        value.integerValue == 1 || value.kind == .true || value.stringEquals("1") || value.stringEquals("true")
    }
}
