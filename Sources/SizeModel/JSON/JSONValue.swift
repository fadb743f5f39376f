#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A located value inside a `JSONDocument`: a cheap view (document plus node index).
///
/// Lookups compare keys as bytes and decode strings only on request, so rules can read the fields
/// they need without building a tree of Swift values.
public struct JSONValue: Sendable {
    /// The document holding the value.
    public let document: JSONDocument
    /// The node's position in the document's node table.
    public let index: Int

    @usableFromInline
    init(document: JSONDocument, index: Int) {
        self.document = document
        self.index = index
    }

    @inlinable var node: JSONNode { document.nodes[index] }

    /// The value's JSON type.
    @inlinable public var kind: JSONKind { node.kind }
    /// True when the value is an object.
    @inlinable public var isObject: Bool { node.kind == .object }
    /// True when the value is an array.
    @inlinable public var isArray: Bool { node.kind == .array }
    /// True when the value is a string.
    @inlinable public var isString: Bool { node.kind == .string }
    /// The number of members (object) or elements (array); 0 for scalars.
    @inlinable public var count: Int { Int(node.count) }

    /// Byte offset of the value's first byte in its document's bytes.
    @inlinable public var startOffset: Int { node.start }
    /// Byte offset one past the value's last byte in its document's bytes.
    @inlinable public var endOffset: Int { node.end }

    /// The offset of the value's first byte in the outermost file (resolving embeddings).
    public var sourceStart: Int { document.sourceOffset(ofLocal: node.start) }
    /// The offset one past the value's last byte in the outermost file (resolving embeddings).
    public var sourceEnd: Int { document.sourceOffset(ofLocal: node.end) }
    /// `sourceStart` and `sourceEnd` together: for a value in an embedded document, the end is
    /// found from where the start was.
    public var sourceBounds: (start: Int, end: Int) {
        let node = self.node
        return document.sourceOffsets(ofLocal: node.start, node.end)
    }

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
    @inlinable public var members: MemberSequence { MemberSequence(object: self) }

    /// The elements of an array in order; empty for other values.
    @inlinable public var elements: ElementSequence { ElementSequence(array: self) }

    /// The value of the first member named `name` that is not `null`, or nil (also when this is
    /// not an object). See `member(utf8:)`.
    public func member(_ name: String) -> JSONValue? {
        if let found = name.utf8.withContiguousStorageIfAvailable({ member(utf8: $0) }) { return found }
        var name = name
        return name.withUTF8 { member(utf8: $0) }
    }

    /// The value of the first member whose key's UTF-8 text is `name` and whose value is not
    /// `null`. Keys are compared as bytes in the source; only an escaped key is decoded.
    ///
    /// A member set to `null` is absent: protobuf JSON (the FCM HTTP v1 API) treats `null` as the
    /// field's absence, and serializers that keep `None`/`null` fields write it often, so every
    /// presence check built on a member lookup sees `"token": null` as no token. Code that must
    /// see such a member walks `members`.
    ///
    /// Inlinable around the search (`memberIndex(utf8:)`), so a caller that only reads the found
    /// value briefly can borrow the document instead of retaining it.
    @inlinable
    public func member(utf8 name: UnsafeBufferPointer<UInt8>) -> JSONValue? {
        let found = memberIndex(utf8: name)
        return found < 0 ? nil : JSONValue(document: document, index: found)
    }

    /// The node index of the value of the first member named `name`, or -1. Inlined into its
    /// callers (most member lookups cost a few keys), with the rare escaped key out of line.
    @inlinable
    func memberIndex(utf8 name: UnsafeBufferPointer<UInt8>) -> Int {
        let document = self.document
        let object = index
        return document.nodes.withUnsafeBufferPointer { nodes -> Int in
            guard nodes[object].kind == .object else { return -1 }
            return document.bytes.withUnsafeBufferPointer { bytes -> Int in
                guard let base = bytes.baseAddress else { return -1 }
                let count = name.count
                // A plain key of `count` bytes spans `count + 2` bytes with its quotes.
                let span = count &+ 2
                let first = name.first
                let nameBase = name.baseAddress ?? UnsafePointer(base)
                var i = object &+ 1
                let end = Int(nodes[object].subtreeEnd)
                while i < end {
                    let key = nodes[i]
                    // Most keys differ in length: that is tested first, the value's kind after.
                    if key.end &- key.start == span && !key.hasEscapes {
                        if (first == nil || bytes[key.start &+ 1] == first)
                            && (count < 2 || ByteRunEquality.equal(base + key.start + 1, nameBase, count: count))
                            // null is an absent member (protobuf JSON); skip it.
                            && nodes[i &+ 1].kind != .null
                        {
                            return i &+ 1
                        }
                    } else if key.hasEscapes && nodes[i &+ 1].kind != .null
                        && JSONValue(document: document, index: i).decodedKeyEquals(name)
                    {
                        return i &+ 1
                    }
                    i = Int(nodes[i &+ 1].subtreeEnd)
                }
                return -1
            }
        }
    }

    /// True when this string's decoded text is `name` (an escaped key, decoded).
    @usableFromInline
    func decodedKeyEquals(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        decodedStringBytes().elementsEqual(name)
    }

    /// Calls `body` with each member of an object, in source order (nothing for other values).
    /// Each member is made for the call only, from the document this value holds: a loop that
    /// keeps no member then costs no reference count per member, where iterating `members` makes
    /// an owned member (two counts) each time.
    @inlinable
    public func forEachMember(_ body: (JSONMember) throws -> Void) rethrows {
        let nodes = document.nodes
        guard nodes[index].kind == .object else { return }
        var key = index + 1
        let end = Int(nodes[index].subtreeEnd)
        while key < end {
            try body(JSONMember(key: JSONValue(document: document, index: key), value: JSONValue(document: document, index: key + 1)))
            key = Int(nodes[key + 1].subtreeEnd)
        }
    }

    /// The values of every member named `name`, in source order.
    public func members(named name: String) -> [JSONValue] {
        members.filter { $0.key.stringEquals(name) }.map(\.value)
    }

    /// Follows a path of member names from this value; nil when a step is missing. (Inlinable, so
    /// the array of names a call builds can stay on the caller's stack.)
    @inlinable
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

    @usableFromInline
    init(key: JSONValue, value: JSONValue) {
        self.key = key
        self.value = value
    }
}

/// The members of an object, walked over the node table without allocation. (Inlinable, so a
/// loop over members borrows the document its iterator holds instead of retaining it per member.)
public struct MemberSequence: Sequence, Sendable {
    @usableFromInline let object: JSONValue

    @usableFromInline
    init(object: JSONValue) { self.object = object }

    /// Iterates members in source order.
    public struct Iterator: IteratorProtocol {
        @usableFromInline let document: JSONDocument
        @usableFromInline var position: Int
        @usableFromInline let end: Int

        @usableFromInline
        init(document: JSONDocument, position: Int, end: Int) {
            self.document = document
            self.position = position
            self.end = end
        }

        @inlinable
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

    @inlinable
    public func makeIterator() -> Iterator {
        guard object.isObject else { return Iterator(document: object.document, position: 0, end: 0) }
        return Iterator(
            document: object.document, position: object.index + 1, end: Int(object.node.subtreeEnd))
    }
}

/// The elements of an array, walked over the node table without allocation. (Inlinable, like
/// `MemberSequence`.)
public struct ElementSequence: Sequence, Sendable {
    @usableFromInline let array: JSONValue

    @usableFromInline
    init(array: JSONValue) { self.array = array }

    /// Iterates elements in order.
    public struct Iterator: IteratorProtocol {
        @usableFromInline let document: JSONDocument
        @usableFromInline var position: Int
        @usableFromInline let end: Int

        @usableFromInline
        init(document: JSONDocument, position: Int, end: Int) {
            self.document = document
            self.position = position
            self.end = end
        }

        @inlinable
        public mutating func next() -> JSONValue? {
            guard position < end else { return nil }
            let value = JSONValue(document: document, index: position)
            position = Int(document.nodes[position].subtreeEnd)
            return value
        }
    }

    @inlinable
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
        let n = node
        guard n.kind == .string else { return nil }
        if n.hasEscapes { return String(decoding: decodedStringBytes(), as: UTF8.self) }
        // Straight from the source bytes: no intermediate array.
        return document.bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[(n.start + 1)..<(n.end - 1)]), as: UTF8.self)
        }
    }

    /// The decoded UTF-8 bytes of a string value (empty for other kinds).
    public func decodedStringBytes() -> [UInt8] {
        guard node.kind == .string else { return [] }
        let n = node
        if !n.hasEscapes { return Array(document.bytes[(n.start + 1)..<(n.end - 1)]) }
        var checkpoints: [StringUnescaper.Checkpoint]? = nil
        return StringUnescaper.decode(document.bytes, from: n.start, to: n.end, checkpoints: &checkpoints)
    }

    /// True when the string's source spells at least one character with a backslash escape.
    @inlinable public var hasEscapes: Bool { node.hasEscapes }

    /// True for a string with an escape that spells a control character: `\b`, `\f`, or `\u`
    /// below U+0020 other than tab, line feed and carriage return (`\u0000` included).
    @inlinable public var escapesControlCharacter: Bool { node.escapesControl }

    /// True when this is a string whose decoded text equals `text`; compares bytes, no allocation
    /// on the common path.
    ///
    /// The common path (a plain string, a native `text`) makes no call, so it saves no register:
    /// the decoded text of an escaped string and a foreign `text` are compared out of line
    /// (measured: a 39,835 -> 39,687, e 50,594 -> 50,478 instructions/message; with the byte
    /// compare out of line instead, every call still saved five registers).
    public func stringEquals(_ text: String) -> Bool {
        let n = node
        guard n.kind == .string else { return false }
        if n.hasEscapes { return decodedTextEquals(text) }
        // A string node spans its two quotes within the source: the offsets cannot overflow.
        let start = n.start &+ 1
        let length = n.end &- 1 &- start
        if let equal = text.utf8.withContiguousStorageIfAvailable({ utf8 in
            utf8.count == length && document.rawEquals(start, utf8)
        }) {
            return equal
        }
        return foreignTextEquals(text, start: start, length: length)
    }

    /// `stringEquals(_:)` for an escaped string: its decoded text.
    @inline(never)
    private func decodedTextEquals(_ text: String) -> Bool {
        stringValue == text
    }

    /// `stringEquals(_:)` for a plain string whose text is `length` source bytes at `start`, and a
    /// `text` with no contiguous UTF-8 storage of its own.
    @inline(never)
    private func foreignTextEquals(_ text: String, start: Int, length: Int) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            utf8.count == length && document.rawEquals(start, utf8)
        }
    }

    /// True for a string of printable ASCII characters written without escapes: its text is its
    /// source bytes, and byte and character comparisons agree.
    @inlinable public var isPlainASCII: Bool {
        let n = node
        return n.kind == .string && n.isPlain
    }

    /// The decoded UTF-8 text of a string value (empty for other kinds), as a slice: of the source
    /// itself when the literal has no escapes (nothing is copied), else of the decoded text. The
    /// safe view for code outside the parser; its indices are those of the slice.
    public var decodedBytes: ArraySlice<UInt8> {
        let n = node
        guard n.kind == .string else { return [] }
        if n.hasEscapes { return decodedStringBytes()[...] }
        return document.bytes[(n.start + 1)..<(n.end - 1)]
    }

    /// Calls `body` with the decoded UTF-8 text of a string value (empty for other kinds):
    /// straight from the source when the literal has no escapes, so nothing is allocated.
    public func withDecodedBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let n = node
        guard n.kind == .string else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        if n.hasEscapes { return try decodedStringBytes().withUnsafeBufferPointer(body) }
        return try document.bytes.withUnsafeBufferPointer { buffer in
            try body(UnsafeBufferPointer(rebasing: buffer[(n.start + 1)..<(n.end - 1)]))
        }
    }

    /// True when this is a string equal to `text` (which must be lower case) after lower-casing
    /// it, like `stringValue?.lowercased() == text`: HTTP header names. Compares bytes, without
    /// allocating, when the string is plain ASCII.
    public func stringEqualsLowercased(_ text: String) -> Bool {
        let n = node
        guard n.kind == .string else { return false }
        guard n.isPlain else { return stringValue?.lowercased() == text }
        var text = text
        return text.withUTF8 { utf8 in
            guard utf8.count == n.end - n.start - 2 else { return false }
            return document.bytes.withUnsafeBufferPointer { buffer in
                var i = n.start + 1
                for byte in utf8 {
                    let actual = buffer[i]
                    let lowered = actual >= 0x41 && actual <= 0x5A ? actual + 0x20 : actual
                    if lowered != byte { return false }
                    i += 1
                }
                return true
            }
        }
    }

    /// True when this is a string whose decoded text starts with `prefix`.
    public func stringHasPrefix(_ prefix: String) -> Bool {
        let n = node
        guard n.kind == .string else { return false }
        if n.hasEscapes { return stringValue?.hasPrefix(prefix) ?? false }
        var prefix = prefix
        return prefix.withUTF8 { utf8 in
            utf8.count <= n.end - n.start - 2 && document.rawEquals(n.start + 1, utf8)
        }
    }

    /// For a string: whether its source text, read in place, starts with the bytes of `prefix`
    /// when ASCII letters are compared without regard to case; nil when a backslash escape comes
    /// before the prefix's end (the caller compares the decoded text). False for other kinds and
    /// for a literal shorter than `prefix`.
    package func sourceHasPrefix(ignoringASCIICase prefix: StaticString) -> Bool? {
        document.sourceHasPrefix(at: index, ignoringASCIICase: prefix)
    }
}

extension JSONDocument {
    /// `JSONValue.sourceHasPrefix(ignoringASCIICase:)` for the value at node `index`: read from
    /// the document with a node index, a caller walking members by index
    /// (`JSONValue.forEachMemberKey(_:)`) makes no value, and counts no reference, per member.
    package func sourceHasPrefix(at index: Int, ignoringASCIICase prefix: StaticString) -> Bool? {
        let document = self
        return document.nodes.withUnsafeBufferPointer { nodes -> Bool? in
            let n = nodes[index]
            guard n.kind == .string else { return false }
            let start = n.start + 1
            let count = prefix.utf8CodeUnitCount
            guard n.end - 1 - start >= count else { return false }
            return document.bytes.withUnsafeBufferPointer { bytes -> Bool? in
                prefix.withUTF8Buffer { expected -> Bool? in
                    guard let source = bytes.baseAddress, let wanted = expected.baseAddress else { return true }
                    // Eight bytes at a time (the literal holds them all: its closing quote is after
                    // them); what the byte loop below would meet first decides: a backslash (nil)
                    // or a byte that differs (false).
                    var offset = 0
                    while offset &+ 8 <= count {
                        let actual = UInt64(littleEndian: UnsafeRawPointer(source + (start &+ offset)).loadUnaligned(as: UInt64.self))
                        let other = UInt64(littleEndian: UnsafeRawPointer(wanted + offset).loadUnaligned(as: UInt64.self))
                        let backslashes = ByteWords.flags(of: UInt8(ascii: "\\"), in: actual)
                        let differences = ByteWords.lowercasedASCII(actual) ^ ByteWords.lowercasedASCII(other)
                        if backslashes | differences != 0 {
                            // A backslash's flag is at its byte's top bit, a difference anywhere in its byte.
                            return backslashes.trailingZeroBitCount &>> 3 <= differences.trailingZeroBitCount &>> 3 ? nil : false
                        }
                        offset &+= 8
                    }
                    while offset < count {
                        let actual = bytes[start &+ offset]
                        if actual == UInt8(ascii: "\\") { return nil }
                        if JSONValue.asciiLowercased(actual) != JSONValue.asciiLowercased(expected[offset]) { return false }
                        offset &+= 1
                    }
                    return true
                }
            }
        }
    }
}

extension JSONValue {
    /// `byte` with an ASCII capital letter made lower case.
    @inline(__always)
    fileprivate static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
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
        // The string form is written straight into one String: the prefix (the outermost
        // document's line or element index, or its root pointer), then each level's token from
        // the outermost in, through the strings the value is embedded in. No array of tokens, no
        // String per token, and no String for the pointer of a string it is embedded in
        // (measured on the findings-heavy corpus, where many findings are in a `notifee_options`
        // blob: kept findings' pointers from about 755 to about 620 instructions a message).
        let bound = pointerBound
        if bound == 0 { return JSONPointer() }
        let encoded = String(unsafeUninitializedCapacity: bound) { out in
            var writer = JSONPointer.Writer(out)
            writePointer(to: &writer)
            return writer.count
        }
        return JSONPointer(encoded: encoded)
    }

    /// A bound on the bytes of `pointer`'s string form: a key's decoded text is no longer than
    /// its source, escaping `~` and `/` at most doubles it, and an index is `/` and at most 20
    /// digits.
    private var pointerBound: Int {
        let document = self.document
        var bound: Int
        if let embedding = document.embedding {
            bound = embedding.host.pointerBound
        } else if let rootPrefix = document.rootPrefix, document.rootIndex < 0 {
            bound = rootPrefix.description.utf8.count
        } else {
            bound = document.rootIndex >= 0 ? 21 : 0
        }
        document.nodes.withUnsafeBufferPointer { nodes in
            var node = index
            while nodes[node].parent >= 0 {
                let parent = Int(nodes[node].parent)
                let key = nodes[node &- 1]
                bound += nodes[parent].kind == .object ? 1 + 2 * max(0, key.end - key.start - 2) : 21
                node = parent
            }
        }
        return bound
    }

    /// Writes `pointer`'s string form: the host's for a value in an embedded document (or the
    /// document's root pointer or index), then the tokens of the levels below the root.
    private func writePointer(to writer: inout JSONPointer.Writer) {
        let document = self.document
        if let embedding = document.embedding {
            embedding.host.writePointer(to: &writer)
        } else if let rootPrefix = document.rootPrefix, document.rootIndex < 0 {
            writer.write(rootPrefix.description)
        } else if document.rootIndex >= 0 {
            writer.write(index: document.rootIndex)
        }
        document.nodes.withUnsafeBufferPointer { nodes in
            var depth = 0
            var node = index
            while nodes[node].parent >= 0 {
                depth += 1
                node = Int(nodes[node].parent)
            }
            guard depth > 0 else { return }
            withUnsafeTemporaryAllocation(of: Int.self, capacity: depth) { levels in
                // The nodes from this one up to the root's child, innermost first.
                node = index
                for level in 0..<depth {
                    levels[level] = node
                    node = Int(nodes[node].parent)
                }
                document.bytes.withUnsafeBufferPointer { source in
                    var level = depth
                    while level > 0 {
                        level -= 1
                        let node = levels[level]
                        guard nodes[Int(nodes[node].parent)].kind == .object else {
                            writer.write(index: Int(nodes[node].position))
                            continue
                        }
                        let key = nodes[node &- 1]
                        if key.hasEscapes {
                            writer.write(token: JSONValue(document: document, index: node &- 1).stringValue ?? "")
                        } else {
                            writer.write(token: UnsafeBufferPointer(rebasing: source[(key.start &+ 1)..<(key.end &- 1)]))
                        }
                    }
                }
            }
        }
    }
}

extension JSONDocument {
    /// True when `bytes[offset...]` starts with `text`. Inlined into its callers (a compare of a
    /// few words, most often), as the byte compare it wraps is.
    @inline(__always)
    func rawEquals(_ offset: Int, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = text.baseAddress, !text.isEmpty else { return true }
        return bytes.withUnsafeBufferPointer { buffer in
            guard let start = buffer.baseAddress, offset >= 0, offset + text.count <= buffer.count else { return false }
            return ByteRunEquality.equal(start + offset, base, count: text.count)
        }
    }

    /// Maps an offset in this document's bytes to the offset in the outermost file.
    public func sourceOffset(ofLocal offset: Int) -> Int {
        guard let embedding else { return offset + fileOffset }
        let hostLocal = embedding.hostOffset(of: offset)
        return embedding.host.document.sourceOffset(ofLocal: hostLocal)
    }

    /// `sourceOffset(ofLocal:)` of `start` and of `end` (`start <= end`): in an embedded
    /// document the end is found from where the start was.
    public func sourceOffsets(ofLocal start: Int, _ end: Int) -> (start: Int, end: Int) {
        guard let embedding else { return (start + fileOffset, end + fileOffset) }
        let host = embedding.hostOffsets(of: start, end)
        return embedding.host.document.sourceOffsets(ofLocal: host.first, host.second)
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

    /// True when both values are written with the same bytes in their sources.
    public func rawBytesEqual(_ other: JSONValue) -> Bool {
        let a = node
        let b = other.node
        guard a.end - a.start == b.end - b.start else { return false }
        return other.document.bytes.withUnsafeBufferPointer { buffer in
            document.rawEquals(a.start, UnsafeBufferPointer(rebasing: buffer[b.start..<b.end]))
        }
    }

    /// True when both are strings with the same decoded text.
    public func stringEquals(_ other: JSONValue) -> Bool {
        let a = node
        let b = other.node
        guard a.kind == .string, b.kind == .string else { return false }
        if !a.hasEscapes && !b.hasEscapes { return rawBytesEqual(other) }
        // The same literal decodes to the same text: two copies of one escaped text (a title
        // written twice by one serializer) are equal without decoding either (two arrays made;
        // measured on corpus (e), about 350 instructions a comparison).
        if a.hasEscapes && b.hasEscapes && rawBytesEqual(other) { return true }
        return decodedStringBytes() == other.decodedStringBytes()
    }
}
