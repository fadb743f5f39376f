/// The data of a notification message reaches a background Android app only when tapped.
///
/// Lint: Android draws the message (a display block), the Android data map is not empty, and the
/// message shows that the sender expects the app to be woken for the data: it asks iOS to wake the
/// app (`aps.content-available: 1`) or sets `android.priority` high explicitly (already the default
/// of notification messages). Android does neither for a notification message in the background.
/// Reported at the data map's key. Messages whose data the app draws itself are reported by
/// `android-duplicate-display` or `notifykit-android-notification-block` instead, and
/// awesome_notifications_fcm's content is drawn on arrival by its own service. A warning for an
/// incoming-call push (`IncomingCallPush`), which then cannot ring.
struct AndroidNotificationDataHiddenRule: Rule {
    static let description = RuleDescription(
        id: "android-notification-data-hidden",
        area: .android,
        needs: [.notification, .androidNotification],
        defaultSeverity: .info,
        clauses: [.advice, .degraded],
        summary: "the message expects the app to wake for its data, but Android hands it over only on tap",
        rationale: """
            When a message with a notification block reaches an Android app in the background, \
            the FCM SDK posts the notification itself and onMessageReceived does not run: the \
            data keys travel only as extras of the tap intent. The app cannot read them before \
            the user taps, cannot change the notification, and never sees them when the \
            notification is dismissed. This message shows that the sender expects the app to be \
            woken for the data: it sets aps.content-available: 1 (which wakes the iOS app) or \
            android.priority high (already the default of notification messages, so it buys \
            nothing here). Every notification + data message behaves this way, as Firebase \
            documents for its own examples, so the rule speaks only when the message shows that \
            expectation. Send Android data-only and draw the notification in the app when it \
            needs the data first. This holds for native FirebaseMessagingService apps; React \
            Native Firebase's receiver still hands notification + data messages to the \
            background handler (which is why android-duplicate-display exists), so for React \
            Native apps the finding is only advice. Data the app draws itself is left to the \
            rules about drawing (notifee_options, notifee, a title key beside a body key such as \
            title and body or title and message), and so is \
            awesome_notifications_fcm's content blob (a content key naming a channelKey, or the \
            flattened content.channelKey): its AwesomeFcmService overrides handleIntent and \
            passes every message, a notification message included, to its own onMessageReceived, \
            so the data does reach the app on arrival (its README's own payloads set \
            android.priority high beside a notification block). \
            An incoming-call push (taken for one as android-ttl-zero takes it: a type-like data \
            value naming a call or a ring, a data key naming a call, apns-push-type voip) is the \
            case where it costs the call: the app in the background cannot show its call screen \
            (a full-screen intent, ConnectionService, flutter_callkit_incoming or CallKeep) or \
            loop a ringtone, and the user gets an ordinary notification that rings once. Two \
            backend guides written after the fact report it: innovfix/onlycare_complete ("Impact: \
            Incoming call ringing screen not appearing", fixed by removing the notification \
            block) and a Laravel call backend whose android.notification gave "no full-screen UI, \
            app doesn't wake up, user misses most calls". \
            Severity: info, because this is advice: nothing is rejected or lost (I); warning for \
            an incoming-call push, because the call is shown as an ordinary notification instead \
            of ringing (W1).
            """,
        sources: [
            "https://firebase.google.com/docs/cloud-messaging/android/receive-messages",
            "https://github.com/firebase/firebase-android-sdk/issues/2639",
            "https://github.com/firebase/firebase-android-sdk/issues/6387",
            "https://github.com/invertase/notifee/issues/393",
            "https://github.com/innovfix/onlycare_complete/blob/f27297ef5ba257ddd55ef7a884567f6a7fb4b9b5/android_app/FOR_BACKEND_TEAM_FINAL.md",
            "awesome_notifications_fcm AndroidAwnFcmCore me/carda/awesome_notifications_fcm/core/services/AwesomeFcmService.java (handleIntent)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "body": "B"}, ↓"data": {"orderId": "7"}, "apns": {"payload": {"aps": {"content-available": 1}}}}}"#),
            Example(#"{"message": {"token": "fGw0qy4TGgk:APA91bGtWGju", "android": {"notification": {"title": "t", "body": "b"}, "priority": "high"}, ↓"data": {"account": "Igor"}}}"#),
            // An incoming call (a warning): the app cannot ring while Android draws the message.
            Example(#"{"message": {"token": "t", "notification": {"title": "Incoming call", "body": "Alice is calling"}, ↓"data": {"type": "incoming_call", "call_id": "c-1"}, "android": {"priority": "high"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "body": "B"}, "data": {"orderId": "7"}}}"#),
            Example(#"{"message": {"topic": "subscriber-updates", "notification": {"title": "NewsMagazine.com", "body": "This week's edition is now available."}, "data": {"volume": "3.21.15"}, "android": {"priority": "normal"}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"orderId": "7"}, "apns": {"payload": {"aps": {"content-available": 1}}}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "body": "B"}, "apns": {"payload": {"aps": {"content-available": 1}}}}}"#),
            // awesome_notifications_fcm's README payload (flattened form, trimmed): its service
            // intercepts every message and draws the content from the data.
            Example(#"{"message": {"token": "t", "android": {"priority": "high"}, "notification": {"title": "Huston!", "body": "A small step"}, "data": {"content.id": "1", "content.channelKey": "alerts", "content.notificationLayout": "BigPicture"}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // Read once: it decides the guard and the message's text.
        let wakesIOSApp = message.contentAvailable?.integerValue == 1
        guard wakesIOSApp || message.isAndroidHighPriority,
            message.hasAndroidDisplayBlock,
            message.androidBlob == nil, !message.androidDataIsRenderedByApp,
            let data = message.effectiveAndroidData, data.count > 0
        else { return }
        let name = message.androidData != nil ? "android.data" : "data"
        let expectation = wakesIOSApp ? "aps.content-available wakes the iOS app for this data" : "android.priority high does not wake the app for this data"
        // Only messages that get a kept finding pay for the call test.
        if let call = IncomingCallPush.sign(in: message, reportingInto: findings) {
            findings.report(
                "this is an incoming call (\(call.sign)), but Android draws the notification itself while the app is in the background: the app cannot show its call screen or ring, and gets \(name) only when the user taps",
                at: data, anchor: .key, caseSeverity: .warning, configuration: message.configuration,
                fix: "send the call to Android as data only (android.priority high, no notification block) and let the app show the call")
            return
        }
        findings.report(
            "\(expectation): Android draws the notification itself and hands \(name) to the app only when the user taps it",
            at: data, anchor: .key,
            fix: "if the app needs the data on arrival, send Android data-only and display the notification from the app")
    }
}
