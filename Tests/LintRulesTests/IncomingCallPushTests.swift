@testable import LintRules
import Testing

/// A zero lifespan on an incoming-call push (audit65): Firebase names video chat incoming calls
/// first among the uses of a short lifespan, so android-ttl-zero, apns-expiration-zero and
/// webpush-ttl-zero report it as information there, and as a warning everywhere else.
@Suite struct IncomingCallPushTests {
    static func findings(_ json: String, _ id: String) -> [Finding] {
        Linter().lint(json).filter { $0.ruleID == id }
    }

    /// DevKhalyd/videocalling_functions_TS@89e08d9d functions/src/features/fcm.ts,
    /// sendVideoCallNotification: android.ttl is videocallingNotificationDurationMs, 0, whose
    /// comment quotes Firebase's "now or never"; the firebase-admin object as the code builds it.
    @Test func videoCallInviteWithTTLZeroIsInformation() throws {
        let json = #"{"token":"fcm-token-of-callee","android":{"priority":"high","ttl":0},"data":{"idVideocall":"agora-channel-1","username":"khalyd","image":"https://lacollege.edu/wp-content/uploads/2021/09/blank-profile-picture.png"}}"#
        let finding = try #require(Self.findings(json, "android-ttl-zero").first)
        #expect(finding.severity == .info)
        #expect(finding.message.contains(#"data key "idVideocall""#))
        #expect(finding.fix?.contains("ring") == true)
    }

    @Test func typedCallPushWithTTLZeroIsInformation() throws {
        let json = #"{"message": {"token": "t", "data": {"type": "incoming_call", "call_id": "c-1"}, "android": {"priority": "high", "ttl": "0s"}}}"#
        let finding = try #require(Self.findings(json, "android-ttl-zero").first)
        #expect(finding.severity == .info)
        #expect(finding.message.contains(#"data.type "incoming_call""#))
    }

    /// A missed-call notice is a record the user should see later: ttl 0 loses it.
    @Test func missedCallWithTTLZeroStaysAWarning() throws {
        let json = #"{"message": {"token": "t", "data": {"type": "missed_call", "callId": "c-1", "callerName": "Ana"}, "android": {"ttl": "0s"}}}"#
        let finding = try #require(Self.findings(json, "android-ttl-zero").first)
        #expect(finding.severity == .warning)
    }

    /// A Go sender's inventory alert (json.Marshal of a map, keys sorted): no call, a warning.
    @Test func ordinaryNotificationWithTTLZeroStaysAWarning() throws {
        let json = #"{"message":{"android":{"notification":{"channel_id":"inventory","tag":"3f2a"},"priority":"HIGH","ttl":"0s"},"data":{"inventoryId":"i-1","notificationId":"n-1","principalId":"p-1","serverId":"s-1","tenantId":"t-1"},"notification":{"body":"Stock below threshold","title":"Low stock"},"token":"device-token"}}"#
        let finding = try #require(Self.findings(json, "android-ttl-zero").first)
        #expect(finding.severity == .warning)
        // A key like callback_url names no call.
        let callback = #"{"message":{"token":"t","data":{"type":"chat","callback_url":"https://example.com/cb"},"android":{"ttl":"0s"}}}"#
        #expect(Self.findings(callback, "android-ttl-zero").first?.severity == .warning)
    }

    @Test func voipPushWithExpirationZeroIsInformation() throws {
        let json = #"{"message": {"token": "t", "data": {"callId": "c-1"}, "apns": {"headers": {"apns-push-type": "voip", "apns-expiration": "0"}, "payload": {"aps": {"content-available": 1}}}}}"#
        let finding = try #require(Self.findings(json, "apns-expiration-zero").first)
        #expect(finding.severity == .info)
        #expect(finding.message.contains(#"apns-push-type "voip""#))
    }

    /// An SOS alert sent with apns-expiration '0' (a NestJS firebase-admin sender, audit65): an
    /// emergency the user must still see when the phone reconnects, so a warning.
    @Test func sosAlertWithExpirationZeroStaysAWarning() throws {
        let json = #"{"notification": {"title": "SOS", "body": "Ana needs help"}, "data": {"sosEventId": "e-1", "screen": "/notifications"}, "apns": {"headers": {"apns-priority": "10", "apns-push-type": "alert", "apns-expiration": "0"}, "payload": {"aps": {"alert": {"title": "SOS", "body": "Ana needs help"}, "sound": "default", "category": "SOS_CATEGORY"}}}, "token": "t"}"#
        let finding = try #require(Self.findings(json, "apns-expiration-zero").first)
        #expect(finding.severity == .warning)
    }

    @Test func webCallWithTTLZeroIsInformation() throws {
        let json = #"{"message": {"token": "t", "data": {"type": "call.ring", "call_cid": "default:1"}, "webpush": {"headers": {"TTL": "0", "Urgency": "high"}}}}"#
        let finding = try #require(Self.findings(json, "webpush-ttl-zero").first)
        #expect(finding.severity == .info)
    }

    /// A severity set in the configuration wins over the call's information.
    @Test func configuredSeverityWins() throws {
        var configuration = LintConfiguration()
        configuration.severityOverrides["android-ttl-zero"] = .error
        let json = #"{"message": {"token": "t", "data": {"type": "incoming_call"}, "android": {"ttl": "0s"}}}"#
        let finding = try #require(Linter(configuration: configuration).lint(json).first { $0.ruleID == "android-ttl-zero" })
        #expect(finding.severity == .error)
    }

    /// A call push whose Android part is a notification block (code index file id 30193888469,
    /// "Example FCM payloads for incoming calls", its HTTP v1 part): the app cannot ring in the
    /// background, as innovfix/onlycare_complete's backend guide reports ("Incoming call ringing
    /// screen not appearing"). A warning; the same shape for an order stays information.
    @Test func callPushDrawnByAndroidIsAWarning() throws {
        let json = #"{"message": {"token": "DEVICE_FCM_TOKEN", "android": {"priority": "HIGH", "notification": {"title": "Incoming call", "body": "Alice is calling"}}, "data": {"type": "incoming_call", "caller_name": "Alice", "call_id": "call-123"}}}"#
        let finding = try #require(Self.findings(json, "android-notification-data-hidden").first)
        #expect(finding.severity == .warning)
        #expect(finding.message.contains(#"data.type "incoming_call""#))
        let order = json.replacingOccurrences(of: "incoming_call", with: "order_shipped")
            .replacingOccurrences(of: "caller_name", with: "customer").replacingOccurrences(of: "call_id", with: "order_id")
        #expect(Self.findings(order, "android-notification-data-hidden").first?.severity == .info)
    }

    /// Past the rule's limit a call push is only counted, without its call test
    /// (`FindingCollector.countsOnly`): the kept finding and the first one left out (which
    /// places the summary) still carry the call's warning, and the count is the same.
    @Test func callPushesPastTheLimitAreCounted() throws {
        let call = #"{"message": {"token": "t", "android": {"priority": "HIGH", "notification": {"title": "Incoming call"}}, "data": {"type": "incoming_call", "call_id": "c-1"}}}"#
        var configuration = LintConfiguration()
        configuration.maximumFindingsPerRule = 1
        let lines = Array(repeating: call, count: 5).joined(separator: "\n")
        let findings = Linter(configuration: configuration).lint(jsonLines: Array(lines.utf8))
            .filter { $0.ruleID == "android-notification-data-hidden" }
        #expect(findings.count == 2)
        #expect(findings.map(\.severity) == [.warning, .warning])
        #expect(findings.last?.message.hasPrefix("4 more android-notification-data-hidden findings") == true)
    }

    /// A type-like value names the call before apns-push-type voip does.
    @Test func typeSignIsNamedBeforeVoIP() throws {
        let json = #"{"message": {"token": "t", "data": {"type": "incoming_call"}, "apns": {"headers": {"apns-push-type": "voip", "apns-expiration": "0"}, "payload": {"aps": {}}}}}"#
        let finding = try #require(Self.findings(json, "apns-expiration-zero").first)
        #expect(finding.message.contains(#"data.type "incoming_call""#))
    }

    @Test func wordsSplitCaseAndSeparators() {
        #expect(IncomingCallPush.words(of: "idVideocall") == ["id", "videocall"])
        #expect(IncomingCallPush.words(of: "INCOMING_CALL") == ["incoming", "call"])
        #expect(IncomingCallPush.words(of: "twilio.voice.call") == ["twilio", "voice", "call"])
        #expect(IncomingCallPush.words(of: "callkit_id") == ["callkit", "id"])
        #expect(IncomingCallPush.words(of: "callback_url") == ["callback", "url"])
        #expect(IncomingCallPush.words(of: "") == [])
    }

    /// The byte reading of ASCII text finds a word exactly when `words(of:)` gives it.
    @Test func byteWordsAgreeWithStringWords() {
        let list = IncomingCallPush.WordList(
            ["call", "callid", "voip", "ring", "type", "ringtone", "a1call"], stems: ["call", "voip", "ring", "type"])
        let texts = [
            "idVideocall", "INCOMING_CALL", "twilio.voice.call", "callkit_id", "callback_url", "", "_", "callId",
            "CallID", "call2Id", "a1Call", "A1call", "x..call..", "RING", "ringTone", "voipPush", "typeX", "Type",
            "notificationType", "VOIP", "éCall", "call é", "idÉ", "ringTONE", "recall", "CALLS", "caLL_", "vo_ip",
        ]
        for text in texts {
            let expected = IncomingCallPush.words(of: text).contains(where: list.words.contains)
            #expect(IncomingCallPush.hasWord(in: Array(text.utf8)[...], from: list) == expected, "\(text)")
        }
    }

    /// Every word of each list holds one of the stems `Stems` looks for with that list's bit,
    /// in any letter case, so the stem pass never settles a text a list's word would match.
    @Test func everyListWordHoldsItsStem() {
        let lists: [(IncomingCallPush.WordList, IncomingCallPush.Stems)] = [
            (IncomingCallPush.typeLikeKeyWords, .typeLike), (IncomingCallPush.callKeyWords, .callKey),
            (IncomingCallPush.callValueWords, .callValue), (IncomingCallPush.missedWords, .missed),
        ]
        for (list, bit) in lists {
            for word in list.words {
                #expect(IncomingCallPush.Stems(Array(word.utf8)).contains(bit), "\(word)")
                #expect(IncomingCallPush.Stems(Array(word.uppercased().utf8)).contains(bit), "\(word)")
            }
        }
        #expect(IncomingCallPush.Stems(Array("orderId".utf8)).isEmpty)
        #expect(IncomingCallPush.Stems(Array("é".utf8)).rawValue == 0xFF)
    }

    /// The letter test before the window lets every stem through, in either case, and settles
    /// keys lacking a letter of each stem.
    @Test func letterTestKeepsEveryStem() {
        for stem in IncomingCallPush.Stems.stemTexts {
            let letters = stem.utf8.reduce(UInt32(0)) { $0 | IncomingCallPush.Stems.letterBit($1) }
            #expect(IncomingCallPush.Stems.mayHoldStem(letters: letters), "\(stem)")
            #expect(!IncomingCallPush.Stems(Array(stem.utf8)).isEmpty, "\(stem)")
            #expect(!IncomingCallPush.Stems(Array("x_\(stem.uppercased())9".utf8)).isEmpty, "\(stem)")
        }
        // Corpus (e)'s common data keys: most lack a letter of each stem (`chatId` holds those
        // of `acti`, `deepLink` of `kind`, `locale` of `call`; the window settles them).
        for key in ["orderId", "variant", "senderId", "campaign", "threadId", "priorityHint"] {
            let letters = key.utf8.reduce(UInt32(0)) { $0 | IncomingCallPush.Stems.letterBit($1) }
            #expect(!IncomingCallPush.Stems.mayHoldStem(letters: letters), "\(key)")
        }
        for key in ["orderId", "variant", "chatId", "deepLink", "locale"] {
            #expect(IncomingCallPush.Stems(Array(key.utf8)).isEmpty, "\(key)")
        }
        for key in ["notificationType", "CALLKIT_ID", "isMissed", "x_RING", "eventName", "idVideocall"] {
            #expect(!IncomingCallPush.Stems(Array(key.utf8)).isEmpty, "\(key)")
        }
        #expect(IncomingCallPush.Stems(Array("é_type".utf8)).rawValue == 0xFF)
    }
}
