import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Requests to APNs itself and other services' requests (shape-others): a curl command to api.push.apple.com or its sandbox
    /// with `-H "apns-push-type: …"` is judged with its headers, as an FCM message is with
    /// apns.headers (`RequestAPNsHeaders`). Each is the command as its source wrote it.
    static let shapeOthersCases: [RealWorldCase] = [
        // Ably's docs, "Getting started: location push" (markdown, index file id 52838013632): a
        // location push with the empty aps Apple's Location Push Service Extension takes. Before,
        // apns-payload-missing-aps warned that the empty aps "shows nothing unless this is a VoIP
        // or other PushKit push", which the header says it is.
        RealWorldCase(
            "apns-request Ably location push: empty aps with apns-push-type location",
            ##"""
                curl -v \
                  --header "authorization: bearer ${AUTHENTICATION_TOKEN}" \
                  --header "apns-topic: ${BUNDLE_ID}.location-query" \
                  --header "apns-push-type: location" \
                  --data '{"aps":{}}' \
                  --http2  https://api.development.push.apple.com:443/3/device/${DEVICE_TOKEN}
                """##,
            expected: ["shape-detected /aps"]),
        // A SIP app's push lab notes (markdown, index file id 69607231666, OpenSIPS 3.1+ recipe): a
        // VoIP push sent to APNs with a .p8 JWT. The VoIP topic matches the push type: no
        // apns-voip-limit (FCM's doubt does not apply) nor apns-topic-header; "call-id" inside aps
        // is still a custom key in Apple's dictionary.
        RealWorldCase(
            "apns-request OpenSIPS VoIP push: voip with its .voip topic",
            ##"""
                curl --http2 -H "authorization: bearer $APNS_JWT" \
                  -H "apns-topic: com.laconicman.offhook.voip" \
                  -H "apns-push-type: voip" -H "apns-priority: 10" \
                  -d '{"aps":{"call-id":"..."}}' \
                  https://api.sandbox.push.apple.com/3/device/$PN_PRID   # prod: api.push.apple.com
                """##,
            expected: ["apns-aps-unknown-key /aps/call-id", "shape-detected /aps"]),
        // aculab-com's AculabCall README (index file id 33943356332): the VoIP test command,
        // whose payload is the app's own dictionary without aps (the README: "you can test if
        // you VoIP notifications are working by running command"). Before, shape-not-a-payload
        // (error); sent to APNs as a voip push it is a raw APNs payload with nothing to report.
        RealWorldCase(
            "apns-request aculab VoIP push without aps",
            ##"""
                curl -v --header "apns-topic: <App ID>.voip" --header "apns-push-type: voip" --header "apns-id: 123e4567-e89b-12d3-a456-4266554400a0" --cert VOIP.pem:password --data '{"uuid":"123e4567-e89b-12d3-a456-4266554400a0", "callerName":"test", "handle":"some handle"}' --http2  https://api.sandbox.push.apple.com/3/device/<device token>
                """##,
            expected: []),
        // The same recipe's VoIP push with an empty alert, as a CallKit test sends it: PushKit
        // hands it to the app and iOS shows no alert for a VoIP push, so apns-alert-empty's
        // error no longer applies.
        RealWorldCase(
            "apns-request VoIP push with an empty alert",
            ##"""
                curl --http2 -H "authorization: bearer $APNS_JWT" \
                  -H "apns-topic: com.laconicman.offhook.voip" \
                  -H "apns-push-type: voip" -H "apns-priority: 10" \
                  -d '{"aps":{"alert":""},"handle":"Alice"}' \
                  https://api.sandbox.push.apple.com/3/device/$PN_PRID
                """##,
            expected: ["shape-detected /aps"]),
        // A background push header on a payload with an alert, sent to APNs itself: the header is
        // read, and the finding stands on the header's value (at the document's root: the body
        // has no such member).
        RealWorldCase(
            "apns-request background push type with an alert",
            ##"""
                curl -v --http2 -H "apns-topic: com.example.app" -H "apns-push-type: background" -H "apns-priority: 5" -d '{"aps": {"alert": "Hi", "content-available": 1}}' https://api.push.apple.com/3/device/$TOKEN
                """##,
            expected: [
                "apns-push-type-background-with-alert (root)", "apns-priority-5-alert (root)", "apns-content-available-with-alert /aps/content-available",
                "shape-detected /aps",
            ]),
            // A call app's README, "Manual push test (curl)" (markdown, index file id 53902470261): a
        // gorush request posted to the gorush server. Before, shape-not-a-payload (error: "these
        // HTTP requests are not FCM messages") where the same body in a file got
        // shape-other-push-service (warning): the body decides, as in a file.
        RealWorldCase(
            "other-service gorush call push posted to localhost:8088",
            ##"""
                curl -X POST http://localhost:8088/api/push \
                  -H 'Content-Type: application/json' \
                  -d '{
                    "notifications": [{
                      "tokens":   ["YOUR_FCM_TOKEN"],
                      "platform": 2,
                      "priority": "high",
                      "data": {
                        "callId":      "test-call-1234",
                        "handleValue": "+15551234567",
                        "displayName": "Test Caller",
                        "hasVideo":    "false"
                      }
                    }]
                  }'
                """##,
            expected: ["shape-other-push-service /notifications"]),
            // https://github.com/tonngw/daily-news-bot/blob/main/main.py: the PushPlus body its
        // requests.post sends (json.dumps, non-ASCII escaped). Before, four shape-unknown-field
        // errors (title, content, template, channel) on a request that never goes to FCM.
        RealWorldCase(
            "other-service PushPlus daily news bot",
            #"{"token": "TOKEN", "title": "\u6bcf\u65e5\u65b0\u95fb\u63a8\u9001 bot", "content": "<img src='https://api.03c3.cn/zb' /><img src='https://api.emoao.com/api/60s' />", "template": "html", "channel": "wechat"}"#,
            expected: ["shape-other-push-service /template"]),
        // https://blog.csdn.net/u011027547/article/details/125367775 (PushPlus's API, quoted from
        // www.pushplus.plus/doc/guide/api.html): template "json". Before, three shape-unknown-field
        // errors.
        RealWorldCase(
            "other-service PushPlus json template",
            #"{"token": "\u4f60\u7684token", "title": "\u6570\u636e\u5f02\u5e38\u8b66\u544a\u63d0\u9192", "content": "{'\u5f02\u5e38\u9519\u8bef\u4ee3\u7801':'404'}", "template": "json"}"#,
            expected: ["shape-other-push-service /template"]),
        // A Meteor chat app's urban-airship call (index file id 13471498641, CoffeeScript object
        // serialized as the npm client sends it to /api/push): Airship's v1 body with its
        // autobadge. Before, linted as a raw APNs payload: apns-badge-invalid on "+1".
        RealWorldCase(
            "other-service Airship v1 autobadge (Meteor)",
            #"{"device_tokens": ["MOBILE_PUSH_ID"], "aps": {"alert": "alice invited you to chat!", "badge": "+1"}, "url": "/c/general"}"#,
            expected: ["shape-other-push-service /device_tokens"]),
        // A PHP chores app's curl_setopt body (index file id 39734606132), as its string writes it.
        RealWorldCase(
            "other-service Airship v1 chores body",
            #"{"device_tokens": ["DEVICE_TOKEN"], "type": "2", "aps": {"alert": { "body": "Chore Added (Dishes)"}, "badge": "+1"}}"#,
            expected: ["shape-other-push-service /device_tokens"]),
        // https://github.com/taptap/tds-docs/blob/2e6ef4caee2ed43d07f7aa85d6c54b89be8d10fa/docs/sdk/19-push/02-guide/06-rest.md
        // (LeanCloud's push REST API, "push to a list of device ids"). Before, shape-unknown-field
        // errors for device_type and device_ids and routing-target-count.
        RealWorldCase(
            "other-service LeanCloud push to devices",
            ##"""
                curl -X POST \
                  -H "X-LC-Id: {{appid}}"          \
                  -H "X-LC-Key: {{masterkey}},master"        \
                  -H "Content-Type: application/json" \
                  -d '{
                        "data": {"alert" : "Hello"},
                        "device_type": "ios",
                        "device_ids": ["device_token1", "device_token2", "device_token3"]
                     }' \
                  https://{{host}}/1.1/push/devices
                """##,
            expected: ["shape-other-push-service /device_ids"]),
        // A Check Push request body as Stream's OpenAPI server stub tests it (index file id
        // 16360920172, test_check_push_0, trimmed of its user object). Before, shape-not-a-payload
        // (error).
        RealWorldCase(
            "other-service Stream Chat Check Push templates",
            #"{"skip_devices":true,"firebase_template":"firebase_template","user_id":"user_id","apn_template":"apn_template","push_provider_name":"push_provider_name","push_provider_type":"firebase","firebase_data_template":"firebase_data_template","message_id":"message_id"}"#,
            expected: ["shape-other-push-service /apn_template"]),
    ]
}
