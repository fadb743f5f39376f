import SizeModel

extension JSONValue {
    /// The text of a string written without escapes, as a slice of the source (nothing is
    /// copied); nil for an escaped string or another kind (the caller then decodes it).
    var plainStringBytes: ArraySlice<UInt8>? { document.plainStringBytes(at: index) }
}
