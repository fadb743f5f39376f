extension Array where Element == UInt8 {
    /// Appends the UTF-8 of `text` in one copy from the String's storage (a bridged or otherwise
    /// non-contiguous String is copied byte by byte): what report writers append their text
    /// with, without taking a pointer themselves. `append(contentsOf: text.utf8)` copies a byte at
    /// a time.
    @inlinable
    public mutating func appendUTF8(of text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append(contentsOf: $0) }
        if copied == nil { append(contentsOf: text.utf8) }
    }
}
