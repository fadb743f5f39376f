/// Maps the decoded text of a string value back to the file.
extension JSONValue {
    /// For a string value: for every byte of its decoded UTF-8 text, the offset in the outermost
    /// file where the character that produced it begins (the backslash of an escape, or the byte
    /// itself), plus one final entry for the closing quote. Empty for other kinds.
    ///
    /// Rules that compare two strings byte by byte use it to point at the first differing
    /// character, even inside an escaped `notifee_options` blob.
    public func sourceOffsetsOfDecodedBytes() -> [Int] {
        let n = node
        guard n.kind == .string else { return [] }
        var offsets: [Int]? = []
        _ = StringUnescaper.decode(document.bytes, from: n.start, to: n.end, offsets: &offsets)
        return (offsets ?? []).map { document.sourceOffset(ofLocal: $0) }
    }
}
