@testable import LintRules
import SizeModel
import Testing

/// Leftovers of earlier audits settled by verdict-left4: a C# verbatim literal and a Go raw string
/// pasted as code, `.jsonc` files in directory walks, and a Stream Video ring as the device's data
/// map shows it.
@Suite struct VerdictLeft4Tests {
    /// "line:column rule" of each finding.
    static func places(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.start.line):\($0.start.column) \($0.ruleID)" }
    }

    /// A WinForms sender's C# verbatim literal (jaenudin86/Firebase-WINFORM-C- push.cs, commit
    /// 3fa603308d1077f3482c0432ca7f703feb1c5c40), posted to the legacy fcm/send. It was one
    /// invalid-json error at `string` ("a bare word"); now `""` reads as one quote and the body is
    /// linted: the legacy topic target and the legacy-only `notification.text` are found where
    /// they stand in the literal.
    @Test func aCSharpVerbatimLiteralIsRead() throws {
        let text = """
            string strNJson = @"{
                                ""to"": ""/topics/ServiceNow"",
                                ""data"": {
                                    ""ShortDesc"": ""Some short desc"",
                                    ""IncidentNo"": ""any number"",
                                    ""Description"": ""detail desc""
              },
              ""notification"": {
                            ""title"": ""ServiceNow: Incident No. number"",
                ""text"": ""This is Notification"",
            ""sound"":""default""
              }
                    }";
            """
        let findings = Linter().lint(text)
        let places = Self.places(findings)
        #expect(places.contains("1:1 json-code-literal"), "\(places)")
        #expect(places.contains("2:29 legacy-topic-in-to"), "\(places)")
        #expect(places.contains("10:5 shape-unknown-field"), "\(places)")
        #expect(!places.contains { $0.hasSuffix("invalid-json") }, "\(places)")
        let literal = try #require(CodeStringLiteral(Array(text.utf8), range: 0..<text.utf8.count))
        let decoded = String(decoding: literal.text, as: UTF8.self)
        #expect(decoded.contains(#""to": "/topics/ServiceNow","#), "\(decoded)")
    }

    /// A Go FCM sender's test (find_string id 58310018649): the body it expects, two raw strings
    /// joined with `+`. No escape is read in a raw string; the data-only message is clean.
    @Test func aGoRawStringIsRead() throws {
        let text = #"""
            want := `{"message":{"token":"device-token","data":{"id":"thread:t-1","kind":"turn-complete"},` +
            		`"android":{"priority":"high","collapse_key":"thread:t-1"}}}`
            """#
        #expect(Linter().lint(text).map(\.ruleID) == ["json-code-literal"], "\(Self.places(Linter().lint(text)))")
        let literal = try #require(CodeStringLiteral(Array(text.utf8), range: 0..<text.utf8.count))
        #expect(
            String(decoding: literal.text, as: UTF8.self)
                == #"{"message":{"token":"device-token","data":{"id":"thread:t-1","kind":"turn-complete"},"android":{"priority":"high","collapse_key":"thread:t-1"}}}"#)
        // A backslash in a raw string is text: `\n` stays two bytes, inside the JSON string an escape.
        let escaped = #"body := `{"message":{"topic":"news","notification":{"body":"a\nb"}}}`"#
        let raw = try #require(CodeStringLiteral(Array(escaped.utf8), range: 0..<escaped.utf8.count))
        #expect(String(decoding: raw.text, as: UTF8.self).contains(#""a\nb""#))
        // An unclosed raw string or an `@` not before a quote is no literal.
        for text in ["x := `{\"to\": \"a\"}", "x = @{\"to\": \"a\"}"] {
            #expect(CodeStringLiteral(Array(text.utf8), range: 0..<text.utf8.count) == nil, "\(text)")
        }
    }

    /// `.jsonc` is among the extensions a directory walk picks (and the default `include`).
    @Test func jsoncIsWalked() {
        #expect(PayloadFiles.extensions.contains("jsonc"))
        #expect(PayloadFiles.defaultInclude.contains("**/*.jsonc"))
    }

    /// Stream Video's ring, as the app's RemoteMessage.data shows it (the data message Stream
    /// sends: GetStream/stream-video-android docusaurus/docs/Android/06-advanced/02-push-
    /// notifications/03-push-providers/_push-notification-payload.md, commit 66f9a158; the React
    /// Native SDK claims it by `message.data?.sender === 'stream.video'`). It was
    /// shape-not-a-payload, an error; now it is read as an Android data map, with no finding.
    @Test func aStreamVideoRingIsADeviceCapture() throws {
        let text = """
            {
              "sender": "stream.video",
              "type": "call.ring",
              "call_display_name": "Jc Miñarro",
              "call_cid": "default:77501ea4-0bd7-47d1-917a-e8dc7387b87f",
              "version": "v2"
            }
            """
        let detection = ShapeDetector.detect(try JSONParser().parse(Array(text.utf8)).root)
        #expect(detection.shape == .deviceCapture)
        #expect(detection.capture?.source == .androidExtras)
        #expect(Linter().lint(text).map(\.ruleID) == ["shape-detected"], "\(Self.places(Linter().lint(text)))")
        // Another sender's name, or Stream's key inside a message's data, is no capture.
        let other = #"{"sender": "stream.chatter", "type": "call.ring"}"#
        #expect(ShapeDetector.detect(try JSONParser().parse(Array(other.utf8)).root).shape != .deviceCapture)
        let message = #"{"token": "fGw0qy4TGgk:APA91bGtWGju", "data": {"sender": "stream.video", "type": "call.ring"}}"#
        #expect(ShapeDetector.detect(try JSONParser().parse(Array(message.utf8)).root).shape != .deviceCapture)
    }
}
