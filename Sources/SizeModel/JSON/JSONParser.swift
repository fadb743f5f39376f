#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A strict RFC 8259 JSON parser over UTF-8 bytes that records where every value is.
///
/// It accepts exactly the JSON grammar: no comments, no trailing commas, no leading zeros, no raw
/// control characters or invalid UTF-8 in strings, no lone surrogate escapes, nothing after the
/// value. Nesting is limited to `maximumDepth` levels, so recursion is bounded, and a document
/// holds at most `maximumValues` keys and values, so memory is bounded (40 bytes per value). A
/// byte-order mark is not JSON; callers that accept one skip it first (see `ByteOrderMark`).
public struct JSONParser: Sendable {
    /// The default nesting limit: 512 levels of objects and arrays.
    public static let defaultMaximumDepth = 512

    /// The default limit on keys and values in one document: 4,000,000 (160 MB of node table).
    /// The largest valid FCM batch (500 messages of at most 4096 bytes) has fewer than 1,100,000.
    public static let defaultMaximumValues = 4_000_000

    /// The deepest nesting of objects and arrays accepted.
    public var maximumDepth: Int
    /// The most keys and values (object keys count) a document may hold.
    public var maximumValues: Int

    /// Creates a parser.
    public init(
        maximumDepth: Int = JSONParser.defaultMaximumDepth,
        maximumValues: Int = JSONParser.defaultMaximumValues
    ) {
        self.maximumDepth = maximumDepth
        self.maximumValues = maximumValues
    }

    /// Parses all of `bytes`.
    public func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONDocument {
        try parse(bytes, range: 0..<bytes.count)
    }

    /// Parses `bytes[range]`; offsets in the result are offsets into `bytes`.
    public func parse(_ bytes: [UInt8], range: Range<Int>) throws(JSONSyntaxError) -> JSONDocument {
        try parse(bytes, range: range, embedding: nil)
    }

    /// Parses `bytes[range]`, a part of a file: `bytes[0]` is at `fileOffset` in the file, and
    /// pointers in the result continue `rootPointer` (a line of JSON Lines is `/3`). Error
    /// offsets are offsets into `bytes`.
    public func parse(
        _ bytes: [UInt8], range: Range<Int>, fileOffset: Int, rootPointer: JSONPointer?
    ) throws(JSONSyntaxError) -> JSONDocument {
        try parse(bytes, range: range, embedding: nil, fileOffset: fileOffset, rootPointer: rootPointer)
    }

    /// Parses the decoded text of a string value as a JSON document embedded in its host.
    ///
    /// Offsets and pointers of the result resolve to places in the host's file; so does the offset
    /// of a thrown error (the character inside the string literal where parsing stopped).
    public func parseEmbedded(in host: JSONValue) throws(JSONSyntaxError) -> JSONDocument {
        try parseEmbedded(in: host, rewriting: nil)
    }

    /// `parseEmbedded(in:)` of the decoded text as `rewrite` changes it, byte for byte in place
    /// (its length kept, so every offset still lines up with the host's literal): what a tool
    /// sends after blanking part of the text, such as the comments Postman strips from a JSON
    /// body.
    public func parseEmbedded(in host: JSONValue, rewriting rewrite: ((inout [UInt8]) -> Void)?) throws(JSONSyntaxError) -> JSONDocument {
        var (text, embedding) = try embeddedText(of: host)
        if let rewrite {
            // A rewrite that changed the length would misplace every offset: it is not applied.
            var rewritten = text
            rewrite(&rewritten)
            if rewritten.count == text.count { text = rewritten }
        }
        do {
            return try parse(text, range: 0..<text.count, embedding: embedding)
        } catch {
            throw embedding.hostError(error)
        }
    }

    /// `parseEmbedded(in:)` into a node table taken from `tables` (the engine's: a worker's
    /// tables of documents it is done with) when the text is message-sized, as
    /// `parse(_:range:fileOffset:rootIndex:tables:)` does for a message: a `notifee_options`
    /// blob's table is then neither allocated nor freed.
    package func parseEmbedded(in host: JSONValue, tables: inout JSONNodeTablePool) throws(JSONSyntaxError) -> JSONDocument {
        let (text, embedding) = try embeddedText(of: host)
        guard text.count <= Self.directTableLimit else { return try parseEmbedded(in: host) }
        var nodes = tables.take()
        let range = 0..<text.count
        let outcome =
            parse(
                text, range: range, into: &nodes, capacity: max(range.count / 8 + 8, JSONNodeTablePool.smallestMade),
                notesRepeatedKeys: false)
            ?? parse(text, range: range, into: &nodes, capacity: range.count / 2 + 2, notesRepeatedKeys: false)
        switch outcome {
        case .success(let notes)?:
            return JSONDocument(bytes: text, range: range, nodes: nodes, embedding: embedding, notes: notes)
        case .failure(let error)?:
            throw embedding.hostError(error)
        case nil:
            // Never: the second capacity holds every text.
            return try parseEmbedded(in: host)
        }
    }

    /// The decoded text of the string `host` and how it lines up with the host's literal.
    private func embeddedText(of host: JSONValue) throws(JSONSyntaxError) -> (text: [UInt8], embedding: Embedding) {
        guard host.isString else {
            throw JSONSyntaxError(
                .unexpectedCharacter(found: "\(host.kind)", expected: "a string holding JSON text"),
                at: host.sourceStart)
        }
        var checkpoints: [StringUnescaper.Checkpoint]? = []
        let n = host.node
        let text = StringUnescaper.decode(
            host.document.bytes, from: n.start, to: n.end, checkpoints: &checkpoints)
        return (text, Embedding(host: host, checkpoints: checkpoints ?? []))
    }

    /// The document `parseEmbedded(in: host)` would give, made from `document`, which was parsed
    /// from another string with exactly the same source bytes (Notify Kit writes the same blob
    /// twice): the parse is shared, only the places in the file differ. Nil when the hosts differ.
    public func reembedded(_ document: JSONDocument, in host: JSONValue) -> JSONDocument? {
        guard let embedding = document.embedding, embedding.host.document === host.document,
            embedding.host.rawBytesEqual(host)
        else { return nil }
        return reembedded(document, inCopyOfItsHost: host)
    }

    /// `reembedded(_:in:)` for a caller that has made sure that `host` is in the same document as
    /// `document`'s host and written with exactly the same bytes (`NotifeeOptionsBlob`, which
    /// checks that before it looks at the copy's parse). Nil when `document` is not embedded.
    package func reembedded(_ document: JSONDocument, inCopyOfItsHost host: JSONValue) -> JSONDocument? {
        // Checkpoints count from the literal's opening quote, so the copy shares them. Only they
        // are read: binding the whole embedding retained and released its host's document.
        guard let checkpoints = document.embedding?.checkpoints else { return nil }
        return JSONDocument(
            bytes: document.bytes, range: document.range, nodes: document.nodes,
            embedding: Embedding(host: host, checkpoints: checkpoints), notes: document.notes)
    }

    /// Parses `bytes[range]`, line or element `rootIndex` of a file (pointers in the result
    /// start with `/3`), as `parse(_:range:fileOffset:rootPointer:)` does, into a node table
    /// taken from `tables` (the engine's: a worker's tables of documents it is done with) when
    /// the text is message-sized. Error offsets are offsets into `bytes`.
    package func parse(
        _ bytes: [UInt8], range: Range<Int>, fileOffset: Int, rootIndex: Int, tables: inout JSONNodeTablePool
    ) throws(JSONSyntaxError) -> JSONDocument {
        guard range.count <= Self.directTableLimit else {
            return try parse(bytes, range: range, embedding: nil, fileOffset: fileOffset, rootPointer: JSONPointer(tokens: [String(rootIndex)]))
        }
        var nodes = tables.take()
        let outcome =
            parse(bytes, range: range, into: &nodes, capacity: max(range.count / 8 + 8, JSONNodeTablePool.smallestMade))
            ?? parse(bytes, range: range, into: &nodes, capacity: range.count / 2 + 2)
        switch outcome {
        case .success(let notes)?:
            return JSONDocument(bytes: bytes, range: range, nodes: nodes, fileOffset: fileOffset, rootIndex: rootIndex, notes: notes)
        case .failure(let error)?:
            throw error
        case nil:
            // Never: the second capacity holds every text. Parse as a document of its own.
            return try parse(bytes, range: range, embedding: nil, fileOffset: fileOffset, rootPointer: JSONPointer(tokens: [String(rootIndex)]))
        }
    }

    /// The longest text parsed straight into its document's array (`parseIntoArray`); a longer
    /// one grows a table of its own and copies it once, so that its array is not oversized.
    static let directTableLimit = 64 * 1024

    func parse(
        _ bytes: [UInt8], range: Range<Int>, embedding: Embedding?, fileOffset: Int = 0, rootPointer: JSONPointer? = nil
    ) throws(JSONSyntaxError) -> JSONDocument {
        let result: Result<(nodes: [JSONNode], notes: ParseNotes), JSONSyntaxError>
        // A message's text: one node per 8 bytes is more than real payloads hold, and no text
        // holds more than one per 2 bytes and one more (`[1,1]`), the retry's room.
        if range.count <= Self.directTableLimit,
            let direct =
                parseIntoArray(bytes, range: range, capacity: range.count / 8 + 8, notesRepeatedKeys: embedding == nil)
                ?? parseIntoArray(bytes, range: range, capacity: range.count / 2 + 2, notesRepeatedKeys: embedding == nil)
        {
            result = direct
        } else {
            result = bytes.withUnsafeBufferPointer { buf in
                var scanner = Scanner(
                    buf: buf, i: range.lowerBound, end: range.upperBound, maximumDepth: maximumDepth,
                    maximumValues: maximumValues, notesRepeatedKeys: embedding == nil)
                do throws(JSONSyntaxError) {
                    try scanner.parseDocument()
                    return .success((scanner.finishNodes(), scanner.notes))
                } catch {
                    return .failure(error)
                }
            }
        }
        switch result {
        case .success(let (nodes, notes)):
            return JSONDocument(
                bytes: bytes, range: range, nodes: nodes, embedding: embedding, fileOffset: fileOffset,
                rootPointer: rootPointer, notes: notes)
        case .failure(let error):
            throw error
        }
    }
}

extension JSONParser {
    /// Parses `bytes[range]` straight into the array of nodes the document keeps, made with room
    /// for `capacity` nodes: no table of the scanner's own, no copy. Nil when the text holds more
    /// nodes (the caller parses again with more room).
    ///
    /// The array is made by `reserveCapacity`, which the compiler specializes for `JSONNode`, and
    /// filled by `append(contentsOf:)` through `DirectParse`: `Array(unsafeUninitializedCapacity:)`
    /// would look up the array storage's generic metadata on every call (about 470 instructions,
    /// twice per message with a `notifee_options` blob).
    private func parseIntoArray(
        _ bytes: [UInt8], range: Range<Int>, capacity: Int, notesRepeatedKeys: Bool
    ) -> Result<(nodes: [JSONNode], notes: ParseNotes), JSONSyntaxError>? {
        var nodes: [JSONNode] = []
        switch parse(bytes, range: range, into: &nodes, capacity: capacity, notesRepeatedKeys: notesRepeatedKeys) {
        case .success(let notes)?: return .success((nodes, notes))
        case .failure(let error)?: return .failure(error)
        case nil: return nil
        }
    }

    /// Parses `bytes[range]` into `nodes` (a spare table with its old nodes, as
    /// `JSONNodeTablePool.take()` hands it over), emptied first, with room for at least `capacity`
    /// nodes (a reused table may have more): nil when the text holds more nodes than that room.
    /// Success carries `Scanner.notes` (`mayRepeatKeys` always true when not `notesRepeatedKeys`).
    private func parse(
        _ bytes: [UInt8], range: Range<Int>, into nodes: inout [JSONNode], capacity: Int, notesRepeatedKeys: Bool = true
    ) -> Result<ParseNotes, JSONSyntaxError>? {
        var outcome = DirectParse.Outcome()
        nodes.removeAll(keepingCapacity: true)
        if nodes.capacity < capacity { nodes.reserveCapacity(capacity) }
        // The sequence holds the bytes as a pointer: copying it into `append` retains nothing.
        bytes.withUnsafeBufferPointer { buf in
            withUnsafeMutablePointer(to: &outcome) { outcome in
                nodes.append(
                    contentsOf: DirectParse(
                        parser: self, buf: buf, range: range, notesRepeatedKeys: notesRepeatedKeys, outcome: outcome))
            }
        }
        if outcome.outgrew || !outcome.ran { return nil }
        if let failure = outcome.failure { return .failure(failure) }
        return .success(outcome.notes)
    }
}

/// A text's nodes as a sequence whose `_copyContents(initializing:)` parses the text into the
/// room `Array.append(contentsOf:)` hands it (`JSONParser.parseIntoArray`): the parse writes
/// straight into the array's storage. Its iterator is empty: a text with more nodes than that
/// room stops with `Outcome.outgrew`, and the caller parses again with more room.
private struct DirectParse: Sequence {
    /// What the parse found, written to the caller's variable.
    struct Outcome {
        /// True once `_copyContents` ran (false if the array ever filled itself another way).
        var ran = false
        var outgrew = false
        var failure: JSONSyntaxError? = nil
        /// `Scanner.notes` of a parse that succeeded.
        var notes = ParseNotes.unknown
    }

    let parser: JSONParser
    /// The text's bytes, valid for the `append(contentsOf:)` call the sequence is made for.
    let buf: UnsafeBufferPointer<UInt8>
    let range: Range<Int>
    let notesRepeatedKeys: Bool
    let outcome: UnsafeMutablePointer<Outcome>

    var underestimatedCount: Int { 0 }

    func makeIterator() -> EmptyCollection<JSONNode>.Iterator { EmptyCollection().makeIterator() }

    __consuming func _copyContents(
        initializing table: UnsafeMutableBufferPointer<JSONNode>
    ) -> (EmptyCollection<JSONNode>.Iterator, UnsafeMutableBufferPointer<JSONNode>.Index) {
        outcome.pointee.ran = true
        var written = 0
        var scanner = Scanner(
            buf: buf, i: range.lowerBound, end: range.upperBound, maximumDepth: parser.maximumDepth,
            maximumValues: parser.maximumValues, notesRepeatedKeys: notesRepeatedKeys, table: table)
        do throws(JSONSyntaxError) {
            try scanner.parseDocument()
            written = scanner.nodeCount
            outcome.pointee.notes = scanner.notes
        } catch {
            outcome.pointee.outgrew = scanner.outgrewTable
            outcome.pointee.failure = error
        }
        return (makeIterator(), table.startIndex + written)
    }
}

// MARK: - Scanner

/// The parser's state over one buffer: the position, the depth, and the node table it fills.
///
/// The table is the scanner's own memory (freed by `deinit`, so the scanner cannot be copied):
/// appending a node is a store, without the uniqueness and capacity checks of an array, and
/// `finishNodes()` hands the table over as an array in one copy.
///
/// Steps of the position, depth and member or element counts wrap (`&+=`) rather than check
/// for overflow: the position steps past a byte only after checking that it is below `end`,
/// the depth is at most `maximumDepth + 1`, and a count is below the node count (whose indices
/// are `Int32` already), so none can overflow, and each check was an instruction more per step.
struct Scanner: ~Copyable {
    let buf: UnsafeBufferPointer<UInt8>
    var i: Int
    let end: Int
    let maximumDepth: Int
    let maximumValues: Int
    var depth = 0
    /// The node table: `nodeCount` nodes written of `nodeCapacity` allocated (none until the
    /// first node, so a scanner that only reads punctuation allocates nothing).
    private var nodes: UnsafeMutablePointer<JSONNode>? = nil
    private(set) var nodeCount = 0
    private var nodeCapacity = 0
    /// `min(nodeCapacity, maximumValues)`: below it, appending a node needs no other check.
    private var nodeLimit = 0
    /// The capacity of the first allocation.
    private let initialCapacity: Int
    /// False when the table is the caller's (`init(…table:)`): it is never grown or freed, and
    /// a text with more nodes stops the parse with `outgrewTable` set.
    private var ownsTable = true
    /// Set when the caller's table had no room for the next node.
    private(set) var outgrewTable = false
    /// What the parse noted so far. `mayRepeatKeys` is false while no object parsed so far may
    /// repeat a key: every key was written without escapes and differs in its bytes from the
    /// keys before it in its object (`noteKey`); true from the start in a scanner made not to
    /// note keys. `holdsDEL` is set by the first DEL in a string, `holdsBraceOpener` by the first
    /// `{{` or `${`.
    private(set) var notes = ParseNotes(mayRepeatKeys: false, holdsDEL: false)

    /// `capacity`: nodes to reserve at first (by default one per 12 bytes of input, about what
    /// real payloads hold; an element of a streamed batch passes a small figure, as its input
    /// runs to the end of the block).
    ///
    /// `notesRepeatedKeys`: false for a text whose repeated keys are rarely asked for (an
    /// embedded `notifee_options` blob): keys are not noted, and `notes.mayRepeatKeys` is true.
    init(
        buf: UnsafeBufferPointer<UInt8>, i: Int, end: Int, maximumDepth: Int, maximumValues: Int, depth: Int = 0,
        capacity: Int? = nil, notesRepeatedKeys: Bool = true
    ) {
        self.buf = buf
        self.i = i
        self.end = end
        self.maximumDepth = maximumDepth
        self.depth = depth
        self.maximumValues = max(1, maximumValues)
        initialCapacity = min(max(8, capacity ?? (end - i) / 12), self.maximumValues)
        notes.mayRepeatKeys = !notesRepeatedKeys
    }

    /// A scanner that writes its nodes into `table`, the caller's memory, which it never grows.
    init(
        buf: UnsafeBufferPointer<UInt8>, i: Int, end: Int, maximumDepth: Int, maximumValues: Int,
        notesRepeatedKeys: Bool, table: UnsafeMutableBufferPointer<JSONNode>
    ) {
        self.init(
            buf: buf, i: i, end: end, maximumDepth: maximumDepth, maximumValues: maximumValues,
            notesRepeatedKeys: notesRepeatedKeys)
        ownsTable = false
        nodes = table.baseAddress
        nodeCapacity = table.baseAddress == nil ? 0 : table.count
        nodeLimit = min(nodeCapacity, self.maximumValues)
    }

    deinit {
        if ownsTable { nodes?.deallocate() }
    }

    /// The nodes written so far, as an array.
    func finishNodes() -> [JSONNode] {
        guard let nodes else { return [] }
        return Array(UnsafeBufferPointer(start: nodes, count: nodeCount))
    }

    /// Sets the position of the root node (an element of a streamed batch: its index).
    mutating func setRootPosition(_ position: Int32) {
        if nodeCount > 0, let nodes { nodes[0].position = position }
    }

    /// Makes room for at least one more node: the first allocation, then doubling, never past
    /// `maximumValues` (the caller checked that the table is below it).
    mutating func growNodes() {
        let newCapacity =
            nodeCapacity == 0 ? initialCapacity : nodeCapacity > maximumValues / 2 ? maximumValues : nodeCapacity * 2
        let grown = UnsafeMutablePointer<JSONNode>.allocate(capacity: max(newCapacity, nodeCount + 1))
        if let nodes {
            grown.moveInitialize(from: nodes, count: nodeCount)
            nodes.deallocate()
        }
        nodes = grown
        nodeCapacity = max(newCapacity, nodeCount + 1)
        nodeLimit = min(nodeCapacity, maximumValues)
    }

    mutating func parseDocument() throws(JSONSyntaxError) {
        skipWhitespace()
        guard i < end else { throw JSONSyntaxError(.emptyInput, at: i) }
        try parseValue(parent: -1)
        skipWhitespace()
        if i < end { throw JSONSyntaxError(.trailingContent(found: describe(i)), at: i) }
    }

    // MARK: Values

    /// Parses the value at `i`, a child of node `parent` at `position` among its siblings.
    mutating func parseValue(parent: Int32, position: Int32 = 0) throws(JSONSyntaxError) {
        guard i < end else { throw JSONSyntaxError(.unexpectedEnd(expected: "a value"), at: i) }
        switch buf[i] {
        case UInt8(ascii: "{"): try parseObject(parent: parent, position: position)
        case UInt8(ascii: "["): try parseArray(parent: parent, position: position)
        case UInt8(ascii: "\""): try parseString(parent: parent, position: position)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try parseNumber(parent: parent, position: position)
        case UInt8(ascii: "t"): try parseLiteral("true", kind: .true, parent: parent, position: position)
        case UInt8(ascii: "f"): try parseLiteral("false", kind: .false, parent: parent, position: position)
        case UInt8(ascii: "n"): try parseLiteral("null", kind: .null, parent: parent, position: position)
        default:
            throw JSONSyntaxError(.unexpectedCharacter(found: describe(i), expected: "a value"), at: i)
        }
    }

    /// Appends a complete node (a container's end, count and subtree are set when it closes, by
    /// `closeContainer`), so no node is written twice.
    mutating func appendNode(
        _ kind: JSONKind, start: Int, end: Int, parent: Int32, position: Int32, hasEscapes: Bool = false,
        isPlain: Bool = false, escapesControl: Bool = false
    ) throws(JSONSyntaxError) -> Int {
        let index = nodeCount
        if index >= nodeLimit { try makeRoom(at: start) }
        nodeCount = index &+ 1
        // Allocated by now: by the caller or by `growNodes`.
        (nodes.unsafelyUnwrapped + index).initialize(
            to: JSONNode(
                kind: kind, hasEscapes: hasEscapes, isPlain: isPlain, escapesControl: escapesControl, start: start, end: end,
                parent: parent, subtreeEnd: Int32(truncatingIfNeeded: index &+ 1), count: 0, position: position))
        return index
    }

    /// Makes room for node `nodeCount` at `nodeLimit`: throws when the document is at
    /// `maximumValues` or the caller's table is full, else grows the table.
    @inline(never)
    mutating func makeRoom(at start: Int) throws(JSONSyntaxError) {
        let index = nodeCount
        if index >= maximumValues {
            throw JSONSyntaxError(.tooManyValues(limit: maximumValues), at: start)
        }
        guard ownsTable else {
            outgrewTable = true
            throw JSONSyntaxError(.tooManyValues(limit: index), at: start)
        }
        growNodes()
    }

    mutating func enterContainer() throws(JSONSyntaxError) {
        depth &+= 1
        if depth > maximumDepth {
            throw JSONSyntaxError(.nestingTooDeep(limit: maximumDepth), at: i)
        }
    }

    /// Sets the end, member or element count and subtree end of the container at `index`, in one
    /// write.
    mutating func closeContainer(_ index: Int, count: Int32) {
        let nodes = self.nodes.unsafelyUnwrapped  // the container's node is in it
        nodes[index].end = i
        nodes[index].count = count
        nodes[index].subtreeEnd = Int32(truncatingIfNeeded: nodeCount)
    }

    /// Parses the object at `i`. The member loop keeps the position in the local `p` and the
    /// buffer's base and `end` in locals, storing `p` to `i` only around calls and slow paths:
    /// read and written through `self`, they were loaded again after every node written (the
    /// node table might alias the scanner, for all the compiler knows). Measured: a 36,842 ->
    /// 36,213, e 45,987 -> 45,182 instructions/message.
    mutating func parseObject(parent: Int32, position: Int32) throws(JSONSyntaxError) {
        let index = try appendNode(.object, start: i, end: i, parent: parent, position: position)
        let selfIndex = Int32(truncatingIfNeeded: index)
        try enterContainer()
        // `buf[i]` is the opening brace, so the buffer has a base address.
        let base = buf.baseAddress.unsafelyUnwrapped
        let raw = UnsafeRawPointer(base)
        let end = self.end
        // The last offset a whole word can be read from (words may run past `end`, never past
        // the buffer: `plainRunEnd`).
        let lastWord = buf.count &- 8
        i &+= 1
        var count: Int32 = 0
        var keyFilter: UInt64 = 0
        skipWhitespace()
        var p = i
        if p < end && base[p] == UInt8(ascii: "}") {
            p &+= 1
        } else {
            while true {
                // Compact JSON has the key's quote right here.
                if !(p < end && base[p] == UInt8(ascii: "\"")) {
                    i = p
                    skipWhitespace()
                    p = i
                    guard p < end else {
                        throw JSONSyntaxError(.unexpectedEnd(expected: "a string key"), at: p)
                    }
                    guard base[p] == UInt8(ascii: "\"") else {
                        let expected = count == 0 ? "a string key or '}'" : "a string key after ','"
                        throw JSONSyntaxError(
                            .unexpectedCharacter(found: describe(p), expected: expected), at: p)
                    }
                }
                let keyStart = p
                let keyIsEscaped: Bool
                // A plain key (printable ASCII, no `{`: `plainStopFlags`) is read here; any other
                // goes on in `parseString(from:)` from its first byte that is not plain.
                p = Self.plainRunEnd(raw, from: p &+ 1, lastWord: lastWord)
                if p < end && base[p] == UInt8(ascii: "\"") {
                    p &+= 1
                    _ = try appendNode(.string, start: keyStart, end: p, parent: selfIndex, position: count, isPlain: true)
                    keyIsEscaped = false
                } else {
                    keyIsEscaped = try parseString(from: p, start: keyStart, parent: selfIndex, position: count)
                    p = i
                }
                if !notes.mayRepeatKeys {
                    noteKey(
                        from: keyStart, to: p, in: base, escaped: keyIsEscaped, number: count, object: index,
                        filter: &keyFilter)
                }
                // Compact JSON has the colon right after the key.
                if p < end && base[p] == UInt8(ascii: ":") {
                    p &+= 1
                } else {
                    i = p
                    try skipColon()
                    p = i
                }
                // Most member values are strings, then objects: parsed without the dispatch
                // through `parseValue`. (Compact JSON has no whitespace before the value.)
                var first = p < end ? base[p] : 0
                if first <= 0x20 {
                    i = p
                    skipWhitespace()
                    p = i
                    first = p < end ? base[p] : 0
                }
                if first == UInt8(ascii: "\"") {
                    let valueStart = p
                    p = Self.plainRunEnd(raw, from: p &+ 1, lastWord: lastWord)
                    if p < end && base[p] == UInt8(ascii: "\"") {
                        p &+= 1
                        _ = try appendNode(
                            .string, start: valueStart, end: p, parent: selfIndex, position: count, isPlain: true)
                    } else {
                        _ = try parseString(from: p, start: valueStart, parent: selfIndex, position: count)
                        p = i
                    }
                } else {
                    i = p
                    if first == UInt8(ascii: "{") {
                        try parseObject(parent: selfIndex, position: count)
                    } else {
                        try parseValue(parent: selfIndex, position: count)
                    }
                    p = i
                }
                count &+= 1
                // Compact JSON has the comma or brace right after the value.
                if p < end {
                    let next = base[p]
                    if next == UInt8(ascii: ",") {
                        p &+= 1
                        continue
                    }
                    if next == UInt8(ascii: "}") {
                        p &+= 1
                        break
                    }
                }
                i = p
                skipWhitespace()
                p = i
                guard p < end else {
                    throw JSONSyntaxError(.unexpectedEnd(expected: "',' or '}'"), at: p)
                }
                if base[p] == UInt8(ascii: ",") {
                    p &+= 1
                    continue
                }
                if base[p] == UInt8(ascii: "}") {
                    p &+= 1
                    break
                }
                throw JSONSyntaxError(
                    .unexpectedCharacter(found: describe(p), expected: "',' or '}' after a member"),
                    at: p)
            }
        }
        i = p
        depth &-= 1
        closeContainer(index, count: count)
    }

    /// The most keys of one object `noteKey` compares; an object with more may repeat a key.
    static let notedKeyLimit: Int32 = 64

    /// Notes the key just parsed (from `start` to `keyEnd` in the buffer at `base`: passed in, as
    /// read from `buf` it was loaded again from the scanner; the last node), member `number` of the
    /// object at node `object`, and sets `notes.mayRepeatKeys` when the key is escaped (its decoded
    /// text may equal a key written otherwise), is past `notedKeyLimit`, or has the same bytes as
    /// an earlier key of the object.
    ///
    /// `filter` holds one bit per earlier key, picked by a hash of its length and first and last
    /// bytes: a key whose bit is clear differs from every key before it, and costs only the bit
    /// test; a key whose bit is set is compared with the earlier keys.
    @inline(__always)
    mutating func noteKey(
        from start: Int, to keyEnd: Int, in base: UnsafePointer<UInt8>, escaped: Bool, number: Int32, object: Int,
        filter: inout UInt64
    ) {
        if escaped || number >= Self.notedKeyLimit {
            notes.mayRepeatKeys = true
            return
        }
        // The quotes stand in for the first and last bytes of an empty key.
        let length = keyEnd &- start
        // The bit's index is a sum of the three, shifted apart (two `lea`s rather than a multiply;
        // `&<<` keeps its low six bits): a collision costs only the comparison.
        let mix = UInt64(base[start &+ 1]) &+ UInt64(base[keyEnd &- 2]) &<< 2 &+ UInt64(truncatingIfNeeded: length) &<< 3
        let bit: UInt64 = 1 &<< mix
        if filter & bit != 0 && hasEarlierKey(sameAs: nodeCount &- 1, length: length, object: object) {
            notes.mayRepeatKeys = true
        }
        filter |= bit
    }

    /// True when a key of the object at node `object` before the plain key `key` (`length` bytes
    /// with its quotes) has the same bytes. (Earlier keys are plain: an escaped one would have
    /// set `notes.mayRepeatKeys` already.)
    @inline(never)
    func hasEarlierKey(sameAs key: Int, length: Int, object: Int) -> Bool {
        let nodes = self.nodes.unsafelyUnwrapped
        let base = buf.baseAddress.unsafelyUnwrapped
        let start = nodes[key].start
        var earlier = object &+ 1
        while earlier < key {
            let other = nodes[earlier]
            if other.end &- other.start == length && memcmp(base + other.start, base + start, length) == 0 { return true }
            earlier = Int(nodes[earlier &+ 1].subtreeEnd)
        }
        return false
    }

    /// Skips the whitespace and the colon after a key.
    mutating func skipColon() throws(JSONSyntaxError) {
        skipWhitespace()
        guard i < end else {
            throw JSONSyntaxError(.unexpectedEnd(expected: "':' after the key"), at: i)
        }
        guard buf[i] == UInt8(ascii: ":") else {
            throw JSONSyntaxError(.unexpectedCharacter(found: describe(i), expected: "':' after the key"), at: i)
        }
        i &+= 1
    }

    mutating func parseArray(parent: Int32, position: Int32) throws(JSONSyntaxError) {
        let index = try appendNode(.array, start: i, end: i, parent: parent, position: position)
        let selfIndex = Int32(truncatingIfNeeded: index)
        try enterContainer()
        i &+= 1
        var count: Int32 = 0
        skipWhitespace()
        if i < end && buf[i] == UInt8(ascii: "]") {
            i &+= 1
        } else {
            while true {
                skipWhitespace()
                if i < end && buf[i] == UInt8(ascii: "]") && count > 0 {
                    throw JSONSyntaxError(
                        .unexpectedCharacter(found: "']'", expected: "a value after ','"), at: i)
                }
                try parseValue(parent: selfIndex, position: count)
                count &+= 1
                skipWhitespace()
                guard i < end else {
                    throw JSONSyntaxError(.unexpectedEnd(expected: "',' or ']'"), at: i)
                }
                if buf[i] == UInt8(ascii: ",") {
                    i &+= 1
                    continue
                }
                if buf[i] == UInt8(ascii: "]") {
                    i &+= 1
                    break
                }
                throw JSONSyntaxError(
                    .unexpectedCharacter(found: describe(i), expected: "',' or ']' after an element"),
                    at: i)
            }
        }
        depth &-= 1
        closeContainer(index, count: count)
    }

    mutating func parseLiteral(_ word: StaticString, kind: JSONKind, parent: Int32, position: Int32) throws(JSONSyntaxError) {
        let start = i
        let length = word.utf8CodeUnitCount
        let letters = UnsafeBufferPointer(start: word.utf8Start, count: length)
        for k in 0..<length {
            guard start + k < end else {
                throw JSONSyntaxError(.unexpectedEnd(expected: "'\(word)'"), at: start + k)
            }
            guard buf[start + k] == letters[k] else {
                throw JSONSyntaxError(
                    .unexpectedCharacter(found: describe(start + k), expected: "a value ('\(word)'?)"),
                    at: start + k)
            }
        }
        i = start + length
        _ = try appendNode(kind, start: start, end: i, parent: parent, position: position)
    }

    // MARK: Numbers

    mutating func parseNumber(parent: Int32, position: Int32) throws(JSONSyntaxError) {
        let start = i
        if buf[i] == UInt8(ascii: "-") { i &+= 1 }
        guard i < end, isDigit(buf[i]) else {
            throw JSONSyntaxError(.invalidNumber(detail: "expected a digit after '-'"), at: i)
        }
        if buf[i] == UInt8(ascii: "0") {
            i &+= 1
            if i < end, isDigit(buf[i]) {
                throw JSONSyntaxError(.invalidNumber(detail: "leading zeros are not allowed"), at: i - 1)
            }
        } else {
            while i < end, isDigit(buf[i]) { i &+= 1 }
        }
        if i < end, buf[i] == UInt8(ascii: ".") {
            i &+= 1
            guard i < end, isDigit(buf[i]) else {
                throw JSONSyntaxError(.invalidNumber(detail: "expected a digit after '.'"), at: i)
            }
            while i < end, isDigit(buf[i]) { i &+= 1 }
        }
        if i < end, buf[i] == UInt8(ascii: "e") || buf[i] == UInt8(ascii: "E") {
            i &+= 1
            if i < end, buf[i] == UInt8(ascii: "+") || buf[i] == UInt8(ascii: "-") { i &+= 1 }
            guard i < end, isDigit(buf[i]) else {
                throw JSONSyntaxError(.invalidNumber(detail: "expected a digit in the exponent"), at: i)
            }
            while i < end, isDigit(buf[i]) { i &+= 1 }
        }
        _ = try appendNode(.number, start: start, end: i, parent: parent, position: position)
    }

    func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    // MARK: Strings

    /// Parses the string at `i`. A plain one (printable ASCII up to the closing quote: most keys
    /// and values) is read here, inlined into the caller, a word at a time; any other string, and
    /// one with a `{` (or `|`, `}`, `~`: `plainStopFlags`), is read on by `parseString(from:)`
    /// from the first byte that is not plain, which notes `{{` and `${`. Returns true when the
    /// string has an escape.
    @inline(__always) @discardableResult
    mutating func parseString(parent: Int32, position: Int32) throws(JSONSyntaxError) -> Bool {
        let start = i
        // `buf[start]` is the opening quote, so the buffer has a base address.
        let base = buf.baseAddress.unsafelyUnwrapped
        let raw = UnsafeRawPointer(base)
        // Words are read up to the end of the buffer, which may lie past `end` (a line of JSON
        // Lines in its block): a stop found at or past `end` means the string is not closed.
        let lastWord = buf.count &- 8
        var p = start &+ 1
        while p <= lastWord {
            let flags = Self.plainStopFlags(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: p, as: UInt64.self)))
            if flags == 0 {
                p &+= 8
                continue
            }
            p &+= flags.trailingZeroBitCount &>> 3
            if p < end && base[p] == UInt8(ascii: "\"") {
                i = p &+ 1
                _ = try appendNode(.string, start: start, end: i, parent: parent, position: position, isPlain: true)
                return false
            }
            break
        }
        return try parseString(from: p, start: start, parent: parent, position: position)
    }

    /// Reads on the string that starts at `start` from `p`, the first byte of it that may not be
    /// plain (or the buffer's last partial word), to its closing quote, and appends its node.
    /// Returns true when the string has an escape.
    mutating func parseString(from p: Int, start: Int, parent: Int32, position: Int32) throws(JSONSyntaxError) -> Bool {
        let base = buf.baseAddress.unsafelyUnwrapped
        let raw = UnsafeRawPointer(base)
        let lastWord = buf.count &- 8
        // A local: read from `self` at each stop, it was loaded again after every store to `i`.
        let end = self.end
        var p = p
        var hasEscapes = false
        // False once a byte that is not printable ASCII was read; a string with an escape is not
        // plain either (`isPlain && !hasEscapes`: one store less at each `\"` and `\\`).
        var isPlain = true
        var escapesControl = false
        scan: while true {
            // Plain printable ASCII (DEL is not plain) eight bytes at a time; the first byte that
            // ends the run decides what comes next (the closing quote first: it is the most common).
            if p <= lastWord {
                let word = p
                var flags = Self.exactStopFlags(raw.loadUnaligned(fromByteOffset: word, as: SIMD8<UInt8>.self), from: 0x7B)
                // The word's stops, lowest first (`exactStopFlags`: every flag is a stop). `\"` and
                // `\\` (JSON text inside a string is full of them) are stepped over here and the
                // next stop is taken from the same flags, the escape's two bytes being their two
                // lowest: the word is not read again after each escape (measured: a 33,971 ->
                // 33,918, e 39,600 -> 39,579 instructions a message; with the word arithmetic of
                // `stopFlags(_:from:)` on a `UInt64`, whose constants then took general registers
                // in this loop, a 34,070, e 39,656). A `{` (and `|`, `}`, `~`) is a stop too, stepped
                // over the same way after `noteBraceOpener`.
                stops: while true {
                    if flags == 0 {
                        // No stop from `p` to the word's end (an escape at its last byte ends past it).
                        p = max(p, word &+ 8)
                        continue scan
                    }
                    p = word &+ flags.trailingZeroBitCount &>> 3
                    guard p < end else {
                        throw JSONSyntaxError(.unexpectedEnd(expected: "'\"' to close the string"), at: end)
                    }
                    var byte = base[p]
                    if byte == UInt8(ascii: "\\") {
                        // A run of escapes, each followed by the next stop's byte here (one test for
                        // the next backslash, one store of `hasEscapes` for the run). Any other escape,
                        // or one at `end`, goes on below the loop (which notes `hasEscapes` as well).
                        hasEscapes = true
                        repeat {
                            guard p &+ 1 < end else { break stops }
                            let escaped = base[p &+ 1]
                            guard escaped == UInt8(ascii: "\"") || escaped == UInt8(ascii: "\\") else { break stops }
                            p &+= 2
                            flags &= flags &- 1
                            flags &= flags &- 1
                            if flags == 0 {
                                p = max(p, word &+ 8)
                                continue scan
                            }
                            p = word &+ flags.trailingZeroBitCount &>> 3
                            guard p < end else {
                                throw JSONSyntaxError(.unexpectedEnd(expected: "'\"' to close the string"), at: end)
                            }
                            byte = base[p]
                        } while byte == UInt8(ascii: "\\")
                    }
                    if byte == UInt8(ascii: "\"") {
                        p &+= 1
                        break scan
                    }
                    // `{`, `|`, `}` or `~` (plain): a `{` after `{` or `$` is noted here.
                    guard byte &- 0x7B < 4 else { break }
                    if byte == UInt8(ascii: "{") { noteBraceOpener(before: base[p &- 1]) }
                    p &+= 1
                    flags &= flags &- 1
                }
            } else {
                // The buffer's last bytes, fewer than a word: one at a time. (`p` is past `end`
                // when the words before ran over it.)
                guard p < end else {
                    throw JSONSyntaxError(.unexpectedEnd(expected: "'\"' to close the string"), at: end)
                }
                let byte = base[p]
                if byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
                    if byte == UInt8(ascii: "{") { noteBraceOpener(before: base[p &- 1]) }
                    p &+= 1
                    continue
                }
            }
            let byte = base[p]
            if byte == UInt8(ascii: "\"") {
                p &+= 1
                break
            }
            isPlain = false
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                // `\"` and `\\` (JSON text inside a string is full of them) need no more checks;
                // every other escape goes through `scanEscape`.
                if p &+ 1 < end {
                    let escaped = base[p &+ 1]
                    if escaped == UInt8(ascii: "\"") || escaped == UInt8(ascii: "\\") {
                        p &+= 2
                        continue
                    }
                }
                i = p
                if try scanEscape() { escapesControl = true }
                p = i
            } else if byte < 0x20 {
                throw JSONSyntaxError(.controlCharacterInString(byte), at: p)
            } else {
                // Well-formed 2- and 3-byte sequences (most non-ASCII text) are checked inline, a
                // run at a time; DEL, 4-byte and malformed ones go through the full decoder.
                let next = Self.skipTwoAndThreeByteSequences(buf, from: p, end: end)
                if next > p {
                    p = next
                    continue
                }
                // DEL (the one plain-run stop that is valid alone) is noted for the size screen.
                if byte == 0x7F { notes.holdsDEL = true }
                switch UTF8Validation.sequence(buf, at: p, end: end) {
                case .valid(let length, _): p &+= length
                case .invalid(let detail): throw JSONSyntaxError(.invalidUTF8(detail: detail), at: p)
                }
            }
        }
        i = p
        _ = try appendNode(
            .string, start: start, end: p, parent: parent, position: position, hasEscapes: hasEscapes,
            isPlain: isPlain && !hasEscapes, escapesControl: escapesControl)
        return hasEscapes
    }

    /// Notes a brace placeholder's opener, `{{` or `${`, for the `{` of a string whose byte
    /// before it is `before` (in the string, or its opening quote).
    ///
    /// `parseString(from:)` stops its word loop at each `{` (and `|`, `}`, `~`) to call this,
    /// where each string it read was searched afterwards with `memchr` (a call a string and one
    /// more after each `{`, ~50 instructions a string on a): with the escape runs of that loop,
    /// measured a 33,752 -> 33,625, e 39,121 -> 39,021 instructions a message. The brace stops
    /// alone, with an escape at a time, came to a 33,777, e 39,079 (a string of JSON text on a
    /// holds ~4 braces, and the loop's escape step grew by four instructions). Measured worse
    /// before, with the search kept (baseline a 33,754, e 39,116): starting it at the byte
    /// `parseString(from:)` was given (a 33,745, e 39,119); stepping past the byte after each
    /// `{` too (a 33,757, e 39,125); one pass of sixteen-byte vector blocks testing `{` after `{`
    /// or `$`, no `memchr` (a 34,524, e 39,580).
    @inline(__always)
    mutating func noteBraceOpener(before: UInt8) {
        if before == UInt8(ascii: "{") || before == UInt8(ascii: "$") { notes.holdsBraceOpener = true }
    }

    /// The offset of the first byte from `p` on that ends a plain run of an inline string
    /// (`plainStopFlags`: `"`, `\\`, a control character, `{` to DEL, a non-ASCII byte), read
    /// sixteen bytes at a time while a block fits before the buffer's end, then a word at a time
    /// while a word starts at or before `lastWord` (the buffer's count minus 8); else the offset of
    /// the first byte not read. Every byte before the result is plain. Bytes are read up to the
    /// end of the buffer, which may lie past the scanner's `end` (a line of JSON Lines in its
    /// block): the caller checks the result against `end`.
    ///
    /// A block is tested in vector registers (`plainStopFlags(_: SIMD16<UInt8>)`): about 22
    /// instructions for sixteen bytes where two words took 30, and the scan's constants no longer
    /// hold five general registers through `parseObject`'s member loop (its count and end were
    /// kept on the stack for them).
    ///
    /// Measured worse and left out: stepping a pointer through the blocks and comparing it with
    /// the last block's address (four instructions of loop overhead a block where the offset
    /// takes five, but more to set up and to leave, and most runs are one or two blocks): a
    /// 33,918 -> 34,073, e 39,579 -> 39,753 instructions a message.
    @inline(__always)
    static func plainRunEnd(_ raw: UnsafeRawPointer, from p: Int, lastWord: Int) -> Int {
        var p = p
        let lastBlock = lastWord &- 8
        while p <= lastBlock {
            let flags = plainStopFlags(raw.loadUnaligned(fromByteOffset: p, as: SIMD16<UInt8>.self))
            let low = UInt64(littleEndian: flags[0])
            if low != 0 { return p &+ low.trailingZeroBitCount &>> 3 }
            let high = UInt64(littleEndian: flags[1])
            if high != 0 { return p &+ 8 &+ high.trailingZeroBitCount &>> 3 }
            p &+= 16
        }
        // At most one whole word is left (`p` is past `lastWord - 8`): read as the low half of
        // a block whose high half is zero (no stops).
        if p <= lastWord {
            var block = SIMD16<UInt8>()
            block.lowHalf = raw.loadUnaligned(fromByteOffset: p, as: SIMD8<UInt8>.self)
            let low = UInt64(littleEndian: plainStopFlags(block)[0])
            if low != 0 { return p &+ low.trailingZeroBitCount &>> 3 }
            p &+= 8
        }
        return p
    }

    /// The bytes of `block` that end a plain run of an inline string (`plainStopFlags`), flagged
    /// in their high bit, as two words (the first byte in the least significant of the first).
    @inline(__always)
    static func plainStopFlags(_ block: SIMD16<UInt8>) -> SIMD2<UInt64> { stopFlags(block, from: 0x7B) }

    /// The bytes of `block` that are `"`, `\\`, a control character or at least `lowest` (0x7B
    /// to 0x7F), flagged in their high bit, as two words.
    ///
    /// `stopFlags(_:from:)` a byte at a time (vector lanes, no borrow or carry between them),
    /// without its `& ~x` masks: each test also flags the bytes at or above 0x80, which are stops
    /// already. A byte is flagged exactly when it is a stop.
    @inline(__always)
    static func stopFlags(_ block: SIMD16<UInt8>, from lowest: UInt8) -> SIMD2<UInt64> {
        // `b ^ 0x02 - 0x21` wraps to 0x80 or more for a control character or a quote; `b ^ 0x5C
        // - 1` for a backslash; `b + (0x80 - lowest)` reaches 0x80 for `lowest` to DEL.
        let controlOrQuote = (block ^ SIMD16(repeating: 0x02)) &- SIMD16(repeating: 0x21)
        let backslash = (block ^ SIMD16(repeating: 0x5C)) &- SIMD16(repeating: 0x01)
        let high = block &+ SIMD16(repeating: 0x80 &- lowest)
        let flags = controlOrQuote | backslash | high | block
        return unsafeBitCast(flags, to: SIMD2<UInt64>.self) & SIMD2(repeating: 0x8080_8080_8080_8080)
    }

    /// The bytes of `block` that are `"`, `\\`, a control character or at least `lowest` (0x7B
    /// to 0x7F; DEL by default) flagged in their high bit, as a word (the first byte in the least
    /// significant); zero when there is none. `parseString(from:)` reads with `lowest` 0x7B: its
    /// stops are those of a plain run and `{`, `|`, `}`, `~` (where it notes `{{` and `${`).
    ///
    /// Tested a byte at a time (vector lanes, no borrow or carry between them), a byte is flagged
    /// exactly when it is a stop, so a flag above a stop is a stop too (`parseString(from:)` takes
    /// several stops from one word); and the constants live in vector registers, not in five
    /// general ones.
    @inline(__always)
    static func exactStopFlags(_ block: SIMD8<UInt8>, from lowest: UInt8 = 0x7F) -> UInt64 {
        // As in `stopFlags(_: SIMD16<UInt8>, from:)`.
        let controlOrQuote = (block ^ SIMD8(repeating: 0x02)) &- SIMD8(repeating: 0x21)
        let backslash = (block ^ SIMD8(repeating: 0x5C)) &- SIMD8(repeating: 0x01)
        let high = block &+ SIMD8(repeating: 0x80 &- lowest)
        let flags = controlOrQuote | backslash | high | block
        return UInt64(littleEndian: unsafeBitCast(flags, to: UInt64.self)) & 0x8080_8080_8080_8080
    }

    /// `exactStopFlags`, and also `{`, `|`, `}` and `~` (the bytes just below DEL): the stops of a
    /// string read inline (`parseString(parent:position:)`), so that a string with a `{` is read
    /// by `parseString(from:)`, which notes `{{` and `${`.
    @inline(__always)
    static func plainStopFlags(_ word: UInt64) -> UInt64 { stopFlags(word, from: 0x7B) }

    /// The bytes of `word` that are `"`, `\\`, a control character or at least `lowest` (0x7B to
    /// 0x7F), flagged in their high bit.
    ///
    /// A borrow or carry can also flag a byte above a match, never one below, so the lowest flag
    /// is the first matching byte, and there is a flag exactly when there is a match.
    @inline(__always)
    static func stopFlags(_ word: UInt64, from lowest: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        // `x ^ 0x02` is below 0x21 exactly for a control character (below 0x20) or a quote
        // (0x22 becomes 0x20): one test for both. Then a zero byte in `backslash`, and a byte
        // at or above `lowest` (adding 0x80 - `lowest` sets its high bit; bytes with it set
        // already have it).
        let quoteFolded = word ^ (ones &* 0x02)
        let backslash = word ^ (ones &* 0x5C)
        let hasControlOrQuote = (quoteFolded &- (ones &* 0x21)) & ~quoteFolded
        let hasBackslash = (backslash &- ones) & ~backslash
        let hasHigh = word | (word &+ (ones &* (0x80 &- lowest)))
        return (hasControlOrQuote | hasBackslash | hasHigh) & highs
    }

    /// Skips plain bytes eight at a time from `start`, while a whole word fits before `end`: the
    /// offset of the first byte that ends a plain run (`"`, `\`, a control character, DEL or a
    /// non-ASCII byte), or of the first byte of the last partial word. The word step of
    /// `parseString`, for tests.
    static func skipPlainWords(_ buf: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> Int {
        guard let base = buf.baseAddress else { return start }
        let raw = UnsafeRawPointer(base)
        var i = start
        while i <= end &- 8 {
            let flags = exactStopFlags(raw.loadUnaligned(fromByteOffset: i, as: SIMD8<UInt8>.self))
            if flags != 0 { return i &+ flags.trailingZeroBitCount / 8 }
            i &+= 8
        }
        return i
    }

    /// The offset past the run of well-formed 2- and 3-byte UTF-8 sequences at `start` (RFC 3629
    /// Table 3-7: no overlong forms, no surrogates); `start` when there is none.
    ///
    /// While four bytes are left before `end`, a sequence is checked in one little-endian word
    /// (its lead in the low byte): a mask and a compare for its lead and continuation bytes, and
    /// the second byte's bit 5 for the overlong `E0` and surrogate `ED` forms. Byte by byte, a
    /// 3-byte sequence took about 22 instructions, now 18 (measured: a 39,668 -> 39,640, e 50,323 ->
    /// 50,307 instructions/message; looping while `i + 4 <= end` instead of `i <= end - 4` cost
    /// more than it saved, a +38, e +43).
    @inline(__always)
    static func skipTwoAndThreeByteSequences(_ buf: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> Int {
        // Offsets below `end`, an offset in the buffer: the arithmetic cannot overflow.
        var i = start
        if let base = buf.baseAddress {
            let raw = UnsafeRawPointer(base)
            // The last offset with four bytes before `end` (negative when there is none).
            let lastWord = end &- 4
            while i <= lastWord {
                let word = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt32.self))
                if word & 0xC0E0 == 0x80C0 {
                    // 110xxxxx 10xxxxxx; `C0` and `C1` (no bit of 0x1E set) are overlong.
                    if word & 0x1E == 0 { return i }
                    i &+= 2
                } else if word & 0xC0_C0F0 == 0x80_80E0 {
                    // 1110xxxx 10xxxxxx 10xxxxxx; bit 5 of the second byte is set for A0-BF:
                    // `E0` needs it (else overlong), `ED` must not have it (else a surrogate).
                    let nibble = word & 0x0F
                    let secondHigh = word & 0x2000 != 0
                    if nibble == 0 ? !secondHigh : nibble == 0x0D && secondHigh { return i }
                    i &+= 3
                } else {
                    return i
                }
            }
        }
        // The last bytes before `end`, fewer than four: one at a time.
        while i < end {
            let lead = buf[i]
            if lead >= 0xC2 && lead <= 0xDF {
                guard i &+ 1 < end, buf[i &+ 1] & 0xC0 == 0x80 else { break }
                i &+= 2
            } else if lead >= 0xE0 && lead <= 0xEF {
                guard i &+ 2 < end else { break }
                let second = buf[i &+ 1]
                guard second & 0xC0 == 0x80, buf[i &+ 2] & 0xC0 == 0x80 else { break }
                if lead == 0xE0 && second < 0xA0 { break }  // overlong
                if lead == 0xED && second > 0x9F { break }  // surrogate
                i &+= 3
            } else {
                break
            }
        }
        return i
    }

    /// Checks the escape at `i` and steps over it; true when it spells a control character
    /// (`JSONNode.escapesControl`).
    @discardableResult
    mutating func scanEscape() throws(JSONSyntaxError) -> Bool {
        let escapeStart = i
        // `i` is below `end`, an offset in the buffer, and each step below is checked against
        // `end` first: the offsets cannot overflow.
        guard i &+ 1 < end else {
            throw JSONSyntaxError(.unexpectedEnd(expected: "an escape after '\\'"), at: i &+ 1)
        }
        switch buf[i &+ 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "n"), UInt8(ascii: "r"),
            UInt8(ascii: "t"):
            i &+= 2
            return false
        case UInt8(ascii: "b"), UInt8(ascii: "f"):
            i &+= 2
            return true
        case UInt8(ascii: "u"):
            let unit = try Self.hex4(buf, at: i &+ 2, end: end)
            i &+= 6
            if unit < 0x20 { return unit != 0x09 && unit != 0x0A && unit != 0x0D }
            if (0xDC00...0xDFFF).contains(unit) {
                throw JSONSyntaxError(.loneSurrogate(escapeText(escapeStart, 6)), at: escapeStart)
            }
            if (0xD800...0xDBFF).contains(unit) {
                guard i &+ 1 < end, buf[i] == UInt8(ascii: "\\"), buf[i &+ 1] == UInt8(ascii: "u") else {
                    throw JSONSyntaxError(.loneSurrogate(escapeText(escapeStart, 6)), at: escapeStart)
                }
                let low = try Self.hex4(buf, at: i &+ 2, end: end)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw JSONSyntaxError(.loneSurrogate(escapeText(escapeStart, 6)), at: escapeStart)
                }
                i &+= 6
            }
            return false
        default:
            throw JSONSyntaxError(.invalidEscape(found: describeEscaped(i &+ 1)), at: i)
        }
    }

    /// The value of the four hexadecimal digits of the `\u` escape whose digits start at
    /// `position` (at most `end`); throws `invalidUnicodeEscape` at the backslash when one is
    /// missing or not a digit. Static, given the buffer and `end`: as a method of the scanner it
    /// was handed a copy of the whole scanner, made on the stack at each `\u` escape (measured:
    /// e 50,407 -> 50,323 instructions/message).
    static func hex4(_ buf: UnsafeBufferPointer<UInt8>, at position: Int, end: Int) throws(JSONSyntaxError) -> UInt32 {
        guard end &- position >= 4 else { throw JSONSyntaxError(.invalidUnicodeEscape, at: position &- 2) }
        var value: UInt32 = 0
        for k in 0..<4 {
            let digit = StringUnescaper.hexValue(buf[position &+ k])
            guard digit < 16 else { throw JSONSyntaxError(.invalidUnicodeEscape, at: position &- 2) }
            value = value &<< 4 | UInt32(digit)
        }
        return value
    }

    func escapeText(_ start: Int, _ length: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: buf[start..<min(start + length, end)]), as: UTF8.self)
    }

    func describeEscaped(_ position: Int) -> String {
        let byte = buf[position]
        if byte >= 0x21 && byte < 0x7F { return String(Character(Unicode.Scalar(byte))) }
        return "(\(UTF8Validation.describe(buf, at: position, end: end)))"
    }

    // MARK: Whitespace

    /// Skips JSON whitespace. Compact JSON has none: a byte above the space returns at once,
    /// inline; a run of whitespace is skipped by `skipWhitespaceRun`.
    @inline(__always)
    mutating func skipWhitespace() {
        if i < end && buf[i] > 0x20 { return }
        skipWhitespaceRun()
    }

    /// Skips the whitespace at `i`, out of line: inlined, its bit mask of the whitespace bytes
    /// held a register through `parseObject`'s member loop, whose constants were then loaded
    /// again at each word of a string.
    @inline(never)
    mutating func skipWhitespaceRun() {
        while i < end {
            switch buf[i] {
            case 0x20, 0x0A, 0x09: i &+= 1
            case 0x0D:
                notes.holdsCarriageReturn = true
                i &+= 1
            default: return
            }
        }
    }

    func describe(_ position: Int) -> String {
        UTF8Validation.describe(buf, at: position, end: end)
    }
}
