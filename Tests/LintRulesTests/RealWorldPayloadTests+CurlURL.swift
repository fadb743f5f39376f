import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Pasted curl commands read with their URL (curl-url): a v1 body posted to the legacy
    /// fcm/send gets legacy-endpoint, a body posted to a host that is neither FCM's nor APNs' is
    /// passed over, a URL in a variable leaves the body linted as before (`RequestDestination`).
    /// Each is the command as its source wrote it.
    static let curlURLCases: [RealWorldCase] = [
        // https://github.com/firebase/quickstart-android/issues/686 (the reporter's command; FCM answered 400 INVALID_ARGUMENT, a wrong project ID in the URL)
        RealWorldCase(
            "curl-url quickstart-android #686: v1 body to the v1 URL, linted",
            ##"""
                    curl -X POST -H "Authorization: Bearer ya29.c.E...PCfhEE0" -H "Content-Type: application/json" -d '{
                    "message":{
                      "notification": {
                        "title": "FCM Message",
                        "body": "This is an FCM Message",
                      },
                      "token": "fUSIYiaK1wQ:APA9....g"
                      }
                    }' https://fcm.googleapis.com/v1/projects/{MY_PROJECT_ID}/messages:send
                    """##,
            expected: ["json-trailing-comma /message/notification"]),
        // https://github.com/firebase/quickstart-unity/issues/950 (the readme's sample, android.googleapis.com/gcm/send, which the reporter says no longer worked in 2021): GCM's URL is FCM's predecessor's, its body a legacy body, not another service's
        RealWorldCase(
            "curl-url quickstart-unity #950: legacy body to GCM's URL keeps the legacy rules",
            ##"""
                    curl --header "Authorization: key=<Server Key>" --header "Content-Type: application/json" https://android.googleapis.com/gcm/send -d '{"notification":{"title":"Hi","body":"Hello from the Cloud"},"data":{"score":"lots"},"to":"<Registration Token>"}'
                    """##,
            expected: ["legacy-mapping-hint (root)", "legacy-top-level-keys /to", "shape-detected /to"]),
        // https://github.com/firebase/quickstart-unity/issues/950 (the corrected sample): a legacy body to the legacy URL gets the legacy rules, no legacy-endpoint
        RealWorldCase(
            "curl-url quickstart-unity #950: legacy topic body to fcm/send",
            ##"""
                    curl --header "Authorization: key=<Server Key>" --header "Content-Type: application/json" https://fcm.googleapis.com/fcm/send -d '{"notification":{"title":"Hi","body":"Hello from the Cloud"},"data":{"score":"lots"},"to":"/topics/<Topic>"}'
                    """##,
            expected: ["legacy-mapping-hint (root)", "legacy-topic-in-to /to", "shape-detected /to"]),
        // https://github.com/GoogleChromeLabs/web-push-codelab/issues/16 (answered {"error":"InvalidRegistration"})
        RealWorldCase(
            "curl-url web-push-codelab #16: double-quoted body to GCM",
            ##"""
                    curl --header "Authorization: key=AIzaSyBjxxxxxx" --header "Content-Type: application/json" https://android.googleapis.com/gcm/send -d "{\"registration_ids\":[\"xxxx\"]}"
                    """##,
            expected: ["legacy-mapping-hint (root)", "legacy-top-level-keys /registration_ids", "shape-detected /registration_ids"]),
        // https://github.com/GoogleChromeLabs/web-push-codelab/issues/4 (the reporter's working command, 2016)
        RealWorldCase(
            "curl-url web-push-codelab #4: body to gcm-http",
            ##"""
                    curl --header "Authorization: key=XXXXXX" --header "Content-Type: application/json" https://gcm-http.googleapis.com/gcm/send -d "{\"to\":\"XXXXXX\"}"
                    """##,
            expected: ["legacy-mapping-hint (root)", "legacy-top-level-keys /to", "shape-detected /to"]),
        // https://github.com/Universumgames/expoll_server scripts/testPushNotification.sh, its curl line (https://${APNS_HOST_NAME}/…: the host is a variable)
        RealWorldCase(
            "curl-url expoll: APNs URL with its host in a variable stays unknown",
            ##"""
                    curl -v --header "apns-topic: $TOPIC" --header "apns-push-type: alert" --header "authorization: bearer $AUTHENTICATION_TOKEN" --data '{"aps":{"alert":"abcs"}}' --http2 https://${APNS_HOST_NAME}/3/device/${DEVICE_TOKEN}
                    """##,
            expected: ["shape-detected /aps"]),
        // an iOS notifications reference (markdown, index file id 56704850930), "Send Test Push with Generated JWT"
        RealWorldCase(
            "curl-url APNs sandbox URL: a raw APNs payload stays linted",
            ##"""
                    curl -v \
                        --header "apns-topic: $BUNDLE_ID" \
                        --header "apns-push-type: alert" \
                        --header "authorization: bearer $AUTHENTICATION_TOKEN" \
                        --data '{"aps":{"alert":{"title":"Test","body":"Hello"}}}' \
                        --http2 https://api.sandbox.push.apple.com/3/device/$DEVICE_TOKEN
                    """##,
            expected: ["shape-detected /aps"]),
        // a React Native README (index file id 32567347382), "cURL command" to exp.host: an Expo push, not FCM's; it drew legacy-top-level-keys and two shape-unknown-field errors.
        // The URL is Expo's send endpoint, so the request is Expo's: shape-other-push-service's warning, not shape-not-a-payload's error (audit75)
        RealWorldCase(
            "curl-url Expo push service: passed over, one finding",
            ##"""
                    curl -H "Content-Type: application/json" \
                      -X POST https://exp.host/--/api/v2/push/send \
                      -d '{
                        "to": "YOUR_EXPO_PUSH_TOKEN",
                        "title": "Test Notification",
                        "body": "This is a test notification!",
                        "data": { "testData": "Hello from FCM!" }
                      }'
                    """##,
            expected: ["shape-other-push-service (root)"]),
        // a shell note (index file id 7150791002): "to" beside "topic" posted to the legacy URL; linted as a v1 message (shape-mixed), so the URL is reported as for a pasted request
        RealWorldCase(
            "curl-url mixed body to fcm/send gets legacy-endpoint",
            ##"""
                    curl -v \
                    -H 'Content-Type: application/json' \
                    -H 'Authorization: key=AAAAoyn6biU:APA91bH8cZtpMWC1dWyyVsaVOMi-_iJkjEFi9md0Rk8hhnvWf7lsm5_2mNvMMjpI42AR6v8DP4vH9FkQGiVjUlmLihUJAkG1qLsSeXnRCK-U09c6xykcQECi8M-h6tzb67lezMdgVG1I' \
                    https://fcm.googleapis.com/fcm/send \
                    -d '{
                        "to":"dcZRwdQcQdu_R_6t2A_xTa:APA91bG2xgXg5EuF6eIKqm3l41B8UfQ1XmaHoMFvkoTrEAuTvQvFnMiz4jPDvF3vX_On4LQY0dMU79ZwMB0Imxt43Kt6qVkyPP7-mvaOib5dfetqopocbwmrjUMJPgW0JSXhU_Spyewk",
                        "priority": "high",
                        "topic": "all",
                        "data": {
                            "url": "https://www.google.com/" 
                            },
                        "notification": {
                            "title": "Hey",
                            "body": "Davinci is online", 
                        },
                    }'
                    """##,
            expected: ["json-trailing-comma (root)", "json-trailing-comma /notification", "legacy-endpoint (root)", "legacy-mapping-hint (root)", "legacy-top-level-keys /priority", "legacy-top-level-keys /to", "shape-mixed /to"]),
        // a Japanese FCM slide deck (markdown, index file id 1743675873), "Notification Message"
        RealWorldCase(
            "curl-url Qiita slide: double-quoted legacy body to fcm/send",
            ##"""
                    curl --header "Authorization: key=AIzaSyDGrPny1Cfb2m4cXzrSUoeguQidTc7xzs8" \
                         --header Content-Type:"application/json" \
                         https://fcm.googleapis.com/fcm/send \
                         -d "{\"to\": \"...ifS-oaJevN_VwU0Y\",\"priority\":\"high\",\"notification\": {\"title\": \"this is title\", \"body\": \"this is body\"}}"
                    """##,
            expected: ["legacy-mapping-hint (root)", "legacy-top-level-keys /priority", "legacy-top-level-keys /to", "shape-detected /to"]),
        // an incident runbook (markdown, index file id 23785524753), "Test FCM connectivity"
        RealWorldCase(
            "curl-url runbook: legacy body to fcm/send",
            ##"""
                    curl -X POST https://fcm.googleapis.com/fcm/send \
                      -H "Authorization: key=$FCM_SERVER_KEY" \
                      -H "Content-Type: application/json" \
                      -d '{"to":"test-token","notification":{"title":"Test"}}'
                    """##,
            expected: ["legacy-mapping-hint (root)", "legacy-top-level-keys /to", "shape-detected /to"]),
    ]
}
