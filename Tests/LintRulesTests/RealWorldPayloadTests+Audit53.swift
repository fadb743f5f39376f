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
        // https://github.com/chatmail/notifiers src/server.rs (b9ac07cc, notify_fcm): Delta Chat's
        // wake-up, data-only with Android high priority; nothing to report.
        RealWorldCase(
            "audit53 delta chat FCM wake-up",
            #"{"message":{"token":"dGhpc2lzYWZha2V0b2tlbjpBUEE5MWJIVGVzdA","data":{"level":"awesome"},"android":{"priority":"high"} } }"#,
            expected: []),
    ]
}
