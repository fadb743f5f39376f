/// A few member names an object is searched for together: one pass over the object's members
/// finds every one of them (`JSONValue.forEachMember(named:_:)`, `memberSlots(_:)`), where a
/// `member(utf8:)` per name walks the members once per name.
///
/// A key is told apart from the names by its length first (one bit test), then by its first eight
/// bytes as one integer, and a name longer than eight bytes by its last eight bytes too; only a
/// name longer than 16 bytes compares the bytes between them one by one. The tables are
/// plain memory the set owns and frees when it goes away; its API is safe.
public final class JSONMemberNames: @unchecked Sendable {
    /// The number of names (at most `JSONMemberSlots.capacity`).
    package let count: Int
    /// Bit `n` is set when a name is `n` bytes long (names of 64 bytes or more are not kept here).
    @usableFromInline let lengthBits: UInt64
    /// The names sorted by length: `entries[lengthStart[n]..<lengthStart[n + 1]]` are those of
    /// `n` bytes.
    ///
    /// The tables are `@usableFromInline` (read only by this type's members) so that
    /// `index(of:length:padded:)` inlines into the member loops of other modules
    /// (`MessageContext`'s pass over the message, the rules'): a private table kept it a call
    /// there, six registers saved and restored for each key of a name's length (measured with
    /// `memberSlots(_:)` inlinable too: a 37,284 -> 36,978, e 47,352 -> 47,099 instructions a
    /// message).
    @usableFromInline let lengthStart: UnsafeMutablePointer<UInt8>
    /// Per sorted name: its first eight bytes (little-endian, zero-padded), its last eight bytes
    /// when it is longer than eight (else 0), where its bytes start in `pool`, and its index in
    /// the names given.
    @usableFromInline let entries: UnsafeMutablePointer<(word: UInt64, suffix: UInt64, start: Int, name: Int)>
    @usableFromInline let pool: UnsafeMutablePointer<UInt8>
    /// True when keys match names without regard to ASCII case (the names are lower case).
    @usableFromInline let caseInsensitive: Bool

    /// The set of `names` (UTF-8 text, distinct, each shorter than 64 bytes); a name's index in
    /// `names` is the index `forEachMember(named:_:)` reports and `JSONMemberSlots` keeps. When
    /// `caseInsensitive`, the names are lower case and a key matches whatever the case of its
    /// ASCII letters (HTTP header names).
    package init(_ names: [String], caseInsensitive: Bool = false) {
        self.caseInsensitive = caseInsensitive
        precondition(names.count <= JSONMemberSlots.capacity, "too many names for one pass")
        count = names.count
        let utf8 = names.map { Array($0.utf8) }
        let sorted = utf8.indices.sorted { (utf8[$0].count, $0) < (utf8[$1].count, $1) }
        lengthStart = .allocate(capacity: 65)
        lengthStart.initialize(repeating: 0, count: 65)
        entries = .allocate(capacity: max(count, 1))
        pool = .allocate(capacity: max(utf8.reduce(0) { $0 + $1.count }, 1))
        var bits: UInt64 = 0
        var offset = 0
        for (position, name) in sorted.enumerated() {
            let bytes = utf8[name]
            precondition(bytes.count < 64, "member names are shorter than 64 bytes")
            bits |= 1 << UInt64(bytes.count)
            lengthStart[bytes.count + 1] = UInt8(position + 1)
            var word: UInt64 = 0
            for (index, byte) in bytes.prefix(8).enumerated() { word |= UInt64(byte) << UInt64(8 * index) }
            var suffix: UInt64 = 0
            if bytes.count > 8 {
                for (index, byte) in bytes.suffix(8).enumerated() { suffix |= UInt64(byte) << UInt64(8 * index) }
            }
            (entries + position).initialize(to: (word, suffix, offset, name))
            for byte in bytes {
                pool[offset] = byte
                offset += 1
            }
        }
        // A length no name has starts where the shorter ones end.
        for length in 1...64 where lengthStart[length] < lengthStart[length - 1] { lengthStart[length] = lengthStart[length - 1] }
        lengthBits = bits
    }

    deinit {
        lengthStart.deallocate()
        entries.deallocate()
        pool.deallocate()
    }

    /// The index of the name the `length` bytes at `key` spell, or -1. When `padded`, eight bytes
    /// may be read from `key` whatever `length` is. Inlined into the member loop: most keys are
    /// told apart by their length bit. Inlinable, so that it inlines into other modules' loops
    /// too (`forEachMember(named:_:)` there).
    @inlinable @inline(__always)
    func index(of key: UnsafePointer<UInt8>, length: Int, padded: Bool) -> Int {
        guard length < 64, lengthBits & (1 &<< UInt64(length)) != 0 else { return -1 }
        var word: UInt64
        if padded || length >= 8 {
            word = UInt64(littleEndian: UnsafeRawPointer(key).loadUnaligned(as: UInt64.self))
            if length < 8 { word &= (1 &<< UInt64(8 &* length)) &- 1 }
        } else {
            word = 0
            var position = 0
            while position < length {
                word |= UInt64(key[position]) &<< UInt64(8 &* position)
                position &+= 1
            }
        }
        if caseInsensitive { word = ByteWords.lowercasedASCII(word) }
        var entry = Int(lengthStart[length])
        let end = Int(lengthStart[length &+ 1])
        while entry < end {
            let candidate = entries[entry]
            if candidate.word == word && (length <= 8 || matchesBeyondEightBytes(key, length: length, candidate)) {
                return candidate.name
            }
            entry &+= 1
        }
        return -1
    }

    /// True when the `length` bytes at `key` (more than eight, the first eight already equal to
    /// `candidate`'s) end like `candidate`: its last eight bytes (overlapping the first eight
    /// below 16 bytes), then the bytes between the two words of a longer name.
    @inlinable @inline(__always)
    func matchesBeyondEightBytes(
        _ key: UnsafePointer<UInt8>, length: Int, _ candidate: (word: UInt64, suffix: UInt64, start: Int, name: Int)
    ) -> Bool {
        var suffix = UInt64(littleEndian: UnsafeRawPointer(key + (length &- 8)).loadUnaligned(as: UInt64.self))
        if caseInsensitive { suffix = ByteWords.lowercasedASCII(suffix) }
        guard suffix == candidate.suffix else { return false }
        return length <= 16 || Self.equal(key + 8, pool + candidate.start + 8, count: length &- 16, lowering: caseInsensitive)
    }

    /// The index of the name whose bytes are `text`, or -1 (an escaped key, decoded).
    func index(of text: [UInt8]) -> Int {
        text.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else {
                return lengthStart[0] < lengthStart[1] ? entries[Int(lengthStart[0])].name : -1
            }
            return index(of: base, length: buffer.count, padded: false)
        }
    }

    /// True when the `count` bytes at `key` (lower-cased when `lowering`) equal those at `name`
    /// (out of line: only names longer than 16 bytes come here).
    @usableFromInline
    static func equal(_ key: UnsafePointer<UInt8>, _ name: UnsafePointer<UInt8>, count: Int, lowering: Bool) -> Bool {
        var offset = 0
        while offset < count {
            let byte = key[offset]
            if (lowering && byte >= 0x41 && byte <= 0x5A ? byte &+ 0x20 : byte) != name[offset] { return false }
            offset &+= 1
        }
        return true
    }
}

/// For each name of a `JSONMemberNames`, the node index of the value of its first member that is
/// not `null`, or -1: what `member(utf8:)` gives for each name, from one pass. Plain integers.
///
/// The type is public (its members are not) so that other modules inline its accessors: the
/// compiler does not inline the `@inlinable` members of a `package` type across modules.
public struct JSONMemberSlots: Sendable {
    /// The most names one pass looks for.
    package static let capacity = 16
    @usableFromInline var slots: SIMD16<Int32>

    /// No member found yet.
    @inlinable
    package init() { slots = SIMD16(repeating: -1) }

    /// The value's node index for name `name`, or -1.
    @inlinable
    package subscript(name: Int) -> Int { Int(slots[name]) }

    /// The node index for name `preferred`, or else for `other`: a field and its other spelling.
    @inlinable
    package func first(_ preferred: Int, _ other: Int) -> Int {
        let found = slots[preferred]
        return Int(found >= 0 ? found : slots[other])
    }

    /// Keeps `valueIndex` for `name` unless an earlier member had that name.
    @inlinable
    package mutating func setFirst(_ name: Int, _ valueIndex: Int) {
        // In place: a SIMD lane written at a computed index goes through a copy of the vector.
        withUnsafeMutableBytes(of: &slots) { raw in
            let offset = name &* 4
            if raw.load(fromByteOffset: offset, as: Int32.self) < 0 {
                raw.storeBytes(of: Int32(truncatingIfNeeded: valueIndex), toByteOffset: offset, as: Int32.self)
            }
        }
    }
}

extension JSONMemberNames {
    /// The index among these names of the key at node `key` of `document` (-1 for none): compared
    /// as bytes in the source (`bytes`, whose first byte is at `base`); only an escaped key is
    /// decoded. The key comparison of the member walk (`forEachMember(classifiedBy:)`, which
    /// `forEachMember(named:)` filters).
    ///
    /// Inlinable: a key whose length no name has (most keys) is told apart in the caller's member
    /// loop, without a call.
    @inlinable @inline(__always)
    func index(
        ofKeyAt key: Int, _ node: JSONNode, in document: JSONDocument, _ bytes: UnsafeBufferPointer<UInt8>,
        base: UnsafePointer<UInt8>
    ) -> Int {
        if node.hasEscapes { return index(ofEscapedKeyAt: key, in: document) }
        let start = node.start &+ 1
        let length = node.end &- 1 &- start
        guard length < 64, lengthBits & (1 &<< UInt64(truncatingIfNeeded: length)) != 0 else { return -1 }
        // The closing quote and what follows pad the first word when there are eight bytes.
        return index(of: base + start, length: length, padded: bytes.count &- start >= 8)
    }

    /// `index(ofKeyAt:_:in:_:base:)` for an escaped key: its decoded text.
    @usableFromInline @inline(never)
    func index(ofEscapedKeyAt key: Int, in document: JSONDocument) -> Int {
        index(of: JSONValue(document: document, index: key).decodedStringBytes())
    }
}

extension JSONValue {
    /// Calls `body` with the name index and the key's node index of each member of this object
    /// whose key is one of `names` and whose value is not `null` (an absent member in protobuf
    /// JSON, as for `member(utf8:)`; with `includingNull`, null values too), in source order;
    /// nothing for other values. Keys are compared as bytes in the source; only an escaped key is
    /// decoded. Inlinable, so that the caller's `body` is inlined into the member loop; always
    /// inlined, as `forEachMember(classifiedBy:_:)` is.
    @inlinable @inline(__always)
    package func forEachMember(
        named names: JSONMemberNames, includingNull: Bool = false, _ body: (_ name: Int, _ keyIndex: Int) -> Void
    ) {
        forEachMember(classifiedBy: names) { name, key, kind in
            if name >= 0, includingNull || kind != .null { body(name, key) }
        }
    }

    /// For each of `names`, the value of its first member that is not `null`, from one pass.
    /// Always inlined, in other modules too (`MessageContext`'s passes, the rules'): the pass is
    /// made in the caller, not in a call that builds the slots and returns them through memory
    /// (merely inlinable, it stayed a call: a 36,978 -> 36,968, e 47,099 -> 47,079 instructions a
    /// message with this).
    @inlinable @inline(__always)
    package func memberSlots(_ names: JSONMemberNames) -> JSONMemberSlots {
        var slots = JSONMemberSlots()
        forEachMember(named: names) { name, key in slots.setFirst(name, key &+ 1) }
        return slots
    }

    /// True when this object has a member whose key is one of `names` and whose value is not
    /// `null` (one that `member(utf8:)` finds), from one pass.
    package func hasMember(namedAnyOf names: JSONMemberNames) -> Bool {
        var found = false
        forEachMember(named: names) { _, _ in found = true }
        return found
    }

    /// The value at node `valueIndex` of this value's document (an index from `JSONMemberSlots`),
    /// or nil for -1.
    @inlinable
    package func value(atNode valueIndex: Int) -> JSONValue? {
        valueIndex < 0 ? nil : JSONValue(document: document, index: valueIndex)
    }
}
