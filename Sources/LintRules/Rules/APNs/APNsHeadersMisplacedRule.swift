import SizeModel

/// APNs headers belong in `apns.headers`, not in the payload.
///
/// Lint: an `apns-*` key, or a `headers` object holding `apns-*` keys, inside `apns.payload` or
/// inside `aps`; reported at the key.
struct APNsHeadersMisplacedRule: Rule {
    static let description = RuleDescription(
        id: "apns-headers-misplaced",
        area: .apns,
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "an APNs header is written inside apns.payload instead of apns.headers",
        rationale: """
            apns-push-type, apns-priority, apns-expiration, apns-collapse-id and apns-topic are \
            HTTP/2 request headers of the APNs request; FCM takes them from apns.headers only. \
            apns.payload is sent to the device verbatim, so a header written there (or a \
            "headers" object nested in the payload or in aps) becomes a meaningless custom key: \
            the real header is never set, the push type and priority fall back to defaults, and \
            the bytes still count against the 4 KB payload limit. Nothing rejects the key: FCM \
            forwards apns.payload, and iOS ignores keys it does not know. \
            Severity: warning, because the push is sent without the header and takes its \
            default (push type, priority 10, expiration), as when the header is missing: shown, \
            but maybe not as meant (W1). A background push whose apns-priority 5 is lost this way \
            is an error, reported by apns-priority-10-without-alert. A header inside aps is \
            reported here only, not also as an unknown aps key.
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#ApnsConfig",
            "https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns",
            "https://github.com/grafana-cold-storage/oncall/pull/1614",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {↓"headers": {"apns-priority": "10"}, "aps": {"alert": "Hi"}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {↓"apns-push-type": "alert", "aps": {"alert": "Hi", ↓"apns-priority": "5"}}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "alert", "apns-priority": "10"}, "payload": {"aps": {"alert": "Hi"}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi"}, "headers": {"x-trace": "1"}}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // The values are passed as they are, not bound: `forEachMemberKey` visits an object only.
        // The key of `aps` in the payload and of `alert` in aps, which most payloads hold and
        // which start with `a`, are known from the context (a value's key is the node before it;
        // none gives -2, no node): neither is a header, and they are settled without reading
        // their bytes (measured: 307 -> 192 instructions a message on corpus (e), 310 -> 214 on (a)).
        check(message.apnsPayload, place: "apns.payload", skipping: (message.aps?.index ?? -1) &- 1, into: &findings)
        check(message.aps, place: "aps", skipping: message.apsSlots[ContextMembers.Aps.alert] &- 1, into: &findings)
    }

    /// Checks the members of `object` but the one whose key is at node `knownKey`, which the
    /// context found by a name that is no header.
    private func check(_ object: JSONValue?, place: String, skipping knownKey: Int, into findings: inout FindingCollector) {
        // Keys by node index: a member is made (retaining the document) only when it may be
        // reported.
        object?.forEachMemberKey { document, key in
            // Only a key whose text starts with `a` or `A` (`apns-…`), `h` (`headers`) or an escape
            // can be reported: the first byte of its source rules out the others unread. (The rest
            // is out of line, so this loop stays small.)
            guard key != knownKey, let first = document.firstTextByte(at: key),
                first | 0x20 == UInt8(ascii: "a") || first == UInt8(ascii: "h") || first == UInt8(ascii: "\\")
            else { return }
            // A key starting with `a` is one only when it starts with `apns-`, read in place: the
            // common `aps` and `alert` are settled without a call (nil: an escape, decode it).
            if first | 0x20 == UInt8(ascii: "a"), document.sourceHasPrefix(at: key, ignoringASCIICase: "apns-") == false { return }
            check(document.member(atKey: key), place: place, into: &findings)
        }
    }

    /// Reports `member` of the object at `place` when it is a header or a headers object.
    @inline(never)
    private func check(_ member: JSONMember, place: String, into findings: inout FindingCollector) {
        if Self.isHeaderName(member.key) {
            let name = member.key.stringValue ?? ""
            findings.report(
                "\"\(name)\" is an APNs request header but is written inside \(place), where it is a custom payload key; the push is sent without that header",
                at: member.value, anchor: .key, fix: "move \"\(name)\" into apns.headers")
        } else if member.key.stringEquals("headers"), member.value.isObject,
            member.value.members.contains(where: { Self.isHeaderName($0.key) })
        {
            findings.report(
                "a headers object inside \(place) is sent to the device as a custom key; APNs headers must be in apns.headers",
                at: member.value, anchor: .key, fix: "move these headers to apns.headers (a sibling of apns.payload)")
        }
    }

    /// True for a member this rule reports: an `apns-…` key, or a `headers` object holding one.
    static func isMisplacedHeader(_ member: JSONMember) -> Bool {
        isHeaderName(member.key)
            || (member.key.stringEquals("headers") && member.value.isObject
                && member.value.members.contains(where: { isHeaderName($0.key) }))
    }

    /// True for a key that names an APNs request header (`apns-…`, any case).
    static func isHeaderName(_ key: JSONValue) -> Bool {
        key.stringHasPrefixIgnoringASCIICase("apns-")
    }
}
