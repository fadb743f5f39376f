@testable import SizeModel
import Testing

/// The parser's note of whether any object may repeat a key (`JSONDocument.mayRepeatKeys`),
/// which lets `forEachRepeatedKey` skip a document: it is never false for a document with a
/// repeated key, on any way into the parser, and false for one whose keys are plain and distinct.
struct RepeatedKeyNotingTests {
    /// Whether some object of `document` repeats a key (decoded text), by the simplest scan.
    private func repeatsAKey(_ document: JSONDocument) -> Bool {
        var repeats = false
        document.root.forEachObject { object in
            var seen: [JSONValue] = []
            for member in object.members {
                if seen.contains(where: { $0.stringEquals(member.key) }) { repeats = true }
                seen.append(member.key)
            }
        }
        return repeats
    }

    /// Whether some key of `document` is written with an escape.
    private func hasEscapedKey(_ document: JSONDocument) -> Bool {
        var escaped = false
        document.root.forEachObject { object in
            for member in object.members where member.key.hasEscapes { escaped = true }
        }
        return escaped
    }

    private func parses(_ text: String) throws -> [(way: String, document: JSONDocument)] {
        try EveryParse.documents(text)
    }

    /// Objects of up to 70 keys drawn from names that share lengths and first and last bytes
    /// (so their filter bits collide), some escaped, some repeated, nested one level.
    @Test func theNoteIsFalseOnlyWhenNoObjectRepeatsAKey() throws {
        let names = [
            "kxz", "kyz", "k\\u0078z", "a", "b", "", "ab", "ba", "aab", "abb", "title", "tit1e", "k0", "k1", "k2",
            "k3", "k4", "k5", "k6", "k7", "k8", "k9", "id", "ids",
        ]
        var generator = SeededRandom(seed: 18)
        var sawFalse = 0
        var sawRepeat = 0
        for round in 0..<600 {
            let count = round % 10 == 0 ? Int(generator.next() % 71) : Int(generator.next() % 9)
            // Mostly distinct keys: `k0`…`k69` in a shuffled order, with a few drawn from `names`.
            var keys = (0..<count).map { "k\($0)" }
            for index in keys.indices where generator.next() % 6 == 0 {
                keys[index] = names[Int(generator.next() % UInt64(names.count))]
            }
            keys.shuffle(using: &generator)
            let members = keys.map { "\"\($0)\":1" }.joined(separator: ",")
            let text = #"{"message":{"o":{"# + members + #"},"p":{"x":[{"y":1,"z":2}]}}}"#
            for (way, document) in try parses(text) {
                let expected = repeatsAKey(document)
                if expected { #expect(document.mayRepeatKeys, "\(way): \(text)") }
                // Plain keys, distinct in every object, up to the compared limit: the note is exact.
                if !expected && !hasEscapedKey(document) && count < Int(Scanner.notedKeyLimit) {
                    #expect(!document.mayRepeatKeys, "\(way): \(text)")
                }
                if !document.mayRepeatKeys {
                    sawFalse += 1
                    var found = false
                    document.root.forEachRepeatedKey { _ in found = true }
                    #expect(!found)
                }
                if expected { sawRepeat += 1 }
            }
        }
        #expect(sawFalse > 300 && sawRepeat > 100, "\(sawFalse) \(sawRepeat)")
    }

    @Test func escapedKeysAndLargeObjectsAreLeftToTheScan() throws {
        // "\u0061" is "a": equal decoded, different bytes.
        for text in [#"{"a":1,"\u0061":2}"#, #"{"x":{"\u0061":1}}"#] {
            for (way, document) in try parses(text) { #expect(document.mayRepeatKeys, "\(way)") }
        }
        let large = "{" + (0..<Int(Scanner.notedKeyLimit) + 1).map { "\"k\($0)\":1" }.joined(separator: ",") + "}"
        for (way, document) in try parses(large) { #expect(document.mayRepeatKeys, "\(way)") }
        for (way, document) in try parses(#"{"a":{"a":1},"b":[{"a":1},{"a":2}],"":{"":1}}"#) {
            #expect(!document.mayRepeatKeys, "\(way)")
        }
        for (way, document) in try parses(#"{"":1,"":2}"#) { #expect(document.mayRepeatKeys, "\(way)") }
    }

    @Test func embeddedAndLargeTextsAreNotNoted() throws {
        let host = try JSONParser().parse(Array(#"{"blob":"{\"a\":1,\"b\":{\"a\":2}}"}"#.utf8))
        let blob = try JSONParser().parseEmbedded(in: host.root.member("blob")!)
        #expect(blob.mayRepeatKeys)
        var tables = JSONNodeTablePool()
        #expect(try JSONParser().parseEmbedded(in: host.root.member("blob")!, tables: &tables).mayRepeatKeys)
        // A text past the size parsed straight into its array, parsed by a scanner of its own.
        func text(lastKey: Int) -> String {
            let object = "{" + (0..<60).map { "\"k\($0 == 59 ? lastKey : $0)\":\"vvvvvvvv\"" }.joined(separator: ",") + "}"
            return "[" + Array(repeating: object, count: 100).joined(separator: ",") + "]"
        }
        #expect(text(lastKey: 59).utf8.count > JSONParser.directTableLimit)
        #expect(!(try JSONParser().parse(Array(text(lastKey: 59).utf8)).mayRepeatKeys))
        #expect(try JSONParser().parse(Array(text(lastKey: 58).utf8)).mayRepeatKeys)
    }
}
