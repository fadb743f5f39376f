import SizeModel

/// A Live Activity's `stale-date` and `dismissal-date` are UNIX seconds, not milliseconds.
///
/// Lint, for a message with `aps.event` or `apns.live_activity_token`: an integer
/// `aps.stale-date` or `aps.dismissal-date` of 13 or more digits (a JavaScript `Date.now()`).
/// A `timestamp` in milliseconds is `apns-live-activity-fields`' (every later update in seconds
/// would look older and be ignored); other wrong forms of these dates are its too.
struct APNsLiveActivityDateMillisecondsRule: Rule {
    static let description = RuleDescription(
        id: "apns-live-activity-date-milliseconds",
        area: .apns,
        needs: .liveActivity,
        defaultSeverity: .warning,
        clauses: [.degraded],
        summary: "a Live Activity stale-date or dismissal-date looks like milliseconds",
        rationale: """
            Apple: stale-date and dismissal-date are UNIX timestamps in seconds. A 13-digit \
            value is a JavaScript Date.now() in milliseconds: read as seconds it is tens of \
            thousands of years away. The push still decodes and applies; the activity is just \
            never marked stale, or an ended activity is not removed when meant and stays on the \
            Lock Screen until the system removes it (up to four hours after it ends). \
            Severity: warning, because the activity is updated or ended, but not as meant (W1).
            """,
        sources: [
            "https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications",
            "https://developer.apple.com/documentation/activitykit/activityuidismissalpolicy",
            "https://github.com/kisimediaDE/capacitor-live-activity/issues/7 (a dismissal date in milliseconds: the ended activity stayed on screen; in seconds it was removed)",
        ],
        triggeringExamples: [
            // growthlabsinc/Growth-Training's end push: 'dismissal-date': Date.now() + 2.
            Example(#"{"message": {"token": "t", "apns": {"live_activity_token": "LA", "payload": {"aps": {"timestamp": 1705314600, "event": "end", "dismissal-date": ↓1705314602000}}}}}"#),
            Example(#"{"aps": {"timestamp": 1705314600, "event": "update", "content-state": {"eta": 5}, "stale-date": ↓1705315500000}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"token": "t", "apns": {"live_activity_token": "LA", "payload": {"aps": {"timestamp": 1705314600, "event": "end", "dismissal-date": 1705314602}}}}}"#),
            Example(#"{"aps": {"timestamp": 1705314600, "event": "update", "content-state": {"eta": 5}, "stale-date": 1705315500}}"#),
        ])

    /// The smallest 13-digit number, the first value read as milliseconds.
    static let millisecondThreshold = 1_000_000_000_000

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.liveActivityEvent != nil || message.addressingLiveActivityToken != nil,
            let aps = message.aps, aps.isObject
        else { return }
        for name in ["stale-date", "dismissal-date"] {
            guard let value = aps.member(name), let seconds = value.integerValue,
                seconds >= Self.millisecondThreshold
            else { continue }
            findings.report(
                "aps.\(name) is in milliseconds; ActivityKit reads UNIX seconds, so the date is tens of thousands of years away",
                at: value, fix: "divide by 1000 (Math.floor(Date.now() / 1000) + seconds)")
        }
    }
}
