import LintRules
import Testing

/// `apns.payload.notifee_options` written as a JSON object: the form Notifee's and Notify Kit's iOS
/// remote-notification docs show, which the extension reads as-is (`NotifeeCoreExtensionHelper.m`,
/// `parseNotifeeOptions`: a dictionary is used as-is, else a string is parsed as JSON).
@Suite struct NotifeeOptionsObjectFormTests {
    /// Notifee docs, iOS "Remote Notification support", "Edit the payload" (invertase/notifee
    /// docs/react-native/docs/ios/remote-notification-support.md): the firebase-admin message,
    /// transcribed to JSON with the page's `...` placeholders left out, its `{alert true` typo
    /// written `{"alert": true`, and a token added as the target.
    static let notifeeDocsExample = #"""
        {
          "token": "device-token",
          "notification": {
            "title": "A notification title!",
            "body": "A notification body"
          },
          "apns": {
            "payload": {
              "aps": {
                "contentAvailable": 1,
                "mutableContent": 1
              },
              "notifee_options": {
                "image": "https://placeimg.com/640/480/any",
                "ios": {
                  "sound": "media/kick.wav",
                  "foregroundPresentationOptions": {"alert": true, "badge": true, "sound": true},
                  "categoryId": "post",
                  "attachments": [{"url": "https://placeimg.com/640/480/any", "thumbnailHidden": true}]
                }
              }
            }
          }
        }
        """#

    /// A Notify Kit message whose iOS copy is the options object and whose Android copy is the
    /// server SDK's string; `ios` is spliced into both.
    static func message(androidIOS: String, iosIOS: String) -> String {
        let android = #"{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\",\"android\":{\"channelId\":\"news\"},\"ios\":"# + androidIOS + "}"
        return #"{"message": {"topic": "news", "data": {"notifee_options": ""# + android + #""}, "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": {"title": "Hi", "body": "B"}, "mutable-content": 1}, "notifee_options": {"_v": 1, "title": "Hi", "body": "B", "android": {"channelId": "news"}, "ios": "#
            + iosIOS + "}}}}}"
    }

    @Test func notifeesDocsExampleIsReadNotRejected() {
        let findings = Linter().lint(Self.notifeeDocsExample)
        #expect(!findings.contains { $0.ruleID.hasPrefix("notifykit-") && $0.severity != .info },
            "\(findings.map { "\($0.ruleID): \($0.message)" })")
        #expect(!findings.contains { $0.ruleID == "notifykit-options-json" })
    }

    @Test func theObjectIsCheckedLikeTheBlobAtItsOwnPositions() throws {
        let json = Self.notifeeDocsExample.replacingOccurrences(of: #""categoryId": "post""#, with: #""categoryID": "post""#)
        let found = Linter().lint(json).filter { $0.ruleID == "notifykit-options-unknown-field" }
        try #require(found.count == 1, "\(found.map(\.message))")
        let finding = try #require(found.first)
        #expect(finding.pointer.description == "/apns/payload/notifee_options/ios/categoryID")
        #expect(finding.message.contains("notifee_options.ios"))
        #expect(!finding.message.contains("apns.payload.notifee_options"))
        let range = try #require(json.range(of: #""categoryID""#))
        #expect(finding.start.offset == json.utf8.distance(from: json.startIndex, to: range.lowerBound))
    }

    @Test func aStringAndAnObjectWithTheSameContentAreOneBlob() {
        // The same options, members in another order and 1 written 1.0: no mismatch, and a
        // problem of a field both clients read is reported once, not once per copy.
        let json = Self.message(androidIOS: #"{\"sound\":\"default\"}"#, iosIOS: #"{"sound": "default"}"#)
            .replacingOccurrences(of: #"{"_v": 1, "title": "Hi", "body": "B""#, with: #"{"body": "B", "title": "Hi", "_v": 1.0"#)
        let findings = Linter().lint(json)
        #expect(!findings.contains { $0.ruleID == "notifykit-options-mismatch" }, "\(findings.map(\.message))")
        let badTitle = json
            .replacingOccurrences(of: #"\"title\":\"Hi\""#, with: #"\"title\":42"#)
            .replacingOccurrences(of: #""body": "B", "title": "Hi", "_v": 1.0"#, with: #""body": "B", "title": 42, "_v": 1.0"#)
        #expect(badTitle != json)
        let titleFindings = Linter().lint(badTitle).filter { $0.ruleID == "notifykit-title-body" }
        #expect(titleFindings.count == 1, "\(titleFindings.map(\.pointer))")
        #expect(!Linter().lint(badTitle).contains { $0.ruleID == "notifykit-options-mismatch" })
    }

    @Test func aDifferentObjectCopyIsAMismatchAtTheDifferingValue() throws {
        let json = Self.message(androidIOS: #"{\"sound\":\"default\"}"#, iosIOS: #"{"sound": "chime.caf"}"#)
        let found = Linter().lint(json).filter { $0.ruleID == "notifykit-options-mismatch" }
        try #require(found.count == 1)
        #expect(found.first?.pointer.description == "/message/apns/payload/notifee_options/ios/sound")
    }

    @Test func theDataCopyMustStillBeAString() {
        let json = #"{"message": {"topic": "news", "data": {"notifee_options": {"_v": 1, "title": "Hi", "body": "B"}}}}"#
        let found = Linter().lint(json).filter { $0.ruleID == "notifykit-options-json" }
        #expect(found.count == 1)
        #expect(found.first?.message.contains("in data it must be a string of JSON text") == true)
    }
}
