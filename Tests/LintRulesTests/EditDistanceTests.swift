import Testing

@testable import LintRules

/// The one edit distance behind every "did you mean": optimal string alignment, with a limit.
@Suite struct EditDistanceTests {
    @Test(arguments: [
        ("title", "title", 0), ("titel", "title", 1), ("tilte", "title", 1), ("titl", "title", 1),
        ("ttle", "title", 1), ("body", "bodies", 3), ("", "abc", 3), ("abc", "", 3),
        ("channelID", "channelId", 1), ("sound", "badge", 5), ("ca", "abc", 3),
    ])
    func distances(_ a: String, _ b: String, expected: Int) {
        #expect(EditDistance.between(a, b) == expected, "\(a) → \(b)")
        #expect(EditDistance.between(b, a) == expected, "\(b) → \(a)")
    }

    @Test func theLimitStopsEarlyAndSaysSo() {
        #expect(EditDistance.between("notification", "data", limit: 2) == 3)
        #expect(EditDistance.between("mutable-content", "mutable_content", limit: 2) == 1)
        #expect(EditDistance.between("abcdefgh", "hgfedcba", limit: 3) == 4)
        #expect(EditDistance.between("x", "xyzzy", limit: 2) == 3)
    }

    @Test func suggestionsUseIt() {
        #expect(Suggestion.closest(to: "chek", among: ["check", "size", "rules"]) == "check")
        #expect(KeyMatcher.suggestion(for: "contnet-available", among: ["content-available", "mutable-content"]) == "content-available")
        #expect(NotifeeOptionsSchema.suggestion(for: "titel", in: NotifeeOptionsSchema.topLevelLevel) == "title")
    }
}
