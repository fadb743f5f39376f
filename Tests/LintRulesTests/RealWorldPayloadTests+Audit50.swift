import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Senders from game backends and fintech/crypto apps (audit50): price alerts, wallets and
    /// payment servers. Each payload is the one the cited code sends, as written or serialized.
    static let audit50Cases: [RealWorldCase] = [
        //
        // https://github.com/AhmedAbouelkher/gold_scraper backend/functions/src/notification.ts:
        // a gold-price alert passed to the removed sendToDevice with the tokens as its first
        // argument. It is that API's payload, not a message without a target (was
        // routing-target-count, warning): the call fails, so legacy-admin-payload (error).
        RealWorldCase(
            "audit50 gold_scraper price alert passed to sendToDevice",
            """
                await messaging().sendToDevice(data.tokens, {
                  notification: {
                    title: `🏆 Gold is now ${data.price}`,
                    body: "Checkout the new gold price",
                  },
                });
            """,
            expected: ["json-code-literal (root)", "legacy-admin-payload (root)", "size-placeholder-undeclared /notification/title"]),
        // https://github.com/BlueWallet/GroundControl/blob/832c8e8222179e285449bf02fa85a70c25ce0fc6/src/class/GroundControlToMajorTom.ts:
        // pushOnchainAddressWasPaid's FCM v1 body after _pushToFcm copies the push's fields into
        // data as strings. Nothing to report.
        RealWorldCase(
            "audit50 BlueWallet GroundControl on-chain payment (FCM v1 body)",
            #"""
                {"message":{"token":"fcm-device-token","data":{"badge":"3","tag":"3c5e9d1a","type":"2","level":"transactions","sat":"150000","address":"bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq","txid":"3c5e9d1a"},"notification":{"title":"+150000 sats","body":"Received on bc1qar...5mdq"}}}
            """#,
            expected: []),
        // https://github.com/WalletConnect/push-server/blob/f12932d38bcca1b53003b0ab8e4ff3932c324335/src/providers/fcm_v1.rs
        // (serialized by rj76/fcm-rust): an encrypted data message with aps content-available and
        // no apns-priority header, which FCM sends at 10; Apple asks 5 for a background push.
        RealWorldCase(
            "audit50 WalletConnect push server encrypted message",
            #"""
                {"message":{"data":{"topic":"a3c9b1f0e2d44c6f","tag":"4008","message":"AJ3kQd0h8e2V=="},"android":{"priority":"HIGH"},"apns":{"payload":{"aps":{"content-available":1}}},"token":"fcm-device-token"}}
            """#,
            expected: ["apns-priority-10-without-alert /message/apns/payload/aps/content-available"]),
    ]
}
