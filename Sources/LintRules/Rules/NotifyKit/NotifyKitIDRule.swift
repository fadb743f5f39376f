import SizeModel

/// The blob's `id` must be a non-empty string.
///
/// Lint: on the shared copies, an `id` that is an empty string or not a string (null counts as
/// absent), reported at the value.
struct NotifyKitIDRule: Rule {
    static let description = RuleDescription(
        id: "notifykit-id",
        area: .notifykit,
        needs: [.androidBlob, .iosBlob],
        defaultSeverity: .error,
        clauses: [.notShownAsMeant],
        summary: "notifee_options id is empty or not a string",
        rationale: """
            The Android client uses the blob's id as the notification id and passes it to \
            displayNotification, which throws on an empty or non-string id ("'notification.id' \
            invalid notification ID, expected a unique string value."): the notification is \
            not displayed. The server SDK rejects such ids, and also uses the id as the \
            collapse key of both platforms. \
            Severity: error, because the notification meant is not shown (E2).
            """,
        sources: [
            "Notify Kit FCM Mode guide, \"Validation rules\"",
            "react-native-notify-kit server/src/validation.ts; src/internal/fcmContract.d.ts (Rule 7)",
            "react-native-notify-kit src/fcm/reconstructNotification.ts; src/validators/validateNotification.ts (inherited from notifee)",
        ],
        upstreamErrors: [
            "Validation: notification.id must be a non-empty string when provided",
            "'notification.id' invalid notification ID, expected a unique string value.",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"id\":↓\"\",\"title\":\"Hi\",\"body\":\"B\"}"}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"id\":↓4821,\"title\":\"Hi\",\"body\":\"B\"}"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"id\":\"order-4821\",\"title\":\"Hi\",\"body\":\"B\"}"}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        for copy in message.blobCopies.shared {
            guard let id = copy[.id], id.kind != .null else { continue }
            if id.isString {
                guard id.isEmptyString else { continue }
                findings.report(
                    "notifee_options.id is empty; displayNotification rejects it and the notification is not shown",
                    at: id, fix: "use a non-empty id, or remove it")
            } else {
                findings.report(
                    "notifee_options.id is \(id.kind.description); displayNotification rejects it and the notification is not shown",
                    at: id, fix: id.numberLexeme.map { "write it as a string: \"\($0)\"" } ?? "use a non-empty string id")
            }
        }
    }
}
