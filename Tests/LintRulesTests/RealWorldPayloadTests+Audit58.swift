import LintRules
import Testing

extension RealWorldPayloadTests {
    /// MCP servers, AI-agent tools and chat-bot bridges that send FCM, and Kotlin Multiplatform
    /// notification libraries (audit58). Each payload is the one the cited code sends, as its
    /// serializer writes it, trimmed to the message, or the documented payload verbatim.
    static let audit58Cases: [RealWorldCase] = [
        // firebase/firebase-tools src/messaging/sendMessage.ts (sendFcmMessage, called by the MCP
        // tool src/mcp/tools/messaging/send_message.ts): JSON.stringify drops the undefined topic.
        RealWorldCase(
            "audit58 firebase-tools mcp send_message to a token",
            #"{"message":{"token":"test-token","notification":{"title":"Test Title","body":"Test Body"}}}"#,
            expected: []),
        // "Push Notification Expert" AI-agent prompt (find_string id 45920289691), its "Time-Sensitive
        // Alerts" code example verbatim: the literal inside the function that sends it (was
        // invalid-json: "const is a bare word"). The legacy body is the finding that matters.
        RealWorldCase(
            "audit58 agent prompt legacy payload inside an arrow function",
            """
            const sendFlashSaleNotification = () => {
              const payload = {
                to: "user_device_token",
                notification: {
                  title: "Flash Sale Alert!",
                  body: "Hurry! 50% off for the next 2 hours!",
                  click_action: "FLUTTER_NOTIFICATION_CLICK"
                }
              };
              sendNotification(payload);
            };
            """,
            expected: ["json-code-literal (root)", "legacy-mapping-hint (root)", "legacy-top-level-keys /to",
                "shape-detected /to"]),
        // Tweener/alarmee README.md (ef3408ee), the push payload with its // comments removed:
        // Android gets data only, which AlarmeeFirebaseMessagingService draws from
        // data.title and data.body, at the default normal priority (apns-priority 10 is set for
        // iOS only).
        RealWorldCase(
            "audit58 alarmee readme push payload",
            #"""
            {
              "message": {
                "token": "DEVICE_FCM_TOKEN",
                "apns": {
                  "payload": {
                    "aps": {
                      "alert": {"title": "Title for iOS", "body": "This is the body of the iOS notification"},
                      "mutable-content": 1
                    }
                  },
                  "headers": {"apns-priority": "10"}
                },
                "data": {
                  "title": "Title for Android",
                  "body": "This is the body of the Android notification",
                  "deepLinkUri": "app://open/target",
                  "imageUrl": "https://rickandmortyapi.com/api/character/avatar/1.jpeg"
                }
              }
            }
            """#,
            expected: ["android-data-only-normal-priority /message/data"]),
        // Tweener/alarmee README.md as published: JSON with // comments, which FCM rejects.
        RealWorldCase(
            "audit58 alarmee readme with comments",
            #"""
            {
              "message": {
                "token": "DEVICE_FCM_TOKEN",
                "data": {
                  "deepLinkUri": "app://open/target", // Used on both Android & iOS
                  "imageUrl": "https://rickandmortyapi.com/api/character/avatar/1.jpeg" // Used on both Android & iOS
                }
              }
            }
            """#,
            expected: ["invalid-json /message/data", "invalid-json /message/data"]),
        // mirzemehdi/KMPNotifier firebase_push_notification_sender.py (abcfbf30): the token left
        // empty for the user to fill in, and badge 0.
        RealWorldCase(
            "audit58 kmpnotifier python sender",
            #"{"message": {"token": "", "notification": {"title": "Test Notification Title from FCM", "body": "Test Notification Body message from FCM"}, "data": {"key1": "value2", "key2": "value2"}, "apns": {"headers": {"apns-priority": "10"}, "payload": {"aps": {"badge": 0}}}}}"#,
            expected: ["routing-target-empty /message/token", "apns-badge-zero /message/apns/payload/aps/badge"]),
        // addio/mizuka-wu.github.io webpush.sh (b15c95d1) with its extra closing brace removed:
        // the token beside "message" instead of in it.
        RealWorldCase(
            "audit58 webpush curl token outside message",
            #"""
            {
              "message": {
                "notification": {"title": "FCM Message", "body": "This is a message from FCM"},
                "webpush": {
                  "headers": {"Urgency": "high"},
                  "notification": {"body": "This is a message from FCM to web", "requireInteraction": "true", "badge": "/badge-icon.png"}
                }
              },
              "token": "bk3RNwTe3H0:CI2k_HHwgIpoDKCIZvvDMExUdFQ3P1..."
            }
            """#,
            expected: ["routing-target-count /message", "shape-envelope /token"]),
        // taku-o/mcp-browser-notify src/services/NotificationService.ts (3d3166a5): the MCP tool's
        // web push, boolean requireInteraction and a millisecond timestamp as the browser wants.
        RealWorldCase(
            "audit58 mcp browser notify web push",
            #"{"message":{"token":"FCM_TOKEN","notification":{"title":"MCP Browser Notify","body":"hello"},"data":{"timestamp":"1751000000000","userId":"user1"},"webpush":{"notification":{"icon":"/icon-192x192.png","badge":"/badge-72x72.png","requireInteraction":false,"timestamp":1751000000000}}}}"#,
            expected: []),
    ]
}
