import SizeModel

/// The Android and iOS copies of `notifee_options` must be the same options.
///
/// Lint: when both copies are strings and their decoded texts differ, the finding points at the
/// first differing character of the iOS copy (inside the escaped string), with the JSON Pointer
/// of the innermost blob value there when the copy parses. When the iOS copy is the options
/// object itself, it is compared with the parsed Android copy by content (`BlobContent`), and the
/// finding points at the first iOS value that differs.
struct NotifyKitOptionsMismatchRule: Rule {
    static let description = RuleDescription(
        id: "notifykit-options-mismatch",
        area: .notifykit,
        needs: [.androidBlob],
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "the Android and iOS copies of notifee_options differ",
        rationale: """
            Notify Kit's server SDK serializes the blob once and writes the same string to \
            data.notifee_options (read by the Android client) and apns.payload.notifee_options \
            (read by the iOS extension); its invariant tests check that they are \
            byte-identical. On iOS, FCM also copies every top-level data key into the APNs \
            payload beside aps, so data.notifee_options and apns.payload.notifee_options land \
            on the same key, and which one wins is not documented: two different copies make \
            the iOS result undefined, and the two platforms display different notifications. \
            The iOS extension also takes the options as an object; such a copy is compared with \
            the Android string by content, key order aside. \
            Severity: warning, because both copies are valid blobs and each platform shows a \
            notification, but iOS may show the copy not meant (W1).
            """,
        sources: [
            "Notify Kit FCM Mode guide, \"Architecture\" (the blob is byte-identical on both platforms)",
            "react-native-notify-kit server/src/__tests__/invariants.test.ts (Check 1); server/src/buildPayload.ts",
            "https://firebase.google.com/docs/cloud-messaging/ios/receive",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"Old\"}"}, "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "New"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"↓New\"}"}}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"Old\"}"}, "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "New"}, "mutable-content": 1}, "notifee_options": {"_v": 1, "title": "Hi", "body": ↓"New"}}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}, "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"title\":\"\u00e9\"}"}, "apns": {"payload": {"aps": {"alert": "x", "mutable-content": 1}, "notifee_options": "{\"title\":\"é\"}"}}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}, "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": {"body": "B", "_v": 1.0, "title": "Hi"}}}}}"#),
        ],
        fix: FixDeclaration(
            .unsafe,
            summary: """
                The Android copy is the source. The text of \
                data.notifee_options (or android.data.notifee_options, the one the Android client \
                reads) is copied over apns.payload.notifee_options, so both copies are \
                byte-identical. On iOS, FCM also delivers data.notifee_options beside aps, so iOS \
                may already be reading that copy; but when only the iOS copy carries iOS options \
                (attachments, a category), the fix drops them, so review the diff.
                """,
            examples: [
                FixExample(
                    before: #"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"body\":\"Old\"}"}, "apns": {"payload": {"aps": {"alert": "Old", "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"body\":\"New\"}"}}}}"#,
                    after: #"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"body\":\"Old\"}"}, "apns": {"payload": {"aps": {"alert": "Old", "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"body\":\"Old\"}"}}}}"#),
                FixExample(
                    before: #"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"body\":\"B\"}"}, "apns": {"payload": {"aps": {"alert": "B", "mutable-content": 1}, "notifee_options": {"_v": 1, "body": "C"}}}}}"#,
                    after: #"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"body\":\"B\"}"}, "apns": {"payload": {"aps": {"alert": "B", "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"body\":\"B\"}"}}}}"#),
            ],
            plan: { planFix($0) }))

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let android = message.androidBlob?.host, let ios = message.iosBlob?.host, android.isString else { return }
        let source = message.androidData?.member(literal: "notifee_options") != nil ? "android.data" : "data"
        if ios.isObject {
            // The object form: the same options when the Android copy parses to the same content.
            guard let androidRoot = message.androidBlob?.root,
                let different = BlobContent.firstDifference(android: androidRoot, ios: ios)
            else { return }
            findings.report(
                "apns.payload.notifee_options (an object) differs here from the options in \(source).notifee_options; the two platforms display different notifications",
                at: different,
                fix: "build both copies from one options object: JSON.stringify it for \(source).notifee_options")
            return
        }
        guard ios.isString, !sameText(android, ios) else { return }
        let a = android.decodedStringBytes()
        let b = ios.decodedStringBytes()
        var first = 0
        while first < a.count, first < b.count, a[first] == b[first] { first += 1 }
        let offsets = ios.sourceOffsetsOfDecodedBytes()
        let offset = first < offsets.count ? offsets[first] : ios.sourceStart
        var pointer = ios.pointer
        if let root = message.iosBlob?.root { pointer = Self.innermostValue(in: root, containing: first).pointer }
        findings.report(
            "apns.payload.notifee_options differs from \(source).notifee_options from this character on; the server SDK writes one byte-identical blob for both platforms",
            offset: offset, pointer: pointer,
            fix: "serialize the options once and write the same string to \(source).notifee_options and apns.payload.notifee_options")
    }

    /// Copies the Android copy's source text over the iOS copy.
    static func planFix(_ request: FixRequest) -> FixPlan? {
        let message = request.message
        guard let android = message.androidBlob?.host, android.isString, let ios = message.iosBlob?.host,
            ios.isString || ios.isObject
        else { return nil }
        let source = message.androidData?.member(literal: "notifee_options") != nil ? "android.data" : "data"
        return FixPlan(
            title: "copy \(source).notifee_options over apns.payload.notifee_options (the source is \(source)'s copy, which the Android client reads)",
            edits: [request.editor.replace(ios, with: String(decoding: android.rawBytes, as: UTF8.self))])
    }

    /// The deepest value of the blob whose text contains decoded offset `offset` (a member's key
    /// counts as its value). Iterative; the depth is bounded by the parser's nesting limit.
    static func innermostValue(in root: JSONValue, containing offset: Int) -> JSONValue {
        var current = root
        while true {
            var next: JSONValue?
            if current.isObject {
                for member in current.members
                where member.key.startOffset <= offset && offset < member.value.endOffset {
                    next = member.value
                    break
                }
            } else if current.isArray {
                for element in current.elements where element.startOffset <= offset && offset < element.endOffset {
                    next = element
                    break
                }
            }
            guard let next else { return current }
            current = next
        }
    }
}
