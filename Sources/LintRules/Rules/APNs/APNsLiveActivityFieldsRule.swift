import SizeModel

/// A Live Activity payload needs its event, timestamp and content.
///
/// Lint, for a message with `aps.event` or a non-blank `apns.live_activity_token`: `event` missing or not
/// `start`, `update` or `end`; `timestamp` missing or not whole UNIX seconds (a fraction of a
/// second at warning); `start` without
/// `content-state`, `attributes-type` and `attributes`; `update` without `content-state`;
/// `content-state` or `attributes` not objects; `stale-date` or `dismissal-date` not whole UNIX
/// seconds (in milliseconds: `apns-live-activity-date-milliseconds`). Missing keys are reported
/// together at `aps`.
struct APNsLiveActivityFieldsRule: Rule {
    static let description = RuleDescription(
        id: "apns-live-activity-fields",
        area: .apns,
        needs: .liveActivity,
        defaultSeverity: .error,
        clauses: [.notShownAsMeant, .decidedElsewhere],
        summary: "a Live Activity payload lacks a required field or has one of the wrong form",
        rationale: """
            Apple: an ActivityKit push has aps.event (start, update or end) and aps.timestamp \
            (UNIX seconds; the system ignores an update older than the one it has). \
            content-state is the activity's ContentState and is required to start and update \
            it; a start also needs attributes-type (the ActivityAttributes type name), \
            attributes and an alert: APNs accepts a push-to-start without alert (200) but iOS \
            drops it and no activity starts (push providers require alert.title and alert.body \
            for a start; Firebase's start sample carries one). stale-date and dismissal-date \
            are UNIX seconds. The system discards a \
            push that does not decode, so the activity silently does not change. \
            A timestamp in milliseconds (Date.now(), 13 digits) decodes, and is read as a \
            time tens of thousands of years ahead: that update is applied, and every later \
            one with a true time in seconds, from the server or from the app's own \
            Activity.update(timestamp: Date()), is older and ignored, so the activity stops \
            changing (SlayterDev/liveactivity-button-bug: after an update sent with \
            "timestamp": 1770051103239, the activity's LiveActivityIntent buttons no longer \
            change it). \
            A blank live_activity_token ("" from an unset variable) addresses no activity: \
            proto3's JSON mapping reads "" as the field unset, so FCM sends an ordinary push, \
            and firebase-admin-node throws "apns.liveActivityToken must be a non-empty string" \
            (apns-live-activity-token reports it); such a message is not judged as a Live \
            Activity payload. \
            A fraction of a second (Python's time.time(), Date.now() / 1000) is a number all \
            the same; Apple's documentation and samples use whole seconds and say nothing of a \
            fraction. \
            Severity: error, because ActivityKit discards a push that does not decode, or, \
            after a timestamp in milliseconds, every later update, so the activity is not \
            updated (E2); a time with a fraction of a second is a warning, \
            because whether ActivityKit takes it is decided on the device and not documented (W3).
            """,
        sources: [
            "https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications",
            "https://firebase.google.com/docs/cloud-messaging/ios/live-activity",
            "sideshow/apns2 payload/builder.go (live activity fields)",
            "https://docs.customer.io/integrations/sdk/ios/live-activities/start/ (push-to-start payload must include alert.title and alert.body)",
            "https://github.com/SlayterDev/liveactivity-button-bug (README: an update with a timestamp in milliseconds, after which the activity's own updates no longer apply)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"token": "t", "apns": {"live_activity_token": "LA", "payload": {↓"aps": {"event": "start", "content-state": {"demo": 1}}}}}}"#),
            Example(#"{"message": {"token": "t", "apns": {"live_activity_token": "LA", "payload": {"aps": {"timestamp": ↓1746583283000, "event": ↓"stop", "dismissal-date": ↓"soon"}}}}}"#),
            Example(#"{"message": {"token": "t", "apns": {↓"live_activity_token": "LA", "headers": {"apns-priority": "10"}}}}"#),
            Example(#"{"message": {"token": "t", "apns": {"live_activity_token": "LA", "payload": {"aps": {"timestamp": ↓1746583283.412, "event": "update", "content-state": {"demo": 1}}}}}}"#),
            // A push-to-start with everything but the alert (a real server's, as sent).
            Example(#"{"message": {"token": "t", "apns": {"live_activity_token": "LA", "payload": {↓"aps": {"timestamp": 1746583283, "event": "start", "content-state": {"demo": 1}, "attributes-type": "DemoAttributes", "attributes": {"demoAttribute": 1}}}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"token": "t", "apns": {"live_activity_token": "LA", "headers": {"apns-priority": "10"}, "payload": {"aps": {"timestamp": 1746583283, "event": "start", "content-state": {"demo": 1}, "attributes-type": "DemoAttributes", "attributes": {"demoAttribute": 1}, "alert": {"title": "test title", "body": "test body"}}}}}}"#),
            Example(#"{"message": {"token": "t", "apns": {"live_activity_token": "LA", "payload": {"aps": {"timestamp": 1746583283, "event": "end", "dismissal-date": 1746590000, "content-state": {"demo": 2}}}}}}"#),
            // firebase-admin-node's test of an empty token: no Live Activity is addressed
            // (apns-live-activity-token reports the empty token), so no fields are missing.
            Example(#"{"topic": "test", "apns": {"liveActivityToken": ""}}"#),
            Example(#"{"message": {"token": "t", "apns": {"live_activity_token": "", "payload": {"aps": {"alert": {"title": "Order shipped", "body": "Arrives Friday"}}}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // A blank token addresses no Live Activity (`addressingLiveActivityToken`):
        // apns-live-activity-token reports it, and the payload is judged as an ordinary push.
        let token = message.addressingLiveActivityToken
        guard message.liveActivityEvent != nil || token != nil else { return }
        guard let aps = message.aps, aps.isObject else {
            if let token {
                findings.report(
                    "apns.live_activity_token is set but apns.payload has no aps with a Live Activity event",
                    at: token, anchor: .key,
                    fix: "add apns.payload.aps with event, timestamp and content-state")
            }
            return
        }
        var missing: [String] = []
        let event = aps.member(literal: "event")
        if let event {
            if !(event.stringEquals("start") || event.stringEquals("update") || event.stringEquals("end")) {
                findings.report(
                    "aps.event must be start, update or end", at: event, fix: "use \"start\", \"update\" or \"end\"")
            }
        } else {
            missing.append("event")
        }
        if let timestamp = aps.member(literal: "timestamp") {
            checkSeconds(timestamp, "aps.timestamp", message.configuration, &findings)
        } else {
            missing.append("timestamp")
        }
        let needsContent = event?.stringEquals("start") == true || event?.stringEquals("update") == true
        if needsContent && aps.member(literal: "content-state") == nil { missing.append("content-state") }
        if event?.stringEquals("start") == true {
            if aps.member(literal: "attributes-type") == nil { missing.append("attributes-type") }
            if aps.member(literal: "attributes") == nil { missing.append("attributes") }
            // A push-to-start without an alert is accepted by APNs (200) and dropped by iOS.
            if aps.member(literal: "alert") == nil { missing.append("alert") }
        }
        for name in ["content-state", "attributes"] {
            if let value = aps.member(name), !value.isObject {
                findings.report(
                    "aps.\(name) is \(value.kind); it must be an object matching the app's ActivityKit type",
                    at: value, fix: "write aps.\(name) as a JSON object")
            }
        }
        if let type = aps.member(literal: "attributes-type"), !type.isString || type.stringEquals("") {
            findings.report(
                "aps.attributes-type must name the app's ActivityAttributes type", at: type,
                fix: "write the type name as a string, e.g. \"DeliveryAttributes\"")
        }
        // A stale-date or dismissal-date in milliseconds still decodes and applies:
        // apns-live-activity-date-milliseconds' (a warning).
        for name in ["stale-date", "dismissal-date"] {
            if let value = aps.member(name) {
                checkSeconds(value, "aps.\(name)", reportsMilliseconds: false, message.configuration, &findings)
            }
        }
        if !missing.isEmpty {
            let list = missing.count == 1
                ? missing[0] : missing.dropLast().joined(separator: ", ") + " and " + (missing.last ?? "")
            let what = event.flatMap { $0.stringValue.map { " for event \($0)" } } ?? ""
            findings.report(
                "this Live Activity payload lacks \(list)\(what); iOS discards it",
                at: aps, anchor: .key, fix: "add \(list) to apns.payload.aps")
        }
    }

    /// Reports `value` unless it is whole UNIX seconds (milliseconds only when
    /// `reportsMilliseconds`); a fraction of a second at warning.
    private func checkSeconds(
        _ value: JSONValue, _ name: String, reportsMilliseconds: Bool = true, _ configuration: LintConfiguration,
        _ findings: inout FindingCollector
    ) {
        if value.integerValue == nil, let number = value.doubleValue, number.isFinite, number >= 0, number < 1_000_000_000_000 {
            findings.report(
                "\(name) is \(APNsFlagValue.describe(value)), not a whole number of UNIX seconds; Apple documents and shows whole seconds, and whether ActivityKit takes a fraction is not documented",
                at: value, caseSeverity: .warning, configuration: configuration,
                fix: "write the time as an integer, e.g. Math.floor(Date.now() / 1000)")
            return
        }
        guard let seconds = value.integerValue, seconds >= 0 else {
            findings.report(
                "\(name) must be a whole number of UNIX seconds, not \(APNsFlagValue.describe(value))", at: value,
                fix: "write the time as an integer, e.g. Math.floor(Date.now() / 1000)")
            return
        }
        if reportsMilliseconds, seconds >= 1_000_000_000_000 {
            findings.report(
                "\(name) is in milliseconds; ActivityKit reads UNIX seconds and ignores an update older than the newest it has, so this one applies and every later update in seconds (the app's own Activity.update included) is ignored",
                at: value,
                fix: "divide by 1000: Math.floor(Date.now() / 1000)")
        }
    }
}
