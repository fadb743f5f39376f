import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Verdicts earlier audits left open, settled from platform sources (verdict-left): a null
    /// aps key sent through FCM, an empty alert in a raw APNs payload, a body mixing HTTP v1 and
    /// legacy keys posted to the legacy endpoint. Each is the input as its source wrote it.
    static let verdictCases: [RealWorldCase] = [
        // https://github.com/firebase/firebase-admin-dart/issues/50 (the reporter's serialized aps:
        // an unset alert written as null; FCM answered "Value type for APS key [alert] is a
        // Dictionary or String." to every send), in an HTTP v1 body
        RealWorldCase(
            "verdicts firebase-admin-dart #50: null aps.alert through FCM",
            #"{"message": {"token": "t", "apns": {"payload": {"aps": {"alert": null, "sound": {"name": "default"}}}}}}"#,
            expected: ["apns-alert-type /message/apns/payload/aps/alert", "apns-sound-only /message/apns/payload/aps/sound"]),
        // NullAsAbsentTests' Apple background-update example sent with null alert, badge and sound
        // (https://developer.apple.com/documentation/usernotifications/pushing-background-updates-to-your-app):
        // FCM keeps the nulls of apns.payload and checks their types
        RealWorldCase(
            "verdicts Apple background update with null aps keys through FCM",
            #"""
                {"message": {"token": "t", "apns": {"headers": {"apns-push-type": "background", "apns-priority": "5"},
                  "payload": {"aps": {"content-available": 1, "alert": null, "badge": null, "sound": null}}}}}
                """#,
            expected: ["apns-alert-type /message/apns/payload/aps/alert", "apns-badge-invalid /message/apns/payload/aps/badge"]),
        // The smallest APNs payload, as push libraries write it ("The smallest message is an empty
        // message, represented by the following payload: {"aps":{"alert":""}}", a notes file on
        // APNs payload size, index file id 33807292165): its push type is not in the payload
        RealWorldCase(
            "verdicts smallest APNs payload: empty alert, push type unseen",
            #"{"aps":{"alert":""}}"#,
            expected: ["apns-alert-empty /aps/alert", "shape-detected /aps"]),
    ]

    @Test func nullApsKeysThroughFCMAreErrorsAndAtAPNsWarnings() {
        let throughFCM = Linter().lint(#"{"message": {"token": "t", "apns": {"payload": {"aps": {"alert": "Hi", "badge": null}}}}}"#)
        #expect(throughFCM.filter { $0.ruleID == "apns-badge-invalid" }.map(\.severity) == [.error])
        let direct = Linter().lint(#"{"aps": {"alert": "Hi", "badge": null}}"#)
        #expect(direct.filter { $0.ruleID == "apns-badge-invalid" }.map(\.severity) == [.warning])
        // A null alert sent to APNs directly is no alert, as meant.
        #expect(!Linter().lint(#"{"aps": {"alert": null, "content-available": 1}}"#).contains { $0.ruleID == "apns-alert-type" })
    }

    @Test func anEmptyAlertIsAnErrorThroughFCMAndAWarningInARawPayload() {
        let raw = Linter().lint(#"{"aps":{"alert":""}}"#)
        #expect(raw.filter { $0.ruleID == "apns-alert-empty" }.map(\.severity) == [.warning])
        let fcm = Linter().lint(#"{"message": {"token": "t", "apns": {"payload": {"aps": {"alert": ""}}}}}"#)
        #expect(fcm.filter { $0.ruleID == "apns-alert-empty" }.map(\.severity) == [.error])
    }

    /// A body mixing HTTP v1 and legacy keys posted to the legacy endpoint: two causes of failure,
    /// each reported. The body is the one UnifiedPush/common-proxies#52 proposes (legacy
    /// "priority" beside the HTTP v1 "android.priority",
    /// https://github.com/UnifiedPush/common-proxies/issues/52) with its target, posted to fcm/send.
    @Test func aMixedBodyToTheLegacyEndpointGetsBothFindings() {
        let command = #"""
            curl -X POST https://fcm.googleapis.com/fcm/send -H "Authorization: key=AAAA" -H "Content-Type: application/json" -d '{"token": "e2PRxiPqQaKbjZTVXyCFZ1:APA91bHGiW3YQznhWfCOS", "priority": "high", "android": {"priority": "high"}}'
            """#
        let ids = Set(Linter().lint(command).filter { $0.severity == .error }.map(\.ruleID))
        #expect(ids == ["legacy-endpoint", "legacy-top-level-keys"])
    }
}
