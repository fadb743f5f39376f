// Bulk reads of a string's text read in place (`JSONDocument.plainString(at:satisfies:)`), for
// byte scans outside the parser, as `ByteWords` reads an array or a slice: a slice of the
// document's bytes retains them, a `JSONTextBytes` does not.

extension JSONTextBytes {
    /// The eight bytes from offset `index`, the first in the least significant byte. Traps
    /// unless all eight are within the text.
    @inlinable
    public func word(at index: Int) -> UInt64 {
        precondition(index >= 0 && index <= buffer.count &- 8, "JSONTextBytes.word: out of bounds")
        return UInt64(littleEndian: UnsafeRawBufferPointer(buffer).loadUnaligned(fromByteOffset: index, as: UInt64.self))
    }

    /// True when a byte of the text is below `lowest` or above `highest` (`lowest <= highest`,
    /// at most 0x7F apart). Sixteen bytes a step (vector lanes), the last bytes in the block
    /// that ends with them; a text under sixteen bytes a byte at a time.
    @inlinable @inline(__always)
    public func containsByte(below lowest: UInt8, orAbove highest: UInt8) -> Bool {
        precondition(lowest <= highest && highest &- lowest <= 0x7F, "JSONTextBytes.containsByte: range over 0x7F")
        let count = buffer.count
        guard count >= 16 else { return buffer.contains { $0 < lowest || $0 > highest } }
        let raw = UnsafeRawBufferPointer(buffer)
        let low = SIMD16<UInt8>(repeating: lowest)
        let toHigh = SIMD16<UInt8>(repeating: 0x7F &- (highest &- lowest))
        var index = 0
        while index &+ 16 <= count {
            if Self.outsideFlags(raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self), low, toHigh) != 0 { return true }
            index &+= 16
        }
        return index < count
            && Self.outsideFlags(raw.loadUnaligned(fromByteOffset: count &- 16, as: SIMD16<UInt8>.self), low, toHigh) != 0
    }

    /// The high bit of each byte of `block` outside the range `containsByte(below:orAbove:)`
    /// tests (`low`: its lowest byte in every lane; `toHigh`: 0x7F less its span), the two
    /// halves of the block or-ed together. `b - lowest` (wrapping) is 0x80 or more below the
    /// range; adding `0x7F - span` reaches 0x80 above it, without wrapping for the others.
    @inlinable @inline(__always)
    static func outsideFlags(_ block: SIMD16<UInt8>, _ low: SIMD16<UInt8>, _ toHigh: SIMD16<UInt8>) -> UInt64 {
        let offset = block &- low
        let halves = unsafeBitCast(offset | (offset &+ toHigh), to: SIMD2<UInt64>.self)
        return (halves[0] | halves[1]) & 0x8080_8080_8080_8080
    }
}
