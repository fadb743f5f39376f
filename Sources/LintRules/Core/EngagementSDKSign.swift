import SizeModel

/// A key a vendor's client SDK (customer engagement, customer support and chat, or a calling SDK)
/// reads from a push it
/// received, which no FCM send API has at a message's top level: a document holding one at its
/// top level (and no member only an FCM message has) is what a device received from that vendor,
/// its data map as printed by the app (Android, or iOS without `aps`).
///
/// The vendors send through FCM and APNs with their own keys in the data map; apps log that map
/// (`remoteMessage.getData()`, a plugin's callback) and paste it. Read as an FCM message, every
/// vendor key drew a false unknown-field error, or the whole document `shape-not-a-payload`.
/// Each sign is the key the vendor's SDK itself tests to claim a push as its own:
/// - CleverTap: `wzrk_pn` (clevertap-android-sdk `Constants.NOTIFICATION_TAG`, which
///   `CleverTapAPI.getNotificationInfo` tests for `fromCleverTap`) and `wzrk_acct_id` (the
///   account a multi-instance app routes the push to);
/// - MoEngage: `push_from` equal to "moengage" (`MoEPushHelper.isFromMoEngagePlatform`), and on
///   iOS the `moengage` dictionary;
/// - Iterable: `itbl` (`IterableConstants.ITERABLE_DATA_KEY`), a JSON string in Android's data
///   map and a dictionary in an iOS `userInfo`;
/// - Customer.io: `CIO-Delivery-ID` (the SDKs' delivery-tracking key);
/// - Salesforce Marketing Cloud MobilePush: `_sid` equal to "SFMC"
///   (`PushMessageManager.isMarketingCloudPush`: `"SFMC".equalsIgnoreCase(map.get("_sid"))`);
/// - Mixpanel: `mp_message` (mixpanel-android's `MixpanelFCMMessagingService` handles only
///   pushes with it);
/// - Stream Video: `sender` equal to "stream.video" (Stream's server sends a call's ring as a data
///   message holding it, GetStream/stream-video-android docs "Push notification payload"; the
///   React Native SDK's `isFirebaseStreamVideoMessage` tests `message.data?.sender ===
///   'stream.video'`, stream-video-js);
/// - Intercom: `intercom_push_type`, and `receiver` equal to "intercom_sdk" (intercom-android
///   `PushPayload.isIntercomPush`: a non-empty `intercom_push_type` and `Intercom.PUSH_RECEIVER`
///   "intercom_sdk" in `receiver`; intercom/intercom-react-native#191 prints such a map);
/// - Sendbird: `sendbird` (the Chat SDK's push carries the message as a JSON string under it in
///   Android's data map, and as a dictionary beside `aps` in an iOS `userInfo`, which keeps the
///   APNs reading; the Sendbird samples' `FirebaseMessagingService` tests
///   `remoteMessage.getData().containsKey("sendbird")`);
/// - Freshchat: `source` equal to "freshchat_user" (`Freshchat.isFreshchatNotification`:
///   `"freshchat_user".equals(bundle.getString("source"))`);
/// - Helpshift: `origin` equal to "helpshift" (Helpshift's push integration:
///   `"helpshift".equals(data.get("origin"))`);
/// - Zendesk messaging (Sunshine Conversations, formerly Smooch): `smoochNotification`
///   (zendesk.messaging `PushNotifications.NOTIFICATION_KEY`, which must read "true");
/// - Twilio Conversations, Programmable Chat and Voice: `twi_message_type` (the SDKs'
///   `NotificationPayload` and `Voice.handleMessage` read it: `twilio.conversations.new_message`,
///   `twilio.voice.call`).
/// - Stream Chat: `sender` equal to "stream.chat" (the data map Stream's Chat API sends every push
///   provider, getstream.io chat docs "Push Notification Payload": sender, type message.new,
///   version v2, message_id, channel_type, channel_id, cid; stream-chat-android's
///   `PayloadValidator.isFromStreamServer` tests `payload["sender"] == "stream.chat"`, and Flutter
///   apps route the `RemoteMessage.data` they receive by the same key).
struct EngagementSDKSign: Sendable {
    /// The vendor, as findings name it.
    let vendor: String
    /// The top-level key.
    let key: String
    /// The string the key must hold (in any letter case, as the SDKs compare it), when the key
    /// alone is too common a name.
    let value: String?
    /// The platform whose print the key shows: nil when the value decides (`itbl` is a string on
    /// Android and a dictionary on iOS).
    let platform: CapturePlatform?

    /// The signs, in the order they are looked for.
    static let all: [EngagementSDKSign] = [
        EngagementSDKSign(vendor: "CleverTap", key: "wzrk_pn", value: nil, platform: .android),
        EngagementSDKSign(vendor: "CleverTap", key: "wzrk_acct_id", value: nil, platform: .android),
        EngagementSDKSign(vendor: "MoEngage", key: "push_from", value: "moengage", platform: .android),
        EngagementSDKSign(vendor: "MoEngage", key: "moengage", value: nil, platform: .iOS),
        EngagementSDKSign(vendor: "Iterable", key: "itbl", value: nil, platform: nil),
        EngagementSDKSign(vendor: "Customer.io", key: "CIO-Delivery-ID", value: nil, platform: .android),
        EngagementSDKSign(vendor: "Salesforce Marketing Cloud", key: "_sid", value: "SFMC", platform: .android),
        EngagementSDKSign(vendor: "Mixpanel", key: "mp_message", value: nil, platform: .android),
        EngagementSDKSign(vendor: "Stream Video", key: "sender", value: "stream.video", platform: .android),
        EngagementSDKSign(vendor: "Intercom", key: "intercom_push_type", value: nil, platform: .android),
        EngagementSDKSign(vendor: "Intercom", key: "receiver", value: "intercom_sdk", platform: .android),
        EngagementSDKSign(vendor: "Sendbird", key: "sendbird", value: nil, platform: .android),
        EngagementSDKSign(vendor: "Freshchat", key: "source", value: "freshchat_user", platform: .android),
        EngagementSDKSign(vendor: "Helpshift", key: "origin", value: "helpshift", platform: .android),
        EngagementSDKSign(vendor: "Zendesk messaging", key: "smoochNotification", value: nil, platform: .android),
        EngagementSDKSign(vendor: "Twilio", key: "twi_message_type", value: nil, platform: .android),
        EngagementSDKSign(vendor: "Stream Chat", key: "sender", value: "stream.chat", platform: .android),
    ]

    /// The first sign among `root`'s members, with the member's value (one pass over the
    /// members, each key compared in place with the signs' keys).
    static func first(in root: JSONValue) -> (sign: EngagementSDKSign, value: JSONValue)? {
        for member in root.members {
            for sign in all where member.key.stringEquals(sign.key) {
                if let expected = sign.value, member.value.stringValue?.lowercased() != expected.lowercased() { continue }
                return (sign, member.value)
            }
        }
        return nil
    }

    /// The platform whose print `value` (the sign's member) shows.
    func platform(of value: JSONValue) -> CapturePlatform {
        platform ?? (value.isObject ? .iOS : .android)
    }

    /// What the sign shows, for the shape-detected note.
    func description(of value: JSONValue) -> String {
        let what = self.value.map { "\"\(key)\": \"\($0)\"" } ?? "\"\(key)\""
        let print = platform(of: value) == .iOS ? "an iOS userInfo printed without aps" : "a data map Android received"
        return "\(what) is a key \(vendor)'s SDK reads from the pushes it receives (\(print))"
    }
}
