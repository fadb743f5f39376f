import LintRules
import Testing

/// `size` judges the Android figure as `check` does (audit43, `FCMCountedAndroidBytes`): over its
/// limit as compact JSON while FCM's own count of keys and values fits is a warning in both, so
/// `size` does not exit 1 for it; over by FCM's count too, it is an error in both.
@Suite struct SizeFileReportCountTests {
    /// An Android-only data map (`android.data` replaces `data` on Android; iOS gets none) of 280
    /// short keys: about 5,000 bytes as compact JSON, 3,360 counted by FCM.
    static let manySmallKeys = #"{"message": {"token": "TOKEN", "android": {"data": {"# + (0..<280).map { "\"k\(1000 + $0)\": \"v\(1000 + $0)\"" }.joined(separator: ", ") + "}}}}"

    @Test func jsonOverButCountedWithinIsAWarning() throws {
        let report = SizeFileReport(path: "m.json", bytes: Array(Self.manySmallKeys.utf8), configuration: LintConfiguration())
        let message = try #require(report.messages.first)
        let android = try #require(message.sizes?.android)
        #expect(android.isOverLimit)
        let counted = try #require(message.androidFittingCount)
        #expect(counted <= 4096)
        #expect(!message.isOverAnyLimit)
        #expect(!message.failsRun)
        #expect(message.isNearLimit)
        let ruleIDs = Linter().lint(Self.manySmallKeys).map(\.ruleID)
        #expect(ruleIDs.contains("size-warn"))
        #expect(!ruleIDs.contains("size-fcm-limit"))
    }

    @Test func overByFCMsCountTooIsAnError() throws {
        let text = #"{"message": {"token": "TOKEN", "android": {"data": {"a": "\#(String(repeating: "x", count: 5000))"}}}}"#
        let report = SizeFileReport(path: "m.json", bytes: Array(text.utf8), configuration: LintConfiguration())
        let message = try #require(report.messages.first)
        #expect(message.androidFittingCount == nil)
        #expect(message.isOverAnyLimit)
        #expect(message.failsRun)
        #expect(Linter().lint(text).map(\.ruleID).contains("size-fcm-limit"))
    }
}
