import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Requests to APNs itself (shape-others): a curl command to api.push.apple.com or its sandbox
    /// with `-H "apns-push-type: …"` is judged with its headers, as an FCM message is with
    /// apns.headers (`RequestAPNsHeaders`). Each is the command as its source wrote it.
    static let apnsRequestCases: [RealWorldCase] = [
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
    ]
}
