import Foundation
import SizeModel
import Testing

/// The safe raw-byte primitives of SizeModel's JSON folder that LintRules' scans and file I/O use.
@Suite struct ByteWordsTests {
    /// The little-endian word composed byte by byte, for comparison.
    private func composed(_ bytes: some Collection<UInt8>) -> UInt64 {
        bytes.prefix(8).enumerated().reduce(0) { $0 | UInt64($1.element) << UInt64(8 * $1.offset) }
    }

    @Test func wordsOfArraysAndSlicesAreLittleEndian() {
        let bytes = (0..<40).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        for index in 0...(bytes.count - 8) {
            #expect(ByteWords.word(bytes, at: index) == composed(bytes[index...]))
        }
        // A slice keeps its parent's indices.
        let slice = bytes[5..<30]
        for index in slice.startIndex...(slice.endIndex - 8) {
            #expect(ByteWords.word(slice, at: index) == composed(bytes[index...]))
        }
        #expect(ByteWords.word(Array("abcdefgh".utf8), at: 0) == 0x6867_6665_6463_6261)
    }

    @Test func wordsOfTextReadInPlaceAreLittleEndian() {
        let bytes = (0..<40).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        let slice = bytes[5..<30]
        JSONTextBytes.withBytes(of: slice) { text in
            for index in 0...(text.count - 8) {
                #expect(text.word(at: index) == composed(slice.dropFirst(index)))
            }
        }
    }

    /// Each byte at each place of texts of every length up to 40, for ranges at both ends and in
    /// the middle of the byte values.
    @Test func containsByteOutsideARangeFindsEveryByteAtEveryPlace() {
        let ranges: [(UInt8, UInt8)] = [(0x2D, 0x7A), (0x20, 0x7E), (0x00, 0x7F), (0x80, 0xFF), (0x41, 0x41), (0x90, 0xC0)]
        for (lowest, highest) in ranges {
            for length in 0...40 {
                for place in 0..<max(length, 1) {
                    for byte in [0x00, 0x2C, 0x2D, 0x2E, 0x40, 0x41, 0x42, 0x79, 0x7A, 0x7B, 0x7F, 0x80, 0x8F, 0x90, 0xC0, 0xC1, 0xFF] as [UInt8] {
                        var bytes = [UInt8](repeating: lowest, count: length)
                        if length > 0 { bytes[place] = byte }
                        let expected = bytes.contains { $0 < lowest || $0 > highest }
                        let found = JSONTextBytes.withBytes(of: ([0] + bytes)[1...]) { $0.containsByte(below: lowest, orAbove: highest) }
                        #expect(found == expected, "\(lowest) \(highest) \(length) \(place) \(byte)")
                    }
                }
            }
        }
    }

    @Test func forEachWordVisitsTheWholeWordsOfARange() {
        let bytes = (0..<40).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        for start in 0...12 {
            for end in start...bytes.count {
                var words: [UInt64] = []
                let rest = ByteWords.forEachWord(bytes, from: start, to: end) { words.append($0) }
                #expect(rest == start + (end - start) / 8 * 8)
                #expect(words == stride(from: start, to: rest, by: 8).map { composed(bytes[$0...]) })
            }
        }
    }

    @Test func byteSearchSkipsRejectedOccurrences() {
        let bytes = Array("a{b{{c${d".utf8)
        #expect(ByteSearch.firstIndex(of: UInt8(ascii: "{"), in: bytes, from: 0, to: bytes.count) == 1)
        let pair = ByteSearch.firstIndex(of: UInt8(ascii: "{"), in: bytes, from: 1, to: bytes.count) { bytes[$0 - 1] == UInt8(ascii: "$") }
        #expect(pair == 7)
        #expect(ByteSearch.firstIndex(of: UInt8(ascii: "{"), in: bytes, from: 1, to: 7) { bytes[$0 - 1] == UInt8(ascii: "$") } == nil)
        #expect(ByteSearch.firstIndex(of: UInt8(ascii: "{"), in: bytes, from: -3, to: 99) { _ in true } == 1)
        #expect(ByteSearch.firstIndex(of: UInt8(ascii: "{"), in: bytes, from: 5, to: 2) == nil)
    }

    @Test func descriptorIOWritesAndReadsThroughAPipe() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let text = "payload bytes, é and all"
        let message = Array(text.utf8)
        #expect(DescriptorIO.write(ends[1], utf8: text, from: 3) == message.count - 3)
        #expect(DescriptorIO.write(ends[1], utf8: text, from: message.count) == 0)
        close(ends[1])
        var chunk = [UInt8](repeating: 0, count: 64)
        let count = DescriptorIO.read(ends[0], into: &chunk)
        #expect(Array(chunk[0..<count]) == Array(message[3...]))
        #expect(DescriptorIO.read(ends[0], into: &chunk) == 0)
    }
}
