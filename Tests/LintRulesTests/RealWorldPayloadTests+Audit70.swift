import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Push testing tools and what their users paste (audit70): Objective-C string literals from
    /// Pusher (NWPusher) and the Azure Notification Hubs iOS samples, Simulator payload files with
    /// trailing commas, and a README's test steps that set a shell variable before the curl command.
    static let audit70Cases: [RealWorldCase] = [
        // NWPusher's README, "Pushing from code" (noodlewerk/NWPusher @c91a8e0): an NSString
        // literal, C's escapes after Objective-C's @. It drew invalid-json ("NSString is a bare
        // word"); it is read as the raw APNs payload it holds.
        RealWorldCase(
            "audit70 nwpusher readme nsstring literal",
            ##"    NSString *payload = @"{\"aps\":{\"alert\":\"Testing..\"}}";"##,
            expected: ["json-code-literal (root)", "shape-detected /aps"]),
        // The Pusher iOS app's push (noodlewerk/NWPusher Touch/NWAppDelegate.m:184): a
        // stringWithFormat: message whose %@ is the text field's value.
        RealWorldCase(
            "audit70 nwpusher touch stringWithFormat",
            ##"    NSString *payload = [NSString stringWithFormat:@"{\"aps\":{\"alert\":\"%@\",\"badge\":1,\"sound\":\"default\"}}", _textField.text];"##,
            expected: ["json-code-literal (root)", "shape-detected /aps"]),
        // An Azure Notification Hubs iOS sample that sends from the app (code index file id
        // 4768843719), with the comment line above the statement.
        RealWorldCase(
            "audit70 azure hubs objc sender with comment",
            """
                     // Apple Notification format of the notification message
                     NSString *json = [NSString stringWithFormat:@"{\\"aps\\":{\\"alert\\":\\"%@\\"}}",
                                         self.notificationMessage.text];
            """,
            expected: ["json-code-literal (root)", "shape-detected /aps"]),
        // An .apns file dragged onto the Simulator (OneSignal/OneSignal-iOS-SDK#1053), verbatim: a
        // comma after the alert's body and after the last custom member. The reporter: "It shows the
        // notification". It drew two invalid-json errors and nothing else was checked; the Simulator
        // reads it, so each comma is json-trailing-comma's warning and the payload is linted.
        RealWorldCase(
            "audit70 onesignal simulator apns trailing commas",
            """
            {
                "Simulator Target Bundle": "com.app.bundleID",
                "aps": {
                    "alert": {
                        "title": "Test Push Notification Title",
                        "subtitle": "Test Push Notification Subtitle",
                        "body" : "Test Push Notifications Body",
                    }
                },
                "custom": {
                    "i": "notificationId",
                    "a": { "key": {"key": "value"} },
                    "collapse_id": "collapseId",
                }
            }
            """,
            expected: ["json-trailing-comma /aps/alert", "json-trailing-comma /custom", "shape-detected /aps"]),
        // A Flutter developer's notes (iamankitm05/quick_notes ios/README.md): an .apns file that
        // mimics an FCM push, "drag this file in simulator for notification", with a comma after its
        // last member. Read as the Simulator reads it, the sound written inside the alert is found.
        // Its "Simulator Target Bundle" makes it a raw APNs payload (Apple's Xcode 11.4 release
        // notes), not the iOS capture its gcm.message_id read it as (verdict-left7): the top-level
        // content_available and mutable_content are custom data iOS does not act on.
        RealWorldCase(
            "audit70 quick notes simulator file",
            """
            {
              "aps": {
                "alert": {
                  "title": "New Offer Received",
                  "body": "Open the app to grab new discount.",
                  "sound": "default"
                }
              },
              "gcm.message_id": "123",
              "Simulator Target Bundle": "com.example",
              "type": "new_offer",
              "priority": "high",
              "content_available": true,
              "mutable_content": true,
              "offer_id": "123",
              "offer_description": "🎉 50% off on selected product.",
            }
            """,
            expected: [
                "apns-aps-unknown-key /aps/alert/sound", "json-trailing-comma (root)", "shape-detected /aps",
                "apns-flag-outside-aps /content_available", "apns-flag-outside-aps /mutable_content",
            ]),
        // A raw APNs payload without the Simulator's key is sent to APNs: its trailing comma stays
        // invalid-json's (APNs's parser is not documented to accept it).
        RealWorldCase(
            "audit70 raw apns payload trailing comma stays invalid",
            #"{"aps": {"alert": "Hello", "sound": "default",}}"#,
            expected: ["invalid-json /aps"]),
        // A README's test steps (humbertodias/bank-elastic-stack app/backend/cm/README.md): a
        // variable set on the line before the curl command, which posts to the app's own endpoint.
        // It drew invalid-json ("TOKEN is a bare word"); read as a script, the body goes to
        // localhost:3005, which shape-not-a-payload names.
        RealWorldCase(
            "audit70 readme variable then curl to own api",
            """
            TOKEN=cTJpTvsELJm44cxjU-RXwb:APA91bE-FwJ4Lct9_mCMEC7eMDpDZ5OCs_Fk9NNAXRM48Aqtn16IQe-_0iHzAn8W35RxMoIGpuPj0-ndg42DnZgHipPuhzo4paK53TH6IBOLQQ-ueeN-fo2PxtQPqQahOSQ_54N_qi6O
            curl -X POST "http://localhost:3005/cm/send-notification-token/${TOKEN}" \\
              -H "Content-Type: application/json" \\
              -d '{
                "subject": "some subject",
                "content": "Some long content",
                "data": {"key1": "Value 1"}
              }'
            """,
            expected: ["shape-not-a-payload (root)"]),
        // A properties-like text that sets a variable and runs no curl command is no script: the
        // syntax diagnosis stays.
        RealWorldCase(
            "audit70 assignment without curl stays invalid",
            "FCM_SERVER_KEY=AAAA\nFCM_PROJECT=demo\n",
            expected: ["invalid-json (root)"]),
        // push-tester's configuration for APNs (AndrejKolar/push-tester README @1343737,
        // `npx push-tester -c config.push.json`): the tool's settings, from which it builds the
        // APNs payload. Still shape-not-a-payload, whose text now says it is a tester's settings
        // and to lint the message the tool sends (`PushTesterSettingsTests` holds the text).
        RealWorldCase(
            "audit70 push-tester p8 config",
            """
            {
              "keyId": "KEY_ID",
              "teamId": "TEAM_ID",
              "key": "./apns.p8",
              "bundleId": "com.example.app",
              "production": false,
              "pushToken": "PUSH_TOKEN",
              "title": "test title",
              "body": "test body",
              "badge": 3,
              "sound": "default",
              "type": "p8"
            }
            """,
            expected: ["shape-not-a-payload (root)"]),
        // A web tester's POST /send-notification body (hihelloluigi's FCM Push Notification Tester
        // README, code index file id 14468359933): the token beside the APNs payload as a string.
        RealWorldCase(
            "audit70 web tester request with payload string",
            ##"{"fcmToken": "your-fcm-token", "notificationData": "{\"aps\":{\"alert\":{\"title\":\"Test Title\",\"body\":\"Test Body\"}}, \"custom_data\":{\"key1\":\"value1\"}}"}"##,
            expected: ["shape-not-a-payload (root)"]),
        // A tester's shell script (fromkk/apns_docker share/apns/apns.sh): the payload set in a
        // variable, `curl -d "$pushData"` to APNs. It drew invalid-json ("the body is the shell's
        // $pushData"); the script's own single-quoted value is the body, linted where it stands.
        RealWorldCase(
            "audit70 apns script body in a variable",
            """
            #!/bin/sh

            token="YOUR TOKEN HERE"
            pemfile="PEM FILE PATH HERE"
            bundleIdentifier="BUNDLE IDENTIFIER HERE"
            pushData='{"aps": {"alert": "Push Test", "sound": "default", "badge": 3}}'
            debug=true

            appleUri="https://api.development.push.apple.com/3/device/"

            curl -v \\
            -d "$pushData" \\
            -H "apns-priority: 10" \\
            -H "apns-topic: ${bundleIdentifier}" \\
            --http2 \\
            --cert ${pemfile} \\
            ${appleUri}${token}
            """,
            expected: ["shape-detected /aps"]),
        // A value in double quotes is the shell's to expand ($MSG): the body stays unread.
        RealWorldCase(
            "audit70 script body variable in double quotes stays unread",
            "#!/bin/sh\nBODY=\"{\\\"aps\\\": {\\\"alert\\\": \\\"$MSG\\\"}}\"\ncurl -d \"$BODY\" https://api.push.apple.com/3/device/$T\n",
            expected: ["invalid-json (root)"]),
        // auto-mobile#2495's check of simctl push: a here-document written to payload.apns, then
        // `xcrun simctl push booted … /tmp/payload.apns` ("Expected: a banner appears"). It drew
        // invalid-json ("cat is a bare word"); the file the command pushes is the one the
        // here-document wrote, read where it stands.
        RealWorldCase(
            "audit70 simctl push of a file written by a here-document",
            """
            cat > /tmp/payload.apns <<'JSON'
            { "Simulator Target Bundle": "com.example.YourApp",
              "aps": { "alert": { "title": "Hello", "body": "From simctl" }, "sound": "default" } }
            JSON
            xcrun simctl push booted com.example.YourApp /tmp/payload.apns
            """,
            expected: ["shape-detected /aps"]),
        // The same pattern with curl -d @file (a CI step's form): the body the here-document wrote
        // is linted, its $TOKEN a placeholder, its number in data FCM's rejection.
        RealWorldCase(
            "audit70 curl of a file written by a here-document",
            """
            #!/bin/bash
            cat <<EOF > body.json
            {"message": {"token": "$TOKEN", "notification": {"title": "Hi"}, "data": {"n": 3}}}
            EOF
            curl -X POST -H "Authorization: Bearer $AT" -d @body.json https://fcm.googleapis.com/v1/projects/p/messages:send
            """,
            expected: ["data-value-not-string /message/data/n"]),
    ]
}
