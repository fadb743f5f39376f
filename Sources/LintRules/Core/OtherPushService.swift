/// A push service other than FCM whose request bodies are pasted where FCM messages are expected.
///
/// Such a service takes a request of its own form and builds the FCM (and APNs) messages itself,
/// so FCM never sees the request and no FCM rule applies to it. `ShapeDetector` recognises one by
/// members an FCM message cannot have (Documentation/InputShapes.md, "Other push services"), and
/// `shape-other-push-service` reports it, in place of every FCM rule.
public enum OtherPushService: String, Sendable, CaseIterable {
    /// Expo's push service, `POST https://exp.host/--/api/v2/push/send`: one message or an array
    /// of them, each addressed by `to`, an Expo push token (`ExponentPushToken[…]`) or an array of
    /// them.
    case expo
    /// OneSignal's REST API, "Create notification" (`POST https://api.onesignal.com/notifications`):
    /// `app_id`, a targeting parameter (`include_subscription_ids`, `include_aliases`,
    /// `included_segments`, …) and `contents`.
    case oneSignal = "onesignal"
    /// Pusher Beams' Publish API (`POST https://<instance>.pushnotifications.pusher.com/publish_api/v1/instances/<instance>/publishes`):
    /// `interests` or `users`, with an `fcm`, `apns` and `web` payload for each platform.
    case pusherBeams = "pusher-beams"
    /// Huawei Push Kit (`POST https://push-api.cloud.huawei.com/v1/<appid>/messages:send`): an
    /// FCM-like `message` whose `token` is a list and whose `android.notification.click_action`
    /// is an object (`{"type": 1}`), or the HarmonyOS v3 body (`payload`, `target`, `pushOptions`).
    case huaweiPushKit = "huawei"
    /// Amazon SNS, `Publish` with `MessageStructure` "json": a `default` text and one JSON
    /// string per platform (`GCM`, `APNS`, `APNS_SANDBOX`, …), which SNS sends to FCM or APNs.
    case amazonSNS = "amazon-sns"
    /// The gorush push server (`POST /api/push`): a `notifications` array, each element with
    /// `tokens` (or `to`, `topic`), a numeric `platform` (1 iOS, 2 Android through Firebase) and
    /// gorush's own fields (`message`, `title`, `badge`, `alert`, …).
    case gorush
    /// Pushy's Send Notifications API (`POST https://api.pushy.me/push`): a body in the legacy FCM
    /// form (`to`, `data`, `notification`, `time_to_live`, …) addressed to Pushy device tokens.
    case pushy
    /// Courier's Send API (`POST https://api.courier.com/send`): a `message` whose `to` is a
    /// recipient object (`user_id`, `firebaseToken`, …) or a list of them, with `content` or a
    /// `template`, `routing` and `providers`; Courier merges
    /// `providers["firebase-fcm"].override.body` into the FCM message it builds.
    case courier
    /// PubNub's Mobile Push Notifications: an ordinary publish to a channel whose message has a
    /// `pn_fcm` (formerly `pn_gcm`) object, which PubNub sends to FCM for the devices registered on
    /// the channel, and a `pn_apns` object, which it sends to APNs; other members reach PubNub
    /// subscribers only.
    case pubNub = "pubnub"
    /// Airship's Push API (`POST https://go.urbanairship.com/api/push`): an `audience` ("all" or
    /// a selector such as `{"named_user": …}`) and `device_types` beside a `notification` of
    /// Airship's own form (`alert`, `ios`, `android` overrides), from which Airship builds the FCM
    /// and APNs messages.
    case airship
    /// Braze's `/messages/send` (and `/messages/schedule/create`) REST endpoint: a `messages`
    /// object holding one messaging object per channel (`apple_push`, `android_push`, …) beside
    /// Braze's recipients (`external_user_ids`, `segment_id`, `broadcast`, …).
    case braze
    /// Batch's Transactional API (`POST https://api.batch.com/1.1/{API_KEY}/transactional/send`):
    /// a `group_id` and `recipients` (`tokens`, `custom_ids`, `install_ids`) beside a `message` of
    /// Batch's own form (`{"title", "body"}`) and a `custom_payload` string, from which Batch
    /// builds the FCM and APNs messages.
    case batch
    /// AirNotifier, the push server Moodle runs for its app (`POST <server>/api/v2/push`, headers
    /// `X-AN-APP-NAME` and `X-AN-APP-KEY`): a device `token`, a `device` type (`android-fcm`,
    /// `ios-fcm`, `ios`, `wns`) and Moodle's `extra` (`processor`, `notification`, `subject`,
    /// `fullmessage`, `customdata`, …) or an `alert`, from which AirNotifier builds the FCM HTTP v1
    /// message (or the APNs or WNS request).
    case airNotifier = "airnotifier"
    /// CleverTap's Server API, `POST https://api.clevertap.com/1/send/push.json` (push to user
    /// profiles): a `to` object of identities (`{"Identity": […]}`, `{"objectId": […]}`) beside a
    /// `content` object (`title`, `body`, `platform_specific`), from which CleverTap builds the
    /// FCM and APNs messages.
    case cleverTap = "clevertap"
    /// MoEngage's Push API, `POST https://pushapi-{dc}.moengage.com/v2/transaction/sendpush`:
    /// `"requestType": "push"` with `targetPlatform`, `targetAudience` and a `payload` object of
    /// one MoEngage payload per platform (`{"ANDROID": {"title", "message"}}`).
    case moEngage = "moengage"
    /// Customer.io's App API, `POST https://api.customer.io/v1/send/push` (a transactional push):
    /// `transactional_message_id` and `identifiers` beside the push's own members
    /// (`custom_payload` per platform, `custom_device`, or `title` and `message`), from which
    /// Customer.io builds the FCM and APNs messages.
    case customerIO = "customer.io"
    /// Ably's push notifications: a channel message whose `extras.push` holds a payload, a direct
    /// publish (`POST /push/publish`: `recipient` beside the payload) or a batch of them. The
    /// payload's generic `notification` and `data` are mapped to FCM's and APNs' fields, and its
    /// `fcm`, `apns` (with `apns-headers`) and `web` objects override them per transport.
    case ably
    /// JPush (Jiguang, Aurora Push) Push API v3, `POST https://api.jpush.cn/v3/push`: `platform`
    /// and `audience` beside JPush's `notification` (`alert`, `android`, `ios`), `message`
    /// (`msg_content`) and `options`.
    case jPush = "jpush"
    /// Getui's RestAPI V2 (and DCloud's UniPush, built on it): `request_id`, `settings`,
    /// `audience`, `push_message` and `push_channel` (vendor channels, with an APNs `aps` for iOS);
    /// or UniPush 2.0's uniCloud `sendMessage` message (`push_clientid`, `title`, `content`,
    /// `payload`, `options` per phone maker).
    case getui
    /// Amazon Pinpoint, now AWS End User Messaging Push (`SendMessages`, campaigns): a
    /// `MessageConfiguration` with a `GCMMessage`, `APNSMessage` or
    /// `DefaultPushNotificationMessage` of Pinpoint's own form (`Title`, `Body`, `Action`, `Data`,
    /// `RawContent`).
    case pinpoint
    /// Pushwoosh's `createMessage` (`POST https://api.pushwoosh.com/json/1.3/createMessage`): a
    /// `request` with `application`, `auth` and a `notifications` list of Pushwoosh's own form.
    case pushwoosh
    /// MobPush (MobTech) REST API, `POST http://api.push.mob.com/v3/push/createPush`: `pushTarget`
    /// and `pushNotify`.
    case mobPush = "mobpush"
    /// Parse Server's push (`POST <server>/parse/push` in its REST API, or the object Cloud Code
    /// passes to `Parse.Push.send`, as Back4App's and other hosted Parse servers run it): an
    /// audience, `channels` (a list of channel names) or `where` (an installation query), beside
    /// `data` (`alert`, `badge`, `sound`, `title`, custom keys) and the scheduling options
    /// `push_time`, `expiration_time` and `expiration_interval`; parse-server-push-adapter builds
    /// the FCM and APNs messages for the installations found.
    case parseServer = "parse-server"
    /// PushPlus (`POST http://www.pushplus.plus/send`), a push service to WeChat and other
    /// channels: `token`, `title`, `content`, `template`, `channel`, `topic`.
    case pushPlus = "pushplus"
    /// LeanCloud's push API (`POST https://{host}/1.1/push`, `/1.1/push/devices`), in Parse's
    /// form with members of its own: `data` beside `prod` (the APNs environment) or `device_ids`
    /// and `device_type`.
    case leanCloud = "leancloud"
    /// Stream Chat's push templates: Check Push (`apn_template`, `firebase_template`,
    /// `firebase_data_template`), app settings (`firebase_config`, `apn_config`) and push
    /// provider upserts, whose templates are Handlebars text of what Stream sends.
    case stream
    /// IBM Push Notifications (IBM Cloud Push Notifications and IBM MobileFirst Foundation's push
    /// service), `POST …/imfpush/v1/apps/{applicationId}/messages`: a `message` of `alert` and
    /// `url`, `settings` per platform (`apns`, `gcm`, …) and a `target`.
    case ibmPush = "ibm-push"
    /// SAP Mobile Services' Notification Backend API (`POST
    /// /mobileservices/push/v1/backend/applications/{app}/notifications/…`): a push payload of
    /// `alert`, `badge`, `sound`, `data`, `priority` and one object per platform (`gcm`, `apns`,
    /// …), alone or wrapped in `notification` beside `users`.
    case sapMobileServices = "sap-mobile-services"
    /// Gotify, a self-hosted push server (`POST /message?token=<app token>`): a `message` text
    /// with `title`, an integer `priority` and `extras` in Gotify's `<namespace>::<action>` form
    /// (`client::display`, `client::notification`, `android::action`); its server hands it to its
    /// own clients over their WebSocket connection.
    case gotify
    /// Salesforce's Mobile Push Notification Service through the Connect REST API's Push
    /// Notifications resource (`POST /services/data/vXX.X/connect/notifications/push`):
    /// `appName`, `namespace`, `userIds` and a `payload` string, which Salesforce sends to APNs or
    /// FCM for the devices those users registered with the connected app.
    case salesforce
    /// Chabok (ADP Digital's push service, Iran), `POST
    /// https://sandbox.push.adpdigital.com/api/push/toUsers` (or `notifyUsers`): a `user` ID or a
    /// `users` list with a `content` text (both required), beside Chabok's own options
    /// (`channel`, `useAsAlert`, `alertText`, `data`, `ttl`, …) and a `notification` object of its
    /// own form (`title`, `body`, `clickUrl`, `mediaUrl`, …); a list of such bodies sends different
    /// texts at once. Its segmented push (`POST …/api/push/byQuery`) names a segment's filters
    /// (`target` or `segment`) instead of users.
    case chabok
    /// NHN Cloud Push (formerly TOAST Cloud Push, Korea), `POST
    /// https://api-push.cloud.toast.com/push/v2.4/appkeys/{appkey}/messages`: a `target`
    /// (`type` ALL, UID or TAG, `to`, `pushTypes`, `countries`), a `content` of messages by language
    /// (`default` required, `ko`, `ja`, …, each with `title`, `body`, custom keys and an optional FCM
    /// `notification`) and a `messageType` (NOTIFICATION or AD, with `contact` and `removeGuide`
    /// for AD).
    case nhnCloudPush = "nhn-cloud-push"
    /// Tencent Push Notification Service (TPNS, formerly XG 信鸽), `POST
    /// https://api.tpns.tencent.com/v3/push/app`: an `audience_type` (all, tag, token, token_list,
    /// account, …) with its `token_list`, `account_list` or `tag_list`, a `message_type` (notify or
    /// message) and a `message` of TPNS's form (`title`, `content`, `android`, `ios`), beside
    /// options such as `platform`, `environment` and `multi_pkg`.
    case tpns
    /// Twilio Notify (deprecated by Twilio), `POST
    /// https://notify.twilio.com/v1/Services/{ServiceSid}/Notifications`: users' `identity`, a
    /// `tag`, a `segment` or inline `toBinding`s, with a generic `body`, `title` and `data` and
    /// per-channel overrides (`fcm`, `apn`, `gcm`, `sms`); Notify builds the FCM and APNs
    /// messages for the addressed bindings.
    case twilioNotify = "twilio-notify"
    /// LivePerson's Push Notification Service calling a brand's push proxy: the body it posts for
    /// an Android device (`push-service` 2 for FCM, 3 for Huawei, `device-token`,
    /// `notificationType`, and `data` with the message text and a payload object), from which the
    /// proxy builds the FCM message.
    case livePersonPushProxy = "liveperson-push-proxy"
    /// Adalo's push notification API (`POST https://api.adalo.com/notifications`), which a no-code
    /// app's owner calls from Zapier, Make or a script: an `appId`, an `audience` naming one user
    /// (`email` or `id`) and a `notification` of Adalo's form (`titleText`, `bodyText`); Adalo
    /// sends it to that user's devices.
    case adalo
    /// PlayFab's push notifications (Microsoft's game backend): `Server/SendPushNotification`
    /// (`Recipient`, the player's PlayFab ID, with a `Message`, a `Package` or raw
    /// `AdvancedPlatformDelivery` payloads) or `SendPushNotificationFromTemplate`, called over
    /// REST or from CloudScript; PlayFab routes it to the player's devices through Amazon SNS.
    case playFab = "playfab"
    /// SuprSend's workflow trigger (its SDKs' `WorkflowTriggerRequest`, and the older `Workflow`
    /// body): a `workflow` slug (or a `name` and `template`) with `recipients` (or `users`), each
    /// a `distinct_id` with channel identities (`$androidpush`, `$iospush`, `$email`, …), and
    /// `data`; SuprSend renders its templates and sends through the vendor (FCM for
    /// `$androidpush`) itself.
    case suprSend = "suprsend"
    /// MagicBell's notification (`notification` with `title`, `content`, `category`, `recipients`
    /// by `email`, `external_id` or `matches`, and `overrides` per channel or provider), or a
    /// broadcast with those members at the top level; MagicBell delivers it on each channel,
    /// building the FCM message for mobile push itself.
    case magicBell = "magicbell"
    /// Infobip's Push API (`POST https://api.infobip.com/push/2/message/single`, or `/multi` with
    /// a `messages` list): `from` (the application code), `to` (a destination object:
    /// `externalUserId`, `email`, `phoneNumber`, `pushRegistrationId`, …), `text` and
    /// `customPayload`; Infobip sends it through FCM or APNs for the devices it targets.
    case infobip
    /// Engagespot's send API (`client.send(…)` in its SDKs): a `notification` of Engagespot's form
    /// (`workflow`, or `title`, `message`, `url`, `icon`) with `sendTo.recipients` (or
    /// `recipients`) and `data`; Engagespot runs the workflow and sends through the providers it
    /// is set up with (FCM for mobile push).
    case engagespot
    /// Novu's workflow trigger (`novu.trigger('workflow-id', {…})` in its SDKs, or the REST body
    /// with the workflow's `name`): `to`, a subscriber (`subscriberId`, with channel credentials)
    /// or a list of them, beside `payload` and `overrides` (`overrides.fcm` holds firebase-admin's
    /// `android`, `apns`, `webPush` and `fcmOptions`, which Novu merges into the FCM message it
    /// sends).
    case novu
    /// Pushe's push service (Iran): `POST https://api.pushe.co/v2/messaging/notifications/` with
    /// the app's `app_ids` and Pushe's `data` (`title`, `content`, `action`, `buttons`…) or
    /// `custom_content`, optionally `filters`, `topics` or `platform`; its rapid (transactional)
    /// push names the devices (`device_id`, `pids`). Pushe builds the messages it delivers.
    case pushe
    /// Appwrite Messaging (`POST /v1/messaging/messages/push`, `messaging.createPush(…)` in its
    /// SDKs): a `messageId` with the Appwrite `topics`, `users` or `targets` to reach and
    /// Appwrite's flat content (`title`, `body`, `data`, `action`, `image`, `sound`, `badge`…);
    /// Appwrite's FCM provider (utopia-php/messaging) builds the HTTP v1 message per target.
    case appwrite
    /// strapi-plugin-fcm's REST API (`POST /api/strapi-plugin-fcm/fcm-notifications` on a Strapi
    /// server): Strapi's `data` wrapper around an FCM Notification entry (`title`, `body`,
    /// `image`, `payload`, `targetType` "tokens" or "topics", `target`), or a list of entries; the
    /// plugin builds the firebase-admin message and sends it.
    case strapiFCMPlugin = "strapi-plugin-fcm"
    /// Knock's workflow trigger (`POST https://api.knock.app/v1/workflows/{key}/trigger`, or
    /// `knock.workflows.trigger(key, {…})` in its SDKs): `recipients` (user ids or recipient
    /// objects), `data`, `actor`, `cancellation_key` and `tenant`; Knock runs the workflow and
    /// sends its push steps through the provider set up for the channel (FCM among them).
    case knock
    /// Rocket.Chat's push gateway (`POST https://gateway.rocket.chat/push/{gcm|apn}/send`), to
    /// which a registered Rocket.Chat server sends each push for the official mobile apps: a
    /// device `token` and the server's notification in `options` (`from`, `title`, `text`,
    /// `payload`, `badge`, `sound`, `notId`, `gcm`, `apn`).
    case rocketChatGateway = "rocket-chat-gateway"
    /// Nextcloud's push proxy (`POST https://push-notifications.nextcloud.com/notifications`), to
    /// which a Nextcloud server sends each notification for the official apps: the device's
    /// `pushTokenHash` and an encrypted `subject` with its `signature`.
    case nextcloudPushProxy = "nextcloud-push-proxy"
    /// Mattermost's push proxy (`POST /api/v1/send_push`, hosted at https://push.mattermost.com or
    /// self-hosted), to which a Mattermost server sends each push: its `PushNotification`
    /// (`device_id`, `platform`, `type`, `message`, `badge`, `ack_id`, …).
    case mattermostPushProxy = "mattermost-push-proxy"
    /// Zulip's push notification service, the bouncer (`POST
    /// https://push.zulipchat.com/api/v1/remotes/push/notify`), to which a self-hosted Zulip
    /// server sends each push: the user with a `gcm_payload`, `gcm_options` and `apns_payload`.
    case zulipPushBouncer = "zulip-push-bouncer"
    /// A Matrix push gateway (the Matrix Push Gateway API, `POST /_matrix/push/v1/notify`: Sygnal,
    /// or the gateway an app runs), to which a homeserver sends each push: a `notification` with
    /// the event's fields, `counts` and the `devices` (pushers) it goes to.
    case matrixPushGateway = "matrix-push-gateway"

    /// The service's name.
    public var name: String {
        switch self {
        case .expo: return "Expo"
        case .oneSignal: return "OneSignal"
        case .pusherBeams: return "Pusher Beams"
        case .huaweiPushKit: return "Huawei Push Kit"
        case .amazonSNS: return "Amazon SNS"
        case .gorush: return "gorush"
        case .pushy: return "Pushy"
        case .courier: return "Courier"
        case .pubNub: return "PubNub"
        case .airship: return "Airship"
        case .braze: return "Braze"
        case .batch: return "Batch"
        case .airNotifier: return "AirNotifier"
        case .cleverTap: return "CleverTap"
        case .moEngage: return "MoEngage"
        case .customerIO: return "Customer.io"
        case .ably: return "Ably"
        case .jPush: return "JPush"
        case .getui: return "Getui"
        case .pinpoint: return "Amazon Pinpoint"
        case .pushwoosh: return "Pushwoosh"
        case .mobPush: return "MobPush"
        case .parseServer: return "Parse Server"
        case .pushPlus: return "PushPlus"
        case .leanCloud: return "LeanCloud"
        case .stream: return "Stream Chat"
        case .ibmPush: return "IBM Push Notifications"
        case .sapMobileServices: return "SAP Mobile Services"
        case .gotify: return "Gotify"
        case .salesforce: return "Salesforce Mobile Push"
        case .chabok: return "Chabok"
        case .nhnCloudPush: return "NHN Cloud Push"
        case .tpns: return "Tencent Push Notification Service (TPNS)"
        case .twilioNotify: return "Twilio Notify"
        case .livePersonPushProxy: return "LivePerson push proxy"
        case .adalo: return "Adalo"
        case .playFab: return "PlayFab"
        case .suprSend: return "SuprSend"
        case .magicBell: return "MagicBell"
        case .infobip: return "Infobip"
        case .engagespot: return "Engagespot"
        case .novu: return "Novu"
        case .pushe: return "Pushe"
        case .appwrite: return "Appwrite Messaging"
        case .strapiFCMPlugin: return "strapi-plugin-fcm"
        case .knock: return "Knock"
        case .rocketChatGateway: return "Rocket.Chat push gateway"
        case .nextcloudPushProxy: return "Nextcloud push proxy"
        case .mattermostPushProxy: return "Mattermost push proxy"
        case .zulipPushBouncer: return "Zulip push notification service"
        case .matrixPushGateway: return "Matrix push gateway"
        }
    }

    /// How findings name a request to the service.
    public var requestTitle: String {
        switch self {
        case .expo: return "an Expo push service request"
        case .oneSignal: return "a OneSignal REST API request (Create notification)"
        case .pusherBeams: return "a Pusher Beams Publish API request"
        case .huaweiPushKit: return "a Huawei Push Kit request"
        case .amazonSNS: return "an Amazon SNS message"
        case .gorush: return "a gorush push server request (POST /api/push)"
        case .pushy: return "a Pushy Send Notifications API request (POST https://api.pushy.me/push)"
        case .courier: return "a Courier Send API request (POST https://api.courier.com/send)"
        case .pubNub: return "a PubNub publish with Mobile Push payloads"
        case .airship: return "an Airship Push API request (POST /api/push)"
        case .braze: return "a Braze REST API request (POST /messages/send)"
        case .batch: return "a Batch Transactional API request (POST /transactional/send)"
        case .airNotifier: return "an AirNotifier push request (Moodle's push server, POST /api/v2/push)"
        case .cleverTap: return "a CleverTap Server API push request (POST /1/send/push.json)"
        case .moEngage: return "a MoEngage Push API request (POST /v2/transaction/sendpush)"
        case .customerIO: return "a Customer.io transactional push request (POST /v1/send/push)"
        case .ably: return "an Ably push request (a channel message's extras.push, or a direct publish)"
        case .jPush: return "a JPush Push API request (POST https://api.jpush.cn/v3/push)"
        case .getui: return "a Getui (UniPush) push request"
        case .pinpoint: return "an Amazon Pinpoint (AWS End User Messaging Push) message request"
        case .pushwoosh: return "a Pushwoosh createMessage request"
        case .mobPush: return "a MobPush REST API push request"
        case .parseServer: return "a Parse Server push request (POST /parse/push, or Cloud Code's Parse.Push.send)"
        case .pushPlus: return "a PushPlus send request (POST http://www.pushplus.plus/send)"
        case .leanCloud: return "a LeanCloud push request (POST /1.1/push or /1.1/push/devices)"
        case .stream: return "a Stream Chat push template request (Check Push, app settings or a push provider)"
        case .sapMobileServices: return "an SAP Mobile Services push request (Notification Backend API, POST /mobileservices/push/v1/backend/applications/{app}/notifications/…)"
        case .salesforce: return "a Salesforce Connect REST API push notification request (POST /connect/notifications/push)"
        case .ibmPush: return "an IBM Push Notifications send request (POST …/imfpush/v1/apps/{app}/messages: IBM Cloud Push Notifications, IBM MobileFirst Foundation)"
        case .gotify: return "a Gotify message (POST /message on a Gotify server)"
        case .chabok: return "a Chabok push request (POST /api/push/toUsers, byQuery or notifyUsers on push.adpdigital.com)"
        case .nhnCloudPush: return "an NHN Cloud Push message request (POST /push/v2.4/appkeys/{appkey}/messages on api-push.cloud.toast.com)"
        case .tpns: return "a Tencent Push Notification Service push request (TPNS, formerly XG: POST https://api.tpns.tencent.com/v3/push/app)"
        case .twilioNotify: return "a Twilio Notify notification (POST /v1/Services/{ServiceSid}/Notifications on notify.twilio.com)"
        case .livePersonPushProxy: return "the body LivePerson's Push Notification Service posts to a brand's push proxy"
        case .adalo: return "an Adalo API push notification request (POST https://api.adalo.com/notifications)"
        case .playFab: return "a PlayFab push notification request (POST https://{titleId}.playfabapi.com/Server/SendPushNotification, or server.SendPushNotification in CloudScript)"
        case .suprSend: return "a SuprSend workflow trigger (WorkflowTriggerRequest: workflow, recipients with distinct_id and $androidpush, $iospush, data)"
        case .magicBell: return "a MagicBell notification or broadcast request (title, content, recipients, overrides)"
        case .infobip: return "an Infobip Push API request (POST https://api.infobip.com/push/2/message/single)"
        case .engagespot: return "an Engagespot send request (notification, sendTo.recipients, data)"
        case .novu: return "a Novu workflow trigger (novu.trigger, or its REST body: name, to a subscriber, payload, overrides)"
        case .pushe: return "a Pushe notification request (POST https://api.pushe.co/v2/messaging/notifications/, or /v2/messaging/rapid/)"
        case .appwrite: return "an Appwrite Messaging push request (POST /v1/messaging/messages/push, or messaging.createPush in Appwrite's SDKs)"
        case .strapiFCMPlugin: return "a strapi-plugin-fcm request (POST /api/strapi-plugin-fcm/fcm-notifications on a Strapi server)"
        case .knock: return "a Knock workflow trigger (POST https://api.knock.app/v1/workflows/{key}/trigger, or knock.workflows.trigger: recipients, actor, data, tenant)"
        case .rocketChatGateway: return "a Rocket.Chat push gateway request (POST https://gateway.rocket.chat/push/gcm/send or /push/apn/send)"
        case .nextcloudPushProxy: return "a notification a Nextcloud server posts to its push proxy (POST https://push-notifications.nextcloud.com/notifications)"
        case .mattermostPushProxy: return "a Mattermost push proxy request (POST /api/v1/send_push, as to https://push.mattermost.com)"
        case .zulipPushBouncer: return "a Zulip server's request to Zulip's push notification service (POST https://push.zulipchat.com/api/v1/remotes/push/notify)"
        case .matrixPushGateway: return "a Matrix homeserver's request to a push gateway (Push Gateway API, POST /_matrix/push/v1/notify)"
        }
    }

    /// What the service does with the request, for findings.
    public var handling: String {
        switch self {
        case .expo, .oneSignal, .pusherBeams, .gorush, .courier, .airship, .braze, .batch, .airNotifier, .cleverTap, .moEngage, .customerIO,
            .pinpoint, .pushwoosh, .sapMobileServices:
            return "\(name) builds the FCM and APNs messages from it"
        case .twilioNotify:
            return "Twilio Notify builds the FCM and APNs messages for the bindings it addresses, merging the fcm and apn overrides over its generic body, title and data"
        case .livePersonPushProxy:
            return "the push proxy builds the FCM (or Huawei) message for the device-token from it"
        case .ibmPush: return "IBM's push server builds the FCM and APNs messages from it (alert as the notification text, settings.gcm and settings.apns for each platform) for the devices its target names"
        case .ably: return "Ably maps its notification and data to FCM's and APNs' fields and merges the fcm and apns overrides over them"
        case .chabok: return "Chabok delivers it to the devices of the users or segment it names, over its own connection or through FCM and APNs, building those messages itself"
        case .nhnCloudPush:
            return "NHN Cloud Push builds the FCM, APNs and ADM messages from content for the tokens its target selects (for FCM, title and body go into data unless content holds an FCM notification)"
        case .jPush, .getui, .mobPush, .tpns:
            return "\(name) delivers it over its own connection or a phone maker's channel (FCM only for devices it routes there), building that message itself"
        case .adalo: return "Adalo sends it to the devices of the user its audience names, building the platform messages itself"
        case .playFab: return "PlayFab sends it to the devices the player registered, through Amazon SNS, building the FCM and APNs payloads itself"
        case .suprSend, .magicBell, .engagespot, .novu, .knock:
            return "\(name) renders the notification for each channel and sends it through the providers it is set up with, building the FCM message for mobile push itself"
        case .infobip: return "Infobip sends it through FCM or APNs to the devices its destination selects, building those messages itself"
        case .pushe: return "Pushe sends it to the devices of the app's users its filters, topics or device ids pick, building the messages itself"
        case .strapiFCMPlugin:
            return "the plugin builds the firebase-admin message from the entry (title, body and image as the notification, payload merged in) and sends it to the tokens or topics its target lists"
        case .appwrite:
            return "Appwrite sends it to the push targets its topics, users and targets name, through the provider each target is registered with (its FCM provider builds one HTTP v1 message per token)"
        case .rocketChatGateway:
            return "the gateway, which holds the official apps' FCM and APNs credentials, builds the FCM message (title and text as its notification, the payload as JSON text in data) and the APNs payload from it"
        case .nextcloudPushProxy:
            return "the proxy, which holds the official apps' FCM and APNs credentials, looks up the push token by its hash and sends the subject and signature in the FCM message's data or the APNs payload, which only the device can decrypt"
        case .mattermostPushProxy:
            return "the proxy, which holds the apps' FCM and APNs credentials, builds a data-only FCM message (every value a string, android.priority high) or the APNs payload from it"
        case .matrixPushGateway:
            return "the push gateway the app named (Sygnal, or the app's own) builds the FCM message or APNs payload for each device's pushkey from it, in its own format"
        case .zulipPushBouncer:
            return "the bouncer, which holds the official apps' FCM and APNs credentials, sends gcm_payload as the FCM message's data (each value turned into a string, gcm_options.priority as android.priority) and apns_payload's alert, sound and badge as aps, with its custom keys beside aps"
        case .pushy: return "Pushy delivers it itself, not through FCM"
        case .pushPlus: return "PushPlus delivers it to WeChat, WeCom, email, SMS or a webhook, not through FCM"
        case .gotify: return "the Gotify server hands it to its own clients (the Gotify Android app, gotify-tray…) over their WebSocket connection, not through FCM"
        case .leanCloud: return "LeanCloud builds the APNs, FCM and phone makers' messages from data for each device it names"
        case .stream: return "Stream renders the templates for each chat message into the APNs payload and FCM message it sends"
        case .huaweiPushKit: return "Huawei Push Kit delivers it over its own channel, not FCM"
        case .amazonSNS: return "Amazon SNS sends each platform's JSON string (GCM to FCM, APNS to APNs) as the payload"
        case .pubNub: return "PubNub sends the content of pn_fcm to FCM and of pn_apns to APNs"
        case .salesforce: return "Salesforce sends the payload string to APNs or FCM for the devices the users registered with the connected app"
        case .parseServer:
            return "Parse Server looks up the installations it addresses and its push adapter builds the FCM message (the request's data as FCM data, android priority high) and the APNs payload (aps from alert, badge, sound) for them"
        }
    }
}
