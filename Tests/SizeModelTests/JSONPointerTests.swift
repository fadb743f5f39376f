import SizeModel
import Testing

@Suite struct JSONPointerTests {
    /// The example document of RFC 6901 §5.
    static let rfcDocument = #"""
        {
           "foo": ["bar", "baz"],
           "": 0,
           "a/b": 1,
           "c%d": 2,
           "e^f": 3,
           "g|h": 4,
           "i\\j": 5,
           "k\"l": 6,
           " ": 7,
           "m~n": 8
        }
        """#

    /// RFC 6901 §5: each pointer string and the compact JSON of the value it names.
    static let rfcExamples: [(pointer: String, value: String)] = [
        ("", "whole document"),
        ("/foo", #"["bar", "baz"]"#),
        ("/foo/0", #""bar""#),
        ("/", "0"),
        ("/a~1b", "1"),
        ("/c%d", "2"),
        ("/e^f", "3"),
        ("/g|h", "4"),
        (#"/i\j"#, "5"),
        (#"/k"l"#, "6"),
        ("/ ", "7"),
        ("/m~0n", "8"),
    ]

    /// Follows `pointer` from `root` with member and element lookups.
    private func resolve(_ pointer: JSONPointer, in root: JSONValue) -> JSONValue? {
        var current: JSONValue? = root
        for token in pointer.tokens {
            guard let value = current else { return nil }
            current = value.isArray ? Int(token).flatMap(value.element) : value.member(token)
        }
        return current
    }

    @Test(arguments: rfcExamples.map(\.pointer))
    func rfcExampleResolvesAndRoundTrips(_ text: String) throws {
        let root = try JSONParser().parse(Array(Self.rfcDocument.utf8)).root
        let pointer = try #require(JSONPointer(parsing: text))
        #expect(pointer.description == text)
        let value = try #require(resolve(pointer, in: root))
        // The parser computes the same pointer for the value it located.
        #expect(value.pointer == pointer)
        #expect(value.pointer.description == text)
        let expected = try #require(Self.rfcExamples.first { $0.pointer == text }?.value)
        if text.isEmpty {
            #expect(value.index == root.index)
        } else {
            #expect(String(decoding: value.rawBytes, as: UTF8.self) == expected)
        }
    }

    @Test func tokensAreUnescaped() {
        #expect(JSONPointer(parsing: "")?.tokens == [])
        #expect(JSONPointer(parsing: "/")?.tokens == [""])
        #expect(JSONPointer(parsing: "//")?.tokens == ["", ""])
        #expect(JSONPointer(parsing: "/a~1b/m~0n")?.tokens == ["a/b", "m~n"])
        // ~01 is "~1", not "/": ~0 is decoded first and not re-read.
        #expect(JSONPointer(parsing: "/~01")?.tokens == ["~1"])
        #expect(JSONPointer(parsing: "/~10")?.tokens == ["/0"])
        #expect(JSONPointer(parsing: "/é/😀/0")?.tokens == ["é", "😀", "0"])
    }

    @Test(arguments: ["~2", "/~2", "/a~", "/~", "/a~x/b", "a", "#/a", "foo/bar"])
    func invalidPointersAreRejected(_ text: String) {
        #expect(JSONPointer(parsing: text) == nil)
    }

    @Test(arguments: [
        [], [""], ["", ""], ["a/b", "m~n"], ["~1", "/0"], ["~", "/", "~~//"], ["é", "😀", "中文"], [" ", "%25"],
    ] as [[String]])
    func tokensRoundTripThroughText(_ tokens: [String]) throws {
        let pointer = JSONPointer(tokens: tokens)
        let reparsed = try #require(JSONPointer(parsing: pointer.description))
        #expect(reparsed == pointer)
        #expect(reparsed.tokens == tokens)
    }

    /// RFC 6901 works on code points: `~` or `/` followed by a combining mark still escapes.
    @Test func combiningMarksDoNotHideTildeOrSlash() throws {
        let tokens = ["~\u{301}", "a/\u{301}b"]
        let pointer = JSONPointer(tokens: tokens)
        #expect(pointer.description == "/~0\u{301}/a~1\u{301}b")
        #expect(JSONPointer(parsing: pointer.description)?.tokens == tokens)
        #expect(JSONPointer(parsing: "/a/\u{301}b")?.tokens == ["a", "\u{301}b"])
        #expect(JSONPointer(parsing: "/~\u{301}") == nil)
    }

    @Test func appendingAndPrefixes() {
        let base = JSONPointer(tokens: ["message"])
        let child = base.appending("data").appending(index: 2)
        #expect(child.description == "/message/data/2")
        #expect(base.isPrefix(of: child))
        #expect(child.isPrefix(of: child))
        #expect(!child.isPrefix(of: base))
        #expect(JSONPointer().isPrefix(of: base))
        #expect(!JSONPointer(tokens: ["mess"]).isPrefix(of: base))
    }

    /// `isEmpty` and `firstToken` read the string form without decoding every token.
    @Test func emptinessAndFirstTokenMatchTheTokens() throws {
        for tokens in [[], [""], ["", "x"], ["12", "message"], ["a/b", "m~n"], ["~1"], ["é", "😀"]] as [[String]] {
            let pointer = JSONPointer(tokens: tokens)
            #expect(pointer.isEmpty == tokens.isEmpty)
            #expect(pointer.firstToken == tokens.first)
        }
        let parsed = try #require(JSONPointer(parsing: "/7~1x/message"))
        #expect(parsed.firstToken == "7/x")
    }

    /// A pointer's tokens can be set; the string form follows.
    @Test func settingTokensRewritesTheDescription() {
        var pointer = JSONPointer(tokens: ["a"])
        pointer.tokens.append("b/c")
        #expect(pointer.description == "/a/b~1c")
        #expect(pointer == JSONPointer(tokens: ["a", "b/c"]))
    }

    @Test func orderingIsTokenWise() {
        let pointers = ["/b", "/a/c", "/a", "", "/a~1b"].compactMap(JSONPointer.init(parsing:))
        #expect(pointers.sorted().map(\.description) == ["", "/a", "/a/c", "/a~1b", "/b"])
    }

    /// `appendDescription(to:)` writes exactly the bytes of `description`, after what the buffer
    /// already holds: escapes, empty tokens, non-ASCII, and tokens too long for a small String.
    @Test(arguments: [
        [], [""], ["", ""], ["a/b", "m~n"], ["~1", "/0"], ["~", "/", "~~//"], ["é", "😀", "中文"],
        ["message", "data", "0"], ["a key longer than fifteen bytes", "with/a slash and a ~ tilde in it"],
        [String(repeating: "~/x", count: 200)],
    ] as [[String]])
    func appendedDescriptionIsTheDescription(_ tokens: [String]) {
        let pointer = JSONPointer(tokens: tokens)
        var bytes = Array("prefix:".utf8)
        pointer.appendDescription(to: &bytes)
        #expect(bytes == Array("prefix:".utf8) + Array(pointer.description.utf8))
    }

    /// Array indices become decimal tokens on both sides of the small-index table (0 to 63).
    @Test func elementPointersSpellTheirIndex() throws {
        let text = "{\"list\": [" + (0..<130).map { "{\"n\": \($0)}" }.joined(separator: ",") + "]}"
        let root = try JSONParser().parse(Array(text.utf8)).root
        let list = try #require(root.member("list"))
        for index in [0, 9, 10, 63, 64, 99, 100, 129] {
            let element = try #require(list.element(index))
            #expect(element.pointer.tokens == ["list", String(index)])
            let number = try #require(element.member("n"))
            #expect(number.pointer.description == "/list/\(index)/n")
        }
        #expect(root.pointer.tokens == [])
    }
}
