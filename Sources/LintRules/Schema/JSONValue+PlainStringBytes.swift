import SizeModel

extension JSONValue {
    /// The text of a string written without escapes, as a slice of the source (nothing is
    /// copied); nil for an escaped string or another kind (the caller then decodes it).
    var plainStringBytes: ArraySlice<UInt8>? {
        guard isString, !hasEscapes else { return nil }
        return document.bytes[(startOffset + 1)..<(endOffset - 1)]
    }
}
