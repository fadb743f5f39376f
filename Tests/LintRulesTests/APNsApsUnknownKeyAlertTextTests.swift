import LintRules
import Testing

/// `apns-aps-unknown-key` names alert text written straight into `aps` (title, body…) as what it
/// is, and judges it by what iOS then shows: nothing (error), the alert without that text
/// (warning), or a background push the app handles itself (warning).
@Suite struct APNsApsUnknownKeyAlertTextTests {
    private func findings(_ json: String) -> [Finding] {
        Linter().lint(json).filter { $0.ruleID == "apns-aps-unknown-key" }
    }

    /// openHAB Cloud (src/lib/push/fcm.provider.ts, buildMessage, at
    /// https://github.com/openhab/openhab-cloud/blob/5c128d59a22a85fd3535e12f8a367756a5d3f475/src/lib/push/fcm.provider.ts):
    /// the title sits beside aps.alert, so the alert shows its body only.
    @Test func titleBesideAnAlertIsAWarningThatPointsIntoTheAlert() throws {
        let found = findings(#"""
            {"tokens": ["t1"], "data": {"message": "Front door opened", "title": "Security"},
             "apns": {"payload": {"aps": {"mutable-content": 1, "alert": {"body": "Front door opened"},
                                          "sound": "default", "title": "Security"}}}}
            """#)
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.severity == .warning)
        #expect(finding.pointer.description == "/apns/payload/aps/title")
        #expect(finding.message.contains("is a key of aps.alert, not of aps"))
        #expect(finding.fix?.contains("move it into aps.alert") == true)
    }

    /// Flexisip's VoIP push (src/pushnotification/apple/apple-request.cc at
    /// https://github.com/BelledonneCommunications/flexisip/blob/b3cf98c0bed98c7cf096b093411651e6a49c6fc5/src/pushnotification/apple/apple-request.cc):
    /// loc-key and loc-args in aps are read by the app PushKit wakes; no alert is meant.
    @Test func alertKeysInAVoIPPushStayWarnings() {
        let found = findings(#"{"message": {"token": "t1", "apns": {"headers": {"apns-push-type": "voip"}, "payload": {"aps": {"sound": "", "loc-key": "IC_MSG", "loc-args": ["Alice"]}}}}}"#)
        #expect(found.map(\.severity) == [.warning, .warning])
        #expect(found.allSatisfy { !$0.message.contains("shows no alert") })
        let alertPush = findings(#"{"message": {"token": "t1", "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"loc-key": "IC_MSG"}}}}}"#)
        #expect(alertPush.map(\.severity) == [.error])
    }

    /// ChatSecure's push server (push/messages/messenger.py, send_apns, at
    /// https://github.com/ChatSecure/ChatSecure-Push-Server/blob/cb33c21c2aa4ed32d87e2f08bcae27b0a0d89782/push/messages/messenger.py)
    /// writes "thread_id" into the alert dictionary: it is named as aps's thread-id, to move.
    @Test func anApsKeyInsideTheAlertIsNamedAndMovedToAps() throws {
        let found = findings(#"{"aps":{"alert":{"body":"New Message!","loc-key":"New Message!","thread_id":"New Message!","badge":2},"sound":"default"}}"#)
        #expect(found.map(\.severity) == [.warning, .warning])
        let threadID = try #require(found.first)
        #expect(threadID.message.hasPrefix(#""thread_id" is aps's "thread-id" misspelled, not a key of aps.alert"#))
        #expect(threadID.fix == #"move it into aps as "thread-id""#)
        #expect(found.last?.message.hasPrefix(#""badge" is a key of aps, not a key of aps.alert"#) == true)
        let custom = findings(#"{"aps":{"alert":{"body":"Hi","orderId":"42"}}}"#)
        #expect(custom.first?.message.contains("aps.alert has no key \"orderId\"") == true)
    }

    @Test func alertTextWithNoAlertAnywhereIsAnError() {
        let found = findings(#"{"message": {"token": "t1", "apns": {"payload": {"aps": {"title": "Hi", "body": "There", "sound": "default"}}}}}"#)
        #expect(found.map(\.severity) == [.error, .error])
        #expect(found.allSatisfy { $0.message.contains("aps has no alert, so iOS shows no alert") })
    }

    /// FCM copies the common notification into aps.alert, so iOS shows that alert.
    @Test func commonNotificationKeepsItAWarning() {
        let found = findings(#"{"message": {"token": "t1", "notification": {"title": "Hi"}, "apns": {"payload": {"aps": {"body": "There"}}}}}"#)
        #expect(found.map(\.severity) == [.warning])
    }

    /// A background push may carry text for the app to show itself.
    @Test func backgroundPushKeepsItAWarning() {
        let found = findings(#"{"message": {"token": "t1", "apns": {"payload": {"aps": {"content-available": 1, "title": "Hi"}}}}}"#)
        #expect(found.map(\.severity) == [.warning])
    }

    /// A custom key keeps its own text: it belongs beside aps, not in aps.alert.
    @Test func customKeyKeepsTheBesideApsText() {
        let found = findings(#"{"message": {"token": "t1", "apns": {"payload": {"aps": {"alert": "Hi", "orderId": "42"}}}}}"#)
        #expect(found.map(\.severity) == [.warning])
        #expect(found.first?.message.contains("custom keys belong beside aps") == true)
    }
}
