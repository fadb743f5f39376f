import Foundation
@testable import LintRules
import Testing

/// A PHP sender's empty array, which json_encode writes as `[]`, where FCM takes an object
/// (audit78; beste/firebase-php#591, #341).
@Suite struct EmptyArrayObjectTests {
    private static func findings(_ json: String, _ rule: String) -> [Finding] {
        Linter().lint(json).filter { $0.ruleID == rule }
    }

    /// The HTTP v1 finding names json_encode's [] and the PHP way to write an empty object.
    @Test func emptyDataArrayIsNamedAsPHPs() throws {
        let json = #"{"message": {"token": "fWx3b1Yc:APA91bH", "data": [], "notification": {"title": "Fees due"}}}"#
        let finding = try #require(Self.findings(json, "shape-type-mismatch").first)
        #expect(finding.severity == .error)
        #expect(finding.message.contains("[] is what PHP's json_encode writes for an empty array"))
        #expect(finding.message.contains("Proto field is not repeating, cannot start list"))
        #expect(finding.fix?.contains("(object) []") == true)
    }

    /// A non-empty array keeps the plain text: it is no empty PHP array.
    @Test func nonEmptyArrayKeepsThePlainText() throws {
        let json = #"{"message": {"token": "fWx3b1Yc:APA91bH", "data": ["a"]}}"#
        let finding = try #require(Self.findings(json, "shape-type-mismatch").first)
        #expect(!finding.message.contains("json_encode"))
    }

    /// A raw APNs payload goes to APNs without FCM: its text does not speak of FCM's parser.
    @Test func rawAPNsPayloadKeepsThePlainText() throws {
        let finding = try #require(Self.findings(#"{"aps": []}"#, "shape-type-mismatch").first)
        #expect(!finding.message.contains("json_encode"))
    }

    /// The legacy hint leaves an empty data or notification array out and says why, instead of
    /// proposing a request FCM rejects.
    @Test func legacyHintLeavesEmptyArraysOut() throws {
        let json = #"{"to": "fcm-token", "notification": [], "data": []}"#
        let hint = try #require(Self.findings(json, "legacy-mapping-hint").first?.message)
        #expect(!hint.contains(#""data": []"#))
        #expect(!hint.contains(#""notification": []"#))
        #expect(hint.contains("left out: notification ([], what PHP's json_encode writes for an empty array"))
        #expect(hint.contains("data ([], what PHP's json_encode writes for an empty array"))
    }
}
