import SizeModel

/// The blob's Android style must be `BIG_TEXT` with `text` or `BIG_PICTURE` with `picture`.
///
/// Lint, on the Android copy's `android.style` object: a missing or non-string `type` (at the
/// style's key), an unknown type (at the type), and a missing, non-string or empty `text` or
/// `picture` (at the value, or at the style's key when missing). A style that is not an object is
/// `notifykit-options-type`'s.
struct NotifyKitAndroidStyleRule: Rule {
    static let description = RuleDescription(
        id: "notifykit-android-style",
        area: .notifykit,
        needs: [.androidBlob],
        defaultSeverity: .warning,
        clauses: [.degraded, .notShownAsMeant],
        summary: "notifee_options.android.style has an unknown type or lacks its text or picture (error when it is empty)",
        rationale: """
            The server contract has two styles, {type: "BIG_TEXT", text} and {type: \
            "BIG_PICTURE", picture}; the client maps them to AndroidStyle.BIGTEXT and \
            BIGPICTURE. Any other type (MESSAGING, INBOX, CALL, a lower-case or numeric \
            type) is ignored with a warning, a style without its string field is ignored too, \
            and an empty text or picture makes displayNotification throw ("'text' expected a \
            valid string value"). The notification then shows without the expanded content, \
            or not at all. \
            Severity: warning for an unknown type or a missing or non-string field, because the \
            client ignores the style and the notification is shown without its expanded content \
            (W1); error for an empty text or picture, because displayNotification throws and the \
            notification is not shown (E2).
            """,
        sources: [
            "Notify Kit FCM Mode guide, \"Style mapping\", \"Known limitations\" and console warnings",
            "react-native-notify-kit src/fcm/reconstructNotification.ts (STYLE_TYPE_MAP); src/internal/fcmContract.d.ts",
            "react-native-notify-kit src/validators/validateAndroidStyle.ts (inherited from notifee)",
        ],
        upstreamErrors: [
            "[react-native-notify-kit] Unknown android.style.type '<type>'. Style ignored.",
            "[react-native-notify-kit] android.style.type '<type>' present but required '<field>' field missing or not a string. Style ignored.",
            "'notification.android.style' BigTextStyle: 'text' expected a valid string value.",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"android\":{\"channelId\":\"news\",\"style\":{\"type\":↓\"BIGTEXT\",\"text\":\"Long\"}}}"}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"android\":{\"channelId\":\"news\",↓\"style\":{\"type\":\"BIG_PICTURE\",\"text\":\"https://cdn.example.com/a.png\"}}}"}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"android\":{\"channelId\":\"news\",\"style\":{\"type\":\"BIG_TEXT\",\"text\":↓\"\"}}}"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"android\":{\"channelId\":\"news\",\"style\":{\"type\":\"BIG_PICTURE\",\"picture\":\"https://cdn.example.com/banner.png\"}}}"}}}"#)
        ])

    /// The style types the server contract defines, and the field each needs.
    static let styles = [("BIG_TEXT", "text"), ("BIG_PICTURE", "picture")]

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let style = message.blobCopies.androidField(.style), style.isObject else { return }
        guard let type = style.member(literal: "type"), type.isString else {
            findings.report(
                "notifee_options.android.style has no string type; the client ignores the style",
                at: style.member(literal: "type") ?? style, anchor: style.member(literal: "type") == nil ? .key : .value,
                fix: "set \"type\": \"BIG_TEXT\" (with text) or \"BIG_PICTURE\" (with picture)")
            return
        }
        guard let (name, field) = Self.styles.first(where: { type.stringEquals($0.0) }) else {
            let text = type.stringValue ?? ""
            let close = Self.styles.first { $0.0.replacingOccurrences(of: "_", with: "") == text.uppercased().replacingOccurrences(of: "_", with: "") }
            findings.report(
                "android.style.type \(describeValue(type)) is not BIG_TEXT or BIG_PICTURE; the client ignores the style",
                at: type, fix: close.map { "write \"\($0.0)\"" } ?? "use BIG_TEXT or BIG_PICTURE; build other styles with displayNotification")
            return
        }
        guard let value = style.member(field) else {
            findings.report(
                "android.style.type \(name) needs a string \"\(field)\"; without it the client ignores the style",
                at: style, anchor: .key, fix: "add \"\(field)\" to notifee_options.android.style")
            return
        }
        if value.isNonEmptyString { return }
        let problem =
            value.isString
            ? "is empty; displayNotification throws and the notification is not shown"
            : "is \(value.kind.description); the client ignores the style"
        if value.isString {
            findings.report(
                "notifee_options.android.style.\(field) \(problem)", at: value, caseSeverity: .error,
                configuration: message.configuration, fix: "write a non-empty string")
        } else {
            findings.report("notifee_options.android.style.\(field) \(problem)", at: value, fix: "write a non-empty string")
        }
    }
}
