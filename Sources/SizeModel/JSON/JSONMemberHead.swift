/// What a loop over every member of an object reads first of each member, read together from
/// the key's and the value's nodes: the key's node index, the first byte of the key's text, and
/// the value's kind, control-character escape flag and first text byte.
///
/// The data-key loop (`DataKeys`) read these with four node reads a member, each with its own
/// bounds check (`firstTextByte(at:)` twice, `kind(at:)`, `escapesControlCharacter(at:)`);
/// `JSONDocument.forEachMemberHead(ofObjectAt:_:)` reads them from the buffers it walks.
@usableFromInline
package struct JSONMemberHead {
    /// The node index of the member's key (the value is the next node).
    package let keyIndex: Int
    /// `JSONDocument.firstTextByte(at:)` of the key.
    package let keyFirstTextByte: UInt8?
    /// The kind of the value.
    package let valueKind: JSONKind
    /// True when the value is a string with an escape that spells a control character
    /// (`JSONDocument.escapesControlCharacter(at:)`).
    package let valueEscapesControlCharacter: Bool
    /// `JSONDocument.firstTextByte(at:)` of the value.
    package let valueFirstTextByte: UInt8?

    @usableFromInline
    init(keyIndex: Int, keyFirstTextByte: UInt8?, valueKind: JSONKind, valueEscapesControlCharacter: Bool, valueFirstTextByte: UInt8?) {
        self.keyIndex = keyIndex
        self.keyFirstTextByte = keyFirstTextByte
        self.valueKind = valueKind
        self.valueEscapesControlCharacter = valueEscapesControlCharacter
        self.valueFirstTextByte = valueFirstTextByte
    }
}

extension JSONDocument {
    /// Calls `body` with the head (`JSONMemberHead`) of each member of the object at node
    /// `object`, in source order; nothing for -1 or a value that is no object.
    ///
    /// `forEachMemberKey(ofObjectAt:_:)` followed by the node reads of each member, without their
    /// bounds checks: the nodes and bytes are read from the buffers walked, at indices the parser
    /// made (a member's key and value nodes follow the object's node within its subtree; a string
    /// node longer than its two quotes has a text byte after its opening quote).
    @inlinable
    package func forEachMemberHead(ofObjectAt object: Int, _ body: (JSONMemberHead) throws -> Void) rethrows {
        guard object >= 0 else { return }
        try nodes.withUnsafeBufferPointer { nodes in
            guard nodes[object].kind == .object else { return }
            try bytes.withUnsafeBufferPointer { bytes in
                /// The first text byte of the string node `node` (`firstTextByte(at:)`).
                func firstTextByte(_ node: JSONNode) -> UInt8? {
                    guard node.kind == .string, node.end &- node.start > 2 else { return nil }
                    return bytes[node.start &+ 1]
                }
                let end = Int(nodes[object].subtreeEnd)
                var key = object &+ 1
                while key < end {
                    let keyNode = nodes[key]
                    let valueNode = nodes[key &+ 1]
                    try body(
                        JSONMemberHead(
                            keyIndex: key, keyFirstTextByte: firstTextByte(keyNode), valueKind: valueNode.kind,
                            valueEscapesControlCharacter: valueNode.escapesControl,
                            valueFirstTextByte: firstTextByte(valueNode)))
                    key = Int(valueNode.subtreeEnd)
                }
            }
        }
    }

    /// True when the string at node `index` is plain ASCII (`isPlainASCIIString(at:)`) and its
    /// text starts with the lower-case ASCII `prefix`, ignoring ASCII case: compared straight from
    /// the source bytes (a slice of them, `plainStringBytes(at:)`, and `StaticString.utf8Byte(at:)`
    /// per byte cost about 160 instructions a key classified).
    @inlinable
    package func plainASCIIString(at index: Int, hasPrefixIgnoringASCIICase prefix: StaticString) -> Bool {
        let node = nodes[index]
        let count = prefix.utf8CodeUnitCount
        guard node.kind == .string, node.isPlain, node.end &- node.start &- 2 >= count else { return false }
        let start = node.start &+ 1
        return bytes.withUnsafeBufferPointer { bytes in
            let prefix = UnsafeBufferPointer(start: prefix.utf8Start, count: count)
            for offset in 0..<count {
                let byte = bytes[start &+ offset]
                let lowered = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte &+ 32 : byte
                if lowered != prefix[offset] { return false }
            }
            return true
        }
    }
}
