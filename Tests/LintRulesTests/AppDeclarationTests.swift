import Foundation
import LintRules
import Testing

/// The configuration's `app` section and the rules whose verdict depends on what the app does.
@Suite struct AppDeclarationTests {
    /// What the Notify Kit server SDK writes for the smallest input,
    /// `buildNotifyKitPayload({ token, notification: { title: 'Hello', body: 'World' } })`: the blob
    /// is `serializeNotifeeOptions`'s `{ _v: 1, title, body }` (react-native-notify-kit
    /// src/server/serialize.ts) and the message has the output shape the FCM Mode guide documents
    /// ("buildNotifyKitPayload(input): NotifyKitPayloadOutput"). No android.channelId: the guide's
    /// recommended setup gives the app `setFcmConfig({ defaultChannelId: 'default' })`.
    static let serverSDKMinimalOutput = #"""
        {
          "message": {
            "token": "eZ_device_token",
            "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hello\",\"body\":\"World\"}"},
            "android": {"priority": "HIGH"},
            "apns": {
              "headers": {"apns-push-type": "alert", "apns-priority": "10"},
              "payload": {
                "aps": {"alert": {"title": "Hello", "body": "World"}, "mutable-content": 1},
                "notifee_options": "{\"_v\":1,\"title\":\"Hello\",\"body\":\"World\"}"
              }
            }
          }
        }
        """#

    /// A notification block beside title and body data keys (the universal-payload forum post's
    /// shape).
    static let notificationWithDataTitle = #"""
        {"message": {"topic": "news", "notification": {"title": "Hi", "body": "B"}, "data": {"title": "Hi", "body": "B"}}}
        """#

    private func configuration(_ json: String) throws(ConfigurationError) -> LintConfiguration {
        let directory = TemporaryDirectory()
        let path = directory.write(".notifykit-lint.json", json)
        return try LintConfiguration(contentsOf: path)
    }

    private func findings(_ json: String, _ rule: String, _ configuration: LintConfiguration = LintConfiguration()) -> [Finding] {
        Linter(configuration: configuration).lint(json).filter { $0.ruleID == rule }
    }

    // MARK: - Parsing

    @Test func theSectionIsRead() throws {
        let app = try configuration(
            #"{"version": 1, "app": {"defaultChannelId": "default", "defaultPressAction": true, "notificationServiceExtension": true, "drawsDataNotification": false}}"#
        ).app
        #expect(app.defaultChannelID == .set("default"))
        #expect(app.defaultPressAction == .set(nil))
        #expect(app.notificationServiceExtension == true)
        #expect(app.drawsDataNotification == false)
        #expect(try configuration(#"{"version": 1, "app": {"defaultChannelId": false}}"#).app.defaultChannelID == .unset)
        #expect(try configuration(#"{"version": 1}"#).app == AppDeclaration())
    }

    @Test(arguments: [
        (#"{"version": 1, "app": []}"#, 1, 23, "/app", "must be an object with any of defaultChannelId"),
        (#"{"version": 1, "app": {"defaultChannelID": "x"}}"#, 1, 24, "/app/defaultChannelID", #"unknown key; did you mean "defaultChannelId"?"#),
        (#"{"version": 1, "app": {"defaultChannelId": ""}}"#, 1, 44, "/app/defaultChannelId", "must be a channel id (a non-empty string), true"),
        (#"{"version": 1,\n "app": {"drawsDataNotification": "yes"}}"#, 2, 35, "/app/drawsDataNotification", #"must be true or false; found "yes""#),
        (#"{"version": 1, "app": {"defaultPressAction": 1}}"#, 1, 46, "/app/defaultPressAction", "must be a press action id"),
    ])
    func errorsNameTheirPlace(_ json: String, _ line: Int, _ column: Int, _ key: String, _ message: String) throws {
        let text = json.replacingOccurrences(of: "\\n", with: "\n")
        do {
            _ = try configuration(text)
            Issue.record("no error for \(json)")
        } catch {
            #expect(error.line == line && error.column == column, "\(error)")
            #expect(error.key == key, "\(error)")
            #expect(error.message.contains(message), "\(error)")
        }
    }

    // MARK: - notifykit-android-channel

    @Test func undeclaredTheServerSDKsMinimalOutputIsInformationNamingTheSetting() {
        let found = findings(Self.serverSDKMinimalOutput, "notifykit-android-channel")
        #expect(found.count == 1)
        #expect(found.first?.severity == .info)
        #expect(found.first?.message.contains("app.defaultChannelId") == true)
    }

    @Test func declaredDefaultChannelQuietsIt() throws {
        let set = try configuration(#"{"version": 1, "app": {"defaultChannelId": "default"}}"#)
        #expect(findings(Self.serverSDKMinimalOutput, "notifykit-android-channel", set).isEmpty)
    }

    @Test func declaredNoDefaultChannelIsAnError() throws {
        let unset = try configuration(#"{"version": 1, "app": {"defaultChannelId": false}}"#)
        let found = findings(Self.serverSDKMinimalOutput, "notifykit-android-channel", unset)
        #expect(found.map(\.severity) == [.error])
    }

    @Test func anUnusableChannelIdFallsBackToTheDeclaredDefault() throws {
        let json = Self.serverSDKMinimalOutput.replacingOccurrences(
            of: #"\"World\"}"},"#, with: #"\"World\",\"android\":{\"channelId\":\"\"}}"},"#)
        #expect(json != Self.serverSDKMinimalOutput)
        #expect(findings(json, "notifykit-android-channel").map(\.severity) == [.warning])
        let set = try configuration(#"{"version": 1, "app": {"defaultChannelId": "default"}}"#)
        let found = findings(json, "notifykit-android-channel", set)
        #expect(found.map(\.severity) == [.warning])
        #expect(found.first?.message.contains("\"default\"") == true)
    }

    @Test func aSeverityTheUserSetsWins() throws {
        let unset = try configuration(
            #"{"version": 1, "app": {"defaultChannelId": false}, "rules": {"notifykit-android-channel": "warning"}}"#)
        #expect(findings(Self.serverSDKMinimalOutput, "notifykit-android-channel", unset).map(\.severity) == [.warning])
    }

    // MARK: - android-duplicate-display

    @Test func duplicateDisplayFollowsDrawsDataNotification() throws {
        let undeclared = findings(Self.notificationWithDataTitle, "android-duplicate-display")
        #expect(undeclared.map(\.severity) == [.info])
        #expect(undeclared.first?.message.contains("app.drawsDataNotification") == true)
        let draws = try configuration(#"{"version": 1, "app": {"drawsDataNotification": true}}"#)
        #expect(findings(Self.notificationWithDataTitle, "android-duplicate-display", draws).map(\.severity) == [.error])
        let doesNot = try configuration(#"{"version": 1, "app": {"drawsDataNotification": false}}"#)
        #expect(findings(Self.notificationWithDataTitle, "android-duplicate-display", doesNot).isEmpty)
    }

    // MARK: - notificationServiceExtension

    /// Firebase's "Send an image in the notification payload" example for APNs
    /// (https://firebase.google.com/docs/cloud-messaging/ios/send-image), without its
    /// mutable-content flag: the extension that downloads the image never starts, unless the app
    /// is declared to have none.
    @Test func declaredWithoutAnExtensionTheExtensionRulesAreQuiet() throws {
        let json = #"""
            {"message": {"topic": "news", "notification": {"title": "Sparky says hello!"},
              "apns": {"payload": {"aps": {}}, "fcm_options": {"image": "https://www.example.com/image.png"}}}}
            """#
        #expect(findings(json, "apns-mutable-content-missing").count == 1)
        let none = try configuration(#"{"version": 1, "app": {"notificationServiceExtension": false}}"#)
        #expect(findings(json, "apns-mutable-content-missing", none).isEmpty)
        let has = try configuration(#"{"version": 1, "app": {"notificationServiceExtension": true}}"#)
        #expect(findings(json, "apns-mutable-content-missing", has).count == 1)
    }
}
