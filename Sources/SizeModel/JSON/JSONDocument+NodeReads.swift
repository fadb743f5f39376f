// Reads of a value by its node index, for loops that look at many values and make a `JSONValue`
// (which holds a reference to its document, counted each time one is made) only for the few they
// report on.

extension JSONValue {
    /// Calls `body` with this object's document and the node index of each member's key (the
    /// value is the next node), in source order; nothing for other values.
    ///
    /// For a loop that looks at most members only through their bytes (`JSONDocument`'s
    /// `firstTextByte(at:)`, `sourceHasPrefix(at:ignoringASCIICase:)`) and makes a `JSONMember`
    /// (`member(atKey:)`) only for the few it reports: `forEachMember(_:)` makes a member for
    /// each, which costs a retain and a release of the document per member.
    @inlinable
    package func forEachMemberKey(_ body: (_ document: JSONDocument, _ keyIndex: Int) throws -> Void) rethrows {
        let document = self.document
        let object = index
        try document.nodes.withUnsafeBufferPointer { nodes in
            guard nodes[object].kind == .object else { return }
            let end = Int(nodes[object].subtreeEnd)
            var key = object &+ 1
            while key < end {
                try body(document, key)
                key = Int(nodes[key &+ 1].subtreeEnd)
            }
        }
    }
}

extension JSONDocument {
    /// `JSONValue.forEachMemberKey(_:)` for the object at node `object` (nothing for -1 or a value
    /// that is no object): for a caller that holds the node index, not a value.
    @inlinable
    package func forEachMemberKey(ofObjectAt object: Int, _ body: (_ keyIndex: Int) throws -> Void) rethrows {
        guard object >= 0 else { return }
        try nodes.withUnsafeBufferPointer { nodes in
            guard nodes[object].kind == .object else { return }
            let end = Int(nodes[object].subtreeEnd)
            var key = object &+ 1
            while key < end {
                try body(key)
                key = Int(nodes[key &+ 1].subtreeEnd)
            }
        }
    }

    /// The node index of the value of the first member named `name` that is not `null` in the
    /// object at node `object`, or -1 (also for -1 or a value that is no object):
    /// `member(literal:)`'s index, without making a value.
    @inlinable
    package func memberNode(ofObjectAt object: Int, literal name: StaticString) -> Int {
        guard object >= 0 else { return -1 }
        return name.withUTF8Buffer { JSONValue(document: self, index: object).memberIndex(utf8: $0) }
    }

    /// True when the values at nodes `a` and `b` are strings with the same decoded text
    /// (`JSONValue.stringEquals(_:)`), for a caller that holds node indices.
    package func stringsEqual(at a: Int, _ b: Int) -> Bool {
        JSONValue(document: self, index: a).stringEquals(JSONValue(document: self, index: b))
    }

    /// The number of members of the object at node `index` (0 for -1 or a value that is no object).
    @inlinable
    package func memberCount(ofObjectAt index: Int) -> Int {
        guard index >= 0 else { return 0 }
        let node = nodes[index]
        return node.kind == .object ? Int(node.count) : 0
    }

    /// The kind of the value at node `index`.
    @inlinable
    package func kind(at index: Int) -> JSONKind { nodes[index].kind }

    /// True when the value at node `index` is a string with an escape that spells a control
    /// character (`JSONValue.escapesControlCharacter`).
    @inlinable
    package func escapesControlCharacter(at index: Int) -> Bool { nodes[index].escapesControl }

    /// True when the value at node `index` is a string of ASCII text written without escapes
    /// (`JSONValue.isPlainASCII`).
    @inlinable
    package func isPlainASCIIString(at index: Int) -> Bool {
        let node = nodes[index]
        return node.kind == .string && node.isPlain
    }

    /// True when the value at node `index` is the empty string (`""`).
    @inlinable
    package func isEmptyString(at index: Int) -> Bool {
        let node = nodes[index]
        return node.kind == .string && node.end &- node.start == 2
    }

    /// True when the value at node `index` is a string written without escapes whose text is
    /// `text` (an escaped string is false: the caller compares its decoded text).
    package func isPlainString(at index: Int, equalTo text: StaticString) -> Bool {
        let node = nodes[index]
        // A one-character literal may be stored as a scalar, which has no UTF-8 count to read.
        guard text.hasPointerRepresentation else { return !node.hasEscapes && slowIsString(at: index, equalTo: text) }
        guard node.kind == .string, !node.hasEscapes, node.end &- node.start &- 2 == text.utf8CodeUnitCount else { return false }
        return text.withUTF8Buffer { rawEquals(node.start &+ 1, $0) }
    }

    /// True when the value at node `index` is a string whose text is `text`: `stringEquals(_:)`
    /// read by node index, with no `JSONValue` made. A string written without escapes is compared
    /// byte for byte in place with the literal's bytes; an escaped one by its decoded text.
    ///
    /// Always inlined, so the caller's literal is a constant (its length and bytes known): a first
    /// version, not inlinable and comparing through `StaticString.withUTF8Buffer`'s closure, cost
    /// more than `stringEquals(_:)` did (corpus e +41 instructions a message, measured), and
    /// `@inlinable` alone left it a call (45 more a message than always inlined).
    @inlinable @inline(__always)
    package func isString(at index: Int, equalTo text: StaticString) -> Bool {
        let node = nodes[index]
        guard node.kind == .string else { return false }
        // A one-character literal may be stored as a scalar, which has no bytes of its own.
        guard !node.hasEscapes, text.hasPointerRepresentation else { return slowIsString(at: index, equalTo: text) }
        // A string node spans its two quotes within the source: the offsets cannot overflow.
        let start = node.start &+ 1
        let length = node.end &- 1 &- start
        guard length == text.utf8CodeUnitCount else { return false }
        guard length > 0 else { return true }
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, start &+ length <= buffer.count else { return false }
            return ByteRunEquality.equal(base + start, text.utf8Start, count: length)
        }
    }

    /// `isString(at:equalTo:)` for an escaped string (its decoded text) or a literal stored as a
    /// scalar. Not inlined: both are rare.
    @usableFromInline @inline(never)
    func slowIsString(at index: Int, equalTo text: StaticString) -> Bool {
        let node = nodes[index]
        guard node.kind == .string else { return false }
        if node.hasEscapes { return JSONValue(document: self, index: index).stringValue == text.description }
        let start = node.start &+ 1
        let length = node.end &- 1 &- start
        return text.withUTF8Buffer { utf8 in utf8.count == length && rawEquals(start, utf8) }
    }

    /// The first byte of the source text of the string at node `index`, after its opening quote
    /// (a backslash when the text starts with an escape); nil for an empty string or a value that
    /// is not a string.
    @inlinable
    package func firstTextByte(at index: Int) -> UInt8? {
        let node = nodes[index]
        guard node.kind == .string, node.end &- node.start > 2 else { return nil }
        return bytes[node.start &+ 1]
    }
}
