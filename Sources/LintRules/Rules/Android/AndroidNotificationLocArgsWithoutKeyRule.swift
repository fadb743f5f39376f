import SizeModel

/// Localization arguments need their format key.
///
/// Lint: in `android.notification`, a non-empty `body_loc_args` without a non-empty `body_loc_key`,
/// or `title_loc_args` without `title_loc_key` (either spelling), reported at the args key.
struct AndroidNotificationLocArgsWithoutKeyRule: Rule {
    static let description = RuleDescription(
        id: "android-notification-loc-args-without-key",
        area: .android,
        needs: [.androidNotificationLoc],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "android.notification has loc args without the matching loc key",
        rationale: """
            body_loc_args and title_loc_args are the format arguments of the string resource \
            named by body_loc_key and title_loc_key; without the key there is nothing to format. \
            firebase-admin for Node, Python, Go and Java reject such a message before sending. \
            Severity: error, because the firebase-admin SDKs throw before sending (E1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#AndroidNotification",
            "firebase-admin-node src/messaging/messaging-internal.ts (validateAndroidNotification)",
            "firebase-admin-python firebase_admin/_messaging_encoder.py",
        ],
        upstreamErrors: [
            "android.notification.bodyLocKey is required when specifying bodyLocArgs",
            "android.notification.titleLocKey is required when specifying titleLocArgs",
            "AndroidNotification.body_loc_key is required when specifying body_loc_args.",
            "bodyLocKey is required when specifying bodyLocArgs",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"notification": {↓"body_loc_args": ["Ana"], "title_loc_key": "t"}}}}"#),
            Example(#"{"topic": "news", "android": {"notification": {"titleLocKey": "", ↓"titleLocArgs": ["Ana"]}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"notification": {"body_loc_key": "new_message", "body_loc_args": ["Ana"], "title_loc_args": []}}}}"#)
        ])

    /// Arguments and their format key, in both spellings.
    static let pairs: [(StaticString, StaticString, StaticString, StaticString)] = [
        ("body_loc_args", "bodyLocArgs", "body_loc_key", "bodyLocKey"),
        ("title_loc_args", "titleLocArgs", "title_loc_key", "titleLocKey"),
    ]

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let notification = message.androidNotification, notification.isObject,
            !AndroidNotificationLocMembers.isAbsent(in: notification)
        else { return }
        for (args, argsCamel, key, keyCamel) in Self.pairs {
            guard let list = notification.member(args, or: argsCamel), list.isArray, list.count > 0 else { continue }
            if let format = notification.member(key, or: keyCamel), format.isString, !format.isEmptyString { continue }
            let argsName = list.key?.stringValue ?? args.description
            let keyName = argsName == args.description ? key.description : keyCamel.description
            findings.report(
                "android.notification.\(argsName) is given without \(keyName); the arguments have no string to format",
                at: list, anchor: .key, fix: "add \(keyName) with the name of the string resource, or remove \(argsName)")
        }
    }
}
