import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Web-framework notification bridges (audit61): Laravel's FCM channel, Symfony Notifier's
    /// Firebase bridge, rpush and Action Push Native for Rails, django-push-notifications,
    /// Pigeon for Elixir, NestJS and ASP.NET services. Each payload is the one the cited code
    /// sends, as its serializer writes it.
    static let audit61Cases: [RealWorldCase] = [
        // rpush/rpush lib/rpush/client/active_model/fcm/notification.rb at v8.0.0 (as_json: an
        // empty aps when no sound, badge or flag is set) for https://github.com/rpush/rpush/issues/700:
        // a data-only message to an iOS token, logged "sent" (HTTP 200), nothing shown.
        RealWorldCase(
            "audit61 rpush 8 data-only message with an empty aps alone",
            #"{"message":{"data":{"title":"helloWorld","body":"wild"},"android":{},"apns":{"payload":{"aps":{}}},"token":"ios_device_token"}}"#,
            expected: [
                "android-data-only-normal-priority /message/android",
                "apns-data-only-no-content-available /message/apns/payload/aps",
                "apns-payload-missing-aps /message/apns/payload/aps",
            ]),
        // rpush README's FCM example (v9 as_json): the notification fills the empty aps.
        RealWorldCase(
            "audit61 rpush readme notification with empty aps",
            #"{"message":{"data":{},"android":{"notification":{"default_sound":false}},"apns":{"payload":{"aps":{}}},"token":"DEVICE_TOKEN","notification":{"title":"push title","body":"hi mom!"}}}"#,
            expected: []),
        // rpush/rpush lib/rpush/client/active_model/fcm/notification.rb (a5ea408d, as_json) for a
        // custom sound, https://github.com/rpush/rpush/issues/715: "custom sounds stopped working
        // for APN"; the sound goes to android.notification only.
        RealWorldCase(
            "audit61 rpush custom sound for android only",
            #"{"message":{"data":{},"android":{"notification":{"sound":"ding.caf","default_sound":false}},"apns":{"payload":{"aps":{}}},"token":"DEVICE_TOKEN","notification":{"title":"New order","body":"Order #42 placed"}}}"#,
            expected: [
                "android-notification-channel-missing /message/android/notification",
                "android-notification-sound /message/android/notification/sound",
                "apns-sound-missing /message/apns/payload/aps",
            ]),
        // A NestJS FirebaseNotificationService (find_string id 17728062006): android.notification's
        // priority "max" goes out as notification_priority, notificationPriority as written.
        RealWorldCase(
            "audit61 nestjs priority beside notificationPriority",
            #"""
            {"token": "DEVICE_TOKEN", "notification": {"title": "Transaction confirmed", "body": "You received 0.5 ETH"}, "data": {},
             "android": {"priority": "high", "notification": {"priority": "max", "defaultSound": true, "visibility": "public", "channelId": "1", "notificationPriority": "PRIORITY_MAX"}, "ttl": 3600000},
             "apns": {"headers": {"apns-priority": "10", "apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Transaction confirmed", "body": "You received 0.5 ETH"}, "sound": "default", "badge": 1}}}}
            """#,
            expected: ["shape-duplicate-alias /android/notification/notificationPriority"]),
        // symfony/symfony src/Symfony/Component/Notifier/Bridge/Firebase/Tests/Notification/IOSNotificationTest.php
        // (3788ca4eb08a0365b902d876677dc6c5daef3e3b), testIOSNotificationChaining as the v1 transport
        // sends it: the badge as a string.
        RealWorldCase(
            "audit61 symfony ios notification string badge",
            #"{"message":{"notification":{"body":"Important update"},"apns":{"payload":{"aps":{"sound":"ping.aiff","badge":"10","alert":{"subtitle":"Important"}}}},"topic":"device_token"}}"#,
            expected: ["apns-badge-invalid /message/apns/payload/aps/badge"]),
        // symfony/symfony#53336 (the JWT transport users installed from the pull request): PHP's
        // empty array for data is written [] inside the message.
        RealWorldCase(
            "audit61 symfony jwt transport empty data array",
            #"{"message":{"notification":{"body":"Hello!"},"data":[],"token":"recipient-id"}}"#,
            expected: ["shape-type-mismatch /message/data"]),
        // rails/action_push_native test/lib/action_push_native/service/fcm_test.rb (699e0b47): the
        // push payload. Clean.
        RealWorldCase(
            "audit61 action push native fcm push",
            #"{"message":{"token":"123","data":{"person":"Jacopo","badge":"1"},"android":{"notification":{"title":"Hi!","body":"This is a push notification","notification_count":1,"sound":"default"},"collapse_key":"321","priority":"normal"}}}"#,
            expected: ["notification-android-only /message/android/notification"]),
        // jazzband/django-push-notifications push_notifications/gcm.py (7074131559273edad993c6c227803c53f988d1b8,
        // dict_to_fcm_message) for device.send_message(...), as firebase-admin-python sends it: the
        // text only in android.notification. https://github.com/jazzband/django-push-notifications/issues/723:
        // every send succeeded, iOS devices showed nothing, Android worked.
        RealWorldCase(
            "audit61 django-push-notifications text only for android",
            #"{"message":{"android":{"notification":{"title":"Alert","body":"Motion detected at Front Door"}},"token":"IOS_FCM_REGISTRATION_TOKEN"}}"#,
            expected: ["notification-android-only /message/android/notification"]),
        // The workaround from the same issue, a messaging.Message with a notification block. Clean.
        RealWorldCase(
            "audit61 django-push-notifications notification block workaround",
            #"{"message":{"data":{"data_1":"my_data_1"},"notification":{"title":"Title","body":"body"},"token":"IOS_FCM_REGISTRATION_TOKEN"}}"#,
            expected: []),
        // codedge-llc/pigeon test/pigeon/fcm_test.exs (712d5c2b): Notification.new(target, %{}, @data),
        // which FCM answered with a message name in the suite.
        RealWorldCase(
            "audit61 pigeon test push with empty notification",
            #"{"message":{"data":{"message":"Test push"},"notification":{},"token":"VALID_FCM_REG_ID"}}"#,
            expected: ["notification-empty /message/notification"]),
    ]

    @Test func anEmptyApsAloneIsAWarningAndBesideCustomKeysAnError() {
        let alone = Linter().lint(#"{"message":{"data":{"title":"helloWorld","body":"wild"},"apns":{"payload":{"aps":{}}},"token":"t"}}"#)
        #expect(alone.filter { $0.ruleID == "apns-payload-missing-aps" }.map(\.severity) == [.warning])
        let besideKeys = Linter().lint(#"{"message":{"token":"t","apns":{"payload":{"details":"Custom details","aps":{}}}}}"#)
        #expect(besideKeys.filter { $0.ruleID == "apns-payload-missing-aps" }.map(\.severity) == [.error])
    }

    @Test func firebaseAdminDuplicateNamesSayWhatTheNodeSDKDoes() {
        let sendsBoth = Linter().lint(
            #"{"token": "t", "notification": {"title": "Hi"}, "android": {"ttl": 1000, "notification": {"priority": "max", "notificationPriority": "PRIORITY_MAX"}}}"#)
        let both = sendsBoth.filter { $0.ruleID == "shape-duplicate-alias" }
        #expect(both.map(\.severity) == [.error])
        #expect(both.first?.message.contains("passes both on to FCM") == true)
        #expect(both.first?.message.contains("Multiple specifications") == false)
        let keepsOne = Linter().lint(
            #"{"topic": "news", "android": {"ttl": 1000, "notification": {"channelId": "alerts", "channel_id": "default"}}}"#)
        let kept = keepsOne.filter { $0.ruleID == "shape-duplicate-alias" }
        #expect(kept.map(\.severity) == [.warning])
        #expect(kept.first?.message.contains("only the \"channelId\" value is sent") == true)
        let throwsError = Linter().lint(
            #"{"topic": "news", "android": {"ttl": 1000}, "apns": {"payload": {"aps": {"content-available": 1, "contentAvailable": true}}}}"#)
        let thrown = throwsError.filter { $0.ruleID == "shape-duplicate-alias" }
        #expect(thrown.map(\.severity) == [.error])
        #expect(thrown.first?.message.contains("Multiple specifications for contentAvailable in Aps") == true)
    }
}
