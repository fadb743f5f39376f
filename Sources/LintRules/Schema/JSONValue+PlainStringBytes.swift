import SizeModel

extension JSONValue {
    /// Calls `body` with the text of a string written without escapes, read in place from the
    /// source; nil for an escaped string or another kind (the caller then decodes it).
    func withPlainStringBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R?) -> R? {
        guard isString, !hasEscapes else { return nil }
        let start = startOffset + 1
        let end = endOffset - 1
        return document.bytes.withUnsafeBufferPointer { buffer in
            body(UnsafeBufferPointer(rebasing: buffer[start..<end]))
        }
    }
}
