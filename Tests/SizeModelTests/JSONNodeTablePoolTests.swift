@testable import SizeModel
import Testing

/// The engine's reuse of node tables: a document parsed into a recycled table is the document a
/// fresh parse gives, and a document someone still holds is never reused.
struct JSONNodeTablePoolTests {
    let lines = [
        #"{"message":{"token":"t","data":{"k":"v","n":"1"},"android":{"priority":"high"}}}"#,
        #"{"message":{"topic":"news","notification":{"title":"Grüße","body":"\u00e9 \"q\""}}}"#,
        #"[1,{"a":[true,false,null]},"x"]"#,
    ]

    /// The nodes, offsets and pointers of every value, for comparing two parses.
    private func summary(_ document: JSONDocument) -> [String] {
        (0..<document.nodeCount).map { index in
            let value = JSONValue(document: document, index: index)
            return "\(value.kind) \(value.startOffset)..<\(value.endOffset) \(value.pointer) \(value.count)"
        }
    }

    @Test func aRecycledTableParsesAsAFreshOne() throws {
        let bytes = Array(lines.joined(separator: "\n").utf8)
        var tables = JSONNodeTablePool()
        var start = 0
        for (index, line) in lines.enumerated() {
            let range = start..<(start + line.utf8.count)
            let fresh = try JSONParser().parse(bytes, range: range, fileOffset: 7, rootPointer: JSONPointer(tokens: [String(index)]))
            var retired = [try JSONParser().parse(bytes, range: range, fileOffset: 7, rootIndex: index, tables: &tables)]
            #expect(summary(retired[0]) == summary(fresh))
            #expect(retired[0].rootPointer == fresh.rootPointer && retired[0].fileOffset == 7)
            tables.recycle(&retired)
            #expect(retired.isEmpty && tables.count == 1)
            start = range.upperBound + 1
        }
    }

    @Test func aDocumentStillHeldKeepsItsTable() throws {
        let first = Array(lines[0].utf8)
        let second = Array(lines[1].utf8)
        var tables = JSONNodeTablePool()
        let held = try JSONParser().parse(first, range: 0..<first.count, fileOffset: 0, rootIndex: 0, tables: &tables)
        let before = summary(held)
        var retired = [held]
        tables.recycle(&retired)
        #expect(tables.count == 0)
        // The next message is parsed into a table of its own; the held document is unchanged.
        let next = try JSONParser().parse(second, range: 0..<second.count, fileOffset: 0, rootIndex: 1, tables: &tables)
        #expect(summary(held) == before)
        #expect(next.root.member("message")?.member("topic")?.stringValue == "news")
        #expect(held.root.member("message")?.member("token")?.stringValue == "t")
    }

    @Test func anErrorIsThrownAsByAFreshParse() throws {
        let bytes = Array(#"{"a":[1,2,}"#.utf8)
        var tables = JSONNodeTablePool()
        let fresh = #expect(throws: JSONSyntaxError.self) { try JSONParser().parse(bytes) }
        let pooled = #expect(throws: JSONSyntaxError.self) {
            try JSONParser().parse(bytes, range: 0..<bytes.count, fileOffset: 0, rootIndex: 0, tables: &tables)
        }
        #expect(fresh?.offset == pooled?.offset && fresh?.reason == pooled?.reason)
    }
}

/// Locating offsets with the line feeds the engine found equals counting them in the bytes.
struct PartLocatorLineFeedTests {
    @Test func lineFeedsLocateAsTheBytesDo() {
        let text = "{\"a\":\"é\"}\n\n  {\"b\":\"日本\"}\n{\"c\":1}\n"
        let bytes = Array(("xx" + text).utf8)
        let start = 2
        let end = bytes.count
        let lineFeeds = (start..<end).filter { bytes[$0] == 0x0A }
        let offsets = Array(start...end) + [start + 3, start + 3, end]
        let sorted = offsets.sorted()
        let counted = PartLocator.positions(of: sorted, in: bytes, from: start, limit: bytes.count)
        #expect(PartLocator.positions(of: sorted, in: bytes, from: start, to: end, lineFeeds: lineFeeds) == counted)
        for cut in [start, start + 5, start + 11, end - 1, end] {
            let feeds = lineFeeds.filter { $0 < cut }
            #expect(
                PartLocator.span(of: bytes, from: start, to: cut, lineFeeds: feeds)
                    == PartLocator.span(of: bytes, from: start, to: cut, limit: bytes.count))
        }
        // An offset outside the part is left to the byte count.
        #expect(PartLocator.positions(of: [0, 4], in: bytes, from: start, to: end, lineFeeds: lineFeeds) == nil)
    }

    /// Columns count the bytes that start a UTF-8 sequence (eight bytes at a time, then one by
    /// one), at every offset of lines of 0 to 60 characters of one to four bytes.
    @Test func columnsCountTheBytesThatStartACharacter() {
        let characters = ["a", "é", "日", "😀", "\"", "ÿ"]
        var line = ""
        for length in 0...60 {
            let bytes = Array(("\n" + line + "\n").utf8)
            let end = bytes.count - 1
            let offsets = Array(1...end)
            let expected = offsets.map { offset in
                PartPosition(lines: 1, columns: bytes[1..<offset].filter { $0 & 0xC0 != 0x80 }.count)
            }
            #expect(PartLocator.positions(of: offsets, in: bytes, from: 0, limit: bytes.count) == expected, "\(length)")
            #expect(PartLocator.positions(of: offsets, in: bytes, from: 0, to: end, lineFeeds: [0]) == expected, "\(length)")
            #expect(PartLocator.span(of: bytes, from: 0, to: end, lineFeeds: [0]) == expected.last, "\(length)")
            line += characters[length % characters.count]
        }
    }

    /// On a long line, columns are counted sixteen bytes at a time in blocks of 31 (the lanes'
    /// sums added up once per block): offsets on both sides of block ends count as the bytes do.
    @Test func columnsOnALongLineCountAcrossBlocks() {
        let characters = ["a", "é", "日", "😀", "ÿ", "b", "c"]
        let line = (0..<2_000).map { characters[($0 * 5 + $0 / 7) % characters.count] }.joined()
        let bytes = Array(("\n" + line + "\n").utf8)
        let end = bytes.count - 1
        // Around the ends of 16-byte steps and of 31-step blocks, and every 37 bytes.
        let marks: [Int] = [1, 2, 16, 17, 496, 497, 513, 993, 1_000, 4_000, end - 1, end]
        let strided: [Int] = Array(stride(from: 1, through: end, by: 37))
        let offsets: [Int] = Array(Set(marks + strided)).filter { $0 <= end }.sorted()
        let expected: [PartPosition] = offsets.map { offset in
            PartPosition(lines: 1, columns: bytes[1..<offset].filter { $0 & 0xC0 != 0x80 }.count)
        }
        #expect(PartLocator.positions(of: offsets, in: bytes, from: 0, limit: bytes.count) == expected)
        #expect(PartLocator.positions(of: offsets, in: bytes, from: 0, to: end, lineFeeds: [0]) == expected)
        #expect(PartLocator.span(of: bytes, from: 0, to: end, lineFeeds: [0]) == expected.last)
        // One offset far along the line: one count over many blocks.
        for (offset, position) in zip(offsets, expected) where offset > 31 * 16 {
            #expect(PartLocator.positions(of: [offset], in: bytes, from: 0, to: end, lineFeeds: [0]) == [position], "\(offset)")
        }
    }
}
