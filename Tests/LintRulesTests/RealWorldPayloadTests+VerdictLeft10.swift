import LintRules
import Testing

/// A common `notification` written as a spread in a JavaScript literal (verdict-left10, after
/// audit74): its content is the object the code spread, unknown, as a notification written as
/// code is (`UnknownNotification`), not an empty object.
@Suite struct VerdictLeft10SpreadNotificationTests {
    /// A NestJS push service (code index file id 11264017924), as pasted: a multicast whose
    /// notification spreads the `{ title, body }` payload the method takes.
    static let nest = """
            await firebase
              .messaging()
              .sendEachForMulticast({
                notification: { ...payload },
                tokens,
              })
        """

    @Test func spreadNotificationAsPastedIsClean() {
        #expect(Linter().lint(Self.nest).map(\.ruleID) == ["json-code-literal"])
    }

    /// The same call with a mutable-content flag and apns-priority 10 beside it (the real call,
    /// with the apns block added): read as an empty notification, the message drew
    /// apns-priority-10-without-alert and apns-mutable-content-without-alert errors ("iOS shows
    /// nothing"), judging the text the spread holds; now as `notification: payload.notification`.
    @Test(arguments: ["{ ...payload }", "{ ...base, title }", "payload.notification"])
    func spreadNotificationCountsAsText(_ notification: String) {
        let text = """
                await firebase
                  .messaging()
                  .sendEachForMulticast({
                    notification: \(notification),
                    tokens,
                    android: { priority: 'high' },
                    apns: { headers: { 'apns-priority': '10' }, payload: { aps: { 'mutable-content': 1 } } },
                  })
            """
        #expect(Linter().lint(text).map(\.ruleID) == ["json-code-literal"], "\(notification)")
        // In an HTTP v1 body's message too.
        let body = "const body = {\n  message: {\n    token,\n    notification: \(notification),\n    apns: { payload: { aps: { 'mutable-content': 1 } } },\n  },\n};\n"
        #expect(Linter().lint(body).map(\.ruleID) == ["json-code-literal"], "\(notification)")
    }

    /// A spread in android.notification says nothing of what iOS shows: the message has no common
    /// notification, and the mutable-content error stands.
    @Test func spreadAndroidNotificationIsNotTheCommonOne() {
        let text = "  await getMessaging().send({\n    token,\n    android: { notification: { ...androidExtras } },\n    apns: { payload: { aps: { 'mutable-content': 1 } } },\n  });\n"
        #expect(Linter().lint(text).map(\.ruleID) == ["json-code-literal", "apns-mutable-content-without-alert"])
    }
}

/// An object handed to firebase-admin's messaging send is a message whatever its members show
/// (verdict-left10, after audit74 #17).
@Suite struct VerdictLeft10MessagingSendArgumentTests {
    /// A Next.js pages API stub (audit74 #17, a search excerpt), as pasted: firebase-admin throws
    /// "Exactly one of topic, token or condition is required" for an empty condition
    /// (firebase-admin-node src/messaging/messaging-internal.ts validateMessage) before sending.
    @Test func emptyConditionSentByFirebaseAdminIsLinted() {
        let findings = Linter().lint("  messaging.send({ condition: \"\" });\n")
        #expect(findings.map(\.ruleID) == ["json-code-literal", "routing-target-empty"])
    }

    /// Express's `res.send` of an object is no FCM call: the text stays the syntax diagnosis's.
    @Test func anotherObjectsSendIsNotRead() {
        #expect(Linter().lint("res.send({ condition: \"\" });\n").map(\.ruleID) == ["invalid-json"])
    }
}

/// A fetch or axios call whose URL is written out to another push service's send endpoint is
/// that service's request, as a curl command to that URL is; an axios call to FCM is read as a
/// fetch call is (verdict-left10).
@Suite struct VerdictLeft10RequestCallTests {
    /// OneSignal Create notification calls, as pasted: a Next.js helper (code index file id
    /// 54221950037) and a job processor whose Content-Type holds a `;` (file id 62605552907).
    @Test(arguments: [
        "  await fetch('https://onesignal.com/api/v1/notifications', {\n    method: 'POST',\n    headers: {\n      'Content-Type': 'application/json',\n      Authorization: `Key ${API_KEY}`,\n    },\n    body: JSON.stringify({\n      app_id: APP_ID,\n      include_subscription_ids: playerIds,\n      headings: { en: title, nb: title },\n      contents: { en: body, nb: body },\n    }),\n  })\n",
        "  const res = await fetch('https://onesignal.com/api/v1/notifications', {\n    method: 'POST',\n    headers: {\n      'Content-Type': 'application/json; charset=utf-8',\n      Authorization: `Basic ${apiKey}`\n    },\n    body: JSON.stringify({\n      app_id: appId,\n      headings: headings ?? undefined,\n      contents,\n      included_segments: includedSegments ?? undefined,\n      include_external_user_ids: includeExternalUserIds ?? undefined\n    })\n  })\n",
    ])
    func oneSignalFetchIsAnotherServicesRequest(_ text: String) throws {
        let findings = Linter().lint(text)
        #expect(findings.map(\.ruleID) == ["shape-other-push-service"])
        let finding = try #require(findings.first)
        #expect(finding.message.contains("OneSignal"))
    }

    /// A fetch to the app's own API is no FCM message, as a curl command to that URL is
    /// (verdict-left12; the syntax diagnosis's before).
    @Test func fetchToAnotherPlaceIsNotRead() {
        let text = "await fetch('https://api.example.com/notify', {\n  method: 'POST',\n  body: JSON.stringify({to: token, title: 'Hi'}),\n});\n"
        #expect(Linter().lint(text).map(\.ruleID) == ["shape-not-a-payload"])
    }

    /// A Russian tyre shop's Express route (code index file id 52289140566), as pasted: a legacy
    /// body posted by axios to fcm/send, whose legacy findings are those of the same body in a
    /// curl command (no legacy-endpoint on a legacy body).
    @Test func axiosLegacyBodyGetsTheLegacyRules() {
        let text = """
                  await axios.post('https://fcm.googleapis.com/fcm/send', {
                    to: token,
                    notification: {
                      title: title,
                      body: body,
                      icon: '/favicon.svg',
                      badge: '/favicon.svg'
                    },
                    data: {
                      url: url || '/',
                      click_action: 'https://мастершин24.рф'
                    }
                  }, {
                    headers: {
                      'Authorization': 'key=ВАШ_SERVER_KEY',
                      'Content-Type': 'application/json'
                    }
                  });
            """
        #expect(
            Linter().lint(text).map(\.ruleID) == ["json-code-literal", "legacy-mapping-hint", "legacy-top-level-keys", "shape-detected"])
    }

    /// An HTTP v1 sender's one-line axios call (code index file id 60682268900), as pasted; and
    /// the Russian route's call with its body migrated to `{message: …}` but its URL left at
    /// fcm/send, which FCM answers 404 (shut down 2024-07-22).
    @Test func axiosV1BodyIsReadWithItsURL() {
        let v1 = """
                  await axios.post(`https://fcm.googleapis.com/v1/projects/${sa.project_id}/messages:send`,
                    { message: { token: tokenFcm, notification: { title: titulo, body: cuerpo } } },
                    { headers: { 'Authorization': 'Bearer ' + accessToken, 'Content-Type': 'application/json' } }
                  );
            """
        #expect(Linter().lint(v1).map(\.ruleID) == ["json-code-literal"])
        let legacyURL = "      await axios.post('https://fcm.googleapis.com/fcm/send', {\n        message: { token: token, notification: { title: title, body: body } },\n      }, {\n        headers: { 'Authorization': `Bearer ${accessToken}` }\n      });\n"
        #expect(Linter().lint(legacyURL).map(\.ruleID) == ["json-code-literal", "legacy-endpoint"])
    }
}

/// A firebase-admin-dotnet message pasted as its C# object initializer (verdict-left10): one
/// invalid-json finding naming the SDK, as for the Go, Python and Java code.
@Suite struct VerdictLeft10CSharpMessageTests {
    /// prishagandhi90/SchoolAPI VHEmpAPI/Services/FirebaseService.cs and
    /// T-Phong/BackendPushWeb push/Controllers/FirebaseService.cs, as pasted.
    @Test(arguments: [
        "        var message = new Message()\n        {\n            Notification = new Notification()\n            {\n                Title = title,\n                Body = body\n            },\n            Token = token\n        };\n",
        "        var message = new Message()\n        {\n            Token = token,\n            Notification = new Notification()\n            {\n                Title = title,\n                Body = body\n            }\n        };\n",
    ])
    func initializerIsNamed(_ text: String) throws {
        let findings = Linter().lint(text)
        #expect(findings.map(\.ruleID) == ["invalid-json"])
        let finding = try #require(findings.first)
        #expect(finding.message.contains("new Message, firebase-admin-dotnet"))
        #expect(finding.fix?.contains("NewtonsoftJsonSerializer") == true)
    }

    /// Another class's initializer, and an anonymous object, are not named the SDK's.
    @Test func otherInitializersAreNotNamed() {
        for text in ["var m = new Message { Text = \"hi\" };\n", "var m = new { Token = t };\n"] {
            #expect(Linter().lint(text).allSatisfy { $0.ruleID == "invalid-json" && !$0.message.contains("firebase-admin") }, "\(text)")
        }
    }
}

/// A Houston `apn push` command inside a pasted shell function (verdict-left10, after
/// verdict-left8): the function is read as a script, and the command gets Houston's finding.
@Suite struct VerdictLeft10HoustonFunctionTests {
    /// A rich-push test script's send_push function (code index file id 23198631003), as pasted.
    @Test func houstonInAFunctionIsNamed() throws {
        let text = """
            function send_push()
            {
            \tlocal token=$1
            \tlocal alert=$2
            \tlocal url=$3

            \tapn push "${token}" -c CSG_Demo_APNS_Devel_Key.pem -P "{\\
            \t  \\"aps\\": {\\
                \t\\"alert\\": \\"${alert}\\",\\
            \t    \\"mutable-content\\": 1\\
            \t  },\\
            \t  \\"scgg-attachment\\": \\"${url}\\"\\
            \t}"
            }

            """
        let findings = Linter().lint(text)
        #expect(findings.map(\.ruleID) == ["invalid-json"])
        let finding = try #require(findings.first)
        #expect(finding.message.contains("Houston apn push command"))
    }

    /// A JavaScript function is no shell function: it keeps its own reading.
    @Test func javaScriptFunctionIsNotAScript() {
        let text = "function notify() {\n  console.log('sending');\n  const message = {token: t, notification: {title: 'Hi'}};\n}"
        #expect(Linter().lint(text).allSatisfy { !$0.message.contains("Houston") && !$0.message.contains("curl") })
    }
}

/// Braze's, Airship's and Pushwoosh's send endpoints, as their API references give them
/// (verdict-left10): a request posted there is that service's even when its body alone does not
/// show it.
@Suite struct VerdictLeft10VendorEndpointTests {
    /// Braze's documentation's test command (braze-inc/braze-docs, "Testing push via cURL", index
    /// file id 643520182), as pasted: its body shows Braze already; the URL agrees.
    @Test func brazeDocsCurlIsBraze() {
        let text = """
            curl -X POST -H "Content-Type: application/json" -H "Authorization: Bearer {BRAZE_API_KEY}" -d '{
              "external_user_ids":["EXTERNAL_USER_ID"],
              "messages": {
                "apple_push": {
                  "alert": "Test push",
                  "extra": {
                    "CUSTOM_KEY" :"CUSTOM_VALUE"
                  }
                }
              }
            }' https://rest.iad-01.braze.com/messages/send

            """
        #expect(Linter().lint(text).map(\.ruleID) == ["shape-other-push-service"])
    }

    /// Bodies that show no service (a Braze send whose messages are empty, a Pushwoosh request
    /// without notifications, an Airship push with a placeholder audience) posted to the
    /// endpoints: shape-other-push-service's warning naming the service, where they drew
    /// shape-not-a-payload's error ("they go to rest.iad-01.braze.com").
    @Test(arguments: [
        ("curl -X POST -d '{\"external_user_ids\": [\"u\"], \"campaign_id\": \"c\", \"messages\": {}}' https://rest.iad-01.braze.com/messages/send", "Braze"),
        ("curl -X POST -d '{\"broadcast\": true}' https://rest.fra-01.braze.eu/messages/schedule/create", "Braze"),
        ("curl -X POST -d '{\"request\": {\"application\": \"A\", \"auth\": \"B\"}}' https://cp.pushwoosh.com/json/1.3/createMessage", "Pushwoosh"),
        ("curl -X POST -d '{\"request\": {\"application\": \"A\", \"auth\": \"B\"}}' https://api.pushwoosh.com/json/1.3/createMessage", "Pushwoosh"),
        ("curl -X POST -d '{\"audience\": {\"named_user\": \"u\"}}' https://go.urbanairship.com/api/push", "Airship"),
    ])
    func endpointNamesTheService(_ text: String, _ service: String) throws {
        let findings = Linter().lint(text)
        #expect(findings.map(\.ruleID) == ["shape-other-push-service"], "\(text)")
        let finding = try #require(findings.first)
        #expect(finding.message.contains("\(service)'s push endpoint"), "\(finding.message)")
    }

    /// Another path on the same hosts (Braze's user tracking) is no push endpoint.
    @Test func otherPathsStayUnknown() {
        let text = "curl -X POST -d '{\"attributes\": [{\"external_id\": \"u\"}]}' https://rest.iad-01.braze.com/users/track"
        #expect(Linter().lint(text).map(\.ruleID) == ["shape-not-a-payload"])
    }
}
