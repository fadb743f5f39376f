import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Senders in systems languages and on devices, and job and enterprise platforms that carry
    /// push payloads (audit62): ESP32/Arduino and libcurl senders, Erlang FCM clients, a bash
    /// script that evals its curl command, Rails' ActiveJob push framework, IBM Push
    /// Notifications (IBM Cloud and MobileFirst Foundation) and Salesforce's push resource. Each
    /// payload is the one the cited code sends, as its serializer writes it, with tokens
    /// shortened to samples of the same shape.
    static let audit62Cases: [RealWorldCase] = [
        // IBM MobileFirst Foundation 8 REST API, Push Message (POST) /imfpush/v1/apps/{app}/messages
        // (https://www.ibm.com/docs/SSHS8R_8.0.0/com.ibm.worklight.apiref.doc/rest_runtime/r_restapi_push_message_post.html),
        // the documentation's example (its trailing commas left out), answered 202. Read as an FCM
        // request it drew five false errors (no target, unknown alert and url, settings and target
        // outside the envelope); it is IBM's request, from which IBM's server builds the FCM message.
        RealWorldCase(
            "audit62 ibm mobilefirst push message",
            #"{"message": {"alert": "Test message", "url": "https://www.example.com"}, "settings": {"apns": {"badge": 1, "iosActionKey": "Ok", "payload": {"custom": "data"}, "sound": "song.mp3", "type": "SILENT"}, "gcm": {"collapseKey": "testkey", "delayWhileIdle": false, "payload": {"custom": "data"}, "priority": "low", "sound": "song.mp3", "timeToLive": 10}}, "target": {"deviceIds": ["MyDeviceId1"], "platforms": ["A", "G"]}}"#,
            expected: ["shape-other-push-service /settings"]),
        // IBM Cloud Push Notifications CLI docs, ibmcloud pn message send-in-bulk --body (both
        // messages answered "Accepted"): one finding per element.
        RealWorldCase(
            "audit62 ibm cloud push send-in-bulk",
            #"[{"message":{"alert":"message1","url":"testString"},"settings":{"gcm":{"collapseKey":"ping","interactiveCategory":"Accept","icon":"","delayWhileIdle":true,"sync":true,"visibility":"PUBLIC","payload":{"additionalInfo":"additionalInfo"},"priority":"default","sound":"default","timeToLive":1,"lights":{"ledArgb":"BLACK","ledOnMs":1,"ledOffMs":1},"style":{"type":"bigtext_notification","title":"notification title","url":"https://ibm.com","text":"text","lines":["line1","line2"]}}},"target":{"platforms":["G"]}},{"message":{"alert":"message2","url":"http://ibm.com"},"settings":{"gcm":{"collapseKey":"ping","priority":"default","timeToLive":1}},"target":{"platforms":["G"]}}]"#,
            expected: ["shape-other-push-service /0/settings", "shape-other-push-service /1/settings"]),
        // A Raspberry Pi DHT11 script (find_string id 11318325720): requests.post(url,
        // data=json.dumps(values)) to imfpush.ng.bluemix.net/imfpush/v1/apps/{guid}/messages.
        RealWorldCase(
            "audit62 raspberry pi ibm push alert only",
            #"{"message": {"alert": "Test Message from Python"}}"#,
            expected: ["shape-other-push-service /message/alert"]),
        // A Python door sensor (find_string id 38776651157) posting json.dumps(push_payload) to
        // imfpush.eu-de.bluemix.net with settings.gcm.
        RealWorldCase(
            "audit62 bluemix iot door settings gcm",
            #"{"message": {"alert": "Dvere 3 otvorene"}, "settings": {"gcm": {"icon": "ic_wb_incandescent_black_24dp", "timeToLive": 40000}}}"#,
            expected: ["shape-other-push-service /settings"]),
        // lucascorreialobo/SCMU sketches/worker_node/App_Communicator.ino: an ESP32 HTTPClient
        // posting a hand-built legacy topic body to fcm/send (title and body filled in), which
        // the legacy API's shutdown leaves undeliverable.
        RealWorldCase(
            "audit62 esp32 legacy topic body",
            #"{"to":"/topics/sensor_alerts","notification":{"title":"Temperature alert","body":"Sensor 3 above threshold"}}"#,
            expected: ["legacy-mapping-hint (root)", "legacy-topic-in-to /to", "shape-detected /to"]),
        // gbour/pushsup src/service_gcm.erl: erlson's map #{registration_ids, collapse_key} posted
        // to android.googleapis.com/gcm/send, a send-to-sync message of the retired API.
        RealWorldCase(
            "audit62 erlang gcm collapse key only",
            #"{"registration_ids":["APA91bHun4MxP5egoKMwt2KZFBaFUH-1RYqx"],"collapse_key":"new_mail"}"#,
            expected: ["legacy-mapping-hint (root)", "legacy-top-level-keys /registration_ids",
                "legacy-top-level-keys /collapse_key", "shape-detected /registration_ids"]),
        // ejabberd mod_fcm's own example, send(Host, {[{tokens, […]}, {data, {[{del_ids, […]}]}}])
        // to its Node FCM bridge: a list in data, which firebase-admin rejects ("data must only
        // contain string values").
        RealWorldCase(
            "audit62 ejabberd mod_fcm bridge list in data",
            #"{"tokens":["token1","token2"],"data":{"del_ids":["id1","id2"]}}"#,
            expected: ["data-value-not-string /data/del_ids"]),
        // rails/action_push_native test/lib/action_push_native/service/fcm_test.rb (0a4258a1),
        // "push": with_google(android: {collapse_key: "321"}) merged beside "message" in the body
        // the test expects (to_json), which FCM rejects: Unknown name "android". The test stubs
        // the request, so FCM's answer was never seen.
        RealWorldCase(
            "audit62 action push native google data beside message",
            #"{"message":{"token":"123","data":{"person":"Jacopo","badge":"1"},"notification":{"title":"Hi!","body":"This is a push notification"},"android":{"notification":{"notification_count":1,"sound":"default"},"collapse_key":"12345","priority":"normal"},"apns":{"payload":{"aps":{"alert":{"title":"Hi!","body":"This is a push notification"},"sound":"default","mutable-content":1}}}},"android":{"collapse_key":"321"}}"#,
            expected: ["shape-envelope /android"]),
        // rails/action_push_native test/lib/action_push_native/service/fcm_web_test.rb (f17ff076):
        // webpush.data replaces data on the web, so "person" never reaches the web app.
        RealWorldCase(
            "audit62 action push native web data override",
            #"{"message":{"token":"123","data":{"person":"Jacopo"},"webpush":{"notification":{"title":"Hi!","body":"This is a web push notification","tag":"thread-123"},"headers":{"Urgency":"high"},"data":{"badge":"1","url":"https://example.test"}}}}"#,
            expected: ["webpush-data-override /message/webpush/data"]),
        // Salesforce Connect REST API, Push Notifications resource (JSON example): Salesforce's
        // own request, not an FCM message: named as another push service since verdict-left3
        // (was shape-not-a-payload).
        RealWorldCase(
            "audit62 salesforce connect push resource",
            #"{"appName": "TestApp", "namespace": "abc", "userIds": ["005x00000013dPK", "005x00000013dPL"], "payload": "{'aps':{'alert':'test', 'badge':0, 'sound':'default'}}"}"#,
            expected: ["shape-other-push-service /payload"]),
        // SAP/java-integration-for-sap-mobile-services client/src/test/resources/payloads
        // request-push-to-application-device-specific.json (2d501ff8): SAP Mobile Services' push
        // payload, its gcm and apns in SAP's form. Read as an FCM message it drew six false errors.
        RealWorldCase(
            "audit62 sap mobile services device specific payload",
            #"{"alert": "Hello World", "gcm": {"title": "Hello World from GCM", "body": "Sent by the CPMS Push Library"}, "apns": {"alertTitle": "Hello World from APNS", "alertSubtitle": "With some subtitle", "alertBody": "Sent by the CPMS Push Library"}}"#,
            expected: ["shape-other-push-service /gcm"]),
        // The same repository's request-push-to-users-alert.json: the push-to-users body.
        RealWorldCase(
            "audit62 sap mobile services push to users",
            #"{"notification": {"alert": "Hello World"}, "users": ["john.doe@example.com", "jane.doe@example.com"]}"#,
            expected: ["shape-other-push-service /users"]),
        // request-push-to-user-alert.json (c6008ca1): without "users" nothing tells SAP's payload
        // from an FCM message that writes alert in notification, which FCM rejects; the FCM
        // verdict stands.
        RealWorldCase(
            "audit62 sap mobile services push to user alone",
            #"{"notification": {"alert": "Hello World"}}"#,
            expected: ["routing-target-count (root)", "notification-empty /notification", "shape-unknown-field /notification/alert"]),
        // MFPBank lab's MobileFirst 7 adapter (find_string id 33363091490): the notificationOptions
        // it passes to WL.Server.sendMessage, as JSON.stringify writes them.
        RealWorldCase(
            "audit62 mobilefirst adapter apns sound",
            #"{"message":{"alert":"Transfer for $250 successfuly processed"},"settings":{"apns":{"sound":"default"}}}"#,
            expected: ["shape-other-push-service /settings"]),
        // rails/action_push_native lib/action_push_native/service/fcm.rb (07dbaf32) payload_from:
        // an empty data map and android notification fields, the job's body.
        RealWorldCase(
            "audit62 action push native job body",
            #"{"message":{"token":"123","data":{},"android":{"notification":{"title":"Hi!","body":"This is a push notification","notification_count":1,"sound":"default"},"collapse_key":"12345","priority":"normal"}}}"#,
            // Action Push Native sends its Google platform's messages to Android devices only:
            // notification-android-only's note (info) is advice it may ignore.
            expected: ["notification-android-only /message/android/notification"]),
        // A NestJS @nestjs/bullmq NotificationProcessor (find_string id 11759292829): the
        // firebase-admin literal a queue worker sends; contentAvailable beside the alert FCM
        // builds from notification is advice.
        RealWorldCase(
            "audit62 nestjs bullmq worker literal",
            """
            await this.firebaseAdmin.defaultApp.messaging().send({
              notification: { title, body },
              token: fcmToken,
              data: {},
              android: {
                priority: 'high',
                notification: {
                  sound: 'default',
                  channelId: 'default',
                },
              },
              apns: {
                headers: {
                  'apns-priority': '10',
                },
                payload: {
                  aps: {
                    contentAvailable: true,
                    sound: 'default',
                  },
                },
              },
            })
            """,
            expected: ["json-code-literal (root)", "apns-content-available-with-alert /apns/payload/aps/contentAvailable"]),
    ]
}
