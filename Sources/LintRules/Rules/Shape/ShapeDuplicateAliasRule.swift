/// A field must be given once, under one spelling.
///
/// Lint: two spellings of the same field in one object: snake_case and lowerCamelCase
/// (`collapse_key` and `collapseKey`), or a firebase-admin name and the wire name (`imageUrl` and
/// `image`, `contentAvailable` and `content-available`). An error, except inside an HTTP v1 body's
/// `apns.payload`, which FCM passes on as a JSON object without reading its names (a warning).
public struct ShapeDuplicateAliasRule: Rule {
    public static let description = RuleDescription(
        id: "shape-duplicate-alias",
        area: .shape,
        defaultSeverity: .error,
        clauses: [.rejected, .degraded],
        summary: "a field is given twice under two spellings (warning inside an HTTP v1 apns.payload)",
        rationale: """
            Protobuf JSON accepts a field under its proto name and its lowerCamelCase name, but \
            not both: the request is rejected, and which value was meant is unclear anyway. \
            firebase-admin renames its own names to the wire names and throws when both are \
            present ("Multiple specifications for imageUrl in Notification"). Protobuf's JSON \
            conformance suite expects the two spellings of one field to fail to parse \
            (Recommended.*.JsonInput.FieldNameDuplicateDifferentCasing1 and 2); a parser that \
            accepts them keeps one value (FCM's send reference: "the last occurrence takes \
            precedence"), which may not be the one meant. Inside an HTTP v1 body's apns.payload \
            FCM does not read the names: it forwards one value of the pair to APNs. \
            Severity: error, because firebase-admin throws before sending and a conforming \
            protobuf JSON parser rejects the request (E1); warning inside an HTTP v1 \
            apns.payload, because one value reaches the device and it may not be the one meant \
            (W1).
            """,
        sources: [
            "https://protobuf.dev/programming-guides/json/",
            "protocolbuffers/protobuf conformance/binary_json_conformance_suite.cc: Recommended.*.JsonInput.FieldNameDuplicateDifferentCasing1",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages/send",
            "firebase-admin-node src/messaging/messaging-internal.ts (validateNotification, validateApnsFcmOptions, validateAps)",
        ],
        upstreamErrors: [
            "Multiple specifications for imageUrl in Notification",
            "Multiple specifications for imageUrl in ApnsFcmOptions",
            "Multiple specifications for <key> in Aps",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"collapse_key": "a", ↓"collapseKey": "b"}}}"#),
            Example(#"{"topic": "news", "notification": {"image": "https://cdn.example.com/a.png", ↓"imageUrl": "https://cdn.example.com/b.png"}}"#),
            Example(#"{"topic": "news", "android": {"ttl": 1000}, "apns": {"payload": {"aps": {"content-available": 1, ↓"contentAvailable": true}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"collapse_key": "a"}, "fcmOptions": {"analyticsLabel": "news"}}}"#)
        ])

    public init() {}

    public func check(_ message: MessageContext, into findings: inout FindingCollector) {
        let issues = message.schema.issues(for: Self.description.id)
        guard !issues.isEmpty else { return }
        let passedOn = message.shape == .admin ? nil : message.apnsPayload
        for issue in issues {
            let offset = issue.value.startOffset
            if let passedOn, passedOn.startOffset <= offset, offset < passedOn.endOffset {
                findings.report(
                    issue.message, at: issue.value, anchor: issue.anchor, caseSeverity: .warning,
                    configuration: message.configuration, fix: issue.fix)
            } else {
                findings.report(issue.message, at: issue.value, anchor: issue.anchor, fix: issue.fix)
            }
        }
    }
}
