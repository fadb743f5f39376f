import Foundation
@testable import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Low-code, no-code and CMS-generated senders (audit80): FlutterFlow's generated push
    /// function, Appwrite Messaging and its FCM provider (utopia-php/messaging), a Firebase
    /// extension, Strapi, Directus and Payload CMS plugins, n8n workflow bodies, PostHog's Firebase
    /// destination and Supabase Edge Functions. Appwrite's and strapi-plugin-fcm's own requests are
    /// named as such, and two firebase-admin literals (a Directus operation's typed message, a
    /// Strapi service's awaited send) are read as messages; the other cases keep verdicts judged right.
    static let audit80Cases: [RealWorldCase] = [
        // Appwrite's API reference sample for Messaging's createPush (appwrite/appwrite
        // docs/examples, POST /v1/messaging/messages/push): Appwrite's own request, which its
        // FCM provider turns into HTTP v1 messages. It drew a missing-target error and one
        // unknown-field error per member.
        RealWorldCase(
            "audit80 appwrite createPush request",
            #"""
            {
              "messageId": "<MESSAGE_ID>",
              "title": "<TITLE>",
              "body": "<BODY>",
              "topics": [],
              "users": [],
              "targets": [],
              "data": {},
              "action": "<ACTION>",
              "image": "[ID1:ID2]",
              "icon": "<ICON>",
              "sound": "<SOUND>",
              "color": "<COLOR>",
              "tag": "<TAG>",
              "badge": "<BADGE>",
              "draft": false
            }
            """#,
            expected: ["shape-other-push-service /messageId"]),
        // The same request posted to Appwrite Cloud's regional host: the URL shows it.
        RealWorldCase(
            "audit80 appwrite cloud createPush curl",
            #"""
            curl -X POST https://fra.cloud.appwrite.io/v1/messaging/messages/push \
              -H "X-Appwrite-Project: 5df5acd0d48c2" -H "Content-Type: application/json" \
              -d '{"messageId": "$MESSAGE_ID", "title": "Order shipped"}'
            """#,
            expected: ["shape-other-push-service (root)"]),
        // The HTTP v1 body Appwrite's FCM provider writes (utopia-php/messaging
        // src/Utopia/Messaging/Adapter/Push/FCM.php) for a push with an image, a sound, a badge,
        // contentAvailable false and priority normal: content-available 0 is no flag, and a
        // visible alert goes out at apns-priority 5.
        RealWorldCase(
            "audit80 appwrite fcm provider normal priority",
            #"""
            {"message":{"notification":{"title":"Order shipped","body":"Your order #1042 is on its way"},"data":{"orderId":"1042"},"android":{"notification":{"click_action":"OPEN_ORDER","image":"https:\/\/cloud.appwrite.io\/v1\/storage\/buckets\/product-images\/files\/65f1c0a9e2\/push?project=5df5acd0d48c2&jwt=eyJhbGciOiJIUzI1NiJ9.eyJidWNrZXRJZCI6IklEMSJ9.c2ln","sound":"default","icon":"ic_notification","color":"#FF5722","tag":"order-1042"},"priority":"normal"},"apns":{"payload":{"aps":{"category":"OPEN_ORDER","mutable-content":1,"sound":"default","badge":1,"content-available":0}},"fcm_options":{"image":"https:\/\/cloud.appwrite.io\/v1\/storage\/buckets\/product-images\/files\/65f1c0a9e2\/push?project=5df5acd0d48c2&jwt=eyJhbGciOiJIUzI1NiJ9.eyJidWNrZXRJZCI6IklEMSJ9.c2ln"},"headers":{"apns-priority":"5"}},"token":"dGVzdFRva2VuRm9yQXBwd3JpdGU:APA91bHexampleAppwriteTarget"}}
            """#,
            expected: [
                "apns-content-available-value /message/apns/payload/aps/content-available",
                "apns-priority-5-alert /message/apns/headers/apns-priority",
            ]),
        // The same provider for a critical push without a sound: it writes aps.sound as
        // {"critical": 1}, a sound dictionary naming no sound to play.
        RealWorldCase(
            "audit80 appwrite fcm provider critical without sound",
            #"""
            {"message":{"notification":{"title":"Server down","body":"api-1 is not responding"},"apns":{"payload":{"aps":{"sound":{"critical":1}}},"headers":{"apns-priority":"10"}},"android":{"priority":"high"},"token":"fHexampleAppwriteTarget:APA91bExample"}}
            """#,
            expected: [
                "apns-sound-invalid /message/apns/payload/aps/sound",
                "apns-critical-entitlement /message/apns/payload/aps/sound/critical",
            ]),
        // The same provider for a background push (data and contentAvailable, no title or body)
        // sent with priority high: it maps high to apns-priority 10 whatever the payload holds.
        RealWorldCase(
            "audit80 appwrite fcm provider background push at high priority",
            #"""
            {"message":{"data":{"sync":"1"},"apns":{"payload":{"aps":{"content-available":1}},"headers":{"apns-priority":"10"}},"android":{"priority":"high"},"token":"fHexampleAppwriteTarget:APA91bExample"}}
            """#,
            expected: ["apns-priority-10-without-alert /message/apns/headers/apns-priority"]),
        // strapi-plugin-fcm's README (itisnajim/strapi-plugin-fcm, "Via the api"): Strapi's data
        // wrapper around the plugin's FCM Notification entry, read before as a data-only FCM
        // message without a target.
        RealWorldCase(
            "audit80 strapi-plugin-fcm api request",
            #"""
            {
                "data": {
                    "title": "OKey",
                    "body": "Test body",
                    "image": "",
                    "payload": "",
                    "targetType": "topics",
                    "target": "client_android"
                }
            }
            """#,
            expected: ["shape-other-push-service /data/targetType"]),
        // strapi-plugin-fcm's service (code index file id 35810543767): the result of the
        // awaited send goes to a name declared earlier; this was "res is a bare word".
        RealWorldCase(
            "audit80 strapi-plugin-fcm service condition send",
            #"""
                            res = await admin.messaging().send({
                                condition: "'client_android' in topics || 'client_ios' in topics",
                                notification: payload.notification,
                            });
            """#,
            expected: ["json-code-literal (root)"]),
        // The plugin builds the condition from the comma-separated topics: six of them is one
        // more than FCM takes.
        RealWorldCase(
            "audit80 strapi-plugin-fcm six topic condition",
            #"""
            {"condition":"'news' in topics || 'sports' in topics || 'weather' in topics || 'deals' in topics || 'events' in topics || 'alerts' in topics","notification":{"title":"OKey","body":"Test body"}}
            """#,
            expected: ["routing-condition-too-many-topics /condition"]),
        // A Directus Flows operation (nerkarso/directus-extensions
        // packages/firebase-messaging-operation/src/api.ts): typed as firebase-admin's Message,
        // every value code and the notification spread from the flow's options; it was
        // "let is a bare word". The operation adds the target before it sends.
        RealWorldCase(
            "audit80 directus firebase messaging operation",
            #"""
                let message: Omit<Message, 'condition'> = {
                  notification: {
                    title: options.title,
                    body: options?.body ?? undefined,
                    imageUrl: options?.imageUrl ?? undefined,
                    ...options?.notificationPayload,
                  },
                  data: options?.data ?? undefined,
                };
            """#,
            expected: ["json-code-literal (root)", "routing-target-count (root)"]),
        // FlutterFlow's generated push function (code index file id 61256666372,
        // sendPushNotifications), as it writes the multicast: no finding beyond the code literal.
        RealWorldCase(
            "audit80 flutterflow generated messages literal",
            #"""
                const messages = {
                  notification: {
                    title,
                    body,
                    ...(imageUrl && { imageUrl: imageUrl }),
                  },
                  data: {
                    initialPageName,
                    parameterData,
                  },
                  android: {
                    notification: {
                      ...(sound && { sound: sound }),
                    },
                  },
                  apns: {
                    payload: {
                      aps: {
                        ...(sound && { sound: sound }),
                      },
                    },
                  },
                  tokens: tokensBatch,
                };
            """#,
            expected: ["json-code-literal (root)"]),
        // The same function's message with an image: FlutterFlow never sets mutable-content, so
        // iOS shows no image.
        RealWorldCase(
            "audit80 flutterflow message with image",
            #"""
            {"notification":{"title":"New message","body":"Ana sent you a photo","imageUrl":"https://firebasestorage.googleapis.com/v0/b/demo-app.appspot.com/o/chat%2Fphoto.jpg?alt=media"},"data":{"initialPageName":"chatPage","parameterData":"{\"chatRef\":\"chats/QF1x9\"}"},"android":{"notification":{"sound":"default"}},"apns":{"payload":{"aps":{"sound":"default"}}},"tokens":["eKq1exampleFlutterFlowToken:APA91bExample"]}
            """#,
            expected: ["apns-mutable-content-missing /apns/payload/aps"]),
        // An n8n topic node body (code index file id 47288871557): the topic and texts are
        // placeholders, but "={{$json.data}}" is a string where data takes an object.
        RealWorldCase(
            "audit80 n8n topic node body",
            #"""
            {
              "message": {
                "topic": "{{$json.topic}}",
                "notification": {
                  "title": "{{$json.notification.title}}",
                  "body": "{{$json.notification.body}}"
                },
                "data": "={{$json.data}}"
              }
            }
            """#,
            expected: ["shape-type-mismatch /message/data"]),
        // PostHog's Firebase push destination (its template test's inline snapshot): clean.
        RealWorldCase(
            "audit80 posthog firebase push destination",
            #"""
            {"message":{"token":"device-fcm-token-12345","notification":{"title":"Test Notification","body":"Hello from PostHog!"},"data":{}}}
            """#,
            expected: []),
    ]
}
