@testable import LintRules
import Testing

/// An Amazon Pinpoint (AWS End User Messaging Push) request's `RawContent` strings are linted
/// inside their strings (`Linter.lintEmbeddedPlatformPayloads`): `APNSMessage`'s as a raw APNs
/// payload, `GCMMessage`'s in the FCM v1 form as the HTTP v1 request, the legacy form not.
@Suite struct PinpointRawContentTests {
    /// The shape of the AWS guide's "FCMv1 message payload" example (its fractional ttl and light
    /// colour channels above 1), beside an APNs RawContent with a string badge.
    static let request = #"""
        {"Addresses": {"T": {"ChannelType": "GCM"}}, "MessageConfiguration": {"GCMMessage": {"RawContent": "{\"fcmV1Message\": {\"message\": {\"notification\": {\"title\": \"t\"}, \"android\": {\"ttl\": \"10023.32s\", \"notification\": {\"channel_id\": \"c\", \"light_settings\": {\"color\": {\"red\": 1, \"green\": 0.5, \"blue\": 0}, \"light_on_duration\": \"1s\", \"light_off_duration\": \"1s\"}}}}}}"}, "APNSMessage": {"RawContent": "{\"aps\": {\"badge\": \"5\"}}"}}}
        """#

    @Test func bothRawContentsAreLintedInPlace() throws {
        let findings = Linter().lint(Self.request).filter { $0.ruleID != "shape-other-push-service" }
        #expect(
            findings.map { "\($0.ruleID) \($0.pointer)" } == [
                "android-ttl-fraction /MessageConfiguration/GCMMessage/RawContent/fcmV1Message/message/android/ttl",
                "apns-badge-invalid /MessageConfiguration/APNSMessage/RawContent/aps/badge",
            ])
        let badge = try #require(findings.last)
        let text = Array(Self.request.utf8)
        #expect(String(decoding: text[badge.start.offset..<(badge.start.offset + 5)], as: UTF8.self) == #"\"5\""#)
    }

    /// Inside the SDKs' MessageRequest parameter, in a list: the pointers follow.
    @Test func aNestedRequestInAListIsLinted() {
        let text = #"[{"ApplicationId": "A", "MessageRequest": {"MessageConfiguration": {"APNSMessage": {"RawContent": "{\"aps\": {\"badge\": \"5\"}}"}}}}]"#
        let ids = Linter().lint(input: Array(text.utf8)).map { "\($0.ruleID) \($0.pointer)" }
        #expect(ids.contains("apns-badge-invalid /0/MessageRequest/MessageConfiguration/APNSMessage/RawContent/aps/badge"))
    }
}
