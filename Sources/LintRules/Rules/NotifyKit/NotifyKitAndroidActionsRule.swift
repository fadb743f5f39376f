import SizeModel

/// Each action of the blob's `android.actions` must pass `displayNotification`'s validation.
///
/// Lint, on the Android copy's `android.actions` array: an entry that is not an object, a missing,
/// empty or non-string `title`, a missing or malformed `pressAction` (the checks of
/// `notifykit-android-press-action`), an `icon` that is not a non-empty string, and an `input`
/// that is neither a boolean nor an object. A non-array `actions` is `notifykit-options-type`'s.
struct NotifyKitAndroidActionsRule: Rule {
    static let description = RuleDescription(
        id: "notifykit-android-actions",
        area: .notifykit,
        needs: [.androidBlob],
        defaultSeverity: .error,
        clauses: [.notShownAsMeant],
        summary: "an action in notifee_options.android.actions is malformed, so displayNotification throws",
        rationale: """
            handleFcmMessage passes the actions array through unchecked ("trust server \
            validation"), and displayNotification validates every action: it throws when an \
            entry is not an object, has no non-empty string title, or lacks a valid \
            pressAction with a non-empty string id. One bad action means the whole \
            notification is not displayed. The server SDK relies on TypeScript types and \
            does not validate nested actions at run time. \
            Severity: error, because the notification meant is not shown (E2).
            """,
        sources: [
            "Notify Kit FCM Mode guide, \"Action buttons\" and \"Known limitations\" (no deep validation of nested android config)",
            "react-native-notify-kit src/fcm/reconstructNotification.ts; src/validators/validateAndroidAction.ts (inherited from notifee)",
        ],
        upstreamErrors: [
            "'notification.android.actions' invalid AndroidAction. <reason>.",
            "'action' expected an object value.",
            "'action.title' expected a string value.",
            "'action' 'pressAction' expected an object value..",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"android\":{\"channelId\":\"orders\",\"actions\":[{\"title\":\"Accept\",\"pressAction\":{\"id\":\"accept\"}},↓{\"title\":\"Decline\"},{\"title\":↓\"\",↓\"pressAction\":{\"launch\":\"default\"}}]}}"}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"android\":{\"channelId\":\"orders\",\"actions\":[{\"title\":\"Accept\",\"pressAction\":{\"id\":\"accept\"}},{\"title\":\"Reply\",\"pressAction\":{\"id\":\"reply\"},\"input\":true}]}}"}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let actions = message.blobCopies.androidField(.actions), actions.isArray else { return }
        for action in actions.elements {
            var path: String { blobPath(action) }  // built only for a finding
            guard action.isObject else {
                findings.report(
                    "\(path) is \(action.kind.description); displayNotification throws \"'action' expected an object value\" and the notification is not shown",
                    at: action, fix: "write the action as {\"title\": …, \"pressAction\": {\"id\": …}}")
                continue
            }
            if let title = action.member(literal: "title") {
                if !title.isString || title.isEmptyString {
                    findings.report(
                        "\(path).title is \(title.isString ? "empty" : title.kind.description); displayNotification throws \"'action.title' expected a string value\"",
                        at: title, fix: "give the action a non-empty title")
                }
            } else {
                findings.report(
                    "\(path) has no title; displayNotification throws \"'action.title' expected a string value\"",
                    at: action, fix: "add \"title\" to the action")
            }
            if let press = action.member(literal: "pressAction") {
                NotifyKitAndroidPressActionRule.forEachProblem(of: press) { problem in
                    findings.report(problem.message, at: problem.value, anchor: problem.anchor, fix: problem.fix)
                }
            } else {
                findings.report(
                    "\(path) has no pressAction; displayNotification throws \"'pressAction' expected an object value\" and the notification is not shown",
                    at: action, fix: "add \"pressAction\": {\"id\": …} with the id your event handler checks")
            }
            if let icon = action.member(literal: "icon"), icon.kind != .null, !icon.isString || icon.isEmptyString {
                findings.report(
                    "\(path).icon is not a non-empty string; displayNotification throws \"'action.icon' expected a string value\"",
                    at: icon, fix: "name a drawable as a string, or remove icon")
            }
            if let input = action.member(literal: "input"), input.kind != .null, input.boolValue == nil, !input.isObject {
                findings.report(
                    "\(path).input is \(describeValue(input)); displayNotification takes a boolean or an AndroidInput object",
                    at: input, fix: "write \"input\": true, or remove it")
            }
        }
    }
}
