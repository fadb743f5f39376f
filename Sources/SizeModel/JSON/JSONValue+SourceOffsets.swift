/// Positions of the characters of a string value, for findings inside a string.
extension JSONValue {
    /// The decoded UTF-8 bytes of a string value, with, for each decoded byte, the offset in the
    /// outermost file where the character producing it begins (the backslash of an escape), plus
    /// one final entry for the closing quote. Nil for values that are not strings.
    public func decodedStringWithSourceOffsets() -> (bytes: [UInt8], offsets: [Int])? {
        guard kind == .string else { return nil }
        var local: [Int]? = []
        let bytes = StringUnescaper.decode(document.bytes, from: startOffset, to: endOffset, offsets: &local)
        let offsets = (local ?? []).map { document.sourceOffset(ofLocal: $0) }
        return (bytes, offsets)
    }
}
