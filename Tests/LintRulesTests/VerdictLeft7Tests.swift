@testable import LintRules
import SizeModel
import Testing

/// Leftovers of earlier audits settled by verdict-left7: Adobe Journey Optimizer's data-only
/// pushes (drawn by Adobe's Android SDK) and the one list of display text in data, the calls that
/// add a target to a JavaScript literal, Ruby hashes, and a Simulator payload file with FCM's
/// gcm.message_id.
@Suite struct VerdictLeft7Tests {
    /// The findings of `text` as "rule-id severity".
    static func verdicts(_ text: String) -> [String] {
        Linter().lint(text).map { "\($0.ruleID) \($0.severity)" }
    }

    /// The message of the first finding of `rule` in `text`.
    static func message(_ rule: String, in text: String) -> String? {
        Linter().lint(text).first { $0.ruleID == rule }?.message
    }

    /// Adobe's timer push template for Android (Adobe aepsdk push templates doc, timer, code index
    /// file id 19939200579; audit69's input, trimmed): a data-only HTTP v1 request whose adb_*
    /// keys Adobe's AEP Messaging SDK draws (MessagingService.isAJONotification: adb_title). It
    /// was silent; the app draws it at normal priority, which Doze can delay.
    @Test func adobeTemplatesAreDrawnByAdobesSDK() {
        let timer = """
            {
              "message": {
                "token": "FCM_TOKEN",
                "android": {
                  "collapse_key": "new message"
                },
                "data": {
                  "adb_version": "1",
                  "adb_title": "Limited time offer!",
                  "adb_body": "Don't miss out on your chance for deep discounts.",
                  "adb_sound": "chaChing",
                  "adb_icon": "ic_dollar",
                  "adb_n_count": "1",
                  "adb_n_priority": "PRIORITY_LOW",
                  "adb_image": "https://bigboxretailer.com/sale.png",
                  "adb_uri": "https://bigboxretailer.com/sale",
                  "adb_a_type": "WEBURL",
                  "adb_template_type": "timer",
                  "adb_tmr_end": "1703462400"
                }
              }
            }
            """
        #expect(Self.verdicts(timer) == ["android-data-only-normal-priority warning"], "\(Self.verdicts(timer))")
        // Sent at high priority, it is drawn with nothing to report.
        let high = #"{"message": {"token": "t", "android": {"priority": "high"}, "data": {"adb_title": "Sale", "adb_body": "50% off"}}}"#
        #expect(Self.verdicts(high).isEmpty, "\(Self.verdicts(high))")
    }

    /// Adobe's keys are Android's only: the APNs rules' marker (`first`) leaves them out, since
    /// Adobe's iOS SDK draws nothing from data.
    @Test func adobeKeysMarkAndroidOnly() throws {
        func markers(_ json: String) throws -> DataRenderMarkers {
            DataRenderMarkers(try JSONParser().parse(Array(json.utf8)).root)
        }
        let both = try markers(#"{"adb_title": "Sale", "adb_body": "50% off", "adb_channel_id": "promo"}"#)
        #expect(both.any)
        #expect(both.first == nil)
        #expect(both.textKeys == nil)
        #expect(both.androidTextKeys == "adb_title and adb_body")
        let titleOnly = try markers(#"{"adb_title": "Sale"}"#)
        #expect(titleOnly.any)
        #expect(titleOnly.androidTextKeys == "adb_title")
        let bodyOnly = try markers(#"{"adb_body": "50% off"}"#)
        #expect(!bodyOnly.any)
        #expect(bodyOnly.androidTextKeys == nil)
        // A pair keeps its name beside Adobe's keys.
        #expect(try markers(#"{"title": "Hi", "body": "B", "adb_title": "Hi"}"#).androidTextKeys == "title and body")
    }

    /// android-duplicate-display reads the same display text as the drawing rules
    /// (`DataRenderMarkers`): subject and body beside a notification whose body differs was
    /// reported by neither rule (verdict-left6's note), Adobe's adb_title beside one neither, and
    /// a title beside a subtitle (no receiver draws that pair) was reported by this rule alone.
    @Test func duplicateDisplayReadsTheOneDisplayTextList() throws {
        let subject = #"{"message": {"token": "t", "notification": {"title": "Alarm", "body": "Door open"}, "data": {"subject": "Alarm", "body": "Front door open since 21:04"}}}"#
        #expect(Self.verdicts(subject) == ["android-duplicate-display info"], "\(Self.verdicts(subject))")
        #expect(Self.message("android-duplicate-display", in: subject)?.contains("the subject and body in data") == true)
        let adobe = #"{"message": {"token": "t", "notification": {"title": "Sale", "body": "50% off"}, "data": {"adb_title": "Sale", "adb_body": "50% off"}}}"#
        let adobeSaid = try #require(Self.message("android-duplicate-display", in: adobe))
        #expect(adobeSaid.contains("the adb_title and adb_body in data"), "\(adobeSaid)")
        let subtitle = #"{"message": {"token": "t", "notification": {"title": "Hi", "body": "B"}, "data": {"title": "Hi", "subtitle": "Weekly"}}}"#
        #expect(!Self.verdicts(subtitle).contains("android-duplicate-display info"), "\(Self.verdicts(subtitle))")
        // A body key alone still counts when it repeats the text shown.
        let repeated = #"{"message": {"token": "t", "notification": {"title": "Hi", "body": "Your order shipped"}, "data": {"alert": "Your order shipped"}}}"#
        #expect(Self.message("android-duplicate-display", in: repeated)?.contains("the alert in data") == true)
    }

    /// A bound literal's target is added outside it only by an assignment to a target field or a
    /// sender call (a method named send…) with the target beside it (audit71's note): a response
    /// or any other call that takes the literal second silenced the missing target.
    @Test func onlySenderCallsAddATarget() {
        func literal(_ call: String) -> String {
            "const message = {\n  notification: { title: 'Hi', body: 'There' },\n};\n\(call)\nawait admin.messaging().send(message);\n"
        }
        for call in ["res.json(200, message);", "res.send(200, message);", "io.to(room).emit('notification', message);"] {
            #expect(Self.verdicts(literal(call)) == ["json-code-literal warning", "routing-target-count error"], "\(call): \(Self.verdicts(literal(call)))")
        }
        for call in ["await fcm.send(fcmToken, message);", "await fcm.sendAll([t1, t2], message);", "message.token = registrationToken;",
                     "FCM.sendToMultipleToken(message, Tokens, function(err, response) {});"]
        {
            #expect(Self.verdicts(literal(call)) == ["json-code-literal warning"], "\(call): \(Self.verdicts(literal(call)))")
        }
    }

    /// A Rails controller's legacy send (code index file id 1220481036, trimmed to the statement):
    /// a Ruby hash with `:symbol =>` keys and `.to_json` after it. It was invalid-json's "req.body
    /// is a bare word"; it is read as the JSON to_json sends, and the finding names a Ruby hash.
    @Test func rubyHashesAreReadAndNamed() throws {
        let rails = """
                      req.body = {:to => tokens[0].token,
                       :notification => {:title => 'Han creado un producto en uno de tus equipos', :body => currUser.names + ' ha creado un producto en el equipo ' + product.team.name},
                        :data => {:type => 'NEW_PRODUCT', :user_id => currUser.id, :product_id => product.id}}.to_json
            """
        #expect(
            Set(Self.verdicts(rails))
                == ["json-code-literal warning", "legacy-mapping-hint info", "legacy-top-level-keys error", "shape-detected info"],
            "\(Self.verdicts(rails))")
        let said = try #require(Self.message("json-code-literal", in: rails))
        #expect(said.contains("this is a Ruby hash as code writes it (for to_json or an FCM gem)"), "\(said)")
        // String keys before =>, as the fcm gem's users write the options hash.
        let strings = #"options = {"priority" => "high", "notification" => {"title" => "Hi", "body" => body}, "to" => token}"#
        #expect(Self.message("json-code-literal", in: strings)?.contains("a Ruby hash") == true)
        // A Discourse plugin's HTTP v1 message for the fcm gem's send_v1 (code index file id
        // 19386316069, trimmed): 'key': members beside "key" => ones; it was invalid-json's.
        let discourse = """
                  message = {
                    'token': user.custom_fields[DiscourseAppNotifications::PLUGIN_NAME],
                    'data': {
                      "linked_obj_type" => 'link',
                      "linked_obj_data" => message_hash[:url],
                    },
                    'notification': {
                      title: message_hash[:title],
                      body: message_hash[:message],
                    },
                    'android': {
                      "priority": "normal",
                    },
                    'apns': {
                      headers:{
                        "apns-priority":"5"
                      },
                      payload: {
                        aps: {
                          "category": "#{Time.zone.now.to_i}",
                          "sound": "default",
                          "interruption-level": "active"
                        }
                      },
                    },
                  }

                  response = fcm.send_v1(message)
            """
        #expect(Self.verdicts(discourse) == ["json-code-literal warning", "apns-priority-5-alert info"], "\(Self.verdicts(discourse))")
        #expect(Self.message("json-code-literal", in: discourse)?.contains("a Ruby hash") == true)
        // key: members only are JavaScript too (the firepush README, audit71 input 30).
        let symbols = "client.message = {\n  notification: {\n    title: \"hey\",\n    body:  \"siri\",\n  },\n  topic: \"apple\",\n}"
        #expect(Self.message("json-code-literal", in: symbols)?.contains("a JavaScript object literal") == true)
    }

    /// A Simulator payload file (iamankitm05/quick_notes ios/README.md, audit70 input 17): Apple's
    /// Xcode 11.4 release notes make a file with "Simulator Target Bundle" a raw APNs payload; its
    /// gcm.message_id, copied so that the Firebase libraries take the push, read it as a device
    /// capture. The whole file's verdicts are RealWorldPayloadTests' "audit70 quick notes
    /// simulator file"; here, the detector's reading with and without the Simulator's key.
    @Test func aSimulatorFileWithGcmMessageIDIsARawPayload() throws {
        let simulatorFile = #"{"aps": {"alert": "Hi"}, "gcm.message_id": "123", "Simulator Target Bundle": "com.example"}"#
        #expect(ShapeDetector.detect(try JSONParser().parse(Array(simulatorFile.utf8)).root).shape == .apnsPayload)
        // Without the Simulator's key it stays what an iOS device logged.
        let userInfo = #"{"aps": {"alert": "Hi"}, "gcm.message_id": "123", "google.c.a.e": "1"}"#
        #expect(ShapeDetector.detect(try JSONParser().parse(Array(userInfo.utf8)).root).shape == .deviceCapture)
    }
}
