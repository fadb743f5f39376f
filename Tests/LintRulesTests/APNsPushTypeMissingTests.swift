import LintRules
import Testing

/// `apns-push-type-missing` applies one test to every message iOS shows as an alert, and is
/// opt-in: Firebase's own examples never set the header (FCM's ApnsConfig reference names backend
/// defaults for apns-expiration and apns-priority only), and Apple requires it only on watchOS 6+.
@Suite struct APNsPushTypeMissingTests {
    /// Firebase, "Send messages to topics", HTTP v1 tab
    /// (https://firebase.google.com/docs/cloud-messaging/send-message#send-messages-to-topics).
    static let firebaseTopicExample = #"""
        {
          "message":{
            "topic" : "foo-bar",
            "notification" : {
              "body" : "This is a Firebase Cloud Messaging Topic Message!",
              "title" : "FCM Message"
              }
           }
        }
        """#

    /// Firebase, "Customize messages across platforms", the example with platform-specific
    /// delivery options, as transcribed (syntax errors repaired) in `RealWorldPayloadTests`.
    static let firebaseAcrossPlatformsExample =
        RealWorldPayloadTests.cases.first { $0.name == "docs-platform-overrides-repaired" }?.json ?? ""

    private func findings(_ json: String, optIn: Bool) -> [Finding] {
        var configuration = LintConfiguration()
        if optIn { configuration.enabledOptInRules = ["apns-push-type-missing"] }
        return Linter(configuration: configuration).lint(json).filter { $0.ruleID == "apns-push-type-missing" }
    }

    @Test(arguments: [firebaseTopicExample, firebaseAcrossPlatformsExample])
    func firebaseExamplesAreQuietByDefault(_ json: String) {
        #expect(findings(json, optIn: false).isEmpty)
    }

    /// Turned on, the rule treats the notification-only message and the one with an apns block
    /// alike: both reach iOS as an alert.
    @Test(arguments: [firebaseTopicExample, firebaseAcrossPlatformsExample])
    func turnedOnItReportsEveryAlertWithoutTheHeader(_ json: String) {
        let found = findings(json, optIn: true)
        #expect(found.count == 1)
        #expect(found.first?.severity == .warning)
    }

    @Test func theHeaderSilencesIt() {
        let json = Self.firebaseTopicExample.replacingOccurrences(
            of: #""topic" : "foo-bar","#, with: #""topic" : "foo-bar", "apns": {"headers": {"apns-push-type": "alert"}},"#)
        #expect(findings(json, optIn: true).isEmpty)
    }
}
