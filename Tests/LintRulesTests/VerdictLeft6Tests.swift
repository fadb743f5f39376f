@testable import LintRules
import SizeModel
import Testing

/// Leftovers of earlier audits settled by verdict-left6: display text a data map carries under
/// other names than title and body, Stream Chat's data message as the device gets it, Chabok's
/// segmented push, and the texts of json-code-literal and routing-target-count for values the
/// code fills in.
@Suite struct VerdictLeft6Tests {
    /// The findings of `text` as "rule-id severity".
    static func verdicts(_ text: String) -> [String] {
        Linter().lint(text).map { "\($0.ruleID) \($0.severity)" }
    }

    /// A Spring service's String.format body for Azure Notification Hubs (code index file id
    /// 66751049074): format holes only, no target.
    static let springFormatBody = #"""
                String payload = String.format(
                    "{\"notification\":{\"title\":\"%s\",\"body\":\"%s\"},\"data\":{\"contentId\":\"%d\"}}",
                    title, message, contentId
                );
        """#

    /// The message of the first finding of `rule` in `text`.
    static func message(_ rule: String, in text: String) -> String? {
        Linter().lint(text).first { $0.ruleID == rule }?.message
    }

    /// Domoticz's FCM v1 sender (domoticz NotificationFCM.cpp, jsoncpp toStyledString; audit64's
    /// input, trimmed token): a priority-2 alarm sent data-only with no android block. Its Android
    /// app draws it from subject and body (domoticz/domoticz-android
    /// FCMMessageInstanceService.java: sendSimpleNotification(subject, body)); the message was
    /// silent, and is now android-data-only-normal-priority's warning: Doze can delay the alarm.
    @Test func domoticzSubjectAndBodyAreDrawnByTheApp() {
        let text = """
            {
               "message" : {
                  "data" : {
                     "body" : "Smoke detector >> Alarm",
                     "deviceid" : "42",
                     "message" : "Smoke detector",
                     "priority" : "2",
                     "sound" : "alarm",
                     "subject" : "Smoke detector"
                  },
                  "token" : "fQ3n7zR0TgGk1bX9yWcL2m:APA91bE8kJ3sP0qR7vT2wX5yZ1aB4cD6eF9gH2iJ5kL8mN1oP4qR7sT0uV3wX6yZ9aB2cD5eF8gH1iJ4kL7mN0oP3qR6sT9uV2wX5yZ8aB1cD4eF7gH0iJ3kL6mN9oP2qR5sT8u"
               },
               "validate_only" : false
            }
            """
        #expect(Self.verdicts(text) == ["android-data-only-normal-priority warning"], "\(Self.verdicts(text))")
    }

    /// The title and body key pairs `DataRenderMarkers` reads, and what it does not take for one.
    @Test func displayTextPairs() throws {
        func markers(_ json: String) throws -> DataRenderMarkers {
            DataRenderMarkers(try JSONParser().parse(Array(json.utf8)).root)
        }
        // ntfy's data map (binwiederhier/ntfy server/server_firebase.go), OneSignal-like title and
        // alert, cordova-plugin-firebase's title and text, Domoticz's subject and body.
        for (json, keys) in [
            (#"{"id": "hwQ2", "event": "message", "title": "Backup", "message": "Done"}"#, "title and message"),
            (#"{"title": "Hi", "alert": "There"}"#, "title and alert"),
            (#"{"title": "Hi", "text": "There", "id": "7"}"#, "title and text"),
            (#"{"body": "Smoke >> Alarm", "subject": "Smoke", "message": "Smoke"}"#, "subject and body"),
            (#"{"subject": "Re: order", "message": "Shipped"}"#, "subject and message"),
        ] {
            let found = try markers(json)
            #expect(found.any, "\(json)")
            #expect(found.textKeys == keys, "\(json)")
            #expect(found.first != nil, "\(json)")
        }
        // A body-like key alone is no display text (a chat message's id), nor is a subject alone.
        for json in [#"{"message": "m-8812", "type": "chat"}"#, #"{"subject": "s", "kind": "x"}"#, #"{"alert": "1"}"#] {
            let found = try markers(json)
            #expect(!found.any, "\(json)")
            #expect(found.textKeys == nil, "\(json)")
        }
    }

    /// A background push whose data carries subject and message names them in
    /// apns-background-throttled's text (it said "the title and body" for every pair).
    @Test func backgroundThrottledNamesTheKeys() throws {
        let text = #"{"message": {"topic": "news", "data": {"subject": "Re: order", "message": "Shipped"}, "apns": {"payload": {"aps": {"content-available": 1}}}}}"#
        let message = try #require(Self.message("apns-background-throttled", in: text))
        #expect(message.contains("carries subject and message for the app to draw"), "\(message)")
    }

    /// Stream Chat's data message, as Stream's push docs give the payload sent to every provider
    /// (getstream.io chat docs "Push Notification Payload"; stream-chat-android
    /// PayloadValidator.isFromStreamServer tests sender == "stream.chat"). It was
    /// shape-not-a-payload, an error; now it is read as an Android data map.
    @Test func aStreamChatDataMessageIsADeviceCapture() throws {
        let text = """
            {
              "sender": "stream.chat",
              "type": "message.new",
              "version": "v2",
              "message_id": "d152f6c1-8c8c-476d-bfd6-59c15c20548a",
              "id": "d152f6c1-8c8c-476d-bfd6-59c15c20548a",
              "channel_type": "messaging",
              "channel_id": "company-chat",
              "cid": "messaging:company-chat"
            }
            """
        let detection = ShapeDetector.detect(try JSONParser().parse(Array(text.utf8)).root)
        #expect(detection.shape == .deviceCapture)
        #expect(detection.capture?.source == .androidExtras)
        #expect(Self.verdicts(text) == ["shape-detected info"], "\(Self.verdicts(text))")
        // Stream's default Firebase template, a message to send, keeps its reading.
        let template = #"{"data": {"version": "v2", "sender": "stream.chat", "type": "{{ event_type }}"}, "android": {"priority": "high"}}"#
        #expect(ShapeDetector.detect(try JSONParser().parse(Array(template.utf8)).root).shape != .deviceCapture)
    }

    /// Chabok's segmented push (chabok-io/chabok-docs rest-api/send-push.md, byQuery): a target's
    /// filters, or a segment's, with the content text. Each was shape-not-a-payload's error; each is
    /// now Chabok's request, as its push-to-users body is.
    @Test func chabokSegmentedPushIsChaboks() {
        let target = #"{"target": {"deviceType": ["ios"]}, "content": "سلام به اپلیکیشن ما خوشآمدید. برای خرید اولتان از اپلیکیشن میتوانید از کد تخفیف 10٪ استفاده کنید. کد تخفیف: NewApp10 ", "useAsAlert": true}"#
        let segment = #"{"segment": { "all": [ { "name": "deviceType", "operator": "include", "value": [ "android", "ios" ] }, { "name": "tags", "operator": "include", "value": [ "FEMALE" ] }, { "name": "purchase.count", "operator": "greater_than", "value": 1 } ] },"content": "خریدهای عیدتان را از همین الان شروع کنید!","useAsAlert": "true"}"#
        for text in [target, segment] {
            #expect(Self.verdicts(text) == ["shape-other-push-service warning"], "\(Self.verdicts(text))")
        }
        #expect(Self.message("shape-other-push-service", in: segment)?.contains("a segmented push, POST /api/push/byQuery") == true)
    }

    /// json-code-literal names the kinds of values the code fills in: a template literal's ${…}
    /// (the Tencent XG sender of verdict-left5, code index file id 25936215194) was not named, and
    /// a format string without concatenation was said to hold concatenated code.
    @Test func codeLiteralNamesWhatTheCodeFills() throws {
        let template = #"iosMsg = `{"aps":{"alert":"${content}","badge":${badge}}}`;"#
        let said = try #require(Self.message("json-code-literal", in: template))
        #expect(said.contains("(a template literal's ${…})"), "\(said)")
        #expect(said.contains("JavaScript"), "\(said)")
        // The Spring service's body: format holes only.
        let format = Self.springFormatBody
        let formatSaid = try #require(Self.message("json-code-literal", in: format))
        #expect(formatSaid.contains("(format holes such as %s)"), "\(formatSaid)")
        // An Arduino-style concatenation names the code between the literals.
        let concatenated = ##"String payload = "{\"message\":{\"topic\":\"alerts\",\"notification\":{\"title\":\"" + String(title) + "\"}}}";"##
        let concatenatedSaid = try #require(Self.message("json-code-literal", in: concatenated))
        #expect(concatenatedSaid.contains("(concatenated code)"), "\(concatenatedSaid)")
    }

    /// routing-target-count on a string literal's JSON text speaks of the code that fills its
    /// holes and of a service it may go through (the Spring service above hands it to Azure
    /// Notification Hubs' sendFcmNativeNotification with the device token), not of "the service
    /// that fills the template"; a JavaScript object literal (audit66 inputs 18 and 23) keeps its
    /// text for code, and a template file keeps the filling service's.
    @Test func routingTargetCountSaysWhoFillsTheValues() throws {
        let format = Self.springFormatBody
        let stringSaid = try #require(Self.message("routing-target-count", in: format))
        #expect(stringSaid.contains("the code fills in only the values the text leaves open"), "\(stringSaid)")
        #expect(!stringSaid.contains("the service that fills the template"), "\(stringSaid)")
        // iva9/lpow functions/src/index.ts (audit66 input 23).
        let object = "const payload = {notification: {title: 'NOVO SEGUIDOR', body: `${subscriber} está te seguindo`}};"
        let objectSaid = try #require(Self.message("routing-target-count", in: object))
        #expect(objectSaid.contains("unless the code adds one before it sends the object"), "\(objectSaid)")
        let template = #"{"message": {"notification": {"title": "$(title)", "body": "$(message)"}}}"#
        let templateSaid = try #require(Self.message("routing-target-count", in: template))
        #expect(templateSaid.contains("the service that fills the template"), "\(templateSaid)")
    }
}
