@testable import LintRules
import SizeModel
import Testing

/// A request to APNs pasted as HTTP (a `.http` file's request, a raw request, or the HTTP/2
/// frames Apple prints, `HTTP2FrameText`) is judged with the `apns-*` headers it sends, as a
/// `curl` command's `-H` are (`RequestAPNsHeaders`).
@Suite struct RequestToAPNsHeadersTests {
    /// A VoIP push's payload is the app's own dictionary: with `apns-push-type: voip` it is a raw
    /// APNs payload, not a text that is no payload (it was shape-not-a-payload before).
    @Test func aVoIPRequestInAnHTTPFileIsARawPayload() {
        let text = """
            POST /3/device/abcdef0123456789 HTTP/2
            Host: api.push.apple.com
            apns-push-type: voip
            apns-topic: com.example.app.voip

            {"handle": "x"}
            """
        #expect(Linter().lint(text).isEmpty)
        // The same body with no push type is no payload, as it was.
        #expect(Linter().lint(text.replacingOccurrences(of: "apns-push-type: voip\n", with: "")).map(\.ruleID) == ["shape-not-a-payload"])
    }

    /// An alert push type on a background payload: the header decides, and the finding is placed
    /// on the header's value in the text.
    @Test func theAlertPushTypeOfABackgroundPayloadIsOnTheHeader() throws {
        let text = """
            POST {{apns_host}}/3/device/{{token}}
            apns-push-type: alert
            apns-priority: 10

            {"aps": {"content-available": 1}}
            """
        let findings = Linter().lint(text)
        let mismatch = try #require(findings.first { $0.ruleID == "apns-push-type-alert-without-alert" })
        #expect(mismatch.start.line == 2)
        #expect(mismatch.start.column == 17)
    }

    /// Apple's HTTP/2 listing ("Sending notification requests to APNs", Listing 8-1) is read as
    /// the request it is: the payload linted where it stands, the headers with it.
    @Test func applesFrameListingIsRead() throws {
        let text = """
            HEADERS
              - END_STREAM
              + END_HEADERS
              :method = POST
              :scheme = https
              :path = /3/device/00fc13adff785122b4ad28809a3420982341241421348097878e577c991de8f0
              host = api.development.push.apple.com
              apns-id = eabeae54-14a8-11e5-b60b-1697f925ec7b
              apns-push-type = alert
              apns-priority = 10
            DATA
              + END_STREAM
                { "aps" : { "content-available" : 1 } }
            """
        let findings = Linter().lint(text)
        #expect(!findings.contains { $0.ruleID == "invalid-json" })
        let mismatch = try #require(findings.first { $0.ruleID == "apns-push-type-alert-without-alert" })
        #expect(mismatch.start.line == 9)
        #expect(mismatch.start.column == 20)
        let note = try #require(findings.first { $0.ruleID == "shape-detected" })
        #expect(note.start.line == 13)
    }

    /// A text that only looks like frames (prose after HEADERS, a GET) keeps the syntax diagnosis.
    @Test func otherTextsAreNotFrames() {
        #expect(HTTP2FrameText.read(in: Array("HEADERS\nsome prose here\n{}".utf8), range: 0..<26) == nil)
        let get = Array(":method = GET\n:path = /3/device/abc\n{\"aps\": {}}".utf8)
        #expect(HTTP2FrameText.read(in: get, range: 0..<get.count) == nil)
    }
}
