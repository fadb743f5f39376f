/// A push that shows nothing on iOS (background or data-only) must be sent at `apns-priority: 5`.
///
/// Lint: an explicit `apns-priority: "10"` on a message without alert, badge or sound (an error:
/// FCM rejects it); and `aps.content-available` without alert, badge or sound and without a
/// priority header (a warning: FCM's default then decides, which the linter cannot see). Live Activity updates and the special push types (`voip`, `location`, …) are not
/// background pushes and may use 10.
struct APNsPriority10WithoutAlertRule: Rule {
    static let description = RuleDescription(
        id: "apns-priority-10-without-alert",
        area: .apns,
        needs: [.apnsPriority, .apsContentAvailable],
        defaultSeverity: .error,
        clauses: [.rejected, .decidedElsewhere],
        summary: "a background or data-only iOS push is sent at apns-priority 10",
        rationale: """
            Apple: background notifications must be sent with apns-priority 5; priority 10 with \
            only content-available is an error, and APNs may refuse or drop it. FCM sends \
            apns-priority 10 when the header is absent, and answers a data-only iOS message at \
            priority 10 with a misleading INVALID_ARGUMENT ("invalid registration token"); \
            Firebase's priority guide: "Messages sent with high priority are rejected by the FCM \
            backend with the error INVALID_ARGUMENT". The explicit-header case is documented; \
            that FCM also applies its default of 10, and then rejects, when no header is given \
            rests on the ApnsConfig reference's default and is not reproduced here, so that case \
            is a warning: what FCM sends then is decided on its side, out of the linter's sight. A Live \
            Activity update (apns.live_activity_token, aps.event) shows no alert either, but it \
            is not a background push: Apple lets it use 5 or 10, and Firebase's own Live \
            Activity example sends it at 10; the special push types (voip, location, …) follow \
            their own rules. \
            Severity: error, because FCM rejects a data push to Apple devices sent at priority 10 \
            with INVALID_ARGUMENT (E1); warning without the header, because FCM's default \
            decides it, out of the linter's sight (W3).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/pushing-background-updates-to-your-app",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#ApnsConfig",
            "https://github.com/beste/firebase-php/issues/700",
            "https://firebase.google.com/docs/cloud-messaging/customize-messages/setting-message-priority",
            "https://github.com/node-apn/node-apn/issues/241",
            "https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications",
            "https://firebase.google.com/docs/cloud-messaging/ios/live-activity",
        ],
        upstreamErrors: ["Request contains an invalid argument."],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-priority": ↓"10"}, "payload": {"aps": {"content-available": 1}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {↓"content-available": 1}}}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"id": "7"}, "apns": {"headers": {"apns-priority": ↓"10"}}}}"#),
        ],
        nonTriggeringExamples: [
            // The notification is code (`notification,`): the block the code built, not none.
            Example(#"admin.messaging().send({notification, token: t, apns: {headers: {"apns-priority": "10"}}});"#),
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-priority": "5", "apns-push-type": "background"}, "payload": {"aps": {"content-available": 1}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-priority": "10"}, "payload": {"aps": {"alert": "Hi", "content-available": 1}}}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"id": "7"}}}"#),
            Example(#"{"message": {"token": "fcm-token", "apns": {"live_activity_token": "activity-token", "headers": {"apns-priority": "10"}, "payload": {"aps": {"event": "update", "timestamp": 1800000000, "content-state": {"phase": "ONGOING"}, "stale-date": 1800004500}}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // A raw APNs payload or a device capture has no FCM default priority to reason about.
        guard message.shape.isFCMMessage, !message.isUserVisibleOnIOS, !message.isSpecialAPNsPush else { return }
        let fix = "set \"apns-priority\": \"5\" (and \"apns-push-type\": \"background\") in apns.headers"
        if let priority = message.apnsHeader(.priority) {
            guard priority.stringEquals("10") else { return }
            findings.report(
                "a push that shows nothing on iOS is sent at apns-priority 10; background and data-only pushes must use 5",
                at: priority, fix: fix)
        } else if let flag = message.contentAvailable {
            findings.report(
                "a background push (content-available only) has no apns-priority header, so FCM's default decides it (documented as 10); Apple requires 5",
                at: flag, anchor: .key, caseSeverity: .warning, configuration: message.configuration, fix: fix)
        }
    }
}
