import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Marketplace, logistics and social apps (audit56): ride-hailing and delivery backends,
    /// multi-vendor food apps, dating and social networks. Each payload is the one the cited code
    /// sends, as its serializer writes it, trimmed to the message.
    static let audit56Cases: [RealWorldCase] = [
        // A Node rewards app's firebase-admin message (find_string id 18090870714,
        // sendNotifToTokenInternal): unquoted keys, and notification: { "title": …, "body": … }
        // pasted as JSON inside. After `var message =` that is code, not a JSON file with
        // forgotten quotes (was invalid-json: "var is a bare word").
        RealWorldCase(
            "audit56 node rewards app mixed quoting after var",
            """
                var message = {
                    android: {
                        ttl: 3600 * 1000, // 1 hour in milliseconds
                        priority: 'normal',
                        notification: { "title": fcmToken.notifBody, "body": fcmToken.notifBody }
                    },
                    apns: {
                        payload: {
                            aps: {
                                alert: {
                                    title: fcmToken.notifBody,
                                    body: fcmToken.notifBody
                                },
                                sound: "default"
                            }
                        }
                    },
                    token: fcmToken.token
                };
                sendNotifications(message, 4)
            """,
            expected: ["json-code-literal (root)"]),
        // A Ruby sender (fcm gem's send_v1, find_string id 70407684213): a hash written with
        // quoted symbol keys, bare keys and "double-quoted" keys, read as the same object
        // literal (was invalid-json: "message is a bare word"). interruption-level
        // time-sensitive is opt-in advice only.
        RealWorldCase(
            "audit56 ruby fcm send_v1 hash mixed quoting",
            """
                    message = {
                      'token': token,
                      'data': data_payload,
                      'notification': {
                        title: message_hash[:title],
                        body: message_hash[:message],
                      },
                      'android': {
                        "priority": "high",
                        "notification": {
                          "channel_id": "sorumatik_notifications_v4",
                          "sound": "default",
                          "default_sound": true,
                          "default_vibrate_timings": true,
                          "notification_priority": "PRIORITY_MAX"
                        }
                      },
                      'apns': {
                        headers: {
                          "apns-priority": "10"
                        },
                        payload: {
                          aps: {
                            "sound": "default",
                            "interruption-level": "time-sensitive"
                          }
                        }
                      },
                      'fcm_options': {
                        "analytics_label": "Label"
                      }
                    }
            """,
            expected: ["json-code-literal (root)"]),
        // https://github.com/gowrishetty09/bal-driver/blob/488c2c9b8c2bccdcee40ea8dfd58e877f16477ba/docs/FCM_PAYLOAD_EXAMPLES.md
        // (a limousine driver app): the ride message without a target, spread into send() with
        // the token (was routing-target-count, an error for a target the code writes).
        RealWorldCase(
            "audit56 driver app message spread into send with its token",
            """
            const message = {
              notification: {
                title: "New Ride Assigned",
                body: "Pick up John Doe at Downtown Station",
              },
              data: {
                notificationType: "NEW_RIDE",
                jobId: "64f5a8c9d0e1f2g3h4i5j6k7",
              },
              android: {
                priority: "high",
                notification: {
                  sound: "default",
                  channelId: "rides",
                  color: "#FFB800",
                  click_action: "NEW_RIDE",
                },
              },
              apns: {
                headers: {
                  "apns-priority": "10",
                },
                payload: {
                  aps: {
                    sound: "default",
                    badge: 1,
                    "content-available": 1,
                  },
                },
              },
            };

            // Send to specific device
            await admin.messaging().send({
              ...message,
              token: "FCM_TOKEN_HERE",
            });
            """,
            expected: [
                "json-code-literal (root)", "android-notification-data-hidden /data",
                "apns-content-available-with-alert /apns/payload/aps/content-available",
            ]),
        // The same literal with no send after it keeps its finding: nothing supplies the target.
        RealWorldCase(
            "audit56 driver app message alone has no target",
            """
            const message = {
              notification: { title: "Ride Cancelled", body: "Ride LIM-001234 has been cancelled by passenger" },
              android: { priority: "high", notification: { sound: "default", channelId: "ride-cancellation" } },
            };
            """,
            expected: ["json-code-literal (root)", "routing-target-count (root)"]),
        // 6amMart's Helpers::send_push_notif_to_device (find_string id 61979746274): the PHP
        // array json_encoded into an HTTP v1 body. android.notification.channelId is the
        // lowerCamelCase JSON name of channel_id, which FCM's protobuf JSON parser accepts: no
        // finding; only the advice that data carries title and body too.
        RealWorldCase(
            "audit56 6ammart v1 body channelId camel case",
            """
            {"message":{"token":"FCM_TOKEN","data":{"title":"Order Confirmed","body":"Your order #100123 is confirmed","image":"","order_id":"100123","trip_id":"","status":"confirmed","type":"order_status","data_id":"","advertisement_id":"","conversation_id":"","module_id":"1","sender_type":"","order_type":"delivery","click_action":"","sound":"notification.wav"},"notification":{"title":"Order Confirmed","body":"Your order #100123 is confirmed","image":""},"android":{"notification":{"channelId":"6ammart"}},"apns":{"payload":{"aps":{"sound":"notification.wav"}}}}}
            """,
            expected: ["android-duplicate-display /message/android/notification"]),
        // A Flutter e-commerce app's HTTP v1 body (find_string id 45844723429): aps
        // "content_available" is not an aps key (APNs reads content-available only).
        RealWorldCase(
            "audit56 flutter ecommerce aps content_available",
            """
            {"message":{"token":"FCM_TOKEN","notification":{"title":"Order shipped","body":"Your order is on the way"},"android":{"notification":{"notification_priority":"PRIORITY_MAX","sound":"default"}},"apns":{"payload":{"aps":{"content_available":true}}},"data":{"type":"order","id":"u123","click_action":"FLUTTER_NOTIFICATION_CLICK"}}}
            """,
            expected: [
                "android-notification-channel-missing /message/android/notification",
                "apns-aps-key-spelling /message/apns/payload/aps/content_available",
                "apns-sound-missing /message/apns/payload/aps",
            ]),
        // https://github.com/EddyVerbruggen/nativescript-plugin-firebase/issues/817: a custom
        // sound with no channel, reported playing the default sound on Android 8.
        RealWorldCase(
            "audit56 nativescript custom sound without channel",
            """
            {
                android: {
                    priority: 'normal',
                    notification: { sound: 'custom_notification', title: 'New message! 💬', body: 'YO' }
                },
                topic: '5b571df2c693f8e74ee53e32'
            }
            """,
            expected: ["json-code-literal (root)", "android-notification-channel-missing /android/notification", "notification-android-only /android/notification"]),
        // https://github.com/caffeinalab/ti.goosh/issues/120: a legacy body with Android keys in
        // an HTTP v1 android block, reported delivered on the default channel with the default
        // sound (the channel only reached the app inside data). HTTP v1 rejects the block's four
        // keys; the hint now says so of the request it shows.
        RealWorldCase(
            "audit56 ti.goosh legacy body with a v1 android block",
            #"""
            {"registration_ids":["X","Y"],
            "android":{"title":"My test","body":"Test","sound":"dummySound","android_channel_id":"channel_alerte"},
            "data":{"data":{"alert":"My test","title":"Test","sound":"dummySound","color":"#FF0000","idalerte":"327","android_channel_id":"channel_alerte"}}}
            """#,
            expected: [
                "legacy-mapping-hint (root)", "legacy-top-level-keys /registration_ids", "shape-mixed /registration_ids",
                "shape-unknown-field /android/title", "shape-unknown-field /android/body",
                "shape-unknown-field /android/sound", "shape-unknown-field /android/android_channel_id",
                "data-value-not-string /data/data",
            ]),
    ]

    /// A legacy body written beside HTTP v1 blocks (Flutter apps' `"android": {"priortiy": …}`):
    /// the hint's request copies the blocks as written and names the fields HTTP v1 rejects in
    /// them, so the request it shows is not taken for one FCM accepts (audit56).
    @Test func theMappingHintNamesRejectedFieldsItCopies() throws {
        // A Flutter social app's topic push (find_string id 10963351338), trimmed.
        let text = #"""
            {"to": "/topics/FriendsPost", "notification": {"body": "see details", "title": "Omar Add new Post", "sound": "default"},
             "android": {"priortiy": "HIGH", "notification": {"notification_priority": "PRIORITY_MAX", "sound": "default"}},
             "data": {"click_action": "FLUTTER_NOTIFICATION_CLICK", "id": "87", "type": "order"}}
            """#
        let hint = try #require(Linter().lint(text).first { $0.ruleID == "legacy-mapping-hint" })
        #expect(hint.message.hasSuffix("; copied as written, but HTTP v1 rejects: android.priortiy"))
        // With nothing rejected in the copied blocks, the hint says nothing more.
        let clean = #"{"to": "/topics/FriendsPost", "notification": {"title": "Hi"}, "android": {"priority": "HIGH"}}"#
        let plain = try #require(Linter().lint(clean).first { $0.ruleID == "legacy-mapping-hint" })
        #expect(!plain.message.contains("copied as written"))
    }
}
