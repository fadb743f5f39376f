import Foundation
import SizeModel
import Testing

/// An independent compact serializer, written from the escaping rules alone, to check
/// `CompactJSONSize` against. It shares nothing with the size model but the parsed values.
enum ReferenceSerializer {
    /// `JSON.stringify` escaping (non-ASCII raw), or Python `json.dumps` with `ensure_ascii=True`
    /// and compact separators (everything outside printable ASCII as `\uXXXX`).
    static func serialize(_ value: JSONValue, pythonStyle: Bool = false) -> String {
        switch value.kind {
        case .object:
            let members = value.members.map {
                serialize($0.key, pythonStyle: pythonStyle) + ":" + serialize($0.value, pythonStyle: pythonStyle)
            }
            return "{" + members.joined(separator: ",") + "}"
        case .array:
            return "[" + value.elements.map { serialize($0, pythonStyle: pythonStyle) }.joined(separator: ",") + "]"
        case .string:
            return quote(value.stringValue ?? "", pythonStyle: pythonStyle)
        case .number:
            return value.numberLexeme ?? ""
        case .true: return "true"
        case .false: return "false"
        case .null: return "null"
        }
    }

    static func quote(_ text: String, pythonStyle: Bool) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{00}"..."\u{1F}": out += unicodeEscape(UInt16(scalar.value))
            case "\u{20}"..."\u{7E}": out.unicodeScalars.append(scalar)
            default:
                if !pythonStyle {
                    out.unicodeScalars.append(scalar)
                } else {
                    for unit in String(scalar).utf16 { out += unicodeEscape(unit) }
                }
            }
        }
        return out + "\""
    }

    static func unicodeEscape(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
    }

    /// The number of `/` characters in all keys and strings (each becomes `\/` in Foundation's
    /// output unless `.withoutEscapingSlashes` is set).
    static func slashCount(_ value: JSONValue) -> Int {
        switch value.kind {
        case .object: return value.members.reduce(0) { $0 + slashCount($1.key) + slashCount($1.value) }
        case .array: return value.elements.reduce(0) { $0 + slashCount($1) }
        case .string: return value.stringValue?.unicodeScalars.filter { $0 == "/" }.count ?? 0
        default: return 0
        }
    }

    /// True when Foundation round-trips the value to the same length: no duplicate keys (a
    /// dictionary keeps one) and only integers written canonically (Foundation reformats numbers).
    static func foundationPreservesLength(_ value: JSONValue) -> Bool {
        switch value.kind {
        case .object:
            let keys = value.members.compactMap { $0.key.stringValue }
            return Set(keys).count == keys.count && value.members.allSatisfy { foundationPreservesLength($0.value) }
        case .array:
            return value.elements.allSatisfy(foundationPreservesLength)
        case .number:
            guard let lexeme = value.numberLexeme, let integer = value.integerValue else { return false }
            return lexeme == String(integer)
        default:
            return true
        }
    }
}

/// A document to measure, with a readable name.
struct SizeCase: Sendable, CustomTestStringConvertible {
    let name: String
    let json: String
    var testDescription: String { name }
}

@Suite struct CompactJSONSizeTests {
    static let cases: [SizeCase] = [
        SizeCase(
            name: "pretty-printed FCM message",
            json: """
                {
                  "message": {
                    "token": "abc:DEF-123",
                    "notification": { "title": "Hi", "body": "Line 1\\nLine 2" },
                    "data": { "k": "v", "n": "1" },
                    "android": { "priority": "high", "ttl": "3600s" },
                    "apns": { "payload": { "aps": { "badge": 3, "sound": "default" } } }
                  }
                }
                """),
        SizeCase(
            name: "deeply nested arrays and objects",
            json: "[1, [2, [3, [4, {}], []], {\"a\": {\"b\": {\"c\": [true, false, null]}}}], -5]"),
        SizeCase(
            name: "emoji and CJK", json: #"{"t": "😀 中文 é", "k😀": "𝄞", "日本": ["語", "👩‍👩‍👧"]}"#),
        SizeCase(
            name: "escaped slashes, \\u escapes and short escapes",
            json: #"""
                {"url": "https:\/\/example.com\/a?b=1",
                 "A": "\u0041\u00e9\u20AC\uD83D\uDE00", "s": "a\nb\tc\"d\\e\/"}
                """#),
        SizeCase(
            name: "control characters",
            json: #"{"ctl": "\u0000\u0001\u001f\b\f\r\n\t\u0008\u000C", "del": "\u007f"}"#),
        SizeCase(name: "raw DEL and line separators", json: "[\"\u{7F}\", \"\u{2028}\\u2029\", \"\u{85}\"]"),
        SizeCase(
            name: "escaped keys",
            json: #"{"\u006b\u0065\u0079": 1, "a\"b": 2, "\\": 3, "\/": 4, "é\u00e9": 5}"#),
        SizeCase(name: "empty containers and strings", json: #" { "" : [ ] , "o" : { } , "s" : "" } "#),
        SizeCase(name: "top-level string", json: #"  "\u00e9😀\n"  "#),
        SizeCase(name: "top-level number", json: "-12"),
        SizeCase(name: "top-level literal", json: " true "),
        SizeCase(
            name: "numbers kept as written", json: "[1.0, 1e2, -0, 0.50, 1E+400, 123456789012345678901234567890]"),
        SizeCase(name: "duplicate keys", json: #"{"a": 1, "a": "é", "a": [1]}"#),
    ]

    /// The cases whose length Foundation's `JSONSerialization` round-trip preserves.
    static let foundationCases = cases.filter { input in
        guard let root = try? JSONParser().parse(Array(input.json.utf8)).root else { return false }
        return ReferenceSerializer.foundationPreservesLength(root)
    }

    private func root(_ input: SizeCase) throws -> JSONValue {
        try JSONParser().parse(Array(input.json.utf8)).root
    }

    @Test(arguments: cases)
    func rawSizeMatchesReferenceSerializer(_ input: SizeCase) throws {
        let root = try root(input)
        let reference = ReferenceSerializer.serialize(root)
        #expect(CompactJSONSize.of(root) == reference.utf8.count, "reference: \(reference)")
        #expect(CompactJSONSize.of(root, nonASCII: .raw) == reference.utf8.count)
    }

    @Test(arguments: cases)
    func escapedSizeMatchesPythonStyleSerializer(_ input: SizeCase) throws {
        let root = try root(input)
        let reference = ReferenceSerializer.serialize(root, pythonStyle: true)
        #expect(reference.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F })
        #expect(CompactJSONSize.of(root, nonASCII: .escaped) == reference.utf8.count, "reference: \(reference)")
    }

    @Test(arguments: cases)
    func memberSizesAddUpToTheObject(_ input: SizeCase) throws {
        let root = try root(input)
        for mode in NonASCIIEscaping.allCases {
            root.forEachObject { object in
                let members = object.members.map { CompactJSONSize.ofMember($0, nonASCII: mode) }
                let expected = 2 + members.reduce(0, +) + max(0, members.count - 1)
                #expect(CompactJSONSize.of(object, nonASCII: mode) == expected)
                for member in object.members {
                    let text = ReferenceSerializer.serialize(member.key, pythonStyle: mode == .escaped) + ":"
                        + ReferenceSerializer.serialize(member.value, pythonStyle: mode == .escaped)
                    #expect(CompactJSONSize.ofMember(member, nonASCII: mode) == text.utf8.count)
                }
            }
        }
    }

    /// Foundation's serializer is a third opinion on the raw size, for documents it round-trips
    /// without changing their length.
    @Test(arguments: foundationCases)
    func rawSizeMatchesFoundation(_ input: SizeCase) throws {
        let root = try root(input)
        let object = try JSONSerialization.jsonObject(with: Data(input.json.utf8), options: [.fragmentsAllowed])
        let plain = try JSONSerialization.data(
            withJSONObject: object, options: [.fragmentsAllowed, .withoutEscapingSlashes])
        #expect(CompactJSONSize.of(root) == plain.count, "Foundation: \(String(decoding: plain, as: UTF8.self))")
        // By default Foundation writes `/` as `\/`: one more byte per slash.
        let slashed = try JSONSerialization.data(withJSONObject: object, options: [.fragmentsAllowed])
        #expect(CompactJSONSize.of(root) + ReferenceSerializer.slashCount(root) == slashed.count)
    }

    /// Only the cases with reformatted numbers or duplicate keys are left to the reference alone.
    @Test func foundationCoversMostCases() {
        #expect(
            Self.cases.filter { !Self.foundationCases.map(\.name).contains($0.name) }.map(\.name)
                == ["numbers kept as written", "duplicate keys"])
    }

    /// Sizes worked out by hand from the escaping rules (and checked with `JSON.stringify` and
    /// Python's `json.dumps(…, separators=(",", ":"))`).
    @Test func knownSizes() throws {
        func sizes(_ json: String) throws -> [Int] {
            let root = try JSONParser().parse(Array(json.utf8)).root
            return NonASCIIEscaping.allCases.map { CompactJSONSize.of(root, nonASCII: $0) }
        }
        #expect(NonASCIIEscaping.allCases == [.raw, .escaped])
        #expect(try sizes("{ \"a\" : [ 1 , 2 ] }") == [11, 11])  // {"a":[1,2]}
        #expect(try sizes(#""😀""#) == [6, 14])  // "😀" / "\ud83d\ude00"
        #expect(try sizes(#""\uD83D\uDE00""#) == [6, 14])
        #expect(try sizes(#""é中""#) == [7, 14])  // 2 + 3 raw / 6 + 6 escaped
        #expect(try sizes(#""\/""#) == [3, 3])  // "/"
        #expect(try sizes(#""\u0041""#) == [3, 3])  // "A"
        #expect(try sizes(#""\u0001\u001F""#) == [14, 14])  // "\u0001\u001f"
        #expect(try sizes(#""\u0008\u0009\u000A\u000C\u000D""#) == [12, 12])  // "\b\t\n\f\r"
        #expect(try sizes(#""\"\\""#) == [6, 6])
        #expect(try sizes("\"\u{7F}\"") == [3, 8])  // Python writes DEL as \u007f
    }

    @Test func stringLiteralSizes() {
        #expect(CompactJSONSize.stringLiteral("") == 2)
        #expect(CompactJSONSize.stringLiteral("a\"b") == 6)
        #expect(CompactJSONSize.stringLiteral("\u{1}") == 8)
        #expect(CompactJSONSize.stringLiteral("😀") == 6)
        #expect(CompactJSONSize.stringLiteral("😀", nonASCII: .escaped) == 14)
        #expect(CompactJSONSize.stringLiteral("é", nonASCII: .escaped) == 8)
        #expect(CompactJSONSize.stringLiteral(Array("中\n".utf8)) == 7)
        #expect(CompactJSONSize.stringLiteral("\u{7F}", nonASCII: .escaped) == 8)
    }

    /// An embedded document is measured by its decoded text, not by the escaped host string.
    @Test func embeddedDocumentIsMeasuredDecoded() throws {
        let outer = try JSONParser().parse(Array(#"{"o": "{ \"url\" : \"https:\\/\\/x\/y\", \"n\": [1] }"}"#.utf8))
        let host = try #require(outer.root.member("o"))
        let embedded = try JSONParser().parseEmbedded(in: host).root
        #expect(CompactJSONSize.of(embedded) == #"{"url":"https://x/y","n":[1]}"#.utf8.count)
        #expect(CompactJSONSize.of(embedded) == ReferenceSerializer.serialize(embedded).utf8.count)
    }
}
