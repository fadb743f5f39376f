@testable import LintRules
import SizeModel
import Testing

/// A printed Python dict or a single-quoted Dart map / JavaScript object where JSON goes
/// (`SingleQuotedLiteral`): one json-printed-literal warning says what the text is, and the JSON it stands
/// for is linted where the text stands; anything that cannot be read so keeps the syntax diagnosis.
@Suite struct SingleQuotedLiteralTests {
    /// What `print(message)` shows for a message fcm-django or a hand-written HTTP v1 call builds.
    static let printedDict =
        "{'message': {'topic': 'news', 'notification': {'title': 'Hi'}, 'data': {'count': 3, 'urgent': True}, 'android': {'ttl': None}}}"

    @Test func aPrintedPythonDictIsLintedAsTheJSONItStandsFor() throws {
        let findings = Linter().lint(Self.printedDict)
        #expect(findings.map(\.ruleID).sorted() == ["data-value-not-string", "data-value-not-string", "json-printed-literal"])
        let form = try #require(findings.first { $0.ruleID == "json-printed-literal" })
        #expect(form.severity == .warning)
        #expect(form.message.hasPrefix("this is a Python dict as print() writes it"))
        #expect(form.start.offset == 1)
        #expect(form.pointer.description == "")
        // Positions are the pasted text's: the number 3 and the word True.
        let count = try #require(findings.first { $0.pointer.description == "/message/data/count" })
        #expect(count.start.offset == offset(of: "3,", in: Self.printedDict))
        let urgent = try #require(findings.first { $0.pointer.description == "/message/data/urgent" })
        #expect(urgent.start.offset == offset(of: "True", in: Self.printedDict))
        #expect(urgent.message == "data value \"urgent\" is a boolean; FCM data values must be strings")
    }

    /// A Dart map written with single quotes, as a Flutter tool's `jsonEncode({...})` call holds it
    /// (a Dart script in a public repository sending an HTTP v1 request; the token shortened).
    @Test func aDartMapIsReadToo() throws {
        let dart =
            "{'message': {'token': 'ehX2iF1cSH64k4sg7u8Y7H:APA91bFHu27ypGXG48zjqPN8LX0ocatvapB3V5LZsMt0mHNLtUwcdKmwckDXWIIznQlniddJW7En', 'notification': {'title': 'Test Push (App Closed)', 'body': 'This should appear on lock screen!'}, 'android': {'priority': 'high', 'notification': {'channel_id': 'navratri_notifications', 'sound': 'default'}}}}"
        let findings = Linter().lint(dart)
        #expect(findings.map(\.ruleID) == ["json-printed-literal"])
        #expect(findings.first?.message.hasPrefix("this is written with single quotes (a Python dict, a Dart map or a JavaScript object)") == true)
        #expect(findings.first?.fix == SingleQuotedLiteral.fix)
    }

    @Test func pythonTwoUnicodePrefixesAreRead() {
        let findings = Linter().lint("{u'message': {u'topic': u'news', u'data': {u'n': u'1'}}}")
        #expect(findings.map(\.ruleID) == ["json-printed-literal"])
    }

    /// Each line of JSON Lines is read on its own, with the line's pointer.
    @Test func aJSONLinesLineIsReadWithItsPointer() throws {
        let text = "{\"message\": {\"topic\": \"a\", \"data\": {\"k\": \"v\"}}}\n{'message': {'topic': 'b', 'data': {'n': 1}}}\n"
        let findings = Linter().lint(jsonLines: Array(text.utf8))
        #expect(findings.map(\.pointer.description) == ["/1", "/1/message/data/n"])
        #expect(findings.map(\.start.line) == [2, 2])
    }

    /// What cannot be read in full as such a literal keeps the syntax diagnosis, one finding per
    /// mistake, as before.
    @Test(arguments: [
        // A JSON file with one key in single quotes is a JSON file with a typo.
        #"{"message": {'topic': "news", "data": {"k": "v"}}}"#,
        // JSON's double-quoted keys with a single-quoted value.
        #"{"message": {"topic": 'news'}}"#,
        // Python escapes JSON reads otherwise, and a string holding a double quote.
        #"{'message': {'topic': 'news', 'data': {'k': 'it\'s'}}}"#,
        #"{'message': {'topic': 'news', 'data': {'k': 'say "hi"'}}}"#,
        // Code: a variable, a call, unquoted keys.
        "{'message': {'token': device_token, 'data': {'k': 'v'}}}",
        "{'message': {'topic': 'news', 'data': dict(k='v')}}",
        // A JSON file with a key left unquoted (json-code-literal reads one whose keys are all
        // JavaScript's).
        #"{"message": {topic: 'news'}}"#,
        // A printed dict that is no message.
        "{'name': 'app', 'private': True}",
    ])
    func otherTextKeepsTheSyntaxDiagnosis(_ text: String) {
        let findings = Linter().lint(text)
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0.ruleID == "invalid-json" }, "\(findings.map(\.ruleID))")
        #expect(!findings.contains { $0.message.contains("it is linted as the JSON") })
    }

    @Test func valuesInsideStringsAreLeftAsWritten() throws {
        // A condition keeps its single quotes inside a double-quoted string (Python's choice for a
        // string holding '), and True inside a string is text.
        let text = Array(#"{'condition': "'a' in topics", 'data': {'k': 'True'}, 'n': [1.5e3, -2]}"#.utf8)
        let literal = try #require(SingleQuotedLiteral(text, range: 0..<text.count))
        #expect(String(decoding: literal.text, as: UTF8.self) == #"{"condition": "'a' in topics", "data": {"k": "True"}, "n": [1.5e3, -2]}"#)
        #expect(!literal.hasPythonWords)
    }

    /// `size` measures the JSON the literal stands for: the same sizes as that JSON.
    @Test func sizeMeasuresTheJSON() throws {
        func measured(_ text: String) -> Int? {
            SizeFileReport(path: "pasted", bytes: Array(text.utf8), configuration: LintConfiguration()).messages.first?.sizes?.request.bytes
        }
        let json = Self.printedDict.replacingOccurrences(of: "'", with: "\"").replacingOccurrences(of: "True", with: "true")
            .replacingOccurrences(of: "None", with: "null")
        #expect(measured(Self.printedDict) != nil)
        #expect(measured(Self.printedDict) == measured(json))
    }

    private func offset(of needle: String, in text: String) -> Int {
        guard let range = text.range(of: needle) else { return -1 }
        return text[..<range.lowerBound].utf8.count
    }
}
