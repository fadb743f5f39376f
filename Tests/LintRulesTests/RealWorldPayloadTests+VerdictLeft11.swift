import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Verdicts left open by earlier audits (verdict-left11): a Python dict with `#` comments, a
    /// Knock workflow trigger, Novu's overrides.fcm alone, a PowerShell ConvertTo-Json truncation.
    static let verdictLeft11Cases: [RealWorldCase] = [
        // ubclaunchpad/healthcipes backend/notif-trial.py (the same body in Tomaslapes/PetDoorDetect
        // pushNotifications.py), the requests body as pasted: a Python dict whose commented-out
        // data line drew invalid-json's "body is a bare word"; now read as the dict it is.
        RealWorldCase(
            "verdict-left11 healthcipes python body with a # comment",
            """
            body = {
                      'notification': {'title': 'Sending push form python script',
                                        'body': 'New Message'
                                        },
                      'to':
                          deviceToken,
                      'priority': 'high',
                    #   'data': dataPayLoad,
                    }
            """,
            expected: [
                "json-code-literal (root)", "legacy-mapping-hint (root)", "legacy-top-level-keys /to", "shape-detected /to",
                "legacy-top-level-keys /priority",
            ]),
        // Knock's API reference, "Trigger workflow", curl example (code index file id 20227412327):
        // the request went to api.knock.app and was shape-not-a-payload's error.
        RealWorldCase(
            "verdict-left11 knock trigger curl",
            """
            curl -X POST https://api.knock.app/v1/workflows/new-comment/trigger \\
              -H "Content-Type: application/json" \\
              -H "Authorization: Bearer sk_test_12345" \\
              -H "Idempotency-Key: 123" \\
              -d '{
                    "recipients": ["1", "2"],
                    "data": {
                      "project_name": "My Project"
                    },
                    "actor": "3",
                    "cancellation_key": "cancel_123",
                    "tenant": "jurassic_world_employees"
                  }'
            """,
            expected: ["shape-other-push-service /recipients"]),
        // The same trigger's body alone: a missing-target and four unknown-field errors before.
        RealWorldCase(
            "verdict-left11 knock trigger body",
            #"""
            {"recipients": ["1", "2"], "data": {"project_name": "My Project"}, "actor": "3", "cancellation_key": "cancel_123", "tenant": "jurassic_world_employees"}
            """#,
            expected: ["shape-other-push-service /recipients"]),
        // An HR app's Knock test script (code index file id 57561254894), the axios call as
        // pasted: invalid-json's "const is a bare word" before.
        RealWorldCase(
            "verdict-left11 knock axios trigger",
            """
                const res = await axios.post('https://api.knock.app/v1/workflows/in-app-feed/trigger', {
                  recipients: ['19dc880e-e377-408b-bf3a-29c1463c65e9'], // Test employee ID
                  data: {
                    title: 'Lunch Time!',
                    message: `Hey Test I think you tired get lunch from 1:30 pm to 2:30 pm and come fast with full of energy to complete today task`,
                    urlData: {}
                  }
                }, {
                  headers: {
                    'Authorization': `Bearer ${secretKey}`,
                    'Content-Type': 'application/json'
                  }
                });
            """,
            expected: ["shape-other-push-service (root)"]),
        // Novu's FCM provider docs' override (novuhq/docs channels-and-providers/push/fcm.mdx),
        // overrides.fcm pasted without the trigger around it: named a Pusher Beams request before.
        RealWorldCase(
            "verdict-left11 novu overrides fcm alone",
            #"""
            {"fcm": {"webPush": {"fcm_options": {"link": "/foo"}}}}
            """#,
            expected: ["shape-other-push-service /fcm/webPush"]),
        // A message built as PowerShell hashtables and sent with ConvertTo-Json's default depth
        // (2): its android.notification and apns.payload became "System.Collections.Hashtable"
        // (PowerShell's own Json.Tests.ps1 shows the form); the finding now names -Depth.
        RealWorldCase(
            "verdict-left11 powershell convertto-json depth 2",
            #"""
            {
                "message":  {
                                "token":  "fcm-token",
                                "notification":  {
                                                     "title":  "Hello",
                                                     "body":  "World"
                                                 },
                                "android":  {
                                                "priority":  "high",
                                                "notification":  "System.Collections.Hashtable"
                                            },
                                "apns":  {
                                             "payload":  "System.Collections.Hashtable"
                                         }
                            }
            }
            """#,
            expected: ["shape-type-mismatch /message/android/notification", "shape-type-mismatch /message/apns/payload"]),
    ]
}

/// A Python dict pasted from a sender (verdict-left11): `#` comments are skipped, and the finding
/// names a Python dict and json.dumps.
@Suite struct VerdictLeft11PythonDictTests {
    @Test func hashCommentedDictIsAPythonDict() throws {
        let text = "    payload = {\n        \"message\": {\n            \"token\": token,  # device token\n            \"notification\": {\n                \"title\": title,\n                \"body\": body,\n            },\n            # \"data\": data,\n        }\n    }\n"
        let findings = Linter().lint(text)
        #expect(findings.map(\.ruleID) == ["json-code-literal"])
        let finding = try #require(findings.first)
        #expect(finding.message.contains("a Python dict"))
        #expect(finding.fix?.contains("json.dumps") == true)
    }

    /// Python's True is a value the reading leaves unknown; it names the dict Python's too.
    @Test func pythonConstantNamesThePythonDict() throws {
        let findings = Linter().lint("payload = {'message': {'topic': 'news', 'android': {'direct_boot_ok': True}}}")
        let finding = try #require(findings.first { $0.ruleID == "json-code-literal" })
        #expect(finding.message.contains("a Python dict"))
    }

    /// A `#` comment beside `key:` members is a Ruby hash's (Python writes no such key).
    @Test func hashCommentWithUnquotedKeysIsRuby() throws {
        let findings = Linter().lint("options = { priority: 'high', # send now\n  notification: {title: 'a'}, to: token }")
        let finding = try #require(findings.first { $0.ruleID == "json-code-literal" })
        #expect(finding.message.contains("a Ruby hash"))
    }

    /// A JSON file with a `#` comment is no code: the syntax diagnosis keeps it.
    @Test func jsonWithHashCommentStaysInvalid() {
        let findings = Linter().lint("{\"message\": {\"topic\": \"news\"} # note\n}")
        #expect(findings.map(\.ruleID).contains("invalid-json"))
        #expect(!findings.map(\.ruleID).contains("json-code-literal"))
    }
}

/// A Python HTTP client's post whose json= argument (or data=json.dumps( argument) is the dict
/// (verdict-left11): read as the Python dict it is, unless its URL goes to another place.
@Suite struct VerdictLeft11PythonPostTests {
    @Test(arguments: [
        "response = requests.post(url, json={\n    'message': {'token': token,  # device\n    'notification': {'title': 'a', 'body': 'b'}}\n}, headers=headers)\n",
        "resp = await client.post(FCM_URL, headers=headers, json={'message': {'topic': 'news', 'notification': {'title': 'a'}}})",
        "r = requests.post(FCM_URL, headers=headers, data=json.dumps({\n    'message': {'topic': 'news', 'notification': {'title': 'a'}}\n}))\n",
    ])
    func postedDictIsRead(_ text: String) throws {
        let findings = Linter().lint(text)
        #expect(findings.map(\.ruleID) == ["json-code-literal"], "\(text)")
        #expect(try #require(findings.first).message.contains("a Python dict"))
    }

    /// The legacy body posted to fcm/send, as Python senders of the legacy API wrote it.
    @Test func postedLegacyBodyGetsTheLegacyRules() {
        let text = "r = requests.post('https://fcm.googleapis.com/fcm/send', headers=headers, json={\n    'to': token,\n    'notification': {'title': 'a', 'body': 'b'},\n    'priority': 'high'\n})\n"
        #expect(Linter().lint(text).map(\.ruleID) == [
            "json-code-literal", "legacy-mapping-hint", "legacy-top-level-keys", "shape-detected", "legacy-top-level-keys",
        ])
    }

    /// A post to another place is that place's body: not read.
    @Test func postToAnotherPlaceIsNotRead() {
        let text = "requests.post('https://api.telegram.org/bot/sendMessage', json={'chat_id': 1, 'text': 'hi'})"
        #expect(Linter().lint(text).map(\.ruleID) == ["invalid-json"])
    }
}

/// An object or array a fallback follows (`{ ...payload, title } || {}`) is a value the code
/// computes: unknown content, no false error (verdict-left11).
@Suite struct VerdictLeft11FallbackValueTests {
    @Test(arguments: [
        "const message = {\n  token,\n  notification: {...payload, title} || {},\n  data: {...(data || {})},\n};\n",
        "const message = { token: 'x', notification: {title: 'a', body: 'b'}, data: {...data} ?? {} };",
        "const message = { token: 'x', notification: {title: 'a'}, data: {a: 1} || {} };",
    ])
    func fallbackIsUnknownContent(_ text: String) {
        #expect(Linter().lint(text).map(\.ruleID) == ["json-code-literal"])
    }

    /// An object followed by anything else (a missing comma) still does not read as code.
    @Test func objectFollowedByAKeyIsNotRead() {
        let findings = Linter().lint("const message = { token: 'x', notification: {title: 'a', body: 'b'} 'data': {} };")
        #expect(findings.map(\.ruleID) == ["invalid-json"])
    }
}

/// A fetch or axios call whose body is code, posted to a host that is neither FCM's nor APNs'
/// (verdict-left11): another push service's request, or no push payload, as a curl command to
/// that URL is; not invalid-json.
@Suite struct VerdictLeft11RequestCallTests {
    /// A Supabase edge function's Expo send (code index file id 52461508088), the call as pasted.
    static let expo = """
              const expoPushRes = await fetch('https://exp.host/--/api/v2/push/send', {
                method: 'POST',
                headers: {
                  'Accept': 'application/json',
                  'Accept-Encoding': 'gzip, deflate',
                  'Content-Type': 'application/json',
                },
                body: JSON.stringify(message),
              });
        """

    @Test func expoFetchWithABodyNameIsExpos() throws {
        let findings = Linter().lint(Self.expo)
        #expect(findings.map(\.ruleID) == ["shape-other-push-service"])
        #expect(try #require(findings.first).message.contains("Expo"))
    }

    @Test func axiosPostOfANameToKnockIsKnocks() throws {
        let findings = Linter().lint("await axios.post('https://api.knock.app/v1/workflows/new-comment/trigger', body, { headers });")
        #expect(findings.map(\.ruleID) == ["shape-other-push-service"])
        #expect(try #require(findings.first).message.contains("Knock"))
    }

    /// A Discord sender (code index file id 71584681088), as pasted: a request to another place.
    @Test func fetchToAnotherPlaceIsNoPayload() throws {
        let text = "  const response = await fetch(\n    `https://discord.com/api/v10/channels/${DISCORD_CHANNEL_ID}/messages`,\n    {\n      method: 'POST',\n      headers: {\n        'Authorization': `Bot ${DISCORD_BOT_TOKEN}`,\n        'Content-Type': 'application/json',\n      },\n      body: JSON.stringify(message),\n      signal: AbortSignal.timeout(10000),\n    }\n  );\n"
        let findings = Linter().lint(text)
        #expect(findings.map(\.ruleID) == ["shape-not-a-payload"])
        #expect(try #require(findings.first).message.contains("discord.com"))
    }

    /// A call to FCM, or to a URL held in a name, says nothing the syntax diagnosis does not.
    @Test func fetchToFCMOrANamedURLIsNotRead() {
        for text in [
            "await fetch('https://fcm.googleapis.com/fcm/send', { method: 'POST', body: JSON.stringify(payload) });",
            "await fetch(URL, { method: 'POST', body: JSON.stringify(payload) });",
        ] {
            #expect(Linter().lint(text).map(\.ruleID) == ["invalid-json"], "\(text)")
        }
    }
}

/// A literal handed to firebase-admin's send is the SDK's Message (verdict-left11): a null data
/// there is rejected by firebase-admin-node ("data must be a non-null object"), while in an HTTP
/// v1 body FCM reads null as an absent field.
@Suite struct VerdictLeft11NullDataTests {
    @Test func nullDataHandedToSendIsRejected() {
        let findings = Linter().lint("await admin.messaging().send({ token, notification: { title: 'x' }, data: null });")
        #expect(findings.map(\.ruleID) == ["json-code-literal", "shape-type-mismatch"])
    }

    @Test func nullDataInAnHTTPv1BodyIsAbsent() {
        #expect(Linter().lint(#"{"message": {"token": "abc", "notification": {"title": "t", "body": "b"}, "data": null}}"#).isEmpty)
        let body = "const body = { message: { token, notification: { title: 'x' }, data: null } };"
        #expect(Linter().lint(body).map(\.ruleID) == ["json-code-literal"])
    }
}

/// A firebase-admin-java notification pasted alone (verdict-left11): the finding says it is one
/// part of a message.
@Suite struct VerdictLeft11JavaNotificationTests {
    /// atishaya11/smart-dustbin-server FcmNotificationUtil.java's notification, alone.
    @Test func notificationConstructorIsNamed() throws {
        let findings = Linter().lint("Notification notification = new Notification(title, body);\n")
        #expect(findings.map(\.ruleID) == ["invalid-json"])
        let finding = try #require(findings.first)
        #expect(finding.message.contains("new Notification(…), firebase-admin-java"))
        #expect(finding.message.contains("one part of a message"))
    }

    @Test func notificationBuilderIsOnePart() throws {
        let findings = Linter().lint("Notification notification = Notification.builder()\n        .setTitle(title)\n        .setBody(body)\n        .build();\n")
        let finding = try #require(findings.first)
        #expect(finding.message.contains("one part of a message"))
    }

    /// Android's own Notification.Builder is no firebase-admin code.
    @Test func androidNotificationBuilderIsNotNamed() throws {
        let findings = Linter().lint("Notification.Builder notification = new Notification.Builder(this)\n  .setContentTitle(title);\n")
        #expect(!(try #require(findings.first).message.contains("firebase-admin")))
    }
}

/// legacy-mapping-hint names every copied field HTTP v1 rejects (verdict-left11): the android
/// block a legacy body carries is copied as written.
@Suite struct VerdictLeft11MappingHintTests {
    @Test func copiedTTLNumberAndAdminPriorityAreNamed() throws {
        let text = #"{"to": "fcm-token", "notification": {"title": "Hi"}, "android": {"priority": "high", "ttl": 3600, "notification": {"channel_id": "orders", "priority": "max"}}}"#
        let hint = try #require(Linter().lint(text).first { $0.ruleID == "legacy-mapping-hint" })
        #expect(hint.message.hasSuffix("; copied as written, but HTTP v1 rejects: android.ttl, android.notification.priority"))
    }

    /// A camelCase proto name (channelId) is one protobuf JSON accepts, and time_to_live sets the
    /// request's android.ttl: nothing to name.
    @Test func acceptedCopiesAreNotNamed() throws {
        let text = #"{"to": "fcm-token", "time_to_live": 60, "notification": {"title": "Hi"}, "android": {"ttl": 3600, "notification": {"channelId": "orders"}}}"#
        let hint = try #require(Linter().lint(text).first { $0.ruleID == "legacy-mapping-hint" })
        #expect(!hint.message.contains("copied as written"))
    }
}

/// Novu's overrides.fcm written as code, alone (verdict-left11): Novu's, not Pusher Beams'.
@Suite struct VerdictLeft11NovuOverridesTests {
    @Test func overridesLiteralIsNovus() throws {
        let text = "overrides: {\n  fcm: {\n    android: { priority: 'high', notification: { channelId: 'orders' } },\n  },\n},\n"
        let findings = Linter().lint(text)
        #expect(findings.map(\.ruleID) == ["json-code-literal", "shape-other-push-service"])
        #expect(try #require(findings.last).message.contains("Novu"))
    }

    /// Beams' own fcm payload (its notification and data, legacy form) stays Beams'.
    @Test func beamsPayloadStaysBeams() throws {
        let findings = Linter().lint(#"{"fcm": {"notification": {"title": "Hi", "body": "Hello"}}}"#)
        #expect(try #require(findings.first).message.contains("Pusher Beams"))
    }
}

/// The options of firebase-admin's removed sendToDevice, which the SDK renamed to the legacy keys
/// (firebase-admin-node CAMELCASE_OPTIONS_KEYS_MAP), are carried over by the mapping hint; beside a
/// legacy target the legacy API ignored them (verdict-left11, after audit78's collapseKey).
@Suite struct VerdictLeft11AdminOptionsHintTests {
    /// The options object as Firebase's sendToDevice samples bind it.
    @Test func sendToDeviceOptionsAreCarriedOver() throws {
        let text = "const options = { collapseKey: 'chat', timeToLive: 3600, priority: 'high' };\nadmin.messaging().sendToDevice(token, payload, options);\n"
        let hint = try #require(Linter().lint(text).first { $0.ruleID == "legacy-mapping-hint" })
        #expect(hint.message.contains(#""collapse_key": "chat""#))
        #expect(hint.message.contains(#""ttl": "3600s""#))
        #expect(!hint.message.contains("left out: collapseKey"))
    }

    /// A PHP body posted to fcm/send (audit78's QDOCS Smart School): the legacy API ignored
    /// collapseKey, so the hint leaves it out and says so.
    @Test func besideATargetTheyAreLeftOut() throws {
        let text = #"{"to": "fH3exampleParentToken:APA91bG", "collapseKey": "homework", "data": {"title": "Homework"}}"#
        let hint = try #require(Linter().lint(text).first { $0.ruleID == "legacy-mapping-hint" })
        #expect(hint.message.contains("left out: collapseKey (not a legacy FCM field: the legacy API ignored it)"))
        #expect(!hint.message.contains("collapse_key"))
    }
}
