@testable import LintRules
import Testing

/// Amazon SNS messages kept in a list or one per line (JSON Lines): each message's platform
/// payloads are linted inside their strings, as a lone SNS message's are
/// (`Linter.lintEmbeddedPlatformPayloads`), their pointers starting at the element's index.
@Suite struct SNSMessageListTests {
    /// Two SNS messages, the second's APNS payload with a string badge (APNs wants a number).
    static let messages = [
        #"{"default": "Sample", "GCM": "{\"fcmV1Message\": {\"message\": {\"notification\": {\"title\": \"Sale\"}, \"android\": {\"ttl\": \"3600\"}}}}"}"#,
        #"{"default": "Sample", "APNS": "{\"aps\": {\"alert\": \"Sale\", \"badge\": \"1\"}}"}"#,
    ]

    private func listed(_ findings: [Finding]) -> [String] {
        findings.filter { $0.ruleID != "shape-other-push-service" }.map {
            "\($0.ruleID) \($0.pointer) \($0.start.line):\($0.start.column)"
        }
    }

    @Test func theMessagesOfAnArrayAreLinted() {
        let text = "[\n" + Self.messages.joined(separator: ",\n") + "\n]"
        #expect(
            listed(Linter().lint(input: Array(text.utf8))) == [
                "android-ttl-format /0/GCM/fcmV1Message/message/android/ttl 2:129",
                "apns-badge-invalid /1/APNS/aps/badge 3:75",
            ])
    }

    @Test func theMessagesOfJSONLinesAreLinted() {
        let text = Self.messages.joined(separator: "\n") + "\n"
        #expect(
            listed(Linter().lint(jsonLines: text)) == [
                "android-ttl-format /0/GCM/fcmV1Message/message/android/ttl 1:129",
                "apns-badge-invalid /1/APNS/aps/badge 2:75",
            ])
    }
}
