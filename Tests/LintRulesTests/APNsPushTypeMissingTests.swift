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
    /// delivery options (https://firebase.google.com/docs/cloud-messaging/customize-messages/cross-platform);
    /// the page's missing colon after the Android "notification" key is restored.
    static let firebaseAcrossPlatformsExample = #"""
        {
          "message":{
             "token":"bk3RNwTe3H0:CI2k_HHwgIpoDKCIZvvDMExUdFQ3P1...",
             "notification":{
               "title":"Match update",
               "body":"Arsenal goal in added time, score is now 3-0"
             },
             "android":{
               "ttl":"86400s",
               "notification":{
                 "click_action":"OPEN_ACTIVITY_1"
               }
             },
             "apns": {
               "payload": {
                 "aps": {
                   "category" : "NEW_MESSAGE_CATEGORY"
                 }
               }
             },
             "webpush":{
               "headers":{
                 "TTL":"86400"
               }
             }
           }
         }
        """#

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
