@testable import LintRules
import SizeModel
import Testing

/// `notifykit-notifee-data` knows without parsing `notifee_data` that a string written as
/// JSON.stringify of the data keys has nothing to report; anything else is parsed and checked.
@Suite struct NotifeeDataMirrorTests {
    /// `data` and `apns.payload.notifee_data` of a message with `dataJSON` and the string `notifee`
    /// (JSON source text of the string, quotes included).
    func mirrored(_ dataJSON: String, _ notifee: String) throws -> Bool {
        let text = #"{"data": \#(dataJSON), "notifee_data": \#(notifee)}"#
        let root = try JSONParser().parse(Array(text.utf8)).root
        let data = try #require(root.member("data"))
        let host = try #require(root.member("notifee_data"))
        return NotifyKitNotifeeDataRule.isMirrored(host, of: data)
    }

    @Test func whatTheServerSDKWritesIsMirrored() throws {
        #expect(try mirrored(#"{"a": "1", "notifee_options": "{}", "b": "x\"y"}"#, #""{\"a\":\"1\",\"b\":\"x\\\"y\"}""#))
        #expect(try mirrored(#"{"notifee_options": "{}"}"#, #""{}""#))
        // An escaped slash in the string is the same text.
        #expect(try mirrored(#"{"u": "a/b"}"#, #""{\"u\":\"a\/b\"}""#))
    }

    @Test func anyOtherTextIsParsedAndChecked() throws {
        #expect(try !mirrored(#"{"a": "1"}"#, #""{\"a\": \"1\"}""#))  // a space
        #expect(try !mirrored(#"{"a": "1", "b": "2"}"#, #""{\"b\":\"2\",\"a\":\"1\"}""#))  // another order
        #expect(try !mirrored(#"{"a": "1"}"#, #""{\"a\":\"2\"}""#))
        #expect(try !mirrored(#"{"a": "1"}"#, #""{\"a\":\"1\",\"b\":\"2\"}""#))
        #expect(try !mirrored(#"{"a": 1}"#, #""{\"a\":1}""#))  // not a string
        #expect(try !mirrored(#"{"a": "1", "a": "1"}"#, #""{\"a\":\"1\",\"a\":\"1\"}""#))  // a repeated key
        #expect(try !mirrored(#"{"a": "1"}"#, #""{\u0022a\":\"1\"}""#))  // another escape
    }

    @Test func aMirroredStringGivesNoFindingAndADifferentOneDoes() {
        let blob = #""notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}""#
        func message(_ notifeeData: String) -> String {
            #"{"message": {"topic": "news", "data": {"k": "v", \#(blob)}, "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, \#(blob), "notifee_data": \#(notifeeData)}}}}"#
        }
        let rule = "notifykit-notifee-data"
        #expect(Linter().lint(message(#""{\"k\":\"v\"}""#)).filter { $0.ruleID == rule }.isEmpty)
        #expect(Linter().lint(message(#""{\"k\": \"v\"}""#)).filter { $0.ruleID == rule }.isEmpty)
        #expect(Linter().lint(message(#""{\"k\":\"w\"}""#)).filter { $0.ruleID == rule }.count == 1)
    }
}
