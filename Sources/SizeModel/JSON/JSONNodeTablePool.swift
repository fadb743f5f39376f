/// The node tables of documents a worker is done with, kept so that its next messages are parsed
/// into them: a message's table (40 bytes a node, a few kilobytes for a message) is then neither
/// allocated nor freed, and keeps the capacity it grew to.
///
/// A table is taken back only from a document the caller held the last reference to
/// (`isKnownUniquelyReferenced`): nothing else can still read it (a finding that was kept, a
/// record, a library caller). The table is an array, so even a table still shared would be
/// copied on write, never changed under a reader. `JSONParser.parse(_:range:fileOffset:rootIndex:tables:)`
/// parses into the pool's tables.
package struct JSONNodeTablePool {
    /// The largest table kept (160 KB): message-sized; the table of a larger document is freed.
    static let largestKept = 4096
    /// The most tables kept: more than the documents a worker holds at once (`MessageQueue`).
    static let mostKept = 32
    /// The fewest nodes a table is made with (20 KB): room for any FCM message (at most 4 KB, so
    /// about 520 nodes by `JSONParser`'s first estimate), so that a table is not grown again
    /// when a longer message comes after a short one.
    static let smallestMade = 512

    /// Tables ready to be parsed into, their nodes still in them (the parse empties a table it
    /// takes): the first `spareCount` of `slots`; the other slots hold empty arrays. The list is
    /// made once with `mostKept` slots, and a table is stored into a slot and moved out of it:
    /// `spare.append` called the array's out-of-line growth check
    /// (`_makeUniqueAndReserveCapacityIfNotUnique`) for every table taken back.
    private var slots: [[JSONNode]] = []
    /// The number of spare tables at the start of `slots`.
    private var spareCount = 0

    /// An empty pool.
    package init() {}

    /// The number of tables ready to be parsed into.
    package var count: Int { spareCount }

    /// Takes back the node tables of the documents the caller held the last references to, and
    /// empties `documents`; the other documents are only released.
    ///
    /// Each document is moved out of `documents` and released in turn (last first): emptying the
    /// list with `removeAll(keepingCapacity:)` released them through the runtime's generic array
    /// destruction (`swift_arrayDestroy`, a value-witness call for each document).
    package mutating func recycle(_ documents: inout [JSONDocument]) {
        if slots.isEmpty { slots = Array(repeating: [], count: Self.mostKept) }
        while var document = documents.popLast() {
            guard spareCount < Self.mostKept, isKnownUniquelyReferenced(&document) else { continue }
            let nodes = document.nodes
            // The document goes at the end of this pass, so the spare table is the array's only
            // reference.
            if nodes.capacity <= Self.largestKept {
                slots[spareCount] = nodes
                spareCount += 1
            }
        }
    }

    /// A spare table, its old nodes still in it, or an empty array when there is none. Not
    /// emptied here: `JSONParser.parse(_:range:into:capacity:notesRepeatedKeys:)`, its only
    /// caller, empties the table it parses into, and a second `removeAll(keepingCapacity:)` cost
    /// about 50 instructions per message.
    mutating func take() -> [JSONNode] {
        guard spareCount > 0 else { return [] }
        spareCount -= 1
        // Moved out, leaving the slot an empty array: the slot keeps no reference to the table.
        var table: [JSONNode] = []
        swap(&table, &slots[spareCount])
        return table
    }
}
