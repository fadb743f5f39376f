import SizeModel

/// An object must not name the same key twice.
///
/// Lint: every repeated key of an object is reported at its second and later occurrences: an
/// error in an HTTP v1 body (FCM parses it as protobuf JSON), a warning where one value is kept
/// before or after FCM (a firebase-admin object, `apns.payload`, `webpush.notification`, a raw APNs
/// payload or a device capture).
struct JSONDuplicateKeyRule: Rule {
    static let description = RuleDescription(
        id: "json-duplicate-key",
        area: .json,
        defaultSeverity: .error,
        clauses: [.rejected, .degraded],
        summary: "an object has the same key more than once (warning where only one value is passed on)",
        rationale: """
            RFC 8259 §4 says names within an object should be unique and that receivers of \
            duplicates behave unpredictably: JavaScript's JSON.parse (firebase-admin) keeps the \
            last value, other parsers keep the first or reject the document. FCM reads an HTTP \
            v1 body as protobuf JSON, and protobuf's JSON conformance suite lists a field name \
            given twice as a parse failure (Recommended.*.JsonInput.FieldNameDuplicate; recent \
            versions of the suite also let a parser keep the last value). Where a parser keeps \
            one value (FCM's send reference says the last occurrence takes precedence), which \
            value wins differs between parsers, so two "token" or two data "id" keys send \
            whichever one the backend keeps, rarely the one the author reads. \
            apns.payload and webpush.notification are Struct values that FCM re-serializes for \
            APNs and the browser: one value of a repeated key reaches the device, not a rejected \
            request. A firebase-admin object is read by JSON.parse, which keeps the last value \
            before the SDK builds the request. \
            Severity: error in the message and its sub-objects (data maps, apns and webpush \
            headers, android), because a conforming protobuf JSON parser rejects the request \
            (E1), and a parser that accepts it may send to a target or with a value the author \
            did not mean; warning inside apns.payload and webpush.notification, in firebase-admin \
            objects, raw APNs payloads and device captures, because one value is kept and it may \
            not be the one meant (W1).
            """,
        sources: [
            "https://www.rfc-editor.org/rfc/rfc8259#section-4",
            "protocolbuffers/protobuf conformance/binary_json_conformance_suite.cc: Recommended.*.JsonInput.FieldNameDuplicate (\"Duplicated field names are not allowed\", ExpectParseFailureForJson)",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages/send",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#ApnsConfig (payload: object (Struct format))",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"id": "1", ↓"id": "2"}}}"#),
            Example(#"{"message": {"topic": "news", ↓"topic": "sport"}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi"}, "id": "1", ↓"id": "2"}}}}"#),
            Example(#"{"topic": "news", "android": {"ttl": 3600000}, "data": {"id": "1", ↓"id": "2"}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"id": "1", "ids": "2"}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        Self.checkRepeatedKeys(in: message.message, envelope: message.envelopeNode, message, into: &findings)
    }

    /// Reports the repeated keys of the envelope at node `envelope` of the document of `part`.
    /// Not inlined, and the envelope made from `part`'s document, borrowed: the context's
    /// `envelope`, made for the call, was retained and released for each message.
    @inline(never)
    private static func checkRepeatedKeys(
        in part: JSONValue, envelope: Int, _ message: MessageContext, into findings: inout FindingCollector
    ) {
        let parsedByFCM = message.shape == .v1Request || message.shape == .v1Message
        // Most messages repeat no key: the pass-through objects are looked up for a repeated one.
        part.document.value(at: envelope).forEachRepeatedKey { member in
            let name = member.key.stringValue ?? ""
            let fix = "remove or rename one of the \"\(name)\" members"
            let offset = member.key.startOffset
            let passThrough = [message.apnsPayload, message.webpushNotification]
            let inPassThrough = passThrough.contains { $0.map { $0.startOffset <= offset && offset < $0.endOffset } ?? false }
            if parsedByFCM && !inPassThrough {
                findings.report(
                    "key \"\(name)\" appears more than once in this object; a conforming protobuf JSON parser rejects the request, and parsers that accept it disagree on which value wins",
                    at: member.value, anchor: .key, fix: fix)
            } else {
                findings.report(
                    "key \"\(name)\" appears more than once in this object; only one value is passed on, and parsers disagree on which",
                    at: member.value, anchor: .key, caseSeverity: .warning, configuration: message.configuration, fix: fix)
            }
        }
    }
}
