/// Messages as firebase-admin code writes them (json-code-literal): JavaScript and TypeScript
/// object literals from public repositories and Firebase's documentation, trimmed to the literal
/// and the lines around it a user pastes. Each is linted as the JSON firebase-admin sends; a
/// value that is code is not judged.
extension RealWorldPayloadTests {
    static let codeLiteralCases: [RealWorldCase] = [
        // https://firebase.google.com/docs/cloud-messaging/send-message (Node.js, "Send messages to
        // specific devices"): the message as the documentation writes it, the token a variable.
        RealWorldCase(
            "js-docs-send-to-token",
            """
            // This registration token comes from the client FCM SDKs.
            const message = {
              data: {
                score: '850',
                time: '2:45'
              },
              token: registrationToken
            };
            """,
            expected: ["json-code-literal (root)"]),
        // https://firebase.google.com/docs/cloud-messaging/send-message (Node.js, multicast).
        RealWorldCase(
            "js-docs-multicast",
            """
            const message = {
              data: {score: '850', time: '2:45'},
              tokens: registrationTokens,
            };
            getMessaging().sendMulticast(message)
            """,
            // sendMulticast is gone (firebase-admin-node#2759; its batch endpoint answers 404,
            // the-blue-alliance#7104): the call fails, though the message is right (audit51).
            expected: ["json-code-literal (root)", "legacy-send-multicast (root)"]),
        // https://firebase.google.com/docs/cloud-messaging/send-message (Node.js, "Send messages to
        // topics"), from `const message` on (the `const condition = …;` line before it is another
        // statement, which the reading does not take).
        RealWorldCase(
            "js-docs-condition",
            """
            const message = {
              notification: {
                title: '$FooCorp up 1.43% on the day',
                body: '$FooCorp gained 11.80 points to close at 835.67, up 1.43% on the day.'
              },
              condition: condition
            };
            """,
            expected: ["json-code-literal (root)"]),
        // https://firebase.google.com/docs/cloud-messaging/customize-messages/cross-platform (Node.js,
        // platform-specific delivery options): android.ttl as arithmetic, an APNs badge.
        RealWorldCase(
            "js-docs-platform-options",
            """
            const message = {
              notification: {
                title: '$GOOG up 1.43% on the day',
                body: '$GOOG gained 11.80 points to close at 835.67, up 1.43% on the day.'
              },
              android: {
                ttl: 3600 * 1000,
                notification: {
                  icon: 'stock_ticker_update',
                  color: '#f45342'
                }
              },
              apns: {
                payload: {
                  aps: {
                    badge: 42
                  }
                }
              },
              topic: 'industry-tech'
            };
            """,
            expected: ["json-code-literal (root)"]),
        // https://firebase.google.com/docs/cloud-messaging/admin/legacy-fcm (sendToDevice's payload).
        // Read alone it is a message without a target, which send() rejects ("Exactly one of
        // topic, token or condition is required"); that it goes to sendToDevice, whose target is
        // an argument, is not in the paste.
        RealWorldCase(
            "js-docs-legacy-payload",
            """
            var payload = {
              data: {
                score: '850',
                time: '2:45'
              }
            };
            """,
            expected: ["json-code-literal (root)", "routing-target-count (root)"]),
        // github.com/hmshohrab/fcm-v1 index.js: the literal passed to send(), APNs headers quoted.
        // Its own mistakes are found: "device token" is no token, and apns-topic names the
        // Flutter plugin, not the app's bundle id.
        RealWorldCase(
            "js-fcm-v1-background",
            """
            admin.messaging().send({
              token: "device token",
              data: {
                hello: "world",
              },
              // Set Android priority to "high"
              android: {
                priority: "high",
              },
              // Add APNS (Apple) config
              apns: {
                payload: {
                  aps: {
                    contentAvailable: true,
                  },
                },
                headers: {
                  "apns-push-type": "background",
                  "apns-priority": "5", // Must be `5` when `contentAvailable` is set to true.
                  "apns-topic": "io.flutter.plugins.firebase.messaging", // bundle identifier
                },
              },
            });
            """,
            expected: ["json-code-literal (root)", "routing-token-shape /token", "apns-topic-header /apns/headers/apns-topic"]),
        // github.com/saiftahlawi/React_native_push backend/app.js (token shortened): no Android
        // channel is named.
        RealWorldCase(
            "js-react-native-push",
            """
            admin.messaging().send({
                token: token,
                data: {
                    customData: "Deneme",
                    id: "1",
                },
                android: {
                    notification: {
                        body: "Nodejsden Gelen Bildirim 😊",
                        title: "Nodejs Title 😊",
                        color: "#fff566",
                        priority: "high",
                        sound: "default",
                        vibrateTimingsMillis: [200, 500, 800],
                        imageUrl: "https://images.unsplash.com/photo-1516475429286-465d815a0df7?auto=format&fit=crop&w=800&q=80"
                    }
                }
            }).then((msg) => {
                console.log(msg)
            })
            """,
            expected: ["json-code-literal (root)", "android-notification-channel-missing /android/notification", "notification-android-only /android/notification"]),
        // github.com/adriacabeza/MobileCloudComputing grading-vm/project_code/server/cloud_functions/functions/msg.js
        RealWorldCase(
            "js-mcc-trailing-commas",
            """
            var message = {
              data: {
                score: '850',
                time: '2:45',
              },
              token: registrationToken,
            }
            """,
            expected: ["json-code-literal (root)"]),
        // github.com/krishzuz/WomenSafetyApp server/send.js: sendToDevice's legacy payload (no
        // target in the object, as above).
        RealWorldCase(
            "js-women-safety-legacy",
            """
            var payLoad = {
              notification: {
                title: 'user name',
                body: 'user message',
              },
              data: {
                message: 'Help',
              },
            };
            """,
            expected: ["json-code-literal (root)", "routing-target-count (root)"]),
        // github.com/hungdo2611/Backend_Nodejs_KH utils/index.js: sendMulticast's literal.
        RealWorldCase(
            "js-multicast-call",
            """
            const send = await admin.messaging().sendMulticast({
                tokens: lst,
                data: data,
                notification: {
                    title: title,
                    body: body,

                },
            });
            """,
            // The removed sendMulticast: the call fails (audit51).
            expected: ["json-code-literal (root)", "legacy-send-multicast (root)"]),
        // github.com/IPSYCHOI/graduation-project notifications/services/sendToMany.js: members
        // that are code and a shorthand token.
        RealWorldCase(
            "js-send-to-many",
            """
            let message={
                notification:payload.notification,
                token,
                data:payload.data
            }
            """,
            expected: ["json-code-literal (root)"]),
        // github.com/GeremiaPompei/YourTurn yourturn-server/model/messaging.js: a v1 message passed
        // to the removed legacy sendToDevice (in place of its tokens): the call fails, so
        // legacy-admin-payload (error) at the call; the object is linted as that API's payload.
        RealWorldCase(
            "js-your-turn",
            """
            var res = await admin.messaging().sendToDevice({
                notification: {
                  title: title,
                  body: body,
                },
                data: {
                  title: title,
                  body: body,
                },
                token: token,
              });
            """,
            expected: ["json-code-literal (root)", "legacy-admin-payload (root)"]),
        // github.com/AnweshDahal/fcm-bullmq src/utils/sendMessage.js
        RealWorldCase(
            "js-bullmq-send",
            """
            return admin
                .messaging()
                .send({
                  notification: {
                    title: title,
                    body: body,
                  },
                  token: deviceFCMToken,
                })
            """,
            expected: ["json-code-literal (root)"]),
        // github.com/olamilekan-adeleke/jolobbi_app functions/src/controllers/notification/notification_helper.js:
        // template literals whose whole text is a placeholder, of a length sizes cannot know.
        RealWorldCase(
            "js-jolobbi-templates",
            """
            const payload = {
                notification: {
                  title: `${title}`,
                  body: `${body}`,
                },
                data: data,
                token: token,
              };
            """,
            expected: [
                "json-code-literal (root)", "size-placeholder-undeclared /notification/title",
                "size-placeholder-undeclared /notification/body",
            ]),
        // A TypeScript backend's `const message: Message` (after a public repository's
        // sendFCMNotification, with a number added to data, which firebase-admin rejects: "data
        // must only contain string values").
        RealWorldCase(
            "ts-annotated-message",
            """
            const message: Message = {
                token: deviceToken,
                data: {
                    title: "New Order!",
                    count: 3,
                    order
                },
                android: {
                    priority: "high",
                },
            };
            """,
            expected: ["json-code-literal (root)", "data-value-not-string /data/count"]),
    ]
}
