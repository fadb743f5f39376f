import Foundation
@testable import LintRules
import SizeModel
import Testing

/// A Postman collection named on the command line (`PostmanCollection`): the body of each request
/// to FCM is linted where it is, inside its string; other requests, and collections that send
/// nothing to FCM, are not messages.
@Suite struct PostmanCollectionTests {
    /// A collection in Postman's v2.1 export form: a folder holding the access-token request and
    /// an FCM send, and an FCM send at the top level.
    static func collection(folderBody: String, topBody: String, topURL: String = "https://fcm.googleapis.com/v1/projects/demo/messages:send") -> String {
        func quoted(_ text: String) -> String {
            let data = (try? JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])) ?? Data()
            return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
        }
        return """
            {
              "info": {
                "_postman_id": "eee3c269-2e7d-4f28-bd32-54346c212cda",
                "name": "FCM",
                "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"
              },
              "item": [
                {
                  "name": "auth",
                  "item": [
                    {
                      "name": "token",
                      "request": {
                        "method": "POST",
                        "body": {"mode": "raw", "raw": \(quoted(#"{"grant_type": "x", "topic": 7}"#))},
                        "url": "https://oauth2.googleapis.com/token"
                      }
                    },
                    {
                      "name": "send in folder",
                      "request": {
                        "method": "POST",
                        "body": {"mode": "raw", "raw": \(quoted(folderBody))},
                        "url": {"raw": "https://fcm.googleapis.com/v1/projects/demo/messages:send", "host": ["fcm", "googleapis", "com"]}
                      }
                    }
                  ]
                },
                {
                  "name": "send",
                  "request": {
                    "method": "POST",
                    "body": {"mode": "raw", "raw": \(quoted(topBody))},
                    "url": {"host": ["fcm", "googleapis", "com"], "raw": "\(topURL)"}
                  }
                }
              ]
            }
            """
    }

    static let clean = "{\r\n  \"message\": {\r\n    \"token\": \"fGw0qy4TGgk:APA91bGtWGju\",\r\n    \"notification\": {\"title\": \"Hi\"}\r\n  }\r\n}"

    @Test func recognisesACollection() throws {
        let root = try JSONParser().parse(Array(Self.collection(folderBody: Self.clean, topBody: Self.clean).utf8)).root
        #expect(PostmanCollection.isCollection(root))
        #expect(PostmanCollection.fcmRequestBodies(root).map { $0.raw.pointer.description } == ["/item/0/item/1/request/body/raw", "/item/1/request/body/raw"])
        let package = try JSONParser().parse(Array(#"{"info": {"name": "x"}, "item": []}"#.utf8)).root
        #expect(!PostmanCollection.isCollection(package))
    }

    @Test func cleanBodiesGiveNoFinding() {
        #expect(Linter().lint(Self.collection(folderBody: Self.clean, topBody: Self.clean)).isEmpty)
    }

    @Test func aFindingInABodyPointsInsideItsString() throws {
        let bad = "{\r\n  \"message\": {\r\n    \"tokn\": \"abc\",\r\n    \"notification\": {\"title\": \"Hi\"}\r\n  }\r\n}"
        let text = Self.collection(folderBody: Self.clean, topBody: bad)
        let findings = Linter().lint(text)
        let unknown = try #require(findings.first { $0.ruleID == "shape-unknown-field" })
        #expect(unknown.pointer.description == "/item/1/request/body/raw/message/tokn")
        // The finding starts at the escaped quote that opens the key, inside the file's string.
        let key = try #require(text.range(of: #"\"tokn\""#))
        let before = text[..<key.lowerBound]
        #expect(unknown.start.offset == before.utf8.count)
        #expect(unknown.start.line == before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 })
        // The access-token request is not an FCM request: its "topic": 7 is not reported.
        #expect(!findings.contains { $0.pointer.description.hasPrefix("/item/0/item/0") })
        // No fix is offered inside the escaped body.
        #expect(FixPlanner().fixes(for: findings, in: Array(text.utf8)).isEmpty)
    }

    @Test func aVariableOutsideAStringIsNamed() throws {
        let templated = #"{"message": {"token": "{{fcm_token}}", "apns": {"payload": {"aps": {"badge": {{badge}}}}}}}"#
        let text = Self.collection(folderBody: Self.clean, topBody: templated)
        let finding = try #require(Linter().lint(text).first { $0.ruleID == "invalid-json" })
        #expect(finding.message == "{{badge}} is a Postman variable outside a string: the request body is not JSON until Postman fills it in")
        #expect(finding.pointer.description == "/item/1/request/body/raw")
        let variable = try #require(text.range(of: "{{badge}}"))
        #expect(finding.start.offset == text[..<variable.lowerBound].utf8.count)
    }

    /// `size` measures each FCM request body of a collection, as `check` lints them; a body that
    /// does not parse is the report's `invalid` (named as `check` names it) and the others are
    /// still measured.
    @Test func sizeMeasuresEachFCMBody() throws {
        func measured(_ text: String) -> SizeFileReport {
            SizeFileReport(path: "collection.json", bytes: Array(text.utf8), configuration: LintConfiguration())
        }
        let alone = try #require(measured(Self.clean).messages.first?.sizes?.request.bytes)
        let both = measured(Self.collection(folderBody: Self.clean, topBody: Self.clean))
        #expect(both.invalid == nil)
        #expect(both.messages.map(\.pointer.description) == ["/item/0/item/1/request/body/raw", "/item/1/request/body/raw"])
        #expect(both.messages.map(\.sizes?.request.bytes) == [alone, alone])
        let templated = #"{"message": {"token": "t", "apns": {"payload": {"aps": {"badge": {{badge}}}}}}}"#
        let one = measured(Self.collection(folderBody: Self.clean, topBody: templated))
        #expect(one.messages.count == 1)
        #expect(one.invalid?.message == "{{badge}} is a Postman variable outside a string: the request body is not JSON until Postman fills it in")
    }

    @Test func aCollectionWithoutAnFCMRequestIsNotAPayload() {
        let text = Self.collection(folderBody: Self.clean, topBody: Self.clean, topURL: "https://api.example.com/push")
            .replacingOccurrences(of: "\"raw\": \"https://fcm.googleapis.com/v1/projects/demo/messages:send\", \"host\": [\"fcm\", \"googleapis\", \"com\"]", with: "\"raw\": \"https://api.example.com\"")
            .replacingOccurrences(of: "\"host\": [\"fcm\", \"googleapis\", \"com\"], ", with: "")
        #expect(Linter().lint(text).map(\.ruleID) == ["shape-not-a-payload"])
    }

    /// Its top-level keys show no sign (the byte screen skips it), but a collection that sends to
    /// FCM is a payload file: a directory walk and `--payloads-only` lint it (`PayloadFiles`).
    @Test func aDirectoryWalkLintsACollectionThatSendsToFCM() {
        let bytes = Array(Self.collection(folderBody: Self.clean, topBody: Self.clean).utf8)
        #expect(!PayloadScreen.screen(bytes).isLinted)
        #expect(PostmanCollection.sendsToFCM(bytes))
        #expect(PayloadFiles.notAPayloadReason(bytes) == nil)
        // A URL whose raw text is a variable names FCM's host only in parts, in its host list.
        let parts = #"{"info": {"_postman_id": "1"}, "item": [{"request": {"method": "POST", "url": {"raw": "{{base}}/v1/projects/p/messages:send", "host": ["fcm", "googleapis", "com"]}, "body": {"mode": "raw", "raw": "{\"message\": {\"topic\": \"a\", \"data\": {\"k\": \"v\"}}}"}}}]}"#
        #expect(PostmanCollection.sendsToFCM(Array(parts.utf8)))
    }

    /// Postman strips `//` and `/* */` comments from a raw body whose language is JSON, or that
    /// is sent with a JSON `Content-Type` (postman-runtime 7.32.0/7.32.1, Postman 10.13:
    /// request-helpers-presend.js), so the body FCM gets has none. Kripanand-Infraon/FCM-API-Docs
    /// (https://github.com/Kripanand-Infraon/FCM-API-Docs/blob/2847628b18a1af2f207dda14e07dd0d07dd74628/1.FCM.postman_collection.json,
    /// trimmed) numbers its five sends with a comment each: five invalid-json errors hid the
    /// legacy bodies' own findings.
    static let commentedBody = #"{\r\n    \"to\": \"{{deviceToken}}\",\r\n    \"priority\": \"high\",\r\n    \"data\": {\r\n        // 1.Force Update \r\n        \"title\": \"App Update Required!\",\r\n        \"body\": \"Please Update The App\",\r\n        \"type\": \"force_update\"\r\n    }\r\n}"#

    static func kripanand(options: String, header: String) -> String {
        """
        {
        	"info": {
        		"_postman_id": "d9a3d2de-750f-434c-b16b-99a344d1934a",
        		"name": "FCM",
        		"schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"
        	},
        	"item": [
        		{
        			"name": "force_update",
        			"request": {
        				"method": "POST",
        				"header": [\(header)],
        				"body": {
        					"mode": "raw",
        					"raw": "\(commentedBody)"\(options)
        				},
        				"url": {"raw": "https://fcm.googleapis.com/fcm/send", "host": ["fcm", "googleapis", "com"]}
        			}
        		}
        	]
        }
        """
    }

    @Test func commentsPostmanStripsAreNotInTheBody() throws {
        let json = #", "options": {"raw": {"language": "json"}}"#
        let accept = #"{"key": "Accept", "value": "application/json", "type": "text"}"#
        for text in [Self.kripanand(options: json, header: accept),
                     Self.kripanand(options: "", header: #"{"key": "Content-Type", "value": "application/json"}"#)] {
            let findings = Linter().lint(text)
            #expect(!findings.contains { $0.ruleID == "invalid-json" })
            let to = try #require(findings.first { $0.ruleID == "legacy-top-level-keys" })
            #expect(to.pointer.description == "/item/0/request/body/raw/to")
            #expect(to.start.line == 15)
            let report = SizeFileReport(path: "collection.json", bytes: Array(text.utf8), configuration: LintConfiguration())
            #expect(report.invalid == nil)
            #expect(report.messages.count == 1)
        }
        // Sent as text (no JSON language or Content-Type, or a disabled one), the comment goes to
        // FCM with the body: it stays invalid JSON.
        for text in [Self.kripanand(options: "", header: accept),
                     Self.kripanand(options: #", "options": {"raw": {"language": "text"}}"#, header: accept),
                     Self.kripanand(options: "", header: #"{"key": "Content-Type", "value": "application/json", "disabled": true}"#)] {
            #expect(Linter().lint(text).contains { $0.ruleID == "invalid-json" })
        }
    }

    /// A `/*` never closed: Postman strips from it to the end, so the body breaks off there. The
    /// finding is placed on the `/*` and says so, instead of "unexpected end of input" at the end
    /// of the string (the same real collection, its `//` written as an unclosed `/*`).
    @Test func anUnclosedBlockCommentIsNamedWhereItOpens() throws {
        let json = #", "options": {"raw": {"language": "json"}}"#
        let text = Self.kripanand(options: json, header: "").replacingOccurrences(of: "// 1.Force Update", with: "/* 1.Force Update")
        let finding = try #require(Linter().lint(text).first)
        #expect(finding.ruleID == "invalid-json")
        #expect(finding.message.contains("/* comment in the request body is never closed"))
        let bytes = Array(text.utf8)
        #expect(String(decoding: bytes[finding.start.offset..<(finding.start.offset + 2)], as: UTF8.self) == "/*")
        let report = SizeFileReport(path: "collection.json", bytes: bytes, configuration: LintConfiguration())
        #expect(report.invalid?.message.contains("never closed") == true)
        #expect(JSONCommentBlanking.unclosedBlockComment(in: Array("{\"a\": 1 /* x */}".utf8)) == nil)
        #expect(JSONCommentBlanking.unclosedBlockComment(in: Array("{\"a\": \"/*\", /* x".utf8)) == 12)
    }

    @Test func commentBlankingKeepsEveryOffset() {
        var text = Array("{\"a\": \"//not\", /* x\n y */ \"b\": 1 // end\r\n}".utf8)
        let count = text.count
        #expect(JSONCommentBlanking.blank(&text))
        #expect(text.count == count)
        #expect(String(decoding: text, as: UTF8.self) == "{\"a\": \"//not\",     \n      \"b\": 1       \r\n}")
        var plain = Array("{\"url\": \"https://x/y\"}".utf8)
        #expect(!JSONCommentBlanking.blank(&plain))
    }

    /// A collection whose requests go to the app's own API or to a URL held in an environment
    /// variable: one shape-not-a-payload finding that says where its requests go, not its
    /// top-level keys; a directory walk's skip note says the same. AppWerft/Ti.FCM
    /// (https://github.com/AppWerft/Ti.FCM/blob/39f97279b178752ea512cf495da3bb4629b62892/postman/FCM.postman_collection.json,
    /// trimmed) posts a legacy body to `{{URL}}`, set to fcm/send in its environment file beside
    /// it; madguy95/spring-boot-firebase-example posts to its Spring backend.
    @Test func aCollectionThatSendsNothingToFCMSaysWhereItsRequestsGo() throws {
        let tifcm = #"{"variables": [], "info": {"name": "FCM", "_postman_id": "cafe", "schema": "https://schema.getpostman.com/json/collection/v2.0.0/collection.json"}, "item": [{"name": "Simple push raw", "request": {"url": "{{URL}}", "method": "POST", "header": [], "body": {"mode": "raw", "raw": "{\"to\": \"12345678901234567890\",\"collapse_key\": \"score_update\",\"time_to_live\": 108,\"data\": {\"score\": \"4x8\"}}"}}}]}"#
        let finding = try #require(Linter().lint(tifcm).first)
        #expect(Linter().lint(tifcm).count == 1)
        #expect(finding.ruleID == "shape-not-a-payload")
        #expect(finding.message.hasPrefix("this is a Postman collection that sends nothing to FCM: its requests go to {{URL}} ("))
        #expect(PayloadFiles.notAPayloadReason(Array(tifcm.utf8))?.hasPrefix("a Postman collection that sends nothing to FCM: its requests go to {{URL}}") == true)
        let spring = #"{"info": {"_postman_id": "beef", "name": "firebase"}, "item": [{"name": "send to token", "request": {"method": "POST", "body": {"mode": "raw", "raw": "{\r\n    \"target\": \"{{fb_token}}\",\r\n    \"title\": \"title\"\r\n}", "options": {"raw": {"language": "json"}}}, "url": {"raw": "localhost:8080/notification/token", "host": ["localhost"], "port": "8080"}}}, {"name": "subscribe", "request": {"method": "POST", "url": {"raw": "localhost:8080/notification/subscribe"}}}]}"#
        // size measures no message in it (it measured the collection itself: "request 4407 over"
        // for shirani98/djnotification's).
        #expect(SizeFileReport(path: "c.json", bytes: Array(tifcm.utf8), configuration: LintConfiguration()).messages.isEmpty)
        #expect(Linter().lint(spring).map(\.message) == ["this is a Postman collection that sends nothing to FCM: its requests go to localhost:8080 (a request's raw body is linted when its URL names fcm.googleapis.com or a …/messages:send path; a URL in an environment variable is not resolved)"])
    }

    /// A URL whose host is a variable but whose path is FCM's HTTP v1 send path is FCM's, as in a
    /// `.http` file.
    @Test func theV1SendPathUnderAVariableHostIsFCM() {
        let text = #"{"info": {"_postman_id": "1"}, "item": [{"request": {"method": "POST", "url": "{{fcm}}/v1/projects/{{project}}/messages:send", "body": {"mode": "raw", "raw": "{\"message\": {\"topic\": \"a\", \"data\": {\"n\": 1}}}"}}}]}"#
        #expect(Linter().lint(text).map(\.ruleID) == ["data-value-not-string"])
        #expect(PostmanCollection.sendsToFCM(Array(text.utf8)))
    }

    /// Postman's v1 collection format (before Postman 5: `requests` with `url`, `dataMode` and
    /// `rawModeData`, and `order`), as pulseshift/lunch-pwa keeps it
    /// (https://github.com/pulseshift/lunch-pwa/blob/dbd766b669167c0d9e3b4d557491f29bde4d81fd/Firebase.postman_collection.json,
    /// trimmed): its FCM body is linted where it is; it was shape-not-a-payload ("it has "id",
    /// "name", …").
    @Test func aVersion1CollectionIsRead() throws {
        let text = """
            {
            	"id": "4abb9472-4f75-423c-86eb-403123c39461",
            	"name": "Firebase",
            	"order": [
            		"dab0968c-b414-43cb-88f2-ca5eb86b1a77"
            	],
            	"folders": [],
            	"requests": [
            		{
            			"id": "dab0968c-b414-43cb-88f2-ca5eb86b1a77",
            			"name": "Firebase Push",
            			"url": "https://fcm.googleapis.com/fcm/send",
            			"dataMode": "raw",
            			"headerData": [{"key": "Content-Type", "value": "application/json", "description": "", "enabled": true}],
            			"method": "POST",
            			"rawModeData": "{\\n    \\"to\\" : \\"cf9TiqSSBCA:APA91bHh-7zTYjQGFKhNbq7TvzBKsh2KmyiCUsl5q3tgx8PbcFEHGAkwHgu72eKloO3ybzZTGofGcaoxJwNnr6NzREpZO3Asx3fcIVPllGNPIq2HkbIWmOa20AE0-MWaNpqd3_yIhtVK\\",\\n    \\"notification\\": {\\n    \\"body\\": \\"New Survey Ready!\\",\\n    \\"title\\": \\"MyLunch\\"\\n\\t}\\n\\n  }"
            		}
            	]
            }
            """
        let findings = Linter().lint(text)
        let to = try #require(findings.first { $0.ruleID == "legacy-top-level-keys" })
        #expect(to.pointer.description == "/requests/0/rawModeData/to")
        #expect(to.start.line == 16)
        #expect(!findings.contains { $0.ruleID == "shape-not-a-payload" || $0.ruleID == "invalid-json" })
        #expect(PayloadFiles.notAPayloadReason(Array(text.utf8)) == nil)
        let report = SizeFileReport(path: "Firebase.postman_collection.json", bytes: Array(text.utf8), configuration: LintConfiguration())
        #expect(report.messages.count == 1)
    }

    /// A collection's request whose URL is the legacy fcm/send and whose body is an HTTP v1
    /// message: legacy-endpoint on the URL string; a legacy body there keeps the legacy rules'.
    @Test func aV1BodyToTheLegacyEndpointIsReportedOnItsURL() throws {
        let v1 = Self.collection(folderBody: Self.clean, topBody: Self.clean, topURL: "https://fcm.googleapis.com/fcm/send")
        let finding = try #require(Linter().lint(v1).first { $0.ruleID == "legacy-endpoint" })
        #expect(finding.pointer.description == "/item/1/request/url/raw")
        #expect(Linter().lint(v1).filter { $0.ruleID == "legacy-endpoint" }.count == 1)
        #expect(!Linter().lint(Self.kripanand(options: "", header: #"{"key": "Content-Type", "value": "application/json"}"#)).contains { $0.ruleID == "legacy-endpoint" })
    }

    /// A request to the HTTP v1 send URL whose raw body is a bare message (no "message" wrapper):
    /// shape-envelope's error at the body, since messages:send takes {"message": {…}} (audit54);
    /// the wrapped body beside it is clean.
    @Test func aBareMessageToTheV1SendURLIsAnEnvelopeError() throws {
        let text = #"""
            {"info": {"name": "FCM", "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"},
             "item": [{"name": "bare", "request": {"method": "POST", "header": [],
               "body": {"mode": "raw", "raw": "{\"topic\": \"news\", \"notification\": {\"title\": \"Hi\"}}"},
               "url": {"raw": "https://fcm.googleapis.com/v1/projects/p/messages:send"}}},
              {"name": "wrapped", "request": {"method": "POST", "header": [],
               "body": {"mode": "raw", "raw": "{\"message\": {\"topic\": \"news\", \"notification\": {\"title\": \"Hi\"}}}"},
               "url": "https://fcm.googleapis.com/v1/projects/p/messages:send"}}]}
            """#
        let envelope = Linter().lint(text).filter { $0.ruleID == "shape-envelope" }
        #expect(envelope.count == 1)
        let finding = try #require(envelope.first)
        #expect(finding.pointer.description == "/item/0/request/body/raw")
        #expect(finding.severity == .error)
    }
}
