import SizeModel

/// An alert must have something to show.
///
/// Lint: `aps.alert` is an empty string, or an object with none of `title`, `subtitle`, `body`,
/// `loc-key`, `title-loc-key`, `subtitle-loc-key` as a non-empty string (nor a `title` or `body`
/// object with a `loc-key`, as a Live Activity alert is written), while the common `notification`
/// gives no title or body that the alert dictionary leaves out (`MessageContext.iosShowsAlert`).
/// A background push (`content-available`, or `apns-push-type:
/// background`) is not reported: an empty alert beside it is the silent-push idiom, with nothing
/// meant to be shown. In a Live Activity `update` or `end` with a `content-state`, the activity
/// still changes and the alert's title and body are only the text Apple Watch shows: reported as
/// advice. In a raw APNs payload, whose `apns-push-type` header is not in the text, a warning: a
/// VoIP push shows nothing from `aps` whatever it holds.
struct APNsAlertEmptyRule: Rule {
    static let description = RuleDescription(
        id: "apns-alert-empty",
        area: .apns,
        needs: [.apsAlert],
        defaultSeverity: .error,
        clauses: [.notShownAsMeant, .decidedElsewhere, .advice],
        summary: "aps.alert has no title, subtitle, body or loc key to show (warning in a raw APNs payload, whose push type is not visible; info in a Live Activity update or end with its content)",
        rationale: """
            iOS shows an alert from its title, subtitle and body (or the localized strings \
            their loc keys name). An alert with none of them displays nothing, and because \
            Notification Service Extensions only run for notifications that display an alert, \
            the extension does not run either. When the common notification has a title or \
            body that the alert dictionary leaves out, the rule stays quiet, since FCM fills the \
            alert from it; a string alert, or a title or body the dictionary sets to "", \
            overrides the notification's (FCM ApnsConfig.payload; firebase-admin ApsAlert: a \
            title \"if specified, overrides the title set via messaging.Notification\"), so it \
            shows nothing either. It also stays quiet \
            for a background push (content-available, or apns-push-type background): an empty \
            alert there ("alert": "" beside "content-available": 1 and "sound": "") is the old \
            silent-push idiom, and nothing was meant to be shown. Nor for a push type the system \
            never shows as an alert (voip, location, complication, fileprovider, mdm, pushtotalk, \
            widgets: Apple, apns-push-type), whether apns.headers or the headers of a request to \
            APNs itself (a curl with -H "apns-push-type: voip") name it. \
            A Live Activity update or end is different: the activity shows its content-state \
            whatever the alert holds, the alert is optional (Activity.update's \
            alertConfiguration), and its title and body are the text Apple Watch shows briefly \
            with the alert (ActivityKit AlertConfiguration), so an empty one only leaves that \
            text out (the Home Assistant push relay sends a title-only alert with an empty \
            title for a quiet update). \
            A raw APNs payload (a file of what is posted to APNs, {"aps": …} at the top level) \
            does not hold the request's apns-push-type header, which decides what the empty \
            alert means: under alert it shows nothing, but under voip the push goes to the app's \
            PushKit delegate, which reports the call itself (CallKit), and iOS displays nothing \
            from aps whatever it holds; VoIP test payloads are written {"aps": {"alert": ""}} \
            with the call's fields beside aps. An FCM message has no such push type (FCM sends \
            alert and background pushes), so there the empty alert is the error. \
            Severity: error, because the alert the sender wrote is never shown (E2); warning in a \
            raw APNs payload, because the push type the linter cannot see decides whether \
            anything was meant to be shown (W3); advice in a Live Activity update or end with a \
            content-state, which is shown all the same (I).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
            "https://developer.apple.com/documentation/usernotifications/modifying_content_in_newly_delivered_notifications",
            "https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns (apns-push-type: voip, location… are not shown as alerts)",
            "https://developer.apple.com/documentation/activitykit/alertconfiguration (title and body: the text Apple Watch shows for a Live Activity update)",
            "https://developer.apple.com/documentation/activitykit/activity/update(_:alertconfiguration:) (the alert configuration is optional)",
            "home-assistant/mobile-apps-fcm-push functions/live-activity.js (silent update: alert {title: ''})",
            "https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns (apns-push-type: alert, background, voip, …)",
            "https://developer.apple.com/documentation/pushkit/responding-to-voip-notifications-from-pushkit (a VoIP push is delivered to the PushKit delegate, which reports the call to CallKit)",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#ApnsConfig (payload: \"If present, it overrides google.firebase.fcm.v1.Notification.title and google.firebase.fcm.v1.Notification.body\")",
            "https://firebase.google.com/docs/reference/admin/python/firebase_admin.messaging#firebase_admin.messaging.ApsAlert (title: \"If specified, overrides the title set via messaging.Notification\")",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {↓"alert": {"launch-image": "a.png"}, "mutable-content": 1}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {↓"alert": {"title": ""}}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {↓"alert": ""}}}}}"#),
            // A string alert replaces the notification's text, and an empty title and body in the
            // alert dictionary blank the notification's.
            Example(#"{"message": {"topic": "news", "notification": {"title": "Sale"}, "apns": {"payload": {"aps": {↓"alert": ""}}}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Fetching events", "body": "Today's news"}, "apns": {"headers": {"apns-priority": "10"}, "payload": {"aps": {↓"alert": {"title": "", "body": ""}}}}}}"#),
            // home-assistant/mobile-apps-fcm-push: a quiet Live Activity update (advice).
            Example(#"{"token": "t", "apns": {"liveActivityToken": "LA", "headers": {"apns-priority": "5"}, "payload": {"aps": {"timestamp": 1704110400, "event": "update", "content-state": {"message": "Rinsing"}, ↓"alert": {"title": ""}}}}}"#),
            // A push-to-start with an empty alert is still an error: the start needs one.
            Example(#"{"message": {"token": "t", "apns": {"live_activity_token": "LA", "payload": {"aps": {"timestamp": 1704110400, "event": "start", "content-state": {"m": 1}, "attributes-type": "A", "attributes": {"a": 1}, ↓"alert": {"title": ""}}}}}}"#),
            // A raw APNs payload, as VoIP test payloads are written: the push type decides (warning).
            Example(#"{"aps": {↓"alert": ""}, "handle": "+15551234567", "uuid": "5B6E2C1A-0000-4000-8000-000000000001"}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": {"loc-key": "GAME_INVITE"}}}}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "apns": {"payload": {"aps": {"alert": {}}}}}}"#),
            // The dictionary leaves the body out: FCM fills it from the notification.
            Example(#"{"message": {"topic": "news", "notification": {"body": "New reply"}, "apns": {"payload": {"aps": {"alert": {"title": ""}}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi"}}}}}"#),
            // A VoIP push sent to APNs itself: PushKit hands it to the app, no alert is shown.
            Example("curl --http2 -H \"apns-topic: com.example.app.voip\" -H \"apns-push-type: voip\" -d '{\"aps\": {\"alert\": \"\"}, \"handle\": \"Alice\"}' https://api.sandbox.push.apple.com/3/device/$TOKEN\n"),
            Example(#"{"message": {"token": "t", "apns": {"headers": {"apns-push-type": "voip"}, "payload": {"aps": {"alert": ""}, "caller": "Alice"}}}}"#),
            // A silent push written the old way (flutterfire#13691).
            Example(#"{"aps": {"content-available": 1, "sound": "", "badge": 3, "alert": ""}, "data": {"notificationType": "NewTextMessage"}}"#),
            // Apple's ActivityKit update example: a localized title and body object.
            Example(#"{"aps": {"timestamp": 1685952000, "event": "update", "content-state": {"currentHealthLevel": 0.0}, "alert": {"title": {"loc-key": "%@ is knocked down!", "loc-args": ["Power Panda"]}, "body": {"loc-key": "Use a potion to heal %@!", "loc-args": ["Power Panda"]}, "sound": "HeroDown.mp4"}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let alert = message.apsAlert else { return }
        if APNsBackgroundIntent.isMarked(message) { return }
        // The alert's own text, a Live Activity's localized title or body, or the common
        // notification's title or body where the alert dictionary leaves that field out
        // (`iosShowsAlert`); an alert of another type is apns-alert-type's (counted as text).
        if message.iosShowsAlert { return }
        // A VoIP (PushKit), location… push is never shown as an alert, whatever aps.alert holds.
        // (Asked after the text, which most alerts have: the push type is read as a String.)
        if message.showsNoAlertByPushType { return }
        if Self.updatesLiveActivity(message) {
            findings.report(
                "aps.alert has no title or body: the Live Activity still updates, but its alert shows no text on Apple Watch",
                at: alert, anchor: .key, caseSeverity: .info, configuration: message.configuration,
                fix: "give the alert a title and body, or leave alert out for an update without an alert")
            return
        }
        if message.shape == .apnsPayload, message.apnsPushType == nil {
            findings.report(
                "aps.alert has no title, subtitle, body or loc key: sent as an alert push, iOS displays nothing and a Notification Service Extension does not run; the apns-push-type header, not in this payload, decides (a VoIP push shows nothing from aps anyway)",
                at: alert, anchor: .key, caseSeverity: .warning, configuration: message.configuration,
                fix: "give the alert a title and body for an alert push; a VoIP or background push needs no alert")
            return
        }
        findings.report(
            "aps.alert has no title, subtitle, body or loc key: iOS displays nothing, and a Notification Service Extension does not run",
            at: alert, anchor: .key, fix: "give the alert a title and body")
    }

    /// A Live Activity `update` or `end` that carries a `content-state` object: the activity
    /// shows that content whatever the alert holds.
    private static func updatesLiveActivity(_ message: MessageContext) -> Bool {
        guard let event = message.liveActivityEvent, event.stringEquals("update") || event.stringEquals("end"),
            let state = message.aps?.member(literal: "content-state"), state.isObject
        else { return false }
        return true
    }
}
