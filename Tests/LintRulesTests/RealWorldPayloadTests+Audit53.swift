import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Privacy-first and decentralised messengers' push relays (audit53): XMTP, Flexisip
    /// (Linphone), Monal's Prosody app server, Delta Chat, Session, SimpleX, Conversations' p2.
    /// Each payload is the one the cited code sends, as serialized.
    static let audit53Cases: [RealWorldCase] = [
        // https://github.com/xmtp/example-notification-server-go pkg/delivery/apns.go
        // (ddc86617, buildNotification): sideshow/apns2's payload sent straight to APNs, with the
        // conversation's content topic as the custom key "topic". It is a raw APNs payload, not an
        // FCM message to a malformed topic whose aps and custom keys FCM rejects (was four errors:
        // shape-unknown-field on aps, encryptedMessage and messageKind, routing-topic-malformed).
        RealWorldCase(
            "audit53 xmtp direct APNs alert with a topic custom key",
            #"{"aps":{"alert":"New message from XMTP","mutable-content":1},"encryptedMessage":"CvoBCkgKQGZha2UtZW5jcnlwdGVkLW1lc3NhZ2U=","messageKind":"v3-conversation","topic":"/xmtp/mls/1/g-0123456789abcdef/proto"}"#,
            expected: ["shape-detected /aps"]),
        // The same server's silent push (isSilent: ContentAvailable()).
        RealWorldCase(
            "audit53 xmtp direct APNs background push with a topic custom key",
            #"{"aps":{"content-available":1},"encryptedMessage":"CvoBCkgKQGZha2UtZW5jcnlwdGVkLW1lc3NhZ2U=","messageKind":"v3-conversation","topic":"/xmtp/mls/1/g-0123456789abcdef/proto"}"#,
            expected: ["shape-detected /aps"]),
        // https://github.com/xmtp/example-notification-server-go pkg/delivery/fcm.go (ddc86617):
        // the Go Admin SDK's message when the subscription is not silent; aps holds only
        // mutable-content, so an iOS device shows nothing and the extension never runs (right).
        RealWorldCase(
            "audit53 xmtp FCM message whose aps has only mutable-content",
            #"{"message":{"token":"eXmtpToken:APA91bFakeTokenForAudit","data":{"encryptedMessage":"CvoB","messageType":"v3-conversation","topic":"/xmtp/mls/1/g-0123456789abcdef/proto"},"android":{"priority":"high"},"apns":{"payload":{"aps":{"mutable-content":1},"encryptedMessage":"CvoB","messageType":"v3-conversation","topic":"/xmtp/mls/1/g-0123456789abcdef/proto"}}}}"#,
            expected: ["apns-mutable-content-without-alert /message/apns/payload/aps/mutable-content"]),
        // https://github.com/BelledonneCommunications/flexisip src/pushnotification/apple/apple-request.cc
        // (b3cf98c0, PushType::VoIP) as an FCM message with apns-push-type voip: PushKit hands aps
        // to the app, which reads loc-key and loc-args itself. Alert keys in aps stay warnings, not
        // "iOS shows no alert" errors (was two errors on loc-key and loc-args).
        RealWorldCase(
            "audit53 flexisip VoIP aps with loc-key under apns-push-type voip",
            #"{"message":{"token":"t1","apns":{"headers":{"apns-push-type":"voip"},"payload":{"aps":{"sound":"","loc-key":"IC_MSG","loc-args":["Alice"],"call-id":"Yx9kqR3vT2"},"from-uri":"sip:alice@sip.linphone.org"}}}}"#,
            expected: [
                "apns-voip-limit /message/apns/headers/apns-push-type", "apns-sound-invalid /message/apns/payload/aps/sound",
                "apns-aps-unknown-key /message/apns/payload/aps/loc-key", "apns-aps-unknown-key /message/apns/payload/aps/loc-args",
                "apns-aps-unknown-key /message/apns/payload/aps/call-id",
            ]),
        // https://github.com/tmolitor-stud-tu/mod_push_appserver mod_push_appserver_apns.lua
        // (06823f57, line 112): Monal's Prosody app server sent "mutable-content" as a string to
        // APNs directly from 2019. A warning that APNs documents 1, without firebase-admin, which
        // this payload never goes through.
        RealWorldCase(
            "audit53 monal app server mutable-content string",
            #"{"aps":{"mutable-content":"1","alert":{"title":"New Message", "body":"New Message"}, "sound":"default"}}"#,
            expected: ["apns-mutable-content-value /aps/mutable-content", "shape-detected /aps"]),
        // https://github.com/ChatSecure/ChatSecure-Push-Server push/messages/messenger.py
        // (cb33c21c, send_apns): django-push-notifications puts the message dict in aps.alert,
        // thread_id with it; the warning now names aps's thread-id (was "remove it").
        RealWorldCase(
            "audit53 chatsecure push thread_id inside the alert",
            #"{"aps":{"alert":{"body":"New Message!","loc-key":"New Message!","thread_id":"New Message!"},"sound":"default"}}"#,
            expected: ["apns-aps-unknown-key /aps/alert/thread_id", "shape-detected /aps"]),
        // https://github.com/chatmail/notifiers src/server.rs (b9ac07cc, notify_fcm): Delta Chat's
        // wake-up, data-only with Android high priority; nothing to report.
        RealWorldCase(
            "audit53 delta chat FCM wake-up",
            #"{"message":{"token":"dGhpc2lzYWZha2V0b2tlbjpBUEE5MWJIVGVzdA","data":{"level":"awesome"},"android":{"priority":"high"} } }"#,
            expected: []),
    ]
}
