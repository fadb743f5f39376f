import SizeModel

/// The keys of every data map of a message (`data`, `android.data`, `webpush.data`), in map order
/// then source order, each classified once (`DataKey`).
///
/// The keys are held as node indices into the message's document, which the collection holds
/// once: a `DataKey` (and its reference to the document) is made only when a rule reads one. An
/// array of `DataKey`s counted a reference for every key when the context was made and released
/// it with the context (measured: about 12 reference counts a message on the findings-heavy
/// corpus (e)).
public struct DataKeys: RandomAccessCollection, Sendable {
    /// One key: its map, the node index of its value, its classification, and what the rules that
    /// look at every value read first (plain values, so the array of them is freed without
    /// visiting its elements). Those facts are read here, where the key's nodes are read anyway:
    /// a rule reading them from the document retained it for each key (measured).
    struct Entry {
        let map: DataKey.Map
        let valueIndex: Int32
        let classification: DataKeyClassification
        let valueKind: JSONKind
        let valueEscapesControlCharacter: Bool
        let valueFirstTextByte: UInt8?
    }

    /// The document holding the maps.
    private let document: JSONDocument
    /// The keys, in order.
    private let entries: [Entry]

    /// The keys of the data maps `data`, `android.data` and `webpush.data` of the message in
    /// `document`, given as node indices (-1 for a map the message does not have), in one array
    /// that `pool` fills (the list of a message whose rules ran, reused) and lends. Indices, not
    /// values: making a value of each map retained the document.
    init(document: JSONDocument, data: Int, androidData: Int, webpushData: Int, pool: inout EntryPool) {
        self.document = document
        let dataCount = document.memberCount(ofObjectAt: data)
        let androidDataCount = document.memberCount(ofObjectAt: androidData)
        let webpushDataCount = document.memberCount(ofObjectAt: webpushData)
        let total = dataCount + androidDataCount + webpushDataCount
        guard total > 0 else {
            entries = []
            return
        }
        self.entries = pool.fill { entries in
            entries.removeAll(keepingCapacity: true)
            entries.reserveCapacity(total)
            // Only the maps with keys are walked: most messages have one of the three (a call for
            // a map that is not there measured about 15 instructions).
            if dataCount > 0 { Self.appendKeys(of: data, .data, in: document, to: &entries) }
            if androidDataCount > 0 { Self.appendKeys(of: androidData, .androidData, in: document, to: &entries) }
            if webpushDataCount > 0 { Self.appendKeys(of: webpushData, .webpushData, in: document, to: &entries) }
        }
    }

    /// Appends the keys of the object at node `object` of `document` (-1 for none), the data map
    /// `map`, to `entries` (an argument, not a variable captured by a nested function, so it is
    /// not boxed). Each member's nodes are read once, together (`JSONDocument.forEachMemberHead`;
    /// measured against four node reads a key, in the commit that made it), and its key
    /// classified by node index when its first byte does not show it ordinary
    /// (`DataKey.classify(keyAt:firstTextByte:in:)`).
    private static func appendKeys(of object: Int, _ map: DataKey.Map, in document: JSONDocument, to entries: inout [Entry]) {
        document.forEachMemberHead(ofObjectAt: object) { head in
            let classification: DataKeyClassification
            if let first = head.keyFirstTextByte, DataKey.isOrdinaryFirstByte(first) {
                classification = .ordinary
            } else {
                classification = DataKey.classify(keyAt: head.keyIndex, firstTextByte: head.keyFirstTextByte, in: document)
            }
            entries.append(
                Entry(
                    map: map, valueIndex: Int32(truncatingIfNeeded: head.keyIndex &+ 1), classification: classification,
                    valueKind: head.valueKind, valueEscapesControlCharacter: head.valueEscapesControlCharacter,
                    valueFirstTextByte: head.valueFirstTextByte))
        }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { entries.count }

    /// The key at `position`, made for the caller.
    public subscript(position: Int) -> DataKey {
        let entry = entries[position]
        return DataKey(
            map: entry.map, value: document.value(at: Int(entry.valueIndex)), classification: entry.classification)
    }

    /// The data-key parts of the keys' classifications, as bits (`DataKey.parts(of:)`): one loop
    /// over the entries, passing the ordinary keys (most) with one compare, instead of a read of
    /// each key's classification through the collection's indices (measured: `MessageParts.of`
    /// e 404 -> 395 instructions a message).
    var partBits: UInt64 {
        var bits: UInt64 = 0
        for entry in entries where entry.classification != .ordinary {
            bits |= DataKey.partBits(of: entry.classification)
        }
        return bits
    }

    /// Calls `body` with the document, the map and the node index of each key, in order, while
    /// it returns true; false when `body` stopped the walk. For a reader of every key's text
    /// (`IncomingCallPush`): neither a map's value nor a key is made.
    func allKeys(_ body: (_ document: JSONDocument, _ map: DataKey.Map, _ keyIndex: Int) -> Bool) -> Bool {
        for entry in entries where !body(document, entry.map, Int(entry.valueIndex) &- 1) { return false }
        return true
    }

    // Reads of the key at `position` without making it (a `DataKey` holds a reference to the
    // document, counted each time one is made): for the rules that look at every key.

    /// The classification of the key at `position`.
    func classification(at position: Int) -> DataKeyClassification { entries[position].classification }
    /// The kind of the value of the key at `position`.
    func valueKind(at position: Int) -> JSONKind { entries[position].valueKind }
    /// True when the value of the key at `position` is a string with an escape that spells a
    /// control character.
    func valueEscapesControlCharacter(at position: Int) -> Bool { entries[position].valueEscapesControlCharacter }
    /// The first byte of the source text of the value of the key at `position`
    /// (`JSONDocument.firstTextByte(at:)`).
    func valueFirstTextByte(at position: Int) -> UInt8? { entries[position].valueFirstTextByte }
}
