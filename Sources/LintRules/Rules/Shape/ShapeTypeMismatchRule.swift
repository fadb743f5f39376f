/// Every typed field must have the JSON type FCM declares for it.
///
/// Lint: a string field given a number, a boolean given as a string, an object given as a string
/// or array (`notification`, `android`, `apns`, `apns.payload`, `aps`, `webpush`, any
/// `fcm_options`, a data map), a repeated field given a single value. This rule also covers the
/// catalog's `*-not-object` rows. Values with a rule of their own (colours, enums, headers, `aps`
/// keys) are reported by that rule.
struct ShapeTypeMismatchRule: ShapeSchemaRule {
    static let description = RuleDescription(
        id: "shape-type-mismatch",
        area: .shape,
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "a field has the wrong JSON type",
        rationale: """
            The HTTP v1 API rejects a value of the wrong JSON type for its field with \
            INVALID_ARGUMENT ("Invalid value at '<path>' (TYPE_STRING), …"): booleans must be \
            true or false, not "true"; messages and maps must be objects; repeated fields must \
            be arrays. Protobuf JSON also accepts a decimal string for an int32 and treats null \
            as an absent field, so those pass. firebase-admin for Node checks each block is a \
            non-null object before sending ("android must be a non-null object"). \
            Severity: error, because FCM rejects the request (E1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages",
            "https://protobuf.dev/programming-guides/json/",
            "firebase-admin-node src/messaging/messaging-internal.ts (validateMessage and friends)",
            "https://github.com/laravel-notification-channels/fcm/issues/37",
        ],
        upstreamErrors: [
            "Invalid value at '<path>' (TYPE_STRING), <value>",
            "notification must be a non-null object",
            "android must be a non-null object",
            "android.notification must be a non-null object",
            "apns must be a non-null object",
            "apns.payload must be a non-null object",
            "apns.payload.aps must be a non-null object",
            "webpush must be a non-null object",
            "fcmOptions must be a non-null object",
            "data must be a non-null object",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": ↓"Hello"}}"#),
            Example(#"{"message": {"topic": "news", "android": {"direct_boot_ok": ↓"true"}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": ↓[]}}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"notification": {"body_loc_args": ↓"Ana"}}}}"#),
            Example(#"{"message": {"topic": "news", "data": ↓"{\"id\": \"1\"}"}}"#),
            Example(#"{"topic": "news", "android": {"ttl": 3600000}, "apns": ↓null}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "android": {"direct_boot_ok": true, "notification": {"notification_count": "3", "body_loc_args": ["Ana"]}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": null}}"#),
        ])

    init() {}
}
