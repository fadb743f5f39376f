@testable import LintRules
import Testing

/// `TextBuffer` writes report text as bytes and makes the String in pieces; the pieces must give
/// exactly `String(decoding:as:)`, decimals exactly `String(_:)`.
@Suite struct TextBufferTests {
    /// Deterministic pseudo-random bytes (xorshift), mostly ASCII with bursts of other bytes.
    static func bytes(seed: UInt64, count: Int, nonASCII: Int) -> [UInt8] {
        var state = seed | 1
        var result: [UInt8] = []
        let pieces: [[UInt8]] = [
            Array("…".utf8), Array("é".utf8), Array("日本".utf8), Array("😀".utf8), [0x80], [0xC3], [0xE2, 0x82], [0xFF],
            [0xF0, 0x9F, 0x98], [0xED, 0xA0, 0x80], [0xC0, 0xAF],
        ]
        while result.count < count {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            if Int(state % 100) < nonASCII {
                result += pieces[Int((state >> 8) % UInt64(pieces.count))]
            } else {
                let run = Int((state >> 16) % 80)
                for i in 0..<run { result.append(UInt8(0x20 + (Int(state >> 24) + i) % 95)) }
            }
        }
        return result
    }

    @Test func piecesMakeTheSameStringAsOneDecoding() {
        var inputs: [[UInt8]] = [[], Array("plain ASCII".utf8), Array("…".utf8), [0x80], Array(String(repeating: "a", count: 100).utf8) + [0xE2, 0x80]]
        for seed in 1...200 {
            inputs.append(Self.bytes(seed: UInt64(seed), count: seed * 7, nonASCII: seed % 50))
        }
        for input in inputs {
            let pieces = TextBuffer.string(decoding: input)
            let whole = String(decoding: input, as: UTF8.self)
            #expect(pieces == whole)
            #expect(Array(pieces.utf8) == Array(whole.utf8), "\(input)")
        }
    }

    @Test func decimalsAreWrittenAsStringWritesThem() {
        for value in [0, 1, 9, 10, 99, 100, 12345, 99_999_999, 100_000_000, -1, -10, -99_999_999, -987654321, Int.max, Int.min] {
            var bytes: [UInt8] = []
            TextBuffer.appendDecimal(value, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == String(value))
            #expect(TextBuffer.decimalWidth(value) == String(value).count)
        }
    }

    @Test func runsOfSpacesOfAnyLength() {
        for count in [-3, 0, 1, 127, 128, 129, 300] {
            var bytes: [UInt8] = [0x41]
            TextBuffer.append(count, of: TextBuffer.spaces, to: &bytes)
            #expect(bytes == [0x41] + Array(repeating: 0x20, count: max(0, count)))
        }
    }
}
