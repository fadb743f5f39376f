import Foundation
import Testing

@testable import SizeModel

/// Decoding copies runs without escapes in one step and places checkpoints exactly where the
/// byte-by-byte decoder placed them.
@Suite struct StringUnescaperTests {
    /// The checkpoints of the byte-by-byte decoder: at the first character boundary at or past
    /// every `checkpointInterval` decoded bytes, escapes counted by what they decode to.
    static func referenceCheckpoints(_ literal: [UInt8]) -> [StringUnescaper.Checkpoint] {
        var marks: [StringUnescaper.Checkpoint] = []
        var nextMark = 0
        var decoded = 0
        var i = 1
        let end = literal.count
        while i < end - 1 {
            if decoded >= nextMark && literal[i] & 0xC0 != 0x80 {
                marks.append(StringUnescaper.Checkpoint(decoded: decoded, source: i))
                nextMark = decoded + StringUnescaper.checkpointInterval
            }
            if literal[i] == UInt8(ascii: "\\") {
                let (source, length) = StringUnescaper.characterLengths(literal, at: i, end: end)
                decoded += length
                i += source
            } else {
                decoded += 1
                i += 1
            }
        }
        return marks
    }

    @Test func runsAndCheckpointsMatchTheByteDecoder() throws {
        let pieces = ["a", "plain text ", "é", "日本語", "🙂", "\\\"", "\\\\", "\\n", "\\u00e9", "\\ud83d\\ude42", "\\u65e5", "\\/"]
        var generator = SystemRandomNumberGenerator()
        for round in 0..<300 {
            let count = round < 20 ? round : Int.random(in: 0..<900, using: &generator)
            let body = (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "a" }.joined()
            let literal = Array("\"\(body)\"".utf8)
            // The parser accepts it, and the text decodes as Foundation decodes it.
            _ = try JSONParser().parse(literal)
            var checkpoints: [StringUnescaper.Checkpoint]? = []
            let decoded = StringUnescaper.decode(literal, from: 0, to: literal.count, checkpoints: &checkpoints)
            let array = try JSONSerialization.jsonObject(with: Data(("[\"" + body + "\"]").utf8)) as? [String]
            let expected = try #require(array?.first)
            #expect(String(decoding: decoded, as: UTF8.self) == expected)
            let reference = Self.referenceCheckpoints(literal)
            #expect(checkpoints?.map(\.decoded) == reference.map(\.decoded))
            #expect(checkpoints?.map(\.source) == reference.map(\.source))
        }
    }

    @Test func sourceOffsetsFromCheckpointsMatchTheCharacterWalk() throws {
        // Every decoded offset maps to where its character begins, for literals that do not
        // start at offset 0 (checkpoints count from the opening quote), long enough for several
        // checkpoints, with runs of words, escapes and multi-byte characters at every alignment.
        let pieces = ["a", "plain text ", "é", "日本語", "🙂", "\\\"", "\\\\", "\\n", "\\u00e9", "\\ud83d\\ude42", "\\/"]
        var generator = SystemRandomNumberGenerator()
        for round in 0..<80 {
            let count = round < 20 ? round : Int.random(in: 0..<260, using: &generator)
            let body = (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "a" }.joined()
            let prefix = Array(repeating: UInt8(ascii: " "), count: round % 9)
            let bytes = prefix + Array("\"\(body)\"".utf8)
            let start = prefix.count
            var checkpoints: [StringUnescaper.Checkpoint]? = []
            let decoded = StringUnescaper.decode(bytes, from: start, to: bytes.count, checkpoints: &checkpoints)
            var offsets: [Int]? = []
            _ = StringUnescaper.decode(bytes, from: start, to: bytes.count, offsets: &offsets)
            let walk = try #require(offsets)
            let marks = try #require(checkpoints)
            let mapped = (0...decoded.count).map {
                StringUnescaper.sourceOffset(of: $0, in: bytes, from: start, to: bytes.count, checkpoints: marks)
            }
            #expect(mapped == walk, "\(body)")
        }
    }

    // MARK: - Tolerant mode (the language server's text being typed)

    /// Decodes `text` whole in the tolerant mode.
    static func tolerant(_ text: String) -> (bytes: [UInt8], sourceOffsets: [Int]) {
        let source = Array(text.utf8)
        return StringUnescaper.decodeTolerantly(source, from: 0, to: source.count)
    }

    // The expected bytes and offsets are what the language server's own decoder
    // (`JSONStringContent.decode`, before it was built on this one) produced for the same text.

    @Test func tolerantModeKeepsABrokenUnicodeEscapeAsWritten() {
        let cut = Self.tolerant(#"a\u12"#)
        #expect(cut.bytes == Array(#"a\u12"#.utf8))
        #expect(cut.sourceOffsets == [0, 1, 2, 3, 4, 5])
        let closed = Self.tolerant(#"\u12"x"#)
        #expect(closed.bytes == Array(#"\u12"#.utf8))
        #expect(closed.sourceOffsets == [0, 1, 2, 3, 4])
        let badLow = Self.tolerant(#"\uD83D\uDE0Z"#)
        #expect(badLow.bytes == [0xEF, 0xBF, 0xBD] + Array(#"\uDE0Z"#.utf8))
        #expect(badLow.sourceOffsets == [0, 0, 0, 6, 7, 8, 9, 10, 11, 12])
    }

    @Test func tolerantModeWritesTheReplacementCharacterForALoneSurrogate() {
        let high = Self.tolerant(#"x\ud83dy"#)
        #expect(high.bytes == [0x78, 0xEF, 0xBF, 0xBD, 0x79])
        #expect(high.sourceOffsets == [0, 1, 1, 1, 7, 8])
        let low = Self.tolerant(#"\ude00"#)
        #expect(low.bytes == [0xEF, 0xBF, 0xBD])
        #expect(low.sourceOffsets == [0, 0, 0, 6])
        let unpaired = Self.tolerant(#"\ud83d\u0041"#)
        #expect(unpaired.bytes == [0xEF, 0xBF, 0xBD, 0x41])
        #expect(unpaired.sourceOffsets == [0, 0, 0, 6, 12])
    }

    @Test func tolerantModeKeepsATrailingBackslashAndAnUnknownEscape() {
        let trailing = Self.tolerant(#"ab\"#)
        #expect(trailing.bytes == Array(#"ab\"#.utf8))
        #expect(trailing.sourceOffsets == [0, 1, 2, 3])
        let unknown = Self.tolerant(#"\x"#)
        #expect(unknown.bytes == Array(#"\x"#.utf8))
        #expect(unknown.sourceOffsets == [0, 1, 2])
    }

    @Test func tolerantModeDecodesValidEscapesLikeTheParser() {
        let text = #"\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00"#
        let decoded = Self.tolerant(text)
        #expect(decoded.bytes == [34, 92, 47, 8, 12, 10, 13, 9, 195, 169, 240, 159, 152, 128])
        #expect(decoded.sourceOffsets == [0, 2, 4, 6, 8, 10, 12, 14, 16, 16, 22, 22, 22, 22, 34])
        // The strict decoder agrees on the same text once quoted.
        let literal = Array("\"\(text)\"".utf8)
        var none: [StringUnescaper.Checkpoint]? = nil
        #expect(StringUnescaper.decode(literal, from: 0, to: literal.count, checkpoints: &none) == decoded.bytes)
    }

    @Test func tolerantModeStopsAtAnUnescapedQuoteAndClampsTheEnd() {
        let quoted = Self.tolerant(#"a"b"#)
        #expect(quoted.bytes == [0x61])
        #expect(quoted.sourceOffsets == [0, 1])
        let source = Array("xy".utf8)
        let past = StringUnescaper.decodeTolerantly(source, from: 1, to: 10)
        #expect(past.bytes == [0x79])
        #expect(past.sourceOffsets == [1, 2])
    }
}
