/// One open document as the client last described it.
struct OpenDocument: Sendable {
    let uri: String
    /// The absolute path, for `file:` URIs.
    let path: String?
    var version: Int
    /// The text, in UTF-8.
    var bytes: [UInt8]
}

/// The documents the client has opened, kept in sync through `didOpen`, `didChange` (full or
/// incremental changes, in UTF-16 positions) and `didClose`.
struct DocumentStore: Sendable {
    private(set) var documents: [String: OpenDocument] = [:]

    subscript(uri: String) -> OpenDocument? { documents[uri] }

    /// The URIs of the open documents, sorted (so work over them is done in a stable order).
    var uris: [String] { documents.keys.sorted() }

    mutating func open(uri: String, version: Int, text: String) {
        documents[uri] = OpenDocument(uri: uri, path: FileURI.path(of: uri), version: version, bytes: Array(text.utf8))
    }

    mutating func close(uri: String) {
        documents[uri] = nil
    }

    /// Applies `contentChanges` in order: a change with a `range` replaces that range, one
    /// without replaces the whole text. Returns false when the document is not open.
    @discardableResult
    mutating func change(uri: String, version: Int, changes: [LSPValue]) -> Bool {
        guard var document = documents[uri] else { return false }
        for change in changes {
            guard let text = change["text"]?.stringValue else { continue }
            if let range = change["range"], let start = LSPPosition(range["start"]), let end = LSPPosition(range["end"]) {
                let converter = PositionConverter(bytes: document.bytes)
                let lower = converter.offset(of: min(start, end))
                let upper = converter.offset(of: max(start, end))
                document.bytes.replaceSubrange(lower..<upper, with: Array(text.utf8))
            } else {
                document.bytes = Array(text.utf8)
            }
        }
        document.version = version
        documents[uri] = document
        return true
    }
}
