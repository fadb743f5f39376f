import SizeModel
import Testing

/// A malformed input and the exact error the parser must report for it.
struct MalformedCase: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: [UInt8]
    let reason: JSONSyntaxError.Reason
    let offset: Int

    init(_ name: String, _ text: String, _ reason: JSONSyntaxError.Reason, at offset: Int) {
        self.init(name, Array(text.utf8), reason, at: offset)
    }

    init(_ name: String, _ bytes: [UInt8], _ reason: JSONSyntaxError.Reason, at offset: Int) {
        self.name = name
        self.bytes = bytes
        self.reason = reason
        self.offset = offset
    }

    var testDescription: String { name }
}

/// Parses `text` as UTF-8 with the default parser.
private func parse(_ text: String) throws(JSONSyntaxError) -> JSONDocument {
    try JSONParser().parse(Array(text.utf8))
}

/// The bytes of `text` between `"` and `"`, for building strings with raw invalid bytes.
private func quoted(_ bytes: [UInt8]) -> [UInt8] { [0x22] + bytes + [0x22] }

@Suite struct JSONParserTests {
    // MARK: Malformed input

    static let malformed: [MalformedCase] = [
        // Structure.
        MalformedCase(
            "trailing comma in object", #"{"a":1,}"#,
            .unexpectedCharacter(found: "'}'", expected: "a string key after ','"), at: 7),
        MalformedCase(
            "trailing comma in array", "[1,]",
            .unexpectedCharacter(found: "']'", expected: "a value after ','"), at: 3),
        MalformedCase(
            "trailing comma in nested array", "[[1, 2 ,\n]]",
            .unexpectedCharacter(found: "']'", expected: "a value after ','"), at: 9),
        MalformedCase(
            "missing colon", #"{"a" 1}"#,
            .unexpectedCharacter(found: "'1'", expected: "':' after the key"), at: 5),
        MalformedCase(
            "missing comma between members", #"{"a":1 "b":2}"#,
            .unexpectedCharacter(found: "'\"'", expected: "',' or '}' after a member"), at: 7),
        MalformedCase(
            "single-quoted key", "{'a':1}",
            .unexpectedCharacter(found: "'''", expected: "a string key or '}'"), at: 1),
        MalformedCase(
            "elision in array", "[1,,2]",
            .unexpectedCharacter(found: "','", expected: "a value"), at: 3),
        MalformedCase("unclosed object", "{", .unexpectedEnd(expected: "a string key"), at: 1),
        // Member places that compact JSON fills at once, here after whitespace or left empty.
        MalformedCase(
            "number key after comma and space", #"{"a":1, 2}"#,
            .unexpectedCharacter(found: "'2'", expected: "a string key after ','"), at: 8),
        MalformedCase("end after comma", #"{"a":1,"#, .unexpectedEnd(expected: "a string key"), at: 7),
        MalformedCase(
            "missing value before brace", #"{"a": }"#, .unexpectedCharacter(found: "'}'", expected: "a value"), at: 6),
        MalformedCase("end after colon", #"{"a":"#, .unexpectedEnd(expected: "a value"), at: 5),
        MalformedCase(
            "control character as a value", [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x01, 0x7D],
            .unexpectedCharacter(found: "control character U+0001", expected: "a value"), at: 5),
        MalformedCase("end after key", #"{"a" "#, .unexpectedEnd(expected: "':' after the key"), at: 5),
        MalformedCase("unclosed array", "[", .unexpectedEnd(expected: "a value"), at: 1),
        MalformedCase("array missing close", "[1", .unexpectedEnd(expected: "',' or ']'"), at: 2),
        MalformedCase("object missing close", #"{"a":1"#, .unexpectedEnd(expected: "',' or '}'"), at: 6),
        MalformedCase("truncated literal", "tru", .unexpectedEnd(expected: "'true'"), at: 3),
        MalformedCase(
            "misspelled literal", "[nul1]",
            .unexpectedCharacter(found: "'1'", expected: "a value ('null'?)"), at: 4),
        MalformedCase(
            "non-ASCII outside a string", "[é]",
            .unexpectedCharacter(found: "'é' (U+00E9)", expected: "a value"), at: 1),
        MalformedCase(
            "control character outside a string", [0x5B, 0x01, 0x5D],
            .unexpectedCharacter(found: "control character U+0001", expected: "a value"), at: 1),
        MalformedCase(
            "invalid UTF-8 outside a string", [0x5B, 0xFF, 0x5D],
            .unexpectedCharacter(
                found: "byte 0xFF (invalid UTF-8: byte 0xFF never appears in UTF-8)", expected: "a value"),
            at: 1),
        MalformedCase(
            "byte-order mark is not skipped by the parser", [0xEF, 0xBB, 0xBF, 0x7B, 0x7D],
            .unexpectedCharacter(found: "'\u{FEFF}' (U+FEFF)", expected: "a value"), at: 0),
        MalformedCase("trailing garbage", "{} x", .trailingContent(found: "'x'"), at: 3),
        MalformedCase("second top-level value", "1 2", .trailingContent(found: "'2'"), at: 2),
        MalformedCase("trailing comment", "[1]//", .trailingContent(found: "'/'"), at: 3),
        MalformedCase("empty input", "", .emptyInput, at: 0),
        MalformedCase("whitespace-only input", " \t\r\n", .emptyInput, at: 4),

        // Numbers.
        MalformedCase("leading zero", "01", .invalidNumber(detail: "leading zeros are not allowed"), at: 0),
        MalformedCase(
            "negative leading zero in array", "[-012]",
            .invalidNumber(detail: "leading zeros are not allowed"), at: 2),
        MalformedCase("lone minus", "-", .invalidNumber(detail: "expected a digit after '-'"), at: 1),
        MalformedCase("minus then letter", "[-a]", .invalidNumber(detail: "expected a digit after '-'"), at: 2),
        MalformedCase("bare fraction point", "1.", .invalidNumber(detail: "expected a digit after '.'"), at: 2),
        MalformedCase("bare exponent", "1e", .invalidNumber(detail: "expected a digit in the exponent"), at: 2),
        MalformedCase(
            "signed bare exponent", "1E+", .invalidNumber(detail: "expected a digit in the exponent"), at: 3),
        MalformedCase(
            "leading fraction point", ".5", .unexpectedCharacter(found: "'.'", expected: "a value"), at: 0),
        MalformedCase(
            "plus sign", "+1", .unexpectedCharacter(found: "'+'", expected: "a value"), at: 0),

        // Strings.
        MalformedCase(
            "unterminated string", #""abc"#, .unexpectedEnd(expected: "'\"' to close the string"), at: 4),
        MalformedCase(
            "unterminated key", #"{"ab"#, .unexpectedEnd(expected: "'\"' to close the string"), at: 4),
        MalformedCase("raw line feed in string", "\"a\nb\"", .controlCharacterInString(0x0A), at: 2),
        MalformedCase("raw NUL in string", [0x22, 0x00, 0x22], .controlCharacterInString(0x00), at: 1),
        MalformedCase("raw tab in key", "{\"a\tb\":1}", .controlCharacterInString(0x09), at: 3),
        MalformedCase("invalid escape \\x", #""\x41""#, .invalidEscape(found: "x"), at: 1),
        MalformedCase("invalid escape \\'", #"["\'"]"#, .invalidEscape(found: "'"), at: 2),
        MalformedCase(
            "backslash then end", #""\"#, .unexpectedEnd(expected: "an escape after '\\'"), at: 2),
        MalformedCase("non-hex \\u digit", #""\u12G4""#, .invalidUnicodeEscape, at: 1),
        MalformedCase("truncated \\u escape", #""\u12"#, .invalidUnicodeEscape, at: 1),
        MalformedCase("lone high surrogate", #""\uD800""#, .loneSurrogate(#"\uD800"#), at: 1),
        MalformedCase(
            "high surrogate then ASCII", #"["ab\uD83Dx"]"#, .loneSurrogate(#"\uD83D"#), at: 4),
        MalformedCase(
            "high surrogate then high surrogate", #"["\uD800\uD800"]"#, .loneSurrogate(#"\uD800"#), at: 2),
        MalformedCase(
            "high surrogate then bad \\u", #""\uD83D\uZZZZ""#, .invalidUnicodeEscape, at: 7),
        MalformedCase("lone low surrogate", #""\uDC00""#, .loneSurrogate(#"\uDC00"#), at: 1),
        MalformedCase(
            "reversed surrogate pair", #""\uDE00\uD83D""#, .loneSurrogate(#"\uDE00"#), at: 1),

        // Invalid UTF-8 inside strings.
        MalformedCase(
            "overlong C0 80", quoted([0xC0, 0x80]),
            .invalidUTF8(detail: "overlong encoding (lead byte 0xC0)"), at: 1),
        MalformedCase(
            "overlong three-byte E0 80 AF", quoted([0xE0, 0x80, 0xAF]),
            .invalidUTF8(detail: "overlong encoding"), at: 1),
        MalformedCase(
            "encoded surrogate ED A0 80", quoted([0x61, 0xED, 0xA0, 0x80]),
            .invalidUTF8(detail: "encoded surrogate (U+D800–U+DFFF)"), at: 2),
        MalformedCase(
            "truncated E2 82", quoted([0xE2, 0x82]),
            .invalidUTF8(detail: "truncated 3-byte sequence"), at: 1),
        MalformedCase(
            "truncated at end of input", [0x22, 0xE2, 0x82],
            .invalidUTF8(detail: "truncated 3-byte sequence"), at: 1),
        MalformedCase(
            "byte F8", quoted([0xF8, 0x88, 0x80, 0x80, 0x80]),
            .invalidUTF8(detail: "byte 0xF8 never appears in UTF-8"), at: 1),
        MalformedCase(
            "byte FF", quoted([0xFF]), .invalidUTF8(detail: "byte 0xFF never appears in UTF-8"), at: 1),
        MalformedCase(
            "above U+10FFFF", quoted([0xF4, 0x90, 0x80, 0x80]),
            .invalidUTF8(detail: "code point above U+10FFFF"), at: 1),
        MalformedCase(
            "lone continuation byte", quoted([0x80]),
            .invalidUTF8(detail: "unexpected continuation byte 0x80"), at: 1),
    ]

    @Test(arguments: malformed)
    func rejectsWithExactReasonAndOffset(_ input: MalformedCase) {
        let error = #expect(throws: JSONSyntaxError.self) { try JSONParser().parse(input.bytes) }
        #expect(error?.reason == input.reason)
        #expect(error?.offset == input.offset)
    }

    /// Offsets are offsets into the whole buffer when only a range of it is parsed.
    @Test func rangeOffsetsAreBufferOffsets() throws {
        let bad = Array(#"xx[1, {"a": 01}]yy"#.utf8)
        let error = #expect(throws: JSONSyntaxError.self) { try JSONParser().parse(bad, range: 2..<16) }
        #expect(error == JSONSyntaxError(.invalidNumber(detail: "leading zeros are not allowed"), at: 12))

        let good = Array(#"xx[1, {"a": 2}]yy"#.utf8)
        let root = try JSONParser().parse(good, range: 2..<15).root
        #expect(root.startOffset == 2 && root.endOffset == 15)
        #expect(root.element(1)?.member("a")?.startOffset == 12)

        let cut = #expect(throws: JSONSyntaxError.self) { try JSONParser().parse(good, range: 2..<7) }
        #expect(cut == JSONSyntaxError(.unexpectedEnd(expected: "a string key"), at: 7))
    }

    /// A text denser than one value per 8 bytes outgrows the first table the parser writes into,
    /// and is parsed again with room for the densest text; a text over the direct limit grows a
    /// table of its own. All give the same nodes, errors and limits.
    @Test func denseAndLongTextsGiveEveryNode() throws {
        // 20,000 elements: 40,001 bytes, parsed again with more room; 33,000: over 64 KiB.
        for count in [1, 4, 5, 50, 1000, 20_000, 33_000] {
            let text = "[" + Array(repeating: "1", count: count).joined(separator: ",") + "]"
            let root = try parse(text).root
            #expect(root.count == count, "\(count)")
            #expect(root.document.nodeCount == count + 1, "\(count)")
            #expect(root.element(count - 1)?.startOffset == text.utf8.count - 2, "\(count)")
            let cut = #expect(throws: JSONSyntaxError.self) { try parse(String(text.dropLast())) }
            #expect(cut == JSONSyntaxError(.unexpectedEnd(expected: "',' or ']'"), at: text.utf8.count - 1), "\(count)")
        }
        let limited = JSONParser(maximumValues: 3)
        let error = #expect(throws: JSONSyntaxError.self) { try limited.parse(Array("[1,1,1]".utf8)) }
        #expect(error == JSONSyntaxError(.tooManyValues(limit: 3), at: 5))
        #expect(try JSONParser(maximumValues: 3).parse(Array("[1,1]".utf8)).nodeCount == 3)
    }

    @Test func descriptionsNameWhatWasExpectedAndFound() {
        #expect(
            JSONSyntaxError(.unexpectedCharacter(found: "'}'", expected: "a value"), at: 3).description
                == "expected a value, found '}'")
        #expect(
            JSONSyntaxError(.controlCharacterInString(0x0A), at: 0).description
                == #"raw control character U+000A in a string: write it as an escape such as \n or \u000A"#)
        #expect(JSONSyntaxError(.nestingTooDeep(limit: 512), at: 0).description == "nesting deeper than 512 levels")
    }

    // MARK: Depth

    @Test func acceptsExactly512LevelsOfArrays() throws {
        let depth = JSONParser.defaultMaximumDepth
        #expect(depth == 512)
        let ok = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let document = try parse(ok)
        #expect(document.nodeCount == depth)

        let tooDeep = String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1)
        let error = #expect(throws: JSONSyntaxError.self) { try parse(tooDeep) }
        #expect(error == JSONSyntaxError(.nestingTooDeep(limit: 512), at: 512))
    }

    @Test func acceptsExactly512LevelsOfObjects() throws {
        func nested(_ levels: Int) -> String {
            String(repeating: #"{"a":"#, count: levels - 1) + "{}" + String(repeating: "}", count: levels - 1)
        }
        let document = try parse(nested(512))
        #expect(document.nodeCount == 1 + 2 * 511)
        let error = #expect(throws: JSONSyntaxError.self) { try parse(nested(513)) }
        #expect(error == JSONSyntaxError(.nestingTooDeep(limit: 512), at: 512 * 5))
    }

    @Test func customDepthLimit() throws {
        let parser = JSONParser(maximumDepth: 2)
        _ = try parser.parse(Array("[[1]]".utf8))
        let error = #expect(throws: JSONSyntaxError.self) { try parser.parse(Array(#"[{"a":[]}]"#.utf8)) }
        #expect(error == JSONSyntaxError(.nestingTooDeep(limit: 2), at: 6))
    }

    /// A million `[` stop at the limit: no stack overflow, and no scan of the rest of the input.
    @Test(.timeLimit(.minutes(1)))
    func millionOpeningBracketsFailFast() {
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)
        let clock = ContinuousClock()
        var error: JSONSyntaxError?
        let elapsed = clock.measure {
            error = #expect(throws: JSONSyntaxError.self) { try JSONParser().parse(bytes) }
        }
        #expect(error == JSONSyntaxError(.nestingTooDeep(limit: 512), at: 512))
        #expect(elapsed < .seconds(5), "took \(elapsed)")
    }

    // MARK: Values

    @Test func duplicateKeysArePreservedInOrder() throws {
        let root = try parse(#"{"a":1,"b":2,"a":3}"#).root
        #expect(root.count == 3)
        #expect(root.members.map { $0.key.stringValue } == ["a", "b", "a"])
        #expect(root.members.map { $0.value.integerValue } == [1, 2, 3])
        #expect(root.member("a")?.integerValue == 1)
        #expect(root.members(named: "a").map(\.integerValue) == [1, 3])
        #expect(root.members(named: "a").map(\.pointer.description) == ["/a", "/a"])
    }

    @Test func numberLexemesAreKeptExactly() throws {
        let text = """
            [1e400, -0, 123456789012345678901234567890, 1.0, 7, -7, 2E-3, 0.000,
             9223372036854775807, 9223372036854775808, -9223372036854775808, -9223372036854775809]
            """
        let numbers = Array(try parse(text).root.elements)
        #expect(
            numbers.map(\.numberLexeme) == [
                "1e400", "-0", "123456789012345678901234567890", "1.0", "7", "-7", "2E-3", "0.000",
                "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
            ])
        #expect(
            numbers.map(\.integerValue) == [
                nil, 0, nil, nil, 7, -7, nil, nil, Int.max, nil, Int.min, nil,
            ])
        #expect(numbers[0].doubleValue == .infinity)
        #expect(numbers[1].doubleValue?.sign == .minus)
        #expect(numbers.allSatisfy { $0.kind == .number && $0.stringValue == nil })
    }

    @Test func escapesAndSurrogatePairsAreDecoded() throws {
        let root = try parse(#"["\"\\\/\b\f\n\r\t", "\u0041\u00e9\u20AC\uD83D\uDE00", "é😀中", "\u0000"]"#).root
        let strings = root.elements.map(\.stringValue)
        #expect(strings == ["\"\\/\u{8}\u{C}\n\r\t", "Aé€😀", "é😀中", "\u{0}"])
        let emoji = try #require(root.element(1))
        #expect(emoji.decodedStringBytes() == Array("Aé€😀".utf8))
        #expect(emoji.stringEquals("Aé€😀"))
        #expect(emoji.stringHasPrefix("Aé"))
        #expect(!emoji.stringHasPrefix("é"))
        #expect(try #require(root.element(2)).stringEquals(emoji) == false)
        let same = try parse(#"["é", "\u00E9"]"#).root
        #expect(try #require(same.element(0)).stringEquals(try #require(same.element(1))))
    }

    @Test func forEachMemberVisitsWhatMembersIterates() throws {
        let document = try parse(#"{"a": {"x": [1, {"y": 2}]}, "b\u0041": null, "a": "again", "": 0}"#)
        for value in [document.root, try #require(document.root.member("a"))] {
            var visited: [(key: String?, index: Int, pointer: String)] = []
            value.forEachMember { visited.append(($0.key.stringValue, $0.value.index, $0.value.pointer.description)) }
            let iterated = value.members.map { ($0.key.stringValue, $0.value.index, $0.value.pointer.description) }
            #expect(visited.count == iterated.count && visited.count == value.count)
            #expect(zip(visited, iterated).allSatisfy { $0.key == $1.0 && $0.index == $1.1 && $0.pointer == $1.2 })
        }
        var keys: [String] = []
        document.root.forEachMember { keys.append($0.key.stringValue ?? "?") }
        #expect(keys == ["a", "bA", "a", ""])
        // A member set to null is absent to lookups (protobuf JSON), present to iteration.
        #expect(document.root.member("bA") == nil)
        let null = try #require(document.root.members.first { $0.key.stringEquals("bA") }).value
        // Not an object: nothing is visited.
        for other in [try #require(document.root.member(path: "a", "x")), null] {
            var count = 0
            other.forEachMember { _ in count += 1 }
            #expect(count == 0)
        }
    }

    @Test func membersElementsAndNavigation() throws {
        let document = try parse(#"{"a": {"b": [10, {"c": true}, null, "s"]}, "n": false}"#)
        let root = document.root
        #expect(root.kind == .object && root.count == 2 && root.parent == nil && root.key == nil)
        let array = try #require(root.member(path: "a", "b"))
        #expect(array.kind == .array && array.count == 4)
        #expect(array.elements.map(\.kind) == [.number, .object, .null, .string])
        #expect(array.element(1)?.member("c")?.boolValue == true)
        #expect(array.element(4) == nil && array.element(-1) == nil)
        #expect(root.member("n")?.boolValue == false)
        #expect(root.member("missing") == nil)
        #expect(array.member("c") == nil)
        #expect(Array(array.members).isEmpty && Array(root.elements).isEmpty)
        let c = try #require(array.element(1)?.member("c"))
        #expect(c.key?.stringValue == "c")
        #expect(c.parent?.parent?.index == array.index)
        #expect(array.element(0)?.key == nil)
        #expect(String(decoding: array.rawBytes, as: UTF8.self) == #"[10, {"c": true}, null, "s"]"#)

        var objectPointers: [String] = []
        root.forEachObject { objectPointers.append($0.pointer.description) }
        #expect(objectPointers == ["", "/a", "/a/b/1"])
    }

    /// An escaped key is found by its decoded name, and a member set to null is absent by name
    /// but still walked (`Fuzz/reproducers/parser/null-valued-escaped-key.json`).
    @Test func escapedKeysAreFoundByNameAndNullMembersAreAbsent() throws {
        let root = try parse("{\n\"\\\"a\": null, \"\\\"b\": 1, \"\\u0063\": 2}").root
        #expect(root.member("\"a") == nil)
        #expect(root.members.first { _ in true }?.key.stringValue == "\"a")
        #expect(root.member("\"b")?.kind == .number)
        #expect(root.member("c")?.kind == .number)
    }

    @Test func pointersEscapeTildeAndSlash() throws {
        let root = try parse(#"{"a/b": {"m~n": [0, {"": 1, "~1": 2}]}}"#).root
        let inner = try #require(root.member("a/b")?.member("m~n")?.element(1))
        let one = try #require(inner.member(""))
        let two = try #require(inner.member("~1"))
        #expect(one.pointer.tokens == ["a/b", "m~n", "1", ""])
        #expect(one.pointer.description == "/a~1b/m~0n/1/")
        #expect(two.pointer.description == "/a~1b/m~0n/1/~01")
        #expect(JSONPointer(parsing: two.pointer.description) == two.pointer)
        #expect(root.pointer.description == "")
    }

    @Test func pointerKeysAreDecoded() throws {
        let root = try parse(#"{"\u0061\/b": [true]}"#).root
        #expect(root.member("a/b")?.element(0)?.pointer.description == "/a~1b/0")
    }

    @Test func valueOffsetsAreByteOffsets() throws {
        let text = "{\"é\": [\"😀\", 12]}"
        let root = try parse(text).root
        let array = try #require(root.member("é"))
        #expect(Array(root.members).first?.key.startOffset == 1)
        #expect(array.startOffset == 7 && array.endOffset == 19)
        #expect(array.element(0)?.startOffset == 8 && array.element(0)?.endOffset == 14)
        #expect(array.element(1)?.sourceStart == 16 && array.element(1)?.sourceEnd == 18)
    }

    // MARK: Embedded documents

    static let blobHost = #"{"message":{"data":{"notifee_options":"{\"a\":\"b\",\"url\":\"x\"}"}}}"#

    @Test func embeddedValuesResolveToOuterBytesAndPointers() throws {
        let outer = try parse(Self.blobHost)
        let host = try #require(outer.root.member(path: "message", "data", "notifee_options"))
        #expect(host.startOffset == 38)
        let embedded = try JSONParser().parseEmbedded(in: host)
        #expect(embedded.embedding?.host.index == host.index)

        let root = embedded.root
        #expect(root.sourceStart == 39)  // the '{' right after the host's opening quote
        #expect(root.sourceEnd == 66)  // the host's closing quote
        #expect(root.pointer.description == "/message/data/notifee_options")
        let firstKey = try #require(Array(root.members).first?.key)
        #expect(firstKey.sourceStart == 40)  // the backslash of \"a
        let b = try #require(root.member("a"))
        #expect(b.stringValue == "b")
        #expect(b.sourceStart == 46 && b.sourceEnd == 51)
        #expect(b.pointer.description == "/message/data/notifee_options/a")
        let url = try #require(root.member("url"))
        #expect(url.sourceStart == 60 && url.sourceEnd == 65)
        #expect(url.pointer == JSONPointer(tokens: ["message", "data", "notifee_options", "url"]))
        // Local offsets stay in the decoded text.
        #expect(url.startOffset == 15)
        #expect(String(decoding: embedded.bytes, as: UTF8.self) == #"{"a":"b","url":"x"}"#)
    }

    @Test func embeddedOffsetsStepOverMultiByteCharactersAndEscapes() throws {
        let text = #"{"é":"{\"é\":1,\"k\":\"\\u00e9\\n\"}"}"#
        let outer = try parse(text)
        let host = try #require(outer.root.member("é"))
        let root = try JSONParser().parseEmbedded(in: host).root
        #expect(root.member("é")?.sourceStart == 15)
        let k = try #require(root.member("k"))
        #expect(k.stringValue == "é\n")
        #expect(k.sourceStart == 23)
        #expect(k.pointer.description == "/é/k")
        let bytes = Array(text.utf8)
        #expect(bytes[15] == UInt8(ascii: "1") && bytes[23] == UInt8(ascii: "\\"))
    }

    @Test func doublyEmbeddedValuesResolveThroughBothHosts() throws {
        let outer = try parse(#"{"b":"{\"c\":\"[1,2]\"}"}"#)
        let middle = try JSONParser().parseEmbedded(in: try #require(outer.root.member("b")))
        let inner = try JSONParser().parseEmbedded(in: try #require(middle.root.member("c")))
        let two = try #require(inner.root.element(1))
        #expect(two.integerValue == 2)
        #expect(two.startOffset == 3)
        #expect(two.sourceStart == 18)
        #expect(two.pointer.description == "/b/c/1")
    }

    @Test func sourceBoundsAreTheStartAndEndOfEveryValue() throws {
        // Blobs long enough for several checkpoints, with escapes and multi-byte characters at
        // every alignment, and a document embedded twice: `sourceBounds` finds the end from
        // where the start was, and must give what `sourceStart` and `sourceEnd` give alone.
        let inner = #"{"title":"주문하신 상품이 출발했습니다","body":"🙂 \\ é","n":12,"t":"\u00e9\ud83d\ude42","k":{"a":[1,"x"]}}"#
        var documents: [JSONDocument] = []
        for shift in 0..<9 {
            let text = String(repeating: " ", count: shift) + "[" + Array(repeating: inner, count: 25).joined(separator: ",") + "]"
            let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            let outer = try parse("{\"blob\":\"\(escaped)\"}")
            documents.append(try JSONParser().parseEmbedded(in: try #require(outer.root.member("blob"))))
        }
        let twice = try parse(#"{"b":"{\"c\":\"[1,\\\"é\\\",{\\\"d\\\":2}]\"}"}"#)
        let middle = try JSONParser().parseEmbedded(in: try #require(twice.root.member("b")))
        documents.append(try JSONParser().parseEmbedded(in: try #require(middle.root.member("c"))))
        var checked = 0
        func check(_ value: JSONValue) {
            let bounds = value.sourceBounds
            #expect(bounds.start == value.sourceStart && bounds.end == value.sourceEnd, "\(value.pointer)")
            checked += 1
            for member in value.members {
                check(member.key)
                check(member.value)
            }
            for element in value.elements { check(element) }
        }
        for document in documents { check(document.root) }
        #expect(checked > 1000)
    }

    static let embeddedErrors: [MalformedCase] = [
        MalformedCase(
            "missing colon lands on the escape's backslash", #"{"o":"{\"a\" \"b\"}"}"#,
            .unexpectedCharacter(found: "'\"'", expected: "':' after the key"), at: 13),
        MalformedCase(
            "missing value lands on the brace", #"{"o":"{\"a\":}"}"#,
            .unexpectedCharacter(found: "'}'", expected: "a value"), at: 13),
        MalformedCase(
            "unexpected end lands on the closing quote", #"{"o":"{\"a\":1"}"#,
            .unexpectedEnd(expected: "',' or '}'"), at: 14),
        MalformedCase(
            "decoded control character lands on its \\u escape", #"{"o":"[\"é\u0001\"]"}"#,
            .controlCharacterInString(0x01), at: 11),
        MalformedCase("empty blob", #"{"o":"  "}"#, .emptyInput, at: 8),
    ]

    @Test(arguments: embeddedErrors)
    func embeddedErrorsLandOnOuterBytes(_ input: MalformedCase) throws {
        let outer = try JSONParser().parse(input.bytes)
        let host = try #require(outer.root.member("o"))
        let error = #expect(throws: JSONSyntaxError.self) { try JSONParser().parseEmbedded(in: host) }
        #expect(error?.reason == input.reason)
        #expect(error?.offset == input.offset)
    }

    @Test func embeddedDepthLimitApplies() throws {
        let outer = try parse(#"{"o":"[[[1]]]"}"#)
        let host = try #require(outer.root.member("o"))
        let error = #expect(throws: JSONSyntaxError.self) {
            try JSONParser(maximumDepth: 2).parseEmbedded(in: host)
        }
        #expect(error == JSONSyntaxError(.nestingTooDeep(limit: 2), at: 8))
    }
}
