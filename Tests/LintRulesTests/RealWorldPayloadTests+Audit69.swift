import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Customer-support, in-app messaging and enterprise platforms that push through FCM
    /// (audit69): what their apps print of a received push (Intercom, Sendbird, Twilio
    /// Programmable Chat) and Twilio Notify's notification requests. Each payload is the one the
    /// cited source shows, trimmed where marked.
    static let audit69Cases: [RealWorldCase] = [
        // intercom/intercom-react-native#191 (2024-05-16): the data of an Intercom reply as the
        // app's background handler printed it (RemoteMessage.data; messageId, from, sentTime and
        // ttl left out). Intercom's SDK claims it by intercom_push_type and receiver; it was
        // shape-not-a-payload.
        RealWorldCase(
            "audit69 intercom reply data map",
            ##"{"app_id": "<APP_ID_HERE>", "app_name": "<APP_NAME_HERE> [TEST]", "author_name": "Josh", "avatar_color": "#333333", "body": "Josh: Message test here", "conversation_id": "26", "conversation_part_id": "178", "conversation_part_type": "comment", "image_url": "", "intercom_push_type": "notification", "message": "Josh: Message test here", "message_data": "{\"type\":\"text\",\"message\":\"Message test here\"}", "receiver": "intercom_sdk"}"##,
            expected: ["shape-detected /intercom_push_type"]),
        // A chat service's "example payload" comment (code index file id 37834963655): the data of
        // a Sendbird push (the RemoteMessage around it left out; the sendbird JSON string trimmed),
        // with the notification's text in a "message" string. It was shape-not-a-payload.
        RealWorldCase(
            "audit69 sendbird data map with message text",
            #"{"message": "John Smith: hello there!", "sendbird": "{\"custom_type\":\"\",\"channel\":{\"custom_type\":\"\",\"name\":\"Group Channel\",\"channel_url\":\"sendbird_group_channel_25778855_cc962b61b88b0e666b8bcebeb2bc5fcc8523f3e4\"},\"created_at\":1583954529368,\"message_id\":265173331,\"message\":\"Hello there\",\"type\":\"MESG\",\"unread_message_count\":8,\"category\":\"messaging:offline_notification\",\"channel_type\":\"messaging\"}"}"#,
            expected: ["shape-detected /sendbird"]),
        // A Flutter app's model file (code index file id 33564953014): a Sendbird push's data with
        // the sendbird JSON decoded, as the app printed it (trimmed). shape-not-a-payload before.
        RealWorldCase(
            "audit69 sendbird decoded data map",
            #"{"sendbird": {"sqs_ts": 1669127195189, "custom_type": "", "channel": {"channel_unread_message_count": 5, "name": "", "channel_url": "ef35f-feb03-1335734258"}, "created_at": 1669127194985, "message_id": 4633387838, "message": "world", "type": "MESG", "push_title": null, "push_sound": "default", "category": "messaging:offline_notification", "channel_type": "group_messaging", "app_id": "C8F82B6F-79AA-43B1-8B87-E752361ABB9E"}}"#,
            expected: ["shape-detected /sendbird"]),
        // An Ionic app's FCM service (code index file id 2107222127): a Twilio Programmable Chat
        // push as cordova-plugin-firebasex hands it to onMessageReceived; read by the plugin's own
        // members, as before.
        RealWorldCase(
            "audit69 twilio chat push firebasex capture",
            #"{"channel_id": "CH296f4a24749d4347a2bf7b4a4754ecb4", "author": "juan.pinzon@mail.com", "message_index": "49", "messageType": "data", "twi_message_type": "twilio.channel.new_message", "id": "2", "ttl": "86400", "from": "378566212104", "sent_time": "1602006755024", "twi_body": "13_chat_therapist_16;juan.pinzon@mail.com: Quiubo ", "show_notification": "false"}"#,
            expected: ["shape-detected /messageType"]),
        // TwilioDevEd/api-snippets notifications/rest/notifications/send-notification-detailed
        // (5.x.js): Twilio Notify's notifications.create argument. Read as an FCM message it drew
        // six false errors (no target, unknown identity, title, body, fcm and apn).
        RealWorldCase(
            "audit69 twilio notify detailed notification",
            #"{"identity": "00000001", "title": "Generic loooooooong title for all Bindings", "data": {"custom_key1": "custom value 1", "custom_key2": "custom value 2"}, "body": "This is the body for all Bindings", "fcm": {"notification": {"title": "New alert", "body": "Hello Bob!"}}, "apn": {"aps": {"alert": {"title": "New alert.", "body": "Hello Bob!"}}}}"#,
            expected: ["shape-other-push-service /identity"]),
        // The same snippet for the 3.x library, its data and overrides as JSON strings: it was
        // shape-not-a-payload.
        RealWorldCase(
            "audit69 twilio notify detailed notification strings",
            #"{"identity": "00000001", "title": "Generic loooooooong title for all Bindings", "data": "{\"custom_key1\":\"custom value 1\",\"custom_key2\":\"custom value 2\"}", "body": "This is the body for all Bindings", "fcm": "{\"notification\":{\"title\":\"New alert\",\"body\":\"Hello Bob!\"}}", "apn": "{\"aps\":{\"alert\":{\"title\":\"New alert.\",\"body\":\"Hello Bob!\"}}}"}"#,
            expected: ["shape-other-push-service /identity"]),
        // tigerfarm/notifyweb bindings/sendNotificationToBindingPayloadNew.js: a send to one
        // identity with the fcm override in the FCM v1 form ("+ Sent" logged).
        RealWorldCase(
            "audit69 twilio notify fcm v1 override",
            #"{"identity": "batman", "body": "Hello batman #1co", "data": {"custom_key1": "custom value 1", "custom_key2": "custom value 2"}, "fcm": {"message": {"notification": {"title": "Custom Payload Override", "body": "Hello Dave 3."}}}}"#,
            expected: ["shape-other-push-service /identity"]),
        // LivePersonInc/developer-center, Push Notification Service (TLS authentication): the body
        // LivePerson posts to a brand's push proxy for an FCM device. Read as an FCM message it drew
        // five errors (no target, three unknown members, an object in data); it is the proxy's input.
        RealWorldCase(
            "audit69 liveperson push proxy android body",
            #"{"data": {"message": "My Test: 456", "payload": {"backendService": "ams", "conversationId": "ff816d0d-3572-4430-956f-cab638d18826", "dialogId": "13a1ca79-22eb-4a60-8cad-cd7f9dbdb9f3", "originatorId": "90588718.2333061110", "brandId": "90588711", "badge": 4, "sequence": 6}}, "push-service": 2, "device-token": "01408800000259", "notificationType": "gcm"}"#,
            expected: ["shape-other-push-service /push-service"]),
        // The same page's iOS body: its aps is what the proxy sends to APNs, read as a raw APNs payload.
        RealWorldCase(
            "audit69 liveperson push proxy ios body",
            #"{"aps": {"alert": "My Test: 123", "sound": "default"}, "push-service": 1, "device-token": "01408800000259", "backendService": "ams", "conversationId": "13a1ca79-22eb-4a60-8cad-cd7f9dbdb9f3", "brandId": "90588711", "badge": 1, "sequence": 8, "notificationType": "apn"}"#,
            expected: ["shape-detected /aps"]),
        // b.well's push integration guide (developer.bwell.com/docs/push-notifications): its data
        // payload's notification_type is a list, which FCM rejects (data values are strings).
        RealWorldCase(
            "audit69 bwell data list value",
            #"{"message": {"token": "bk3RNwTe3H0:CI2k_HHwgIpoDKCIZvvDMExUdFQ3P1...", "data": {"notification_id": "unique_notification_identifier", "sender": "b.well", "receiver": "intended_recipient", "notification_type": ["new_record", "new_insight"], "title": "notification_title", "body": "notification_body_text", "action_type": "deeplink", "action": "action_link_or_url"}}}"#,
            expected: ["android-data-only-normal-priority /message/data", "data-value-not-string /message/data/notification_type"]),
    ]
}
