import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Commerce, booking and restaurant senders (audit73): Medusa, Spree, StackFood/6amMart,
    /// Bagisto, PrestaShop and WooCommerce plugins, salon, parking and ticket bookings, restaurant
    /// POS and QR-menu Cloud Functions (the offers app's Simulator file is audit70's case).
    static let audit73Cases: [RealWorldCase] = [
        // A tattoo-booking Cloud Function (mapoulo/Tattoos functions/src/index.ts, ClinetResponse)
        // as its body is pasted: a plain binding, then the payload, then sendToDevice(token,
        // payload). The leading `const token = dataR.tokenId` made the paste invalid-json; it is
        // code the message does not hold, so the payload is read and is the removed API's.
        RealWorldCase(
            "audit73 tattoo booking sendToDevice after a plain binding",
            """
                    const token = dataR.tokenId

                    const payload = {
                        notification: {
                            title: 'Response from the CMS',
                            body: ``,
                            icon: 'https://goo.gl/Fz9nrQ'
                        }
                    }

                    return admin.messaging().sendToDevice(token, payload)
            """,
            expected: ["json-code-literal (root)", "legacy-admin-payload (root)"]),
        // A restaurant QR-menu staff alert (albopilo/newest-qr-menu StaffNativeApp/functions/index.js):
        // "ongoing" is no AndroidNotification field; FCM rejects the message (right, pinned).
        RealWorldCase(
            "audit73 qr menu android notification ongoing",
            """
                const message = {
                  topic: "staff",
                  notification: {
                    title: "🆕 New Order",
                    body: "A new order has been placed",
                  },
                  android: {
              priority: "high",
              notification: {
                channelId: "orders",
                sound: "sound",
                ongoing: true
              }
            },
                };
            """,
            expected: ["json-code-literal (root)", "shape-unknown-field /android/notification/ongoing"]),
        // Bagisto's mobile-app order push (Webkul\PushNotification FirebasePushService::sendToToken):
        // PHP json_encode writes the default empty `'data' => []` as a JSON array, which FCM
        // rejects; the code then deactivates the token as invalid (right, pinned).
        RealWorldCase(
            "audit73 bagisto empty data array",
            #"{"message":{"token":"customer-fcm-token","notification":{"title":"Order #1042 is Processing","body":"Your order #1042 is now Processing."},"data":[]}}"#,
            expected: ["shape-type-mismatch /message/data"]),
        // StackFood's HTTP v1 body (app/CentralLogics/helpers.php send_push_notif_to_device):
        // "channelId" in lowerCamelCase is accepted by FCM's proto JSON parser, and an empty
        // notification.image is an unset field; only the duplicate-display note (right, pinned).
        RealWorldCase(
            "audit73 stackfood v1 camelCase channelId",
            #"{"message":{"token":"fcm-token","data":{"title":"Order","body":"Your order is confirmed","image":"","order_id":"100045","type":"order_status","click_action":"","sound":"notification.wav"},"notification":{"title":"Order","body":"Your order is confirmed","image":""},"android":{"notification":{"channelId":"stackfood"}},"apns":{"payload":{"aps":{"sound":"notification.wav"}}}}}"#,
            expected: ["android-duplicate-display /message/android/notification"]),
    ]
}
