/// A field must be given once, under one spelling.
///
/// Lint: two spellings of the same field in one object: snake_case and lowerCamelCase
/// (`collapse_key` and `collapseKey`), or a firebase-admin name and the wire name (`imageUrl` and
/// `image`, `contentAvailable` and `content-available`); a warning where firebase-admin-node
/// keeps one of them (`AdminNodeAliasHandling`).
struct ShapeDuplicateAliasRule: ShapeSchemaRule {
    static let description = RuleDescription(
        id: "shape-duplicate-alias",
        area: .shape,
        needs: [.schemaIssues],
        defaultSeverity: .error,
        clauses: [.rejected, .degraded],
        summary: "a field is given twice under two spellings",
        rationale: """
            Protobuf JSON accepts a field under its proto name and its lowerCamelCase name, but \
            not both: the request is rejected, and which value was meant is unclear anyway. \
            firebase-admin-node, the SDK that takes a message as a plain object, renames its own \
            names to the wire names; it throws when both are present only in notification \
            ("Multiple specifications for imageUrl in Notification"), apns.fcm_options (imageUrl) \
            and aps (contentAvailable, mutableContent, threadId). Elsewhere its renameProperties \
            writes the SDK name's value over the wire name's ("the old key's value takes \
            precedence"): android.notification's channelId beside channel_id sends the channelId \
            value alone. A name it does not rename is passed on as written: a NestJS service's \
            android.notification with priority "max" (which the SDK sends as \
            notification_priority) and notificationPriority "PRIORITY_MAX" reaches FCM with \
            the field twice. Protobuf's JSON \
            conformance suite expects the two spellings of one field to fail to parse \
            (Recommended.*.JsonInput.FieldNameDuplicateDifferentCasing1 and 2); a parser that \
            accepts them keeps one value (FCM's send reference: "the last occurrence takes \
            precedence"), which may not be the one meant. (In an HTTP v1 body's aps, where FCM \
            does not read the names, a firebase-admin spelling is apns-aps-key-spelling's.) \
            Severity: error, because firebase-admin throws before sending and a conforming \
            protobuf JSON parser rejects the request (E1); warning where firebase-admin-node \
            keeps its own name's value and drops the other, because the message is sent but \
            perhaps not with the value meant (W1). The review's proposal of a warning for HTTP \
            v1 bodies is not taken: the same conformance tests back json-duplicate-key's error, \
            and a parser that keeps one value may keep the one not meant.
            """,
        sources: [
            "https://protobuf.dev/programming-guides/json/",
            "protocolbuffers/protobuf conformance/binary_json_conformance_suite.cc: Recommended.*.JsonInput.FieldNameDuplicateDifferentCasing1",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages/send",
            "firebase-admin-node src/messaging/messaging-internal.ts (validateNotification, validateApnsFcmOptions, validateAps; validateAndroidConfig, validateAndroidNotification, validateLightSettings and validateApsAlert rename without the check)",
            "firebase-admin-node src/utils/index.ts (renameProperties: the old key's value takes precedence)",
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
            // A NestJS service's firebase-admin message: priority goes out as notification_priority.
            Example(#"{"token": "t", "notification": {"title": "Hi"}, "android": {"ttl": 3600000, "notification": {"priority": "max", ↓"notificationPriority": "PRIORITY_MAX"}}}"#),
            // firebase-admin-node writes channelId's value over channel_id's and sends one.
            Example(#"{"topic": "news", "android": {"ttl": 3600000, "notification": {"channelId": "alerts", ↓"channel_id": "default"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"collapse_key": "a"}, "fcmOptions": {"analyticsLabel": "news"}}}"#)
        ])

    init() {}

    /// Reports the walk's problems (none on another service's request), each at the severity
    /// the walk found for its case (`AdminNodeAliasHandling`).
    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard !message.schema.isEmpty, message.detection.otherService == nil else { return }
        message.reportSchemaIssues(Self.description.id, into: &findings) { issue in
            issue.severity.map { SchemaIssueCase(severity: $0, message: issue.message, fix: issue.fix) }
        }
    }
}
