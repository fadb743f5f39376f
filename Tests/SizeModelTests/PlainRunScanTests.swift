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
