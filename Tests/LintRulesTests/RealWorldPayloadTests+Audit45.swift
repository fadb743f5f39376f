import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Senders from education, health, NGO and business software (audit45): Open edX, Canvas LMS,
    /// Wikimedia, RapidPro, HumHub. Each payload is the one the cited code sends, serialized as it
    /// would be.
    static let audit45Cases: [RealWorldCase] = [
        //
        // https://github.com/openedx/edx-ace/blob/0c11505b0ee1d4f12754437a29a4b0a3684431ac/edx_ace/channel/push_notification.py:
        // django-push-notifications' dict_to_fcm_message puts title and body in
        // android.notification and the rest in data and android.data; edx-ace adds apns-priority 5
        // and an alert, which iOS may deliver late (info).
        RealWorldCase(
            "audit45 Open edX forum reply (edx-ace PushNotificationChannel, dict_to_fcm_message + APNSConfig)",
            #"""
                {
                  "message": {
                    "token": "fGxq3bT1Rz6:APA91bH-edx-device-token-0123456789abcdefghijklmnopqrstuvwxyz",
                    "data": {
                      "course_id": "course-v1:edX+DemoX+Demo_Course",
                      "parent_id": "None",
                      "notification_type": "forum_response",
                      "topic_id": "i4x-edx-eiorguegnru-course-foobarbaz",
                      "thread_id": "64f1c2e9a1b2c3d4e5f60718",
                      "comment_id": "64f1c3a0a1b2c3d4e5f60719"
                    },
                    "android": {
                      "data": {
                        "course_id": "course-v1:edX+DemoX+Demo_Course",
                        "parent_id": "None",
                        "notification_type": "forum_response",
                        "topic_id": "i4x-edx-eiorguegnru-course-foobarbaz",
                        "thread_id": "64f1c2e9a1b2c3d4e5f60718",
                        "comment_id": "64f1c3a0a1b2c3d4e5f60719"
                      },
                      "notification": {
                        "title": "Response to your post",
                        "body": "verified_user responded to your post Why is the sky blue?"
                      }
                    },
                    "apns": {
                      "headers": {
                        "apns-priority": "5",
                        "apns-push-type": "alert"
                      },
                      "payload": {
                        "aps": {
                          "alert": {
                            "title": "Response to your post",
                            "body": "verified_user responded to your post Why is the sky blue?"
                          },
                          "sound": "default"
                        }
                      }
                    }
                  }
                }
            """#,
            expected: ["apns-priority-5-alert /message/apns/headers/apns-priority"]),
        // https://github.com/instructure/canvas-lms app/models/message.rb sns_json: default text
        // and GCM, APNS_SANDBOX, APNS JSON strings, published with message_structure json.
        RealWorldCase(
            "audit45 Canvas LMS SNS publish (message.rb sns_json)",
            #"""
                {"default":"Assignment Graded: Essay 1, Biology 101","GCM":"{\"data\":{\"alert\":\"Assignment Graded: Essay 1, Biology 101\",\"html_url\":\"https://canvas.example.edu/courses/12/assignments/345\",\"user_id\":\"10000000000042\"}}","APNS_SANDBOX":"{\"aps\":{\"alert\":\"Assignment Graded: Essay 1, Biology 101\"},\"html_url\":\"https://canvas.example.edu/courses/12/assignments/345\",\"user_id\":\"10000000000042\"}","APNS":"{\"aps\":{\"alert\":\"Assignment Graded: Essay 1, Biology 101\"},\"html_url\":\"https://canvas.example.edu/courses/12/assignments/345\",\"user_id\":\"10000000000042\"}"}
            """#,
            expected: ["shape-other-push-service /GCM"]),
        //
        // https://github.com/wikimedia/mediawiki-services-push-notifications/blob/05cf3da29cc565e561a7624d4f75a2c26b8d4c2d/src/outgoing/apns/apns.ts:
        // payload {data: {type}} and threadId; no alert, badge, sound or content-available, so iOS
        // neither shows it nor wakes the app.
        RealWorldCase(
            "audit45 Wikimedia Echo raw APNs payload (thread-id and data, nothing to show)",
            #"""
                {"aps":{"thread-id":"checkEchoV1"},"data":{"type":"checkEchoV1"}}
            """#,
            expected: ["apns-data-only-no-content-available /aps", "shape-detected /aps"]),
        //
        // https://github.com/nyaruka/courier/blob/ba2aa27034683ec289c5ebd80bd23de34bcc0962/handlers/firebase/testdata/outgoing_notification.json
        // (the request courier's test expects).
        RealWorldCase(
            "audit45 RapidPro courier FCM channel, HTTP v1 with notification",
            #"""
                {
                    "message": {
                        "data": {
                            "type": "rapidpro",
                            "title": "FCMTitle",
                            "message": "Simple Message",
                            "message_id": "0191e180-7d60-7000-aded-7d8b151cbd5b",
                            "session_status": ""
                        },
                        "notification": {
                            "title": "FCMTitle",
                            "body": "Simple Message"
                        },
                        "token": "auth1",
                        "android": {
                            "priority": "high"
                        }
                    }
                }
            """#,
            // Its data's title and message are display text the app draws (verdict-left6), which
            // android-duplicate-display reports; android-notification-data-hidden leaves it to that rule.
            expected: ["data-key-client-filtered /message/data/message_id", "android-duplicate-display /message/notification"]),
        //
        // https://github.com/humhub/fcm-push/blob/4ee63b81be90e71466ade15808118cbb8cb078af/drivers/Fcm.php:
        // Notification::create($title, $body, $imageUrl); iOS shows the image only through a
        // Notification Service Extension, which needs mutable-content 1.
        RealWorldCase(
            "audit45 HumHub fcm-push kreait driver, site logo as notification.image",
            #"""
                {"message":{"notification":{"title":"HumHub","body":"Sara Tester commented on your post \"Quarterly report\".","image":"https://community.example.org/uploads/logo_image/icon.png?square=180"},"webpush":{"fcm_options":{"link":"https://community.example.org/notification/entry?id=4711"}},"data":{"url":"https://community.example.org/notification/entry?id=4711","notification_count":"3"},"token":"cHumHubAppT0ken:APA91bFhumhubMobileDevice0123456789abcdefghijklmnopqrst"}}
            """#,
            expected: ["apns-mutable-content-missing /message/notification/image"]),
        //
        // https://github.com/humhub/fcm-push/blob/9dac1fbc5258fa39228ea4091f48c6e6499ad373/driver/FcmLegacy.php;
        // the hint's request is checked in IssueFifteenChecksTests.hintSendsAnIconURLToTheWeb.
        RealWorldCase(
            "audit45 HumHub fcm-push legacy driver (icon and click_action URLs for PWA tokens)",
            #"""
                {"notification":{"title":"HumHub","body":"Sara Tester commented on your post \"Quarterly report\".","icon":"https://community.example.org/uploads/logo_image/icon.png?square=180","click_action":"https://community.example.org/notification/entry?id=4711"},"data":{"title":"HumHub","body":"Sara Tester commented on your post \"Quarterly report\".","icon":"https://community.example.org/uploads/logo_image/icon.png?square=180","url":"https://community.example.org/notification/entry?id=4711"},"registration_ids":["cHumHubW3bT0ken:APA91bFhumhubPwaDevice0123456789abcdefghijklmnopqrstuvw"]}
            """#,
            expected: ["legacy-mapping-hint (root)", "legacy-top-level-keys /registration_ids", "shape-detected /registration_ids"]),
    ]
}
