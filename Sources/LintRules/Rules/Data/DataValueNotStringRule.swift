import SizeModel

/// Every value of a data map must be a string.
///
/// Lint: numbers, booleans, null, objects and arrays in `data`, `android.data` or `webpush.data`
/// are reported at the value, with the string to write instead.
struct DataValueNotStringRule: Rule {
    static let description = RuleDescription(
        id: "data-value-not-string",
        area: .data,
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "a data map value is not a string",
        rationale: """
            FCM declares data as map<string, string>: the HTTP v1 API rejects the whole send \
            with INVALID_ARGUMENT when any value is a number, boolean, null, object or array, \
            and the firebase-admin SDKs throw before sending. Write numbers and booleans as \
            strings and serialize nested objects with JSON.stringify; the app parses them back. \
            (The legacy HTTP API accepted other values and only recommended strings, so for a \
            legacy body the finding speaks of its HTTP v1 translation.) \
            Severity: error, because FCM rejects the request (E1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#Message",
            "https://github.com/laravel-notification-channels/fcm/issues/37",
            "https://github.com/firebase/firebase-admin-node/issues/1094",
            "https://firebase.google.com/docs/cloud-messaging/http-server-ref (legacy data: string values recommended)",
        ],
        upstreamErrors: [
            "Invalid value at 'message.data[1].value' (TYPE_STRING), 21465",
            "data must only contain string values",
            "Validation: FCM data values must be strings. Got <type> for key '<key>'. Use JSON.stringify() if you need to pass complex values.",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"id": ↓21465, "ok": ↓true}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"data": {"meta": ↓{"a": 1}}}}}"#),
            Example(#"{"message": {"topic": "news", "webpush": {"data": {"x": ↓null}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"id": "21465", "meta": "{\"a\":1}"}}}"#)
        ],
        fix: FixDeclaration(
            .safe,
            summary: """
                A number or boolean becomes the string of its text as written ("21465", "1.50", \
                "true"): what the app would have parsed. null, objects and arrays are not fixed \
                (leave the key out, or choose how to serialize).
                """,
            examples: [
                FixExample(
                    before: #"{"message": {"topic": "news", "data": {"id": 21465, "ok": true, "ratio": 1.50, "off": false}}}"#,
                    after: #"{"message": {"topic": "news", "data": {"id": "21465", "ok": "true", "ratio": "1.50", "off": "false"}}}"#),
                FixExample(
                    before: "{\n  \"message\": {\n    \"topic\": \"news\",\n    \"android\": {\"data\": {\"n\": -5}}\n  }\n}\n",
                    after: "{\n  \"message\": {\n    \"topic\": \"news\",\n    \"android\": {\"data\": {\"n\": \"-5\"}}\n  }\n}\n"),
            ],
            plan: { planFix($0) }))

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // By index: each key is read in place, and made (which retains the document) only for a
        // finding.
        let keys = message.dataKeys
        // The legacy API accepted such values; what fails is the body's HTTP v1 translation.
        let rule = message.shape == .legacy ? "in HTTP v1, FCM data values must be strings (the legacy API accepted this)" : "FCM data values must be strings"
        for index in keys.indices where keys.valueKind(at: index) != .string {
            // Past the rule's limit the finding is only counted, without making its key (which
            // retains the document).
            if findings.countIfOnlyCounted() { continue }
            // The key is read (and its name decoded) only for a finding that is kept.
            var key: DataKey { keys[index] }
            findings.report(
                "\(key.mapName) value \"\(key.name)\" is \(key.value.kind); \(rule)",
                at: keys[index].value, fix: Self.fix(for: key.value))
        }
    }

    /// Writes a number or boolean as the string of its source text.
    static func planFix(_ request: FixRequest) -> FixPlan? {
        guard let key = request.dataValue else { return nil }
        let value = key.member.value
        switch value.kind {
        case .number, .true, .false: break
        default: return nil
        }
        let text = String(decoding: value.rawBytes, as: UTF8.self)
        return FixPlan(
            title: "write \(key.mapName) value \"\(key.name)\" as the string \"\(text)\"",
            edits: [request.editor.replace(value, with: "\"\(text)\"")])
    }

    static func fix(for value: JSONValue) -> String {
        switch value.kind {
        case .number, .true, .false:
            let text = String(decoding: value.rawBytes, as: UTF8.self)
            return "write it as a string: \"\(text)\""
        case .null:
            return "write an empty string \"\" or leave the key out"
        default:
            return "serialize it into one string (JSON.stringify) and parse it in the app"
        }
    }
}
