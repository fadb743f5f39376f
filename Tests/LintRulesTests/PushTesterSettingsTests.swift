@testable import LintRules
import SizeModel
import Testing

/// shape-not-a-payload names a push-testing tool's settings or request as such (audit70).
@Suite struct PushTesterSettingsTests {
    private func notAPayloadMessage(_ json: String) -> String? {
        Linter().lint(json).first { $0.ruleID == "shape-not-a-payload" }?.message
    }

    /// A Node tester's config/local.json (keepers/notification-tester README): a server key and the
    /// device's token.
    @Test func aServerKeyBesideADeviceIsATestersSettings() {
        let message = notAPayloadMessage(#"{"serverKey": "", "device": ""}"#)
        #expect(message?.contains("a push-testing tool's settings or request") == true)
        #expect(message?.contains("lint that message, the JSON the tool posts to FCM or APNs") == true)
    }

    /// The onmyway133/PushNotifications Android message field (title, body and custom keys, which the
    /// app wraps into a legacy body itself) names no token: the plain text stays.
    @Test func textWithoutATokenIsNotCalledSettings() {
        let message = notAPayloadMessage(#"{"title": "The notification's title", "body": "The notification's body text", "key1": "Custom value1"}"#)
        #expect(message?.contains("push-testing tool") == false)
    }

    /// A token name alone (a login response's deviceToken with a user name) is not enough.
    @Test func aTokenAloneIsNotSettings() throws {
        #expect(!PushTesterSettings.isSettings(try JSONParser().parse(Array(#"{"deviceToken": "abc", "user": "ann"}"#.utf8)).root))
        #expect(PushTesterSettings.isSettings(try JSONParser().parse(Array(#"{"push_token": "abc", "bundle_id": "com.x"}"#.utf8)).root))
    }
}
