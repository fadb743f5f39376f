// Word reads of a string's text read in place (`JSONDocument.plainString(at:satisfies:)`), for
// byte scans outside the parser that test eight bytes a step, as `ByteWords` does for an array or
// a slice: a slice of the document's bytes retains them, a `JSONTextBytes` does not.

extension JSONTextBytes {
    /// The eight bytes from offset `index`, the first in the least significant byte. Traps
    /// unless all eight are within the text.
    @inlinable
    public func word(at index: Int) -> UInt64 {
        precondition(index >= 0 && index <= buffer.count &- 8, "JSONTextBytes.word: out of bounds")
        return UInt64(littleEndian: UnsafeRawBufferPointer(buffer).loadUnaligned(fromByteOffset: index, as: UInt64.self))
    }

    /// The offset of the first whole eight-byte word from `start` (the first byte in the least
    /// significant) for which `stop` is true; when there is none, the offset of the bytes left
    /// over, fewer than eight (`ByteWords.firstWord(_:from:to:where:)` for the text). The range
    /// is checked once, not per word. Traps unless `0 <= start <= count`.
    @inlinable
    public func firstWord(from start: Int, where stop: (UInt64) -> Bool) -> Int {
        precondition(start >= 0 && start <= buffer.count, "JSONTextBytes.firstWord: out of bounds")
        let raw = UnsafeRawBufferPointer(buffer)
        let end = buffer.count
        var index = start
        while index &+ 8 <= end {
            if stop(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))) { break }
            index &+= 8
        }
        return index
    }
}
