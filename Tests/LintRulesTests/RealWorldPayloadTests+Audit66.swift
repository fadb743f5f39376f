import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Social networks and community platforms (audit66): forum plugins (NodeBB, Discourse), Forem,
    /// Bluesky's appview and a Blacksky courier spec, Pixelfed's push relay, and Firebase social
    /// clones (likes, follows, comments). Every verdict here was judged right; the cases pin them.
    static let audit66Cases: [RealWorldCase] = [
        // NodeBB/nodebb-plugin-firebase@2868696c lib/messaging.js, Messaging.notify: a legacy
        // fcm/send body to a web token, click_action and icon as URLs (the legacy reference's web
        // forms, which the mapping hint moves to webpush).
        RealWorldCase(
            "audit66 nodebb legacy web push",
            #"{"notification":{"title":"alice has replied to: Welcome to your NodeBB!","body":"Thanks for the welcome","click_action":"https://forum.example.org/post/42","icon":"https://forum.example.org/assets/uploads/system/site-logo.png"},"to":"fcm-web-token"}"#,
            expected: ["legacy-mapping-hint (root)", "legacy-top-level-keys /to", "shape-detected /to"]),
        // forem/forem app/models/device.rb, android_notification: Rpush::Gcm writes the legacy body
        // with the payload nested under data.data (an object, which HTTP v1 refuses).
        RealWorldCase(
            "audit66 forem rpush gcm android",
            #"{"registration_ids":["fcm-token"],"priority":"high","content_available":true,"notification":{"title":"@alice","body":"Re: My first post on DEV"},"data":{"data":{"url":"https://dev.to/notifications/comments"}}}"#,
            expected: [
                "data-value-not-string /data/data", "legacy-mapping-hint (root)", "legacy-top-level-keys /content_available",
                "legacy-top-level-keys /priority", "legacy-top-level-keys /registration_ids", "shape-detected /registration_ids",
            ]),
        // forem/forem app/models/device.rb, ios_notification: the raw APNs payload Rpush::Apns2
        // sends (mutable-content for the app's extension, thread-id per community). Clean.
        RealWorldCase(
            "audit66 forem ios apns",
            #"{"aps":{"alert":{"title":"DEV Community","subtitle":"New mention","body":"bob mentioned you in a comment on Hello:\nthanks @alice"},"thread-id":"DEV Community","sound":"default","mutable-content":1},"data":{"url":"https://dev.to/bob/comment/1x2y","type":"mention"}}"#,
            expected: ["shape-detected /aps"]),
        // The bsky appview's NotificationServer (code index file id 45321119685): the gorush
        // request it posts to push.bsky.app for a follow, one notification per platform.
        RealWorldCase(
            "audit66 bluesky gorush follow",
            #"{"notifications":[{"tokens":["ios-apns-token"],"platform":1,"title":"New follower!","message":"Alice has followed you","topic":"xyz.blueskyweb.app"},{"tokens":["fcm-android-token"],"platform":2,"title":"New follower!","message":"Alice has followed you","topic":"xyz.blueskyweb.app"}]}"#,
            expected: ["shape-other-push-service /notifications"]),
        // https://github.com/rpush/rpush/issues/700: Rpush::Fcm with title and body in data only,
        // sent to an iOS token: "iOS devices should receive notification" but none was shown, while
        // Android worked. Rpush always writes an android block, so the message reads as Android's:
        // the Doze warning stands and the token's platform, which decides the iOS outcome, is not
        // in the message.
        RealWorldCase(
            "audit66 rpush fcm data-only title body",
            #"{"message":{"data":{"title":"helloWorld","body":"wild"},"android":{},"token":"ios_device_token"}}"#,
            expected: ["android-data-only-normal-priority /message/android"]),
        // softshares notifications (code index file id 8184127687), sendReplyNotification as
        // written: channel_id (the REST name) in a firebase-admin object, which firebase-admin-node
        // passes through unchanged; chime.caf plays on iOS. No payload problem.
        RealWorldCase(
            "audit66 softshares reply admin literal",
            #"""
                {
                      notification: {
                        title: "New Reply to Your Comment",
                        body: `${replierName} replied to your comment.`,
                      },
                      android: {
                        notification: {
                          channel_id: 'MESSAGE_CHANNEL',// *
                          icon: 'message_icon', // *
                          tag: 'message', // *
                          //image: imageUrl,
                        },
                      },
                      apns: {
                        payload: {
                          aps: {
                            //badge,
                            sound: 'chime.caf',
                          },
                        },
                      },
                      data: {
                        click_action: 'FLUTTER_NOTIFICATION_CLICK', // *
                        type: 'MESSAGE', // *
                        commentId: String(commentId),
                      },
                      token: fcmtoken
                    }
            """#,
            expected: ["json-code-literal (root)", "size-placeholder-undeclared /notification/body"]),
        // A copied sendPushNotification tutorial (code index file id 6513790662): the target is
        // written `firebase_token,`, a key FCM does not know (and firebase-admin then finds no
        // target and throws).
        RealWorldCase(
            "audit66 tutorial firebase_token target",
            #"""
                const message = {
                      notification: {
                        title,
                        body,
                      },
                      android: {
                        notification: {
                          channel_id: 'MESSAGE_CHANNEL',// *
                          icon: 'message_icon', // *
                          tag: 'message', // *
                          image: imageUrl,
                        },
                      },
                      apns: {
                        payload: {
                          aps: {
                            badge,
                            sound: 'chime.caf',
                          },
                        },
                      },
                      data: {
                        click_action: 'FLUTTER_NOTIFICATION_CLICK', // *
                        type: 'MESSAGE', // *
                        resourceId,
                      },
                      firebase_token,
                   };
            """#,
            expected: ["json-code-literal (root)", "routing-target-count (root)", "shape-unknown-field /firebase_token"]),
        // A Blacksky courier spec (code index file id 54796373134), "Example chat FCM message": a
        // firebase-admin object (collapseKey, lowercase visibility, defaultSound false) whose data
        // the app's background handler is said to route; with a notification block Android draws
        // it itself (information, app code unseen).
        RealWorldCase(
            "audit66 blacksky fcm chat admin",
            #"""
            {
              "token": "<fcm-token>",
              "data": {
                "notificationId": "notif-456",
                "reason": "chat-message",
                "convoId": "3l...",
                "messageId": "3m...",
                "recipientDid": "did:plc:recipient",
                "senderDisplayName": "Alice",
                "senderHandle": "alice.example.com",
                "senderAvatarUrl": "https://cdn.example/avatar.jpg"
              },
              "notification": {
                "title": "Alice",
                "body": "see you there"
              },
              "android": {
                "collapseKey": "chat:3l...",
                "priority": "high",
                "notification": {
                  "visibility": "private",
                  "defaultSound": false
                }
              }
            }
            """#,
            expected: ["android-notification-data-hidden /data"]),
        // pixelfed/notify app/Console/Commands/ProcessNotifications.php: the Expo batch Pixelfed's
        // push relay posts for a like.
        RealWorldCase(
            "audit66 pixelfed notify expo batch",
            #"[{"to":"ExponentPushToken[xxxxxxxxxxxxxxxxxxxxxx]","sound":"default","title":"Pixelfed","ttl":1209600,"priority":"high","badge":0,"_contentAvailable":true,"body":"@alice liked your post"}]"#,
            expected: ["shape-other-push-service /0/to"]),
        // mikeydorje/forem lib/tasks/push_notifications.rake (payload with timestamp:
        // Time.current.to_i) through app/services/push_notification_service.rb (data:
        // data.stringify_keys keeps the integer): FCM refuses the number.
        RealWorldCase(
            "audit66 forem fork integer data value",
            #"{"message":{"token":"fcm-token","notification":{"title":"Test Notification","body":"This is a test push notification sent at 2025-11-07 10:30:15"},"android":{"priority":"high"},"data":{"type":"test","timestamp":1762511415,"message":"Test notification from Rails console"}}}"#,
            expected: ["android-notification-data-hidden /message/data", "data-value-not-string /message/data/timestamp"]),
        // A watchlist social app's sendFollowNotification (code index file id 49522940767). Clean.
        RealWorldCase(
            "audit66 social follow admin",
            #"{"token":"fcm-token","notification":{"title":"New follower!","body":"alice is now following you!"},"data":{"screen":"notifications"}}"#,
            expected: []),
    ]
}
