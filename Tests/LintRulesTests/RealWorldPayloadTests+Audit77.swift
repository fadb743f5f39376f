import Foundation
@testable import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Notebook, snippet and rare-runtime senders (audit77): PowerShell scripts that build the
    /// request with a here-string or a hashtable piped to ConvertTo-Json, linted as the JSON the
    /// script sends, and the sample scripts of Pushe's push API.
    static let audit77Cases: [RealWorldCase] = [
        // mouadcherkaoui/push-notifications-demo, send-fcm-notification.ps1: the here-string body
        // posted with Invoke-RestMethod to the legacy endpoint, verbatim. Its notification is
        // written as "body": {"title", "content"}; shape-unknown-field said to move it to
        // notification.body, a string, and now names notification as the object's place.
        RealWorldCase(
            "audit77 powershell here-string body object",
            """
             { 
                "data": {
                    "title": "from powershell test data", 
                    "body":"body"
                }, 
                "body": {
                    "title": "from powershell test", 
                    "content":"test"
                }, 
                "to":"dFaEawjzUBkMuTS7XC03-g:APA91bEZaZbPruOGHyE5JyHwzEakkufe6V2HqGjkrmf_P6fw7tQGM8My-JHZX9b8gmSfmE_PUJp8hMc-8vvJU9drzznlCZg7GGXAfeTSHMKT-SpV1BsBc9yOBLwnzKGQDclPTlcqMTxS"
            }
            """,
            expected: [
                "legacy-mapping-hint (root)", "shape-unknown-field /body", "legacy-top-level-keys /to", "shape-detected /to",
            ]),
        // A call-invite test script (code index file id 66555431421, send-test-push.ps1): the
        // hashtable ConvertTo-Json -Depth 6 -Compress writes. "HIGH" is the AndroidMessagePriority
        // enum's own name, which FCM takes as it takes "high": no finding.
        RealWorldCase(
            "audit77 powershell call invite android priority HIGH",
            #"""
            {"message":{"token":"cXy...:APA91b...","android":{"priority":"HIGH","ttl":"30s"},"data":{"type":"call_invite","call_id":"test-3f2a9c1b7d4e","caller_id":"zid_test","caller_name":"推送测试","media_type":"video","issued_at":"2026-11-28T19:00:00Z","expires_at":"2026-11-28T19:00:30Z","call_version":"1"}}}
            """#,
            expected: []),
        // A Brazilian test script (code index file id 56377292337, enviar_notificacao_teste.ps1):
        // its android.notification carries firebase-admin's "priority", which the HTTP v1 API
        // rejects (Unknown name "priority" at 'message.android.notification').
        RealWorldCase(
            "audit77 powershell android notification priority",
            """
            {
              "message": {
                "token": "SEU_TOKEN_AQUI",
                "notification": {
                  "title": "TESTE",
                  "body": "Notificacao de teste - chegou rapido?"
                },
                "android": {
                  "priority": "high",
                  "notification": {
                    "channel_id": "high_importance_channel",
                    "priority": "high",
                    "visibility": "public",
                    "sound": "default"
                  }
                },
                "apns": {
                  "payload": {
                    "aps": {
                      "alert": {
                        "title": "TESTE",
                        "body": "Notificacao de teste - chegou rapido?"
                      },
                      "sound": "default",
                      "badge": 1
                    }
                  }
                }
              }
            }
            """,
            expected: ["shape-admin-only-name-in-rest /message/android/notification/priority"]),
        // pusheco/pushe-android-api-samples, python/simple_push.py: the dict requests.post sends
        // as json= to https://api.pushe.co/v2/messaging/notifications/. It was two errors
        // (routing-target-count, shape-unknown-field on app_ids); it is Pushe's request.
        RealWorldCase(
            "audit77 pushe python simple push",
            """
            {
              "app_ids": ["YOUR_APPLICATION_ID"],
              "data": {
                "title": "this is the title",
                "content": "this is the content"
              }
            }
            """,
            expected: ["shape-other-push-service /app_ids"]),
        // The same repository, python/android/send_topic_notification.py: "topics" was read as a
        // misspelt FCM "topic" besides the two errors above.
        RealWorldCase(
            "audit77 pushe python topic notification",
            """
            {
              "app_ids": ["APP_ID_1"],
              "data": {
                "title": "this is the title",
                "content": "this is the content"
              },
              "topics": ["TOPIC_1", "TOPIC_2"]
            }
            """,
            expected: ["shape-other-push-service /app_ids"]),
        // The same repository, nodejs/android/send_filtered_notification_with_device_id.js: the
        // JSON.stringify argument, comment included.
        RealWorldCase(
            "audit77 pushe node filtered notification",
            """
                    body: JSON.stringify({
                        "app_ids": ["YOUR_APP_ID"],
                        "data": {
                            "title": "This is a filtered push",
                            "content": "Only users with specified device_id(s) will see this notification.",
                        },
                        "filters": {
                            "device_id": ["DEVICE_ID_1", "DEVICE_ID_2"]
                        }
                        // additional keywords -> https://pushe.co/docs/api/#api_send_advance_notification
                    }),
            """,
            expected: ["json-code-literal (root)", "shape-other-push-service /app_ids"]),
        // The same repository, php/android/rapid.php: the rapid push's body, as json_encode writes
        // the array.
        RealWorldCase(
            "audit77 pushe php rapid push",
            #"""
            {"app_id":"YOUR_APPLICATION_ID","data":{"title":"This is a rapid push","content":"go go go!"},"pids":["DEVICE_PUSHE_ID"]}
            """#,
            expected: ["shape-other-push-service /pids"]),
    ]

    /// The here-string's "body" object is sent to notification as an object: the text no longer
    /// says to move it to notification.body, which takes a string.
    @Test func audit77BodyObjectNamesNotification() throws {
        let text = #"{"to": "dFaEawjzUBkM:APA91bEZaZbP", "body": {"title": "from powershell test", "content": "test"}}"#
        let finding = try #require(Linter().lint(text).first { $0.ruleID == "shape-unknown-field" })
        #expect(finding.message.contains("it belongs in notification, as an object of title and body strings"))
        #expect(finding.message.contains("notification.body takes a string, not an object"))
        let plain = try #require(Linter().lint(#"{"message": {"topic": "news", "body": "Hi"}}"#).first { $0.ruleID == "shape-unknown-field" })
        #expect(plain.message.hasSuffix("it belongs in notification.body"))
    }
}
