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
}
