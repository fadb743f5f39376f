@testable import SizeModel
import Testing

/// `JSONValue.sourceHasPrefix(ignoringASCIICase:)`, which compares eight bytes at a time, gives
/// what comparing byte by byte gives: nil at a backslash met before a difference, false at a
/// difference met first, for prefixes shorter and longer than a word.
@Suite struct SourcePrefixTests {
    static let prefixes: [StaticString] = ["", "h", "https:/", "https://", "https://c", "apns-", "content-available", "https://cdn.example.com/"]

    /// The byte-by-byte comparison the word comparison replaced.
    static func reference(_ value: JSONValue, _ prefix: StaticString) -> Bool? {
        guard value.isString else { return false }
        let bytes = value.rawBytes.dropFirst().dropLast()
        let count = prefix.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        let lowered = { (byte: UInt8) in byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }
        return prefix.withUTF8Buffer { expected -> Bool? in
            for (offset, actual) in bytes.prefix(count).enumerated() {
                if actual == UInt8(ascii: "\\") { return nil }
                if lowered(actual) != lowered(expected[offset]) { return false }
            }
            return true
        }
    }

    @Test func agreesWithTheByteComparisonAtEveryPlace() throws {
        for prefix in Self.prefixes {
            let text = prefix.withUTF8Buffer { String(decoding: $0, as: UTF8.self) } + "/rest-of-it"
            let bytes = Array(text.utf8)
            var variants = [text, text.uppercased(), String(text.dropLast(12))]
            // One byte changed at every place: a capital, another letter, a backslash escape, a
            // non-ASCII letter; and a backslash after a difference.
            for place in bytes.indices {
                for replacement in ["X", "x", "\\n", "\\u0068", "é", "\\\""] {
                    var changed = bytes
                    changed.replaceSubrange(place...place, with: Array(replacement.utf8))
                    variants.append(String(decoding: changed, as: UTF8.self))
                }
                var both = bytes
                both[place] = UInt8(ascii: "#")
                both.insert(contentsOf: Array("\\t".utf8), at: min(place + 1, both.count))
                variants.append(String(decoding: both, as: UTF8.self))
            }
            for variant in variants {
                guard let document = try? JSONParser().parse(Array(("\"" + variant + "\"").utf8)) else { continue }
                #expect(document.root.sourceHasPrefix(ignoringASCIICase: prefix) == Self.reference(document.root, prefix), "\(variant)")
            }
        }
    }

    @Test func lowercasingAWordLowercasesEachASCIICapital() {
        for first in 0...255 {
            // Every byte value in each of the eight places, beside bytes around "A" and "Z".
            let neighbours: [UInt8] = [0x40, 0x41, 0x5A, 0x5B, 0x60, 0x61, 0x7A, 0xC1]
            for place in 0..<8 {
                var bytes = (0..<8).map { neighbours[($0 + first) % neighbours.count] }
                bytes[place] = UInt8(first)
                let word = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << UInt64(8 * $1.offset) }
                let expected = bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
                    .enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << UInt64(8 * $1.offset) }
                #expect(ByteWords.lowercasedASCII(word) == expected)
            }
        }
    }
}
