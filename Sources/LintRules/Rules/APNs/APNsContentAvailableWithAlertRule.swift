import SizeModel

/// `content-available` together with an alert makes a mixed push.
///
/// Lint: `aps.content-available` (firebase-admin's `contentAvailable` in a firebase-admin object;
/// not 0) on a message that shows an alert, badge or sound on iOS; reported at the flag. A
/// misspelling such as `content_available` wakes nothing and is `apns-aps-key-spelling`'s. Not
/// for a push type the system never shows (`voip`, `location`, …): nothing is mixed there.
struct APNsContentAvailableWithAlertRule: Rule {
    static let description = RuleDescription(
        id: "apns-content-available-with-alert",
        area: .apns,
        needs: [.apsContentAvailable],
        defaultSeverity: .info,
        clauses: [.advice],
        summary: "content-available is combined with an alert, badge or sound",
        rationale: """
            iOS accepts an alert with content-available: it shows the notification and also \
            launches the app in the background (if it has the remote-notification background \
            mode), and many senders do this on purpose. It is worth knowing what it does not \
            do: the background launch is throttled like any background push, it does not run \
            for an app the user force-quit, and client SDKs route such mixed messages \
            differently (with React Native Firebase, onMessage is not called on iOS). The \
            catalog's warning is lowered to info because the combination is legitimate and \
            common. Only the key APNs reads counts: "content_available" reaches the device as \
            an unknown key and wakes nothing (apns-aps-key-spelling reports it). \
            An empty sound or alert string beside content-available is the old silent-push \
            idiom: iOS shows and plays nothing, so it is a plain background push. An alert \
            dictionary without text ({} or empty strings) shows nothing either (apns-alert-empty), \
            so with no badge or sound beside it nothing is shown and there is nothing mixed to \
            say; with a badge or sound the note says what iOS does show. Under a push type the \
            system never shows as an alert (apns-push-type voip, location, pushtotalk, …) none of \
            this holds: PushKit or the extension receives the whole payload, iOS shows no alert, \
            plays no sound and sets no badge from aps, and the launch is not a throttled \
            background launch (a VoIP push must be reported to CallKit), so there is nothing \
            mixed; call servers write content-available and an alert beside voip out of habit \
            (audit65: Agora and WebRTC call servers, a Go FCM sender), and apns-voip-limit says \
            what a VoIP push needs. \
            Severity: info, because this is advice: nothing is rejected or lost (I).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/pushing-background-updates-to-your-app",
            "https://github.com/invertase/react-native-firebase/issues/7084",
            "https://github.com/rafaelsetragni/awesome_notifications_fcm/issues/8 (SpringBoard: content-available 1 with sound \"\" under apns-push-type background logged as hasSound: 0, pushType: Background)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "apns": {"payload": {"aps": {↓"content-available": 1}}}}}"#),
            // A sound and badge without an alert (enclosure_ios_2025): no text is shown.
            Example(#"{"message": {"topic": "news", "data": {"sync": "1"}, "apns": {"payload": {"aps": {"sound": "default", "badge": 1, ↓"content-available": 1}}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"sync": "1"}, "apns": {"headers": {"apns-priority": "5", "apns-push-type": "background"}, "payload": {"aps": {"content-available": 1}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "content-available": 0}}}}}"#),
            Example(#"{"message": {"token": "t1", "notification": {"title": "New follower", "body": "Omar followed you"}, "apns": {"payload": {"aps": {"content_available": true}}}}}"#),
            Example(#"{"message": {"token": "t", "data": {"order_id": "123123"}, "apns": {"headers": {"apns-push-type": "background", "apns-priority": "5"}, "payload": {"aps": {"content-available": 1, "sound": ""}}}}}"#),
            // A raw APNs payload curled with apns-push-type: background (audit42): the alert has
            // no text, so iOS shows nothing (apns-alert-empty says so).
            Example(#"{"aps": {"alert": {}, "content-available": 1}}"#),
            // A VoIP push (audit65, an Agora call server): PushKit gets the payload and iOS shows
            // nothing from aps, so nothing is mixed.
            Example(#"{"message": {"token": "t", "data": {"type": "voip_incoming_call"}, "apns": {"headers": {"apns-push-type": "voip", "apns-priority": "10"}, "payload": {"aps": {"alert": {"title": "Ana is calling", "body": "Incoming video call"}, "badge": 1, "sound": "default", "content-available": 1}}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let flag = message.contentAvailable, flag.integerValue != 0, flag.boolValue != false,
            message.isUserVisibleOnIOS, !message.showsNoAlertByPushType
        else { return }
        // An alert without text shows nothing (`iosShowsAlert`); a push that shows nothing is
        // no longer user-visible (`isUserVisibleOnIOS`), so here a push without alert text has
        // a badge or sound.
        let alertHasText = message.iosShowsAlert
        // A sound or badge without an alert shows no notification text: say what iOS does.
        let shown = alertHasText
            ? "content-available with an alert, badge or sound: iOS shows the notification"
            : "content-available with a sound or badge but no alert: iOS plays the sound or sets the badge"
        findings.report(
            "\(shown) and also wakes the app in the background (throttled); some client SDKs handle such mixed messages differently",
            at: flag, anchor: .key,
            fix: "keep it only if the app needs background time for this notification; otherwise remove content-available")
    }
}
