import LintRules
import Testing

/// Messages pasted as the Python or Java/Kotlin Admin SDK code that builds them (verdict-left9,
/// after audit75): one invalid-json finding that names the SDK and how to get the JSON it sends,
/// as for the Go literal, not "message is a bare word".
@Suite struct VerdictLeft9AdminSDKCodeTests {
    /// whrksp126/VocaAndGo_Back app/routes/fcm.py @048daac4 (a Celery beat worker's sender) and
    /// Imran2205/ulkasemi_logistics lunch_booking/notification_sender.py, as pasted.
    @Test(arguments: [
        "    message = messaging.Message(\n        notification=messaging.Notification(\n            title='Hello',\n            body=message_body,\n        ),\n        token=token,\n    )\n",
        "message = messaging.Message(\n    data={\n        'title': 'Have you booked your lunch for tomorrow?',\n        'text': '',\n        'url': 'https://www.ulka.autos/lunch-booking'\n    },\n    topic='all'\n)\n",
    ])
    func pythonConstructorIsNamed(_ text: String) throws {
        let findings = Linter().lint(text)
        #expect(findings.map(\.ruleID) == ["invalid-json"])
        let finding = try #require(findings.first)
        #expect(finding.message.contains("messaging.Message, firebase-admin-python"))
        #expect(finding.fix?.contains("encode_message") == true)
    }

    /// A Java FcmPushSender (code index file id 31236089357) and a Kotlin Spring test (file id
    /// 1784530903), as pasted.
    @Test(arguments: [
        "        Message message = Message.builder()\n                .setToken(fcmSendRequest.token())\n                .setNotification(Notification.builder()\n                        .setTitle(TEST_TITLE)\n                        .setBody(fcmSendRequest.notificationType().name())\n                        .build())\n                .putData(\"type\", fcmSendRequest.notificationType().name())\n                .build();\n",
        "        val message = Message.builder()\n            .setNotification(\n                Notification.builder()\n                    .setTitle(\"테스트 알림\")\n                    .setBody(\"테스트 메시지가 도착했습니다.\")\n                    .build()\n            )\n            .setToken(actualToken)\n            .build()\n",
    ])
    func javaBuilderIsNamed(_ text: String) throws {
        let findings = Linter().lint(text)
        #expect(findings.map(\.ruleID) == ["invalid-json"])
        let finding = try #require(findings.first)
        #expect(finding.message.contains("Message.builder, firebase-admin-java"))
        #expect(finding.fix?.contains("@Key") == true)
    }

    /// A Lombok builder of a chat app's own Message (code index file id 294794327), a Python call
    /// of another module and a Go literal after a call keep the syntax diagnosis or the Go reading.
    @Test func otherCodeIsNotNamedAnAdminSDK() {
        let lombok = "        Message message = Message.builder()\n                .room(room)\n                .content(content)\n                .build();\n"
        for text in [lombok, "message = Message(title='Hi', body=body)", "msg = fcm.Message(to=token)"] {
            let findings = Linter().lint(text)
            #expect(findings.allSatisfy { $0.ruleID == "invalid-json" && !$0.message.contains("firebase-admin") }, "\(text)")
        }
        let go = "\tttl := time.Duration(3600) * time.Second\n\tmessage := &messaging.Message{\n\t\tToken: token,\n\t}\n"
        #expect(Linter().lint(go).first?.message.contains("firebase-admin-go") == true)
    }
}

/// A fetch call to FCM's legacy endpoint (verdict-left9, after audit74): its URL is read as a curl
/// command's is, so an HTTP v1 message posted there gets legacy-endpoint, and a legacy body keeps
/// the legacy rules' findings alone.
@Suite struct VerdictLeft9FetchLegacyEndpointTests {
    /// anudit/omnidapp notif.js @7c7bde2997e60322f8bb89d57f1f107ae3598a29 (audit74 #15), as pasted:
    /// a legacy body, whose findings (the legacy rules', no legacy-endpoint) audit74's real-world
    /// case holds.
    static let omnidapp = """
        await fetch('https://fcm.googleapis.com/fcm/send', {
            method: 'POST',
            headers: {
                'Content-Type': 'application/json',
                Authorization: `key=<FCM-SERVER-KEY>`,
            },
            body: JSON.stringify({
                to: '<NATIVE-DEVICE-PUSH-TOKEN>',
                priority: 'normal',
                data: {
                    experienceId: '@anuditnagar/omnid-app',
                    scopeKey: '@anuditnagar/omnid-app',
                    title: "📧 You've got mail",
                    message: 'Hello world! 🌐',
                },
            }),
        });
        """

    /// The same call with its body migrated to HTTP v1 and its URL not: legacy-endpoint on the URL.
    @Test func v1BodyToTheLegacyURLIsReported() throws {
        let migrated = Self.omnidapp.replacingOccurrences(
            of: "to: '<NATIVE-DEVICE-PUSH-TOKEN>',\n        priority: 'normal',\n        data: {",
            with: "message: {token: '<NATIVE-DEVICE-PUSH-TOKEN>', data: {"
        ).replacingOccurrences(of: "        },\n    }),", with: "        }},\n    }),")
        let findings = Linter().lint(migrated)
        let finding = try #require(findings.first { $0.ruleID == "legacy-endpoint" }, "\(findings.map(\.ruleID))")
        #expect(finding.message.hasPrefix("https://fcm.googleapis.com/fcm/send is the legacy FCM endpoint"))
        #expect(finding.start.line == 1 && finding.start.column == 14)
        // The URL in a name, or the v1 URL: no finding.
        for text in [
            migrated.replacingOccurrences(of: "'https://fcm.googleapis.com/fcm/send'", with: "FCM_URL"),
            migrated.replacingOccurrences(of: "fcm/send", with: "v1/projects/p/messages:send"),
        ] {
            #expect(!Linter().lint(text).contains { $0.ruleID == "legacy-endpoint" }, "\(text)")
        }
    }
}
