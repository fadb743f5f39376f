#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A byte search with the C library's vectorized `memchr`, behind a bounds-checked API: the
/// streamed engine finds line ends in blocks of JSON Lines with it.
public enum ByteSearch {
    /// The index of the first `byte` in `bytes[from..<to]` (clamped to the array), or nil.
    public static func firstIndex(of byte: UInt8, in bytes: [UInt8], from: Int, to: Int) -> Int? {
        let lower = max(0, from)
        let upper = min(to, bytes.count)
        guard lower < upper else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress, let found = memchr(base + lower, Int32(byte), upper - lower) else { return nil }
            return UnsafeRawPointer(found) - UnsafeRawPointer(base)
        }
    }
}
