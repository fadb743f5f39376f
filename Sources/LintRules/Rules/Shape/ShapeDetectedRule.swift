/// Says which input shape a document was linted as, when it is not an FCM message.
///
/// Lint: one info finding for a legacy HTTP body, a raw APNs payload or a device capture (the
/// shapes only part of the rules apply to), at the value that decided it; in a batch, only when the
/// shape changes from the previous message. Nothing for HTTP v1 messages and firebase-admin objects
/// (their own rules name the firebase-admin forms they rely on), and nothing when `--shape` chose
/// the shape.
struct ShapeDetectedRule: Rule {
    static let description = RuleDescription(
        id: "shape-detected",
        area: .shape,
        needs: .shapeNote,
        defaultSeverity: .info,
        clauses: [.advice],
        summary: "the document was linted as a legacy body, a raw APNs payload or a device capture",
        rationale: """
            Not every document is an FCM send request. A legacy HTTP body needs converting \
            before FCM accepts it: the legacy API was shut down from 2024-07-22, and fcm/send \
            answers with an error (HTTP 404 in decision-labs/fcm#136, February 2025), so the fix \
            says so; only the JSON, shape, legacy, data and size rules run on \
            it; a raw APNs payload or what a device received is checked only for what is \
            meaningful in it (the aps dictionary). The linter detects the shape from the \
            document and says so, with the value that decided it, so a wrong guess is visible; \
            --shape overrides it. HTTP v1 messages and firebase-admin objects get every rule \
            and no note. A device capture (what a client SDK printed: an iOS userInfo, \
            with aps and no Simulator Target Bundle, which makes it a Simulator file, or, \
            without aps, with a key the Firebase iOS SDK reads: gcm.message_id, \
            google.c.sender.id, google.c.fid, unless a key only Android gets is beside it \
            (google.message_id, google.sent_time, google.ttl, google.original_priority, \
            google.delivered_priority: Android's SDK has google.c.sender.id too); \
            Android extras, a react-native-firebase or FlutterFire RemoteMessage, react-native-push-notification's \
            onNotification object, cordova-plugin-fcm's data map with wasTapped, the message \
            cordova-plugin-firebasex hands to onMessageReceived (its messageType with \
            show_notification, sent_time or tap), an Expo \
            notification, the Firebase JS SDK's MessagePayload or the push event's data its \
            service worker parses into one (fcmMessageId with from: no send API has \
            fcmMessageId), or the body of a recorded APNs \
            request: request.body with aps, sent to api.push.apple.com or with an apns-topic or \
            apns-push-type header, which APNs delivers to the app as its userInfo, or the data \
            map an engagement or calling vendor's push carried, as the app printed it: a \
            top-level key the vendor's SDK reads to claim the push, which no send API has there: CleverTap's \
            wzrk_pn or wzrk_acct_id, MoEngage's "push_from": "moengage" or moengage dictionary, \
            Iterable's itbl, Customer.io's CIO-Delivery-ID, Salesforce Marketing Cloud's \
            "_sid": "SFMC", Mixpanel's mp_message, Stream Video's "sender": "stream.video" (a \
            call's ring, which Stream sends as a data message), Stream Chat's "sender": \
            "stream.chat" (the data map its Chat API sends every push provider), or a customer-support or chat \
            SDK's: Intercom's intercom_push_type or "receiver": "intercom_sdk", Sendbird's \
            sendbird, Freshchat's "source": "freshchat_user", Helpshift's "origin": \
            "helpshift", Zendesk messaging's smoochNotification, Twilio's twi_message_type (such \
            a map may carry the notification's text in a "message" string, which is no request's \
            message object); such a map drew an unknown-field error for \
            every vendor key, or shape-not-a-payload; or a vendor plugin's callback object \
            holding that map in data.payload, as MoEngage's plugins hand a push click to the \
            app) is \
            checked for what the device got, never as a request FCM would reject; the note \
            names the key that decided it and how to force another shape. \
            Severity: info, because this is advice: nothing is rejected or lost (I).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages",
            "https://firebase.google.com/docs/reference/admin/node/firebase-admin.messaging",
            "https://firebase.google.com/docs/cloud-messaging/migrate-v1",
            "https://github.com/decision-labs/fcm/issues/136",
            "https://github.com/zo0r/react-native-push-notification#handling-notifications (the onNotification object: foreground, userInteraction, message, data)",
            "firebase-js-sdk packages/messaging/src/helpers/externalizePayload.ts (MessagePayload: from, collapseKey, messageId, notification, data, fcmOptions)",
            "firebase-js-sdk packages/messaging/src/interfaces/internal-message-payload.ts (MessagePayloadInternal, the push event's data: from, fcmMessageId, collapse_key, productId, notification, data, fcmOptions)",
            "firebase-ios-sdk FirebaseMessaging/Sources/FIRMessagingConstants.m (gcm.message_id, google.c.sender.id, google.c.fid: keys the iOS SDK reads)",
            "firebase-android-sdk firebase-messaging Constants.java MessagePayloadKeys (google.message_id, google.sent_time, google.ttl, google.original_priority, google.delivered_priority; SENDER_ID google.c.sender.id)",
            "https://github.com/fechanique/cordova-plugin-fcm#receiving-push-notification-data (README, Receiving push notification data: onNotification, data.wasTapped)",
            "https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns (the request: headers and the JSON payload APNs delivers)",
            "https://github.com/dpa99c/cordova-plugin-firebasex/blob/3e9b76651370772e01dfceb608dfe2eb53560114/src/android/FirebasePluginMessagingService.java (sendMessage: messageType, show_notification, sent_time, ttl, from beside the data keys)",
            "https://github.com/CleverTap/clevertap-android-sdk (Constants.NOTIFICATION_TAG \"wzrk_pn\", tested by CleverTapAPI.getNotificationInfo; clevertap-react-native#118 prints such a data map)",
            "https://github.com/HeebaKhan/AndroidSample app/src/main/java/android/heeba/androidsample/MyFirebaseMessagingService.kt (MoEPushHelper.isFromMoEngagePlatform(message.data))",
            "https://github.com/shanraisshan/Notes App/Push/Moengage/README.md (a MoEngage push's data map: \"check from key push_from\")",
            "Salesforce Marketing Cloud MobilePush SDK, PushMessageManager.isMarketingCloudPush (\"SFMC\".equalsIgnoreCase(map.get(\"_sid\")))",
            "https://github.com/Iterable/iterable-android-sdk/issues/143 (IterableConstants.ITERABLE_DATA_KEY \"itbl\" in RemoteMessage.getData())",
            "https://github.com/customerio/customerio-ios/pull/47 (CIO-Delivery-ID and CIO-Delivery-Token in the push's userInfo)",
            "mixpanel-android FCMMessagingServiceTest (MixpanelFCMMessagingService.readInboundIntent reads mp_message, mp_title, mp_cta)",
            "https://github.com/GetStream/stream-video-android/blob/66f9a15837c1456a52f9051dc0048e778cc5e78e/docusaurus/docs/Android/06-advanced/02-push-notifications/03-push-providers/_push-notification-payload.md (the data message Stream sends: sender stream.video, type call.ring, call_cid); stream-video-js isFirebaseStreamVideoMessage (message.data?.sender === 'stream.video')",
            "intercom-android PushPayload.isIntercomPush (a non-empty intercom_push_type and Intercom.PUSH_RECEIVER \"intercom_sdk\" in receiver); https://github.com/intercom/intercom-react-native/pull/191 (an Intercom push's data map as react-native-firebase prints it)",
            "https://sendbird.com/docs/chat/v4/android/push-notifications/managing-push-notifications/set-up-push-notifications-for-fcm (Sendbird sends data messages; the sample service tests remoteMessage.getData().containsKey(\"sendbird\"))",
            "Freshchat Android SDK Freshchat.isFreshchatNotification (\"freshchat_user\".equals(bundle.getString(\"source\")))",
            "Helpshift push integration (\"helpshift\".equals(intent.getStringExtra(\"origin\")))",
            "Zendesk messaging Android SDK zendesk.messaging PushNotifications (NOTIFICATION_KEY \"smoochNotification\"; ClarabridgeChat's FcmService tests it for \"true\")",
            "Twilio Conversations Android SDK NotificationPayload (twi_message_type, twi_body, conversation_sid); Twilio Voice Android Voice.handleMessage (twi_message_type twilio.voice.call)",
            "https://getstream.io/chat/docs/node/push_introduction/ (Push Notification Payload: the data message sent to each provider, sender stream.chat, type message.new, version v2); stream-chat-android PayloadValidator.isFromStreamServer (payload[\"sender\"] == \"stream.chat\")",
        ],
        triggeringExamples: [
            Example(#"{↓"to": "abc", "data": {"k": "v"}}"#),
            Example(#"{↓"aps": {"alert": "Hi"}, "orderId": "42"}"#),
            Example(#"{"aps": {"alert": "Hi"}, ↓"gcm.message_id": "1736899200123456", "google.c.a.e": "1"}"#),
            Example(#"[{↓"aps": {"alert": "A"}}, {"aps": {"alert": "B"}}]"#),
            Example(#"{"data": {"message": "Hi"}, "foreground": true, "id": "1319931916", ↓"userInteraction": false}"#),
            Example(#"{"from": "702949578218", ↓"wasTapped": false, "collapse_key": "blabla", "content_available": "1", "page": "80"}"#),
            Example(#"{↓"messageType": "data", "id": "50", "ttl": "2419200", "from": "605981097027", "key_1": "Data for key one", "sent_time": "1573667860761", "show_notification": "false"}"#),
            Example(#"{"from": "1234", "collapseKey": "campaign", ↓"messageId": "5678", "notification": {"title": "Hi", "image": "https://cdn.example.com/a.png"}, "data": {"k": "v"}}"#),
            Example(#"{"priority": "normal", "notification": {"title": "Furnace Temperature"}, "data": {"screen": "DeviceMain"}, "from": "225981028998", ↓"fcmMessageId": "2c4f1a9e-77d0-4b6e-9a51-3f0c2d8e6b10"}"#),
            Example(#"{↓"gcm.message_id": "1566515531281975", "gcm.notification.title": "Hello", "google.c.a.e": 1}"#),
            Example(#"{"request": {"method": "POST", "url": "https://api.push.apple.com/3/device/9fe817acbcbf", "headers": {"apns-push-type": "alert"}, ↓"body": {"aps": {"alert": "Hi"}, "buildId": "1234"}}, "response": {"status": 200}}"#),
            // Engagement vendors' data maps as apps print them (CleverTap docs, MoEngage's Capacitor sample).
            Example(#"{↓"wzrk_acct_id": "449-8Z6-Z96Z", "nt": "hi 3", "nm": "test 3", "wzrk_pn": "true", "wzrk_id": "0_0"}"#),
            Example(#"{"gcm_title": "basic notification", "gcm_alert": "basic", ↓"push_from": "moengage", "moe_channel_id": "moe_default_channel"}"#),
            Example(#"{"title": "Get ready for summer!", ↓"itbl": "{\"isGhostPush\":false,\"templateId\":1887105}", "body": "Stop by your local store"}"#),
            // A Stream Video ring as the app's RemoteMessage.data shows it (Stream's push payload docs).
            Example(#"{↓"sender": "stream.video", "type": "call.ring", "call_display_name": "Jc Miñarro", "call_cid": "default:77501ea4-0bd7-47d1-917a-e8dc7387b87f", "version": "v2"}"#),
            // Customer-support and chat SDKs' data maps: an Intercom reply (intercom-react-native#191's
            // RemoteMessage.data) and a Sendbird message, each with the text in a "message" string.
            Example(#"{"app_name": "Acme", "author_name": "Josh", "body": "Josh: Message test here", "conversation_id": "26", ↓"intercom_push_type": "notification", "message": "Josh: Message test here", "receiver": "intercom_sdk"}"#),
            Example(#"{"message": "John Smith: hello there!", ↓"sendbird": "{\"channel\":{\"channel_url\":\"sendbird_group_channel_25778855\"},\"type\":\"MESG\"}"}"#),
            // Stream Chat's data message, as Stream's push docs give it and the device receives it.
            Example(#"{↓"sender": "stream.chat", "type": "message.new", "version": "v2", "message_id": "d152f6c1-8c8c-476d-bfd6-59c15c20548a", "id": "d152f6c1-8c8c-476d-bfd6-59c15c20548a", "channel_type": "messaging", "channel_id": "company-chat", "cid": "messaging:company-chat"}"#),
            // MoEngage's Flutter plugin's push-click callback (its tests' pushCampaignPayload).
            Example(#"{"accountMeta": {"appId": ""}, "data": {"platform": "android", "isDefaultAction": true, "payload": {"gcm_alert": "Message", ↓"push_from": "moengage", "gcm_title": "Title"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news"}}"#),
            Example(#"{"topic": "news", "notification": {"title": "Hi"}}"#),
            Example(#"{"topic": "news", "android": {"ttl": 3600000}}"#),
            // messageType beside a v1 target is a custom key of a message to send.
            Example(#"{"topic": "news", "data": {"k": "v"}, "messageType": "data", "sent_time": "1"}"#),
            Example(#"{"token": "fcm-token-of-the-browser", "notification": {"title": "Hi"}, "data": {"fcmMessageId": "42", "from": "shop"}}"#),
            // A vendor's keys inside a message's data are the sender's, not a capture.
            Example(#"{"token": "fGw0qy4TGgk:APA91bGtWGju", "data": {"wzrk_pn": "true", "push_from": "moengage"}}"#),
            // Stream Video's sender key inside a message's data is the sender's, not a capture.
            Example(#"{"token": "fGw0qy4TGgk:APA91bGtWGju", "data": {"sender": "stream.video", "type": "call.ring"}}"#),
            // A "message" object beside a support vendor's key is a request wrapping a message.
            Example(#"{"message": {"topic": "support", "data": {"k": "v"}}, "receiver": "intercom_sdk"}"#),
            // Stream Chat's default Firebase template: a message to send, with the sender key in data.
            Example(#"{"data": {"version": "v2", "sender": "stream.chat", "type": "message.new", "id": "m1", "cid": "messaging:general"}, "android": {"priority": "high"}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        let detection = message.detection
        guard !detection.overridden, !detection.shape.isHTTPv1, detection.shape != .admin,
            message.precedingShape != detection.shape
        else { return }
        var text = "linted as \(detection.shape.title)"
        if let reason = detection.reason { text += ": \(reason.description)" }
        let place = detection.reason?.value ?? message.envelope
        findings.report(text, at: place, anchor: detection.reason?.anchor ?? .value, fix: Self.fix(for: detection.shape))
    }

    static func fix(for shape: MessageShape) -> String? {
        switch shape {
        case .admin: return "if this is an HTTP v1 body, wrap it in {\"message\": …} or pass --shape v1-message"
        case .legacy:
            return "the legacy API (fcm/send) was shut down from 2024-07-22; convert it to an HTTP v1 message (legacy-mapping-hint shows how)"
        case .apnsPayload: return "as an FCM message this payload goes in apns.payload"
        case .deviceCapture:
            return "if this is a message to send, not what a device received, pass --shape v1-message (or v1-request, admin, legacy, apns-payload)"
        case .v1Request, .v1Message: return nil
        }
    }
}
