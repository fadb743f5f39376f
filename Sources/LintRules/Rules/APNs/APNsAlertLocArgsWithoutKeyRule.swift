import SizeModel

/// Localization arguments need their format key.
///
/// Lint: in an `aps.alert` object, non-empty `loc-args` without `loc-key`, `title-loc-args`
/// without `title-loc-key`, or `subtitle-loc-args` without `subtitle-loc-key` (each also in the
/// firebase-admin camelCase spelling); reported at the arguments' key: an error for the camelCase
/// names in a firebase-admin object, which the SDKs reject, a warning otherwise.
struct APNsAlertLocArgsWithoutKeyRule: Rule {
    static let description = RuleDescription(
        id: "apns-alert-loc-args-without-key",
        area: .apns,
        needs: [.apsAlert],
        defaultSeverity: .error,
        clauses: [.rejected, .degraded],
        summary: "aps.alert has localization arguments without their loc key (warning in HTTP v1 bodies)",
        rationale: """
            Apple: loc-args are the values substituted into the format string named by \
            loc-key (title-loc-args into title-loc-key, subtitle-loc-args into \
            subtitle-loc-key). Without the key there is no format string, so iOS ignores the \
            arguments. The firebase-admin SDKs (Node, Python, Go, Java) reject the camelCase \
            arguments without their key before sending; an HTTP v1 body is forwarded as it is \
            (FCM does not check aps), and the alert shows without the localized text. An alert \
            left with no text at all is reported by apns-alert-empty. \
            Severity: error in a firebase-admin object, because the SDKs throw before sending \
            (E1); warning in an HTTP v1 body, because the notification is shown without the \
            localized text (W1).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
            "firebase-admin-node src/messaging/messaging-internal.ts (validateApsAlert)",
            "firebase-admin-python firebase_admin/_messaging_encoder.py",
            "firebase-admin-go messaging/messaging_utils.go",
        ],
        upstreamErrors: [
            "apns.payload.aps.alert.locKey is required when specifying locArgs",
            "apns.payload.aps.alert.titleLocKey is required when specifying titleLocArgs",
            "apns.payload.aps.alert.subtitleLocKey is required when specifying subtitleLocArgs",
            "locKey is required when specifying locArgs",
            "ApsAlert.loc_key is required when specifying loc_args.",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": {"title": "Hi", ↓"loc-args": ["Ana"], "title-loc-key": "T", "title-loc-args": ["x"]}}}}}}"#),
            Example(#"{"tokens": ["t1"], "apns": {"payload": {"aps": {"alert": {↓"subtitleLocArgs": ["Ana"]}}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": {"loc-key": "GAME_INVITE", "loc-args": ["Ana"]}}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": {"body": "Hi", "loc-args": []}}}}}}"#),
        ])

    init() {}

    /// The three pairs of an arguments array and its format key, each in both spellings (the
    /// APNs one first), as name indices into `names`: args at `4 * pair`, `+ 1`; key `+ 2`, `+ 3`.
    private static let pairNames = [
        "loc-args", "locArgs", "loc-key", "locKey",
        "title-loc-args", "titleLocArgs", "title-loc-key", "titleLocKey",
        "subtitle-loc-args", "subtitleLocArgs", "subtitle-loc-key", "subtitleLocKey",
    ]

    /// `pairNames`, found together in one pass over the alert's members.
    private static let names = JSONMemberNames(pairNames)

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let alert = message.apsAlert, alert.isObject else { return }
        // What `member(_:)` gives for each name, from one pass (most alerts have none of them).
        let slots = alert.memberSlots(Self.names)
        for pair in 0..<3 {
            let argsIndex = slots[4 * pair] >= 0 ? 4 * pair : 4 * pair + 1
            guard let args = alert.value(atNode: slots[argsIndex]), args.isArray, args.count > 0 else { continue }
            if let key = alert.value(atNode: slots.first(4 * pair + 2, 4 * pair + 3)), key.isString, !key.stringEquals("") {
                continue
            }
            let argsName = Self.pairNames[argsIndex]
            let keyName = argsName.hasSuffix("Args") ? Self.pairNames[4 * pair + 3] : Self.pairNames[4 * pair + 2]
            let text = "aps.alert has \(argsName) but no \(keyName): the arguments have no format string and iOS ignores them"
            let fix = "add \"\(keyName)\" naming the format string in the app's Localizable.strings, or remove \(argsName)"
            if message.shape == .admin, argsName.hasSuffix("Args") {
                findings.report(text + "; firebase-admin rejects the message", at: args, anchor: .key, fix: fix)
            } else {
                findings.report(
                    text, at: args, anchor: .key, caseSeverity: .warning, configuration: message.configuration, fix: fix)
            }
        }
    }
}
