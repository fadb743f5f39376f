import SizeModel

/// A custom key of `apns.payload` should not also be a `data` key with another value.
///
/// Lint: a top-level key of `apns.payload` (other than `aps`) that is also a key of the message's
/// `data` map, with a different value; reported at the payload key.
struct APNsCustomKeyCollisionRule: Rule {
    static let description = RuleDescription(
        id: "apns-custom-key-collision",
        area: .apns,
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "an apns.payload custom key is also a data key with a different value",
        rationale: """
            On iOS, FCM merges every key of the message's data map into the top level of the \
            APNs payload, beside aps and the custom keys of apns.payload. When both name the \
            same key with different values, one of them is lost, and FCM does not document \
            which one wins. The catalog's error for Admin SDK custom-data collisions ("aps \
            cannot be specified as part of custom data", "Multiple specifications for <k>") \
            cannot be written in JSON except as a repeated key, which json-duplicate-key \
            reports; this rule covers the collision JSON can express, as a warning. The same \
            value on both sides (Notify Kit's notifee_options) is fine. \
            Severity: warning, because the notification is shown, but not as meant (W1).
            """,
        sources: [
            "https://firebase.google.com/docs/cloud-messaging/ios/receive",
            "https://github.com/evollu/react-native-fcm/issues/295",
            "firebase-admin-java src/main/java/com/google/firebase/messaging/ApnsConfig.java",
        ],
        upstreamErrors: [
            "aps cannot be specified as part of custom data",
            "multiple specifications for the key \"<k>\"",
            "Multiple specifications for <k> in Aps.",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"screen": "inbox"}, "apns": {"payload": {"aps": {"alert": "Hi"}, ↓"screen": "home"}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1}"}, "apns": {"payload": {"aps": {"alert": "Hi", "mutable-content": 1}, "notifee_options": "{\"_v\":1}"}}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"screen": "inbox"}, "apns": {"payload": {"aps": {"alert": "Hi"}, "thread": "7"}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // `data` by its node index (in the payload's document: both are parts of the message), the
        // payload through `?.`: neither is retained for the loop, where `let` bindings counted
        // a reference for each.
        let dataNode = message.dataNode
        guard dataNode >= 0, message.apnsPayload?.isObject == true else { return }
        // The two copies of Notify Kit's blobs are compared by the notifykit rules.
        // The key of the context's `aps` is known by its node (the one before the value; none
        // gives -2, no node), settled without comparing its bytes (measured: e 166 -> 135, a 102
        // -> 71 instructions a message).
        let apsKey = (message.aps?.index ?? -1) &- 1
        message.apnsPayload?.forEachMemberKey { document, key in
            // `aps` and the Notify Kit blobs, the keys most payloads hold, are settled by their
            // bytes, without making the member (which retains the document).
            if key == apsKey || document.isPlainString(at: key, equalTo: "aps") || document.isPlainString(at: key, equalTo: "notifee_options")
                || document.isPlainString(at: key, equalTo: "notifee_data")
            {
                return
            }
            Self.check(document.member(atKey: key), data: document.value(at: dataNode), into: &findings)
        }
    }

    /// Reports `member` of the payload when `data` has a key of the same name with another value.
    @inline(never)
    private static func check(_ member: JSONMember, data: JSONValue, into findings: inout FindingCollector) {
        guard data.isObject, data.count > 0 else { return }
        guard !member.key.stringEquals("aps") && !member.key.stringEquals("notifee_options")
            && !member.key.stringEquals("notifee_data")
        else { return }
        guard let dataValue = data.members.first(where: { $0.key.stringEquals(member.key) })?.value,
            !dataValue.stringEquals(member.value)
        else { return }
        let name = member.key.stringValue ?? ""
        findings.report(
            "\"\(name)\" is both an apns.payload key and a data key with a different value; FCM merges data into the APNs payload and does not document which value the iOS app gets",
            at: member.value, anchor: .key, fix: "rename one of the two keys, or give both the same value")
    }
}
