import Foundation
import LintRules
import SizeModel
import Testing

@testable import notifykit_lint

/// A directory walk (and the pre-commit hooks' `--payloads-only`) skips files whose only sign of a
/// payload is weak (`WeakSignScreen`): a plain-word target or a `data` object beside members no
/// push message has, or a `data` of records. It lints a Postman collection that sends to FCM
/// (`PostmanCollection.sendsToFCM`). Inputs from public repositories (audit26), trimmed.
@Suite struct WeakSignScreenTests {
    /// Files that were linted as messages (hundreds of unknown-field errors) and are skipped now.
    static let notPayloads: [(json: String, reason: String)] = [
        (
            // A Flutter app's strings: "to": "To" is its only sign.
            // https://github.com/Riyadasolutions/HR-Mobile- assets/translations/en.json (0b43f609)
            #"{"toUnLookNextRewards": "To unlock next Rewards", "website": "Website", "message": "Massage", "to": "To", "title": "Title", "name": "Name"}"#,
            #"an object whose only sign of a push message is "to": "To", beside 5 members no push message has at its top level ("toUnLookNextRewards", "website", "message", …)"#
        ),
        (
            // The same app's Arabic strings. (assets/translations/ar.json)
            #"{"website": "الموقع الإلكتروني", "message": "الرسالة", "to": "إلى", "title": "العنوان"}"#,
            #"an object whose only sign of a push message is "to": "إلى", beside 3 members no push message has at its top level ("website", "message", "title")"#
        ),
        (
            // Records of a devotional app, "topic" one of their fields.
            // https://github.com/elev8tion/thereal-everyday-christian assets/devotionals/april_2026_scriptures.json
            #"[{"id": "dev_150", "date": "2026-04-01", "reference": "John 3:16", "topic": "sacrifice", "focus": "Christ's ultimate sacrifice"}]"#,
            #"an array whose first element is an object whose only sign of a push message is "topic": "sacrifice", beside 4 members no push message has at its top level ("id", "date", "reference", …)"#
        ),
        (
            // A booking webhook event. https://github.com/mparihar/faremind test_notification.json
            #"{"event_type": "BOOKING_CONFIRMED", "booking_id": "bk_TEST001", "customer_email": "m@example.com", "data": {"pnr": "FMTEST1", "passengers": [{"name": "M", "type": "Adult"}], "total_charged": 2195}}"#,
            #"an object whose only sign of a push message is a "data" object, beside 3 members no push message has at its top level ("event_type", "booking_id", "customer_email")"#
        ),
        (
            // An app's own push API request (a Supabase function's body).
            // https://github.com/hyeunung/hansl_attendance test_notification.json
            #"{"type": "user", "user_email": "kej@hansl.com", "title": "긴급 푸시 알림 테스트", "body": "이 알림이 보이면", "data": {"type": "emergency_test", "timestamp": "1728001140"}}"#,
            #"an object whose only sign of a push message is a "data" object, beside 4 members no push message has at its top level ("type", "user_email", "title", …)"#
        ),
        (
            // The options of a service worker's showNotification.
            // https://github.com/Edu4r2/notifications notification.json
            #"{"body": "NUEVO ARTISTA SUGERIDO!!", "icon": "images/notifx/artist.png", "badge": "images/notifx/artist.png", "data": {"url": "https://tusitio.com"}}"#,
            #"an object whose only sign of a push message is a "data" object, beside 3 members no push message has at its top level ("body", "icon", "badge")"#
        ),
        (
            // A GraphQL response kept as an asset.
            // https://github.com/antoine2vey/smashpros-app src/assets/characters.json
            #"{"data": {"characters": [{"id": "ckx1", "name": "Mario", "picture": "https://example.com/mario.png"}]}}"#,
            #"an object whose "data" holds only objects and arrays ("characters"), as a GraphQL or REST response does; an FCM data map holds strings"#
        ),
        (
            // A login response: its token is a JSON Web Token, never a registration token.
            #"{"token": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl", "user": {"id": 1}, "expiresIn": 3600}"#,
            #"an object whose only sign of a push message is "token": "eyJhbGciOiJIUzI1NiJ9.ey…", beside 2 members no push message has at its top level ("user", "expiresIn")"#
        ),
    ]

    @Test func filesWhoseOnlySignIsWeakAreSkipped() {
        for (json, reason) in Self.notPayloads {
            #expect(PayloadFiles.notAPayloadReason(Array(json.utf8)) == reason, "\(json)")
        }
    }

    @Test func payloadsWithAWeakSignAreStillLinted() {
        for json in [
            // One member beside the weak sign, or none.
            #"{"data": {"orderId": "42"}}"#,
            #"{"topic": "news"}"#,
            #"{"data": {"orderId": "42"}, "priority_level": "x"}"#,
            // A second sign, strong or weak.
            #"{"token": "abc", "notification": {"new_message": "a"}, "x": "1", "y": "2"}"#,
            #"{"to": "abc", "data": {"k": "v"}, "x": "1", "y": "2"}"#,
            // A target that is no plain word: a token, a topic path, a placeholder.
            #"{"token": "fRzP1ah1TDGqY6cGFWq3lk:APA91bG1", "title": "Hi", "body": "There"}"#,
            #"{"to": "/topics/news", "title": "Hi", "body": "There"}"#,
            #"{"token": "{{token}}", "title": "Hi", "body": "There"}"#,
            #"{"to": "Change_it", "title": "Hi", "body": "There"}"#,
            // A legacy option with a value of its type.
            #"{"to": "abc", "priority": "high", "title": "Hi", "body": "There"}"#,
            #"{"topic": "news", "time_to_live": 60, "title": "Hi", "body": "There"}"#,
            // Device captures around a data map: the Firebase JS SDK's MessagePayload,
            // react-native-push-notification's onNotification, Capacitor's PushNotificationSchema.
            #"{"data": {"k": "v"}, "from": "593590134815", "messageId": "m-1", "x": "1"}"#,
            #"{"foreground": true, "userInteraction": false, "data": {"title": "Hi"}}"#,
            #"{"id": "0:1589793258145266%2e1fdf9e2e1fdf9e", "data": {"k": "v"}, "title": "Hi", "body": "There"}"#,
            // A push block nested in data is a broken payload, not a response.
            #"{"data": {"notification": {"title": "Hi"}}}"#,
            // data with a string is a data map.
            #"{"data": {"items": [1], "kind": "x"}}"#,
        ] {
            #expect(PayloadFiles.notAPayloadReason(Array(json.utf8)) == nil, "\(json)")
        }
    }

    /// A Postman collection with a request to FCM: legacy bodies, from
    /// https://github.com/pritamkhose/MyAppFCM FCM.postman_collection.json (trimmed).
    static let fcmCollection = #"""
        {"info": {"_postman_id": "d7c5", "name": "FCM", "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"},
         "item": [{"name": "Send", "request": {"method": "POST", "url": "https://fcm.googleapis.com/fcm/send",
           "body": {"mode": "raw", "raw": "{\"to\":\"cj629U7tt1g:APA91bFnxNpTewI6gP1lbMz0nIIoKRA8IAG7\",\"priority\":\"high\",\"notification\":{\"title\":\"Pritam\"}}"}}}]}
        """#

    /// A collection of requests to the app's own backend, from
    /// https://github.com/IsmailHosenIsmailJames/jbl_pill_reminder_app FCM.postman_collection.json (trimmed).
    static let ownBackendCollection = #"""
        {"info": {"_postman_id": "0aca", "name": "FCM", "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"},
         "item": [{"name": "Check - Push Notification", "request": {"method": "POST", "url": {"raw": "{{baseUrl}}/api/v1/fcm/send-push-notification"},
           "body": {"mode": "raw", "raw": "{\"title\" :\"Pill Reminder\", \"body\" : \"Take your pill\"}"}}}]}
        """#

    @Test func aCollectionThatSendsToFCMIsAPayloadFile() {
        #expect(PayloadFiles.notAPayloadReason(Array(Self.fcmCollection.utf8)) == nil)
        // The skip note says where its requests go (audit48), not its top-level keys.
        #expect(PayloadFiles.notAPayloadReason(Array(Self.ownBackendCollection.utf8))?.hasPrefix("a Postman collection that sends nothing to FCM: its requests go to {{baseUrl}} (") == true)
    }

    @Test func aDirectoryWalkSkipsWeakSignsAndLintsFCMCollections() throws {
        let sandbox = TemporaryDirectory()
        _ = sandbox.write("assets/translations/en.json", Self.notPayloads[0].json)
        _ = sandbox.write("assets/characters.json", Self.notPayloads[6].json)
        _ = sandbox.write("FCM.postman_collection.json", Self.fcmCollection)
        _ = sandbox.write("Backend.postman_collection.json", Self.ownBackendCollection)
        _ = sandbox.write("payloads/data.json", #"{"data": {"orderId": "42"}}"#)
        let run = CapturedRun(["check", "--no-config", "--payloads-only", "--verbose", "."], in: sandbox.path)
        #expect(run.stdout.contains("FCM.postman_collection.json:3:"), "\(run.stdout)")
        #expect(run.stdout.contains("error[legacy-top-level-keys]"), "\(run.stdout)")
        #expect(run.stdout.contains("payloads/data.json"), "\(run.stdout)")
        #expect(!run.stdout.contains("assets/"), "\(run.stdout)")
        #expect(run.stdout.contains("3 files skipped: not push payloads"), "\(run.stdout)")
        #expect(run.stderr.contains(#"note: skipped assets/translations/en.json: not a push payload: an object whose only sign of a push message is "to": "To""#), "\(run.stderr)")
        #expect(run.stderr.contains("note: skipped Backend.postman_collection.json: not a push payload: a Postman collection that sends nothing to FCM: its requests go to {{baseUrl}}"), "\(run.stderr)")
        // Named without --payloads-only, the translation file is linted as what it was given as.
        let named = CapturedRun(["check", "--no-config", "assets/translations/en.json"], in: sandbox.path)
        #expect(named.stdout.contains("error[shape-unknown-field]"), "\(named.stdout)")
    }
}
