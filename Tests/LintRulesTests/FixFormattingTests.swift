import LintRules
import SizeModel
import Testing

/// Fixes keep the file's layout: indent unit (two spaces, four spaces, tabs), one-line and
/// minified objects, CRLF line ends, a missing final newline, JSON Lines; and they decline where
/// the meaning is not certain.
@Suite struct FixFormattingTests {
    /// `text` after every fix of rule `id` (unsafe ones included).
    private func fixed(_ text: String, _ id: String, jsonLines: Bool = false) -> (text: String, outcome: FixOutcome) {
        var configuration = LintConfiguration()
        configuration.enabledOptInRules = [id]
        let linter = Linter(configuration: configuration)
        let outcome = FixPlanner(linter: linter).fixAll(Array(text.utf8), jsonLines: jsonLines, unsafe: true) { bytes in
            (jsonLines ? linter.lint(jsonLines: bytes) : linter.lint(bytes)).filter { $0.ruleID == id }
        }
        return (String(decoding: outcome.fixed, as: UTF8.self), outcome)
    }

    @Test func fourSpacesCopyTheSeparatorOfTheMembersBefore() {
        let before = """
            {
                "message": {
                    "topic": "news",
                    "apns": {
                        "headers": {
                            "apns-priority": "10",
                            "apns-collapse-id": "scores"
                        },
                        "payload": {"aps": {"alert": "Hi"}}
                    }
                }
            }

            """
        let after = """
            {
                "message": {
                    "topic": "news",
                    "apns": {
                        "headers": {
                            "apns-priority": "10",
                            "apns-collapse-id": "scores",
                            "apns-push-type": "alert"
                        },
                        "payload": {"aps": {"alert": "Hi"}}
                    }
                }
            }

            """
        #expect(fixed(before, "apns-push-type-missing").text == after)
    }

    @Test func twoSpacesNewNestedObjectsGoOnTheirOwnLines() {
        let before = "{\n  \"message\": {\n    \"topic\": \"news\",\n    \"notification\": {\"title\": \"Hi\", \"image\": \"https://cdn.example.com/a.png\"}\n  }\n}\n"
        let after = "{\n  \"message\": {\n    \"topic\": \"news\",\n    \"notification\": {\"title\": \"Hi\", \"image\": \"https://cdn.example.com/a.png\"},\n    \"apns\": {\n      \"payload\": {\n        \"aps\": {\n          \"mutable-content\": 1\n        }\n      }\n    }\n  }\n}\n"
        #expect(fixed(before, "apns-mutable-content-missing").text == after)
    }

    @Test func tabsFillAnEmptyObjectAndNoFinalNewlineIsAdded() {
        let before = "{\n\t\"message\": {\n\t\t\"topic\": \"news\",\n\t\t\"notification\": {\"title\": \"Hi\"},\n\t\t\"apns\": {\n\t\t\t\"headers\": {}\n\t\t}\n\t}\n}"
        let after = "{\n\t\"message\": {\n\t\t\"topic\": \"news\",\n\t\t\"notification\": {\"title\": \"Hi\"},\n\t\t\"apns\": {\n\t\t\t\"headers\": {\n\t\t\t\t\"apns-push-type\": \"alert\"\n\t\t\t}\n\t\t}\n\t}\n}"
        #expect(fixed(before, "apns-push-type-missing").text == after)
    }

    @Test func crlfFilesGetOnlyCRLFLineBreaks() {
        let before = "{\r\n  \"message\": {\r\n    \"topic\": \"news\",\r\n    \"notification\": {\"title\": \"Hi\"}\r\n  }\r\n}\r\n"
        let result = fixed(before, "apns-push-type-missing").text
        #expect(result == "{\r\n  \"message\": {\r\n    \"topic\": \"news\",\r\n    \"notification\": {\"title\": \"Hi\"},\r\n    \"apns\": {\r\n      \"headers\": {\r\n        \"apns-push-type\": \"alert\"\r\n      }\r\n    }\r\n  }\r\n}\r\n")
        let bytes = Array(result.utf8)
        for index in bytes.indices where bytes[index] == 0x0A { #expect(index > 0 && bytes[index - 1] == 0x0D) }
    }

    @Test func minifiedFilesStayMinified() {
        let before = #"{"message":{"topic":"news","notification":{"title":"Hi"}}}"#
        #expect(
            fixed(before, "apns-push-type-missing").text
                == #"{"message":{"topic":"news","notification":{"title":"Hi"},"apns":{"headers":{"apns-push-type":"alert"}}}}"#)
        #expect(
            fixed(#"{"message":{"topic":"news","data":{"a":"x","n":5}}}"#, "data-value-not-string").text
                == #"{"message":{"topic":"news","data":{"a":"x","n":"5"}}}"#)
    }

    @Test func aNullMemberIsReplacedNotDuplicated() {
        let before = #"{"message": {"topic": "news", "notification": {"title": "Hi"}, "apns": {"headers": null}}}"#
        #expect(
            fixed(before, "apns-push-type-missing").text
                == #"{"message": {"topic": "news", "notification": {"title": "Hi"}, "apns": {"headers": {"apns-push-type": "alert"}}}}"#)
    }

    @Test func jsonLinesKeepOneMessagePerLine() {
        let before = "{\"message\": {\"topic\": \"a\", \"data\": {\"n\": 1}}}\n\n{\"message\": {\"topic\": \"b\", \"notification\": {\"title\": \"Hi\"}}}\n"
        #expect(
            fixed(before, "data-value-not-string", jsonLines: true).text
                == "{\"message\": {\"topic\": \"a\", \"data\": {\"n\": \"1\"}}}\n\n{\"message\": {\"topic\": \"b\", \"notification\": {\"title\": \"Hi\"}}}\n")
        #expect(
            fixed(before, "apns-push-type-missing", jsonLines: true).text
                == "{\"message\": {\"topic\": \"a\", \"data\": {\"n\": 1}}}\n\n{\"message\": {\"topic\": \"b\", \"notification\": {\"title\": \"Hi\"}, \"apns\": {\"headers\": {\"apns-push-type\": \"alert\"}}}}\n")
    }

    @Test func batchElementsAreFixedInPlace() {
        let before = "[\n  {\"token\": \"a\", \"data\": {\"n\": 1}},\n  {\"token\": \"b\", \"data\": {\"ok\": false}}\n]\n"
        #expect(
            fixed(before, "data-value-not-string").text
                == "[\n  {\"token\": \"a\", \"data\": {\"n\": \"1\"}},\n  {\"token\": \"b\", \"data\": {\"ok\": \"false\"}}\n]\n")
    }

    @Test func collidingInsertionsWaitForTheNextPass() {
        // Both fixes create apns at the same place: one per pass (push-type first, reported at
        // notification), and the second goes into the apns the first made.
        var configuration = LintConfiguration()
        configuration.enabledOptInRules = ["apns-push-type-missing"]
        let linter = Linter(configuration: configuration)
        let before = #"{"message": {"topic": "news", "notification": {"title": "Hi", "image": "https://cdn.example.com/a.png"}}}"#
        let outcome = FixPlanner(linter: linter).fixAll(Array(before.utf8))
        #expect(outcome.passes == 2)
        #expect(
            String(decoding: outcome.fixed, as: UTF8.self)
                == #"{"message": {"topic": "news", "notification": {"title": "Hi", "image": "https://cdn.example.com/a.png"}, "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"mutable-content": 1}}}}}"#)
        // The same input gives the same output on every run.
        #expect(FixPlanner(linter: linter).fixAll(Array(before.utf8)).fixed == outcome.fixed)
    }

    @Test(arguments: [
        #"{"message": {"topic": "news", "android": {"ttl": "0"}}}"#,
        #"{"message": {"topic": "news", "android": {"ttl": 0}}}"#,
        #"{"message": {"topic": "news", "android": {"ttl": -5}}}"#,
        #"{"message": {"topic": "news", "android": {"ttl": 60000}}}"#,
        #"{"message": {"topic": "news", "android": {"ttl": 3000000}}}"#,
        #"{"message": {"topic": "news", "android": {"ttl": 1.5}}}"#,
        #"{"message": {"topic": "news", "android": {"ttl": "1h"}}}"#,
        #"{"message": {"topic": "news", "android": {"ttl": "-5"}}}"#,
        #"{"topic": "news", "android": {"ttl": "3600s"}, "tokens": ["a"]}"#,
    ])
    func ttlFixesDeclineWhereTheMeaningIsUncertain(_ text: String) {
        #expect(fixed(text, "android-ttl-format").outcome.applied.isEmpty)
    }

    @Test func otherDeclinedFixes() {
        // mutable-content 0 is off on purpose; null and objects in data have no one string.
        let off = #"{"message": {"topic": "news", "notification": {"title": "Hi", "image": "https://cdn.example.com/a.png"}, "apns": {"payload": {"aps": {"mutable-content": 0}}}}}"#
        #expect(fixed(off, "apns-mutable-content-missing").outcome.applied.isEmpty)
        let data = #"{"message": {"topic": "news", "data": {"x": null, "y": {"a": 1}, "z": [1]}}}"#
        #expect(fixed(data, "data-value-not-string").outcome.applied.isEmpty)
        // A legacy body without a target would need a placeholder.
        let legacy = #"{"priority": "high", "notification": {"title": "Hi"}}"#
        #expect(fixed(legacy, "legacy-mapping-hint").outcome.applied.isEmpty)
        let multicast = #"{"registration_ids": ["a", "b"], "notification": {"title": "Hi"}}"#
        #expect(fixed(multicast, "legacy-mapping-hint").outcome.applied.isEmpty)
    }

    @Test func plannerReturnsByteOffsetEditsAndATitle() throws {
        let text = "{\"message\": {\"topic\": \"é\", \"data\": {\"n\": 42}}}"
        let bytes = Array(text.utf8)
        let linter = Linter()
        let finding = try #require(linter.lint(bytes).first { $0.ruleID == "data-value-not-string" })
        let planner = FixPlanner(linter: linter)
        #expect(planner.isFixable("data-value-not-string"))
        #expect(!planner.isFixable("android-ttl-zero"))
        let start = try #require(text.utf8.firstIndex(of: UInt8(ascii: "4")).map { text.utf8.distance(from: text.utf8.startIndex, to: $0) })
        #expect(planner.edits(for: finding, in: bytes) == [TextEdit(start: start, end: start + 2, text: "\"42\"")])
        let fix = try #require(planner.fix(for: finding, in: bytes))
        #expect(fix.title == "write data value \"n\" as the string \"42\"")
        #expect(fix.applicability == .safe)
        // A finding of a rule without a fix has no edits.
        let other = Finding(ruleID: "android-ttl-zero", severity: .warning, message: "m", pointer: JSONPointer(), start: finding.start, end: finding.end, fix: nil)
        #expect(planner.edits(for: other, in: bytes).isEmpty)
    }
}
