import Foundation
import Testing

@testable import SizeModel

/// The string fast paths (the parser's word scan with `\"` and `\\` taken inline, the decoder's
/// word-at-a-time copy) agree with the slow paths on tricky inputs: every piece at every offset
/// around an eight-byte word, escapes at run boundaries, multi-byte UTF-8, surrogate pairs, and
/// invalid bytes right after a fast-path run.
@Suite struct StringFastPathTests {
    /// Valid pieces of string literal text: plain, escaped, multi-byte and paired surrogates.
    static let validPieces = [
        "a", "\\\"", "\\\\", "\\/", "\\b", "\\f", "\\n", "\\r", "\\t", "\\u0041", "\\u00e9", "\\u65e5", "\\ud83d\\ude42",
        "é", "日", "🙂", "\u{7F}", "\\\"\\\"", "\\\\\\\"",
    ]

    /// Invalid pieces, each with the offset of the error inside the piece.
    static let invalidPieces: [([UInt8], Int)] = [
        (Array("\\x".utf8), 0), (Array("\\u12G4".utf8), 0), (Array("\\ud83d".utf8), 0), (Array("\\ude42".utf8), 0),
        (Array("\\ud83d\\u0041".utf8), 0), ([0x1F], 0), ([0x00], 0), ([0x0A], 0), ([0xFF], 0), ([0x80], 0),
        ([0xC3], 0), ([0xC0, 0x80], 0), ([0xED, 0xA0, 0x80], 0), ([0xE2, 0x82], 0), ([0xF5, 0x80, 0x80, 0x80], 0),
        ([0xF0, 0x9F, 0x99], 0), (Array("é".utf8) + [0xFF], 2), (Array("\\\"".utf8) + [0x01], 2),
        (Array("\\\\".utf8) + [0xC3, 0x41], 2),
    ]

    /// The decoded text of a valid literal body, one character at a time (the slow path).
    static func referenceDecode(_ literal: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var i = 1
        let end = literal.count
        while i < end - 1 {
            if literal[i] == UInt8(ascii: "\\") {
                let (scalar, length) = StringUnescaper.escape(literal, at: i, end: end)
                out.append(contentsOf: Array(String(Character(scalar)).utf8))
                i += length
            } else {
                out.append(literal[i])
                i += 1
            }
        }
        return out
    }

    @Test func everyValidPieceAtEveryOffsetDecodesAsTheSlowPath() throws {
        for piece in Self.validPieces {
            for prefix in 0..<20 {
                for suffix in [0, 1, 7, 8, 9] {
                    let body = String(repeating: "p", count: prefix) + piece + String(repeating: "s", count: suffix)
                    let literal = Array("\"\(body)\"".utf8)
                    let document = try JSONParser().parse(literal)
                    let value = document.root
                    #expect(value.hasEscapes == body.contains("\\"), "\(body)")
                    let plain = !body.contains("\\") && body.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
                    #expect(value.isPlainASCII == plain, "\(body)")
                    let array = try JSONSerialization.jsonObject(with: Data("[\(String(decoding: literal, as: UTF8.self))]".utf8))
                    let expected = try #require((array as? [String])?.first)
                    var none: [StringUnescaper.Checkpoint]? = nil
                    let decoded = StringUnescaper.decode(literal, from: 0, to: literal.count, checkpoints: &none)
                    #expect(decoded == Self.referenceDecode(literal), "\(body)")
                    #expect(String(decoding: decoded, as: UTF8.self) == expected, "\(body)")
                    #expect(value.stringValue == expected)
                }
            }
        }
    }

    @Test func everyInvalidPieceAtEveryOffsetFailsWhereTheSlowPathFails() throws {
        for (piece, offsetInPiece) in Self.invalidPieces {
            // The slow path: the piece alone, right after the opening quote, where no word fits.
            let alone = [UInt8(ascii: "\"")] + piece + [UInt8(ascii: "\"")]
            let expected: JSONSyntaxError
            do {
                _ = try JSONParser().parse(alone)
                Issue.record("\(piece) parsed")
                continue
            } catch {
                expected = error
            }
            #expect(expected.offset == 1 + offsetInPiece, "\(piece)")
            for prefix in 0..<20 {
                for run in ["p", "é", "\\\""] {
                    let before = Array(String(repeating: run, count: prefix).utf8)
                    let literal = [UInt8(ascii: "\"")] + before + piece + Array("tail of the string\"".utf8)
                    do {
                        _ = try JSONParser().parse(literal)
                        Issue.record("\(literal) parsed")
                    } catch {
                        #expect(error.reason == expected.reason, "\(literal)")
                        #expect(error.offset == expected.offset + before.count, "\(literal)")
                    }
                }
            }
        }
    }

    @Test func unterminatedStringsFailAtTheEndAtEveryLength() {
        for length in 0..<24 {
            for filler in ["a", "\\\"", "é"] {
                let literal = Array(("\"" + String(repeating: filler, count: length)).utf8)
                #expect(throws: JSONSyntaxError(.unexpectedEnd(expected: "'\"' to close the string"), at: literal.count)) {
                    try JSONParser().parse(literal)
                }
            }
            let danglingEscape = Array(("\"" + String(repeating: "a", count: length) + "\\").utf8)
            #expect(throws: JSONSyntaxError(.unexpectedEnd(expected: "an escape after '\\'"), at: danglingEscape.count)) {
                try JSONParser().parse(danglingEscape)
            }
        }
    }

    @Test func stringsEndWithTheRangeNotTheBuffer() throws {
        // The string scan reads whole words up to the end of the buffer; what lies past the end of
        // the range (a closing quote, more text, an escape) must not close or extend a string.
        for length in 0..<24 {
            for filler in ["a", "\\\"", "é"] {
                let literal = "\"" + String(repeating: filler, count: length)
                for after in ["\"", "\"]", "abcdefghijklmnop\"", "\\\"x\"", "é\"", "\u{1}\""] {
                    let bytes = Array((literal + after).utf8)
                    let end = literal.utf8.count
                    #expect(throws: JSONSyntaxError(.unexpectedEnd(expected: "'\"' to close the string"), at: end)) {
                        try JSONParser().parse(bytes, range: 0..<end)
                    }
                    // Closed inside the range, the same string parses, and its end is the range's.
                    let closed = Array((literal + "\"" + after).utf8)
                    let document = try JSONParser().parse(closed, range: 0..<(end + 1))
                    #expect(document.root.endOffset == end + 1)
                }
            }
        }
    }

    @Test func blobTextDecodesWithCheckpointsOfTheSlowPath() throws {
        // JSON text inside a string, long enough for several checkpoints at every alignment.
        let inner = "{\"title\":\"주문하신 상품이 출발했습니다\",\"body\":\"🙂 \\\\ é\",\"n\":12,\"t\":\"\\u00e9\\ud83d\\ude42\"}"
        for shift in 0..<12 {
            let text = String(repeating: " ", count: shift) + "[" + Array(repeating: inner, count: 30).joined(separator: ",") + "]"
            let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            let literal = Array("\"\(escaped)\"".utf8)
            var checkpoints: [StringUnescaper.Checkpoint]? = []
            let decoded = StringUnescaper.decode(literal, from: 0, to: literal.count, checkpoints: &checkpoints)
            #expect(decoded == Array(text.utf8))
            let reference = StringUnescaperTests.referenceCheckpoints(literal)
            #expect(checkpoints?.map(\.decoded) == reference.map(\.decoded))
            #expect(checkpoints?.map(\.source) == reference.map(\.source))
            let host = try JSONParser().parse(literal).root
            let blob = try JSONParser().parseEmbedded(in: host)
            #expect(blob.root.isArray)
        }
    }

    @Test func controlEscapeMarkMatchesTheDecodedText() throws {
        // The mark `escapesControlCharacter` is set while scanning; the slow path decodes the
        // text and looks for a control character other than tab, line feed and carriage return.
        let extra = ["\\\\u0001", "\\\\b", "\\u0000", "\\u0001", "\\u001f", "\\u001F", "\\u0009", "\\u000a", "\\u000D", "\\u0020", "\\u007f"]
        for piece in Self.validPieces + extra {
            for prefix in ["", "abcdefg", "\\\"", "\\\\"] {
                let literal = Array("\"\(prefix)\(piece)\"".utf8)
                let value = try JSONParser().parse(literal).root
                let decoded = Self.referenceDecode(literal)
                let control = decoded.contains { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
                #expect(value.escapesControlCharacter == control, "\(prefix)\(piece)")
            }
        }
    }
}
