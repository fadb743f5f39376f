@testable import LintRules
import SizeModel
import Testing

/// The apns and webpush value-logic rules on real clean payloads, and the cases whose severity or
/// output depends on more than the example tests show.
@Suite struct APNsWebpushRuleTests {
    /// The value-logic rules of the apns, webpush and fcm-options areas. The four headline apns
    /// rules that predate them (push type missing, mutable-content missing, priority 10, background
    /// with alert) have their own tests and are left out here.
    static let ids = Set(
        RuleRegistry.descriptions.filter { [.apns, .webpush, .fcmOptions].contains($0.area) }.map(\.id))
        .subtracting([
            "apns-push-type-missing", "apns-mutable-content-missing", "apns-priority-10-without-alert",
            "apns-push-type-background-with-alert",
        ])

    // MARK: - Clean payloads

    /// Payloads from Firebase's documentation, the firebase-admin tests, FlutterFire's background
    /// recipe and Notify Kit's server SDK: none may get an error or a warning from these rules.
    static let cleanPayloads: [(String, String)] = [
        (
            "Firebase: customize messages across platforms (apns category)",
            #"{"message":{"topic":"industry-tech","notification":{"title":"`$FooCorp` up 1.43% on the day","body":"FooCorp gained 11.80 points to close at 835.67, up 1.43% on the day."},"android":{"notification":{"click_action":"TOP_STORY_ACTIVITY"}},"apns":{"payload":{"aps":{"category":"NEW_MESSAGE_CATEGORY"}}}}}"#
        ),
        (
            "Firebase: webpush override with requireInteraction as a string and a relative badge",
            #"{"message":{"token":"bk3RNwTe3H0:CI2k_HHwgIpoDKCIZvvDMExUdFQ3P1","notification":{"title":"Portugal vs. Denmark","body":"great match!"},"webpush":{"headers":{"Urgency":"high"},"notification":{"body":"This is a message from FCM to web","requireInteraction":"true","badge":"/badge-icon.png"},"fcm_options":{"link":"https://dummypage.com"}}}}"#
        ),
        (
            "Firebase: data message",
            #"{"message":{"token":"bk3RNwTe3H0:CI2k_HHwgIpoDKCIZvvDMExUdFQ3P1","data":{"Nick":"Mario","body":"great match!","Room":"PortugalVSDenmark"}}}"#
        ),
        (
            "Firebase: message lifespan (apns-expiration in the past, android ttl, webpush TTL)",
            #"{"message":{"token":"bk3RNwTe3H0:CI2k_HHwgIpoDKCIZvvDMExUdFQ3P1","apns":{"headers":{"apns-expiration":"1604750400"}},"android":{"ttl":"4500s"},"webpush":{"headers":{"TTL":"4500"}}}}"#
        ),
        (
            "Firebase: message priority (apns-priority 5 on a notification)",
            #"{"message":{"topic":"subscriber-updates","notification":{"body":"This week's edition is now available.","title":"NewsMagazine.com"},"data":{"volume":"3.21.15","contents":"http://www.news-magazine.com/world-week/21659772"},"android":{"priority":"normal"},"apns":{"headers":{"apns-priority":"5"}},"webpush":{"headers":{"Urgency":"high"}}}}"#
        ),
        (
            // Firebase's sample puts the image in webpush.headers, which webpush-header-notification-field
            // reports (CheckMessageTests); here with the image where the service worker reads it.
            "Firebase: send an image to iOS",
            #"{"message":{"token":"bk3RNwTe3H0:CI2k_HHwgIpoDKCIZvvDMExUdFQ3P1","notification":{"title":"Sparky says hello!"},"android":{"notification":{"image":"https://foo.bar.pizza-monster.png"}},"apns":{"payload":{"aps":{"mutable-content":1}},"fcm_options":{"image":"https://foo.bar.pizza-monster.png"}},"webpush":{"notification":{"image":"https://foo.bar.pizza-monster.png"}}}}"#
        ),
        (
            "Firebase: start a Live Activity",
            #"{"message":{"token":"FCM_TOKEN","apns":{"live_activity_token":"LIVE_ACTIVITY_PUSH_TO_START_TOKEN","headers":{"apns-priority":"10"},"payload":{"aps":{"timestamp":1746583283,"event":"start","content-state":{"demo":1},"attributes-type":"DemoAttributes","attributes":{"demoAttribute":1},"alert":{"title":"test title","body":"test body"}}}}}}"#
        ),
        (
            "Firebase: update a Live Activity",
            #"{"message":{"token":"FCM_TOKEN","apns":{"live_activity_token":"LIVE_ACTIVITY_PUSH_TOKEN","headers":{"apns-priority":"10"},"payload":{"aps":{"timestamp":1746583283,"event":"update","content-state":{"demo":2},"alert":{"title":"test title","body":"test body"}}}}}}"#
        ),
        (
            "Firebase: end a Live Activity",
            #"{"message":{"token":"FCM_TOKEN","apns":{"live_activity_token":"LIVE_ACTIVITY_PUSH_TOKEN","headers":{"apns-priority":"10"},"payload":{"aps":{"timestamp":1746583283,"dismissal-date":1746590000,"event":"end","content-state":{"demo":3}}}}}}"#
        ),
        (
            "iOS background-push recipe",
            #"{"message":{"token":"t","data":{"sync":"inbox"},"apns":{"headers":{"apns-push-type":"background","apns-priority":"5"},"payload":{"aps":{"content-available":1}}}}}"#
        ),
        (
            "FlutterFire: data-only message to iOS (firebase-admin object with apns-topic)",
            #"{"token":"device token","data":{"hello":"world"},"android":{"priority":"high"},"apns":{"payload":{"aps":{"contentAvailable":true}},"headers":{"apns-push-type":"background","apns-priority":"5","apns-topic":"io.flutter.plugins.firebase.messaging"}}}"#
        ),
        (
            "firebase-admin-node integration test message",
            #"{"data":{"foo":"bar"},"notification":{"title":"Message title","body":"Message body","imageUrl":"https://example.com/image.png"},"android":{"restrictedPackageName":"com.google.firebase.testing","directBootOk":true,"notification":{"title":"test.title","ticker":"test.ticker","sticky":true,"visibility":"private","localOnly":true,"priority":"high","vibrateTimingsMillis":[100,50,250],"defaultVibrateTimings":false,"defaultSound":true,"notificationCount":1,"proxy":"if_priority_lowered"}},"apns":{"payload":{"aps":{"alert":{"title":"Message title","body":"Message body"}}}},"topic":"foo-bar"}"#
        ),
        (
            "Notify Kit buildNotifyKitPayload output",
            #"{"token":"eZ1","data":{"orderId":"42","notifee_options":"{\"_v\":1,\"title\":\"Order received\",\"body\":\"We're preparing your food.\",\"ios\":{\"sound\":\"default\",\"attachments\":[{\"url\":\"https://cdn.example.com/orders/42.png\"}]}}"},"android":{"priority":"HIGH","collapse_key":"order-42","ttl":"3600s"},"apns":{"headers":{"apns-push-type":"alert","apns-priority":"10","apns-collapse-id":"order-42","apns-expiration":"1735693200"},"payload":{"aps":{"alert":{"title":"Order received","body":"We're preparing your food."},"mutable-content":1,"sound":"default","category":"ORDER_UPDATE","thread-id":"orders-thread","interruption-level":"time-sensitive","badge":0},"notifee_options":"{\"_v\":1,\"title\":\"Order received\",\"body\":\"We're preparing your food.\",\"ios\":{\"sound\":\"default\",\"attachments\":[{\"url\":\"https://cdn.example.com/orders/42.png\"}]}}","notifee_data":"{\"orderId\":\"42\"}"}}}"#
        ),
    ]

    @Test(arguments: cleanPayloads.map(\.0))
    func cleanPayloadGetsNoErrorOrWarning(_ name: String) throws {
        let json = try #require(Self.cleanPayloads.first { $0.0 == name }?.1)
        let loud = Linter().lint(json).filter { Self.ids.contains($0.ruleID) && $0.severity > .info }
        #expect(loud.isEmpty, "\(loud.map { "\($0.ruleID): \($0.message)" })")
    }

    // MARK: - Severity per case

    private func findings(_ json: String, _ id: String, _ configuration: LintConfiguration = LintConfiguration())
        -> [Finding]
    {
        Linter(configuration: configuration).lint(json).filter { $0.ruleID == id }
    }

    /// A plain sync is quiet; title and body keys for the app to draw warn (W3: the app's code
    /// decides); a notifee_options blob is an error (E2: handleFcmMessage does nothing on iOS in
    /// the background or killed states, so the blob is never drawn).
    @Test func plainBackgroundPushIsQuietAndACarriedNotificationIsReported() {
        let sync = #"{"message":{"topic":"t","data":{"sync":"1"},"apns":{"headers":{"apns-priority":"5"},"payload":{"aps":{"content-available":1}}}}}"#
        let draw = #"{"message":{"topic":"t","data":{"title":"Hi","body":"B"},"apns":{"headers":{"apns-priority":"5"},"payload":{"aps":{"content-available":1}}}}}"#
        let blob = #"{"message":{"topic":"t","data":{"notifee_options":"{}"},"apns":{"headers":{"apns-priority":"5"},"payload":{"aps":{"content-available":1}}}}}"#
        #expect(findings(sync, "apns-background-throttled").isEmpty)
        #expect(findings(draw, "apns-background-throttled").map(\.severity) == [.warning])
        #expect(findings(blob, "apns-background-throttled").map(\.severity) == [.error])
        #expect(findings(blob, "apns-background-throttled").first?.message.contains("never drawn") == true)
    }

    @Test func mutableContentAloneIsAnErrorAndBesideABadgeAWarning() {
        let alone = #"{"message":{"topic":"t","apns":{"payload":{"aps":{"mutable-content":1}}}}}"#
        let badge = #"{"message":{"topic":"t","apns":{"payload":{"aps":{"badge":1,"mutable-content":1}}}}}"#
        #expect(findings(alone, "apns-mutable-content-without-alert").map(\.severity) == [.error])
        #expect(findings(badge, "apns-mutable-content-without-alert").map(\.severity) == [.warning])
    }

    @Test func aHeaderInsideApsIsOneWarning() {
        let json = #"{"message":{"topic":"t","apns":{"payload":{"aps":{"alert":"Hi","apns-push-type":"alert"}}}}}"#
        let all = Linter().lint(json).filter { $0.pointer.description.hasSuffix("/apns-push-type") }
        #expect(all.map(\.ruleID) == ["apns-headers-misplaced"])
        #expect(all.map(\.severity) == [.warning])
    }

    @Test func duplicateKeysAreErrorsWhereFCMParsesThem() {
        let body = #"{"message":{"token":"a","token":"b","data":{"id":"1","id":"2"}}}"#
        let payload = #"{"message":{"token":"a","apns":{"payload":{"aps":{"alert":"Hi"},"id":"1","id":"2"}}}}"#
        let admin = #"{"token":"a","android":{"ttl":1000},"data":{"id":"1","id":"2"}}"#
        #expect(findings(body, "json-duplicate-key").map(\.severity) == [.error, .error])
        #expect(findings(payload, "json-duplicate-key").map(\.severity) == [.warning])
        #expect(findings(admin, "json-duplicate-key").map(\.severity) == [.warning])
    }

    @Test func locArgsAndSoundAreErrorsInAdminObjectsAndWarningsInHTTPv1() {
        let admin = #"{"token":"a","android":{"ttl":1000},"apns":{"payload":{"aps":{"alert":{"body":"B","locArgs":["x"]},"sound":""}}}}"#
        let v1 = #"{"message":{"token":"a","apns":{"payload":{"aps":{"alert":{"body":"B","loc-args":["x"]},"sound":""}}}}}"#
        #expect(findings(admin, "apns-alert-loc-args-without-key").map(\.severity) == [.error])
        #expect(findings(admin, "apns-sound-invalid").map(\.severity) == [.error])
        #expect(findings(v1, "apns-alert-loc-args-without-key").map(\.severity) == [.warning])
        #expect(findings(v1, "apns-sound-invalid").map(\.severity) == [.warning])
    }

    @Test func configuredSeverityWinsOverTheCaseSeverity() {
        var configuration = LintConfiguration()
        configuration.severityOverrides["apns-background-throttled"] = .error
        let render = #"{"message":{"topic":"t","data":{"title":"Hi","body":"B"},"apns":{"payload":{"aps":{"content-available":1}}}}}"#
        #expect(findings(render, "apns-background-throttled", configuration).map(\.severity) == [.error])
    }

    @Test func flagOffIsInfoAndAStringOneIsAWarning() {
        let off = #"{"message":{"topic":"t","apns":{"payload":{"aps":{"alert":"Hi","mutable-content":0}}}}}"#
        let string = #"{"message":{"topic":"t","apns":{"payload":{"aps":{"alert":"Hi","mutable-content":"1"}}}}}"#
        #expect(findings(off, "apns-mutable-content-value").map(\.severity) == [.info])
        #expect(findings(string, "apns-mutable-content-value").map(\.severity) == [.warning])
    }

    /// A raw APNs payload goes to APNs without FCM or firebase-admin: the message gives Apple's
    /// documented form only (Monal's Prosody app server, mod_push_appserver_apns.lua at
    /// https://github.com/tmolitor-stud-tu/mod_push_appserver/blob/06823f57abeb08f9b9602433b4891832309f5035/mod_push_appserver_apns/mod_push_appserver_apns.lua).
    @Test func aFlagInARawAPNsPayloadNamesNeitherFCMNorFirebaseAdmin() {
        let string = #"{"aps":{"mutable-content":"1","alert":{"title":"New Message", "body":"New Message"}, "sound":"default"}}"#
        let flag = #"{"aps":{"content-available":true}}"#
        for (json, rule) in [(string, "apns-mutable-content-value"), (flag, "apns-content-available-value")] {
            let found = findings(json, rule)
            #expect(found.map(\.severity) == [.warning], "\(json)")
            #expect(found.allSatisfy { !$0.message.contains("firebase-admin") && !$0.message.contains("FCM") }, "\(json)")
        }
        let v1 = #"{"message":{"topic":"t","apns":{"payload":{"aps":{"alert":"Hi","mutable-content":"1"}}}}}"#
        #expect(findings(v1, "apns-mutable-content-value").first?.message.contains("firebase-admin drops") == true)
    }

    @Test func topicIsInfoWhenItMatchesThePushTypeAndWarningWhenNot() {
        let bundle = #"{"message":{"topic":"t","notification":{"title":"Hi"},"apns":{"headers":{"apns-topic":"com.example.app"}}}}"#
        let voip = #"{"message":{"topic":"t","data":{"c":"1"},"apns":{"headers":{"apns-push-type":"voip","apns-topic":"com.example.app.voip"}}}}"#
        let wrong = #"{"message":{"topic":"t","data":{"c":"1"},"apns":{"headers":{"apns-push-type":"voip","apns-topic":"com.example.app"}}}}"#
        let liveActivity = #"{"message":{"topic":"t","apns":{"headers":{"apns-push-type":"liveactivity","apns-topic":"com.example.app.push-type.liveactivity"}}}}"#
        #expect(findings(bundle, "apns-topic-header").map(\.severity) == [.info])
        #expect(findings(voip, "apns-topic-header").isEmpty)
        #expect(findings(wrong, "apns-topic-header").map(\.severity) == [.warning])
        #expect(findings(liveActivity, "apns-topic-header").isEmpty)
    }

    // MARK: - Time

    @Test func expirationInThePastIsReportedOnlyWithALintTime() {
        let json = #"{"message":{"topic":"t","notification":{"title":"Hi"},"apns":{"headers":{"apns-expiration":"1604750400"}}}}"#
        #expect(findings(json, "apns-expiration-relative").isEmpty)
        var configuration = LintConfiguration()
        configuration.lintTime = 1_750_000_000
        let past = findings(json, "apns-expiration-relative", configuration)
        #expect(past.count == 1)
        #expect(past.first?.message.contains("2020-11-07") == true)
        configuration.lintTime = 1_600_000_000
        #expect(findings(json, "apns-expiration-relative", configuration).isEmpty)
    }

    @Test func expirationRulesSplitTheNumberRange() {
        func ids(_ value: String) -> [String] {
            let json = #"{"message":{"topic":"t","notification":{"title":"Hi"},"apns":{"headers":{"apns-expiration":"\#(value)"}}}}"#
            return Linter().lint(json).map(\.ruleID).filter { $0.hasPrefix("apns-expiration") }
        }
        #expect(ids("0") == ["apns-expiration-zero"])
        #expect(ids("86400") == ["apns-expiration-relative"])
        #expect(ids("1999999999").isEmpty)
        #expect(ids("1717000000000") == ["apns-expiration-milliseconds"])
        #expect(ids("99999999999999999999999") == ["apns-expiration-milliseconds"])
    }

    @Test func epochSecondsRenderAsUTCDates() {
        #expect(APNsExpiration.date(ofEpochSeconds: 0) == "1970-01-01")
        #expect(APNsExpiration.date(ofEpochSeconds: 3600) == "1970-01-01")
        #expect(APNsExpiration.date(ofEpochSeconds: 951_782_400) == "2000-02-29")
        #expect(APNsExpiration.date(ofEpochSeconds: 1_604_750_400) == "2020-11-07")
        #expect(APNsExpiration.date(ofEpochSeconds: 4_102_444_800) == "2100-01-01")
    }

    @Test func epochMillisecondsRenderAsJavaScriptISOStrings() {
        #expect(EpochTime.rfc3339(ofMilliseconds: 0) == "1970-01-01T00:00:00.000Z")
        #expect(EpochTime.rfc3339(ofMilliseconds: 1_000_000_000_000) == "2001-09-09T01:46:40.000Z")
        #expect(EpochTime.rfc3339(ofMilliseconds: 951_782_400_007) == "2000-02-29T00:00:00.007Z")
        #expect(EpochTime.rfc3339(ofMilliseconds: 1_764_236_399_999) == "2025-11-27T09:39:59.999Z")
        #expect(EpochTime.rfc3339(ofMilliseconds: -1) == "1969-12-31T23:59:59.999Z")
    }

    // MARK: - Data-only intent

    @Test func dataOnlyIsReportedOnlyWhenMeantForIOS() {
        let androidOnly = #"{"message":{"topic":"t","data":{"k":"v"},"android":{"priority":"high"}}}"#
        let withApns = #"{"message":{"topic":"t","data":{"k":"v"},"apns":{"headers":{"apns-priority":"10"}}}}"#
        let misspelled = #"{"message":{"topic":"t","data":{"k":"v"},"apns":{"payload":{"aps":{"content_available":1}}}}}"#
        let voip = #"{"message":{"topic":"t","data":{"k":"v"},"apns":{"headers":{"apns-push-type":"voip"}}}}"#
        #expect(findings(androidOnly, "apns-data-only-no-content-available").isEmpty)
        #expect(findings(withApns, "apns-data-only-no-content-available").count == 1)
        #expect(findings(misspelled, "apns-data-only-no-content-available").isEmpty)
        #expect(findings(voip, "apns-data-only-no-content-available").isEmpty)
    }

    @Test func headersAreMatchedWithoutRegardToCaseOrEscapes() {
        let upper = #"{"message":{"topic":"t","data":{"c":"1"},"apns":{"headers":{"APNS-Push-Type":"voip"}}}}"#
        let escaped = #"{"message":{"topic":"t","data":{"c":"1"},"apns":{"headers":{"apns\u002dpush-type":"voip"}}}}"#
        let other = #"{"message":{"topic":"t","data":{"c":"1"},"apns":{"headers":{"apns-push-typo":"voip"}}}}"#
        #expect(findings(upper, "apns-voip-limit").count == 1)
        #expect(findings(escaped, "apns-voip-limit").count == 1)
        #expect(findings(other, "apns-voip-limit").isEmpty)
    }

    @Test func headerNamesInThePayloadAreFoundInAnyCase() {
        let json = #"{"message":{"topic":"t","apns":{"payload":{"APNS-Priority":"10","aps":{"alert":"Hi"},"Apns\u002dtopic":"x"}}}}"#
        #expect(findings(json, "apns-headers-misplaced").count == 2)
    }

    /// content-available beside a sound and badge but no alert says what iOS does: no text, a sound
    /// and a badge (Ram2299007/enclosure_ios_2025 send_notification_ios_DATA_ONLY.php, trimmed).
    @Test func contentAvailableWithSoundOnlySaysNoTextIsShown() {
        let soundOnly = #"{"message":{"topic":"t","data":{"bodyKey":"chatting"},"apns":{"payload":{"aps":{"sound":"default","badge":1,"content-available":1}}}}}"#
        let alert = #"{"message":{"topic":"t","apns":{"payload":{"aps":{"alert":"Hi","content-available":1}}}}}"#
        #expect(findings(soundOnly, "apns-content-available-with-alert").first?.message.hasPrefix("content-available with a sound or badge but no alert: iOS plays the sound or sets the badge") == true)
        #expect(findings(alert, "apns-content-available-with-alert").first?.message.hasPrefix("content-available with an alert, badge or sound: iOS shows the notification") == true)
    }

    /// An aps key written as an APNs header is moved to aps, whatever its value: a string would be
    /// a header APNs ignores. growthlabsinc/Growth-Training FIREBASE_LIVE_ACTIVITY_PUSH_FLOW.md
    /// (commit 4523e53a, trimmed) sends 'apns-relevance-score': 100 with its Live Activity update.
    @Test func apsKeysWrittenAsHeadersAreMovedToAps() {
        let growth = #"{"token":"t","apns":{"live_activity_token":"LA","headers":{"apns-push-type":"liveactivity","apns-priority":"10","apns-relevance-score":100},"payload":{"aps":{"timestamp":1705314600,"event":"update","content-state":{"methodName":"Training Session"}}}}}"#
        let nonString = findings(growth, "apns-headers-non-string")
        #expect(nonString.count == 1)
        #expect(nonString.first?.fix == "move it to apns.payload.aps.relevance-score: relevance-score is a key of aps, not an APNs header")
        let asString = #"{"message":{"topic":"t","apns":{"headers":{"APNS-Interruption-Level":"time-sensitive","apns-priorty":"10"},"payload":{"aps":{"alert":"Hi"}}}}}"#
        let unknown = findings(asString, "apns-header-unknown")
        #expect(unknown.map(\.fix) == ["move it to apns.payload.aps.interruption-level", "rename it to \"apns-priority\""])
        // A header that is no aps key keeps the generic texts.
        let priority = #"{"message":{"topic":"t","apns":{"headers":{"apns-priority":10}}}}"#
        #expect(findings(priority, "apns-headers-non-string").first?.fix == "write it as a string: \"10\"")
    }
}
