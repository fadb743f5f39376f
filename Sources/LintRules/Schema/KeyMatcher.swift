import SizeModel

/// Finds which known name a JSON key is, comparing the key's bytes in the source without building
/// a String (names are grouped by byte length, so a key is compared with a handful of names).
///
/// The names live in one byte pool and their places in a table of plain integers, so a lookup
/// reads memory without reference counting.
struct KeyMatcher: Sendable {
    /// A name to recognize and what it stands for.
    struct Entry: Sendable {
        let bytes: [UInt8]
        let field: Int
        let spelling: Int

        init(text: String, field: Int, spelling: Int) {
            bytes = Array(text.utf8)
            self.field = field
            self.spelling = spelling
        }
    }

    /// What a key was recognized as: the entry's field and spelling.
    struct Hit: Sendable {
        let field: Int
        let spelling: Int
    }

    /// One name: where its bytes start in `pool`, and its hit.
    private struct Slot: Sendable {
        let start: Int
        let hit: Hit
    }

    /// Every name's bytes (lower-cased when `caseInsensitive`), shortest names first.
    private let pool: [UInt8]
    /// The names in the order of `pool`.
    private let slots: [Slot]
    /// `slots[lengthStart[n]..<lengthStart[n + 1]]` are the names of `n` bytes.
    private let lengthStart: [Int]
    private let caseInsensitive: Bool

    init(_ entries: [Entry], caseInsensitive: Bool) {
        let longest = entries.map(\.bytes.count).max() ?? 0
        var pool: [UInt8] = []
        var slots: [Slot] = []
        var lengthStart: [Int] = []
        for length in 0...longest {
            lengthStart.append(slots.count)
            for entry in entries where entry.bytes.count == length {
                slots.append(Slot(start: pool.count, hit: Hit(field: entry.field, spelling: entry.spelling)))
                pool += caseInsensitive ? entry.bytes.map(Self.lowered) : entry.bytes
            }
        }
        lengthStart.append(slots.count)
        self.pool = pool
        self.slots = slots
        self.lengthStart = lengthStart
        self.caseInsensitive = caseInsensitive
    }

    /// The entry `key` (a string value) names, or nil.
    func match(_ key: JSONValue) -> Hit? {
        guard key.isString else { return nil }
        if key.hasEscapes { return key.decodedStringBytes().withUnsafeBufferPointer { match($0) } }
        let start = key.startOffset + 1
        let end = key.endOffset - 1
        return key.document.bytes.withUnsafeBufferPointer { buffer in
            match(UnsafeBufferPointer(rebasing: buffer[start..<end]))
        }
    }

    private func match(_ key: UnsafeBufferPointer<UInt8>) -> Hit? {
        let length = key.count
        guard length + 1 < lengthStart.count else { return nil }
        let first = lengthStart[length]
        let last = lengthStart[length + 1]
        guard first < last else { return nil }
        return pool.withUnsafeBufferPointer { pool in
            slots.withUnsafeBufferPointer { slots in
                guard let keyBase = key.baseAddress, let poolBase = pool.baseAddress else {
                    return length == 0 ? slots[first].hit : nil
                }
                for index in first..<last {
                    let slot = slots[index]
                    let equal = caseInsensitive
                        ? Self.equalLowered(keyBase, poolBase + slot.start, count: length)
                        : Self.equal(keyBase, poolBase + slot.start, count: length)
                    if equal { return slot.hit }
                }
                return nil
            }
        }
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

    static func lowered(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }

    /// A name reduced for spelling comparison: lower case, without `-`, `_` and spaces
    /// (`content_available`, `contentAvailable` and `content-available` are equal).
    static func normalized(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { !"-_ ".unicodeScalars.contains($0) })
    }

    /// The candidate closest to `text`: same normalized form, or at most two edits away for names
    /// of five or more characters. Nil when nothing is close.
    static func suggestion(for text: String, among candidates: [String]) -> String? {
        let normalized = normalized(text)
        if let exact = candidates.first(where: { Self.normalized($0) == normalized }) { return exact }
        guard normalized.count >= 5 else { return nil }
        var best: (String, Int)? = nil
        for candidate in candidates {
            let distance = editDistance(normalized, Self.normalized(candidate), limit: 2)
            if distance <= 2, best == nil || distance < best?.1 ?? .max { best = (candidate, distance) }
        }
        return best?.0
    }

    /// Levenshtein distance, giving up above `limit`.
    static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        if abs(a.count - b.count) > limit { return limit + 1 }
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            var rowMinimum = i
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            previous = current
        }
        return previous[b.count]
    }
}
