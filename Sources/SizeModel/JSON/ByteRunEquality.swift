#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Byte-run equality for the short runs member names and string values are (a few bytes to a few
/// dozen): eight bytes at a time, the last word overlapping the one before, inline. A `memcmp`
/// call cost about 18 instructions for such a run (measured on corpus (a) from
/// `JSONValue.memberIndex(utf8:)` and `stringEquals(_:)`), the compare here a few. Runs longer
/// than 32 bytes (a raw value compared whole) still go to the C library's vectorized `memcmp`.
@usableFromInline
enum ByteRunEquality {
    /// True when the `count` bytes at `a` and at `b` are equal.
    @inlinable @inline(__always)
    static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int) -> Bool {
        let rawA = UnsafeRawPointer(a)
        let rawB = UnsafeRawPointer(b)
        if count > 32 { return memcmp(a, b, count) == 0 }
        if count >= 8 {
            // Whole words, then the last eight bytes (overlapping what was compared).
            var offset = 0
            while offset &+ 8 < count {
                if rawA.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    != rawB.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                {
                    return false
                }
                offset &+= 8
            }
            return rawA.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
                == rawB.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
        }
        if count >= 4 {
            // The first four bytes and the last four (overlapping below eight).
            return rawA.loadUnaligned(as: UInt32.self) == rawB.loadUnaligned(as: UInt32.self)
                && rawA.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
                    == rawB.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
        }
        var offset = 0
        while offset < count {
            if a[offset] != b[offset] { return false }
            offset &+= 1
        }
        return true
    }
}
