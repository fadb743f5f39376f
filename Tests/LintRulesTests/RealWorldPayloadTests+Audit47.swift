import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Pub/sub, realtime and push-aggregator services whose APIs carry FCM or APNs payloads inside
    /// their own (audit47): Ably, Pusher Beams, JPush, Getui (UniPush), Amazon Pinpoint (AWS End
    /// User Messaging Push), Pushwoosh, MobPush, and OneSignal's payload as an Android device got
    /// it. Each body is the one the cited page or code sends, serialized as it would be.
    static let audit47Cases: [RealWorldCase] = [
        // https://github.com/ably/docs src/pages/docs/push/publish.mdx ("Push notification payload
        // structure"): generic notification and data with apns, fcm and web overrides. Read as an
        // FCM message it drew no-target, aps-outside-apns.payload and unknown fcm/web errors.
        RealWorldCase(
            "audit47 Ably push payload with per-transport overrides (Ably docs)",
            ##"""
                {"notification": {"title": "Hello from Ably!", "body": "Example push notification from Ably."}, "data": {"foo": "bar", "baz": "qux"}, "apns": {"aps": {"alert": {"title": "Hello to iOS from Ably!"}}}, "fcm": {"notification": {"color": "#d3d3d3"}}, "web": {"badge": "/badge.png"}}
            """##,
            expected: ["shape-other-push-service /fcm"]),
        // Same page, "APNs Headers": a background notification, headers in apns.apns-headers.
        RealWorldCase(
            "audit47 Ably background push with apns-headers (Ably docs)",
            #"""
                {"data": {"foo": "bar", "baz": "qux"}, "apns": {"aps": {"content-available": 1}, "apns-headers": {"apns-push-type": "background", "apns-priority": "5"}}}
            """#,
            expected: ["shape-other-push-service /apns/apns-headers"]),
        // Same page, direct publishing by recipient attributes (rest_javascript).
        RealWorldCase(
            "audit47 Ably direct publish to an APNs device token (Ably docs)",
            #"""
                {"recipient": {"transportType": "apns", "deviceToken": "xxxxxxxxxx"}, "notification": {"title": "Hello from Ably!", "body": "Example push notification from Ably.", "ttl": 3600}}
            """#,
            expected: ["shape-other-push-service /recipient"]),
        // An Ably channel message carrying a push payload in extras (a web client's publish:
        // extras: { push: { notification: { title, body }, data } }).
        RealWorldCase(
            "audit47 Ably channel message with extras.push",
            #"""
                {"name": "message", "data": "hello", "extras": {"push": {"notification": {"title": "Ably Push", "body": "hello"}, "data": {"foo": "bar"}}}}
            """#,
            expected: ["shape-other-push-service /extras/push"]),
        // https://github.com/ably/ably-flutter/blob/01bed2d32ca40e03455db1295239e9df49859d37/PushNotifications.md
        // ("Data Message / Background Notification"), the Dart Message as JSON: the APNs headers
        // sit in apns.headers, where Ably does not read them; the same page reports iOS ignoring
        // every background push, which Ably sent at priority 10.
        RealWorldCase(
            "audit47 Ably background push with headers in apns.headers (ably-flutter push guide)",
            #"""
                {"data": "This is a Ably message published on channels that is also sent as a data message to registered push devices.", "extras": {"push": {"data": {"foo": "bar", "baz": "quz"}, "apns": {"headers": {"apns-push-type": "background", "apns-priority": "5"}, "aps": {"content-available": 1}}}}}
            """#,
            expected: ["shape-other-push-service /extras/push/apns/headers"]),
        // https://github.com/pusher/docs docs/beams/reference/publish-payloads.md ("APNs format"):
        // the alert beside data, with no aps; APNs gets a payload iOS shows nothing for.
        RealWorldCase(
            "audit47 Pusher Beams publish whose apns payload has no aps (Beams platform formats page)",
            #"""
                {"users": ["SOME_USER"], "apns": {"alert": {"title": "You have a new message", "body": "Hi!"}, "data": {"some": "metadata", "of": "your", "choosing": "can", "go": "here 😏"}}}
            """#,
            expected: ["shape-other-push-service /apns"]),
        // JPush Push API v3 reference body (jiguang docs, as mirrored in a Go test's raw JSON):
        // platform, audience, notification {android, ios}, message {msg_content}, options. Read
        // as an FCM request it drew shape-envelope errors for cid, platform, audience and
        // notification, and a missing-target error.
        RealWorldCase(
            "audit47 JPush Push API v3 reference body",
            #"""
                {"cid": "8103a4c628a0b98974ec1949-711261d4-5f17-4d2f-a855-5e5a8909b26e", "platform": "all", "audience": {"tag": ["深圳", "北京"]}, "notification": {"android": {"alert": "Hi, JPush!", "title": "Send to Android", "builder_id": 1, "extras": {"newsid": 321}}, "ios": {"alert": "Hi, JPush!", "sound": "default", "badge": "+1", "extras": {"newsid": 321}}}, "message": {"msg_content": "Hi,JPush", "content_type": "text", "title": "msg", "extras": {"key": "value"}}, "sms_message": {"content": "sms msg content", "delay_time": 3600}, "options": {"time_to_live": 60, "apns_production": false, "apns_collapse_id": "jiguang_test_201706011100"}}
            """#,
            expected: ["shape-other-push-service /platform"]),
        // A Getui RestAPI V2 push to one cid (a water-delivery backend's send_getui_to_cid):
        // push_message.notification and push_channel (ups for Android, aps for iOS). It drew
        // shape-not-a-payload's error.
        RealWorldCase(
            "audit47 Getui RestAPI V2 push with push_channel",
            #"""
                {"request_id": "{{request_id}}", "settings": {"ttl": 86400000}, "audience": {"cid": ["{{cid}}"]}, "push_message": {"notification": {"title": "{{title}}", "body": "{{body}}", "click_type": "payload", "payload": "{{payload_text}}", "channel_id": "water_orders", "channel_name": "送水订单", "channel_level": 4}}, "push_channel": {"android": {"ups": {"notification": {"title": "{{title}}", "body": "{{body}}", "click_type": "payload", "payload": "{{payload_text}}"}}}, "ios": {"type": "notify", "aps": {"alert": {"title": "{{title}}", "body": "{{body}}"}, "content-available": 0, "sound": "default"}, "auto_badge": "+1", "payload": "{{payload_text}}"}}}
            """#,
            expected: ["shape-other-push-service /push_message"]),
        // A uniCloud cloud function's UniPush 2.0 sendMessage (push_clientid, title, content,
        // payload, force_notification). It drew shape-not-a-payload's error.
        RealWorldCase(
            "audit47 UniPush 2.0 uniCloud sendMessage",
            #"""
                {"push_clientid": "1fab98af027bdc2a07aad82460274339", "title": "通知栏显示的标题", "content": "通知栏显示的内容", "payload": {"text": "体验一下uni-push2.0jj"}, "force_notification": true}
            """#,
            expected: ["shape-other-push-service /push_clientid"]),
        // An AWS tutorial script's gcm-message.json for `aws pinpoint send-messages
        // --message-request file://gcm-message.json` (AWS End User Messaging Push).
        RealWorldCase(
            "audit47 Amazon Pinpoint send-messages request (End User Messaging Push tutorial)",
            #"""
                {"Addresses": {"SAMPLE-DEVICE-TOKEN-FCM": {"ChannelType": "GCM"}}, "MessageConfiguration": {"GCMMessage": {"Action": "OPEN_APP", "Body": "Hello from AWS End User Messaging Push! This is an FCM notification.", "Priority": "normal", "SilentPush": false, "Title": "My First FCM Push Notification", "TimeToLive": 30, "Data": {"key1": "value1", "key2": "value2"}}}}
            """#,
            expected: ["shape-other-push-service /MessageConfiguration/GCMMessage"]),
        // A Lambda function's pinpoint.sendMessages parameters (ApplicationId and MessageRequest,
        // the device token a computed key in the code), serialized with placeholders.
        RealWorldCase(
            "audit47 Amazon Pinpoint sendMessages parameters (Lambda, APNS_SANDBOX)",
            #"""
                {"ApplicationId": "{{applicationId}}", "MessageRequest": {"Addresses": {"{{deviceToken}}": {"ChannelType": "APNS_SANDBOX"}}, "MessageConfiguration": {"APNSMessage": {"Body": "The {{challengeName}} is ending soon!", "Title": "Come Back!", "Action": "OPEN_APP"}}}}
            """#,
            expected: ["shape-other-push-service /MessageRequest/MessageConfiguration/APNSMessage"]),
        // A Pushwoosh createMessage body (a Python alert sender's send()).
        RealWorldCase(
            "audit47 Pushwoosh createMessage request",
            #"""
                {"request": {"application": "D27B6-775D3", "auth": "{{auth}}", "notifications": [{"send_date": "now", "ignore_user_timezone": true, "content": {"en": "Test Alert"}, "data": {"custom": "json data"}, "platforms": [3], "android_root_params": {"collapse_key": "SDI MRDD"}, "android_header": "SDI MRDD", "android_icon": "icon", "android_custom_icon": "http://example.com/image.png"}]}}
            """#,
            expected: ["shape-other-push-service /request/notifications"]),
        // The same request's notification object alone, as a user pastes it: it drew nine
        // unknown-field errors and a missing-target error.
        RealWorldCase(
            "audit47 Pushwoosh notification object pasted alone",
            #"""
                {"send_date": "now", "ignore_user_timezone": true, "content": {"en": "Test Alert"}, "data": {"custom": "json data"}, "platforms": [3], "android_root_params": {"collapse_key": "SDI MRDD"}, "android_header": "SDI MRDD", "android_icon": "icon", "android_custom_icon": "http://example.com/image.png"}
            """#,
            expected: ["shape-other-push-service /send_date"]),
        // A MobPush REST push to one registration id (a Python MobPush SDK's push()).
        RealWorldCase(
            "audit47 MobPush REST API push",
            #"""
                {"source": "webapi", "appkey": "{{app_key}}", "pushTarget": {"target": 4, "rids": ["{{device}}"]}, "pushNotify": {"plats": [1], "content": "{{content}}", "type": 1}}
            """#,
            expected: ["shape-other-push-service /pushNotify"]),
        // https://github.com/OneSignal/OneSignal-Cordova-SDK/issues/934: the rawPayload of a
        // OneSignal push as the Android SDK got it. google.c.sender.id is on Android's data map
        // too (firebase-android-sdk MessagePayloadKeys.SENDER_ID); it was read as an iOS userInfo.
        RealWorldCase(
            "audit47 OneSignal push as an Android device received it (OneSignal-Cordova-SDK#934)",
            #"""
                {"google.delivered_priority":"normal","google.sent_time":1698222452527,"google.ttl":2419200,"google.original_priority":"normal","custom":"{\"i\":\"87dfbe7f-0cb7-4da3-b0c2-76dc22009471\",\"a\":{\"adress\":\"messages\"}}","pri":"8","vis":"1","bgac":"4ad05d","chnl":"{\"nm\":\"mambo\",\"id\":\"OS_8a0ea8bd-e1fd-46b7-bd52-c58155e08381\",\"dscr\":\"\",\"grp_id\":\"OS_c29cac80-d04b-4605-9be3-37442dd9d977\",\"grp_nm\":\"Janty\"}","from":"1001984104929","alert":"Test Body!","licon":"https:\/\/janty.live\/AppData\/photos\/w100\/h100\/2023\/02\/08\/252e706195.jpg","sicon":"ic_stat_onesignal_default","title":"Test Title","google.message_id":"0:1698222452534186%258bbbe2f9fd7ecd","google.c.sender.id":"1001984104929","androidNotificationId":1074733748}
            """#,
            expected: ["shape-detected /google.delivered_priority"]),
    ]
}
