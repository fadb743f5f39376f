import SizeModel

/// A request to another push service is not an FCM message.
///
/// Lint: a document (or batch element, or JSON Lines line) that `ShapeDetector` recognises as a
/// request to another push service (`OtherPushService`): an Expo push message (`to` an Expo push
/// token or a list of them), a OneSignal "Create notification" body (`app_id` with a OneSignal
/// target or content), a gorush request (`notifications` with numeric platforms) or a Pushy
/// request (`to` Pushy device tokens), a Courier Send API body (`message.to` Courier recipients),
/// an Airship Push API body (`audience` with `device_types`), a Braze `/messages/send` body
/// (`messages` holding `apple_push`, `android_push`, …), a Batch Transactional API body, an
/// AirNotifier push request (Moodle's push server: `device` with `extra` or `alert`), a
/// CleverTap Server API push body (`to` an object of identities, with `content`), a MoEngage Push
/// API body (`requestType` "push" with `payload`) or a Customer.io transactional push body
/// (`transactional_message_id`, `identifiers` and a push member), an Ably push request (a payload
/// with `fcm`/`web` overrides or `apns-headers`, a `recipient`, or a channel message's
/// `extras.push`), a JPush body (`platform` with `audience`), a Getui (UniPush) push
/// (`push_message`), an Amazon Pinpoint message configuration (`GCMMessage`, `APNSMessage`), a
/// Pushwoosh `createMessage` body, a MobPush push (`pushTarget`, `pushNotify`) or a Parse Server
/// push request (`data` with `channels` or `where`, as `POST /parse/push` and Cloud Code's
/// `Parse.Push.send` take it) or a Gotify message (a `message` text with namespaced `extras`
/// or an integer `priority`), a Chabok push body (`user`, `users` or a segment's `target` or
/// `segment` object with a `content` text), an NHN Cloud Push message request (`target` with a `type`, `content`
/// with its `default` message), a TPNS push request (`audience_type` and `message_type`
/// beside `message`), a Twilio Notify notification (`identity`, `tag`, `segment` or
/// `toBinding` with Notify's content and `fcm`/`apn` overrides) or the body LivePerson posts to
/// a push proxy (`push-service`, `device-token`, `data`), an Adalo push request (`appId`,
/// `audience`, a notification with `titleText`) or a PlayFab push request (`Recipient` with
/// `Message`, `Package` or `AdvancedPlatformDelivery`), a SuprSend workflow trigger (`recipients`
/// with `distinct_id` or `$androidpush`), a MagicBell notification (`recipients` by `email`), an
/// Infobip Push API request (`from`, a `to` object, `text`), an Engagespot send request
/// (`sendTo.recipients` beside a `notification`), a Novu workflow trigger (`to` a subscriber
/// object), a Pushe request (`app_ids` with Pushe's `data`), an Appwrite Messaging push request
/// (`messageId` with `topics`, `users` or `targets`) or a strapi-plugin-fcm request (Strapi's
/// `data` around an entry with `targetType` and `target`), or a team-chat server's request to
/// its vendor's push relay (Rocket.Chat's gateway: `token` with `options`; Nextcloud's proxy:
/// `pushTokenHash`, `subject`, `signature`; Mattermost's proxy: `device_id`, `platform`, `ack_id`;
/// Zulip's bouncer: `gcm_payload`, `apns_payload`) or a Matrix homeserver's request to a push
/// gateway (`notification.devices` of pushers), with no member only FCM messages
/// have (Ably's payload members aside); an Ably payload with its APNs headers in
/// apns.headers (FCM's name; Ably's is apns-headers) gets that finding instead. One finding, at the member that
/// showed it, instead of the FCM rules' unknown-field, legacy and target errors, none of which
/// runs on it. Nothing when `--shape` names the shape (the document is then linted as that FCM
/// shape).
struct ShapeOtherPushServiceRule: Rule {
    static let description = RuleDescription(
        id: "shape-other-push-service",
        area: .shape,
        needs: .shapeNote,
        defaultSeverity: .warning,
        clauses: [.decidedElsewhere, .notShownAsMeant, .degraded],
        summary: "the document is a request to another push service (Expo, OneSignal, Pusher Beams, Huawei Push Kit, Amazon SNS, gorush, Pushy, Courier, PubNub, Airship, Braze, Batch, AirNotifier, CleverTap, MoEngage, Customer.io, Ably, JPush, Getui, Amazon Pinpoint, Pushwoosh, MobPush, Parse Server, PushPlus, LeanCloud, Stream Chat, IBM Push Notifications, SAP Mobile Services, Gotify, Salesforce Mobile Push, Chabok, NHN Cloud Push, Tencent Push Notification Service, Twilio Notify, LivePerson's push proxy, Adalo, PlayFab, SuprSend, MagicBell, Infobip, Engagespot, Novu, Pushe, Appwrite Messaging, strapi-plugin-fcm, Knock, Rocket.Chat push gateway, Nextcloud push proxy, Mattermost push proxy, Zulip push notification service, a Matrix push gateway), not an FCM message",
        rationale: """
            Expo's push service (POST https://exp.host/--/api/v2/push/send) and OneSignal's REST \
            API (POST https://api.onesignal.com/notifications) take requests of their own form \
            and build the FCM and APNs messages themselves. An Expo push message is addressed by \
            "to", an Expo push token (ExponentPushToken[…]) or a list of them, with title, body, \
            sound, channelId, priority and data at the top level; a batch is an array of such \
            messages. A OneSignal body has app_id, a target (include_subscription_ids, \
            include_aliases, included_segments, …) and contents and headings maps. A Pusher \
            Beams Publish API body has interests or users beside one payload per platform \
            (fcm, apns, web) and an optional webhookUrl. A Huawei Push Kit body looks like an FCM v1 request but its \
            message.token is a list and its android.notification.click_action an object \
            ({"type": 1}); HarmonyOS's v3 body has payload, target and pushOptions. An Amazon \
            SNS message published with MessageStructure "json" has a default text and one JSON \
            string per platform (GCM, APNS, APNS_SANDBOX, …): SNS sends the GCM string's JSON \
            (a legacy-form body, or {"fcmV1Message": …} holding an HTTP v1 request) to FCM, \
            and the APNS string's to APNs as the payload, so those inner payloads are linted \
            inside their strings, each finding placed on the escaped text where it stands: the \
            APNS payload as a raw APNs payload, the fcmV1Message object as the HTTP v1 request \
            SNS sends with the endpoint's token (so without routing-target-count). A legacy-form \
            GCM payload is not: SNS's FCM v1 page keeps the legacy payload structure working \
            and has SNS convert it to the FCM v1 structure itself (fcmV1Message is an opt-in), \
            so the legacy API's shutdown (legacy-top-level-keys) is no error for it, and what \
            the conversion makes of each field is SNS's (an fcmV1Message document pasted alone is reported too: its "message" \
            is the request). An Amazon Pinpoint (AWS End User Messaging Push) request's \
            RawContent strings, which Pinpoint sends as the payload ("If specified, this value \
            overrides all other values for the message"), are linted the same way: \
            APNSMessage's as a raw APNs payload, GCMMessage's in the FCM v1 form (fcmV1Message, \
            the AWS guide's "FCMv1 message payload" example) as the HTTP v1 request. SNS \
            messages and Pinpoint requests kept in a list or in JSON Lines are read so too. \
            A pasted AWS CLI command is read as a curl command is: the \
            --message of aws sns publish and the --message-request of aws pinpoint \
            send-messages. Without --message-structure json, SNS sends the whole --message as \
            the notification's text (its Publish reference: set MessageStructure to json "if you \
            want to send a different message for each protocol"), so a JSON message arrives as \
            text and no payload in it is sent (an Android app logged what it got so: "Message \
            data payload: {default={"GCM": …}}", the whole JSON in the data key "default" and \
            no notification, jhaoheng/golang_aws_operation's SNS notes): an error, and nothing \
            in it is linted. A gorush push server request (POST /api/push; its README: \
            "The Request body must have a notifications array") lists notifications, each with \
            tokens and a numeric platform (1 iOS, 2 Android through Firebase), from which gorush \
            builds the APNs and FCM requests. A Pushy Send Notifications API body (POST \
            https://api.pushy.me/push) copies the legacy FCM form (to, data, notification, \
            time_to_live, content_available) but is addressed to Pushy device tokens, 22 \
            hexadecimal digits ("a6345d0278adc55d3474f5" in its reference), which no FCM \
            registration token is. A Courier Send API body (POST https://api.courier.com/send) \
            wraps a message of its own: its "to" is a recipient object ({"user_id": …}, \
            {"firebaseToken": …}) or a list of them, beside content or a template, routing and \
            providers; Courier builds the FCM message and merges \
            providers["firebase-fcm"].override.body into it. A PubNub publish is a message to a \
            channel whose pn_fcm object (pn_gcm before) PubNub sends to FCM for the devices \
            registered on the channel and whose pn_apns object it sends to APNs; its other \
            members reach PubNub subscribers only. An Airship Push API body (POST \
            https://go.urbanairship.com/api/push) has an audience ("all" or a selector such as \
            {"named_user": …}) and device_types, both required by that API, beside a \
            notification of Airship's form ({"alert": …, "android": {…}, "ios": {…}}); read as \
            an FCM message it drew false errors: no target, unknown "audience", "alert" and \
            "ios". A Braze /messages/send body holds a messages object with one messaging \
            object per channel (apple_push, android_push, …) beside Braze's recipients \
            (external_user_ids, segment_id, broadcast); Braze builds the FCM message from \
            android_push and the APNs payload from apple_push. A Batch Transactional API body \
            (POST https://api.batch.com/1.1/{API_KEY}/transactional/send) has a group_id and \
            recipients ({"tokens": […], "custom_ids": […]}) beside a message of Batch's form \
            ({"title", "body"}) and a custom_payload string; read as an FCM message it drew seven \
            false errors (the envelope's members, no target). An AirNotifier push request \
            (POST <server>/api/v2/push, the push server Moodle runs for its app; Moodle's \
            developer documentation gives it as a curl command) has a device token, a device type \
            ("android-fcm", "ios-fcm", "ios", "wns") and Moodle's extra ({"processor": "moodle", \
            "notification": 1, "subject", "fullmessage", "customdata"}) or an alert; AirNotifier \
            routes on the device type and builds the FCM HTTP v1 message (alert as notification \
            title and body) or the APNs request. Read as an FCM message it drew two false errors \
            (unknown "device" and "extra"). \
            A CleverTap Server API push body \
            (POST https://api.clevertap.com/1/send/push.json, "push to user profiles") addresses \
            users by a to object of identities ({"Identity": […]}, {"objectId": […]}) beside a \
            content object (title, body, platform_specific); a legacy FCM "to" is a string, so \
            read as a legacy body it drew a legacy-top-level-keys error, unknown-field errors \
            for content and CleverTap's other members, and a mapping hint that put the identity \
            object in "token" (a request the author reports as delivered). A MoEngage Push API \
            body (POST https://pushapi-{dc}.moengage.com/v2/transaction/sendpush) has \
            "requestType": "push", targetPlatform, targetAudience and a payload object of one \
            MoEngage payload per platform ({"ANDROID": {"title", "message"}}). A Customer.io \
            transactional push (POST https://api.customer.io/v1/send/push) has \
            transactional_message_id and identifiers beside custom_payload (one payload per \
            platform), custom_device, or title and message strings. An Ably push request is a \
            channel message whose extras.push holds a payload, a direct publish (POST \
            /push/publish: a recipient beside the payload) or a batch element (recipient and \
            payload); Ably maps the payload's notification and data to FCM's and APNs' fields and \
            its fcm, apns (raw APNs keys, with apns-headers for the request headers) and web \
            objects override them per transport. Read as an FCM message, the example in Ably's \
            docs drew four false errors (no target, aps outside apns.payload, unknown fcm and \
            web). Ably's apns override is the APNs payload with one member of Ably's own, \
            apns-headers, for the request headers; headers written in apns.headers, FCM's name, \
            stay in the payload as a custom key, so the push is sent without them: ably-flutter's \
            push guide writes its background example so and reports that iOS ignored every \
            background push, which arrived at priority 10. That case is reported instead, as a \
            warning (the push is not delivered as meant, W1). A JPush Push API v3 body (POST https://api.jpush.cn/v3/push) has platform \
            ("all", or a list of android, ios, quickapp, hmos) and audience ("all" or a selector \
            such as {"registration_id": […]}), both required, beside JPush's notification \
            ({"alert", "android", "ios"}) and message ({"msg_content"}); read as an FCM request \
            it drew envelope and unknown-field errors. A Getui RestAPI V2 push (DCloud's UniPush \
            uses it) has request_id, settings, audience, push_message and push_channel, and \
            UniPush 2.0's uniCloud sendMessage takes push_clientid with title, content, payload \
            and options per phone maker (its payload and options made it look like the removed \
            firebase-admin sendToDevice arguments); an \
            Amazon Pinpoint (AWS End User Messaging Push) SendMessages or campaign request has a \
            MessageConfiguration with a GCMMessage, APNSMessage or \
            DefaultPushNotificationMessage of Pinpoint's form (Title, Body, Action, Data, \
            RawContent); a Pushwoosh createMessage body wraps a request with application, auth \
            and notifications (one of which, pasted alone, has send_date and content and drew \
            nine unknown-field errors); a MobPush push has pushTarget and pushNotify. Those four drew \
            shape-not-a-payload's error, which says the document is no push payload at all. A \
            Parse Server push (its REST API's POST <server>/parse/push, and the object Cloud Code \
            passes to Parse.Push.send on a self-hosted or Back4App server) is a data object \
            (alert, badge, sound, title, custom keys) with channels (a list of channel names) or \
            where (an installation query), and optionally push_time, expiration_time or \
            expiration_interval; Parse Server finds the installations and its push adapter \
            builds the FCM message (the data as FCM data, android priority high) and the APNs \
            payload. Read as an FCM message, a Parse Server issue's request ({"channels": […], \
            "data": {"title", "message", …}}) drew two false errors: no target, unknown \
            "channels" (parse-server#1182). FCM never \
            sees any of them, and their own services accept them, so reading one as an FCM message \
            (a legacy body, by its "to") would report errors that are false for it. The linter \
            says what the document is and runs no FCM rule on it. What reaches the device is \
            decided by the FCM message the service builds, which the linter cannot see: lint \
            that one, or send through FCM HTTP v1 directly. A document with any member only FCM \
            messages have (message, notification, android, apns, webpush, token, topic, \
            condition, registration_ids, a legacy-only option) is an FCM message and is linted \
            as one; an Expo token in it is routing-token-shape's error. Pass --shape to lint the \
            document as an FCM shape anyway. \
            An SNS message whose GCM (or APNS) member is an object, the payload not turned into a \
            string, is an error: SNS takes each platform's payload only as a JSON string, so it \
            answers "Invalid parameter: JSON must contain an entry for 'default' or 'GCM'" \
            (aws-sdk-net#180, aws-sdk-java#1991), or, with a default beside it, sends the default \
            text alone and none of the payload (aws-sdk-net#180, aws-sdk-js#957). So is one whose \
            platform key is written in another case ("gcm"): SNS's keys are case-sensitive, and it \
            gave the same answer for "gcm" (aws-sdk-java#1991). A Pusher Beams request whose \
            apns object has no aps is an error too: Beams sends apns to APNs as the payload (its \
            publish reference points to Apple's Payload Key Reference, and its Node.js SDK's \
            ApnsPayload type requires aps), and iOS shows an alert, plays a sound or sets a badge \
            only from aps, so the iOS notification is not shown; Beams' own platform formats page \
            writes "apns": {"alert": …} so. \
            Airship's v1 push API (POST /api/push/, before v3) took device_tokens beside an aps \
            dictionary of its own form, whose badge may be "+1" (Airship's autobadge, which APNs \
            itself does not take) and custom keys beside it; read as a raw APNs payload it drew \
            apns-badge-invalid. A PushPlus send request (POST http://www.pushplus.plus/send) \
            has the user's token, a title, a required content and a template (html, txt, json, \
            markdown…) or channel (wechat, webhook, mail…): PushPlus delivers it to WeChat and \
            other channels, not through FCM, and read as an FCM message it drew an unknown-field \
            error for each member. A LeanCloud push request (POST /1.1/push, in the form Parse's \
            push API has, with LeanCloud's own prod, the APNs environment; or POST \
            /1.1/push/devices with device_ids and device_type) sends its data object to the \
            devices it names, building each platform's message itself. Stream Chat's push templates (Check Push's apn_template, firebase_template and \
            firebase_data_template, app settings' firebase_config and apn_config, a push \
            provider's templates) are Handlebars text that Stream renders into the APNs payload \
            and FCM message for each chat message; the rendered text (Check Push's \
            rendered_firebase_template) is what to lint. An IBM Push Notifications send request \
            (POST …/imfpush/v1/apps/{applicationId}/messages, the REST API of IBM Cloud Push \
            Notifications and of IBM MobileFirst Foundation's push service) is {"message": \
            {"alert", "url"}} with optional settings per platform (apns, gcm, wns, chromeWeb, …) \
            and a target (deviceIds, userIds, platforms, tagNames); IBM's server builds the FCM \
            and APNs messages from it. Its "message" looks like an HTTP v1 request's, so the \
            documentation's own example (answered 202 Accepted) drew five false errors: no \
            target, unknown "alert" and "url", and settings and target outside the envelope. \
            FCM's Message has neither alert nor url, so a message of only those two (alert \
            among them) is IBM's. An SAP Mobile Services push (its Notification Backend API, POST \
            /mobileservices/push/v1/backend/applications/{app}/notifications/…) is a push payload \
            of common properties (alert, badge, sound, data, priority) with one object per \
            platform in SAP's own form (gcm: {"title", "body"}, apns: {"alertTitle", \
            "alertBody"}), sent alone to an application or device, or as {"notification": …, \
            "users": […]} to users; SAP builds the FCM and APNs messages from it. Read as an FCM \
            message, SAP's Java integration's test payload drew six false errors (no target, \
            unknown alert and gcm, unknown alertTitle, alertSubtitle and alertBody in apns). \
            A Gotify message (POST /message?token=… on a self-hosted Gotify server) is a \
            message text with an optional title, an integer priority (0 to 10) and extras in \
            Gotify's <namespace>::<action> form (client::display, client::notification, \
            android::action); the Gotify server hands it to its own clients over their \
            WebSocket connection, never to FCM. Read as an FCM message it was a legacy body \
            for its priority and drew four errors (title, message and extras unknown, priority \
            legacy): a ZoneMinder hook's Gotify call and an n8n-style Gotify template (audit64). A \
            Salesforce Connect REST API push notification (POST /connect/notifications/push: \
            appName, namespace, userIds and a payload string) goes to Salesforce's Mobile Push \
            Notification Service, which sends the payload to APNs or FCM for the users' devices; \
            its documented example was named "not a payload" before. A Chabok push-to-users \
            request (ADP Digital's push service in Iran, POST /api/push/toUsers or notifyUsers on \
            push.adpdigital.com) has a user ID or a users list with a content text, both \
            required; its segmented push (POST /api/push/byQuery) has a segment's filters \
            instead, a target object ({"deviceType": "ios"}) or a segment object ({"all": \
            [{"name": "tags", "operator": "include", …}]}), with the content text, both required; \
            each beside Chabok's options (channel, useAsAlert, alertText, data, ttl, …) and \
            a notification object of its own form (title, body, clickUrl, mediaUrl, …); Chabok \
            delivers it to the users' devices itself. Read as an FCM message, its documentation's \
            Persian example drew four false errors (no target, unknown users, content and \
            channel), and its one-user and segmented examples shape-not-a-payload's (audit67, \
            verdict-left6). An NHN Cloud \
            Push message request (formerly TOAST Cloud Push, Korea: POST \
            /push/v2.4/appkeys/{appkey}/messages on api-push.cloud.toast.com) has a target (type \
            ALL, UID or TAG) and a content of messages by language, default required, beside \
            messageType (NOTIFICATION or AD); NHN builds the FCM, APNs and ADM messages from it for \
            the tokens its target selects (for FCM, title and body as data unless content holds an \
            FCM notification). Its API guide's examples were named "not a payload", an error, \
            before (audit68). A Tencent Push Notification Service request (TPNS, formerly XG \
            信鸽: POST https://api.tpns.tencent.com/v3/push/app) has an audience_type and a \
            message_type, both required, beside a message of TPNS's form (title, content, android \
            with phone makers' channel ids such as oppo_ch_id, ios with its aps) and options \
            (token_list, platform, environment); TPNS delivers it over its own connection or a \
            phone maker's channel. Its "message" made it an HTTP v1 envelope: the documentation's \
            samples drew seven false errors each (envelope members, no target, unknown title, \
            content, ios and oppo_ch_id; audit68). A Twilio Notify \
            notification (POST /v1/Services/{ServiceSid}/Notifications on notify.twilio.com, or \
            its helper libraries' notifications.create) is addressed by users' identity, a tag, \
            a segment or inline toBinding entries, with a generic body, title and data and \
            per-channel overrides (fcm, apn, gcm, sms); Notify builds the FCM and APNs messages \
            for the bindings, merging the overrides over the generic payload. Twilio deprecated \
            Notify in October 2022 and ends it on October 31, 2027. Read as an FCM message, \
            Twilio's own detailed-notification snippet drew six false errors (no target, \
            unknown identity, title, body, fcm and apn), and its snippet with the overrides as \
            JSON strings shape-not-a-payload's (audit69). The body LivePerson's Push \
            Notification Service posts to a brand's push proxy for an Android device \
            (push-service 2 for FCM or 3 for Huawei, device-token, notificationType, and data \
            with the message text and a payload object) is the proxy's input, from which it \
            builds the FCM message; read as one, LivePerson's documented body drew five errors \
            (no target, unknown push-service, device-token and notificationType, an object in \
            data), where the one fact for the proxy is that payload must go as JSON text, \
            which is how LivePerson's SDK reads it (audit69). An Adalo API push request (POST \
            https://api.adalo.com/notifications, which a no-code app's owner calls from Zapier, \
            Make or a script) has an appId, an audience naming one user (email or id) and a \
            notification of Adalo's own form (titleText, bodyText); read as an FCM message, \
            Adalo's documented body drew six errors (no target, unknown appId, audience, \
            titleText and bodyText, an empty notification) (audit72). A PlayFab push request \
            (Microsoft's game backend: POST https://{titleId}.playfabapi.com/Server/SendPushNotification, \
            or server.SendPushNotification in its CloudScript) names the player by PlayFab ID \
            (Recipient) beside its Message, Package or raw AdvancedPlatformDelivery payloads, \
            in PlayFab's PascalCase; PlayFab routes it through Amazon SNS to the devices the \
            player registered. Its documented body was shape-not-a-payload's error, and the same \
            object in CloudScript an invalid-json error (audit75). A Pushe notification request \
            (Pushe, Iran: POST https://api.pushe.co/v2/messaging/notifications/, or \
            /v2/messaging/rapid/) names the Pushe apps (app_ids) beside Pushe's data (title, \
            content, action, buttons) or custom_content, with its filters, topics or platform; \
            Pushe's own sample scripts' body drew a missing-target and an unknown-field error \
            (audit77). An Appwrite Messaging push request (POST /v1/messaging/messages/push on \
            an Appwrite server, messaging.createPush in its SDKs) names the message (messageId) \
            and the Appwrite topics, users or targets it goes to, beside Appwrite's flat \
            content (title, body, data, action, image, icon, sound, color, tag, badge, draft, \
            scheduledAt, contentAvailable, critical, priority); Appwrite's FCM provider \
            (utopia-php/messaging, Adapter/Push/FCM.php) builds one HTTP v1 message per \
            registered token from it. Appwrite's reference sample drew a missing-target error \
            and an unknown-field error for each of its members (audit80). A strapi-plugin-fcm \
            request (POST /api/strapi-plugin-fcm/fcm-notifications on a Strapi server, the \
            plugin's README "Via the api") wraps an FCM Notification entry (title, body, image, \
            payload, targetType "tokens" or "topics", target) in Strapi's data, or lists \
            entries there; the plugin builds the firebase-admin message from it. Read as a \
            data-only FCM message, the README's body drew a missing-target error (audit80). \
            Team-chat servers push to the vendor's official apps through the \
            vendor's relay, which alone holds the apps' FCM and APNs credentials, and post it a \
            request of the relay's own form: Rocket.Chat's push gateway (POST \
            https://gateway.rocket.chat/push/gcm/send or /push/apn/send) takes the device token \
            and the server's notification in options (from, title, text, payload, badge, gcm, \
            apn), which read as firebase-admin's sendToDevice options was legacy-admin-payload's \
            error; Nextcloud's push proxy (push-notifications.nextcloud.com) takes each \
            notification as pushTokenHash, an encrypted subject and its signature (with \
            deviceIdentifier, priority, type), which drew four unknown-field errors and a legacy \
            priority error; Mattermost's push proxy (POST /api/v1/send_push) takes the server's \
            PushNotification (device_id, platform, ack_id, cont_ava, …) and Zulip's bouncer \
            (POST https://push.zulipchat.com/api/v1/remotes/push/notify) the user with \
            gcm_payload, gcm_options and apns_payload, both shape-not-a-payload's error. A Matrix \
            homeserver hands every push to the push gateway the app named (the Matrix Push \
            Gateway API, POST /_matrix/push/v1/notify: Sygnal or the app's own): one \
            notification object with the event's fields, counts and the devices (pushers, each \
            an app_id and a pushkey) it goes to; the specification's example, which Matrix apps' \
            privacy pages copy, drew twelve unknown-field errors and a missing target (audit79). \
            A pasted curl command or HTTP request sent to another push service's send endpoint \
            (Expo's https://exp.host/--/api/v2/push/send, OneSignal's notifications, Pusher \
            Beams' publishes, PlayFab's SendPushNotification…) is that service's request even \
            when its body does not show it: a GitHub Actions step's curl to Expo whose "to" is a \
            shell variable was shape-not-a-payload's error (audit75). \
            Multichannel notification platforms take a request of their own and send each \
            channel through the provider set up for it, building the FCM message for mobile \
            push themselves. A SuprSend workflow trigger (its SDKs' WorkflowTriggerRequest) \
            names a workflow and lists recipients, each a distinct_id with channel identities \
            ($androidpush holding FCM tokens, $iospush, $email; the older Workflow body lists \
            them in users beside name and template); read as an FCM message, its README's \
            body drew three errors (no target, unknown workflow and recipients). A MagicBell \
            notification ({"notification": {"title", "content", "category", "recipients", \
            "overrides"}}; its broadcasts carry those members at the top level) lists its \
            recipients by email, external_id or matches, which FCM's notification has not; its \
            documented override example drew five errors. An Infobip Push API request (POST \
            https://api.infobip.com/push/2/message/single) has an application code in from, a \
            destination object in to (externalUserId, email, phoneNumber, …) and a text; its \
            "to" made it a legacy body, with errors for from and text and a mapping hint that \
            put the destination object in token, and the same request pasted as HTTP was \
            shape-not-a-payload's error. An Engagespot send request (client.send in its SDKs) \
            has a notification of Engagespot's form (a workflow, or title and message) beside \
            sendTo.recipients; its README's call drew four errors (no target, unknown workflow \
            and sendTo, an object in data). A Novu workflow trigger (novu.trigger('<workflow>', \
            {…}) in its SDKs, or the REST body with the workflow's name) addresses a \
            subscriber ({"subscriberId": …}) in to, beside payload and overrides, whose fcm \
            member holds firebase-admin's android, apns, webPush and fcmOptions, merged into \
            the FCM message Novu sends; the object made it a legacy body, with a mapping hint \
            that put the subscriber in token, and the SDK call was an invalid-json error \
            (audit76). A Knock workflow trigger (POST \
            https://api.knock.app/v1/workflows/{key}/trigger, or knock.workflows.trigger(key, \
            {…}) in its SDKs) lists recipients (user ids, or objects with an id) beside actor, \
            data, cancellation_key and tenant; Knock runs the workflow and sends its push steps \
            through the provider set up for the channel. Its documented call drew a \
            missing-target error and four unknown-field errors, and its curl example \
            shape-not-a-payload's error (verdict-left11). The SDK's trigger call is Knock's \
            request whatever its payload shows (its recipients are often a name, `{ recipients, \
            actor, data }`), also after the code that builds the client, `const knock = new \
            Knock({ apiKey })` or `new Knock(process.env.KNOCK_API_KEY)`, and the function \
            around it (verdict-left12: such snippets were invalid-json's "import is a bare \
            word"). \
            Severity: warning, because what the device gets is decided by something the linter \
            cannot see, the other service's translation (W3); error for an SNS platform payload \
            written as an object, for an aws sns publish command whose JSON message SNS sends \
            as text, and for a Beams apns payload without aps, because the \
            notification it holds is never sent or never shown (E2); warning for Ably's APNs \
            headers in apns.headers, because the push is sent without them, not as meant (W1).
            """,
        sources: [
            "https://docs.expo.dev/push-notifications/sending-notifications/",
            "https://documentation.onesignal.com/reference/push-notification",
            "https://pusher.com/docs/beams/reference/publish-api",
            "https://developer.huawei.com/consumer/en/doc/HMS-References/push-sendapi",
            "https://developer.huawei.com/consumer/en/doc/doccenter-references/api/push-scenariozed-api-request-struct/",
            "https://docs.aws.amazon.com/sns/latest/dg/sns-send-custom-platform-specific-payloads-mobile-devices.html",
            "https://docs.aws.amazon.com/sns/latest/dg/sns-fcm-v1-payloads.html (fcmV1Message, an opt-in; SNS converts a legacy-structure payload to FCM v1 itself)",
            "https://docs.aws.amazon.com/sns/latest/api/API_Publish.html (MessageStructure: json to send a different message for each protocol)",
            "https://github.com/jhaoheng/golang_aws_operation sns/readme.md (the Android app received an SNS message sent as text: \"Message data payload: {default={\"GCM\": …}}\")",
            "https://github.com/aws/aws-sdk-net/issues/180 (a GCM object: \"Invalid parameter: JSON must contain an entry for 'default' or 'GCM'\"; with a default, only the default text arrives)",
            "https://github.com/aws/aws-sdk-java/issues/1991 (the same answer for a GCM object)",
            "https://github.com/aws/aws-sdk-java/issues/1999 (only an escaped GCM string works)",
            "https://github.com/aws/aws-sdk-js/issues/957 (a GCM object beside default: the push arrives without the GCM data)",
            "https://github.com/appleboy/gorush#request-body",
            "https://pushy.me/docs/api/send-notifications",
            "https://www.courier.com/docs/external-integrations/push/firebase-fcm",
            "https://www.pubnub.com/docs/faq/integrations (pn_apns and pn_fcm keys)",
            "https://www.pubnub.com/docs/sdks/rest-api/mobile-push-notifications-introduction",
            "https://docs.airship.com/api/ua/#operation-api-push-post (audience and device_types required)",
            "https://pypi.org/project/urbanairship/ (README: push.audience, push.notification, push.device_types)",
            "https://www.braze.com/docs/api/endpoints/messaging/send_messages/post_send_messages/",
            "https://www.braze.com/docs/developer_guide/platform_integration_guides/legacy_sdks/ios/push_notifications/testing (a /messages/send test body)",
            "https://doc.batch.com/api/transactional (POST /1.1/{API_KEY}/transactional/send: group_id, recipients, message)",
            "https://github.com/pthm/batch-node (README: sendNotification({group_id, recipients: {custom_ids}, message: {title, body}}))",
            "https://github.com/moodle/devdocs/blob/main/docs/moodleapp/development/custom-push-notifications.md (the AirNotifier API's payload format and curl examples)",
            "https://github.com/dcai/airnotifier/blob/master/api/push.py (POST /api/v2/push reads token, device, alert, extra, fcm, apns, wns; routes on device)",
            "https://github.com/dcai/airnotifier/blob/master/pushservices/fcm.py (builds the FCM HTTP v1 message)",
            "https://developer.clevertap.com/docs/create-campaign-api (Create Campaign API: target people by user events, POST /1/targets/create.json, or by their user ids, POST /1/send/push.json with to and content)",
            "https://moengage.com/docs/api/transactional/send-push-notification (POST /v2/transaction/sendpush: requestType push, payload per platform)",
            "https://github.com/customerio/customerio-node/pull/141 (support for sending transactional push messages: SendPushRequest, POST /v1/send/push)",
            "https://github.com/customerio/customerio-node test/api.ts (#sendPush: custom_payload, title and message, custom_device)",
            "https://github.com/pusher/docs/blob/main/docs/beams/reference/publish-payloads.md (APNs format written as apns: {alert, data}, without aps)",
            "https://github.com/pusher/push-notifications-node/blob/master/index.d.ts (PublishRequestBase.webhookUrl; ApnsPayload requires aps; FcmPayload in the legacy form: time_to_live, collapse_key, priority)",
            "https://ably.com/docs/push/publish (payload structure: notification, data, apns, fcm, web; apns-headers; direct and batch publishing)",
            "https://github.com/ably/ably-flutter/blob/main/PushNotifications.md (background example with apns.headers; \"All background notification are currently ignored by iOS devices\", sent at priority 10)",
            "https://docs.jiguang.cn/jpush/server/push/rest_api_v3_push (platform, audience, notification, message, options)",
            "https://docs.getui.com/getui/server/rest_v2/push/ (request_id, settings, audience, push_message, push_channel)",
            "https://docs.aws.amazon.com/pinpoint/latest/apireference/apps-application-id-messages.html (MessageConfiguration: GCMMessage, APNSMessage, RawContent)",
            "https://docs.aws.amazon.com/push-notifications/latest/userguide/send-messages.html (send-messages with RawContent: legacy keys, FCMv1 message payload, APNs)",
            "https://docs.pushwoosh.com/platform-docs/api-reference/messages/create-message (request: application, auth, notifications)",
            "https://www.mob.com/wiki/detailed/?wiki=MobPushRestAPIfenlei1333&id=136 (pushTarget, pushNotify)",
            "https://docs.parseplatform.org/rest/guide/#sending-pushes (POST /parse/push: channels or where, data, push_time, expiration_time, expiration_interval)",
            "https://docs.parseplatform.org/js/guide/#sending-pushes (Cloud Code's Parse.Push.send takes the same object)",
            "https://github.com/parse-community/parse-server-push-adapter/blob/master/src/FCM.js (generateFCMPayload: the request's data as FCM data, android priority high)",
            "https://github.com/parse-community/parse-server/issues/1182 (a channels request from Parse Server's verbose log)",
            "https://docs.airship.com/api/ua/ (API v1, retired: POST /api/push/ with device_tokens, aliases, tags, aps; autobadge \"+1\")",
            "https://www.pushplus.plus/doc/guide/api.html (POST /send: token, title, content, template, channel, topic)",
            "https://github.com/taptap/tds-docs/blob/2e6ef4caee2ed43d07f7aa85d6c54b89be8d10fa/docs/sdk/19-push/02-guide/06-rest.md (LeanCloud push REST API: data, where, channels, prod, push_time)",
            "https://getstream.io/chat/docs/node/push_template/ (Check Push: apn_template, firebase_template, firebase_data_template; rendered_* in the answer)",
            "https://www.ibm.com/docs/SSHS8R_8.0.0/com.ibm.worklight.apiref.doc/rest_runtime/r_restapi_push_message_post.html (IBM MobileFirst Foundation Push Message POST: message, settings, target; 202 when accepted)",
            "https://cloud.ibm.com/docs/mobilepush?topic=mobilepush-push-cli-plugin (ibmcloud pn message send-in-bulk: [{\"message\": {\"alert\", \"url\"}, \"settings\": {\"gcm\": …}, \"target\": {\"platforms\": [\"G\"]}}], answered Accepted)",
            "https://github.com/SAP/java-integration-for-sap-mobile-services/blob/main/docs/push/index.md (PushPayload: alert, badge, sound, data, priority; apns and gcm objects; pushToUsers)",
            "https://github.com/SAP/java-integration-for-sap-mobile-services client/src/test/resources/payloads (request-push-to-application-device-specific.json, request-push-to-users-alert.json)",
            "https://gotify.net/api-docs (POST /message: Message model with message, title, priority, extras)",
            "https://gotify.net/docs/msgextras (extras namespaced <top-level-namespace>::[<sub-namespace>::]<action>: client::display, client::notification, android::action)",
            "https://github.com/juan11perez/zmesml defaults/gotify.sh (a ZoneMinder hook's Gotify message with client::display and client::notification extras)",
            "https://developer.salesforce.com/docs/atlas.en-us.pushImplGuide.meta/pushImplGuide/connect_resources_notifcations_push.htm (Push Notifications resource: appName, namespace, userIds, payload String \"in JSON format\")",
            "https://github.com/chabok-io/chabok-docs/blob/master/rest-api/send-push.md (Chabok's push-to-users API: user or users and content required; channel, useAsAlert, alertText, data, ttl, notification; segmented push, byQuery: target and content required, or a segment's filters)",
            "https://www.tencentcloud.com/document/product/1024/33764 (TPNS Push API: audience_type and message_type required; message.title, content, android, ios)",
            "https://github.com/TOAST-DOCS/Push/blob/master/ko/api-guide.md (NHN Cloud Push API v2.4, 메시지 발송: target.type and content.default required, messageType NOTIFICATION or AD; 푸시 타입별 메시지 변환: FCM gets data.title and data.body)",
            "https://www.twilio.com/docs/notify/api/notification-resource (Create a Notification: Identity, Tag, Segment, ToBinding, Body, Title, Data, Apn, Fcm, Gcm, Sms, Priority, Ttl)",
            "https://github.com/TwilioDevEd/api-snippets/tree/master/notifications/rest/notifications/send-notification-detailed (identity, title, data, body, fcm and apn overrides)",
            "https://www.twilio.com/docs/notify/api (\"Twilio deprecated Notify in October 2022\"); https://www.twilio.com/en-us/changelog/twilio-notify-end-of-life-timing-update (end of life October 31, 2027)",
            "https://github.com/LivePersonInc/developer-center (Push Notification Service, TLS authentication: the proxy payloads, push-service APNS 1, GCM 2, HUAWEI 3)",
            "https://help.adalo.com/integrations/the-adalo-api/push-notifications (Send Push Notifications via API: appId, audience email or id, notification titleText and bodyText)",
            "https://appwrite.io/docs/references/cloud/server-nodejs/messaging#createPush (messageId, title, body, topics, users, targets, data, action, image, icon, sound, color, tag, badge, draft, scheduledAt, contentAvailable, critical, priority); https://github.com/utopia-php/messaging (src/Utopia/Messaging/Adapter/Push/FCM.php: the HTTP v1 message Appwrite's FCM provider builds)",
            "https://github.com/itisnajim/strapi-plugin-fcm (README, Via the api: {\"data\": {\"title\", \"body\", \"image\", \"payload\", \"targetType\", \"target\"}}; server/content-types/fcm-notification/schema.json; server/services/fcm.js builds the firebase-admin message)",
            "https://github.com/pusheco/pushe-android-api-samples (Pushe's API samples: POST https://api.pushe.co/v2/messaging/notifications/ with app_ids, data, filters, topics, platform, custom_content; /v2/messaging/rapid/ with app_id and pids)",
            "https://learn.microsoft.com/rest/api/playfab/server/account-management/send-push-notification (Recipient, Message, Subject, Package, TargetPlatforms, AdvancedPlatformDelivery, CustomTags); https://learn.microsoft.com/gaming/playfab/features/engagement/push-notifications/quickstart (PlayFab routes pushes through Amazon SNS)",
            "https://pypi.org/project/suprsend-py-sdk (WorkflowTriggerRequest: workflow, recipients with distinct_id, $email, $androidpush, data); https://pypi.org/project/suprsend-py-sdk/0.2.0 (Workflow: name, template, notification_category, users)",
            "https://www.magicbell.com/docs/overrides (a notification's title, content, category, recipients and overrides: channels and providers); https://www.magicbell.com/docs/api/reference (the broadcast object: title, content, recipients, overrides, category, action_url, custom_attributes)",
            "https://www.infobip.com/docs/api/channels/mobile-app-messaging/send-single-push-notification (from, to, text required; customPayload, notificationOptions); https://dev.infobip.com/push-messaging/test-push-notifications-before-sending (POST /push/2/message/single on api.infobip.com)",
            "https://www.npmjs.com/package/@engagespot/node (client.send: notification.workflow.identifier, data, sendTo.recipients); https://docs.rs/crate/engagespot/latest/source/src/notification.rs (notification, recipients, data, category)",
            "https://github.com/novuhq/docs/blob/main/channels-and-providers/push/fcm.mdx (novu.trigger with to.subscriberId, payload and overrides.fcm: type, imageUrl, data, android, apns, webPush, fcmOptions)",
            "https://docs.knock.app/send-notifications/triggering-workflows/api (the trigger payload: key, actor, recipients, data, cancellation_key, tenant); https://docs.knock.app/api-reference/workflows/trigger (POST /v1/workflows/{key}/trigger on api.knock.app)",
            "https://github.com/RocketChat/Rocket.Chat/blob/develop/apps/meteor/app/push/server/push.ts (sendGatewayPush: POST {gateway}/push/{gcm|apn}/send with {token, options}; the notification's from, title and text are checked as strings)",
            "https://github.com/nextcloud/notifications/blob/master/docs/push-v2.md (the push proxy push-notifications.nextcloud.com holds the apps' FCM and APNs credentials); https://github.com/nextcloud/notifications/blob/master/lib/Push.php (encryptAndSign: deviceIdentifier, pushTokenHash, subject, signature, priority, type)",
            "https://github.com/mattermost/mattermost-push-proxy/blob/master/swagger/spec.yaml (POST /api/v1/send_push, PushNotification); https://github.com/mattermost/mattermost/blob/master/server/public/model/push_notification.go (PushNotification's JSON names; MHPNS https://push.mattermost.com)",
            "https://github.com/zulip/zulip/blob/main/zerver/lib/push_notifications.py (send_notifications_to_bouncer: user_uuid, user_id, realm_uuid, apns_payload, gcm_payload, gcm_options, android_devices, apple_devices to /api/v1/remotes/push/notify)",
            "https://spec.matrix.org/latest/push-gateway-api/ (POST /_matrix/push/v1/notify: notification with event_id, room_id, counts, devices of app_id, pushkey, pushkey_ts, data, tweaks)",
            "Documentation/InputShapes.md (other push services)",
        ],
        triggeringExamples: [
            Example(
                #"{↓"to": "ExponentPushToken[xxxxxxxxxxxxxxxxxxxxxx]", "title": "Hi", "body": "Your order shipped", "sound": "default", "channelId": "orders", "priority": "high", "data": {"orderId": "42"}}"#
            ),
            Example(#"{↓"to": ["ExponentPushToken[aaaa]", "ExpoPushToken[bbbb]"], "body": "Hello"}"#),
            Example(#"[{↓"to": "ExponentPushToken[aaaa]", "body": "A"}, {↓"to": "ExponentPushToken[bbbb]", "body": "B"}]"#),
            Example(
                #"{↓"app_id": "5eb5a37e-b458-11e3-ac11-000c2940e62c", "include_subscription_ids": ["1dd608f2-c6a1-11e3-851d-000c2940e62c"], "contents": {"en": "Hello"}, "headings": {"en": "Hi"}}"#
            ),
            Example(#"{↓"app_id": "5eb5a37e-b458-11e3-ac11-000c2940e62c", "included_segments": ["Active Users"], "contents": {"en": "Hello"}}"#),
            Example(#"{↓"interests": ["hello"], "apns": {"aps": {"alert": "Hello!"}}, "fcm": {"notification": {"title": "Hello", "body": "Hello, world!"}}}"#),
            Example(#"{"apns": {"aps": {"alert": "Hi!"}}, ↓"fcm": {"notification": {"title": "Hi", "body": "Hello"}}}"#),
            Example(
                #"{"validate_only": false, "message": {"notification": {"title": "Hi", "body": "Hello"}, "android": {"notification": {↓"click_action": {"type": 3}}}, "token": ["ANPpqLe8aTPl9tsB2Iu_820GmUQ"]}}"#
            ),
            Example(#"{"message": {"data": "{'orderId': '42'}", ↓"token": ["AAWWHI94sgUR2RU5_P1ZptUiwLq7W8XWJO2LxaAPuXw4"]}}"#),
            Example(
                #"{"payload": {"notification": {"category": "MARKETING", "title": "Hi", "body": "Hello", "clickAction": {"actionType": 0}}}, ↓"target": {"token": ["IQAAAA4Tw"]}, "pushOptions": {"testMessage": true}}"#
            ),
            Example(#"{"default": "Hello", ↓"GCM": "{ \"notification\": { \"title\": \"Hi\", \"body\": \"Hello\" } }"}"#),
            Example(#"{"default": "Hello", "APNS": "{\"aps\":{\"alert\":\"Hello\"}}", ↓"GCM": "{\"data\":{\"message\":\"Hello\"}}"}"#),
            Example(#"{↓"fcmV1Message": {"message": {"notification": {"title": "Hi", "body": "Hello"}}}}"#),
            // An emulator's guide (Floci): a JSON message without --message-structure json, which
            // SNS sends as the notification's text (error).
            Example("aws sns publish --target-arn $ENDPOINT_ARN ↓--message '{\"aps\":{\"alert\":\"hi\"}}' \\\n  --endpoint-url http://localhost:4566\n"),
            // A staging runbook's smoke test: the GCM string in SNS's FCM v1 form, read from the command.
            Example("aws sns publish --target-arn '<endpoint-arn>' --message-structure json \\\n  --message '{↓\"GCM\":\"{\\\"fcmV1Message\\\":{\\\"message\\\":{\\\"notification\\\":{\\\"body\\\":\\\"MPDX test\\\"}}}}\"}'\n"),
            // The GCM payload not stringified (aws-sdk-java#1991): SNS rejects it, or sends only the default.
            Example(#"{↓"GCM": {"notification": {"title": "something", "body": "Hello, this is a test push notification"}}}"#),
            Example(#"{"default": "This is the body", ↓"GCM": {"notification": {"title": "This is the title", "body": "This is the body"}}}"#),
            // The platform key in lower case (aws-sdk-java#1991): SNS reads only "GCM".
            Example(#"{↓"gcm": {"notification": {"title": "This is the title", "body": "This is the body"}}}"#),
            Example(#"{"default": "Hello", ↓"gcm": "{\"data\":{\"message\":\"Hello\"}}"}"#),
            Example(#"{↓"notifications": [{"tokens": ["token_a", "token_b"], "platform": 1, "message": "Hello World iOS!"}, {"tokens": ["token_a"], "platform": 2, "message": "Hello World Android!"}]}"#),
            Example(#"{↓"to": "a6345d0278adc55d3474f5", "data": {"message": "Hello World!"}, "notification": {"title": "Test Notification", "body": "Hello World \u270c", "badge": 1, "sound": "ping.aiff"}}"#),
            // IBM Push Notifications (IBM MobileFirst Foundation's Push Message POST example).
            Example(#"{"message": {"alert": "Test message"}, ↓"settings": {"gcm": {"collapseKey": "testkey", "timeToLive": 10}, "apns": {"badge": 1, "sound": "song.mp3"}}, "target": {"platforms": ["A", "G"]}}"#),
            // A Raspberry Pi script's body to IBM's push service (requests.post(json.dumps(values))).
            Example(#"{"message": {↓"alert": "Test Message from Python"}}"#),
            // SAP Mobile Services (its Java integration's test payloads).
            Example(#"{"alert": "Hello World", ↓"gcm": {"title": "Hello World from GCM", "body": "Sent by the CPMS Push Library"}, "apns": {"alertTitle": "Hello World from APNS", "alertBody": "Sent by the CPMS Push Library"}}"#),
            Example(#"{"alert": "Hello", "badge": 1, ↓"apns": {"alertTitle": "Hi", "alertBody": "Hello"}}"#),
            Example(#"{"notification": {"alert": "Hello World"}, ↓"users": ["john.doe@example.com", "jane.doe@example.com"]}"#),
            // Salesforce's Connect REST API Push Notifications resource, its documented example.
            Example(#"{"appName": "TestApp", "namespace": "abc", "userIds": ["005x00000013dPK", "005x00000013dPL"], ↓"payload": "{'aps':{'alert':'test', 'badge':0, 'sound':'default'}}"}"#),
            Example(
                #"{"message": {↓"to": {"user_id": "YOUR_USER_ID"}, "content": {"title": "Hey there", "body": "Have a great day"}, "routing": {"method": "all", "channels": ["firebase-fcm"]}, "providers": {"firebase-fcm": {"override": {"body": {"data": {"YOUR_CUSTOM_KEY": "YOUR_CUSTOM_VALUE"}, "apns": {"payload": {"aps": {"sound": "ping.aiff", "badge": 99}}}}}}}}}"#
            ),
            Example(#"{"message": {↓"to": [{"user_id": "YOUR_USER_ID"}], "template": "HY59FFJQTR4JGEGT25HQD2D201GK", "data": {"click_action": "https://courier.com"}}}"#),
            Example(#"{↓"pn_fcm": {"notification": {"title": "Portugal vs Denmark", "body": "great match!"}, "data": {"room": "Portugal vs Denmark"}}, "text": "great match!"}"#),
            Example(#"{↓"pn_apns": {"aps": {"alert": "hello world"}, "pn_push": [{"targets": [{"environment": "production", "topic": "BUNDLE_ID_FOR_APP_1"}], "version": "v2"}]}}"#),
            // Airship's Push API, from the urbanairship Python library's README.
            Example(#"{↓"audience": "all", "notification": {"ios": {"alert": "Hello iOS"}, "android": {"alert": "Hello Android"}}, "device_types": ["ios", "android"]}"#),
            Example(#"{↓"audience": {"named_user": "user-42"}, "notification": {"alert": "Hello"}, "device_types": "all"}"#),
            // Braze's /messages/send, from its iOS push testing page.
            Example(#"{"external_user_ids": ["EXTERNAL_USER_ID"], "messages": {↓"apple_push": {"alert": "Test push", "extra": {"YOUR_KEY1": "YOUR_VALUE1"}}}}"#),
            Example(#"{"segment_id": "seg-1", "broadcast": true, "messages": {↓"android_push": {"alert": "Hello", "title": "Hi", "extra": {"k": "v"}}}}"#),
            // Batch's Transactional API, from pthm/batch-node's README with tokens and a payload.
            Example(#"{"group_id": "welcome", ↓"recipients": {"custom_ids": ["123"], "tokens": ["fGw0qy4TGgk:APA91bGtWGju"]}, "message": {"title": "Hello!", "body": "How's it going?"}, "custom_payload": "{\"tag\": \"1\"}", "sandbox": false}"#),
            // AirNotifier (Moodle's push server), from Moodle's developer documentation.
            Example(#"{↓"device": "android-fcm", "token": "DEVICE_TOKEN", "extra": {"processor": "moodle", "notification": 1, "subject": "Title test", "fullmessage": "Message test"}}"#),
            Example(#"{"token": "fGw0qy4TGgk:APA91bGtWGju", ↓"device": "ios", "alert": "Hello", "channel": "default"}"#),
            // CleverTap's send-push API, as a notes file curls it (reported delivered).
            Example(#"{↓"to": {"objectId": ["-vd4c1f82c048c49e6ba9ab611de4aa4c7"]}, "content": {"title": "Hey Device Homer", "body": "This is a test push notification", "platform_specific": {"android": {"wzrk_cid": "vdp_ring_channel_id"}}}}"#),
            // MoEngage's Push API, from its send-push-notification reference.
            Example(#"{"appId": "APP", "campaignName": "c", "signature": "s", "requestType": "push", "targetPlatform": ["ANDROID"], "targetAudience": "User", ↓"payload": {"ANDROID": {"message": "message", "title": "title"}}, "campaignDelivery": {"type": "soon"}}"#),
            // Customer.io's /v1/send/push, from customerio-node's tests.
            Example(#"{"identifiers": {"id": "2"}, "transactional_message_id": 1, ↓"custom_payload": {"ios": {"foo": "bar"}, "android": {"foo": "bar"}}}"#),
            Example(#"{"identifiers": {"id": "2"}, "transactional_message_id": 1, ↓"title": "This is a test", "message": "Hi there!", "message_data": {"foo": "bar"}}"#),
            // A Beams publish with the webhookUrl its Node.js SDK's PublishRequestBase declares.
            Example(#"{↓"interests": ["hello"], "webhookUrl": "https://example.com/beams-webhook", "fcm": {"notification": {"title": "Hi", "body": "Hello"}}}"#),
            // A Pusher Beams apns payload without aps, as Beams' platform formats page writes it.
            Example(#"{"users": ["SOME_USER"], ↓"apns": {"alert": {"title": "You have a new message", "body": "Hi!"}, "data": {"some": "metadata"}}}"#),
            // Ably's push payload with per-transport overrides, and its background example, from Ably's docs.
            Example(
                ##"{"notification": {"title": "Hello from Ably!", "body": "Example push notification from Ably."}, "data": {"foo": "bar", "baz": "qux"}, "apns": {"aps": {"alert": {"title": "Hello to iOS from Ably!"}}}, ↓"fcm": {"notification": {"color": "#d3d3d3"}}, "web": {"badge": "/badge.png"}}"##
            ),
            Example(#"{"data": {"foo": "bar"}, "apns": {"aps": {"content-available": 1}, ↓"apns-headers": {"apns-push-type": "background", "apns-priority": "5"}}}"#),
            Example(#"{↓"recipient": {"transportType": "apns", "deviceToken": "xxxxxxxxxx"}, "notification": {"title": "Hello from Ably!", "body": "Example push notification from Ably.", "ttl": 3600}}"#),
            Example(#"[{↓"recipient": {"deviceId": "xxxxxxxxxxx"}, "payload": {"notification": {"title": "Message 1", "body": "Example push notification from Ably."}}}]"#),
            Example(#"{"name": "message", "data": "hello", "extras": {↓"push": {"notification": {"title": "Ably Push", "body": "hello"}, "data": {"foo": "bar"}}}}"#),
            // APNs headers in apns.headers, as ably-flutter's push guide writes its background push.
            Example(#"{"data": "sent to subscribers", "extras": {"push": {"data": {"foo": "bar"}, "apns": {↓"headers": {"apns-push-type": "background", "apns-priority": "5"}, "aps": {"content-available": 1}}}}}"#),
            // JPush's Push API v3, from its reference.
            Example(
                #"{↓"platform": "all", "audience": {"tag": ["深圳", "北京"]}, "notification": {"android": {"alert": "Hi, JPush!", "title": "Send to Android", "builder_id": 1}, "ios": {"alert": "Hi, JPush!", "sound": "default", "badge": "+1"}}, "message": {"msg_content": "Hi,JPush", "content_type": "text", "title": "msg"}, "options": {"time_to_live": 60, "apns_production": false}}"#
            ),
            Example(#"{↓"platform": ["android"], "audience": {"registration_id": ["1a0018970a2b"]}, "message": {"msg_content": "Hi", "title": "msg"}}"#),
            // UniPush 2.0's uniCloud sendMessage, from a cloud function.
            Example(#"{↓"push_clientid": "1fab98af027bdc2a07aad82460274339", "title": "通知栏显示的标题", "content": "通知栏显示的内容", "payload": {"text": "体验一下uni-push2.0"}, "force_notification": true}"#),
            // Getui's RestAPI V2 (UniPush), Amazon Pinpoint's SendMessages, Pushwoosh's createMessage, MobPush.
            Example(
                #"{"request_id": "a1b2c3d4e5f6a7b8c9", "settings": {"ttl": 3600000}, "audience": {"cid": ["cid"]}, ↓"push_message": {"notification": {"title": "t", "body": "b", "click_type": "startapp"}}, "push_channel": {"ios": {"type": "notify", "aps": {"alert": {"title": "t", "body": "b"}}}}}"#
            ),
            Example(#"{"Addresses": {"SAMPLE-DEVICE-TOKEN-FCM": {"ChannelType": "GCM"}}, "MessageConfiguration": {↓"GCMMessage": {"Action": "OPEN_APP", "Body": "Hello", "Title": "Hi", "Data": {"key1": "value1"}}}}"#),
            Example(#"{"APNSMessage": {"Title": "Hi", "Body": "Hello", "Sound": "default"}, ↓"GCMMessage": {"Title": "Hi", "Body": "Hello"}}"#),
            // The AWS SDKs' sendMessages parameters, as a Lambda function passes them.
            Example(#"{"ApplicationId": "APP_ID", "MessageRequest": {"Addresses": {"DEVICE_TOKEN": {"ChannelType": "APNS_SANDBOX"}}, "MessageConfiguration": {↓"APNSMessage": {"Body": "The challenge is ending soon!", "Title": "Come Back!", "Action": "OPEN_APP"}}}}"#),
            Example(#"{"Addresses": {"DEVICE_TOKEN": {"ChannelType": "APNS"}}, "MessageConfiguration": {↓"APNSMessage": {"RawContent": "{\"aps\": {\"alert\": {\"title\": \"Game Request\", \"body\": \"Bob wants to play poker\"}}, \"gameID\": \"12345678\"}"}}}"#),
            Example(#"{"request": {"application": "D27B6-775D3", "auth": "AUTH", ↓"notifications": [{"send_date": "now", "content": {"en": "Test Alert"}, "platforms": [3]}]}}"#),
            Example(#"{"source": "webapi", "appkey": "KEY", "pushTarget": {"target": 4, "rids": ["rid"]}, ↓"pushNotify": {"plats": [1], "content": "hello", "type": 1}}"#),
            Example(#"{↓"send_date": "now", "ignore_user_timezone": true, "content": {"en": "Test Alert"}, "data": {"custom": "json data"}, "platforms": [3], "android_header": "SDI MRDD"}"#),
            // Parse Server's push, from its REST guide and a Parse Server issue's verbose log (parse-server#1182).
            Example(#"{↓"channels": ["Giants", "Mets"], "data": {"alert": "The Giants won against the Mets 2-3."}}"#),
            Example(#"{↓"where": {"deviceType": {"$in": ["ios", "android"]}}, "data": {"title": "The Shining", "alert": "All work and no play makes Jack a dull boy."}}"#),
            // Cloud Code's query and data as variables (parse-server-example's cloud/main.js).
            Example(#"Parse.Push.send({↓where: installationQuery, data: data, expiration_time: expDate}, {useMasterKey: true});"#),
            Example(#"{↓"where": {"injuryReports": true}, "push_time": "2015-03-13T22:00:00Z", "expiration_interval": 518400, "data": {"alert": "Injury report", "badge": "Increment", "sound": "cheering.caf"}}"#),
            // Airship's v1 API with its autobadge (a Meteor app's urban-airship call).
            Example(#"{↓"device_tokens": ["MOBILE_PUSH_ID"], "aps": {"alert": "alice invited you to chat!", "badge": "+1"}, "url": "/c/general"}"#),
            // PushPlus (tonngw/daily-news-bot main.py).
            Example(#"{"token": "TOKEN", "title": "Daily news", "content": "<img src='https://api.03c3.cn/zb' />", ↓"template": "html", "channel": "wechat"}"#),
            Example(#"{↓"token": "0123456789abcdef0123456789abcdef", "title": "Alert", "content": "Disk full"}"#),
            // LeanCloud's REST API docs: a push to devices by id, and one to the APNs sandbox.
            Example(#"{"data": {"alert" : "Hello"}, "device_type": "ios", ↓"device_ids": ["device_token1", "device_token2", "device_token3"]}"#),
            Example(#"{"channels": ["public"], "data": {"alert": "Hi"}, ↓"prod": "dev"}"#),
            // Stream Chat's Check Push with an APNs template.
            Example(#"{"message_id": "msg-1", ↓"apn_template": "{\"aps\":{\"alert\":{\"title\":\"{{ sender.name }}\",\"body\":\"{{ message.text }}\"}}}", "skip_devices": true, "user_id": "tommaso"}"#),
            // Gotify: a template with a click URL, and the gotify npm client's plain message.
            Example(#"{"title": "{{title}}", "message": "{{message}}", ↓"extras": {"client::notification": {"click": {"url": "{{url}}"}}}, "priority": 5}"#),
            Example(#"{"title": "some title", "message": "some msg", ↓"priority": 5}"#),
            // Chabok's push-to-users examples (chabok-io/chabok-docs rest-api/send-push.md).
            Example(#"{↓"users": ["USER_1", "USER_2"], "content": "سفارش شما با موفقیت ثبت شد", "channel": "default", "notification": {"title": "چابک", "body": "سفارش ثبت شد"}}"#),
            Example(#"{ ↓"user": "Test", "content": "پرواز شما دچار نیم ساعت تاخیر شده است.", "useAsAlert": true}"#),
            // Chabok's segmented push (byQuery): a target's filters, or a segment's, with the text.
            Example(#"{↓"target": {"deviceType": ["ios"]}, "content": "سلام به اپلیکیشن ما خوشآمدید.", "useAsAlert": true}"#),
            Example(#"{↓"segment": {"all": [{"name": "deviceType", "operator": "include", "value": ["android", "ios"]}, {"name": "tags", "operator": "include", "value": ["FEMALE"]}]}, "content": "خریدهای عیدتان را از همین الان شروع کنید!", "useAsAlert": "true"}"#),
            // NHN Cloud Push's send examples (TOAST-DOCS/Push ko/api-guide.md): an AD message by
            // language, and one with an FCM notification in content.
            Example(#"{↓"target": {"type": "ALL"}, "content": {"default": {"title": "title", "body": "body"}, "ko": {"title": "제목", "body": "내용"}}, "messageType": "AD", "contact": "1588-1588", "removeGuide": "매뉴 > 설정"}"#),
            Example(#"{↓"target": {"type": "UID", "to": ["uid-1"]}, "content": {"default": {"notification": {"title": "제목", "body": "내용", "android_channel_id": "안드로이드 채널"}}}, "messageType": "NOTIFICATION"}"#),
            // TPNS's samples (Tencent Cloud's vendor channel guide and FAQ): an OPPO channel push,
            // and an iOS badge-only push.
            Example(#"{↓"audience_type": "token", "token_list": ["005c28bf60e29f9a1c2052ce96f43019a0b7"], "message_type": "notify", "message": {"title": "Test title", "content": "Test content", "android": {"oppo_ch_id": "Private message channel ID"}}}"#),
            Example(#"{"platform": "ios", ↓"audience_type": "token", "environment": "dev", "token_list": ["05a8ea6924590dd3a94480fa1c9fc8448b4e"], "message_type": "notify", "message": {"ios": {"aps": {"badge_type": -2}}}}"#),
            // Twilio Notify: Twilio's detailed-notification snippet (api-snippets, Node 5.x), and
            // a binding's send with its fcm override in the FCM v1 form (tigerfarm/notifyweb).
            Example(#"{↓"identity": "00000001", "title": "Generic title", "data": {"custom_key1": "custom value 1"}, "body": "This is the body for all Bindings", "fcm": {"notification": {"title": "New alert", "body": "Hello Bob!"}}, "apn": {"aps": {"alert": {"title": "New alert.", "body": "Hello Bob!"}}}}"#),
            // LivePerson's push proxy body for an Android device (its developer-center docs).
            Example(#"{"data": {"message": "My Test: 456", "payload": {"backendService": "ams", "conversationId": "ff816d0d", "badge": 4}}, ↓"push-service": 2, "device-token": "01408800000259", "notificationType": "gcm"}"#),
            Example(#"{↓"identity": "batman", "body": "Hello batman", "fcm": {"message": {"notification": {"title": "Custom Payload Override", "body": "Hello Dave 3."}}}}"#),
            // Adalo's push notification API, as its help center writes the body (audit72).
            Example(#"{↓"appId": "2bc38ea8-2eb1-4db0-974c-e9e031f2c0e0", "audience": {"email": "user@example.com"}, "notification": {"titleText": "Hello There", "bodyText": "This is just a test..."}}"#),
            // A GitHub Actions step's curl to Expo's push endpoint, its target a shell variable
            // (alrescha79-cmd/huawei-manager-mobile test-push-notification.yml, audit75).
            Example("↓curl -s -X POST \"https://exp.host/--/api/v2/push/send\" \\\n  -H \"Content-Type: application/json\" \\\n  -d \"{\\\"to\\\": \\\"$TARGET\\\", \\\"title\\\": \\\"$TITLE\\\", \\\"channelId\\\": \\\"$CHANNEL\\\"}\"\n"),
            // PlayFab's Server/SendPushNotification, as its API reference writes the body (audit75).
            Example(#"{↓"Recipient": "F8763A987E", "Message": "You have been attacked! Go defend your base!"}"#),
            // Multichannel notification platforms (audit76): SuprSend's workflow trigger
            // (suprsend-py-sdk's README), MagicBell's override example, Infobip's Push API test
            // request, Engagespot's client.send (its Node.js README).
            Example(#"{"workflow": "purchase-made", ↓"recipients": [{"distinct_id": "0f988f74-6982-41c5-8752-facb6911fb08", "$androidpush": [{"token": "__android_push_token__", "provider": "fcm"}]}], "data": {"first_name": "User"}}"#),
            Example(#"{"notification": {"title": "Task assigned to you", "content": "Please upgrade us.", ↓"recipients": [{"email": "dan@example.com"}], "overrides": {"channels": {"web_push": {"title": "Task assigned"}}}}}"#),
            Example(#"{"from": "d417d38814740a23f50b5c876e226445", ↓"to": {"externalUserId": "customer_21234"}, "text": "This Message was sent by targeting exact externalUserId."}"#),
            Example(#"{"notification": {"workflow": {"identifier": "appointment_reminder"}}, "data": {"dateTime": "27 Jul, 13:30"}, ↓"sendTo": {"recipients": ["patient_uuid_001"]}}"#),
            Example(#"{"name": "workflow-name", ↓"to": {"subscriberId": "subscriber-id"}, "payload": {"abc": "def"}, "overrides": {"fcm": {"webPush": {"fcm_options": {"link": "/foo"}}}}}"#),
            // Expo's send from a Supabase edge function, its body a name (verdict-left11).
            Example("const res = await fetch('↓https://exp.host/--/api/v2/push/send', {\n  method: 'POST',\n  body: JSON.stringify(message),\n});\n"),
            // Knock's workflow trigger, as its API reference's curl example writes the body
            // (verdict-left11).
            Example(#"{↓"recipients": ["1", "2"], "data": {"project_name": "My Project"}, "actor": "3", "cancellation_key": "cancel_123", "tenant": "jurassic_world_employees"}"#),
            // Knock's Node SDK after its client is built (anis2566/padmashops
            // services/notification.services.ts, verdict-left12): the recipients are a name.
            Example("import { Knock } from \"@knocklabs/node\"\nconst knock = new Knock(process.env.KNOCK_SECRET_KEY);\n\nexport const sendNotification = async ({trigger, recipients, actor, data}) => {\n    ↓await knock.workflows.trigger(trigger, {\n        recipients,\n        actor,\n        data\n    })\n}\n"),
            // Pushe's notification API, as its sample scripts write the body (audit77).
            Example(#"{↓"app_ids": ["YOUR_APPLICATION_ID"], "data": {"title": "this is the title", "content": "this is the content"}}"#),
            // strapi-plugin-fcm's REST API, as its README writes the body (audit80).
            Example(#"{"data": {"title": "OKey", "body": "Test body", "image": "", "payload": "", ↓"targetType": "topics", "target": "client_android"}}"#),
            // Appwrite Messaging's createPush, as its API reference's sample writes the body (audit80).
            Example(#"{↓"messageId": "<MESSAGE_ID>", "title": "<TITLE>", "body": "<BODY>", "topics": [], "users": [], "targets": [], "data": {}, "badge": 1, "draft": false}"#),
            // Team-chat servers' push relays (audit79): Rocket.Chat's gateway, Nextcloud's push
            // proxy, Mattermost's push proxy (its swagger example) and Zulip's bouncer.
            Example(#"{"token": "eRcAndroidToken:APA91bG", ↓"options": {"from": "push", "title": "general", "text": "alice: hi", "badge": 1}}"#),
            Example(#"{"deviceIdentifier": "fN3k9Z", ↓"pushTokenHash": "3f5a8c1e", "subject": "Y2lwaGVy", "signature": "c2ln", "priority": "high", "type": "alert"}"#),
            Example(#"{"type": "update_badge", ↓"device_id": "ackljrfoegdflghdg", "platform": "android", "ack_id": "kfs095jsdsdfjslj", "version": "v2", "sound": "none", "cont_ava": 1, "badge": 2}"#),
            Example(#"{"user_id": 10, ↓"gcm_payload": {"event": "message", "zulip_message_id": 4321}, "gcm_options": {"priority": "high"}, "apns_payload": {"alert": "Hi", "badge": 0}}"#),
            // A Matrix homeserver's event_id_only notify request (Matrix apps' privacy pages).
            Example(#"{"notification": {"event_id": "$3957tyerfgewrf384", "room_id": "!slw48wfj34rtnrf:example.com", "counts": {"unread": 2}, ↓"devices": [{"app_id": "im.fluffychat.fluffychat", "pushkey": "V2h5IG9u", "pushkey_ts": 12345678, "data": {}, "tweaks": {"sound": "bing"}}]}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"to": "fGw0qy4TGgk:APA91bGtWGju", "data": {"k": "v"}}"#),
            // An FCM target beside Adalo's names is an FCM message.
            Example(#"{"appId": "a1", "audience": {"id": "7"}, "token": "fGw0qy4TGgk:APA91bGtWGju", "notification": {"title": "Hi"}}"#),
            // An FCM target beside recipients, or FCM's notification beside them without
            // Engagespot's workflow or message, is an FCM message (whose unknown field is reported).
            Example(#"{"workflow": "purchase-made", "recipients": [{"distinct_id": "u1"}], "token": "fGw0qy4TGgk:APA91bGtWGju", "notification": {"title": "Hi"}}"#),
            Example(#"{"notification": {"title": "Hi", "body": "There"}, "recipients": ["fGw0qy4TGgk:APA91bGtWGju"]}"#),
            Example(#"{"to": "fGw0qy4TGgk:APA91bGtWGju", "from": "app", "text": "Hi", "data": {"k": "v"}}"#),
            Example(#"{"to": {"subscriberId": "s1"}, "token": "fGw0qy4TGgk:APA91bGtWGju", "notification": {"title": "Hi"}}"#),
            // A member PlayFab's requests lack beside Recipient: not PlayFab's request.
            Example(#"{"Recipient": "F8763A987E", "Message": "Hi", "token": "fGw0qy4TGgk:APA91bGtWGju", "notification": {"title": "Hi"}}"#),
            // A firebase-admin send after a Knock client is built: FCM's message, not Knock's.
            Example("const knock = new Knock(process.env.KNOCK_API_KEY);\nawait admin.messaging().send({ topic: 'news', notification: { title: 'Hi' } });\n"),
            // An FCM member beside recipients is no Knock trigger: an FCM message with an
            // unknown field.
            Example(#"{"recipients": ["1", "2"], "data": {"k": "v"}, "topic": "news"}"#),
            // firebase-admin sendToDevice options beside token, an FCM target beside a
            // pushTokenHash, a member Mattermost's request lacks, a bouncer payload beside an FCM
            // target: no relay request.
            Example(#"{"token": "fGw0qy4TGgk:APA91bGtWGju", "options": {"priority": "high", "timeToLive": 60}}"#),
            Example(#"{"token": "fGw0qy4TGgk:APA91bGtWGju", "pushTokenHash": "3f5a", "subject": "Hi", "signature": "c2ln"}"#),
            Example(#"{"device_id": "abc", "platform": "android", "ack_id": "x", "notification": {"title": "Hi"}}"#),
            Example(#"{"user_id": 10, "gcm_payload": {"event": "message"}, "topic": "news"}"#),
            Example(#"{"notification": {"title": "Hi", "devices": [{"app_id": "a", "pushkey": "p"}]}, "token": "fGw0qy4TGgk:APA91bGtWGju"}"#),
            // An FCM target beside Pushe's app_ids: an FCM message with a custom key.
            Example(#"{"app_ids": ["a1"], "token": "fGw0qy4TGgk:APA91bGtWGju", "data": {"title": "Hi"}}"#),
            // An FCM target beside the plugin's data: an FCM message whose data has those keys.
            Example(#"{"token": "fGw0qy4TGgk:APA91bGtWGju", "data": {"title": "Hi", "targetType": "topics", "target": "news"}}"#),
            // An FCM target beside Appwrite's names: an FCM message whose unknown fields are reported.
            Example(#"{"messageId": "m1", "targets": ["t1"], "token": "fGw0qy4TGgk:APA91bGtWGju", "notification": {"title": "Hi"}}"#),
            // FCM's own members beside PushPlus-, LeanCloud- or Airship-like keys: an FCM message.
            Example(#"{"token": "0123456789abcdef0123456789abcdef", "content": "Hi", "notification": {"title": "Hi"}}"#),
            Example(#"{"topic": "news", "prod": "dev", "data": {"alert": "Hi"}}"#),
            Example(#"{"aps": {"alert": "Hi", "badge": 1}, "device_tokens": "a1b2"}"#),
            Example(#"{"message": {"topic": "news", "data": {"apn_template": "x"}}}"#),
            Example(#"{"to": "/topics/news", "notification": {"title": "Hi"}}"#),
            Example(#"{"message": {"token": "ExponentPushToken[xxxxxxxxxxxxxxxxxxxxxx]", "notification": {"title": "Hi"}}}"#),
            Example(#"{"to": "ExponentPushToken[xxxxxxxxxxxxxxxxxxxxxx]", "notification": {"title": "Hi"}}"#),
            Example(#"{"to": "ExponentPushToken[xxxxxxxxxxxxxxxxxxxxxx]", "time_to_live": 60, "data": {"k": "v"}}"#),
            Example(#"{"app_id": "com.example.app", "topic": "news", "data": {"k": "v"}}"#),
            Example(#"{"token": "fGw0qy4TGgk:APA91bGtWGju", "apns": {"payload": {"aps": {"alert": "Hi"}}}}"#),
            // A legacy body with a string priority, or a message beside an FCM member, is no Gotify message.
            Example(#"{"to": "fGw0qy4TGgk:APA91bGtWGju", "priority": "high", "data": {"message": "Hi"}}"#),
            Example(#"{"message": "Hi", "priority": "high", "extras": {"client::display": {"contentType": "text/markdown"}}, "topic": "news"}"#),
            Example(#"{"message": {"token": ["fGw0qy4TGgk:APA91bGtWGju"], "notification": {"title": "Hi"}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"notification": {"click_action": "OPEN_ORDER"}}}}"#),
            Example(#"{"GCM": "{\"data\":{\"message\":\"Hello\"}}", "to": "fGw0qy4TGgk:APA91bGtWGju", "data": {"k": "v"}}"#),
            Example(#"{"notifications": [{"tokens": ["token_a"], "platform": "android", "message": "Hi"}], "token": "fGw0qy4TGgk:APA91bGtWGju"}"#),
            Example(#"{"to": "a6345d0278adc55d3474f5", "android": {"priority": "high"}, "data": {"k": "v"}}"#),
            Example(#"{"message": {"to": {"user_id": "u1"}, "notification": {"title": "Hi"}, "content": {"body": "Hello"}}}"#),
            Example(#"{"message": {"to": "fGw0qy4TGgk:APA91bGtWGju", "content": {"body": "Hello"}}}"#),
            Example(#"{"token": "fGw0qy4TGgk:APA91bGtWGju", "data": {"pn_fcm": "x"}}"#),
            // A GCM object beside a member no SNS message has is not read as SNS.
            Example(#"{"GCM": {"data": {"message": "Hello"}}, "token": "fGw0qy4TGgk:APA91bGtWGju", "data": {"k": "v"}}"#),
            // An FCM target beside Airship's members: an FCM message with unknown fields.
            Example(#"{"audience": "all", "device_types": ["android"], "token": "fGw0qy4TGgk:APA91bGtWGju", "notification": {"title": "Hi"}}"#),
            // device_types without an audience is no Airship push.
            Example(#"{"topic": "news", "data": {"device_types": "android"}}"#),
            // A Braze messages object beside an FCM member is an FCM message.
            Example(#"{"token": "fGw0qy4TGgk:APA91bGtWGju", "messages": {"android_push": {"alert": "Hi"}}}"#),
            // A device member beside an FCM message's own members is an FCM message with an
            // unknown field, and one naming no AirNotifier device type is no AirNotifier request.
            Example(#"{"token": "fGw0qy4TGgk:APA91bGtWGju", "device": "android-fcm", "notification": {"title": "Hi"}}"#),
            Example(#"{"token": "fGw0qy4TGgk:APA91bGtWGju", "device": "pixel-7", "extra": {"k": "v"}}"#),
            // A "to" object beside an FCM member, or without CleverTap's content: an FCM message.
            Example(#"{"to": {"Identity": ["42"]}, "content": {"title": "Hi"}, "notification": {"title": "Hi"}}"#),
            Example(#"{"to": {"Identity": ["42"]}, "data": {"k": "v"}}"#),
            // A payload without MoEngage's requestType, or a Customer.io email (subject, no push member).
            Example(#"{"payload": {"ANDROID": {"title": "t"}}, "options": {"priority": "high"}}"#),
            Example(#"{"identifiers": {"id": "2"}, "transactional_message_id": 1, "to": "a@example.com", "subject": "Hi", "message": "x", "title": "t"}"#),
            // aps written straight in apns, without Ably's fcm, web or apns-headers: a broken FCM message.
            Example(#"{"notification": {"title": "Hi"}, "apns": {"aps": {"alert": "Hi"}}}"#),
            Example(#"{"token": "fGw0qy4TGgk:APA91bGtWGju", "apns": {"aps": {"alert": "Hi"}, "apns-headers": {"apns-priority": "5"}}}"#),
            // recipient, platform and audience beside an FCM target: an FCM message with unknown fields.
            Example(#"{"recipient": {"clientId": "c"}, "token": "fGw0qy4TGgk:APA91bGtWGju", "notification": {"title": "Hi"}}"#),
            Example(#"{"platform": "all", "audience": "all", "token": "fGw0qy4TGgk:APA91bGtWGju", "notification": {"title": "Hi"}}"#),
            Example(#"{"topic": "news", "data": {"platform": "android", "audience": "all"}}"#),
            // send_date beside an FCM target is an FCM message with unknown fields.
            Example(#"{"topic": "news", "send_date": "now", "content": "Hi"}"#),
            // where or channels beside an FCM target, or without Parse's data object: an FCM message with unknown fields.
            Example(#"{"topic": "news", "channels": ["Giants"], "data": {"alert": "Hi"}}"#),
            Example(#"{"where": {"deviceType": "ios"}, "data": "Hi"}"#),
            Example(#"{"channels": ["Giants"], "data": {"alert": "Hi"}, "notification": {"title": "Hi"}}"#),
            // FCM's apns (headers, payload) beside alert, an FCM target beside users, or an FCM
            // notification's title beside alert: broken FCM messages.
            Example(#"{"alert": "Hi", "apns": {"payload": {"aps": {"alert": "Hi"}}}}"#),
            Example(#"{"alert": "Hi", "apns": {"aps": {"alert": "Hi"}}}"#),
            Example(#"{"alert": "Hi", "gcm": {"title": "t"}, "token": "fGw0qy4TGgk:APA91bGtWGju"}"#),
            Example(#"{"notification": {"alert": "Hi"}, "users": ["u1"], "topic": "news"}"#),
            Example(#"{"notification": {"title": "Hi", "alert": "Hi"}, "users": ["u1"]}"#),
            // A payload string beside an FCM target is a broken FCM message, not Salesforce's.
            Example(#"{"appName": "TestApp", "userIds": ["005x00000013dPK"], "payload": "{}", "token": "fGw0qy4TGgk:APA91bGtWGju"}"#),
            // alert beside an FCM field, or a message opening with an FCM field, is a broken FCM message.
            Example(#"{"message": {"alert": "Hi", "token": "fGw0qy4TGgk:APA91bGtWGju"}}"#),
            Example(#"{"message": {"topic": "news", "alert": "Hi"}}"#),
            Example(#"{"message": {"alert": "Hi"}, "settings": {"gcm": {}}, "validate_only": true}"#),
            // users and content beside an FCM target, or without Chabok's notification or options:
            // no Chabok request.
            Example(#"{"users": ["u1"], "content": "Hi", "channel": "default", "token": "fGw0qy4TGgk:APA91bGtWGju"}"#),
            Example(#"{"user": "u1", "content": "Hi"}"#),
            // target and content beside an FCM target, or content without its default message: no
            // NHN Cloud Push request.
            Example(#"{"target": {"type": "ALL"}, "content": {"default": {"title": "Hi"}}, "token": "fGw0qy4TGgk:APA91bGtWGju"}"#),
            Example(#"{"target": {"type": "ALL"}, "content": {"ko": {"title": "제목"}}, "messageType": "NOTIFICATION"}"#),
            // audience_type beside an HTTP v1 envelope's message alone, without message_type: an
            // FCM request with an unknown member.
            Example(#"{"audience_type": "token", "message": {"token": "fGw0qy4TGgk:APA91bGtWGju", "notification": {"title": "Hi"}}, "validate_only": false}"#),
            // identity beside an FCM target, or beside a member Notify has not: no Notify request.
            Example(#"{"identity": "u1", "token": "fGw0qy4TGgk:APA91bGtWGju", "notification": {"title": "Hi"}}"#),
            Example(#"{"identity": "u1", "body": "Hi", "userName": "Bob"}"#),
            // LivePerson's iOS proxy body keeps the raw APNs reading (its aps is what APNs gets).
            Example(#"{"aps": {"alert": "My Test: 123", "sound": "default"}, "push-service": 1, "device-token": "01408800000259", "notificationType": "apn"}"#),
            // push_clientid beside an FCM target is an FCM message with an unknown field.
            Example(#"{"token": "fGw0qy4TGgk:APA91bGtWGju", "push_clientid": "1fab98af", "notification": {"title": "Hi"}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        let detection = message.detection
        guard let service = detection.otherService, let reason = detection.reason else { return }
        if service == .amazonSNS, let key = reason.value.key?.stringValue, key != "fcmV1Message",
            !ShapeDetector.amazonSNSPlatformKeys.contains(key)
        {
            let name = key.uppercased()
            findings.report(
                "an Amazon SNS message whose platform key is written \"\(key)\": SNS keys are case-sensitive and SNS reads only \"\(name)\", so it answers \"Invalid parameter: JSON must contain an entry for 'default' or '\(name)'\", or, with a default beside it, sends the default text alone; the payload in \"\(key)\" is never sent",
                at: reason.value, anchor: reason.anchor, caseSeverity: .error, configuration: message.configuration,
                fix: reason.value.isObject
                    ? "write the key \"\(name)\" and its value as a string holding that JSON (JSON.stringify the payload, then the whole message)"
                    : "write the key \"\(name)\"")
            return
        }
        if service == .amazonSNS, reason.value.isObject, let key = reason.value.key?.stringValue, key != "fcmV1Message" {
            findings.report(
                "an Amazon SNS message whose \"\(key)\" payload is an object: SNS takes each platform's payload only as a JSON string, so it answers \"Invalid parameter: JSON must contain an entry for 'default' or '\(key)'\", or, with a default beside it, sends the default text alone; the notification in \"\(key)\" is never sent",
                at: reason.value, anchor: reason.anchor, caseSeverity: .error, configuration: message.configuration,
                fix: "write \"\(key)\" as a string holding that JSON (JSON.stringify the payload, then the whole message), as in \"\(key)\": \"{\\\"notification\\\": {…}}\"; then lint the inner JSON on its own")
            return
        }
        if service == .ably, let apns = Self.ablyPayload(of: message.envelope)?.member(literal: "apns"), apns.isObject,
            let headers = apns.member(literal: "headers"), apns.member(literal: "apns-headers") == nil
        {
            findings.report(
                "an Ably push payload whose APNs headers are in apns.headers, FCM's name for them: Ably takes them from apns.apns-headers and sends the rest of apns as the APNs payload, so \"headers\" arrives as a custom key and the push goes without its apns-push-type and apns-priority (ably-flutter's docs, which write them so, report iOS ignoring every background push, which Ably sent at priority 10)",
                at: headers, anchor: .key,
                fix: "rename \"headers\" to \"apns-headers\" inside apns (\"apns\": {\"apns-headers\": {\"apns-push-type\": \"background\", \"apns-priority\": \"5\"}, \"aps\": {…}})")
            return
        }
        if service == .pusherBeams, let apns = message.envelope.member(literal: "apns"), apns.isObject,
            apns.member(literal: "aps") == nil
        {
            findings.report(
                "a Pusher Beams Publish API request whose apns payload has no \"aps\" dictionary: Beams sends apns to APNs as the payload, and iOS shows an alert, plays a sound or sets a badge only from aps, so the iOS notification meant here is not shown",
                at: apns, anchor: .key, caseSeverity: .error, configuration: message.configuration,
                fix: "put the alert, sound and badge inside \"aps\" (\"apns\": {\"aps\": {\"alert\": {\"title\": …, \"body\": …}}}) and keep custom keys beside aps")
            return
        }
        if service == .amazonSNS, reason.value.isString {
            // The platform payloads are linted inside their strings (Linter.lintEmbeddedPlatformPayloads).
            findings.report(
                "\(service.requestTitle), not an FCM message: \(reason.description); Amazon SNS sends the APNS string to APNs and the GCM string to FCM, so each payload is linted inside its string: APNS as a raw APNs payload, GCM in SNS's FCM v1 form (fcmV1Message) as the HTTP v1 request SNS sends with the endpoint's token; a GCM payload in the legacy form is translated to HTTP v1 by SNS, so FCM's legacy rules do not apply to it",
                at: reason.value, anchor: reason.anchor, fix: Self.snsFix)
            return
        }
        if service == .pinpoint, reason.value.member(literal: "RawContent")?.isString == true {
            // The RawContent strings are linted inside (Linter.lintEmbeddedPlatformPayloads).
            findings.report(
                "\(service.requestTitle), not an FCM message: \(reason.description); Pinpoint sends a RawContent string as the payload, so it is linted inside its string: APNSMessage's as a raw APNs payload, GCMMessage's in the FCM v1 form (fcmV1Message) as the HTTP v1 request Pinpoint sends with the endpoint's token; a GCMMessage RawContent in the legacy form, and Pinpoint's own Title, Body, Data and Action, are Pinpoint's to translate",
                at: reason.value, anchor: reason.anchor, fix: Self.pinpointRawContentFix)
            return
        }
        findings.report(
            "\(service.requestTitle), not an FCM message: \(reason.description); \(service.handling), so no FCM rule applies",
            at: reason.value, anchor: reason.anchor, fix: Self.fix(for: service))
    }

    /// The fix of a Pinpoint request whose payload is a RawContent string.
    static let pinpointRawContentFix =
        "fix the payload where the findings inside its RawContent string point; to use FCM HTTP v1 fields (android, apns, webpush blocks) write the GCMMessage RawContent in the FCM v1 form, {\"fcmV1Message\": {\"message\": {…}}}"

    /// The fix of an SNS message whose platform payloads are strings, as SNS takes them.
    static let snsFix =
        "fix the payloads where the findings inside their strings point; to use FCM HTTP v1 fields (android, apns, webpush blocks) write the GCM string in SNS's FCM v1 form, {\"fcmV1Message\": {\"message\": {…}}}"

    /// The push payload of an Ably request: a channel message's `extras.push`, a batch element's
    /// `payload`, or the document itself (a direct publish, or a payload pasted alone).
    static func ablyPayload(of envelope: JSONValue) -> JSONValue? {
        if let push = envelope.member(literal: "extras")?.member(literal: "push"), push.isObject { return push }
        if envelope.member(literal: "recipient") != nil, let payload = envelope.member(literal: "payload"), payload.isObject {
            return payload
        }
        return envelope.isObject ? envelope : nil
    }

    /// The finding for pasted requests sent to `service`'s send endpoint at `hosts`
    /// (`OtherPushService.pushEndpoint(of:)`), whose bodies are not read as FCM messages.
    static func message(forRequestsTo hosts: [String], of service: OtherPushService) -> String {
        let shown = hosts.prefix(3).joined(separator: ", ")
        return "\(service.requestTitle), not an FCM message: the request goes to \(shown), \(service.name)'s push endpoint; \(service.handling), so no FCM rule applies"
    }

    /// The finding for code that hands its literal to `service`'s SDK call `call` (a Knock
    /// `workflows.trigger`), whose payload is that service's request whatever its members show.
    static func message(forSDKCall call: String, of service: OtherPushService) -> String {
        "\(service.requestTitle), not an FCM message: the code passes it to \(call), \(service.name)'s SDK; \(service.handling), so no FCM rule applies"
    }

    /// What to do instead: linting what the service sends to FCM, then `--shape`.
    static func fix(for service: OtherPushService) -> String {
        let instead: String
        switch service {
        case .amazonSNS:
            instead = "lint the JSON inside the \"GCM\" string (for FCM v1, the \"message\" in its \"fcmV1Message\") and the one inside \"APNS\" on their own; SNS adds the target, so routing-target-count does not apply to them (--ignore routing-target-count)"
        case .pushy:
            instead = "check it against Pushy's Send Notifications API reference; to send through FCM instead, write an FCM HTTP v1 message and lint that"
        case .courier:
            instead = "lint the object at message.providers[\"firebase-fcm\"].override.body on its own: Courier merges it into the FCM HTTP v1 Message it sends and adds the token, so routing-target-count does not apply to it (--ignore routing-target-count)"
        case .pubNub:
            instead = "lint the content of pn_fcm on its own as the FCM message PubNub sends (PubNub adds the tokens of the devices registered on the channel, so routing-target-count does not apply to it: --ignore routing-target-count) and the content of pn_apns as a raw APNs payload"
        case .huaweiPushKit:
            instead = "check it against Huawei's Push Kit API reference, or, for devices with Google Play services, send an FCM message and lint that"
        case .airNotifier:
            instead = "check it against AirNotifier's API (Moodle's push server builds the FCM HTTP v1 message from the device type, alert and extra); to send through FCM directly, write an FCM HTTP v1 message and lint that"
        case .pusherBeams:
            instead = "lint the notification and data of fcm on its own with --ignore routing-target-count (Beams adds the tokens, and takes fcm in FCM's legacy form, converting its time_to_live, collapse_key and priority itself), and apns as a raw APNs payload with --shape apns-payload, leaving out collapse_id, expiration and priority (Beams' names for APNs headers)"
        case .ably:
            instead = "lint the content of apns without its apns-headers (Ably's member for the request headers) on its own as a raw APNs payload (--shape apns-payload); the FCM message Ably sends is its notification and data with the fcm override merged over them, which the linter cannot see whole"
        case .pinpoint:
            instead = "lint the JSON of a RawContent string on its own (Pinpoint sends it as the payload, and adds the token: --ignore routing-target-count); Title, Body, Data and Action are Pinpoint's fields, from which it builds the message"
        case .parseServer:
            instead = "check it against Parse's push guide (data's alert, badge, sound and title; channels or where); the FCM message and APNs payload the push adapter builds from it are not in this document: to lint them, lint that message, or send through FCM HTTP v1 directly and lint that"
        case .pushPlus:
            instead = "check it against PushPlus's API (www.pushplus.plus/doc): it sends no FCM message"
        case .gotify:
            instead = "check it against Gotify's API (gotify.net/docs: message, title, priority, extras): it sends no FCM message"
        case .leanCloud:
            instead = "check data against LeanCloud's push message parameters (LeanCloud adds the devices it names: no target is missing); to send through FCM directly, write an FCM HTTP v1 message and lint that"
        case .chabok:
            instead = "check it against Chabok's REST API (push-to-users: user or users, content, notification; segmented push: target or segment, content); the FCM message Chabok may build from it is not in this document: to send through FCM directly, write an FCM HTTP v1 message and lint that"
        case .nhnCloudPush:
            instead = "check it against NHN Cloud Push's API guide (target, content by language, messageType); the FCM message NHN builds from it is not in this document: to send through FCM directly, write an FCM HTTP v1 message and lint that"
        case .livePersonPushProxy:
            instead = "lint the FCM message the proxy sends: its token is the device-token, and its data values must be strings, so data.payload goes as JSON text (LivePerson's SDK reads it from RemoteMessage.getData() as a string: LivePerson.handlePushMessage)"
        case .adalo:
            instead = "check it against Adalo's push notification API (appId, audience with the user's email or id, notification.titleText and bodyText); the FCM message Adalo builds from it is not in this document: to send through FCM directly, write an FCM HTTP v1 message and lint that"
        case .strapiFCMPlugin:
            instead = "check it against the plugin's API (data with title, body, targetType tokens or topics, target); the firebase-admin message the plugin builds is not in this document: to lint it, write that message (notification with title and body, and token, topic or condition) and lint that"
        case .appwrite:
            instead = "check it against Appwrite's createPush reference (messageId, title, body, topics, users or targets, data with string values); the FCM message Appwrite's provider builds is not in this document: to send through FCM directly, write an FCM HTTP v1 message and lint that"
        case .rocketChatGateway:
            instead = "check it against Rocket.Chat's push code (RocketChat/Rocket.Chat apps/meteor/app/push/server: push.ts, fcm.ts, apn.ts); the FCM message and APNs payload the gateway builds are not in this document: a server that sends through its own Firebase project (the Push_gateway setting off) sends the HTTP v1 message of fcm.ts, lint that"
        case .nextcloudPushProxy:
            instead = "check it against nextcloud/notifications' docs/push-v2.md; the FCM message the proxy sends (subject and signature as data) is not in this document, and only the proxy can send to the official apps"
        case .mattermostPushProxy:
            instead = "check it against the proxy's swagger/spec.yaml (POST /api/v1/send_push); the FCM message and APNs payload it builds are not in this document: to lint them, lint what mattermost-push-proxy's android_notification_server.go and apple_notification_server.go send"
        case .matrixPushGateway:
            instead = "check it against the Matrix Push Gateway API; the FCM message or APNs payload the gateway sends for a pushkey is not in this document and its form is the gateway's (Sygnal's gcm pushkin sends the notification's fields as FCM data): to lint it, lint that message"
        case .zulipPushBouncer:
            instead = "lint what the bouncer sends: gcm_payload as the data of an FCM message (every value a string) with android.priority from gcm_options, and apns_payload's alert, sound and badge as aps in a raw APNs payload (--shape apns-payload) with its custom keys beside aps"
        case .pushe:
            instead = "check it against Pushe's notification API (app_ids, data with title and content, filters or topics); the message Pushe delivers is not in this document: to send through FCM directly, write an FCM HTTP v1 message and lint that"
        case .playFab:
            instead = "check it against PlayFab's SendPushNotification reference (Recipient, Message or Package, TargetPlatforms); the payload of an AdvancedPlatformDelivery entry is its Json string, which PlayFab hands on for that platform: lint that JSON on its own (PlayFab adds the device: --ignore routing-target-count)"
        case .novu:
            instead = "check it against Novu's FCM provider docs: the android, apns, webPush and fcmOptions of overrides.fcm are firebase-admin's AndroidConfig, ApnsConfig, WebpushConfig and FcmOptions, which Novu merges into the FCM message it sends for the subscriber's device tokens (lint that message, or send through FCM HTTP v1 directly and lint that)"
        case .suprSend, .magicBell, .engagespot, .infobip, .knock:
            instead = "check it against \(service.name)'s API reference; the FCM message \(service.name) builds from it is not in this document: to lint one, lint the FCM message it sends, or send through FCM HTTP v1 directly and lint that"
        case .twilioNotify:
            instead = "lint the fcm override on its own as the FCM message Notify merges over its generic payload (Notify adds the binding's token: --ignore routing-target-count) and the apn override as a raw APNs payload (--shape apns-payload); Twilio has deprecated Notify, so sending through FCM HTTP v1 directly is the lasting fix"
        case .salesforce:
            instead = "check it against Salesforce's Push Notifications resource (appName, namespace, userIds, payload); payload is the APNs or FCM payload as JSON text (double quotes: single quotes are not JSON): lint that payload on its own"
        case .sapMobileServices:
            instead = "check it against SAP Mobile Services' Notification Backend API (alert, badge, sound, data, priority; gcm and apns in SAP's form); the FCM message SAP builds from it is not in this document: to send through FCM directly, write an FCM HTTP v1 message and lint that"
        case .ibmPush:
            instead = "check it against IBM's push REST API (Push Message POST: message.alert, settings.gcm, settings.apns, target); the FCM message IBM's server builds from it is not in this document: to send through FCM directly, write an FCM HTTP v1 message and lint that"
        case .stream:
            instead = "lint a rendered template instead: Check Push answers with rendered_firebase_template (lint it as an FCM message, --ignore routing-target-count: Stream adds the token) and rendered_apn_template (--shape apns-payload)"
        case .jPush, .getui, .mobPush, .tpns:
            instead = "check it against \(service.name)'s API reference; for the iOS part, lint its aps as a raw APNs payload; to send through FCM instead, write an FCM HTTP v1 message and lint that"
        case .expo, .oneSignal, .gorush, .airship, .braze, .batch, .cleverTap, .moEngage, .customerIO, .pushwoosh:
            instead = "lint the FCM message \(service.name) sends (or send through FCM HTTP v1 directly and lint that message)"
        }
        return instead + "; --shape lints this document as an FCM shape anyway"
    }
}
