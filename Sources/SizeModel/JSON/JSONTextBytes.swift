/// The UTF-8 text of a string value read in place in its document's source, for the length of one
/// call (`JSONDocument.plainString(at:satisfies:)`): bounds-checked reads, with no copy and no
/// reference count. An `ArraySlice` of the source retains the document's bytes for each value; the
/// schema walk's byte checks of header and field values read them this way instead (measured:
/// about a fifth of an `apns.headers` value's check).
///
/// Valid only inside the closure it is passed to (as the buffer of `withUnsafeBufferPointer`).
public struct JSONTextBytes: RandomAccessCollection {
    @usableFromInline let buffer: UnsafeBufferPointer<UInt8>

    @inlinable
    init(_ buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// Calls `body` with the bytes of `slice` (for callers that hold a slice already).
    @inlinable
    public static func withBytes<Result>(of slice: ArraySlice<UInt8>, _ body: (JSONTextBytes) throws -> Result) rethrows -> Result {
        try slice.withUnsafeBufferPointer { try body(JSONTextBytes($0)) }
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { buffer.count }

    /// The byte at `position`; traps outside `0..<count`.
    @inlinable
    public subscript(position: Int) -> UInt8 {
        precondition(position >= 0 && position < buffer.count, "JSONTextBytes: index out of range")
        return buffer[position]
    }
}

extension JSONDocument {
    /// True when node `index` is a string written without escapes whose text `accepts` is true
    /// of, read in place; false for an escaped string or another kind (the caller then decodes
    /// it).
    @inlinable @inline(__always)
    package func plainString(at index: Int, satisfies accepts: (JSONTextBytes) -> Bool) -> Bool {
        let node = nodes[index]
        guard node.kind == .string, !node.hasEscapes else { return false }
        // A string node spans its two quotes within the source.
        let start = node.start &+ 1
        let end = node.end &- 1
        return bytes.withUnsafeBufferPointer { buffer in
            guard start <= end, end <= buffer.count else { return false }
            return accepts(JSONTextBytes(UnsafeBufferPointer(rebasing: buffer[start..<end])))
        }
    }
}
