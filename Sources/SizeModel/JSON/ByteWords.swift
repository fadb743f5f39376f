/// Eight bytes of a byte array read as one little-endian word: the raw load that the byte scans
/// outside the parser test a word per step with (terminal-safe text, printable ASCII, report
/// text), behind a bounds-checked API so that their code stays safe Swift.
public enum ByteWords {
    /// The eight bytes of `bytes` from index `index` (an index of the slice), the first in the
    /// least significant byte. Traps unless all eight are within `bytes`.
    @inlinable
    public static func word(_ bytes: ArraySlice<UInt8>, at index: Int) -> UInt64 {
        precondition(index >= bytes.startIndex && index <= bytes.endIndex - 8, "ByteWords.word: out of bounds")
        return bytes.withUnsafeBytes { raw in
            UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index - bytes.startIndex, as: UInt64.self))
        }
    }

    /// Calls `body` with each whole eight-byte word of `bytes[start..<end]` in order (the first
    /// byte in the least significant), checking the range once; returns the offset of the bytes
    /// left over, fewer than eight. Traps unless `0 <= start <= end <= bytes.count`.
    @inlinable
    public static func forEachWord(_ bytes: [UInt8], from start: Int, to end: Int, _ body: (UInt64) -> Void) -> Int {
        precondition(start >= 0 && start <= end && end <= bytes.count, "ByteWords.forEachWord: out of bounds")
        return bytes.withUnsafeBytes { raw in
            var i = start
            while i &+ 8 <= end {
                body(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
                i &+= 8
            }
            return i
        }
    }

    /// The offset of the first whole eight-byte word of `bytes[start..<end]` (the first byte in
    /// the least significant) for which `stop` is true; when there is none, the offset of the
    /// bytes left over, fewer than eight. The range is checked once, not per word (reading each
    /// word through `word(_:at:)` cost about three times as much).
    /// Traps unless `0 <= start <= end <= bytes.count`.
    @inlinable
    public static func firstWord(_ bytes: [UInt8], from start: Int, to end: Int, where stop: (UInt64) -> Bool) -> Int {
        precondition(start >= 0 && start <= end && end <= bytes.count, "ByteWords.firstWord: out of bounds")
        return bytes.withUnsafeBytes { raw in
            var i = start
            while i &+ 8 <= end {
                if stop(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))) { break }
                i &+= 8
            }
            return i
        }
    }

    /// Flags of the bytes of `word` equal to `byte`: not zero exactly when one is, and its lowest
    /// set bit (`trailingZeroBitCount / 8`) is the first such byte (the classic "has a zero byte"
    /// test on `word` XOR the byte repeated: a borrow can set a flag above a matching byte, never
    /// below the first one).
    @inlinable
    public static func flags(of byte: UInt8, in word: UInt64) -> UInt64 {
        let x = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
    }

    /// `word` with the ASCII capitals among its eight bytes made lower case (other bytes,
    /// non-ASCII ones included, unchanged): eight `A`…`Z` tests in a few operations.
    @inlinable
    package static func lowercasedASCII(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let low7 = word & (0x7F &* ones)
        // High bit of each byte set when the byte (below 0x80) is at least "A", and when above "Z".
        let atLeastA = low7 &+ (0x80 - 0x41) &* ones
        let aboveZ = low7 &+ (0x80 - 0x5B) &* ones
        let capitals = atLeastA & ~aboveZ & ~word & (0x80 &* ones)
        return word | (capitals >> 2)
    }

    /// `word(_:at:)` for a whole array.
    @inlinable
    public static func word(_ bytes: [UInt8], at index: Int) -> UInt64 {
        precondition(index >= 0 && index <= bytes.count - 8, "ByteWords.word: out of bounds")
        return bytes.withUnsafeBytes { raw in
            UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        }
    }
}
