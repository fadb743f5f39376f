/// A parsed JSON text that remembers where every key and value came from.
///
/// The document keeps the source bytes and a flat table of nodes with their byte ranges. Object
/// members stay in source order and duplicate keys are kept; number lexemes are kept exactly as
/// written; strings are decoded only when asked. A document parsed from the text of a JSON string
/// inside another document (a `notifee_options` blob) records that `embedding`, so offsets and
/// JSON Pointers of its values resolve to the place in the outer file.
public final class JSONDocument: Sendable {
    /// The bytes the document was parsed from (possibly a larger buffer; see `range`).
    public let bytes: [UInt8]
    /// The part of `bytes` holding this JSON text.
    public let range: Range<Int>
    /// Where this document sits inside an outer document, if it was parsed from a JSON string.
    public let embedding: Embedding?
    /// For a document read from part of a file (one element of a streamed batch, one line of JSON
    /// Lines): the file offset of `bytes[0]`, added to every offset resolved to the file.
    public let fileOffset: Int
    /// For a document that is one part of a larger one (a streamed batch element, a line of JSON
    /// Lines): the JSON Pointer of its root in the whole file (`/3`), which every pointer in it
    /// continues. Made when asked (for a printed finding), not for every message.
    public var rootPointer: JSONPointer? {
        rootIndex >= 0 ? JSONPointer(tokens: [String(rootIndex)]) : rootPrefix
    }
    /// The root's index when its pointer is one (`/3`: 3), or -1.
    let rootIndex: Int
    /// The root's pointer when it is not just an index (or nil).
    let rootPrefix: JSONPointer?
    @usableFromInline let nodes: [JSONNode]
    /// What the parser noted about the text (`ParseNotes`; `.unknown` for a document not parsed).
    let notes: ParseNotes
    /// False when the parser found that no object in the document repeats a key (its keys are
    /// all written without escapes, and no two of an object's keys have the same bytes); true
    /// when one may (`forEachRepeatedKey` then compares them).
    var mayRepeatKeys: Bool { notes.mayRepeatKeys }
    /// False when the parser found no DEL (0x7F) in the document's strings; true when one may
    /// hold it.
    var mayHoldDEL: Bool { notes.holdsDEL }
    /// False when the parser found no `{{` or `${` in the document's strings; true when one may
    /// hold one.
    var mayHoldBraceOpener: Bool { notes.holdsBraceOpener }
    /// False when the parse read no carriage return (`ParseNotes.holdsCarriageReturn`): a
    /// document parsed whole from its range then holds none.
    package var mayHoldCarriageReturn: Bool { notes.holdsCarriageReturn }

    init(
        bytes: [UInt8], range: Range<Int>, nodes: [JSONNode], embedding: Embedding?, fileOffset: Int = 0,
        rootPointer: JSONPointer? = nil, notes: ParseNotes = .unknown
    ) {
        self.bytes = bytes
        self.range = range
        self.nodes = nodes
        self.embedding = embedding
        self.fileOffset = fileOffset
        rootIndex = -1
        rootPrefix = rootPointer
        self.notes = notes
    }

    /// A document whose root is element or line `rootIndex` of the whole file (pointer `/3`).
    init(bytes: [UInt8], range: Range<Int>, nodes: [JSONNode], fileOffset: Int, rootIndex: Int, notes: ParseNotes = .unknown) {
        self.bytes = bytes
        self.range = range
        self.nodes = nodes
        embedding = nil
        self.fileOffset = fileOffset
        self.rootIndex = max(rootIndex, 0)
        rootPrefix = nil
        self.notes = notes
    }

    /// The top-level value.
    public var root: JSONValue { JSONValue(document: self, index: 0) }

    /// The number of keys and values in the document.
    public var nodeCount: Int { nodes.count }
}

/// The place of an embedded document: the string value whose decoded text it was parsed from.
public struct Embedding: Sendable {
    /// The string value in the outer document.
    public let host: JSONValue
    /// Places where the decoded text and the host's literal line up (source offsets counted from
    /// the literal's opening quote, so a copy of the literal shares them), for mapping offsets back.
    let checkpoints: [StringUnescaper.Checkpoint]

    /// `error`, found in the decoded text, at the place in the outer document's source where
    /// parsing stopped.
    func hostError(_ error: JSONSyntaxError) -> JSONSyntaxError {
        JSONSyntaxError(error.reason, at: host.document.sourceOffset(ofLocal: hostOffset(of: error.offset)))
    }

    /// Maps an offset in the decoded text to an offset in the outer document's source: where the
    /// character that produced it begins (the backslash of an escape, or the character itself),
    /// or the closing quote for the end of the text.
    func hostOffset(of decodedOffset: Int) -> Int {
        let node = host.node
        return StringUnescaper.sourceOffset(
            of: decodedOffset, in: host.document.bytes, from: node.start, to: node.end,
            checkpoints: checkpoints)
    }

    /// `hostOffset(of:)` of `first` and of `second` (`first <= second`), the second found from
    /// the first (`StringUnescaper.sourceOffsets`).
    func hostOffsets(of first: Int, _ second: Int) -> (first: Int, second: Int) {
        let node = host.node
        return StringUnescaper.sourceOffsets(
            of: first, and: second, in: host.document.bytes, from: node.start, to: node.end, checkpoints: checkpoints)
    }
}
