#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A byte search with the C library's vectorized `memchr`, behind a bounds-checked API: the
/// streamed engine finds line ends in blocks of JSON Lines with it, and the size model template
/// placeholders.
public enum ByteSearch {
    /// The index of the first `byte` in `bytes[from..<to]` (clamped to the array), or nil.
    public static func firstIndex(of byte: UInt8, in bytes: [UInt8], from: Int, to: Int) -> Int? {
        firstIndex(of: byte, in: bytes, from: from, to: to) { _ in true }
    }

    /// The index of the first `byte` in `bytes[from..<to]` (clamped to the array) for which
    /// `accept` (given its index) is true, or nil: a search that goes on past the occurrences the
    /// caller rejects without starting over.
    @inlinable
    public static func firstIndex(
        of byte: UInt8, in bytes: [UInt8], from: Int, to: Int, where accept: (Int) -> Bool
    ) -> Int? {
        let lower = max(0, from)
        let upper = min(to, bytes.count)
        guard lower < upper else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            var next = lower
            while next < upper, let found = memchr(base + next, Int32(byte), upper - next) {
                let index = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                if accept(index) { return index }
                next = index + 1
            }
            return nil
        }
    }
}
