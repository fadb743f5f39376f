@testable import LintRules
import Testing

/// The word-at-a-time screens of report text judge the bytes after the last whole word with an
/// overlapping word (`TerminalSafeText.containsControl(_:from:)`,
/// `SourceExcerpt.Span.isPrintableASCII(_:)`); they must agree with a byte-by-byte reading at
/// every length, start and position of the byte that decides.
@Suite struct ByteScreeningTests {
    /// Bytes that are, or begin, a control character, and bytes that are not.
    static let deciding: [[UInt8]] = [
        [0x00], [0x0A], [0x1B], [0x1F], [0x7F], [0xC2, 0x80], [0xC2, 0x9F], [0xC2], [0xC2, 0xA0], [0x80], [0x9B],
        Array("é".utf8), Array("…".utf8), Array("日".utf8), [0x20], [0x7E], [0x09],
    ]

    /// `containsControl` byte by byte, from `start`, as the String form judges the same text.
    static func referenceContainsControl(_ utf8: [UInt8], from start: Int) -> Bool {
        var previous: UInt8 = 0
        for byte in utf8[start...] {
            if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte <= 0x9F && byte >= 0x80) { return true }
            previous = byte
        }
        return false
    }

    @Test func controlScreenAgreesWithByteByByteReading() {
        for prefixLength in 0...9 {
            // Bytes before `start` (already written output) may hold anything: a line feed, a lead byte.
            let prefixes: [[UInt8]] = [
                Array(repeating: 0x61, count: prefixLength), Array(repeating: 0x0A, count: prefixLength),
                Array(repeating: 0xC2, count: prefixLength),
            ]
            for prefix in prefixes {
                for length in 0...20 {
                    for position in 0...length {
                        for piece in Self.deciding {
                            var bytes = prefix + Array(repeating: UInt8(ascii: "x"), count: length)
                            bytes.insert(contentsOf: piece, at: prefix.count + position)
                            let expected = Self.referenceContainsControl(bytes, from: prefix.count)
                            #expect(
                                TerminalSafeText.containsControl(bytes, from: prefix.count) == expected,
                                "\(bytes) from \(prefix.count)")
                        }
                    }
                }
            }
        }
    }

    @Test func controlScreenAgreesWithTheStringForm() {
        for length in 0...24 {
            for piece in ["\n", "\u{1B}", "\u{7F}", "\u{85}", "\u{9F}", "\u{A0}", "é", "日本", "😀"] {
                for position in 0...length {
                    var text = String(repeating: "a", count: length)
                    text.insert(contentsOf: piece, at: text.index(text.startIndex, offsetBy: position))
                    #expect(TerminalSafeText.containsControl(Array(text.utf8), from: 0) == TerminalSafeText.containsControl(text))
                }
            }
        }
    }

    @Test func printableASCIIScreenAgreesWithByteByByteReading() {
        for length in 0...24 {
            let plain = Array(repeating: UInt8(ascii: "x"), count: length)
            #expect(SourceExcerpt.Span.isPrintableASCII(plain))
            for position in 0..<max(length, 1) where length > 0 {
                for byte: UInt8 in [0x00, 0x09, 0x1F, 0x20, 0x7E, 0x7F, 0x80, 0xC2, 0xFF] {
                    var bytes = plain
                    bytes[position] = byte
                    let expected = bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
                    #expect(SourceExcerpt.Span.isPrintableASCII(bytes) == expected, "\(bytes)")
                }
            }
        }
    }
}
