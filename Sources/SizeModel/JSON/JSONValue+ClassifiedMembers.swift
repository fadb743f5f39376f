extension JSONValue {
    /// Calls `body` with every member of this object, in source order: the index among `names` of
    /// its key (-1 for a key that is none of them), the key's node index and the kind of its
    /// value (`null` included); nothing for other values. The walk a schema follows, where
    /// unknown keys matter as much as known ones: one pass over the node table, keys compared as
    /// bytes in the source (only an escaped key is decoded), no value made per member.
    /// Always inlined: with `JSONMemberNames.index(of:length:padded:)` inlined into it, the
    /// compiler kept the loop a function of its own, called with `body` as a closure (measured:
    /// with `index` inlinable and not this, a 37,284 -> 37,618, e 47,352 -> 47,738 instructions a
    /// message).
    @inlinable @inline(__always)
    package func forEachMember(
        classifiedBy names: JSONMemberNames, _ body: (_ name: Int, _ keyIndex: Int, _ valueKind: JSONKind) -> Void
    ) {
        let document = self.document
        let object = index
        document.nodes.withUnsafeBufferPointer { nodes in
            guard nodes[object].kind == .object else { return }
            document.bytes.withUnsafeBufferPointer { bytes in
                guard let base = bytes.baseAddress else { return }
                let end = Int(nodes[object].subtreeEnd)
                var key = object &+ 1
                while key < end {
                    let node = nodes[key]
                    let value = nodes[key &+ 1]
                    body(names.index(ofKeyAt: key, node, in: document, bytes, base: base), key, value.kind)
                    key = Int(value.subtreeEnd)
                }
            }
        }
    }
}
