import Testing

@testable import SizeModel

/// The word-at-a-time skip of plain string bytes stops exactly where the byte-by-byte scan would.
@Suite struct PlainRunScanTests {
    /// The byte-by-byte reference: the first byte at or after `start` that ends a plain run, or
    /// `end`.
    static func firstStop(_ bytes: [UInt8], from start: Int, end: Int) -> Int {
        var i = start
        while i < end {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x7F { return i }
            i += 1
        }
        return end
    }

    /// What the parser does: the word skip, then the byte loop for a last partial word.
    static func fastStop(_ bytes: [UInt8], from start: Int, end: Int) -> Int {
        bytes.withUnsafeBufferPointer { buf in
            let skipped = Scanner.skipPlainWords(buf, from: start, end: end)
            return firstStop(bytes, from: skipped, end: end)
        }
    }

    @Test func everyStopByteInEveryPositionAfterEveryByte() {
        // Each special byte, placed at each position of a 20-byte run, after each possible byte
        // (borrows and carries between neighbouring bytes are what could go wrong).
        let stops: [UInt8] = [0x22, 0x5C, 0x00, 0x01, 0x1F, 0x7F, 0x80, 0xC3, 0xE2, 0xFF]
        var mismatches: [[UInt8]] = []
        for stop in stops {
            for before in UInt8(0)...UInt8(255) {
                for position in 0..<20 {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 24)
                    bytes[position + 2] = stop
                    if position > 0 { bytes[position + 1] = before }
                    for start in [0, 1, 3]
                    where Self.fastStop(bytes, from: start, end: bytes.count)
                        != Self.firstStop(bytes, from: start, end: bytes.count)
                    {
                        mismatches.append(bytes)
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
    }

    @Test func inlineStopsAlsoAtBraces() {
        // `plainStopFlags` (the inline read of a string) stops where `stopFlags` does and also at
        // `{`, `|`, `}` and `~`: each byte in each position of a word after each byte.
        func firstStop(_ bytes: [UInt8]) -> Int {
            bytes.firstIndex { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 || $0 >= 0x7B } ?? 8
        }
        var mismatches: [[UInt8]] = []
        for stop in UInt8(0)...UInt8(255) {
            for before in UInt8(0)...UInt8(255) {
                for position in 0..<8 {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                    bytes[position] = stop
                    if position > 0 { bytes[position - 1] = before }
                    let word = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
                    let flags = Scanner.plainStopFlags(word)
                    if (flags == 0 ? 8 : flags.trailingZeroBitCount / 8) != firstStop(bytes) { mismatches.append(bytes) }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
    }

    @Test func inlineRunEndStopsWhereBytesDo() {
        // `plainRunEnd` (sixteen-byte blocks, then a word) stops at the first inline stop, or
        // past the last word with no stop before: every byte in every position of a 40-byte
        // buffer, from each of the first three offsets (blocks and the last word take turns).
        func firstStop(_ bytes: [UInt8], from start: Int) -> Int {
            bytes[start...].firstIndex { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 || $0 >= 0x7B } ?? bytes.count
        }
        var mismatches: [[UInt8]] = []
        for stop in UInt8(0)...UInt8(255) {
            for position in 0..<40 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 40)
                bytes[position] = stop
                let lastWord = bytes.count - 8
                for start in 0..<3 {
                    let end = bytes.withUnsafeBytes { raw in
                        raw.baseAddress.map { Scanner.plainRunEnd($0, from: start, lastWord: lastWord) } ?? -1
                    }
                    // The first stop, or the first byte not read (past the last word, a whole
                    // number of words from the start) with no stop before it.
                    let expected = firstStop(bytes, from: start)
                    let unread = end > lastWord && (end - start) % 8 == 0 && expected >= end
                    if end != expected && !unread { mismatches.append(bytes) }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
    }

    @Test func inlineMultibyteSkipAgreesWithTheDecoder() {
        // Every lead byte with every second byte and a few third bytes: the inline skip accepts
        // exactly the decoder's valid 2- and 3-byte sequences, with the same length.
        var disagreements: [[UInt8]] = []
        for lead in UInt8(0x80)...UInt8(0xFF) {
            for second in UInt8(0)...UInt8(255) {
                for third: UInt8 in [0x00, 0x41, 0x7F, 0x80, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF] {
                    for bytes in [[lead, second, third, 0x41], [lead, second]] {
                        // No third byte listed starts a sequence, so the skip covers at most one.
                        let (skipped, decoded) = bytes.withUnsafeBufferPointer { buf in
                            let skipped = Scanner.skipTwoAndThreeByteSequences(buf, from: 0, end: buf.count)
                            switch UTF8Validation.sequence(buf, at: 0, end: buf.count) {
                            case .valid(let length, _): return (skipped, length <= 3 ? length : 0)
                            case .invalid: return (skipped, 0)
                            }
                        }
                        if skipped != decoded { disagreements.append(bytes) }
                    }
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(3))")
    }

    @Test func multibyteTextParsesAsBefore() throws {
        let texts = ["é", "日本語", "주문하신 상품이 출발했습니다", "mixed é 日 🙂 text", "\u{7FF}\u{800}\u{FFFF}\u{D7FF}\u{E000}", "🙂🙂"]
        for text in texts {
            let json = Array("[\"\(text)\"]".utf8)
            let document = try JSONParser().parse(json)
            #expect(document.root.elements.first(where: { _ in true })?.stringValue == text)
        }
        let malformed: [[UInt8]] = [
            [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xC3], [0xF5, 0x80, 0x80, 0x80],
        ]
        for bytes in malformed {
            let json = [UInt8(ascii: "\"")] + bytes + [UInt8(ascii: "\"")]
            #expect(throws: JSONSyntaxError.self) { try JSONParser().parse(json) }
        }
    }

    @Test(arguments: [UInt8(0x7F), 0x7B])
    func exactStopFlagsFlagEveryStopAndNothingElse(lowest: UInt8) {
        // `exactStopFlags` (vector lanes) flags each byte exactly when it is a stop, whatever the
        // bytes around it: every byte in every position, next to every byte. With `lowest` DEL
        // (the default) and 0x7B (`parseString(from:)`, which also stops at `{`, `|`, `}`, `~`).
        func isStop(_ byte: UInt8) -> Bool { byte == 0x22 || byte == 0x5C || byte < 0x20 || byte >= lowest }
        var mismatches: [[UInt8]] = []
        for stop in UInt8(0)...UInt8(255) {
            for neighbour in UInt8(0)...UInt8(255) {
                for position in 0..<8 {
                    var bytes = [UInt8](repeating: neighbour, count: 8)
                    bytes[position] = stop
                    let block = SIMD8(bytes[0..<8])
                    let flags = lowest == 0x7F ? Scanner.exactStopFlags(block) : Scanner.exactStopFlags(block, from: lowest)
                    let expected = bytes.enumerated().reduce(UInt64(0)) {
                        isStop($1.element) ? $0 | UInt64(0x80) << (8 * UInt64($1.offset)) : $0
                    }
                    if flags != expected { mismatches.append(bytes) }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
    }

    @Test func escapesInEveryPositionOfAWord() throws {
        // `parseString(from:)` steps over `\"` and `\\` within the flags of the word it read:
        // each escape, followed by each of a few bytes (`#` after a quote and `]` after a
        // backslash are where a borrow of word arithmetic would flag a byte), at each offset of
        // the first two words of a string that holds another escape, decodes as written.
        let escapes: [(written: String, decoded: String)] = [
            ("\\\"", "\""), ("\\\\", "\\"), ("\\n", "\n"), ("\\u0041", "A"), ("é", "é"),
        ]
        let afters: [(written: String, decoded: String)] = [
            ("#", "#"), ("]", "]"), ("##", "##"), ("\\\"", "\""), ("\\\\", "\\"), ("é", "é"), ("", ""),
        ]
        for escape in escapes {
            for after in afters {
                for offset in 0..<17 {
                    let padding = String(repeating: "a", count: offset)
                    let written = "\\\"{" + padding + escape.written + after.written + "x\\\"y"
                    let decoded = "\"{" + padding + escape.decoded + after.decoded + "x\"y"
                    for tail in ["", "              "] {
                        let document = try JSONParser().parse(Array("[\"\(written)\"\(tail)]".utf8))
                        let value = document.root.elements.first(where: { _ in true })?.stringValue
                        #expect(value == decoded, "\(written)")
                    }
                    #expect(throws: JSONSyntaxError.self) { try JSONParser().parse(Array("[\"\(written)".utf8)) }
                }
            }
        }
    }

    @Test func randomBuffers() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = Array(0x20...0x7E) + [0x22, 0x5C, 0x00, 0x1F, 0x7F, 0x80, 0xBF, 0xFF]
        for _ in 0..<20_000 {
            let count = Int.random(in: 0..<40, using: &generator)
            let bytes = (0..<count).map { _ in
                Bool.random(using: &generator) ? UInt8(ascii: "x") : alphabet.randomElement(using: &generator) ?? 0
            }
            let start = count == 0 ? 0 : Int.random(in: 0...count, using: &generator)
            if Self.fastStop(bytes, from: start, end: count) != Self.firstStop(bytes, from: start, end: count) {
                Issue.record("stops differ in \(bytes) from \(start)")
            }
        }
    }
}
