import Foundation
@testable import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Team-chat servers' push relays and fediverse push relays (audit79): Mattermost's push proxy,
    /// Rocket.Chat's push code and gateway, Zulip's push bouncer, Nextcloud's push proxy, Signal's
    /// and Revolt's push senders, Mastodon's and Tusky's relays. The requests a chat server posts
    /// to its vendor's relay are that relay's, not FCM messages; the messages the relays send keep
    /// the verdicts judged right.
    static let audit79Cases: [RealWorldCase] = [
        // Rocket.Chat's server posting to its push gateway (RocketChat/Rocket.Chat
        // apps/meteor/app/push/server/push.ts, sendGatewayPush: {token, options}). It was
        // legacy-admin-payload's error, as if options were firebase-admin sendToDevice's.
        RealWorldCase(
            "audit79 rocket.chat gateway request",
            #"""
            {"token":"eRcAndroidToken:APA91bGexampleRocketChatDevice","options":{"createdAt":"2024-05-02T10:15:00.000Z","createdBy":"<SERVER>","sent":false,"sending":0,"from":"push","title":"general","text":"alice: lunch at noon?","userId":"fH2sJbT9kY5tPz6cM","payload":{"host":"https://open.rocket.chat/","messageId":"9bHcQmH4qgP8qTgXz","notificationType":"message","rid":"GENERAL"},"badge":1,"sound":"default","notId":-1418046316,"gcm":{"style":"inbox","image":"https://open.rocket.chat/assets/favicon_192.png"},"uniqueId":"YnhzK8vT3Lw6aPq2d"}}
            """#,
            expected: ["shape-other-push-service /options"]),
        // One notification a Nextcloud server posts to push-notifications.nextcloud.com
        // (nextcloud/notifications lib/Push.php, encryptAndSign). It drew four unknown-field
        // errors and a legacy priority error.
        RealWorldCase(
            "audit79 nextcloud push proxy notification",
            #"""
            {"deviceIdentifier":"fN3k9ZqR2xv7L0pW8sT1bY4cH6jD5gA","pushTokenHash":"3f5a8c1e9b7d2f4a6c8e0b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a","subject":"Y2lwaGVydGV4dC1leGFtcGxlLWJhc2U2NA==","signature":"c2lnbmF0dXJlLWV4YW1wbGUtYmFzZTY0","priority":"high","type":"alert"}
            """#,
            expected: ["shape-other-push-service /pushTokenHash"]),
        // The /send_push example of mattermost-push-proxy's swagger/spec.yaml, verbatim as JSON;
        // it was shape-not-a-payload's error.
        RealWorldCase(
            "audit79 mattermost push proxy swagger send_push",
            #"""
            {"type":"update_badge","device_id":"ackljrfoegdflghdg","platform":"android","ack_id":"kfs095jsdsdfjslj","version":"v2","sound":"none","cont_ava":1,"badge":2}
            """#,
            expected: ["shape-other-push-service /device_id"]),
        // A Zulip server's request to Zulip's push bouncer (zulip/zulip
        // zerver/lib/push_notifications.py, send_notifications_to_bouncer); it was
        // shape-not-a-payload's error.
        RealWorldCase(
            "audit79 zulip bouncer notify request",
            #"""
            {"user_uuid":"8a1c5d3e-2f4b-4c6d-9e8f-0a1b2c3d4e5f","user_id":10,"realm_uuid":"5b2e7f1a-3c4d-4e5f-8a9b-1c2d3e4f5a6b","apns_payload":{"alert":{"title":"#design > icons","subtitle":"King Hamlet:","body":"Looks good to me, shipping it."},"sound":"default","badge":0,"custom":{"zulip":{"server":"chat.example.org","realm_id":2,"user_id":10,"sender_id":8,"message_ids":[4321]}}},"gcm_payload":{"server":"chat.example.org","realm_id":2,"user_id":10,"sender_id":8,"event":"message","zulip_message_id":4321,"content":"Looks good to me, shipping it.","content_truncated":false,"sender_full_name":"King Hamlet","recipient_type":"stream","stream":"design","topic":"icons"},"gcm_options":{"priority":"high"},"android_devices":["zFcmToken:APA91bHexampleZulipAndroid"],"apple_devices":[]}
            """#,
            expected: ["shape-other-push-service /gcm_payload"]),
        // A Matrix homeserver's notify request to its push gateway as Twake Chat's privacy page
        // shows it (linagora/twake-on-matrix PRIVACY.md, event_id_only; FluffyChat's and other
        // Matrix apps' pages copy the Push Gateway API's example). It drew shape-unknown-field
        // errors for its event fields and routing-target-count.
        RealWorldCase(
            "audit79 twake matrix push gateway notify",
            #"""
            {
              "notification": {
                "event_id": "$3957tyerfgewrf384",
                "room_id": "!slw48wfj34rtnrf:example.com",
                "counts": {
                  "unread": 2,
                  "missed_calls": 1
                },
                "devices": [
                  {
                    "app_id": "app.twake.android.chat",
                    "pushkey": "V2h5IG9uIGVhcnRoIGRpZCB5b3UgZGVjb2RlIHRoaXM/",
                    "pushkey_ts": 12345678,
                    "data": {},
                    "tweaks": {
                      "sound": "bing"
                    }
                  }
                ]
              }
            }
            """#,
            expected: ["shape-other-push-service /notification/devices"]),
        // What mattermost-push-proxy sends to FCM for a message (server/android_notification_server.go,
        // firebase-admin-go): data-only, every value a string, android.priority high. No finding.
        RealWorldCase(
            "audit79 mattermost proxy fcm message",
            #"""
            {"message":{"token":"dG9rZW4tbWF0dGVybW9zdDpBUEE5MWJFeGFtcGxl","data":{"ack_id":"p9x1s8q7tbgzfkf3ixw6mmm1oe","type":"message","sub_type":"","version":"v2","channel_id":"4xp9fdt77pncbef59f4k1qe83o","is_crt_enabled":"false","server_id":"kgjqs1dy4bf5xqgsg5ja9yd7ne","category":"CAN_REPLY","badge":"3","signature":"eyJhbGciOiJFUzM4NCJ9.example.sig","team_id":"4r6t3kzrx3fh9yw8gq5z1pcj9a","sender_id":"fs1e7ctkpb8ybxe3fdrbbmy1ae","sender_name":"alice","message":"alice: Deploy is done :tada:","channel_name":"Town Square","post_id":"w6qf8pxkkjgi8bgeb7udwg5m7r","override_username":"","override_icon_url":"","from_webhook":""},"android":{"priority":"high"}}}
            """#,
            expected: []),
        // The proxy's APNs payload for the same message (server/apple_notification_server.go,
        // sideshow/apns2): an alert with content-available, which iOS shows and also wakes the
        // app for (the info is right: the app fetches the message in the background).
        RealWorldCase(
            "audit79 mattermost proxy apns message",
            #"""
            {"aps":{"alert":{"body":"alice: Deploy is done 🎉","title":"Town Square"},"badge":3,"category":"CAN_REPLY","content-available":1,"mutable-content":1,"sound":"default","thread-id":"4xp9fdt77pncbef59f4k1qe83o"},"ack_id":"p9x1s8q7tbgzfkf3ixw6mmm1oe","channel_id":"4xp9fdt77pncbef59f4k1qe83o","channel_name":"Town Square","is_crt_enabled":false,"post_id":"w6qf8pxkkjgi8bgeb7udwg5m7r","sender_id":"fs1e7ctkpb8ybxe3fdrbbmy1ae","sender_name":"alice","server_id":"kgjqs1dy4bf5xqgsg5ja9yd7ne","signature":"NO_SIGNATURE","sub_type":"","team_id":"4r6t3kzrx3fh9yw8gq5z1pcj9a","type":"message","version":"v2"}
            """#,
            expected: ["apns-content-available-with-alert /aps/content-available", "shape-detected /aps"]),
        // Rocket.Chat's first HTTP v1 sender (apps/meteor/app/push/server/fcm.ts at 039cee78)
        // posted the message without its {"message": …} wrapper and the badge and notification id
        // as numbers; fixed upstream by stringifying them. Both data values are errors.
        RealWorldCase(
            "audit79 rocket.chat first v1 sender numeric data",
            #"""
            {"notification":{"title":"general","body":"alice: lunch at noon?"},"data":{"ejson":"{\"host\":\"https://open.rocket.chat/\",\"messageId\":\"9bHcQmH4qgP8qTgXz\",\"notificationType\":\"message\",\"rid\":\"GENERAL\"}","image":"https://open.rocket.chat/assets/favicon_192.png","msgcnt":1,"soundname":"default","notId":-1418046316,"style":"inbox"},"android":{"priority":"HIGH"},"token":"eRcAndroidToken:APA91bGexampleRocketChatDevice"}
            """#,
            expected: [
                "android-notification-data-hidden /data", "data-value-not-string /data/msgcnt",
                "data-value-not-string /data/notId",
            ]),
        // Revolt's push daemon (revoltchat/backend crates/daemons/pushd/src/consumers/outbound/fcm.rs,
        // DmCallStartEnd) puts "ended" in data as a JSON boolean (Value::Bool): FCM rejects the
        // message (data is map<string, string>), so the call's end never reaches Android.
        RealWorldCase(
            "audit79 revolt dm call data boolean",
            #"""
            {"message":{"token":"rFcmToken:APA91bHexampleRevoltAndroid","data":{"initiator_id":"01HZX8Q2Y5K3W7D9F1G3H5J7K9","channel_id":"01HZX7C4T2M9Z8B6N5V3R1Q0PA","started_at":"2025-07-14T18:02:11.123Z","ended":false},"android":{"priority":"HIGH","ttl":"30s"}},"validate_only":false}
            """#,
            expected: ["data-value-not-string /message/data/ended"]),
        // Zulip's first end-to-end encrypted sender (zilencer/lib/push_notifications.py) passed
        // push_account_id as an int to firebase_admin, which refuses non-string data values
        // (fixed upstream: "FCM only allows string values, so we stringify push_account_id").
        RealWorldCase(
            "audit79 zulip e2ee push account id int",
            #"""
            {"data":{"encrypted_data":"hHR0cHM6Ly9leGFtcGxlLm9yZy9lbmNyeXB0ZWQtcGF5bG9hZC1iYXNlNjQ=","push_account_id":2408},"token":"zFcmToken:APA91bHexampleZulipAndroid","android":{"priority":"high"}}
            """#,
            expected: ["data-value-not-string /data/push_account_id"]),
        // Zulip's APNs payload for a removal (get_remove_payload_apns): badge 0 alone, which
        // Zulip sets on purpose (get_apns_badge_count returns 0 for now); the info says what it does.
        RealWorldCase(
            "audit79 zulip apns remove badge zero",
            #"""
            {"zulip":{"server":"chat.example.org","realm_id":2,"realm_uri":"https://chat.example.org","realm_url":"https://chat.example.org","realm_name":"Example Org","user_id":10,"event":"remove","zulip_message_ids":"4321,4322"},"aps":{"badge":0}}
            """#,
            expected: ["apns-badge-zero /aps/badge", "shape-detected /aps"]),
        // Signal's FCM wake-up (signalapp/Signal-Server FcmSender.java): data-only, an empty
        // newMessageAlert value, ttl of 28 days (FCM's maximum). No finding.
        RealWorldCase(
            "audit79 signal fcm new message alert",
            #"""
            {"message":{"token":"sFcmToken:APA91bHexampleSignalAndroid","android":{"priority":"high","ttl":"2419200s"},"data":{"newMessageAlert":""}}}
            """#,
            expected: []),
        // Revolt's message notification (fcm.rs, MessageNotification): an image with no apns
        // block. Revolt sends it to Android tokens only (iOS goes through its APNs consumer),
        // which the linter cannot see: the warning stands as a warning.
        RealWorldCase(
            "audit79 revolt fcm message image",
            #"""
            {"message":{"token":"rFcmToken:APA91bHexampleRevoltAndroid","notification":{"title":"alice in #general","body":"anyone up for a match?","image":"https://autumn.revolt.chat/avatars/01HZX8Q2Y5K3/original"},"android":{"collapse_key":"01HZX7C4T2M9Z8B6N5V3R1Q0PA"}},"validate_only":false}
            """#,
            expected: ["apns-mutable-content-missing /message/notification/image"]),
        // mastodon/webpush-fcm-relay (webpush-fcm-relay.go): the encrypted Web Push body in data,
        // a notification titled 🎺, content-available and mutable-content for iOS. Android shows
        // 🎺 and hands the data over on a tap (info: Mastodon's app reads the raw intent).
        RealWorldCase(
            "audit79 mastodon webpush fcm relay",
            #"""
            {"message":{"token":"mFcmToken:APA91bHexampleMastodonAndroid","data":{"p":"k}s$7fH[2vQ9x&Lw(0Zr!bN^m4P8yT.cD:eG+aJ=1uV-oR*hI?lS<3kW>6nB@","x":"account-3","rfc":"1"},"notification":{"title":"🎺"},"android":{"ttl":"172800s","collapse_key":"mention","priority":"high"},"apns":{"payload":{"aps":{"content-available":1,"mutable-content":1}}}}}
            """#,
            expected: [
                "android-notification-data-hidden /message/data",
                "apns-content-available-with-alert /message/apns/payload/aps/content-available",
            ]),
        // Wire's push server through Amazon SNS (wireapp/wire-server
        // services/gundeck/src/Gundeck/Push/Native/Serialise.hs, renderText APNS): apsDict writes
        // "mutable-content" .= '1', a Haskell Char, which Aeson encodes as the string "1"; APNs
        // documents the number 1, which the code's own comment asks for.
        RealWorldCase(
            "audit79 wire gundeck sns apns mutable-content char",
            #"""
            {"APNS":"{\"aps\":{\"alert\":{\"title\":\"New message\"},\"mutable-content\":\"1\"},\"data\":{\"data\":{\"id\":\"5d1b3f2a-88c1-11ee-8000-2e2b3a4c5d6e\"},\"type\":\"notice\",\"user\":\"8a6b2d1e-3f4c-4b5a-9c8d-7e6f5a4b3c2d\"}}"}
            """#,
            expected: [
                "apns-mutable-content-value /APNS/aps/mutable-content", "shape-other-push-service /APNS",
            ]),
        // The "Pushed notifications" sample of nextcloud/notifications docs/push-v2.md, verbatim:
        // a legacy body the proxy sent before HTTP v1.
        RealWorldCase(
            "audit79 nextcloud push-v2 doc sample",
            #"""
            {
              "to" : "APA91bHun4MxP5egoKMwt2KZFBaFUH-1RYqx...",
              "notification" : {
                "body" : "NEW_NOTIFICATION",
                "body_loc_key" : "NEW_NOTIFICATION",
                "title" : "NEW_NOTIFICATION",
                "title_loc_key" : "NEW_NOTIFICATION"
              },
              "data" : {
                "subject" : "*Encrypted subject*",
                "signature" : "*Signature*"
              }
            }
            """#,
            expected: ["legacy-mapping-hint (root)", "legacy-top-level-keys /to", "shape-detected /to"]),
    ]
}
