import SizeModel
import Testing

/// The parser's and locator's resource bounds (hostile input): the value limit, O(depth)
/// pointers, the sparse line table, one-pass positions, and the checkpointed offset map of
/// embedded documents, each checked against a simple reference implementation.
@Suite struct BoundedResourceTests {
    /// A tiny deterministic generator, so failures reproduce.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    // MARK: - Value limit

    @Test func theValueLimitIsExactAndReportedAtTheValue() throws {
        let parser = JSONParser(maximumValues: 4)
        #expect(try parser.parse(Array("[1,2,3]".utf8)).nodeCount == 4)
        #expect(throws: JSONSyntaxError(.tooManyValues(limit: 4), at: 7)) { try parser.parse(Array("[1,2,3,4]".utf8)) }
        // Keys count.
        #expect(throws: JSONSyntaxError(.tooManyValues(limit: 4), at: 11)) { try parser.parse(Array(#"{"a":1,"b":2}"#.utf8)) }
        #expect(JSONSyntaxError(.tooManyValues(limit: 4), at: 0).description
            == "more than 4 keys and values in one document; notifykit-lint stops reading there")
        #expect(JSONParser().maximumValues == 4_000_000)
    }

    // MARK: - Pointers

    @Test func arrayElementsKnowTheirIndex() throws {
        let count = 50_000
        let text = "[" + (0..<count).map { "[\($0),{\"k\":[true]}]" }.joined(separator: ",") + "]"
        let root = try JSONParser().parse(Array(text.utf8)).root
        var index = 0
        for element in root.elements {
            #expect(element.pointer.description == "/\(index)")
            if index % 997 == 0 {
                let inner = try #require(element.element(1)?.member("k")?.element(0))
                #expect(inner.pointer.description == "/\(index)/1/k/0")
            }
            index += 1
        }
        #expect(index == count)
    }

    // MARK: - Line table

    /// Random text of line ends, ASCII, multi-byte characters and stray bytes.
    static func randomText(_ generator: inout Generator, length: Int) -> [UInt8] {
        let pieces: [[UInt8]] = [[0x0A], [0x0D], [0x0D, 0x0A], [0x61], [0x20], [0xC3, 0xA9], [0xF0, 0x9F, 0x98, 0x80], [0x80], [0xFF]]
        var bytes: [UInt8] = []
        while bytes.count < length { bytes += pieces[generator.next(pieces.count)] }
        return bytes
    }

    /// The position of `offset` by the definition: count line ends and lead bytes from the start.
    static func referencePosition(_ bytes: [UInt8], _ offset: Int) -> SourcePosition {
        let target = min(max(0, offset), bytes.count)
        var line = 1
        var lineStart = 0
        var i = 0
        while i < target {
            if bytes[i] == 0x0A || bytes[i] == 0x0D {
                let next = bytes[i] == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A ? i + 2 : i + 1
                if next > target { break }
                line += 1
                lineStart = next
                i = next
            } else {
                i += 1
            }
        }
        let column = 1 + bytes[lineStart..<target].filter { $0 & 0xC0 != 0x80 }.count
        return SourcePosition(offset: target, line: line, column: column)
    }

    @Test func locatorMatchesTheDefinitionOnRandomText() {
        var generator = Generator(state: 7)
        for round in 0..<40 {
            let bytes = Self.randomText(&generator, length: round * 97 + 1)
            let locator = SourceLocator(bytes: bytes)
            let offsets = (0..<64).map { _ in generator.next(bytes.count + 3) - 1 }
            let batch = SourceLocator.positions(of: offsets, in: bytes)
            for (k, offset) in offsets.enumerated() {
                let expected = Self.referencePosition(bytes, offset)
                #expect(locator.position(of: offset) == expected, "round \(round) offset \(offset)")
                #expect(batch[k] == expected, "batch, round \(round) offset \(offset)")
            }
            // lineRange: the bytes of each line, split by the definition.
            var lines: [Range<Int>] = []
            var start = 0
            var i = 0
            while i < bytes.count {
                if bytes[i] == 0x0A || bytes[i] == 0x0D {
                    lines.append(start..<i)
                    i += bytes[i] == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A ? 2 : 1
                    start = i
                } else {
                    i += 1
                }
            }
            lines.append(start..<bytes.count)
            #expect((1...lines.count).map(locator.lineRange) == lines, "round \(round)")
            #expect(locator.lineRange(lines.count + 1) == bytes.count..<bytes.count)
        }
    }

    @Test func manyLinesKeepOnlyASparseTable() {
        // 1,000,000 lines: positions near the end are exact.
        let bytes = [UInt8](repeating: 0x0A, count: 1_000_000) + Array("é1".utf8)
        let locator = SourceLocator(bytes: bytes)
        #expect(locator.position(of: 1_000_002) == SourcePosition(offset: 1_000_002, line: 1_000_001, column: 2))
        #expect(locator.position(of: 640) == SourcePosition(offset: 640, line: 641, column: 1))
        #expect(locator.lineRange(1_000_001) == 1_000_000..<1_000_003)
        #expect(locator.lineCount == 1_000_001)
    }

    // MARK: - Embedded documents

    /// Positions inside a long blob, across many checkpoints, with host-level escapes (`\"`,
    /// `\\n`, `\u00e9`, `\u002c` for a comma), multi-byte characters and surrogate pairs: each
    /// element starts at the host character that produced its first byte and ends at the one
    /// after its last.
    @Test func embeddedOffsetsAreExactAcrossCheckpoints() throws {
        var generator = Generator(state: 11)
        // Pieces of a blob string's content, as written in the host literal.
        let noise = ["a", "é", "😀", #"\\n"#, #"\u00e9"#, #"\ud83d\ude00"#, #"\/"#, " "]
        for round in 0..<6 {
            let prefix = #"{"k":""#
            var literal = ""
            var offset = prefix.utf8.count
            var starts: [Int] = []
            var ends: [Int] = []
            func append(_ piece: String) {
                literal += piece
                offset += piece.utf8.count
            }
            append("[")
            for index in 0..<(400 + round * 200) {
                if index > 0 { append(generator.next(3) == 0 ? #"\u002c"# : ",") }
                starts.append(offset)
                if generator.next(2) == 0 {
                    append(String(generator.next(100_000)))
                } else {
                    append(#"\""#)
                    for _ in 0..<generator.next(12) { append(noise[generator.next(noise.count)]) }
                    append(#"\""#)
                }
                ends.append(offset)
            }
            append("]")
            let text = prefix + literal + #""}"#
            let outer = try JSONParser().parse(Array(text.utf8))
            let host = try #require(outer.root.member("k"))
            let root = try JSONParser().parseEmbedded(in: host).root
            #expect(root.sourceStart == prefix.utf8.count)
            #expect(root.sourceEnd == text.utf8.count - 2)  // the host's closing quote
            var index = 0
            for element in root.elements {
                #expect(element.sourceStart == starts[index], "round \(round) element \(index)")
                #expect(element.sourceEnd == ends[index], "round \(round) element \(index)")
                index += 1
            }
            #expect(index == starts.count)
        }
    }
}
