/// A located value inside a `JSONDocument`: a cheap view (document plus node index).
///
/// Lookups compare keys as bytes and decode strings only on request, so rules can read the fields
/// they need without building a tree of Swift values.
public struct JSONValue: Sendable {
    /// The document holding the value.
    public let document: JSONDocument
    /// The node's position in the document's node table.
    public let index: Int

    init(document: JSONDocument, index: Int) {
        self.document = document
        self.index = index
    }

    var node: JSONNode { document.nodes[index] }

    /// The value's JSON type.
    public var kind: JSONKind { node.kind }
    /// True when the value is an object.
    public var isObject: Bool { node.kind == .object }
    /// True when the value is an array.
    public var isArray: Bool { node.kind == .array }
    /// True when the value is a string.
    public var isString: Bool { node.kind == .string }
    /// The number of members (object) or elements (array); 0 for scalars.
    public var count: Int { Int(node.count) }

    /// Byte offset of the value's first byte in its document's bytes.
    public var startOffset: Int { node.start }
    /// Byte offset one past the value's last byte in its document's bytes.
    public var endOffset: Int { node.end }

    /// The offset of the value's first byte in the outermost file (resolving embeddings).
    public var sourceStart: Int { document.sourceOffset(ofLocal: node.start) }
    /// The offset one past the value's last byte in the outermost file (resolving embeddings).
    public var sourceEnd: Int { document.sourceOffset(ofLocal: node.end) }

    /// The raw source bytes of the value, quotes and escapes included.
    public var rawBytes: ArraySlice<UInt8> { document.bytes[node.start..<node.end] }

    /// The position among its siblings: the element index in an array, the member index in an
    /// object; 0 for the root.
    public var positionInParent: Int { Int(node.position) }

    /// The container holding this value, or nil for the root.
    public var parent: JSONValue? {
        let p = node.parent
        return p < 0 ? nil : JSONValue(document: document, index: Int(p))
    }

    /// For an object member's value: its key (a string value). Nil for array elements and the root.
    public var key: JSONValue? {
        guard let parent, parent.isObject else { return nil }
        return JSONValue(document: document, index: index - 1)
    }
}

// MARK: - Containers

extension JSONValue {
    /// The members of an object in source order (duplicates included); empty for other values.
    public var members: MemberSequence { MemberSequence(object: self) }

    /// The elements of an array in order; empty for other values.
    public var elements: ElementSequence { ElementSequence(array: self) }

    /// The value of the first member named `name`, or nil (also when this is not an object).
    public func member(_ name: String) -> JSONValue? {
        guard isObject else { return nil }
        for member in members where member.key.stringEquals(name) { return member.value }
        return nil
    }

    /// The values of every member named `name`, in source order.
    public func members(named name: String) -> [JSONValue] {
        members.filter { $0.key.stringEquals(name) }.map(\.value)
    }

    /// Follows a path of member names from this value; nil when a step is missing.
    public func member(path: String...) -> JSONValue? {
        var current: JSONValue? = self
        for name in path { current = current?.member(name) }
        return current
    }

    /// The element at `position` of an array, or nil.
    public func element(_ position: Int) -> JSONValue? {
        guard isArray, position >= 0, position < count else { return nil }
        var i = 0
        for element in elements {
            if i == position { return element }
            i += 1
        }
        return nil
    }
}

/// An object member: its key and its value.
public struct JSONMember: Sendable {
    /// The key, a string value located at the key's quotes.
    public let key: JSONValue
    /// The member's value.
    public let value: JSONValue
}

/// The members of an object, walked over the node table without allocation.
public struct MemberSequence: Sequence, Sendable {
    let object: JSONValue

    /// Iterates members in source order.
    public struct Iterator: IteratorProtocol {
        let document: JSONDocument
        var position: Int
        let end: Int

        public mutating func next() -> JSONMember? {
            guard position < end else { return nil }
            let keyIndex = position
            let valueIndex = keyIndex + 1
            position = Int(document.nodes[valueIndex].subtreeEnd)
            return JSONMember(
                key: JSONValue(document: document, index: keyIndex),
                value: JSONValue(document: document, index: valueIndex))
        }
    }

    public func makeIterator() -> Iterator {
        guard object.isObject else { return Iterator(document: object.document, position: 0, end: 0) }
        return Iterator(
            document: object.document, position: object.index + 1, end: Int(object.node.subtreeEnd))
    }
}

/// The elements of an array, walked over the node table without allocation.
public struct ElementSequence: Sequence, Sendable {
    let array: JSONValue

    /// Iterates elements in order.
    public struct Iterator: IteratorProtocol {
        let document: JSONDocument
        var position: Int
        let end: Int

        public mutating func next() -> JSONValue? {
            guard position < end else { return nil }
            let value = JSONValue(document: document, index: position)
            position = Int(document.nodes[position].subtreeEnd)
            return value
        }
    }

    public func makeIterator() -> Iterator {
        guard array.isArray else { return Iterator(document: array.document, position: 0, end: 0) }
        return Iterator(
            document: array.document, position: array.index + 1, end: Int(array.node.subtreeEnd))
    }
}

// MARK: - Scalars

extension JSONValue {
    /// The decoded text of a string value, or nil for other kinds.
    public var stringValue: String? {
        guard node.kind == .string else { return nil }
        return String(decoding: decodedStringBytes(), as: UTF8.self)
    }

    /// The decoded UTF-8 bytes of a string value (empty for other kinds).
    public func decodedStringBytes() -> [UInt8] {
        guard node.kind == .string else { return [] }
        let n = node
        if !n.hasEscapes { return Array(document.bytes[(n.start + 1)..<(n.end - 1)]) }
        var checkpoints: [StringUnescaper.Checkpoint]? = nil
        return StringUnescaper.decode(document.bytes, from: n.start, to: n.end, checkpoints: &checkpoints)
    }

    /// True when this is a string whose decoded text equals `text`; compares bytes, no allocation
    /// on the common path.
    public func stringEquals(_ text: String) -> Bool {
        let n = node
        guard n.kind == .string else { return false }
        if n.hasEscapes { return stringValue == text }
        let length = n.end - n.start - 2
        var text = text
        return text.withUTF8 { utf8 in
            guard utf8.count == length else { return false }
            var i = n.start + 1
            for byte in utf8 {
                if document.bytes[i] != byte { return false }
                i += 1
            }
            return true
        }
    }

    /// True when this is a string whose decoded text starts with `prefix`.
    public func stringHasPrefix(_ prefix: String) -> Bool {
        let n = node
        guard n.kind == .string else { return false }
        if n.hasEscapes { return stringValue?.hasPrefix(prefix) ?? false }
        var prefix = prefix
        return prefix.withUTF8 { utf8 in
            guard utf8.count <= n.end - n.start - 2 else { return false }
            var i = n.start + 1
            for byte in utf8 {
                if document.bytes[i] != byte { return false }
                i += 1
            }
            return true
        }
    }

    /// The number exactly as written in the source, or nil for other kinds.
    public var numberLexeme: String? {
        guard node.kind == .number else { return nil }
        return String(decoding: rawBytes, as: UTF8.self)
    }

    /// The value of a number written as an integer that fits in `Int`, or nil.
    ///
    /// `7` gives 7; `7.0`, `7e0` and `99999999999999999999` give nil; `Int.min` is in range.
    public var integerValue: Int? {
        guard node.kind == .number else { return nil }
        var result = 0
        var negative = false
        for (position, byte) in rawBytes.enumerated() {
            if position == 0 && byte == UInt8(ascii: "-") { negative = true; continue }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            let (m, o1) = result.multipliedReportingOverflow(by: 10)
            // Accumulate with the sign applied, so `-9223372036854775808` does not overflow.
            let (a, o2) = negative ? m.subtractingReportingOverflow(digit) : m.addingReportingOverflow(digit)
            if o1 || o2 { return nil }
            result = a
        }
        return result
    }

    /// The value of a number as a `Double` (may be infinite for `1e400`), or nil for other kinds.
    public var doubleValue: Double? {
        guard node.kind == .number else { return nil }
        return Double(String(decoding: rawBytes, as: UTF8.self))
    }

    /// The value of `true` or `false`, or nil for other kinds.
    public var boolValue: Bool? {
        switch node.kind {
        case .true: return true
        case .false: return false
        default: return nil
        }
    }
}

// MARK: - Pointers

extension JSONValue {
    /// The RFC 6901 JSON Pointer of this value in the outermost document.
    ///
    /// For a value inside an embedded document (a JSON blob in a string), the pointer continues
    /// from the string's own pointer: `/message/apns/payload/notifee_options/ios/attachments/0/url`.
    public var pointer: JSONPointer {
        var tokens: [String] = []
        var current = self
        while let parent = current.parent {
            if parent.isObject {
                tokens.append(JSONValue(document: document, index: current.index - 1).stringValue ?? "")
            } else {
                tokens.append(String(current.node.position))
            }
            current = parent
        }
        let local = JSONPointer(tokens: tokens.reversed())
        if let embedding = document.embedding {
            return JSONPointer(tokens: embedding.host.pointer.tokens + local.tokens)
        }
        return local
    }
}

extension JSONDocument {
    /// Maps an offset in this document's bytes to the offset in the outermost file.
    public func sourceOffset(ofLocal offset: Int) -> Int {
        guard let embedding else { return offset }
        let hostLocal = embedding.hostOffset(of: offset)
        return embedding.host.document.sourceOffset(ofLocal: hostLocal)
    }
}

// MARK: - Walking

extension JSONValue {
    /// Calls `body` for this value and every object nested in it, in document order, walking the
    /// node table without recursion.
    public func forEachObject(_ body: (JSONValue) -> Void) {
        let nodes = document.nodes
        var i = index
        let end = Int(nodes[index].subtreeEnd)
        while i < end {
            if nodes[i].kind == .object { body(JSONValue(document: document, index: i)) }
            i += 1
        }
    }

    /// True when both are strings with the same decoded text.
    public func stringEquals(_ other: JSONValue) -> Bool {
        let a = node
        let b = other.node
        guard a.kind == .string, b.kind == .string else { return false }
        if !a.hasEscapes && !b.hasEscapes {
            return document.bytes[a.start..<a.end].elementsEqual(other.document.bytes[b.start..<b.end])
        }
        return decodedStringBytes() == other.decodedStringBytes()
    }
}
