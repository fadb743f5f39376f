import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Pushes whose alert has no text (`""`, `{}`, empty title and body) or whose common
    /// notification is empty: the `iosShowsAlert` fact (an alert without text is no alert) on
    /// real senders. Each payload is the one the cited code sends, serialized as it would be, and
    /// trimmed to the members that matter. Sources without a repository name were found by their
    /// code in the search index; the text quoted identifies them.
    static let alertTextCases: [RealWorldCase] = [
        // A church app's FCM test script (sendSermonEvent), firebase-admin: "mutable-content: 1 이
        // 있어야 UNNotificationServiceExtension 이 실행된다" (the extension saves to the App Group and
        // reloads the widget). The alert of empty strings is no alert, so the extension never runs
        // (Apple: it runs only for notifications configured to display an alert); the badge 0 is
        // the only user-visible part.
        RealWorldCase(
            "sermon-widget-refresh-empty-alert",
            #"{"token": "t", "android": {"priority": "normal", "data": {"topic": "sermon_events_v2", "title": "[#1] 4. 믿음은 하나님의 주권을 인정하는 것이다!"}}, "apns": {"headers": {"apns-push-type": "alert", "apns-priority": "10"}, "payload": {"aps": {"content-available": 1, "mutable-content": 1, "alert": {"title": "", "body": ""}, "badge": 0}, "topic": "sermon_events_v2", "title": "[#1] 4. 믿음은 하나님의 주권을 인정하는 것이다!"}}}"#,
            expected: [
                "apns-badge-zero /apns/payload/aps/badge",
                "apns-content-available-with-alert /apns/payload/aps/content-available",
                "apns-mutable-content-without-alert /apns/payload/aps/mutable-content",
            ]),
        // The same script, sendWidgetKitPush step 1 ("iOS Extension message"): no mutable-content.
        RealWorldCase(
            "sermon-widgetkit-step-empty-alert",
            #"{"token": "t", "data": {"topic": "qt_events", "silent": "true", "widget_update_only": "true"}, "android": {"priority": "high"}, "apns": {"payload": {"aps": {"content-available": 1, "alert": {"title": "", "body": ""}, "badge": 0}}, "headers": {"apns-push-type": "alert", "apns-priority": "10"}}}"#,
            expected: [
                "apns-badge-zero /apns/payload/aps/badge",
                "apns-content-available-with-alert /apns/payload/aps/content-available",
            ]),
        // A Django backend's send_push_notification (PyFCM notify, HTTP v1): title and body only in
        // data, apns aps {"alert": {}, "sound": "default", "badge": 1}. iOS plays the sound, sets
        // the badge and shows no text; without content-available the app draws nothing.
        RealWorldCase(
            "fidden-pyfcm-empty-alert-dict",
            #"{"message": {"token": "t", "data": {"title": "New Notification", "body": "You have a new message"}, "android": {"priority": "HIGH", "notification": {"channel_id": "fidden_messages", "sound": "default", "click_action": "FLUTTER_NOTIFICATION_CLICK"}}, "apns": {"headers": {"apns-push-type": "alert", "apns-priority": "10"}, "payload": {"aps": {"alert": {}, "sound": "default", "badge": 1}}}, "fcm_options": {"analytics_label": "chat"}}}"#,
            expected: [
                "android-duplicate-display /message/android/notification",
                "apns-alert-empty /message/apns/payload/aps/alert",
                "notification-empty /message/android/notification",
            ]),
        // cmux's APNs payload test "encrypted dismiss" (buildApnsPayload): an encrypted dismissal
        // meant for the extension, written with an alert of empty strings, which runs no extension.
        RealWorldCase(
            "cmux-encrypted-dismiss-empty-alert",
            #"{"aps": {"content-available": 1, "mutable-content": 1, "alert": {"title": "", "body": ""}, "badge": 0}, "cmux": {"macDeviceId": "mac-one", "correlationId": "62dbd6e3-f8ef-4d40-bafc-88b2ecc3dbe7"}}"#,
            expected: [
                "apns-badge-zero /aps/badge",
                "apns-content-available-with-alert /aps/content-available",
                "apns-mutable-content-without-alert /aps/mutable-content",
                "shape-detected /aps",
            ]),
        // An apnsClient.buildPayload() fallback for a missing payload (its test expects
        // {aps: {alert: {title: '', body: ''}, sound: 'default'}}): a sound with nothing shown, which
        // apns-alert-empty reports (apns-sound-only leaves an aps.alert without text to it).
        RealWorldCase(
            "apns-client-default-empty-alert",
            #"{"aps": {"alert": {"title": "", "body": ""}, "sound": "default"}}"#,
            expected: ["apns-alert-empty /aps/alert", "shape-detected /aps"]),
        // https://github.com/appfeel/node-pushnotifications/issues/127: the library's silent push
        // carried an empty alert dictionary. On a background push that is the silent idiom (iOS
        // shows nothing), so no rule calls it visible.
        RealWorldCase(
            "node-pushnotifications-silent-empty-alert",
            #"{"aps": {"alert": {}, "content-available": 1}}"#,
            expected: ["shape-detected /aps"]),
        // A Laravel sender's silent push literal: "title": "" written in aps beside "alert": "" and
        // "sound": "". A background push, so a key of the alert dictionary in aps stays a warning.
        RealWorldCase(
            "optimumbrew-silent-title-in-aps",
            #"{"aps": {"title": "", "alert": "", "sound": "", "content-available": 1, "thread-id": "", "messageType": ""}}"#,
            expected: ["apns-aps-unknown-key /aps/messageType", "apns-aps-unknown-key /aps/title", "shape-detected /aps"]),
        // A PHP APNs library's encoder test: ApsData with only a category encodes
        // {"aps":{"alert":"","category":"foo"}}, an alert that shows nothing.
        RealWorldCase(
            "apn-push-encoder-category-only",
            #"{"aps": {"alert": "", "category": "foo"}}"#,
            expected: ["apns-alert-empty /aps/alert", "shape-detected /aps"]),
        // https://github.com/mizarit/health-challenge-app-base push.php: alert '' beside
        // content-available and badge 0; the badge is what iOS shows (clears).
        RealWorldCase(
            "health-challenge-empty-alert-badge",
            #"{"aps": {"alert": "", "content-available": 1, "badge": 0, "payload": "alertName"}}"#,
            expected: [
                "apns-aps-unknown-key /aps/payload",
                "apns-badge-zero /aps/badge",
                "apns-content-available-with-alert /aps/content-available",
                "shape-detected /aps",
            ]),
        // A firebase-admin token check (isTokenValid, dry run) with a notification of empty strings:
        // no alert text for iOS; notification-empty says so.
        RealWorldCase(
            "firebase-admin-dry-run-empty-notification",
            #"{"token": "valid-token", "notification": {"title": "", "body": ""}}"#,
            expected: ["notification-empty /notification"]),
        // https://github.com/cloddn/molmot-backend-app molmot_server/support/tasks.py: a title with
        // an empty body is alert text; iOS shows the notification.
        RealWorldCase(
            "molmot-title-with-empty-body",
            #"{"message": {"token": "t", "notification": {"title": "청년 월세 지원 신청 마감 D-3", "body": ""}, "android": {"priority": "high"}, "apns": {"payload": {"aps": {"content-available": 1, "sound": "default", "badge": 0}}}}}"#,
            expected: [
                "apns-badge-zero /message/apns/payload/aps/badge",
                "apns-content-available-with-alert /message/apns/payload/aps/content-available",
            ]),
    ]
}
