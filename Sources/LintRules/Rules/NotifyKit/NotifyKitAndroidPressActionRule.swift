import SizeModel

/// The blob's Android `pressAction` must pass `displayNotification`'s validation.
///
/// Lint, on the Android copy's `android.pressAction` (arrays and objects; other scalars are
/// ignored by the client and reported by `notifykit-options-type`): an array, a missing, empty or
/// non-string `id`, the reserved opt-out id, a non-string `launchActivity` or `mainComponent`, or
/// `launchActivityFlags` that is not an array of numbers. A missing `pressAction` is not reported:
/// since 9.3.0 the library injects the default one that opens the app.
struct NotifyKitAndroidPressActionRule: Rule {
    static let description = RuleDescription(
        id: "notifykit-android-press-action",
        area: .notifykit,
        needs: [.androidBlob],
        defaultSeverity: .error,
        clauses: [.notShownAsMeant],
        summary: "notifee_options.android.pressAction is malformed, so displayNotification throws",
        rationale: """
            handleFcmMessage passes an object pressAction straight to displayNotification, \
            whose validator throws on an array, on an id that is missing, empty, not a string \
            or the reserved "__NOTIFEE_OPT_OUT__", and on a non-string launchActivity or \
            mainComponent: the notification is not displayed at all. Leaving pressAction out \
            is fine: since 9.3.0 Notify Kit injects {id: "default", launchActivity: "default"} \
            (or setFcmConfig's defaultPressAction), so the tap opens the app. \
            Severity: error, because the notification meant is not shown (E2).
            """,
        sources: [
            "Notify Kit FCM Mode guide, \"Notification appears but tap doesn't open app\"",
            "react-native-notify-kit src/validators/validateAndroidPressAction.ts; src/fcm/reconstructNotification.ts",
        ],
        upstreamErrors: [
            "'pressAction' expected an object value.",
            "'id' expected a non-empty string value.",
            "'id' is reserved for an explicit null pressAction.",
            "'launchActivity' expected a string value.",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"android\":{\"channelId\":\"news\",↓\"pressAction\":{\"launchActivity\":\"default\"}}}"}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"android\":{\"channelId\":\"news\",\"pressAction\":{\"id\":↓7,\"launchActivity\":↓true}}}"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"android\":{\"channelId\":\"news\",\"pressAction\":{\"id\":\"open-order\",\"launchActivity\":\"default\"}}}"}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"android\":{\"channelId\":\"news\"}}"}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let press = message.blobCopies.androidField(.pressAction),
            press.isObject || press.isArray
        else { return }
        Self.forEachProblem(of: press) { problem in
            findings.report(problem.message, at: problem.value, anchor: problem.anchor, fix: problem.fix)
        }
    }

    /// One reason `displayNotification` rejects a press action.
    struct Problem {
        let message: String
        let value: JSONValue
        let anchor: FindingAnchor
        let fix: String
    }

    /// Calls `body` with each thing `validateAndroidPressAction` rejects in `press` (any value; a
    /// non-object is one problem), in the validator's order.
    static func forEachProblem(of press: JSONValue, _ body: (Problem) -> Void) {
        var path: String { blobPath(press) }  // built only for a problem
        guard press.isObject else {
            body(
                Problem(
                    message: "\(path) is \(press.kind.description); displayNotification throws \"'pressAction' expected an object value\" and the notification is not shown",
                    value: press, anchor: .value, fix: "write {\"id\": \"default\", \"launchActivity\": \"default\"}"))
            return
        }
        // The members the validator reads, found in one pass.
        let slots = press.memberSlots(Self.memberNames)
        if let id = press.value(atNode: slots[Member.id]) {
            if !id.isString || id.isEmptyString {
                let what = id.isString ? "empty" : id.kind.description
                body(
                    Problem(
                        message: "\(path).id is \(what); displayNotification throws \"'id' expected a non-empty string value\" and the notification is not shown",
                        value: id, anchor: .value, fix: "use a non-empty string id, for example \"default\""))
            } else if id.stringEquals("__NOTIFEE_OPT_OUT__") {
                body(
                    Problem(
                        message: "\(path).id \"__NOTIFEE_OPT_OUT__\" is reserved; displayNotification throws",
                        value: id, anchor: .value, fix: "use another id"))
            }
        } else {
            body(
                Problem(
                    message: "\(path) has no id; displayNotification throws \"'id' expected a non-empty string value\" and the notification is not shown",
                    value: press, anchor: .key, fix: "add \"id\": \"default\" (or the id your event handler checks)"))
        }
        func checkString(_ member: Member, _ name: String) {
            guard let value = press.value(atNode: slots[member]), !value.isString else { return }
            body(
                Problem(
                    message: "\(path).\(name) is \(value.kind.description); displayNotification throws \"'\(name)' expected a string value\"",
                    value: value, anchor: .value, fix: "write \(name) as a string, for example \"default\""))
        }
        checkString(.launchActivity, "launchActivity")
        checkString(.mainComponent, "mainComponent")
        if let flags = press.value(atNode: slots[Member.launchActivityFlags]),
            !flags.isArray || flags.element(0).map({ $0.kind != .number }) == true
        {
            body(
                Problem(
                    message: "\(path).launchActivityFlags is not an array of AndroidLaunchActivityFlag numbers; displayNotification throws",
                    value: flags, anchor: .value, fix: "write an array of numbers, or remove it"))
        }
    }

    /// The members of a press action the validator reads (a case's raw value is its index in
    /// `memberNames`).
    private enum Member: Int {
        case id, launchActivity, mainComponent, launchActivityFlags
    }

    private static let memberNames = JSONMemberNames(["id", "launchActivity", "mainComponent", "launchActivityFlags"])
}
