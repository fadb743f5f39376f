@testable import LintRules
import SizeModel
import Testing

/// A pasted HTTP request (`HTTPRequestText`), as Firebase's Cloud Messaging pages print their REST
/// examples and `.http` files hold them: the body after the request line and headers is linted
/// where it stands; a text that is not a request keeps the syntax diagnosis.
@Suite struct HTTPRequestTextTests {
    /// The form of the REST tab on firebase.google.com/docs/cloud-messaging (send-message,
    /// concept-options, customize-messages): request line, a blank line, headers, the body. Here
    /// with the target misspelled.
    static let firebaseRESTTab = """
        POST https://fcm.googleapis.com/v1/projects/myproject-b5ae1/messages:send HTTP/1.1

        Content-Type: application/json
        Authorization: Bearer ya29.ElqKBGN2Ri_Uz...HnS_uNreA

        {
          "message":{
            "tokn":"bk3RNwTe3H0:CI2k_HHwgIpoDKCIZvvDMExUdFQ3P1...",
            "notification":{
              "title":"Portugal vs. Denmark",
              "body":"great match!"
            }
          }
        }
        """

    @Test func theBodyIsLintedInPlace() throws {
        let findings = Linter().lint(Self.firebaseRESTTab)
        let unknown = try #require(findings.first { $0.ruleID == "shape-unknown-field" })
        #expect(unknown.pointer.description == "/message/tokn")
        #expect(unknown.start.line == 8)
        #expect(unknown.start.column == 5)
        #expect(!findings.contains { $0.ruleID == "invalid-json" })
        // Written right, it is clean.
        #expect(Linter().lint(Self.firebaseRESTTab.replacingOccurrences(of: "\"tokn\"", with: "\"token\"")).isEmpty)
    }

    @Test func aURLAloneAndACarriageReturnAreRead() {
        let request = "https://fcm.googleapis.com/v1/projects/p/messages:send\r\nContent-Type:application/json\r\n\r\n{\"message\": {\"topic\": \"news\", \"notification\": {\"title\": \"Hi\"}}}\r\n"
        #expect(Linter().lint(request).isEmpty)
        let relative = "POST /fcm/send HTTP/1.1\nHost: fcm.googleapis.com\n\n{\"to\": \"abc\", \"data\": {\"k\": \"v\"}}\n"
        #expect(Linter().lint(relative).contains { $0.ruleID == "legacy-top-level-keys" })
        #expect(!Linter().lint(relative).contains { $0.ruleID == "invalid-json" })
    }

    @Test func otherTextKeepsTheSyntaxDiagnosis() throws {
        let texts = [
            "let x = 1\n{\"message\": {}}\n",
            "GET https://fcm.googleapis.com/v1/projects/p/messages HTTP/1.1\n\n{\"message\": {}}\n",
            "POST https://fcm.googleapis.com/v1/projects/p/messages:send\nsend this:\n{\"message\": {}}\n",
            "POST https://fcm.googleapis.com/v1/projects/p/messages:send\nContent-Type: application/json\n",
            "# Sending a push\n\nPaste this in Postman:\n{\"message\": {}}\n",
            "@token = abc\n### only a form\nPOST https://oauth2.googleapis.com/token\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=x\n",
        ]
        for text in texts {
            #expect(HTTPRequestText.bodies(in: Array(text.utf8), range: 0..<text.utf8.count) == nil, "\(text)")
            #expect(Linter().lint(text).first?.ruleID == "invalid-json", "\(text)")
        }
    }

    @Test func aBrokenBodyIsDiagnosedWhereItBreaks() throws {
        let request = "POST https://fcm.googleapis.com/v1/projects/p/messages:send HTTP/1.1\n\n{\"message\": {\"topic\": \"news\" \"data\": {}}}\n"
        let finding = try #require(Linter().lint(request).first)
        #expect(finding.ruleID == "invalid-json")
        #expect(finding.start.line == 3)
        #expect(finding.start.column == 30)
    }

    @Test func sizeMeasuresTheBody() {
        let text = Self.firebaseRESTTab.replacingOccurrences(of: "\"tokn\"", with: "\"token\"")
        let report = SizeFileReport(path: "pasted", bytes: Array(text.utf8), configuration: LintConfiguration())
        #expect(report.invalid == nil)
        #expect(report.messages.count == 1)
    }

    /// A `.http` file of several requests, as cozy-stack's docs/notifications.md gives its
    /// REST Client samples (https://github.com/cozy/cozy-stack, variables first): each JSON
    /// body is linted where it stands; the OAuth token request's form body and the JetBrains
    /// response handler are passed over.
    static let restClientFile = """
        @firebaseProjectId = <Firebase project id>
        @firebaseOauthToken = <OAuth token>
        @fmcToken = <FCM token>

        ### Get a token (a form, not a message)
        POST https://oauth2.googleapis.com/token
        Content-Type: application/x-www-form-urlencoded

        grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer&assertion={{jwt}}

        ### Notification that opens the new contact page
        POST https://fcm.googleapis.com/v1/projects/{{firebaseProjectId}}/messages:send
        Authorization: Bearer {{firebaseOauthToken}}
        Content-Type: application/json

        {
          "message": {
            "token": "{{fmcToken}}",
            "notification": {"title": "Titre", "body": "Description"},
            "data": {"redirectLink": "contacts/#/new"}
          }
        }

        > {% client.test("sent", function() { client.assert(response.status === 200); }); %}

        ### A data message
        // the count is a number here
        POST {{host}}/v1/projects/{{firebaseProjectId}}/messages:send
        Authorization: Bearer {{firebaseOauthToken}}

        {"message": {"token": "{{fmcToken}}", "data": {"count": 3}}}
        """

    @Test func everyRequestOfAnHTTPFileIsLinted() throws {
        let bytes = Array(Self.restClientFile.utf8)
        let bodies = try #require(HTTPRequestText.bodies(in: bytes, range: 0..<bytes.count))
        #expect(bodies.count == 2)
        #expect(bodies.map { bytes[$0.lowerBound] } == [UInt8(ascii: "{"), UInt8(ascii: "{")])
        let findings = Linter().lint(Self.restClientFile)
        #expect(!findings.contains { $0.ruleID == "invalid-json" })
        let count = try #require(findings.first { $0.ruleID == "data-value-not-string" })
        #expect(count.pointer.description == "/message/data/count")
        #expect(count.start.line == 31)
        #expect(count.start.column == 57)
        // The notification has no error (its token placeholder is size advice only).
        #expect(findings.filter { $0.severity == .error }.map(\.start.line) == [31])
        let report = SizeFileReport(path: "requests.http", bytes: bytes, configuration: LintConfiguration())
        #expect(report.invalid == nil)
        #expect(report.messages.count == 2)
    }

    @Test func aBrokenBodyDoesNotHideTheOthers() throws {
        let text = "### one\nPOST /v1/projects/p/messages:send\n\n{\"message\": {\"topic\": \"a\" \"data\": {}}}\n### two\nPOST /v1/projects/p/messages:send\n\n{\"message\": {\"topic\": \"b\", \"data\": {\"n\": 1}}}\n"
        let findings = Linter().lint(text)
        #expect(findings.contains { $0.ruleID == "invalid-json" && $0.start.line == 4 })
        #expect(findings.contains { $0.ruleID == "data-value-not-string" && $0.start.line == 8 })
        let report = SizeFileReport(path: "requests.http", bytes: Array(text.utf8), configuration: LintConfiguration())
        #expect(report.invalid?.position.line == 4)
        #expect(report.messages.count == 1)
    }

    /// A file of requests to other Google APIs only, with `GET`s among them (an920107/electron-blog
    /// firebase.http, https://github.com/an920107/electron-blog/blob/562b001bab555012fe83b7175b188c8c4c04f70a/firebase.http,
    /// trimmed): it was "expected a value, found '@'" (the `GET` ended the reading); it is one
    /// shape-not-a-payload finding naming where the requests go, not a finding per body.
    static let otherGoogleAPIs = """
        @API_KEY = AIzaSyA785cGchBMjkiiQ2wfoVo0J7XA_3Ms-NQ
        @PROJECT_ID = electron-blog

        ### Get id token with email and password
        # @name login

        POST https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key={{API_KEY}}
        Content-Type: application/json

        {
            "email": "an920107@gmail.com",
            "password": "5120989An",
            "returnSecureToken": true,
        }

        ### List or get firestore document
        GET https://firestore.googleapis.com/v1/projects/{{PROJECT_ID}}/databases/(default)/documents/user/CiUdiyUD6QZ6FQnqCg3861sLc1y1
        Content-Type: application/json
        Authorization: Bearer {{TOKEN}}

        ### Commit document to firestore
        POST https://firestore.googleapis.com/v1/projects/{{PROJECT_ID}}/databases/(default)/documents:commit
        Content-Type: application/json

        {"writes": [{"update": {"name": "projects/electron-blog/databases/(default)/documents/article/test"}}]}
        """

    @Test func requestsToOtherServicesAreOneNotAPayloadFinding() throws {
        let findings = Linter().lint(Self.otherGoogleAPIs)
        #expect(findings.map(\.ruleID) == ["shape-not-a-payload"])
        let finding = try #require(findings.first)
        #expect(finding.start.line == 7)
        #expect(finding.message.contains("identitytoolkit.googleapis.com, firestore.googleapis.com"))
        // Its own backend, as Shardiaz/notification-service push.http posts to it: the same.
        let ownAPI = "### system warning\nPOST https://localhost:5001/api/notification HTTP/1.1\ncontent-type: application/json\n\n{\n    \"message\": \"Wartung\",\n    \"type\":\"warning\"\n}\n\n### system info\nPOST https://localhost:5001/api/notification HTTP/1.1\n\n{\"message\": \"Helpcenter\", \"type\": \"info\"}\n"
        let own = Linter().lint(ownAPI)
        #expect(own.map(\.ruleID) == ["shape-not-a-payload"])
        #expect(own.first?.message.contains("localhost:5001") == true)
        let report = SizeFileReport(path: "push.http", bytes: Array(ownAPI.utf8), configuration: LintConfiguration())
        #expect(report.invalid == nil)
        #expect(report.messages.isEmpty)
    }

    /// An HTTP v1 request body posted to another host goes to the app's own relay, which forwards
    /// it to FCM as written (`RequestDestination.wrapsMessage`): linted, in a request and in a
    /// curl command; a `"message"` that holds a string (the app's own API) is not such a body.
    @Test func aMessagePostedToARelayIsLinted() throws {
        let request = "POST http://localhost:5001/myapp/us-central1/sendPush HTTP/1.1\nContent-Type: application/json\n\n{\"message\": {\"topic\": \"news\", \"notification\": {\"title\": \"Hi\", \"image\": \"http://cdn.example.com/a.png\"}}}\n"
        let findings = Linter().lint(request)
        #expect(!findings.contains { $0.ruleID == "shape-not-a-payload" })
        let insecure = try #require(findings.first { $0.ruleID == "media-url-not-https" })
        #expect(insecure.start.line == 4)
        let curl = "curl -X POST https://api.example.com/push -H 'Content-Type: application/json' -d '{ \"message\" : { \"token\": \"abc\", \"data\": {\"n\": 1}}}'\n"
        #expect(Linter().lint(curl).contains { $0.ruleID == "data-value-not-string" })
        #expect(!Linter().lint(curl).contains { $0.ruleID == "shape-not-a-payload" })
        // The envelope is read from the body's first key only.
        #expect(RequestDestination.wrapsMessage(Array(#" {"message":{}}"#.utf8), body: 0..<15))
        #expect(!RequestDestination.wrapsMessage(Array(#"{"message": "Wartung"}"#.utf8), body: 0..<22))
        #expect(!RequestDestination.wrapsMessage(Array(#"{"to": "x", "message": {}}"#.utf8), body: 0..<26))
        #expect(!RequestDestination.wrapsMessage(Array(#"{"mess"#.utf8), body: 0..<6))
    }

    /// A request to APNs carries a raw APNs payload, linted as one (`RequestDestination`), not
    /// passed over as another service's; one to GCM's old URL carries a legacy body.
    @Test func requestsToAPNsAndGCMAreLinted() {
        let apns = "POST https://api.sandbox.push.apple.com/3/device/abc HTTP/2\napns-topic: com.example.app\n\n{\"aps\": {\"alert\": \"Hi\"}}\n"
        #expect(Linter().lint(apns).map(\.ruleID) == ["shape-detected"])
        let byHost = "POST /3/device/abc\nHost: api.push.apple.com\n\n{\"aps\": {\"alert\": \"Hi\"}}\n"
        #expect(Linter().lint(byHost).map(\.ruleID) == ["shape-detected"])
        let gcm = "POST https://gcm-http.googleapis.com/gcm/send\n\n{\"to\": \"abc\", \"notification\": {\"title\": \"Hi\"}}\n"
        #expect(Linter().lint(gcm).map(\.ruleID).contains("legacy-top-level-keys"))
    }

    /// Beside a request to FCM, a request elsewhere is passed over, not linted as a message:
    /// a sign-in body whose `token`-like fields would read as a target.
    @Test func onlyRequestsToFCMAreLintedBesideOthers() throws {
        let text = """
            POST https://api.example.com/users/me/fcm-token
            Content-Type: application/json

            {"token": "{{fcm_token}}", "platform": "android", "device_id": "{{device_id}}"}

            ###
            POST /fcm/send HTTP/1.1
            Host: fcm.googleapis.com
            Content-Type: application/json

            {"to": "{{fcm_token}}", "data": {"k": "v"}}

            ###
            GET https://fcm.googleapis.com/v1/projects/p/messages HTTP/1.1
            """
        let bytes = Array(text.utf8)
        let bodies = try #require(HTTPRequestText.bodies(in: bytes, range: 0..<bytes.count))
        #expect(bodies.count == 1)
        let findings = Linter().lint(text)
        #expect(!findings.contains { $0.ruleID == "shape-unknown-field" || $0.ruleID == "shape-not-a-payload" })
        #expect(findings.contains { $0.ruleID == "legacy-top-level-keys" && $0.start.line == 11 })
    }

    /// A whole-line comment inside a body is not sent: VS Code REST Client drops every line that
    /// starts with `#` or `//` (selector.ts), JetBrains' HTTP Client reads any such line in a
    /// request as a comment. maidanhcongtu/fcm-notify public/reference-file.md ("json format
    /// message simple") comments out the token: two invalid-json errors; now the trailing comma's
    /// warning only (FCM's parser accepts it), and its `<Your topic>` placeholder is not judged.
    /// A comment after JSON on its line is sent, and stays invalid JSON.
    @Test func commentLinesInABodyAreNotSent() throws {
        let text = """
            POST https://fcm.googleapis.com/v1/projects/myproject-b5ae1/messages:send

            Content-Type: application/json
            Authorization: Bearer [accessTokenLogin]

            {
              "message":{
                //"token" : "bk3RNwTe3H0:CI2k_HHwgIpoDKCIZvvDMExUdFQ3P1...",
                // or
                "topic" : "<Your topic>",
                "notification" : {
                  "body" : "This is an FCM notification message!",
                  "title" : "FCM Message",
                  }
               }
            }
            """
        let findings = Linter().lint(text)
        #expect(findings.map(\.ruleID) == ["json-trailing-comma"])
        #expect(findings.first?.start.line == 13)
        let report = SizeFileReport(path: "fcm.http", bytes: Array(text.utf8), configuration: LintConfiguration())
        #expect(report.invalid == nil)
        #expect(report.messages.count == 1)
        let inline = "POST https://fcm.googleapis.com/v1/projects/p/messages:send\n\n{\"message\": {\"topic\": \"news\"} // the topic\n}\n"
        #expect(Linter().lint(inline).contains { $0.ruleID == "invalid-json" })
    }

    /// An HTTP v1 body posted to the legacy fcm/send endpoint, shut down from 2024-07-22:
    /// legacy-endpoint, on the URL. A Vietnamese FCM note's request (find_string id 26134837396,
    /// the same block in an FCM key-takeover note) and qiscus-chat-sdk-flutter-sample's
    /// notification.http (https://github.com/qiscus/qiscus-chat-sdk-flutter-sample/blob/66855a3e3f22ff32107a63af317bd8175a39abe9/notification.http,
    /// trimmed: a path with its Host header) were clean; a legacy body there keeps the legacy
    /// rules' findings only, and a v1 body to messages:send is clean.
    @Test func aV1BodyToTheLegacyEndpointIsRejected() throws {
        let vietnamese = """
            POST https://fcm.googleapis.com/fcm/send HTTP/1.1

            Content-Type: application/json
            Authorization: Key=AizaSy
            {
              "message":{
                "topic" : "<TOPIC-NAME> or <FCM token>",
                "notification" : {
                  "body" : "This is a Firebase Cloud Messaging Topic Message!",
                  "title" : "FCM Message"
                  }
               }
            }
            """
        let finding = try #require(Linter().lint(vietnamese).first)
        #expect(Linter().lint(vietnamese).map(\.ruleID) == ["legacy-endpoint"])
        #expect(finding.start.line == 1)
        #expect(finding.start.column == 6)
        #expect(finding.end.column == 41)
        let qiscus = "POST /fcm/send\nHost: fcm.googleapis.com\nAuthorization: Bearer AAAAJ-S7FkI:APA91bH9jmHX\nContent-Type: application/json\n\n{\n    \"token\": \"e2PRxiPqQaKbjZTVXyCFZ1:APA91bHGiW3YQznhWfCOS\",\n    \"notification\": {\n        \"title\": \"Hello\",\n        \"body\": \"Yellow\"\n    }\n}\n\n\n###\n\nPOST https://fcm.googleapis.com/v1/projects/sample-app-ebd6a/messages:send HTTP/1.1\nContent-Type: application/json\n\n{\"message\": {\"token\": \"e2PRxiPqQaKbjZTVXyCFZ1:APA91bHGiW3YQznhWfCOS\", \"notification\": {\"title\": \"FCM Message\"}}}\n"
        #expect(Linter().lint(qiscus).map(\.ruleID) == ["legacy-endpoint"])
        let legacyBody = "POST /fcm/send HTTP/1.1\nHost: fcm.googleapis.com\n\n{\"to\": \"flll9eSuCyM:APA91bH5EWzt\", \"notification\": {\"title\": \"Firebase\"}}\n"
        #expect(!Linter().lint(legacyBody).contains { $0.ruleID == "legacy-endpoint" })
        // Its own backend's /fcm/send (no FCM host) is not FCM's endpoint.
        let own = "POST /api/fcm/send\n\n{\"message\": {\"topic\": \"news\", \"notification\": {\"title\": \"Hi\"}}}\n"
        #expect(Linter().lint(own).isEmpty)
        // A Web Push subscription endpoint is fcm/send/<token>, not the send API.
        #expect(!LegacyEndpointRule.isLegacyEndpoint("https://fcm.googleapis.com/fcm/send/dQn-7TOL3dM:APA91bHLuAR3G"))
    }
}
