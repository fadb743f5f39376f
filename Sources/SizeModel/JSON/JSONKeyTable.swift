/// Finds which known name a JSON key is, comparing the key's bytes in place without building a
/// String or touching a reference count: the schema walk's key lookup (LintRules' `KeyMatcher`),
/// kept here because it reads the document's bytes and its own tables through pointers.
///
/// A key's first eight bytes (one integer), its length and, past eight bytes, its last eight
/// bytes are hashed to one bucket; the hash's multiplier is picked when the table is made so that
/// the names land in buckets of their own (`JSONKeyTableHash`). A lookup is then one compare of
/// those words against the one name of its bucket (only a name longer than 16 bytes compares
/// the bytes between them one by one), where a scan of the names of the key's length took about
/// twice the instructions (measured in the schema walk, the table's main user). The tables are
/// plain memory the table owns and frees when it goes away; its API is safe.
public final class JSONKeyTable: @unchecked Sendable {
    /// A name to recognize and what it stands for.
    public struct Entry: Sendable {
        public let text: String
        public let field: Int
        public let spelling: Int

        public init(text: String, field: Int, spelling: Int) {
            self.text = text
            self.field = field
            self.spelling = spelling
        }
    }

    /// What a key was recognized as: the entry's field and spelling.
    public struct Hit: Sendable {
        public let field: Int
        public let spelling: Int

        @usableFromInline
        init(field: Int, spelling: Int) {
            self.field = field
            self.spelling = spelling
        }
    }

    /// One name: its first eight bytes (little-endian, zero-padded), its last eight bytes when it
    /// is longer than eight (else 0), its length, its hit, where all its bytes start in `pool`,
    /// and the next name whose hash is the same (-1 for none). The slot after the last name is
    /// the empty buckets' (length -1: no key matches it).
    @usableFromInline
    struct Slot {
        @usableFromInline let prefix: UInt64
        @usableFromInline let suffix: UInt64
        @usableFromInline let length: Int32
        @usableFromInline let field: Int32
        @usableFromInline let spelling: Int32
        @usableFromInline let start: Int32
        @usableFromInline var next: Int32
    }

    /// Every name's bytes (lower-cased when `caseInsensitive`).
    private let pool: UnsafeMutablePointer<UInt8>
    /// The names in the order given, then the empty buckets' slot.
    @usableFromInline let slots: UnsafeMutablePointer<Slot>
    /// Per bucket, the index in `slots` of its first name (the empty slot when it has none).
    @usableFromInline let buckets: UnsafeMutablePointer<Int16>
    /// The bucket of a key is `(hashInput &* multiplier) &>> shift`.
    @usableFromInline let multiplier: UInt64
    @usableFromInline let shift: UInt64
    @usableFromInline let caseInsensitive: Bool

    public init(_ entries: [Entry], caseInsensitive: Bool) {
        precondition(entries.count < Int(Int16.max), "too many names for one key table")
        let names = entries.map { entry -> [UInt8] in
            let utf8 = Array(entry.text.utf8)
            return caseInsensitive ? utf8.map(Self.lowered) : utf8
        }
        let pool = UnsafeMutablePointer<UInt8>.allocate(capacity: max(names.reduce(0) { $0 + $1.count }, 1))
        let slots = UnsafeMutablePointer<Slot>.allocate(capacity: entries.count + 1)
        var inputs: [UInt64] = []
        var offset = 0
        for (index, (entry, name)) in zip(entries, names).enumerated() {
            pool.advanced(by: offset).initialize(from: name, count: name.count)
            let prefix = Self.word(name.prefix(8))
            let suffix = name.count > 8 ? Self.word(name.suffix(8)) : 0
            (slots + index).initialize(
                to: Slot(
                    prefix: prefix, suffix: suffix, length: Int32(name.count), field: Int32(entry.field),
                    spelling: Int32(entry.spelling), start: Int32(offset), next: -1))
            inputs.append(Self.hashInput(prefix: prefix, suffix: suffix, length: name.count))
            offset += name.count
        }
        (slots + entries.count).initialize(to: Slot(prefix: 0, suffix: 0, length: -1, field: 0, spelling: 0, start: 0, next: -1))
        let hash = JSONKeyTableHash(inputs)
        let buckets = UnsafeMutablePointer<Int16>.allocate(capacity: hash.bucketCount)
        buckets.initialize(repeating: Int16(entries.count), count: hash.bucketCount)
        // Each bucket chains its names in the order given, so the first of equal names is found.
        var last = [Int](repeating: -1, count: hash.bucketCount)
        for (index, input) in inputs.enumerated() {
            let bucket = hash.bucket(of: input)
            if last[bucket] < 0 {
                buckets[bucket] = Int16(index)
            } else {
                slots[last[bucket]].next = Int32(index)
            }
            last[bucket] = index
        }
        self.pool = pool
        self.slots = slots
        self.buckets = buckets
        self.multiplier = hash.multiplier
        self.shift = hash.shift
        self.caseInsensitive = caseInsensitive
    }

    deinit {
        pool.deallocate()
        slots.deallocate()
        buckets.deallocate()
    }

    /// The entry `key` (a string value) names, or nil.
    @inline(__always)
    public func match(_ key: JSONValue) -> Hit? {
        guard key.isString else { return nil }
        if key.hasEscapes { return match(key.decodedStringBytes()) }
        return key.document.bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            // A string node spans its two quotes: the offsets cannot overflow.
            return match(base + key.startOffset + 1, count: key.endOffset &- key.startOffset &- 2)
        }
    }

    /// The entry the UTF-8 text `key` names, or nil.
    public func match(_ key: [UInt8]) -> Hit? {
        key.withUnsafeBufferPointer { buffer in
            // An empty array may have no storage: any pointer does for no bytes.
            match(buffer.baseAddress ?? UnsafePointer(pool), count: buffer.count)
        }
    }

    /// The entry the `length` bytes at `key` name, or nil (no byte past them is read).
    func match(_ key: UnsafePointer<UInt8>, count length: Int) -> Hit? {
        var prefix: UInt64 = 0
        var index = 0
        while index < min(length, 8) {
            prefix |= UInt64(key[index]) &<< UInt64(8 &* index)
            index += 1
        }
        return lookup(key, length: length, prefix: caseInsensitive ? ByteWords.lowercasedASCII(prefix) : prefix)
    }

    /// The entry the `length` bytes at `key` name, or nil, given their first (up to) eight bytes
    /// `prefix` (zero-padded, lower-cased in a case-insensitive table). Inlined into the member
    /// loop of the schema walk with `matchKey`: a call's register saves cost a third of a lookup.
    @inlinable @inline(__always)
    func lookup(_ key: UnsafePointer<UInt8>, length: Int, prefix: UInt64) -> Hit? {
        lookup(key, length: length, prefix: prefix, lowercasing: caseInsensitive)
    }

    /// `lookup(_:length:prefix:)`, lower-casing the key's last eight bytes when `lowercasing`
    /// (`caseInsensitive`, which a caller that has tested it passes as a constant).
    @inlinable @inline(__always)
    func lookup(_ key: UnsafePointer<UInt8>, length: Int, prefix: UInt64, lowercasing: Bool) -> Hit? {
        var suffix: UInt64 = 0
        // `hashInput` of a key of eight bytes or fewer (its suffix 0), without the suffix's
        // multiply and xor, which cost three instructions a key (most keys are that short).
        var input = prefix &+ UInt64(truncatingIfNeeded: length)
        if length > 8 {
            suffix = UInt64(littleEndian: UnsafeRawPointer(key + (length &- 8)).loadUnaligned(as: UInt64.self))
            if lowercasing { suffix = ByteWords.lowercasedASCII(suffix) }
            input = Self.hashInput(prefix: prefix, suffix: suffix, length: length)
        }
        let bucket = Int(truncatingIfNeeded: (input &* multiplier) &>> shift)
        var slot = slots + Int(buckets[bucket])
        while true {
            if slot.pointee.length == length && slot.pointee.prefix == prefix && slot.pointee.suffix == suffix
                && (length <= 16 || middleMatches(slot, key, count: length))
            {
                return Hit(field: Int(slot.pointee.field), spelling: Int(slot.pointee.spelling))
            }
            let next = slot.pointee.next
            if next < 0 { return nil }
            slot = slots + Int(next)
        }
    }

    /// What a name or key is hashed from: its first eight bytes, its last eight bytes (0 for
    /// eight bytes or fewer) and its length, mixed so that names that share their first eight
    /// bytes differ.
    @inlinable @inline(__always)
    static func hashInput(prefix: UInt64, suffix: UInt64, length: Int) -> UInt64 {
        (prefix &+ UInt64(truncatingIfNeeded: length)) ^ (suffix &* 0x9E37_79B9_7F4A_7C15)
    }

    /// True when the bytes between the first and last eight of the `length` bytes at `key` (more
    /// than 16) are those of the name in `slot`. Out of line: most names are shorter.
    @usableFromInline @inline(never)
    func middleMatches(_ slot: UnsafeMutablePointer<Slot>, _ key: UnsafePointer<UInt8>, count length: Int) -> Bool {
        let name = pool + Int(slot.pointee.start)
        var offset = 8
        while offset < length &- 8 {
            let byte = key[offset]
            if (caseInsensitive ? Self.lowered(byte) : byte) != name[offset] { return false }
            offset &+= 1
        }
        return true
    }

    /// The first (up to) eight `bytes` as a little-endian integer, zero-padded.
    private static func word(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var word: UInt64 = 0
        for (index, byte) in bytes.enumerated() { word |= UInt64(byte) << UInt64(8 * index) }
        return word
    }

    public static func lowered(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }
}
