import SizeModel

/// Starting a Live Activity remotely needs iOS 17.2.
///
/// Lint: `aps.event` is `start`; reported at the value.
struct APNsLiveActivityIOSVersionRule: Rule {
    static let description = RuleDescription(
        id: "apns-live-activity-ios-version",
        area: .apns,
        needs: .liveActivity,
        defaultSeverity: .info,
        clauses: [.advice],
        summary: "starting a Live Activity by push needs iOS 17.2 or later",
        rationale: """
            FCM: Live Activities need iOS 16.1, and starting one remotely (event start with a \
            push-to-start token) needs iOS 17.2. Devices on older versions never show the \
            activity, so the app needs another path for them. \
            Severity: info, because this is advice: nothing is rejected or lost (I).
            """,
        sources: ["https://firebase.google.com/docs/cloud-messaging/ios/live-activity"],
        triggeringExamples: [
            Example(#"{"message": {"token": "t", "apns": {"live_activity_token": "LA", "payload": {"aps": {"timestamp": 1746583283, "event": ↓"start", "content-state": {"demo": 1}, "attributes-type": "DemoAttributes", "attributes": {"demoAttribute": 1}}}}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"token": "t", "apns": {"live_activity_token": "LA", "payload": {"aps": {"timestamp": 1746583283, "event": "update", "content-state": {"demo": 1}}}}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let event = message.liveActivityEvent, event.stringEquals("start") else { return }
        findings.report(
            "starting a Live Activity by push works on iOS 17.2 and later only (updates need 16.1)", at: event)
    }
}
