import LintRules
import SizeModel
import Testing

/// The intricate routing logic: the condition parser's positions inside the string, token shapes,
/// batch-wide checks and shape-dependent severity.
@Suite struct RoutingRuleTests {
    private func findings(_ json: String, _ id: String, configuration: LintConfiguration = LintConfiguration()) -> [Finding] {
        Linter(configuration: configuration).lint(json).filter { $0.ruleID == id }
    }

    /// The byte offset of the first occurrence of `needle` in `json`, plus `shift`.
    private func offset(of needle: String, in json: String, shift: Int = 0) -> Int? {
        guard let range = json.range(of: needle) else { return nil }
        return json.utf8.distance(from: json.startIndex, to: range.lowerBound) + shift
    }

    // MARK: - Condition syntax

    @Test(arguments: [
        ("'a' in topics && 'b c' in topics", "b c", 1, "a space is not allowed"),
        ("'a' in topics && ('b' in topics || 'c' in topics", "('b'", 0, "never closed"),
        ("'a' in topics) && 'b' in topics", ")", 0, "no matching ("),
        ("'a' in topics || || 'b' in topics", "|| 'b'", 0, "expected a topic"),
        ("'a' in topics OR 'b' in topics", "OR", 0, "write || instead of \"OR\""),
        ("a in topics", "a in", 0, "must be quoted"),
        ("'a' in topics &&", "&&", 2, "ends where a topic"),
        ("'' in topics", "''", 0, "empty"),
        ("'a' topics", "topics", 0, "expected \"in topics\""),
        ("'a' intopics", "intopics", 0, "expected \"in topics\""),
        ("'a' in topics | 'b' in topics", "|", 0, "single | is not an operator"),
        ("!", "!", 1, "ends where a topic"),
    ])
    func conditionErrorIsPlacedAtTheOffendingCharacter(
        _ condition: String, _ needle: String, _ shift: Int, _ message: String
    ) throws {
        let json = #"{"message": {"condition": "\#(condition)", "data": {"x": "1"}}}"#
        let found = findings(json, "routing-condition-syntax")
        try #require(found.count == 1, "\(condition): \(found.map(\.message))")
        let expected = try #require(offset(of: needle, in: json, shift: shift))
        #expect(found[0].start.offset == expected, "\(condition): \(found[0].message)")
        #expect(found[0].message.contains(message), "\(found[0].message)")
        #expect(found[0].pointer.description == "/message/condition")
    }

    @Test func conditionPositionsFollowEscapesAndMultiByteCharacters() throws {
        // \u0027 is a single quote: the space inside 'b c' is 6 bytes after the escape that opens it.
        let escaped = #"{"message": {"condition": "\u0027a\u0027 in topics && \u0027b c\u0027 in topics"}}"#
        let found = findings(escaped, "routing-condition-syntax")
        try #require(found.count == 1)
        #expect(found[0].start.offset == offset(of: "b c", in: escaped, shift: 1))

        // é is two bytes and one column; the finding covers it exactly.
        let accented = #"{"message": {"condition": "'café' in topics"}}"#
        let accent = findings(accented, "routing-condition-syntax")
        try #require(accent.count == 1)
        #expect(accent[0].start.offset == offset(of: "é", in: accented))
        #expect(accent[0].end.offset == accent[0].start.offset + 2)
        #expect(accent[0].end.column == accent[0].start.column + 1)

        // An escaped double quote is found at its backslash.
        let quoted = #"{"message": {"condition": "\"a\" in topics && \"b in topics"}}"#
        let quote = findings(quoted, "routing-condition-syntax")
        try #require(quote.count == 1)
        #expect(quote[0].start.offset == offset(of: #"\"b"#, in: quoted))
    }

    @Test(arguments: [
        "'TopicA' in topics && ('TopicB' in topics || 'TopicC' in topics)",
        "!('TopicA' in topics)",
        "!!'a' in topics",
        "(('a' in topics))",
        " 'a' in topics\t||\n'b' in topics ",
        "'stock-GOOG' in topics || 'industry-tech' in topics",
        "'a.b~c%20_d-e' in topics",
        "\"foo\" in topics",
    ])
    func wellFormedConditionsPass(_ condition: String) {
        let escaped = condition.replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\t", with: "\\t").replacingOccurrences(of: "\n", with: "\\n")
        let json = #"{"message": {"condition": "\#(escaped)"}}"#
        #expect(findings(json, "routing-condition-syntax").isEmpty, "\(condition)")
    }

    @Test func deepNestingIsAFindingNotACrash() {
        let deep = String(repeating: "(", count: 10_000) + "'a' in topics" + String(repeating: ")", count: 10_000)
        let found = findings(#"{"message": {"condition": "\#(deep)"}}"#, "routing-condition-syntax")
        #expect(found.count == 1)
        #expect(found.first?.message.contains("nested too deeply") == true)
    }

    @Test func blankAndEmptyConditions() {
        #expect(findings(#"{"message": {"condition": "   "}}"#, "routing-condition-syntax").first?.message.contains("blank") == true)
        #expect(findings(#"{"message": {"condition": ""}}"#, "routing-condition-syntax").isEmpty)
        #expect(findings(#"{"message": {"condition": ""}}"#, "routing-target-empty").count == 1)
    }

    @Test func topicCountIncludesNestedAndNegatedAtoms() throws {
        let condition = "'a' in topics && !('b' in topics || ('c' in topics && 'd' in topics)) || 'e' in topics && 'f' in topics"
        let json = #"{"message": {"condition": "\#(condition)"}}"#
        let found = findings(json, "routing-condition-too-many-topics")
        try #require(found.count == 1)
        #expect(found[0].start.offset == offset(of: "'f'", in: json))
        #expect(found[0].message.contains("6 topics"))
        #expect(findings(json, "routing-condition-syntax").isEmpty)
    }

    // MARK: - Tokens

    @Test(arguments: [
        (#"fGw0qy4TGgk:APA91bGtWGju\n"#, "line break"),
        (#" fGw0qy4TGgk:APA91bGtWGju"#, "space"),
        (#"Bearer fGw0qy4TGgk:APA91bGtWGju"#, "space"),
        (#"\"fGw0qy4TGgk:APA91bGtWGju\""#, "quote"),
        ("740F4707BEBCF74F9B7C25D48E3358945F6AA01DA5DDB387462C7EAF61BB78AD", "APNs device token"),
        ("/topics/news", "is a topic"),
    ])
    func malformedTokensAreErrors(_ token: String, _ message: String) throws {
        let found = findings(#"{"message": {"token": "\#(token)", "data": {"x": "1"}}}"#, "routing-token-shape")
        try #require(found.count == 1, "\(token)")
        #expect(found[0].severity == .error)
        #expect(found[0].message.contains(message), "\(found[0].message)")
    }

    @Test(arguments: [
        "fGw0qy4TGgk:APA91bGtWGjuhp4WRhHXgbabIYp1jxEKI08ofj_v1bKhWAGJQ4e3arRCWzeTfHaLz83mBnDh0aPWB1AykXAVUUGl2h1wT4XI6XazWpvY7RBUSYfoxtqSWGIm2nvWh2BOP1YG501SsRoE",
        "bk3RNwTe3H0:CI2k_HHwgIpoDKCIZvvDMExUdFQ3P1...",
        "mock-token",
        "740f4707bebcf74f9b7c25d48e3358945f6aa01da5ddb387462c7eaf61bb78",
    ])
    func plausibleTokensPass(_ token: String) {
        #expect(findings(#"{"message": {"token": "\#(token)"}}"#, "routing-token-shape").isEmpty, "\(token)")
    }

    // MARK: - Batches and severity

    @Test func batchLimitIsReportedOnceAtTheFirstElementOverTheLimit() throws {
        let element = #"{"topic": "news", "data": {"x": "1"}}"#
        let over = "[" + Array(repeating: element, count: 502).joined(separator: ",") + "]"
        let found = findings(over, "routing-multicast-limit")
        try #require(found.count == 1)
        #expect(found[0].pointer.description == "/500")
        #expect(found[0].message.contains("502 messages"))
        let atLimit = "[" + Array(repeating: element, count: 500).joined(separator: ",") + "]"
        #expect(findings(atLimit, "routing-multicast-limit").isEmpty)
    }

    @Test func batchElementsThatAreNotObjectsStillCount() {
        let element = #"{"topic": "news"}"#
        let batch = "[1, " + Array(repeating: element, count: 500).joined(separator: ",") + "]"
        let found = findings(batch, "routing-multicast-limit")
        #expect(found.count == 1)
        #expect(found.first?.pointer.description == "/500")
    }

    @Test func collapseKeysAreCountedPerTarget() throws {
        var elements: [String] = []
        for i in 1...6 { elements.append(#"{"topic": "scores", "android": {"collapse_key": "k\#(i)"}}"#) }
        elements.append(#"{"topic": "other", "android": {"collapse_key": "k9"}}"#)
        elements.append(#"{"message": {"topic": "scores", "android": {"collapseKey": "k1"}}}"#)
        let found = findings("[" + elements.joined(separator: ", ") + "]", "android-collapse-key-info")
        try #require(found.count == 1)
        #expect(found[0].pointer.description == "/4/android/collapse_key")
    }

    @Test func topicPrefixSeverityDependsOnShape() {
        let request = findings(#"{"message": {"topic": "/topics/news"}}"#, "routing-topic-prefix")
        #expect(request.map(\.severity) == [.error])
        let admin = findings(#"{"topic": "/topics/news", "android": {"ttl": 3600000}}"#, "routing-topic-prefix")
        #expect(admin.map(\.severity) == [.info])
        var configuration = LintConfiguration()
        configuration.severityOverrides["routing-topic-prefix"] = .warning
        let overridden = findings(
            #"{"topic": "/topics/news", "android": {"ttl": 3600000}}"#, "routing-topic-prefix", configuration: configuration)
        #expect(overridden.map(\.severity) == [.warning])
    }

    @Test func targetsAreNotCheckedOnShapesWithoutTargets() {
        let linter = Linter()
        for document in [#"{"aps": {"alert": "Hi"}, "orderId": "7"}"#, #"{"to": "/topics/news", "data": {"a": "1"}}"#] {
            #expect(linter.lint(document).filter { $0.ruleID.hasPrefix("routing-") }.isEmpty, "\(document)")
        }
    }
}
