import SizeModel

/// A data-only message meant for iOS needs `aps.content-available: 1` to reach a backgrounded
/// app.
///
/// Lint: iOS gets no alert, badge or sound and no `content-available`, the message carries data
/// for the app, and it is meant for iOS: it has an APNs payload or an `apns-priority` or
/// `apns-push-type` header, or the data carries something the app is to draw (`notifee_options`;
/// beside an `apns` block, `title` and `body`, `data.notifee` or awesome_notifications_fcm's
/// content). Plain data
/// messages without an
/// `apns` block (Firebase's own data-message examples, Android-only data) are not reported. An
/// error when the message declares `apns-push-type: background` (FCM rejects it); else a warning.
struct APNsDataOnlyNoContentAvailableRule: Rule {
    static let description = RuleDescription(
        id: "apns-data-only-no-content-available",
        area: .apns,
        defaultSeverity: .warning,
        clauses: [.decidedElsewhere, .rejected],
        summary: "a data-only message meant for iOS has no aps.content-available, so a backgrounded app never gets it",
        rationale: """
            On iOS a message without an alert, badge or sound is only handed to the app in the \
            background when aps has "content-available": 1 (a background update); otherwise \
            FCM delivers it only while the app is in the foreground, and background handlers \
            (React Native Firebase, FlutterFire onBackgroundMessage) never run. A data message \
            is only an iOS problem when it is meant for iOS, so the rule fires when the message \
            has an APNs payload, an apns-priority or apns-push-type header, or data carrying a \
            notification for the app to draw: a notifee_options blob, or, beside an apns block, \
            title and body keys, Notifee's data.notifee, or awesome_notifications_fcm's content \
            blob (which its README \
            says iOS draws only in the Notification Service Extension, from an alert with \
            mutable_content). Plain data messages that only Android handles are left alone, and so is an aps with mutable-content: it asks for the \
            Notification Service Extension, so an alert was meant, and \
            apns-mutable-content-without-alert says it is missing. A message that says \
            apns-push-type background itself (with mutable-content or not) \
            declares a background push, which Apple requires to carry content-available: 1; FCM \
            answers one without it with 400 INVALID_ARGUMENT, reported as an invalid \
            registration token (firebase/firebase-ios-sdk#4605: the same token is accepted once \
            the apns block is dropped; a Firebase engineer on firebase-admin-node#1224: make sure \
            the payload says content-available). \
            Severity: warning, because something the linter cannot see decides the outcome (W3); \
            error when apns-push-type is background, because FCM rejects the request (E1).
            """,
        sources: [
            "https://firebase.google.com/docs/cloud-messaging/concept-options#data_messages",
            "https://developer.apple.com/documentation/usernotifications/pushing-background-updates-to-your-app",
            "https://github.com/firebase/flutterfire/issues/8197",
            "https://github.com/invertase/react-native-firebase/issues/3615",
            "https://github.com/invertase/react-native-firebase/issues/5057",
            "https://github.com/firebase/firebase-ios-sdk/issues/4605",
            "https://github.com/firebase/firebase-admin-node/issues/1224",
        ],
        upstreamErrors: ["The registration token is not a valid FCM registration token"],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"orderId": "7"}, ↓"apns": {"headers": {"apns-priority": "5"}}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"orderId": "7"}, "apns": {"payload": {↓"aps": {"category": "ORDER"}}}}}"#),
            Example(#"{"message": {"topic": "news", "data": {↓"notifee_options": "{\"_v\":1}"}}}"#),
            // awesome_notifications_fcm's content blob with an apns-priority header but no alert.
            Example(#"{"message": {"token": "t", "data": {"content": "{\"id\":1,\"channelKey\":\"alerts\"}"}, ↓"apns": {"headers": {"apns-priority": "5"}}}}"#),
            // firebase/firebase-ios-sdk#4605: a background push type without content-available;
            // FCM answered 400 "Invalid registration token".
            Example(#"{"message": {"token": "fcm-token", "data": {"id": "7"}, ↓"apns": {"headers": {"apns-priority": "5", "apns-push-type": "background"}}}}"#),
            // A call-cancel push (audit41, trimmed): a background push type with mutable-content
            // and an alert of empty strings, but no content-available.
            Example(#"{"message": {"token": "t", "data": {"callId": "42"}, "apns": {"headers": {"apns-priority": "5", "apns-push-type": "background"}, "payload": {↓"aps": {"alert": {"title": "", "body": ""}, "sound": "", "mutable-content": 1}}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"title": "Hi", "body": "There"}}}"#),
            Example(#"{"message": {"token": "bk3RNwTe3H0:CI2k_HHwgIpoDKCIZvvDMExUdFQ3P1", "data": {"Nick": "Mario", "body": "great match!", "Room": "PortugalVSDenmark"}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"orderId": "7"}, "android": {"priority": "high"}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"sync": "1"}, "apns": {"headers": {"apns-priority": "5", "apns-push-type": "background"}, "payload": {"aps": {"content-available": 1}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-expiration": "1604750400"}}, "android": {"ttl": "4500s"}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"orderId": "7"}, "apns": {"payload": {"aps": {"alert": "Order shipped"}}}}}"#),
            Example(#"{"to": "/topics/news", "content_available": true, "data": {"title": "Hi", "body": "There"}}"#),
            // mutable-content without an alert: an alert was meant (apns-mutable-content-without-alert
            // reports it), not data (Pushwoosh/pushwoosh-ios-sdk#50's raw APNs root parameters).
            Example(#"{"aps": {"mutable-content": 1}, "attachment": "https://cdn.example.com/a.jpg"}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // A legacy body says content_available at the top level, and the legacy rules reject it anyway.
        guard message.shape != .legacy, !message.isUserVisibleOnIOS, message.contentAvailableIntent == nil,
            !message.isSpecialAPNsPush, message.carriesAppContentForIOS
        else { return }
        // Apple keys written beside a missing aps mean an alert, not data: apns-payload-missing-aps
        // names them and says to move them in.
        if message.aps == nil, let payload = message.apnsPayload, payload.isObject,
            !APNsPayloadMissingApsRule.apsKeysBesideAps(in: payload).isEmpty
        { return }
        // mutable-content asks for the Notification Service Extension, which runs only for an
        // alert: an alert was meant, and apns-mutable-content-without-alert says it is missing;
        // but a declared background push is refused without content-available all the same.
        let declaresBackground = message.apnsHeader(.pushType)?.stringEquals("background") == true
        if message.hasMutableContent, !declaresBackground { return }
        // Without any APNs part, only a Notify Kit blob says the message is meant for iOS too;
        // title and body data keys alone are the classic Android data-only pattern.
        let marker = message.clientRenderMarker.flatMap { marker in
            message.apns != nil || marker.key?.stringEquals("notifee_options") == true ? marker : nil
        }
        // An apns block that only sets apns-expiration or apns-collapse-id says nothing about
        // delivery intent (Firebase's TTL example); a priority or push type does.
        let deliveryHeaders = message.apnsHeader(.priority) ?? message.apnsHeader(.pushType)
        let apnsBlock = deliveryHeaders == nil ? nil : message.apns.flatMap { $0.isObject ? $0 : nil }
        guard let place = message.aps ?? message.apnsPayload ?? apnsBlock ?? marker else { return }
        // A message that declares a background push without content-available is refused by FCM.
        if declaresBackground {
            findings.report(
                "apns-push-type is background but aps has no content-available: 1, which Apple requires of a background push; FCM rejects the request (400 INVALID_ARGUMENT, reported as an invalid registration token)",
                at: place, anchor: .key, caseSeverity: .error, configuration: message.configuration,
                fix: "add \"content-available\": 1 to apns.payload.aps")
            return
        }
        var text = "this data-only message for iOS has no aps.content-available: 1, so iOS does not wake the app; the data arrives only while the app is in the foreground"
        if marker != nil {
            text += ", and the notification the app means to draw from it never appears in the background"
        }
        findings.report(
            text, at: place, anchor: .key,
            fix: marker == nil
                ? "add \"content-available\": 1 to apns.payload.aps (with apns-push-type background and apns-priority 5)"
                : "send iOS an alert (apns.payload.aps.alert with mutable-content 1) instead of data only")
    }
}
