/// A field must be given once, under one spelling.
///
/// Lint: two spellings of the same field in one object: snake_case and lowerCamelCase
/// (`collapse_key` and `collapseKey`), or a firebase-admin name and the wire name (`imageUrl` and
/// `image`, `contentAvailable` and `content-available`).
struct ShapeDuplicateAliasRule: ShapeSchemaRule {
    static let description = RuleDescription(
        id: "shape-duplicate-alias",
        area: .shape,
        needs: [.schemaIssues],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "a field is given twice under two spellings",
        rationale: """
            Protobuf JSON accepts a field under its proto name and its lowerCamelCase name, but \
            not both: the request is rejected, and which value was meant is unclear anyway. \
            firebase-admin renames its own names to the wire names and throws when both are \
            present ("Multiple specifications for imageUrl in Notification"). Protobuf's JSON \
            conformance suite expects the two spellings of one field to fail to parse \
            (Recommended.*.JsonInput.FieldNameDuplicateDifferentCasing1 and 2); a parser that \
            accepts them keeps one value (FCM's send reference: "the last occurrence takes \
            precedence"), which may not be the one meant. (In an HTTP v1 body's aps, where FCM \
            does not read the names, a firebase-admin spelling is apns-aps-key-spelling's.) \
            Severity: error, because firebase-admin throws before sending and a conforming \
            protobuf JSON parser rejects the request (E1). The review's proposal of a warning \
            for HTTP v1 bodies is not taken: the same conformance tests back json-duplicate-key's \
            error, and a parser that keeps one value may keep the one not meant.
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

    init() {}
}
