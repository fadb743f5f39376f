import Foundation
import SizeModel
import Testing

/// The mistakes `JSONSyntaxDiagnosis` names after a failed parse: each at the mistake itself, with
/// its container's pointer, several at once where the scan can go on.
@Suite struct JSONSyntaxDiagnosisTests {
    /// The diagnostics of `text`, which must not parse.
    static func diagnose(_ text: String, linePerValue: Bool = false) throws -> [JSONSyntaxDiagnostic] {
        let bytes = Array(text.utf8)
        do {
            _ = try JSONParser().parse(bytes)
        } catch {
            return JSONSyntaxDiagnosis.diagnose(bytes, range: 0..<bytes.count, error: error, linePerValue: linePerValue)
        }
        Issue.record("\(text) parsed")
        return []
    }

    /// The text a diagnostic points at.
    static func marked(_ text: String, _ diagnostic: JSONSyntaxDiagnostic) -> String {
        String(decoding: Array(text.utf8)[diagnostic.offset..<diagnostic.end], as: UTF8.self)
    }

    /// A title saved in Shift_JIS (beste/firebase-php#386's "タイトル", 83 5E 83 43 83 67 83 8B):
    /// the parser's text names the byte, the fix says to save the file as UTF-8; another error
    /// the parser names exactly (an invalid escape) has no such fix.
    @Test func bytesThatAreNotUTF8AreToldToBeSavedAsUTF8() throws {
        let bytes = Array(#"{"message": {"topic": "news", "notification": {"title": ""#.utf8) + [0x83, 0x5E, 0x83, 0x43]
            + Array(#""}}}"#.utf8)
        let error = try #require(throws: JSONSyntaxError.self) { try JSONParser().parse(bytes) }
        let found = JSONSyntaxDiagnosis.diagnose(bytes, range: 0..<bytes.count, error: error)
        #expect(found.count == 1)
        #expect(found.first?.message == "invalid UTF-8: unexpected continuation byte 0x83")
        #expect(found.first?.fix?.hasPrefix("save the file as UTF-8") == true)
        #expect(found.first?.container.description == "/message/notification")
        let escape = try Self.diagnose(#"{"message": {"topic": "n\qews"}}"#)
        #expect(escape.first?.fix == nil)
    }

    @Test func trailingCommasArePointedAtAndTheScanGoesOn() throws {
        let text = #"{"message": {"topic": "news", "data": {"a": "b",}, "x": [1, 2,],}}"#
        let found = try Self.diagnose(text)
        #expect(found.count == 3)
        #expect(found.allSatisfy { $0.message.hasPrefix("JSON allows no trailing comma") && Self.marked(text, $0) == "," })
        #expect(found.map(\.container.description) == ["/message/data", "/message/x", "/message"])
    }

    @Test func commentsAreNamedAndSkipped() throws {
        let text = "{\n  // note\n  \"message\": {\"topic\": \"news\" /* inline */}\n}"
        let found = try Self.diagnose(text)
        #expect(found.map { Self.marked(text, $0) } == ["// note", "/* inline */"])
        #expect(found.allSatisfy { $0.message.hasPrefix("JSON has no comments") })
        #expect(found.map(\.container.description) == ["", "/message"])
    }

    @Test func javaScriptAndPythonHabits() throws {
        let text = "{message: {'topic': 'news', \"data\": {\"on\": True, \"off\": None}}}"
        let found = try Self.diagnose(text)
        #expect(found.map { Self.marked(text, $0) } == ["message", "'topic'", "'news'", "True", "None"])
        #expect(found[0].message.contains("JavaScript object literal or console.log output"))
        #expect(found[1].message.contains("double quotes"))
        #expect(found[3].fix == "write true")
        #expect(found[4].fix == "write null")
        #expect(found[3].container.description == "/message/data")
    }

    /// firebase/flutterfire#4133: a body pasted from code with its variable ("to": token); the
    /// parser alone said "expected a value ('true'?)". A misspelt literal keeps the parser's text.
    @Test func aBareWordFromCode() throws {
        let text = #"{"to": token, "notification": {"title": "Title"}, "data": {"id": order.id}}"#
        let found = try Self.diagnose(text)
        #expect(found.map { Self.marked(text, $0) } == ["token", "order.id"])
        #expect(found[0].message == "token is a bare word where a value goes: JSON has no variables (code pasted with its variable names?)")
        #expect(found[0].fix == #"write the value itself; a string goes in double quotes ("token" if that is the text)"#)
        #expect(found.map(\.container.description) == ["", "/data"])
        let misspelt = try Self.diagnose(#"{"on": tru}"#)
        #expect(misspelt.first?.message.contains("'true'?") == true)
    }

    @Test func placeholderOutsideAString() throws {
        let text = #"{"message": {"apns": {"payload": {"aps": {"badge": {{badge}}, "sound": "default"}}}}}"#
        let found = try Self.diagnose(text)
        #expect(found.count == 1)
        #expect(Self.marked(text, found[0]) == "{{badge}}")
        #expect(found[0].container.description == "/message/apns/payload/aps")
    }

    /// A `${…}` or `$name` where a value goes is a placeholder too, named as one and not as code's
    /// bare word "$": a Raycast command for the Bark app builds its curl to APNs in a JavaScript
    /// template literal ("badge": ${badge}, "sound": "${getSound()}"; audit52 input 21), and an FCM
    /// sender script's heredoc writes "data": $data_json (input 17). The fix names the template
    /// file suffixes that lint the file as a template.
    @Test func dollarPlaceholdersOutsideAString() throws {
        let text = #"{"aps": {"sound": "${getSound()}", "badge": ${badge}}, "data": $data_json, "x": $$}"#
        let found = try Self.diagnose(text)
        #expect(found.map { Self.marked(text, $0) } == ["${badge}", "$data_json", "$$"])
        #expect(found[0].message == "${badge} is a template placeholder outside a string: until it is filled in, there is no JSON value here")
        #expect(found[1].message.hasPrefix("$data_json is a template placeholder outside a string"))
        #expect(found[0].fix?.hasPrefix("lint the file as a template: name it *.json.hbs, *.json.tmpl, *.json.j2") == true)
        #expect(found[2].message.hasPrefix("$$ is a bare word"))
        #expect(found.map(\.container.description) == ["/aps", "", ""])
    }

    @Test func severalValuesLookLikeJSONLines() throws {
        let found = try Self.diagnose("{\"message\": {}}\n{\"message\": {}}\n")
        #expect(found.count == 1)
        #expect(found[0].offset == 16)
        #expect(found[0].fix?.contains("--stdin-filename x.jsonl") == true)
        let line = try Self.diagnose(#"{"a": 1} {"b": 2}"#, linePerValue: true)
        #expect(line.first?.message.contains("each line of a JSON Lines file") == true)
    }

    @Test func atMostFiveAreReported() throws {
        let text = "[" + String(repeating: "'x', ", count: 20) + "1]"
        #expect(try Self.diagnose(text).count == JSONSyntaxDiagnosis.maximumDiagnostics)
    }

    @Test func otherErrorsKeepTheParserTextWithTheirContainer() throws {
        let text = #"{"message": {"data": {"a": "\x"}}}"#
        let found = try Self.diagnose(text)
        #expect(found.count == 1)
        #expect(found[0].message.hasPrefix("invalid escape"))
        #expect(found[0].container.description == "/message/data")
        let truncated = try Self.diagnose(#"{"message": {"topic": "news""#)
        #expect(truncated.first?.message.hasPrefix("unexpected end of input") == true)
        #expect(truncated.first?.container.description == "/message")
    }

    /// A dictionary a platform printed, pasted as "what my app received" (audit27, Q&A threads and
    /// the captures developers keep beside their handlers): the text, its form, the log prefix in
    /// front of it, and where the one finding ends (its opening bracket).
    struct Printed: Sendable, CustomTestStringConvertible {
        let text: String
        let form: PrintedDictionary
        let prefix: String?
        let end: Int
        var testDescription: String { String(text.prefix(30)) }
    }

    /// One finding names the printer and says how to print JSON, where the scanner said
    /// "AnyHashable is a bare word", "expected a string key", "I is a bare word" or "leading zeros".
    @Test(arguments: [
        // support.kinvey.com/support/discussions/topics/12000009435: Swift's print(userInfo), trimmed.
        Printed(text: "[AnyHashable(\"aps\"): {\n    badge = 1;\n    sound = \"notification.wav\";\n}, AnyHashable(\"count\"): 11]", form: .swift, prefix: nil, end: 1),
        // stackoverflow.com/questions/1068512534 (web-dev-qa-db-ja.com mirror): an NSDictionary description given as the payload.
        Printed(text: "{aps = {\nalert = joetheman;\nsound = default;\n};}", form: .foundation, prefix: nil, end: 1),
        // A launch intent's extras logged as a Bundle (a comment beside an onMessageReceived handler).
        Printed(text: "Bundle[{google.delivered_priority=normal, rideId=123, title=WoC Ride Request, google.message_id=0:1595342442715858%d41ff3b0f9fd7ecd}]", form: .java, prefix: nil, end: 7),
        // github.com/bytefish/FcmJava README: the Android quickstart's logcat line.
        Printed(text: "09-17 21:10:45.251 10882-11300/com.google.firebase.quickstart.fcm D/MyFirebaseMsgService: Message data payload: {lastName=Wagner, firstName=Philipp}", form: .java, prefix: "09-17 21:10:45.251 10882-11300/com.google.firebase.quickstart.fcm D/MyFirebaseMsgService: Message data payload:", end: 113),
        // NSLog's own brackets in its prefix (the firebase-ios-sdk#2903 log format) before the description.
        Printed(text: "2019-04-26 14:21:21.361261-0400 MyApp[1292:278627] Handle Remote Notification Dictionary: {\n   aps =     {\n   \"content-available\" = 1;\n   };\n   type = success;\n}", form: .foundation, prefix: "2019-04-26 14:21:21.361261-0400 MyApp[1292:278627] Handle Remote Notification Dictionary:", end: 91),
        // github.com/hansemannn/titanium-firebase-cloud-messaging/issues/60: an Android logcat
        // "Data message:" of a OneSignal push, a map printed with " = " and commas (no ';', so
        // not Foundation's).
        Printed(text: "{custom = {\"i\": \"5fbbf372-6d41-447a-9dab-1186168911a1\"}, oth_chnl =, pri = 5, vis = 1, alert = desc, title = title, grp_msg =}", form: .java, prefix: nil, end: 1),
        // A Flutter tutorial's README: firebase_messaging 7's onMessage print.
        Printed(text: "I/flutter (10090): onMessage: {notification: {title: Test Title, body: Test Detail}, data: {}}", form: .dart, prefix: "I/flutter (10090): onMessage:", end: 31),
    ])
    func printedDictionariesAreNamed(_ printed: Printed) throws {
        let found = try Self.diagnose(printed.text)
        #expect(found.count == 1)
        #expect(found.first?.message == printed.form.message(prefix: printed.prefix))
        #expect(found.first?.offset == 0)
        #expect(found.first?.end == printed.end)
        #expect(found.first?.fix == printed.form.fix)
    }

    /// JavaScript keeps its own names: an object literal with quoted strings, over several lines or
    /// assigned to a variable is not a Dart map, and a JSON text with a label in front is left to
    /// the scanner.
    @Test func javaScriptIsNotTakenForAPrintedDictionary() throws {
        for text in ["{message: {topic: 'news'}}", "{\n  to: token,\n  data: {id: id}\n}", #"payload: {"message": {"topic": "news",}}"#, "var message = {to: token, data: {id: id}}"] {
            #expect(PrintedDictionary.recognise(Array(text.utf8), range: 0..<text.utf8.count) == nil, "\(text)")
        }
    }

    /// react-native-push-notification's onNotification object logged with console.log
    /// (github.com/zo0r/react-native-push-notification/issues/1859): its finish() prints as
    /// [Function finish].
    @Test func aFunctionConsoleLogPrinted() throws {
        let text = #"{"data": {"google.message_id": "0:1612859326479433%278582f5278582f5"}, "finish": [Function finish], "foreground": false}"#
        let found = try Self.diagnose(text)
        #expect(found.map { Self.marked(text, $0) } == ["[Function finish]"])
        #expect(found.first?.message == "[Function finish] is how console.log prints a function: JSON has no functions")
    }

    /// Every rejected case of JSONTestSuite gets a diagnosis that starts at or before the parser's
    /// error, inside the text.
    @Test func everyRejectedConformanceCaseIsDiagnosed() throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Conformance/JSONTestSuite/test_parsing", isDirectory: true)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix("n_") }
        #expect(names.count == 188)
        for name in names {
            let bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
            let start = ByteOrderMark.detect(in: bytes) == .utf8 ? 3 : 0
            do {
                _ = try JSONParser().parse(bytes, range: start..<bytes.count)
                Issue.record("\(name) parsed")
            } catch {
                let found = JSONSyntaxDiagnosis.diagnose(bytes, range: start..<bytes.count, error: error)
                #expect(!found.isEmpty, "\(name)")
                #expect((found.first?.offset ?? .max) <= error.offset, "\(name)")
                #expect(found.count <= JSONSyntaxDiagnosis.maximumDiagnostics, "\(name)")
                #expect(found.allSatisfy { $0.offset >= start && $0.offset <= bytes.count }, "\(name)")
            }
        }
    }
}
