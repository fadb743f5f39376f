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
        // A recipes app's Cloud Function (Missing-Tech/Transloadit-Recipes-API functions/src/http.ts)
        // pasted whole: an HTTPS trigger whose handler binds the token, then the payload it passes
        // to sendToDevice. It was invalid-json at `export`; the handler's body is read as a
        // function's is, and the payload is the removed API's.
        RealWorldCase(
            "audit73 recipes https trigger sendToDevice",
            """
            export const receivePOST = functions.https.onRequest((request, response) => {
              const token = String(request.query.token);

              const payload = {
                notification: {
                  title: "Your food is ready!",
                  body: "Tap here to check it out!",
                },
              };

              admin.messaging().sendToDevice(token, payload);

              response.send("Transloadit!");
            });
            """,
            expected: ["json-code-literal (root)", "legacy-admin-payload (root)"]),
        // An event check-in app's Cloud Functions (code search id 16288882855): sendToTopic with a
        // `//` comment after the target, and with the target a call's result
        // (`snapshot.data().eventId`). Both were invalid-json at `admin.messaging`; the payload is
        // the removed API's.
        RealWorldCase(
            "audit73 event check-in milestone sendToTopic with a comment",
            """
                        admin.messaging().sendToTopic(
                            organizerTopic,  // Topic to send to (eventId concatenated with "-ORGANIZER" suffix)
                            {
                                notification: {
                                    title: "Milestone reached!",
                                    body: `Congratulations, your event ${after.title} has reached ${after.checkIns} check-ins!`
                                }
                            }
                        );
            """,
            expected: [
                "json-code-literal (root)", "legacy-admin-payload (root)", "size-placeholder-undeclared /notification/body",
                "size-placeholder-undeclared /notification/body",
            ]),
        RealWorldCase(
            "audit73 event announcement sendToTopic to a call's result",
            """
                    admin.messaging().sendToTopic(
                        snapshot.data().eventId,  // Topic to send to (eventId, attendees that check-in to events will be subscribed to this topic)
                        {
                            notification: {
                                title: snapshot.data().title,
                                body: snapshot.data().body
                            }
                        }
                    );
            """,
            expected: ["json-code-literal (root)", "legacy-admin-payload (root)"]),
        // A food-delivery app's Cloud Functions (LiWAS, code search id 2861651724): the message
        // is spread with the tokens into sendMulticast, which firebase-admin removed (its batch
        // endpoint is shut down). The spread was seen (no missing-target finding), the call not.
        RealWorldCase(
            "audit73 delivery message spread into sendMulticast",
            """
                const message = {
                  notification: {
                    title,
                    body,
                  },
                  data: data || {},
                  webpush: {
                    notification: {
                      title,
                      body,
                      icon: "/logo.png",
                      badge: "/badge.png",
                    },
                  },
                };

                // Send to multiple tokens
                const response = await messaging.sendMulticast({
                  ...message,
                  tokens,
                });
            """,
            expected: ["json-code-literal (root)", "legacy-send-multicast (root)"]),
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
    ]
}
