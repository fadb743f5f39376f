import SizeModel
import Testing

/// `JSONKeyTable` finds exactly the entry a linear search of its entries finds: the first whose
/// text is the key (lower-cased in a case-insensitive table), for keys of every length, names
/// sharing their first eight bytes, duplicates, and keys read in place or decoded.
@Suite struct JSONKeyTableTests {
    /// The reference: the first entry whose text equals `key`.
    static func linear(_ entries: [JSONKeyTable.Entry], _ key: [UInt8], caseInsensitive: Bool) -> String {
        let lowered = { (bytes: [UInt8]) in caseInsensitive ? bytes.map(JSONKeyTable.lowered) : bytes }
        guard let entry = entries.first(where: { lowered(Array($0.text.utf8)) == lowered(key) }) else { return "-" }
        return "\(entry.field).\(entry.spelling)"
    }

    static func describe(_ hit: JSONKeyTable.Hit?) -> String { hit.map { "\($0.field).\($0.spelling)" } ?? "-" }

    @Test func agreesWithALinearSearch() throws {
        var random = SeededRandom(seed: 18)
        let alphabet = Array("abcnotifIcation_-Aé".utf8)
        func word(_ length: Int) -> String {
            String(decoding: (0..<length).map { _ in alphabet[random.next(alphabet.count)] }, as: UTF8.self)
        }
        for caseInsensitive in [false, true] {
            for round in 0..<40 {
                // Names that share long prefixes ("notification…") and repeat, of 0 to 24 bytes.
                var names: [String] = []
                for _ in 0..<(1 + random.next(60)) {
                    let stem = ["", "notifica", "notification_", "click", "x"][random.next(5)]
                    names.append(String((stem + word(random.next(12))).utf8.prefix(24)) ?? stem)
                }
                names += names.prefix(3).map { $0.uppercased() }
                let entries = names.enumerated().map { JSONKeyTable.Entry(text: $0.element, field: $0.offset, spelling: round) }
                let table = JSONKeyTable(entries, caseInsensitive: caseInsensitive)
                var keys = names + names.map { $0.uppercased() } + names.map { $0 + "s" } + names.map { String($0.dropLast()) }
                keys += (0..<40).map { _ in word(random.next(20)) }
                for key in keys {
                    let bytes = Array(key.utf8)
                    let expected = Self.linear(entries, bytes, caseInsensitive: caseInsensitive)
                    #expect(Self.describe(table.match(bytes)) == expected, "\(key)")
                    // In place in a document (plain, the closing quote and more after it), and escaped.
                    let json = "{\"" + key + "\":1,\"\\u0061" + key + "\":2}"
                    let document = try JSONParser().parse(Array(json.utf8))
                    let members = Array(document.root.members)
                    #expect(Self.describe(table.match(members[0].key)) == expected, "\(key)")
                    let escaped = Self.linear(entries, Array(("a" + key).utf8), caseInsensitive: caseInsensitive)
                    #expect(Self.describe(table.match(members[1].key)) == escaped, "a\(key)")
                }
            }
        }
    }

    /// Names of 1 to 40 bytes (the first eight, the last eight and the bytes between are compared
    /// separately) against keys that differ from one of them in exactly one byte, at every place,
    /// or only in the case of that byte.
    @Test func aKeyDifferingInOneByteAnywhereIsAnotherName() throws {
        let stem = Array("notification_click_action-live_activity".utf8)
        for caseInsensitive in [false, true] {
            let names = (1...40).map { String(decoding: stem.prefix($0), as: UTF8.self) }
            let entries = names.enumerated().map { JSONKeyTable.Entry(text: $0.element, field: $0.offset, spelling: 0) }
            let table = JSONKeyTable(entries, caseInsensitive: caseInsensitive)
            for name in names {
                let bytes = Array(name.utf8)
                for place in bytes.indices {
                    for replacement in [UInt8(ascii: "z"), UInt8(ascii: "Z"), bytes[place] ^ 0x20, 0xC3] {
                        var key = bytes
                        key[place] = replacement
                        let expected = Self.linear(entries, key, caseInsensitive: caseInsensitive)
                        #expect(Self.describe(table.match(key)) == expected, "\(key)")
                        // In place, with the closing quote and the rest of the document after it.
                        let json = Array("{\"".utf8) + key + Array("\":1}".utf8)
                        if let document = try? JSONParser().parse(json), let member = document.root.members.first(where: { _ in true }) {
                            #expect(Self.describe(table.match(member.key)) == expected, "\(key)")
                        }
                    }
                }
            }
        }
    }

    @Test func emptyNamesAndKeys() throws {
        let table = JSONKeyTable([JSONKeyTable.Entry(text: "", field: 7, spelling: 0)], caseInsensitive: false)
        #expect(Self.describe(table.match([])) == "7.0")
        #expect(Self.describe(table.match(try JSONParser().parse(Array("\"\"".utf8)).root)) == "7.0")
        #expect(table.match(Array("a".utf8)) == nil)
        let none = JSONKeyTable([], caseInsensitive: true)
        #expect(none.match([]) == nil)
        #expect(none.match(Array("title".utf8)) == nil)
    }
}
