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
    /// takes).
    private var spare: [[JSONNode]] = []

    /// An empty pool.
    package init() {}

    /// The number of tables ready to be parsed into.
    package var count: Int { spare.count }

    /// Takes back the node tables of the documents the caller held the last references to, and
    /// empties `documents`; the other documents are only released.
    package mutating func recycle(_ documents: inout [JSONDocument]) {
        for index in documents.indices where spare.count < Self.mostKept {
            guard isKnownUniquelyReferenced(&documents[index]) else { continue }
            let nodes = documents[index].nodes
            if nodes.capacity <= Self.largestKept { spare.append(nodes) }
        }
        // The documents go now, so each spare table is the array's only reference.
        documents.removeAll(keepingCapacity: true)
    }

    /// A spare table, its old nodes still in it, or an empty array when there is none. Not
    /// emptied here: `JSONParser.parse(_:range:into:capacity:notesRepeatedKeys:)`, its only
    /// caller, empties the table it parses into, and a second `removeAll(keepingCapacity:)` cost
    /// about 50 instructions per message.
    mutating func take() -> [JSONNode] {
        spare.popLast() ?? []
    }
}
