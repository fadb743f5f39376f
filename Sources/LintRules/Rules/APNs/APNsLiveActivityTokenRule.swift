import SizeModel

/// A Live Activity push through FCM needs `apns.live_activity_token`.
///
/// Lint: `apns.live_activity_token` (`liveActivityToken`) that is an empty string (a warning for
/// `live_activity_token` in an HTTP v1 message without `aps.event`, which FCM sends as an
/// ordinary push); or, in an FCM
/// message, an `aps.event` (a Live Activity payload) without the token, reported at `event`. A raw
/// APNs payload is sent to APNs with the activity's push token in the request path, so it has no
/// such field to require.
struct APNsLiveActivityTokenRule: Rule {
    static let description = RuleDescription(
        id: "apns-live-activity-token",
        area: .apns,
        needs: .liveActivity,
        defaultSeverity: .error,
        clauses: [.notShownAsMeant, .rejected, .decidedElsewhere],
        summary: "a Live Activity push has no live_activity_token, or an empty one",
        rationale: """
            FCM starts, updates and ends Live Activities only when apns.live_activity_token \
            carries the activity's push token from ActivityKit (the push-to-start token for \
            event start); the FCM registration token alone addresses the app, not the \
            activity, so a payload with aps.event and no live_activity_token cannot reach \
            it, whatever apns-push-type says (the catalog's exception for apns-push-type \
            liveactivity is dropped). firebase-admin-node rejects an empty token \
            ("apns.liveActivityToken must be a non-empty string"), so an empty liveActivityToken, \
            its spelling, is an error. In an HTTP v1 message without aps.event, an empty \
            live_activity_token ("" from an unset variable beside an \
            ordinary alert) is read by proto3's JSON mapping as the field unset: FCM delivers \
            the push to the app as an ordinary notification, and no Live Activity payload was \
            built, so whether one was meant is the sender's to say. The field \
            belongs to FCM's ApnsConfig: a raw APNs payload is sent straight to APNs with the \
            activity's push token as the device token, and is not asked for it. \
            Severity: error, because the notification meant is not shown (E2), or \
            firebase-admin-node refuses to send it (E1); an empty live_activity_token in an \
            HTTP v1 message without aps.event is a warning, because the push is delivered \
            as an ordinary one and whether a Live Activity was meant is decided by the sender \
            (W3).
            """,
        sources: [
            "https://firebase.google.com/docs/cloud-messaging/ios/live-activity",
            "firebase-admin-node src/messaging/messaging-internal.ts (validateApnsLiveActivityToken)",
            "https://protobuf.dev/programming-guides/json/ (a field set to its default value is the same as unset)",
        ],
        upstreamErrors: [
            "apns.liveActivityToken must be a string value",
            "apns.liveActivityToken must be a non-empty string",
        ],
        triggeringExamples: [
            Example(#"{"message": {"token": "t", "apns": {"payload": {"aps": {"timestamp": 1746583283, ↓"event": "update", "content-state": {"score": 2}}}}}}"#),
            Example(#"{"message": {"token": "t", "apns": {"live_activity_token": ↓"", "payload": {"aps": {"timestamp": 1746583283, "event": "end"}}}}}"#),
            // firebase-admin-node's test of an empty token: firebase-admin throws.
            Example(#"{"topic": "test", "apns": {"liveActivityToken": ↓"", "headers": {"apns-priority": "10"}}}"#),
            // An ordinary alert with an unset token (warning: FCM reads "" as unset).
            Example(#"{"message": {"token": "t", "apns": {"live_activity_token": ↓"", "payload": {"aps": {"alert": {"title": "Order shipped", "body": "Arrives Friday"}}}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"token": "t", "apns": {"live_activity_token": "LIVE_ACTIVITY_PUSH_TOKEN", "headers": {"apns-priority": "10"}, "payload": {"aps": {"timestamp": 1746583283, "event": "update", "content-state": {"demo": 1}}}}}}"#),
            // Apple's ActivityKit update example, a raw APNs payload sent with the activity's push token.
            Example(#"{"aps": {"timestamp": 1685952000, "event": "update", "content-state": {"currentHealthLevel": 0.941, "eventDescription": "Power Panda found a sword!"}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        if let token = message.liveActivityToken {
            guard MessageContext.isBlankLiveActivityToken(token) else { return }
            // firebase-admin-node's spelling (its ApnsConfig.liveActivityToken): it throws before
            // sending.
            if token.key?.stringEquals("liveActivityToken") == true {
                findings.report(
                    "apns.liveActivityToken is empty: firebase-admin throws \"apns.liveActivityToken must be a non-empty string\" and sends nothing",
                    at: token, fix: "set it to the activity's push token (or push-to-start token) from ActivityKit, or leave it out")
            } else if message.liveActivityEvent != nil {
                findings.report(
                    "apns.live_activity_token is empty; FCM cannot address the Live Activity", at: token,
                    fix: "set it to the activity's push token (or push-to-start token) from ActivityKit")
            } else {
                // No aps.event: no Live Activity payload was built, and FCM reads "" as unset.
                findings.report(
                    "apns.live_activity_token is empty, which FCM reads as unset: the push goes to the app as an ordinary notification, not to a Live Activity",
                    at: token, caseSeverity: .warning, configuration: message.configuration,
                    fix: "set it to the activity's push token from ActivityKit, or remove it")
            }
        } else if message.shape.isFCMMessage, let event = message.liveActivityEvent {
            // A raw APNs payload goes straight to APNs, addressed by the activity's push token in
            // the request path; live_activity_token is a field of FCM's ApnsConfig only.
            findings.report(
                "aps.event makes this a Live Activity push, but apns.live_activity_token is missing: the FCM token addresses the app, not the activity",
                at: event, anchor: .key,
                fix: "add apns.live_activity_token with the activity's push token (the push-to-start token for event start)")
        }
    }
}
