import Foundation
import LintRules
import Testing

/// Leftovers of audit72 settled by verdict-left8: the legacy mapping hint for a `to` that is a Web
/// Push endpoint and for a `data` that is code.
@Suite struct VerdictLeft8LegacyHintTests {
    /// Kingdayo/aurora-academic-flow supabase/migrations/20250908220641_add_send_push_notification_function.sql
    /// (a pg_net sender, audit72's sql06): `to` holds the PWA's Web Push endpoint. The hint carried
    /// the URL into token, which routing-token-shape then rejected; HTTP v1 takes the token
    /// getToken() obtains from FCM's registration service, which the endpoint does not hold.
    @Test func webPushEndpointLeavesTheTargetToTheUser() throws {
        let json = #"{"to": "https://fcm.googleapis.com/fcm/send/dGVzdC1lbmRwb2ludC1pZA:APA91bExampleSubscriptionEndpoint", "notification": {"title": "Task due", "body": "Your task is due soon"}}"#
        let message = try IssueFifteenChecksTests.hintedMessage(json)
        let token = try #require(message["token"] as? String)
        #expect(token.hasPrefix("<") && !token.contains("https://"))
        let hint = try #require(IssueFifteenChecksTests.findings(json, "legacy-mapping-hint").first)
        #expect(hint.message.contains("Web Push subscription's endpoint"))
        #expect(hint.message.contains("getToken()"))
        #expect(hint.fix?.hasPrefix("fill in the target") == true)
    }

    /// An Apps Script sender (code index file id 12822772218, audit72's as21): `data: data || {}`.
    /// The hint wrote `"data": "${data || ()}"`, a string the code never holds (the reading's
    /// placeholder replaces the braces) where HTTP v1 takes an object; now data is named as left
    /// out, and the rest of the request stays.
    @Test func codeDataIsNamedNotWrittenAsAString() throws {
        let code = """
                const payload = {
                  to: token,
                  notification: {
                    title: title,
                    body: body,
                    icon: '/apple-touch-icon.jpg',
                    click_action: '/'
                  },
                  data: data || {}
                };
            """
        let message = try IssueFifteenChecksTests.hintedMessage(code)
        #expect(message["data"] == nil)
        #expect(message["token"] as? String == "${token}")
        let hint = try #require(IssueFifteenChecksTests.findings(code, "legacy-mapping-hint").first)
        #expect(!hint.message.contains("${data"))
        #expect(hint.message.contains("left out: data ("))
    }

    /// Data that is an object keeps its members; a notification the code fills in is named too,
    /// rather than dropped without a word.
    @Test func objectDataStaysAndCodeNotificationIsNamed() throws {
        let json = #"{"to": "tok", "notification": "${notification}", "data": {"id": "7"}}"#
        let message = try IssueFifteenChecksTests.hintedMessage(json)
        #expect((message["data"] as? [String: Any])?["id"] as? String == "7")
        let hint = try #require(IssueFifteenChecksTests.findings(json, "legacy-mapping-hint").first)
        #expect(hint.message.contains("left out: notification ("))
    }
}

extension RealWorldPayloadTests {
    /// Leftovers of audit73 settled by verdict-left8.
    static let verdictLeft8Cases: [RealWorldCase] = [
        // A store-admin app's Cloud Function functions/index.js sendNotification (code index file
        // id 4092745826, audit73's input 36), pasted whole: an if-block guard stands before the
        // message literal. Was invalid-json at `exports`; now the literal bound to the name passed
        // to send() is read, with the verdicts its literal alone drew (audit73's 36b).
        RealWorldCase(
            "verdict-left8 onCall handler with a guard block",
            """
            exports.sendNotification = functions.https.onCall(async (data, context) => {
              const token = data?.token;
              const topic = data?.topic;
              const notification = data?.notification;
              const payloadData = sanitizeData(data?.data);

              if (!token && !topic) {
                throw new functions.https.HttpsError('invalid-argument', 'Provide token or topic');
              }

              const message = {
                ...(token ? { token } : { topic }),
                notification: notification || undefined,
                data: payloadData,
                android: {
                  priority: 'high',
                  notification: notification ? {
                    channelId: 'admin_my_store_default',
                    clickAction: 'FLUTTER_NOTIFICATION_CLICK',
                  } : undefined,
                },
                apns: {
                  payload: {
                    aps: {
                      sound: 'default',
                      'content-available': 1,
                    },
                  },
                },
                webpush: {
                  notification: notification || undefined,
                  fcmOptions: { link: '/' },
                },
              };

              const id = await admin.messaging().send(message);
              return { id };
            });
            """,
            expected: [
                "json-code-literal (root)", "apns-content-available-with-alert /apns/payload/aps/content-available",
                "webpush-link-https /webpush/fcmOptions/link",
            ]),
    ]
}

/// Tester commands pasted whole (verdict-left8): Houston's `apn push`, which talks APNs' retired
/// binary protocol, says so instead of "apn is a bare word".
@Suite struct VerdictLeft8TesterCommandTests {
    /// Houston one-liners as tutorials and scripts show them: an awesome-list's (code index file id
    /// 1466547820), a setup guide's with -p (40404241279), PortSIP's VoIP guide over three lines
    /// (10973229642), a test script's -P payload with shell variables (23865703203).
    @Test(arguments: [
        #"$ apn push "<token>" -c /path/to/apple_push_notification.pem -m "Hello from the command line!""#,
        #"$ apn push "$token" -c appname.pem -m "testing testing" -p"#,
        "apn push \"<40cc4209 d0f3ac25 95a7e937 3282897b 211231ef ba66764c 6fd2befa b42076cb>\" \\\n         -c portgo2in1.pem \\\n         -m \"Testing VoIP notifications!\"",
        "apn push \"${token}\" -c \"$key\" -e \"$environ\" -P \"{\\\n\t  \\\"aps\\\": {\\\n    \t\\\"alert\\\": \\\"${alert}\\\",\\\n\t    \\\"mutable-content\\\": $mutable\\\n\t  },\\\n\t  \\\"scgg-attachment\\\": \\\"${url}\\\"\\\n\t}\"",
    ])
    func houstonSaysItDeliversNothing(_ text: String) throws {
        let findings = Linter().lint(text)
        #expect(findings.map(\.ruleID) == ["invalid-json"])
        let message = try #require(findings.first?.message)
        #expect(message.contains("Houston") && message.contains("March 31, 2021"))
    }

    /// A `-P` payload in single quotes is named as the payload to send elsewhere, not linted; an
    /// `apn` command that is no push stays a text that is not JSON.
    @Test func houstonPayloadIsNotLintedAndOtherCommandsAreNotRead() throws {
        let payload = Linter().lint(#"apn push "<token>" -c cert.pem -P '{"aps": {"alert": "Hi", "badge": "1"}}'"#)
        #expect(payload.map(\.ruleID) == ["invalid-json"])
        #expect(payload.first?.message.contains("its -P payload") == true)
        let feedback = Linter().lint("apn feedback -c cert.pem")
        #expect(feedback.first?.message.contains("Houston") == false)
    }
}

/// Go firebase-admin messages pasted as the Go literal that builds them (verdict-left8): one
/// invalid-json finding that names firebase-admin-go and how to get the JSON it sends.
@Suite struct VerdictLeft8GoLiteralTests {
    /// A Go SendPushNotification (code index file id 56578969751) and a data message after the
    /// Firebase docs' Go sample (17881523681), as pasted with their indentation.
    @Test(arguments: [
        "\tmessage := &messaging.Message{\n\t\tNotification: &messaging.Notification{\n\t\t\tTitle: title,\n\t\t\tBody:  body,\n\t\t},\n\t\tToken: token,\n\t}\n",
        "\tmessage := &messaging.Message{\n\t\tData: map[string]string{\n\t\t\t\"score\": \"850\",\n\t\t\t\"time\":  \"2:45\",\n\t\t},\n\t\tToken: registrationToken,\n\t}\n",
    ])
    func goLiteralIsNamed(_ text: String) throws {
        let findings = Linter().lint(text)
        #expect(findings.map(\.ruleID) == ["invalid-json"])
        let finding = try #require(findings.first)
        #expect(finding.message.contains("messaging.Message, firebase-admin-go"))
        #expect(finding.fix?.contains("json.Marshal") == true)
    }

    /// Another package's struct, or Go without a messaging type, keeps the syntax diagnosis.
    @Test func otherGoIsNotNamed() {
        for text in ["msg := &fcm.Message{To: token}", "payload := map[string]string{\"a\": \"1\"}"] {
            let findings = Linter().lint(text)
            #expect(findings.allSatisfy { $0.ruleID == "invalid-json" && !$0.message.contains("firebase-admin-go") }, "\(text)")
        }
    }
}
