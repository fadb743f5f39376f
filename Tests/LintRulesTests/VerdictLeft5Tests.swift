import Foundation
@testable import LintRules
import Testing

/// verdict-left5: leftovers of audit67 that need more than a finding list to pin down.
@Suite struct VerdictLeft5Tests {
    /// danifahmy5/Firebase-Cloud-Messaging-Example-API README.md (code index file id 4418512529,
    /// audit67): a Guzzle body to fcm/send with `"android_channel_id": ""`. The Android SDK takes
    /// an empty channel id as none (CommonNotificationBuilder.getOrCreateChannel), so the hint's
    /// request leaves it out and says so, rather than writing `"channel_id": ""`.
    @Test func hintLeavesOutAnEmptyAndroidChannelID() throws {
        let json = ##"{"to": "<TOKEN_DEVICE>", "collapse_key": "type_a", "priority": "high", "notification": {"android_channel_id": "", "title": "Test notifikasi", "body": "body notifikasi", "sound": "default", "color": "#005f73"}}"##
        let message = try IssueFifteenChecksTests.hintedMessage(json)
        let android = try #require(message["android"] as? [String: Any])
        let notification = try #require(android["notification"] as? [String: Any])
        #expect(notification["channel_id"] == nil)
        #expect(notification["color"] as? String == "#005f73")
        let hint = try #require(IssueFifteenChecksTests.findings(json, "legacy-mapping-hint").first?.message)
        #expect(hint.contains("notification.android_channel_id (empty"))
    }

    /// A channel id that names a channel is still carried over.
    @Test func hintKeepsANamedAndroidChannelID() throws {
        let json = #"{"to": "tok", "notification": {"title": "Hi", "android_channel_id": "orders"}}"#
        let message = try IssueFifteenChecksTests.hintedMessage(json)
        let android = try #require(message["android"] as? [String: Any])
        let notification = try #require(android["notification"] as? [String: Any])
        #expect(notification["channel_id"] as? String == "orders")
    }
}
