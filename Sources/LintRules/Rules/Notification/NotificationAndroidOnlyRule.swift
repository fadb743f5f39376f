import SizeModel

/// Text written only for Android reaches no other platform.
///
/// Lint: an `android.notification` with a title, body or loc key, in a message with no
/// `notification` block, no `apns` and no `webpush` block, that is not restricted to one Android
/// package: an iOS or web device the token, topic or condition reaches shows nothing. Reported at
/// the `android.notification` key.
struct NotificationAndroidOnlyRule: Rule {
    static let description = RuleDescription(
        id: "notification-android-only",
        area: .notification,
        needs: [.androidNotification],
        defaultSeverity: .info,
        clauses: [.advice],
        summary: "the notification's text is only in android.notification",
        rationale: """
            FCM reads android.notification for Android devices only; Apple devices get their \
            alert from the notification block or apns.payload.aps.alert, web apps from the \
            notification block or webpush.notification. A message whose only text is in \
            android.notification is a notification on Android and, on an iOS or web device, a \
            message with nothing to show. django-push-notifications builds its FCM messages so \
            after moving to the HTTP v1 API (dict_to_fcm_message puts the text in \
            android.notification): FCM accepted every send and iOS devices stopped showing \
            anything while Android kept working (jazzband/django-push-notifications#723; a \
            messaging.Message with a notification block worked on both). Many senders mean \
            Android alone (Rails Action Push Native sends Apple devices through APNs itself and \
            only Android through FCM), and which platform a token or topic reaches is not in \
            the message, so this is a note: a message with an apns or webpush block, or \
            restricted to one Android package (android.restricted_package_name), is not \
            reported. \
            Severity: info, because this is advice: nothing is rejected or lost on the Android \
            devices the message may be meant for (I).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#AndroidNotification",
            "https://firebase.google.com/docs/cloud-messaging/concept-options#customizing-messages-across-platforms",
            "https://github.com/jazzband/django-push-notifications/issues/723 (iOS notifications stopped after the HTTP v1 move; Android worked)",
            "jazzband/django-push-notifications push_notifications/gcm.py (dict_to_fcm_message: the text goes into messaging.AndroidNotification)",
            "rails/action_push_native lib/action_push_native/service/fcm.rb (payload_from: android.notification only, for Android devices)",
        ],
        triggeringExamples: [
            // django-push-notifications' device.send_message("You've got mail") after its HTTP v1 move.
            Example(#"{"message": {"android": {↓"notification": {"body": "You've got mail"}}, "token": "t"}}"#),
            Example(#"{"token": "t", "data": {"type": "order"}, "android": {"ttl": 2000, ↓"notification": {"title": "Order update", "body": "Your order has shipped"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"token": "t", "notification": {"title": "Hi"}, "android": {"notification": {"channel_id": "news"}}}}"#),
            Example(#"{"message": {"token": "t", "android": {"notification": {"title": "Hi"}}, "apns": {"payload": {"aps": {"alert": {"title": "Hi"}}}}}}"#),
            Example(#"{"message": {"token": "t", "android": {"restricted_package_name": "com.example.app", "notification": {"title": "Hi"}}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"notification": {"title": "Hi"}}, "webpush": {"notification": {"title": "Hi"}}}}"#),
            // A textless android.notification is notification-empty's.
            Example(#"{"message": {"token": "t", "android": {"notification": {"channel_id": "news"}}, "data": {"a": "1"}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.isRoutedShape, message.notification == nil, message.apns == nil, message.webpush == nil,
            message.androidRestrictedPackageName == nil,
            let android = message.androidNotification, android.isObject,
            Self.textNames.contains(where: { name in
                guard let value = android.member(name) else { return false }
                return !(value.isString && value.stringEquals(""))
            })
        else { return }
        findings.report(
            "the notification's only text is in android.notification: an iOS or web device this message reaches gets no notification (FCM reads android.notification for Android alone)",
            at: android, anchor: .key,
            fix: "put the title and body in the notification block (android.notification keeps the Android-only options), or restrict the message to Android tokens")
    }

    /// The members of `android.notification` that give the notification its text.
    private static let textNames = ["title", "body", "title_loc_key", "titleLocKey", "body_loc_key", "bodyLocKey"]
}
