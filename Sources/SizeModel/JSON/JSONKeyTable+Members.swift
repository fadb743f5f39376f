extension JSONKeyTable {
    /// One member of an object as `forEachMember(of:)` sees it: node indices, the value's kind
    /// and the entry its key names. Plain numbers: making one touches no reference count.
    @usableFromInline
    package struct MemberMatch {
        /// The key's node index (the value is the next node).
        @usableFromInline package let keyIndex: Int
        /// The kind of the member's value.
        @usableFromInline package let valueKind: JSONKind
        /// The entry the key names, or nil.
        @usableFromInline package let hit: Hit?

        @usableFromInline
        package init(keyIndex: Int, valueKind: JSONKind, hit: Hit?) {
            self.keyIndex = keyIndex
            self.valueKind = valueKind
            self.hit = hit
        }

        /// The value's node index.
        @inlinable package var valueIndex: Int { keyIndex + 1 }
    }

    /// Calls `body` with each member of `object` (nothing for other values), in source order, its
    /// key already matched against the table. The loop reads the node table in place and is
    /// inlined into the caller with `body`, so a member costs no `JSONValue` and no reference
    /// count; the caller makes values (`JSONDocument.value(at:)`) only for the members it looks
    /// into.
    @inlinable
    package func forEachMember(of object: JSONValue, _ body: (MemberMatch) throws -> Void) rethrows {
        let document = object.document
        try document.nodes.withUnsafeBufferPointer { nodes in
            guard nodes[object.index].kind == .object else { return }
            let end = Int(nodes[object.index].subtreeEnd)
            var key = object.index + 1
            while key < end {
                let valueNode = nodes[key + 1]
                let keyNode = nodes[key]
                let hit = matchKey(
                    start: keyNode.start, end: keyNode.end, isPlainString: keyNode.kind == .string && !keyNode.hasEscapes,
                    at: key, in: document)
                try body(MemberMatch(keyIndex: key, valueKind: valueNode.kind, hit: hit))
                key = Int(valueNode.subtreeEnd)
            }
        }
    }

    /// The entry the key at node `index` of `document` names, or nil: the node's `start` and `end`,
    /// and whether it is a string without escapes. A plain key of at most 16 bytes with eight
    /// bytes from its first to the end of the text (the closing quote and what follows pad a
    /// short one) is read as a word here; others by `matchOtherKey`. The node's fields are passed,
    /// not the node: a node (40 bytes) is passed through memory, copied by the caller for each key
    /// (measured: a 41,556 -> 41,467, e 54,482 -> 54,364 instructions/message).
    /// Not inlined into the member loop: reading the document's bytes there made the schema
    /// walk's loop a function of its own that retained the document (measured: a 41,818 ->
    /// 42,526 instructions/message).
    /// The longer and the other keys go out of line, so this path makes no call but the one to
    /// `matchOtherKey`: it keeps its values in scratch registers, saving two on entry, none
    /// spilled around `middleMatches` (measured: a 39,774 -> 39,669, e 50,564 -> 50,407
    /// instructions/message). So do the keys of a case-insensitive table (header maps): their
    /// lower-casing took two registers more, saved and restored on every call (measured: a
    /// 36,156 -> 36,072, e 45,101 -> 44,954 instructions/message).
    @usableFromInline
    func matchKey(start nodeStart: Int, end nodeEnd: Int, isPlainString: Bool, at index: Int, in document: JSONDocument) -> Hit? {
        // A string node spans its two quotes: the offsets cannot overflow.
        let start = nodeStart &+ 1
        let length = nodeEnd &- 1 &- start
        guard isPlainString, length <= 16, !caseInsensitive,
            let hit = document.bytes.withUnsafeBufferPointer({
                lookupPlainKey(in: $0, start: start, length: length, lowercasing: false)
            })
        else {
            return matchOtherKey(start: start, length: length, isPlainString: isPlainString, at: index, in: document)
        }
        return hit
    }

    /// `matchKey` of a key longer than 16 bytes, an escaped key or another kind of node, a key
    /// too near the end of the text to be read as a word, or any key of a case-insensitive table.
    @usableFromInline @inline(never)
    func matchOtherKey(start: Int, length: Int, isPlainString: Bool, at index: Int, in document: JSONDocument) -> Hit? {
        if isPlainString,
            let hit = document.bytes.withUnsafeBufferPointer({
                lookupPlainKey(in: $0, start: start, length: length, lowercasing: caseInsensitive)
            })
        {
            return hit
        }
        return match(JSONValue(document: document, index: index))
    }

    /// The lookup of the plain key of `length` bytes at `start` in `bytes`, its first (up to)
    /// eight bytes read as one word; nil (no lookup) when fewer than eight bytes are left from
    /// `start`. `lowercasing`: `caseInsensitive`, passed as a constant where it is known.
    @inline(__always)
    private func lookupPlainKey(in bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int, lowercasing: Bool) -> Hit?? {
        guard bytes.count &- start >= 8, let base = bytes.baseAddress else { return .none }
        var prefix = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
        if length < 8 { prefix &= (1 &<< UInt64(truncatingIfNeeded: 8 &* length)) &- 1 }
        if lowercasing { prefix = ByteWords.lowercasedASCII(prefix) }
        return .some(lookup(base + start, length: length, prefix: prefix, lowercasing: lowercasing))
    }
}

extension JSONDocument {
    /// The value at node `index` (a node index this document handed out).
    @inlinable
    package func value(at index: Int) -> JSONValue { JSONValue(document: self, index: index) }

    /// The text of the string at node `index` when it is written without escapes, as a slice of
    /// the source (nothing is copied; the node is read once); nil for an escaped string or another
    /// kind.
    @inlinable
    package func plainStringBytes(at index: Int) -> ArraySlice<UInt8>? {
        let node = nodes[index]
        guard node.kind == .string, !node.hasEscapes else { return nil }
        return bytes[(node.start &+ 1)..<(node.end &- 1)]
    }

    /// The member whose key is node `keyIndex`.
    @inlinable
    package func member(atKey keyIndex: Int) -> JSONMember {
        JSONMember(key: JSONValue(document: self, index: keyIndex), value: JSONValue(document: self, index: keyIndex + 1))
    }
}
