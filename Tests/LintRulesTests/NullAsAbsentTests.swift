import LintRules
import SizeModel
import Testing

/// A field set to `null` is an absent field: protobuf JSON (the FCM HTTP v1 API) parses `null` as
/// the field's default, and serializers that keep `None`/`null` members (Python dataclasses,
/// Jackson without `NON_NULL`, Go structs without `omitempty`) write it all the time.
@Suite struct NullAsAbsentTests {
    /// Firebase's own topic example, "Send messages to topics", HTTP v1 tab
    /// (https://firebase.google.com/docs/cloud-messaging/send-message#send-messages-to-topics),
    /// transcribed, with the other targets and blocks written as `null` the way a serializer that
    /// keeps unset fields writes them.
    static let firebaseTopicExampleWithNulls = #"""
        {
          "message": {
            "topic": "foo-bar",
            "token": null,
            "condition": null,
            "android": null,
            "apns": null,
            "webpush": null,
            "data": null,
            "notification": {
              "body": "This is a Firebase Cloud Messaging Topic Message!",
              "title": "FCM Message",
              "image": null
            }
          }
        }
        """#

    @Test func nullTargetsBesideATopicAreNotTargets() {
        let findings = Linter().lint(Self.firebaseTopicExampleWithNulls)
        #expect(findings.filter { $0.severity == .error }.isEmpty, "\(findings.map { "\($0.ruleID): \($0.message)" })")
        #expect(!findings.contains { $0.ruleID.hasPrefix("routing-") }, "\(findings.map(\.ruleID))")
    }

    @Test func nullFieldsAreAbsentToTheContext() throws {
        let context = MessageContext(
            envelope: try JSONParser().parse(Array(Self.firebaseTopicExampleWithNulls.utf8)).root, configuration: LintConfiguration())
        #expect(context.targetMembers.count == 1)
        #expect(context.registrationTokens.isEmpty)
        #expect(context.apns == nil && context.android == nil && context.webpush == nil && context.data == nil)
        #expect(context.notification?.member("image") == nil)
    }

    @Test func nullAlertIsNoAlert() {
        // Apple's background-update example (developer.apple.com, "Pushing background updates to
        // your app"): {"aps": {"content-available": 1}}, sent through FCM with alert, badge and
        // sound set to null by a serializer.
        let json = #"""
            {"message": {"token": "t", "apns": {"headers": {"apns-push-type": "background", "apns-priority": "5"},
              "payload": {"aps": {"content-available": 1, "alert": null, "badge": null, "sound": null}}}}}
            """#
        let findings = Linter().lint(json)
        #expect(!findings.contains { $0.ruleID == "apns-push-type-background-with-alert" || $0.ruleID == "apns-content-available-with-alert" },
            "\(findings.map(\.ruleID))")
    }

    @Test func nullTokenIsNotCountedInTheSizeModel() throws {
        let document = try JSONParser().parse(Array(Self.firebaseTopicExampleWithNulls.utf8))
        let message = try #require(document.root.member("message"))
        let parts = FCMMessageParts(message: message)
        #expect(parts.target?.key.stringEquals("topic") == true)
    }

    /// FCM drops a null field, so it adds no byte to what a device receives: the Firebase example
    /// with `"image": null` (and the null blocks) measures as the example without them.
    @Test func nullFieldsCountNoBytesOnTheDevice() throws {
        let withNulls = try JSONParser().parse(Array(Self.firebaseTopicExampleWithNulls.utf8))
        let plain = try JSONParser().parse(Array(#"""
            {"message": {"topic": "foo-bar", "notification": {"body": "This is a Firebase Cloud Messaging Topic Message!", "title": "FCM Message"}}}
            """#.utf8))
        let a = MessageSizes(message: try #require(withNulls.root.member("message")))
        let b = MessageSizes(message: try #require(plain.root.member("message")))
        #expect(a.android?.size.bytes == b.android?.size.bytes)
        #expect(a.ios?.size.bytes == b.ios?.size.bytes)
    }
}
