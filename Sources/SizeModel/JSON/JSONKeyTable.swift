/// Finds which known name a JSON key is, comparing the key's bytes in place without building a
/// String or touching a reference count: the schema walk's key lookup (LintRules' `KeyMatcher`),
/// kept here because it reads the document's bytes and its own tables through pointers.
///
/// The names are grouped by byte length; each keeps its first eight bytes as one integer, so a key
/// is told apart from the names of its length by integer comparisons, and a name longer than
/// eight bytes its last eight bytes too (only a name longer than 16 bytes compares the bytes
/// between them one by one). The tables are plain memory the table owns and frees
/// when it goes away; its API is safe.
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
    }

    /// One name: its first eight bytes (little-endian, zero-padded), its last eight bytes when it
    /// is longer than eight (else 0), where all its bytes start in `pool`, and its hit.
    private struct Slot {
        let prefix: UInt64
        let suffix: UInt64
        let start: Int32
        let field: Int32
        let spelling: Int32
    }

    /// Every name's bytes (lower-cased when `caseInsensitive`), in the order of `slots`.
    private let pool: UnsafeMutablePointer<UInt8>
    /// The names, shortest first.
    private let slots: UnsafeMutablePointer<Slot>
    /// `slots[lengthStart[n]..<lengthStart[n + 1]]` are the names of `n` bytes, for `n <= longest`.
    private let lengthStart: UnsafeMutablePointer<Int32>
    private let longest: Int
    private let caseInsensitive: Bool

    public init(_ entries: [Entry], caseInsensitive: Bool) {
        var longest = 0
        var poolSize = 0
        var lengths: [Int] = []
        lengths.reserveCapacity(entries.count)
        for entry in entries {
            let count = entry.text.utf8.count
            lengths.append(count)
            longest = max(longest, count)
            poolSize += count
        }
        // Counting sort by length: where each length's names begin.
        let lengthStart = UnsafeMutablePointer<Int32>.allocate(capacity: longest + 2)
        lengthStart.initialize(repeating: 0, count: longest + 2)
        for length in lengths { lengthStart[length + 1] += 1 }
        for length in 0...longest { lengthStart[length + 1] += lengthStart[length] }
        var next = [Int32](repeating: 0, count: longest + 1)
        var poolNext = [Int](repeating: 0, count: longest + 1)
        var poolOffset = 0
        for length in 0...longest {
            next[length] = lengthStart[length]
            poolNext[length] = poolOffset
            poolOffset += Int(lengthStart[length + 1] - lengthStart[length]) * length
        }
        let pool = UnsafeMutablePointer<UInt8>.allocate(capacity: max(poolSize, 1))
        let slots = UnsafeMutablePointer<Slot>.allocate(capacity: max(entries.count, 1))
        for (entry, length) in zip(entries, lengths) {
            let start = poolNext[length]
            var text = entry.text
            text.withUTF8 { utf8 in
                guard let base = utf8.baseAddress else { return }
                (pool + start).update(from: base, count: length)
            }
            if caseInsensitive {
                for offset in start..<(start + length) { pool[offset] = Self.lowered(pool[offset]) }
            }
            poolNext[length] = start + length
            let slot = Slot(
                prefix: Self.prefix(UnsafePointer(pool + start), count: length, lowering: false),
                suffix: length > 8 ? Self.prefix(UnsafePointer(pool + start + length - 8), count: 8, lowering: false) : 0,
                start: Int32(start), field: Int32(entry.field), spelling: Int32(entry.spelling))
            (slots + Int(next[length])).initialize(to: slot)
            next[length] += 1
        }
        self.pool = pool
        self.slots = slots
        self.lengthStart = lengthStart
        self.longest = longest
        self.caseInsensitive = caseInsensitive
    }

    deinit {
        pool.deallocate()
        slots.deallocate()
        lengthStart.deallocate()
    }

    /// The entry `key` (a string value) names, or nil.
    @inline(__always)
    public func match(_ key: JSONValue) -> Hit? {
        guard key.isString else { return nil }
        if key.hasEscapes { return match(key.decodedStringBytes()) }
        return matchPlain(in: key.document.bytes, from: key.startOffset + 1, to: key.endOffset - 1)
    }

    /// The entry the unescaped key text `bytes[start..<end]` names, or nil.
    @inline(__always)
    func matchPlain(in bytes: [UInt8], from start: Int, to end: Int) -> Hit? {
        bytes.withUnsafeBufferPointer { buffer in
            // Offsets inside the buffer: the arithmetic cannot overflow.
            guard let base = buffer.baseAddress, start <= end else { return nil }
            // The closing quote and what follows may be read as padding for the first word.
            return match(base + start, count: end &- start, padded: buffer.count &- start >= 8)
        }
    }

    /// The entry the UTF-8 text `key` names, or nil.
    public func match(_ key: [UInt8]) -> Hit? {
        key.withUnsafeBufferPointer { match($0) }
    }

    private func match(_ key: UnsafeBufferPointer<UInt8>) -> Hit? {
        guard let base = key.baseAddress else {
            return key.isEmpty && longest >= 0 && lengthStart[0] < lengthStart[1] ? Self.hit(slots[Int(lengthStart[0])]) : nil
        }
        return match(base, count: key.count, padded: false)
    }

    /// The entry the `length` bytes at `key` name, or nil. When `padded`, eight bytes may be read
    /// from `key` whatever `length` is. Inlined into its few callers (the schema walk's
    /// `matchKey` above all): a call's register saves cost a quarter of a lookup.
    @inline(__always)
    private func match(_ key: UnsafePointer<UInt8>, count length: Int, padded: Bool) -> Hit? {
        guard length <= longest else { return nil }
        var slot = UnsafePointer(slots + Int(lengthStart[length]))
        let end = UnsafePointer(slots + Int(lengthStart[length + 1]))
        guard slot < end else { return nil }
        let prefix: UInt64
        if padded || length >= 8 {
            // One load; the bytes past a short key are masked off.
            var word = UInt64(littleEndian: UnsafeRawPointer(key).loadUnaligned(as: UInt64.self))
            if length < 8 { word &= (1 &<< UInt64(8 &* length)) &- 1 }
            prefix = caseInsensitive ? ByteWords.lowercasedASCII(word) : word
        } else {
            prefix = Self.prefix(key, count: length, lowering: caseInsensitive)
        }
        while slot < end {
            if slot.pointee.prefix == prefix && (length <= 8 || endsLike(slot, key, count: length)) {
                return Self.hit(slot.pointee)
            }
            slot += 1
        }
        return nil
    }

    /// True when the `length` bytes at `key` (more than eight, the first eight already equal to
    /// the name's) end like the name in `slot`: its last eight bytes (overlapping the first eight
    /// below 16 bytes), then the bytes between the two words of a longer name. Out of line, so
    /// that the lookup stays small enough to be inlined into its callers.
    @inline(never)
    private func endsLike(_ slot: UnsafePointer<Slot>, _ key: UnsafePointer<UInt8>, count length: Int) -> Bool {
        var suffix = UInt64(littleEndian: UnsafeRawPointer(key + (length &- 8)).loadUnaligned(as: UInt64.self))
        if caseInsensitive { suffix = ByteWords.lowercasedASCII(suffix) }
        guard suffix == slot.pointee.suffix else { return false }
        if length <= 16 { return true }
        let name = UnsafePointer(pool + Int(slot.pointee.start))
        return caseInsensitive
            ? Self.equalLowered(key + 8, name + 8, count: length &- 16)
            : Self.equal(key + 8, name + 8, count: length &- 16)
    }

    @inline(__always)
    private static func hit(_ slot: Slot) -> Hit {
        Hit(field: Int(slot.field), spelling: Int(slot.spelling))
    }

    /// The first (up to) eight bytes at `bytes` as a little-endian integer, zero-padded;
    /// lower-cased when `lowering`.
    @inline(__always)
    private static func prefix(_ bytes: UnsafePointer<UInt8>, count: Int, lowering: Bool) -> UInt64 {
        if count >= 8, !lowering { return UInt64(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self)) }
        var word: UInt64 = 0
        var index = 0
        while index < min(count, 8) {
            let byte = lowering ? lowered(bytes[index]) : bytes[index]
            word |= UInt64(byte) &<< UInt64(8 &* index)
            index += 1
        }
        return word
    }

    /// True when the `count` bytes at `a` and `b` are equal; compares eight bytes at a time.
    private static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int) -> Bool {
        var offset = 0
        let rawA = UnsafeRawPointer(a)
        let rawB = UnsafeRawPointer(b)
        while offset + 8 <= count {
            if rawA.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                != rawB.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            {
                return false
            }
            offset += 8
        }
        while offset < count {
            if a[offset] != b[offset] { return false }
            offset += 1
        }
        return true
    }

    /// True when the `count` bytes at `key`, lower-cased, equal the (lower-case) bytes at `name`.
    private static func equalLowered(_ key: UnsafePointer<UInt8>, _ name: UnsafePointer<UInt8>, count: Int) -> Bool {
        var offset = 0
        while offset < count {
            if lowered(key[offset]) != name[offset] { return false }
            offset += 1
        }
        return true
    }

    public static func lowered(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }
}
