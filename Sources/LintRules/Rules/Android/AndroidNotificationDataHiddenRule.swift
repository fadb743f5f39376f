/// The data of a notification message reaches a background Android app only when tapped.
///
/// Lint: Android draws the message (a display block), the Android data map is not empty, and the
/// message shows that the sender expects the app to be woken for the data: it asks iOS to wake the
/// app (`aps.content-available: 1`) or sets `android.priority` high explicitly (already the default
/// of notification messages). Android does neither for a notification message in the background.
/// Reported at the data map's key. Messages whose data the app draws itself are reported by
/// `android-duplicate-display` or `notifykit-android-notification-block` instead, and
/// awesome_notifications_fcm's content is drawn on arrival by its own service.
struct AndroidNotificationDataHiddenRule: Rule {
    static let description = RuleDescription(
        id: "android-notification-data-hidden",
        area: .android,
        needs: [.notification, .androidNotification],
        defaultSeverity: .info,
        clauses: [.advice],
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
            rules about drawing (notifee_options, notifee, title and body), and so is \
            awesome_notifications_fcm's content blob (a content key naming a channelKey, or the \
            flattened content.channelKey): its AwesomeFcmService overrides handleIntent and \
            passes every message, a notification message included, to its own onMessageReceived, \
            so the data does reach the app on arrival (its README's own payloads set \
            android.priority high beside a notification block). \
            Severity: info, because this is advice: nothing is rejected or lost (I).
            """,
        sources: [
            "https://firebase.google.com/docs/cloud-messaging/android/receive-messages",
            "https://github.com/firebase/firebase-android-sdk/issues/2639",
            "https://github.com/firebase/firebase-android-sdk/issues/6387",
            "https://github.com/invertase/notifee/issues/393",
            "awesome_notifications_fcm AndroidAwnFcmCore me/carda/awesome_notifications_fcm/core/services/AwesomeFcmService.java (handleIntent)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "body": "B"}, ↓"data": {"orderId": "7"}, "apns": {"payload": {"aps": {"content-available": 1}}}}}"#),
            Example(#"{"message": {"token": "fGw0qy4TGgk:APA91bGtWGju", "android": {"notification": {"title": "t", "body": "b"}, "priority": "high"}, ↓"data": {"account": "Igor"}}}"#),
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
        guard message.contentAvailable?.integerValue == 1 || message.isAndroidHighPriority,
            message.hasAndroidDisplayBlock,
            message.androidBlob == nil, !message.androidDataIsRenderedByApp,
            let data = message.effectiveAndroidData, data.count > 0
        else { return }
        let name = message.androidData != nil ? "android.data" : "data"
        let expectation = message.contentAvailable?.integerValue == 1 ? "aps.content-available wakes the iOS app for this data" : "android.priority high does not wake the app for this data"
        findings.report(
            "\(expectation): Android draws the notification itself and hands \(name) to the app only when the user taps it",
            at: data, anchor: .key,
            fix: "if the app needs the data on arrival, send Android data-only and display the notification from the app")
    }
}
