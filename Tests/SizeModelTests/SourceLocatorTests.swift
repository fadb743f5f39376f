import SizeModel
import Testing

@Suite struct SourceLocatorTests {
    /// The (line, column) of `offset` in `text`.
    private func lineColumn(_ text: String, _ offset: Int) -> [Int] {
        let position = SourceLocator(bytes: Array(text.utf8)).position(of: offset)
        return [position.line, position.column]
    }

    /// One line per kind of line end: LF, CRLF, lone CR.
    static let mixed = "ab\ncd\r\nef\rgh"

    @Test func everyKindOfLineEndStartsALine() {
        let locator = SourceLocator(bytes: Array(Self.mixed.utf8))
        #expect(locator.lineCount == 4)
        // Offsets of a, c, e, g: first byte of each line.
        #expect([0, 3, 7, 10].map { lineColumn(Self.mixed, $0) } == [[1, 1], [2, 1], [3, 1], [4, 1]])
        // Second letter of each line.
        #expect([1, 4, 8, 11].map { lineColumn(Self.mixed, $0) } == [[1, 2], [2, 2], [3, 2], [4, 2]])
        // A line end itself is the column after the line's last character.
        #expect(lineColumn(Self.mixed, 2) == [1, 3])
        #expect(lineColumn(Self.mixed, 5) == [2, 3])
        #expect(lineColumn(Self.mixed, 9) == [3, 3])
    }

    @Test func crlfIsOneLineEndAndCRCRIsTwo() {
        #expect(SourceLocator(bytes: Array("a\r\nb".utf8)).lineCount == 2)
        #expect(SourceLocator(bytes: Array("a\r\rb".utf8)).lineCount == 3)
        #expect(SourceLocator(bytes: Array("a\n\rb".utf8)).lineCount == 3)
        #expect(lineColumn("a\r\rb", 3) == [3, 1])
        #expect(lineColumn("a\n\rb", 3) == [3, 1])
    }

    @Test func columnsCountUnicodeScalars() throws {
        // é is 2 bytes, 😀 4 bytes, 中 and 文 3 bytes each, tab 1 byte: each is one column.
        let text = "{\"é😀中文\":\t1}"
        let bytes = Array(text.utf8)
        let one = try #require(bytes.firstIndex(of: UInt8(ascii: "1")))
        #expect(one == 17)
        #expect(lineColumn(text, one) == [1, 10])
        #expect(lineColumn(text, 2) == [1, 3])  // é
        #expect(lineColumn(text, 4) == [1, 4])  // 😀
        #expect(lineColumn(text, 8) == [1, 5])  // 中
        #expect(lineColumn(text, 11) == [1, 6])  // 文
        #expect(lineColumn(text, 14) == [1, 7])  // closing quote
        #expect(lineColumn("x\n\té", 3) == [2, 2])  // é after a tab on line 2
    }

    @Test func combiningMarksAreColumnsOfTheirOwn() {
        // "e\u{301}" is one Character but two Unicode scalars, so two columns.
        #expect(lineColumn("e\u{301}x", 3) == [1, 3])
    }

    @Test func offsetsAtAndBeyondTheEnd() {
        let text = "ab\ncd"
        #expect(lineColumn(text, 5) == [2, 3])
        let locator = SourceLocator(bytes: Array(text.utf8))
        #expect(locator.position(of: 99) == SourcePosition(offset: 5, line: 2, column: 3))
        #expect(locator.position(of: -4) == SourcePosition(offset: 0, line: 1, column: 1))
        // After a final line end, the end of the file is the start of an empty last line.
        #expect(lineColumn("ab\n", 3) == [2, 1])
        #expect(lineColumn("ab\r\n", 4) == [2, 1])
        #expect(lineColumn("😀", 4) == [1, 2])
        #expect(lineColumn("", 0) == [1, 1])
    }

    @Test func lineCountIgnoresAFinalLineEnd() {
        #expect(SourceLocator(bytes: []).lineCount == 1)
        #expect(SourceLocator(bytes: Array("ab".utf8)).lineCount == 1)
        #expect(SourceLocator(bytes: Array("ab\n".utf8)).lineCount == 1)
        #expect(SourceLocator(bytes: Array("ab\r\n".utf8)).lineCount == 1)
        #expect(SourceLocator(bytes: Array("ab\r".utf8)).lineCount == 1)
        #expect(SourceLocator(bytes: Array("ab\n\n".utf8)).lineCount == 2)
        #expect(SourceLocator(bytes: Array("\n".utf8)).lineCount == 1)
    }

    @Test func lineRangeExcludesTheLineEnd() {
        let locator = SourceLocator(bytes: Array(Self.mixed.utf8))
        #expect((1...4).map(locator.lineRange) == [0..<2, 3..<5, 7..<9, 10..<12])
        #expect(locator.lineRange(0) == 12..<12)
        #expect(locator.lineRange(5) == 12..<12)

        let blank = SourceLocator(bytes: Array("a\n\r\n\rb\n".utf8))
        #expect((1...5).map(blank.lineRange) == [0..<1, 2..<2, 4..<4, 5..<6, 7..<7])
    }

    @Test func lineRangeTextMatchesTheLine() {
        let text = "{\n  \"é\": \"😀\"\r\n}"
        let bytes = Array(text.utf8)
        let locator = SourceLocator(bytes: bytes)
        let lines = (1...3).map { String(decoding: bytes[locator.lineRange($0)], as: UTF8.self) }
        #expect(lines == ["{", "  \"é\": \"😀\"", "}"])
    }

    @Test func positionsOrderByOffset() {
        let a = SourcePosition(offset: 3, line: 2, column: 1)
        let b = SourcePosition(offset: 7, line: 1, column: 9)
        #expect(a < b)
        #expect([b, a].sorted() == [a, b])
    }
}

@Suite struct SourceLocatorBatchPositionTests {
    @Test func batchPositionsEqualSinglePositions() {
        let text = "{\"a\": \"é😀\",\r\n  \"b\": [1,\r 2],\n\t\"c\": \"x\"}\n"
        let bytes = Array(text.utf8)
        let locator = SourceLocator(bytes: bytes)
        let offsets = Array((0...bytes.count).reversed()) + [3, 3, 0, bytes.count]
        let batch = locator.positions(of: offsets)
        #expect(batch == offsets.map { locator.position(of: $0) })
    }
}
