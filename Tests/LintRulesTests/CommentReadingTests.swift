import Foundation
@testable import LintRules
import SizeModel
import Testing

/// A `.json` message whose `//` and `/* */` comments are its mistakes (`UnparsedReading.comments`):
/// each comment is invalid-json's error, as before, and the message read with them blanked is
/// linted too, at the text's own positions, so that its other mistakes are not hidden until the
/// comments are removed.
@Suite struct CommentReadingTests {
    /// The case verdict-left2 reported: a misspelt key and a number in data beside two comments.
    static let commented = """
        {
          "message": {
            "token": "abc", // device token
            /* the alert */
            "notificaton": {"title": "Hi", "body": "x"},
            "data": {"count": 3, "url": "https://a.example//b/*c*/"}
          }
        }
        """

    @Test func eachCommentIsNamedAndTheMessageIsLinted() {
        let findings = Linter().lint(Self.commented)
        #expect(findings.map(\.ruleID) == ["invalid-json", "invalid-json", "shape-unknown-field", "data-value-not-string"])
        #expect(findings.map { "\($0.start.line):\($0.start.column)" } == ["3:21", "4:5", "5:5", "6:23"])
        #expect(findings[0].message == "JSON has no comments: this // comment makes the file invalid")
        #expect(findings[1].message == "JSON has no comments: this /* */ comment makes the file invalid")
        #expect(findings[0].severity == .error && findings[1].severity == .error)
        #expect(findings[0].pointer.description == "/message")
        // The marks inside the URL string are text: two comments, no third.
        #expect(findings.filter { $0.ruleID == "invalid-json" }.count == 2)
        // The same run twice gives the same findings.
        #expect(Linter().lint(Self.commented).map(\.message) == findings.map(\.message))
    }

    /// A comment and a trailing comma: FCM rejects the comment; once it is removed, FCM reads the
    /// comma, so the comma is json-trailing-comma's warning (it was a second invalid-json error).
    @Test func aTrailingCommaBesideACommentIsReadAsFCMReadsIt() {
        let text = "{\"message\": {\"topic\": \"news\", // x\n\"data\": {\"a\": \"b\",}}}"
        #expect(Linter().lint(text).map(\.ruleID) == ["invalid-json", "json-trailing-comma"])
        // In a legacy body FCM's v1 parser is not the reader: the comma stays invalid-json's.
        let legacy = #"{"to": "abc", /* x */ "notification": {"title": "a",}}"#
        #expect(Linter().lint(legacy).map(\.ruleID) == ["invalid-json", "invalid-json"])
    }

    /// Only a text that is JSON once its comments are blanked is read so: with single quotes
    /// left, the syntax diagnosis names every mistake as before.
    @Test func otherMistakesKeepTheSyntaxDiagnosis() {
        let text = "{\"message\": {\"topic\": 'news' // x\n}}"
        #expect(Linter().lint(text).allSatisfy { $0.ruleID == "invalid-json" })
    }

    /// `size` measures the message as it would be sent once its comments are removed (the sizes
    /// are those of the values, not of the text), and says the text is not valid JSON at its first
    /// comment.
    @Test func sizeMeasuresTheMessageWithoutItsComments() throws {
        let report = SizeFileReport(path: "c.json", bytes: Array(Self.commented.utf8), configuration: LintConfiguration())
        let invalid = try #require(report.invalid)
        #expect(invalid.message.hasPrefix("JSON has no comments: this // comment makes the file invalid"))
        #expect(invalid.message.hasSuffix(SizeFileReport.measuredWithoutComments))
        #expect(invalid.position.line == 3 && invalid.position.column == 21)
        let plain = """
            {"message": {"token": "abc", "notificaton": {"title": "Hi", "body": "x"},
            "data": {"count": 3, "url": "https://a.example//b/*c*/"}}}
            """
        let without = SizeFileReport(path: "p.json", bytes: Array(plain.utf8), configuration: LintConfiguration())
        #expect(report.messages.count == 1)
        #expect(report.messages.map(\.sizes?.request.bytes) == without.messages.map(\.sizes?.request.bytes))
    }

    @Test func blankingARangeLeavesTheRestAndListsEachComment() {
        let text = Array("{\"a\": \"//no\"} // one\n{\"b\": 1} /* two".utf8)
        let (blanked, comments) = JSONCommentBlanking.blanked(text, range: 0..<20)
        #expect(blanked.count == text.count)
        #expect(comments == [JSONCommentBlanking.Comment(start: 14, end: 20, isBlock: false, isClosed: true)])
        #expect(Array(blanked[21...]) == Array(text[21...]))
        let (_, all) = JSONCommentBlanking.blanked(text, range: 0..<text.count)
        #expect(all.last == JSONCommentBlanking.Comment(start: 30, end: text.count, isBlock: true, isClosed: false))
    }
}
