import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Self-hosted servers and their push proxies (audit64): Traccar's Firebase notificator and its
    /// forks, Domoticz's FCM notifier across its versions, Frappe's push relays (Raven, HRMS),
    /// Frigate's Firebase communicator, and Gotify messages pasted as FCM. Each payload is the one
    /// the cited code sends, as its SDK or serializer writes it, with tokens and user text replaced
    /// by samples of the same shape.
    static let audit64Cases: [RealWorldCase] = [
        // metalmon/notification-relay handlers.go sendNotificationToUser (a Frappe push relay in Go):
        // webpush.data carries Raven's message_id. webpush.data reaches the browser only, whose
        // Firebase JS SDK hands payload.data over as it is; Notify Kit never reads it (was
        // data-key-client-filtered, "filtered out by the Notify Kit client").
        RealWorldCase(
            "audit64 Frappe relay webpush.data message_id",
            #"{"message":{"notification":{"title":"Raven Message","body":"Can you review the PO before 5pm?"},"webpush":{"data":{"base_url":"https://erp.example.com","channel_id":"general-4f1a","click_action":"https://erp.example.com/raven/channel/general-4f1a","deduplication_id":"raven__1718035208123","message_id":""},"notification":{"title":"Raven Message","body":"Can you review the PO before 5pm?","tag":"raven__1718035208123","requireInteraction":true},"fcm_options":{"link":"https://erp.example.com/raven/channel/general-4f1a"}},"token":"fGx1:APA91bH5eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee"}}"#,
            expected: []),
        // juan11perez/zmesml defaults/gotify.sh: a ZoneMinder hook's Gotify message (its
        // client::notification sits inside client::display, as the script nests it). A Gotify
        // server hands it to its own clients over WebSocket (was four errors as a legacy body).
        RealWorldCase(
            "audit64 ZoneMinder hook Gotify message",
            #"""
                {
                        "title": "ZM136 - Doorbell Camera",
                        "message": "[doorbell] \n\n[View event in browser](https://myzmdomain/zm/cgi-bin/nph-zms?mode=jpeg&frame=1&replay=none&source=event&event=4211)",
                        "priority": 6,
                          "extras": {
                        "client::display": {
                          "contentType": "text/markdown",
                        "client::notification": {
                          "click": "{ 'url': 'https://myzmdomain/zm/cgi-bin/nph-zms?mode=jpeg&event=4211'}"
                        }
                      }
                    }
                  }
            """#,
            expected: ["shape-other-push-service /extras"]),
        // https://github.com/tomsquest/gotify README (the gotify npm client's send): a plain Gotify
        // message, its priority a number.
        RealWorldCase(
            "audit64 gotify npm client message",
            #"{"title": "some title", "message": "some msg", "priority": 5}"#,
            expected: ["shape-other-push-service /priority"]),
        // https://pastebin.com/zdjj4Xxm: the payload of an automation's Gotify request, a template.
        RealWorldCase(
            "audit64 Gotify template with a click URL",
            #"{"title": "{{title}}", "message": "{{message}}", "extras": {"client::notification": {"click": {"url": "{{url}}"}}}, "priority": 5}"#,
            expected: ["shape-other-push-service /extras"]),
        // souravbapari1/traccar-server NotificatorFirebase.java (a Traccar fork): one custom sound per
        // event type, named without an extension for both platforms; right as reported.
        RealWorldCase(
            "audit64 Traccar fork custom event sounds",
            #"{"message":{"data":{"eventId":"77","eventType":"deviceOffline","deviceId":"5"},"notification":{"title":"Moto 01","body":"Moto 01 is offline"},"android":{"priority":"high","notification":{"sound":"device_offline"}},"apns":{"headers":{"apns-priority":"10"},"payload":{"aps":{"sound":"device_offline"}}},"token":"cH7f:APA91bG4dddddddddddddddddddddddddddddddddddddddddd"}}"#,
            expected: [
                "android-notification-data-hidden /message/data",
                "android-notification-channel-missing /message/android/notification",
                "apns-sound-file-name /message/apns/payload/aps/sound",
            ]),
        // traccar/traccar NotificatorFirebase.java with notificator.firebase.mode "data": no
        // notification, but android.notification and aps keep their sound: Android posts a
        // notification with only the app name, iOS plays a sound with no alert; right as reported.
        RealWorldCase(
            "audit64 Traccar data mode keeps the sound blocks",
            #"{"message":{"data":{"eventId":"4188","event":"{\"id\":4188,\"deviceId\":12,\"type\":\"geofenceEnter\"}"},"android":{"notification":{"sound":"default"}},"apns":{"payload":{"aps":{"sound":"default"}}},"token":"dQw4w9WgXcQ:APA91bHun4MxP5egoKMwt2KZFBaFUH"}}"#,
            expected: ["notification-empty /message/android/notification", "apns-sound-only /message/apns/payload/aps/sound"]),
        // domoticz/domoticz NotificationFCM.cpp between PR #6102 and its fix: the legacy body
        // (registration_ids) posted to the HTTP v1 URL with a Bearer token. Reported outcome
        // (domoticz#6114): no push arrived until the next beta; right as reported.
        RealWorldCase(
            "audit64 Domoticz legacy body to the v1 URL",
            #"{ "registration_ids": ["fQ3n7zR0TgGk1bX9yWcL2m:APA91bE8kJ3sP0qR7vT2wX5yZ1aB4c"], "data" : { "subject": "Garage door", "body": "Garage door >> On", "extradata": "", "priority": "0", "deviceid": "42", "message": "Garage door" } }"#,
            expected: ["legacy-mapping-hint (root)", "legacy-top-level-keys /registration_ids", "shape-detected /registration_ids"]),
        // domoticz/domoticz NotificationFCM.cpp (a 2021 version): the legacy iOS body with
        // Domoticz's own notification keys. The unknown-field text now says what the legacy API
        // did with them, as legacy-mapping-hint does (was "the legacy API ignored unknown fields").
        RealWorldCase(
            "audit64 Domoticz legacy iOS notification keys",
            #"{ "registration_ids": ["fQ3n7zR0TgGk1bX9yWcL2m:APA91bE8kJ3sP0qR7vT2wX5yZ1aB4c"], "notification" : { "subject": "Garage door", "body": "Garage door >> On", "extradata": "", "priority": "0", "sound": "default", "deviceid": "42", "message": "Garage door", "content_available": true } }"#,
            expected: [
                "legacy-mapping-hint (root)", "legacy-top-level-keys /registration_ids", "shape-detected /registration_ids",
                "shape-unknown-field /notification/subject", "shape-unknown-field /notification/extradata",
                "shape-unknown-field /notification/deviceid", "shape-unknown-field /notification/message",
            ]),
        // domoticz/domoticz NotificationFCM.cpp's FCMMessage template: "to" beside "message", and
        // android.priority "medium"; right as reported.
        RealWorldCase(
            "audit64 Domoticz FCMMessage template",
            #"{"to": "fQ3n7zR0TgGk1bX9yWcL2m:APA91bE8kJ3sP0qR7vT2wX5yZ1aB4c", "message": {"notification": {"title": "Domoticz", "body": "Front door opened"}, "data": {"param1": ""}, "apns": {"headers": {"apns-priority": "5"}, "payload": {"aps": {"sound": "default"}}}, "android": {"priority": "medium", "notification": {"sound": "default"}}}}"#,
            expected: [
                "shape-envelope /to", "shape-mixed /to", "routing-target-count /message",
                "apns-priority-5-alert /message/apns/headers/apns-priority", "android-priority-invalid /message/android/priority",
            ]),
        // blakeblackshear/frigate frigate/comms/firebase.py (first version): a MulticastMessage with
        // tokens=[], which firebase-admin Python refuses; right as reported.
        RealWorldCase(
            "audit64 Frigate multicast with no tokens",
            #"{"notification": {"title": "Something happened", "body": "There is a body"}, "tokens": []}"#,
            expected: ["routing-multicast-limit /tokens"]),
        // traccar/traccar#5245: NotificatorFirebase splits the user's notificationTokens on "[, ]",
        // so "a, b" gives an empty token and the Java SDK throws ("none of the tokens can be null
        // or empty"), sending nothing; right as reported.
        RealWorldCase(
            "audit64 Traccar multicast with an empty token",
            #"{"notification": {"title": "Caminhonete", "body": "Caminhonete ignição ligada"}, "android": {"notification": {"sound": "default"}}, "apns": {"payload": {"aps": {"sound": "default"}}}, "tokens": ["eXq1R4v2TmKc8F0nL3pZ9a:APA91bGh7kQ2wE4rT6yU8iO0pA2sD4", "", "cT9uW3x5YzA7bC1dE3fG5h:APA91bF2gH4jK6lZ8xC0vB2nM4qW6e"], "data": {"eventId": "123456"}}"#,
            expected: ["routing-multicast-limit /tokens/1"]),
        // openhab/openhab-cloud@d9cf7db60d1bd7ce6e5ddc63553ac333758f6f5a src/lib/push/fcm.provider.ts buildMessage
        // (firebase-admin Node MulticastMessage): the notification's title is written into aps
        // beside alert, where iOS ignores it (no title shown); badge 0 clears the badge on purpose.
        RealWorldCase(
            "audit64 openHAB Cloud title in aps",
            #"{"tokens": ["d4Fq2mR8SkWxYz0aB1cD2e:APA91bE7fG8hI9jK0lM1nO2pQ3rS4tU5"], "data": {"message": "Front door opened", "title": "Front Door", "severity": "high", "reference-id": "frontdoor", "type": "notification", "persistedId": "665f1c2e9b1d4a0012ab34cd", "timestamp": "1717509166123"}, "android": {"priority": "high", "collapseKey": "frontdoor"}, "apns": {"payload": {"aps": {"mutable-content": 1, "badge": 0, "alert": {"body": "Front door opened"}, "sound": "default", "title": "Front Door"}}, "headers": {"apns-collapse-id": "frontdoor"}}}"#,
            expected: ["apns-badge-zero /apns/payload/aps/badge", "apns-aps-unknown-key /apns/payload/aps/title"]),
        // secluso/secluso server/src/fcm.rs: an encrypted, data-only camera event at android
        // priority high (serde_json writes the keys sorted); the app draws the notification. Silent.
        RealWorldCase(
            "audit64 Secluso camera event data-only",
            #"{"message":{"android":{"priority":"high"},"data":{"body":"AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=","title":""},"token":"eYbS3xRkQ0eZ7k1p2QhB3m:APA91bFq7Ge3S1cM4eXo2w4rVQ1VtW8p"}}"#,
            expected: []),
    ]
}

/// data-key-client-filtered looks only at the maps a Notify Kit, react-native-firebase or
/// FlutterFire client reads (audit64).
@Suite struct DataKeyClientFilteredMapTests {
    @Test func androidDataKeysAreNotFilteredOnIOS() {
        // android.data never reaches iOS: an alert shown there cannot lose its keys.
        let text = #"{"message": {"topic": "news", "data": {"id": "42"}, "android": {"priority": "high", "data": {"fcm.region": "eu"}}, "apns": {"payload": {"aps": {"alert": {"title": "New message"}}}}}}"#
        #expect(!Linter().lint(text).contains { $0.ruleID == "data-key-client-filtered" })
    }

    @Test func androidDataKeysAreStillFilteredOnAndroid() {
        let text = #"{"message": {"topic": "news", "android": {"notification": {"title": "Hi"}, "data": {"fcm.region": "eu"}}}}"#
        #expect(Linter().lint(text).contains { $0.ruleID == "data-key-client-filtered" && $0.message.contains("android.data key \"fcm.region\"") })
    }

    @Test func webpushDataKeysAreNeverReported() {
        let text = #"{"message": {"topic": "news", "notification": {"title": "Hi"}, "webpush": {"data": {"message_id": "42", "notifeeExtra": "x"}}}}"#
        #expect(!Linter().lint(text).contains { $0.ruleID == "data-key-client-filtered" })
    }
}
