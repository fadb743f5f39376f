import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Public alerting and civic apps (earthquake, air-quality, school, campus, fire-brigade and
    /// disaster-report senders) and backend-as-a-service senders (Parse Server and Back4App Cloud
    /// Code, PocketBase companions, Convex actions) (audit54). Each payload is the one the cited
    /// source shows, as written; values the code fills in are shortened where noted.
    static let audit54Cases: [RealWorldCase] = [
        // https://github.com/parse-community/parse-server/issues/1182: the push body from Parse
        // Server's verbose log. Parse Server's REST push (POST /parse/push) addresses channels;
        // its push adapter builds the FCM message. It drew two false errors (no target, unknown
        // "channels"); now shape-other-push-service's warning.
        RealWorldCase(
            "audit54 Parse Server push to channels (parse-server#1182)",
            #"""
                {
                  "channels": [
                    "SOME_CHANNEL"
                  ],
                  "data": {
                    "title": "dummy title",
                    "message": "dummy message",
                    "action": "ACTION",
                    "senderId": "4zSfKw2T5b"
                  }
                }
            """#,
            expected: ["shape-other-push-service /channels"]),
        // https://github.com/parse-community/parse-server/issues/942: the body of a curl to
        // /parse/push, from the verbose log; an installation query in "where". Was: no target,
        // unknown "where" (two errors).
        RealWorldCase(
            "audit54 Parse Server push to an installation query (parse-server#942)",
            #"""
                {
                  "where": {
                    "deviceType": {
                      "$in": [
                        "ios",
                        "android"
                      ]
                    }
                  },
                  "data": {
                    "title": "The Shining",
                    "alert": "All work and no play makes Jack a dull boy."
                  }
                }
            """#,
            expected: ["shape-other-push-service /where"]),
        // https://github.com/parse-community/Parse-SDK-Android/issues/797: Cloud Code's
        // Parse.Push.send, keys quoted and unquoted side by side ("title" : msg beside where:).
        // The mixed quoting made the reader take it for a JSON file with a typo (invalid-json's
        // error); after the Parse.Push.send( leading form it is code.
        RealWorldCase(
            "audit54 Parse Cloud Code Parse.Push.send with mixed key quoting (Parse-SDK-Android#797)",
            """
            \tParse.Push.send({
                  \t\twhere: query,
            \t\tdata:{
            \t\t\talert: {
            \t\t\t\t"title" : msg,
            \t\t\t\t"body" : msg
            \t\t\t},
            \t\t\tsound: 'default'
            \t\t}
                \t}, {
                  \t\tuseMasterKey: true
                });
            """,
            expected: ["json-code-literal (root)", "shape-other-push-service /where"]),
        // https://github.com/NAVNEETSINGH1/parse-server-example/blob/HEAD/cloud/main.js: Cloud
        // Code whose query, data and expiration are variables (code, not judged); "data" holds
        // one placeholder, which is read as Parse's data.
        RealWorldCase(
            "audit54 Parse Cloud Code push with where, data and expiration_time as variables",
            """
                //Sending push
                Parse.Push.send({
                    where: installationQuery,
                    data: data,
                    expiration_time: expDate
                },{
                    success: function () {
                        response.success("Pushed successfully");
                    },
                    error: function (error) {
                        response.error(error);
                    },
                    useMasterKey: true
                });
            """,
            expected: ["json-code-literal (root)", "shape-other-push-service /where"]),
        // https://github.com/alimraanDawood/practocore-app/blob/0b9e997/docs/PUSH_NOTIFICATIONS_BACKEND.md:
        // the FCM service a PocketBase hook calls maps each token to a message for sendEach. The
        // arrow function before the literal was no leading form (invalid-json's error).
        RealWorldCase(
            "audit54 PocketBase companion tokens.map(token => ({…})) for sendEach",
            """
            const messages = tokens.map(token => ({
              token,
              notification: { title, body },
              data: data || {},
              android: {
                priority: 'high',
                notification: {
                  sound: 'default'
                }
              }
            }));
            """,
            expected: ["json-code-literal (root)"]),
        // https://github.com/a2f0/lambda-sqs-demo/blob/HEAD/index.js: an AWS Lambda sender in
        // JavaScript standard style (no semicolon after the literal, the send on the next line).
        // It drew invalid-json's error; now read: apns-priority written inside aps is a custom
        // key, so the push goes without that header (right, W1).
        RealWorldCase(
            "audit54 AWS Lambda literal without a semicolon, apns-priority inside aps",
            """
                  const messageObj = {
                    apns: {
                      payload: {
                        aps: {
                          'content-available': 1,
                          'apns-priority': 10
                        }
                      }
                    },
                    notification: { title, body },
                    data: {
                      id: uuidv4()
                    },
                    token,
                  }
                  return firebase.messaging()
                    .send(messageObj)
            """,
            expected: [
                "json-code-literal (root)", "apns-content-available-with-alert /apns/payload/aps/content-available",
                "apns-headers-misplaced /apns/payload/aps/apns-priority", "android-notification-data-hidden /data",
            ]),
        // https://github.com/zendframework/ZendService_Google_Gcm/issues/36: a curl posting a bare
        // message (no "message" wrapper, as an early Firebase snippet wrote it) to the HTTP v1 send
        // URL, with " HTTP/1.1" left inside the quoted URL and a trailing comma. FCM rejects each
        // member (Unknown name "notification"); it drew only the trailing-comma warning.
        RealWorldCase(
            "audit54 bare message curled to messages:send (ZendService_Google_Gcm#36)",
            #"""
            curl -X POST -H "Authorization: Bearer ya29.ElqKBGN2Ri_Uz...HnS_uNreA" -H "Content-Type: application/json" -d '{
              "notification": {
                "title": "FCM Message",
                "body": "This is a Firebase Cloud Messaging Topic Message!",
              },
              "topic" : "foo-bar"
            }' "https://fcm.googleapis.com/v1/projects/myproject-b5ae1/messages:send HTTP/1.1"
            """#,
            expected: ["shape-envelope (root)", "json-trailing-comma /notification"]),
        // https://github.com/accizard-lucban-official/accizard-lucban-mobile/blob/3bd37be/MOBILE_TO_WEB_NOTIFICATIONS_CLOUD_FUNCTION.js:
        // a municipal disaster-report app's function for web admins. firebase-admin's Notification
        // has title, body and imageUrl only; icon and badge reach FCM, which rejects them (right,
        // pinned). The link is code (a ternary), not judged.
        RealWorldCase(
            "audit54 AcciZard Lucban web-admin multicast with notification.icon and badge",
            """
                  const message = {
                    notification: {
                      title: notificationTitle,
                      body: notificationBody,
                      icon: '/icon-192x192.png', // Your web app icon
                      badge: '/badge-72x72.png' // Your web app badge
                    },
                    data: notificationData_payload,
                    webpush: {
                      fcmOptions: {
                        link: notificationData_payload.click_action === 'OPEN_REPORTS'
                          ? '/reports'
                          : '/chat'
                      },
                      notification: {
                        icon: '/icon-192x192.png',
                        badge: '/badge-72x72.png',
                        requireInteraction: notificationData.type === 'new_report' // Require interaction for reports
                      }
                    },
                    tokens: webTokens
                  };
            """,
            expected: [
                "json-code-literal (root)", "notification-legacy-keys /notification/icon",
                "notification-legacy-keys /notification/badge",
            ]),
        // https://github.com/TimUx/alarm-messenger/blob/006e7bc/server/src/services/push-notification.ts:
        // the APNs payload @parse/node-apn builds for a fire-brigade alarm (values filled in).
        // interruption-level critical with a sound string: iOS follows the level, and only an app
        // with the critical-alerts entitlement breaks through (right, pinned: info).
        RealWorldCase(
            "audit54 alarm-messenger node-apn critical alarm payload",
            #"""
                {"aps": {"sound": "default", "badge": 1, "alert": {"title": "F2 - Brand Wohnhaus", "body": "Musterstraße 12"}, "interruption-level": "critical"},
                 "type": "emergency", "emergencyId": "6f1c2b7e", "emergencyKeyword": "F2", "groups": "LZ1,LZ2"}
            """#,
            expected: ["shape-detected /aps", "apns-critical-entitlement /aps/interruption-level"]),
    ]
}
