import SizeModel

/// Finds which known name a JSON key is, comparing the key's bytes in the source without building
/// a String (names are bucketed by byte length, so a key is compared with a handful of names).
struct KeyMatcher: Sendable {
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

    /// Entries by byte length.
    private let buckets: [[Entry]]
    private let caseInsensitive: Bool

    init(_ entries: [Entry], caseInsensitive: Bool) {
        let longest = entries.map(\.bytes.count).max() ?? 0
        var buckets = Array(repeating: [Entry](), count: longest + 1)
        for entry in entries {
            let bytes = caseInsensitive ? entry.bytes.map(Self.lowered) : entry.bytes
            buckets[bytes.count].append(Entry(bytes: bytes, field: entry.field, spelling: entry.spelling))
        }
        self.buckets = buckets
        self.caseInsensitive = caseInsensitive
    }

    /// The entry `key` (a string value) names, or nil.
    func match(_ key: JSONValue) -> Entry? {
        guard key.isString else { return nil }
        // The decoded text, read in place from the source when the key has no escapes.
        return key.withDecodedBytes { match($0) }
    }

    private func match(_ bytes: UnsafeBufferPointer<UInt8>) -> Entry? {
        guard bytes.count < buckets.count else { return nil }
        return buckets.withUnsafeBufferPointer { buckets in
            for entry in buckets[bytes.count] where equal(entry.bytes, bytes) { return entry }
            return nil
        }
    }

    private func equal(_ name: [UInt8], _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        name.withUnsafeBufferPointer { name in
            var i = 0
            for byte in name {
                let other = caseInsensitive ? Self.lowered(key[i]) : key[i]
                if other != byte { return false }
                i += 1
            }
            return true
        }
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

extension KeyMatcher.Entry {
    fileprivate init(bytes: [UInt8], field: Int, spelling: Int) {
        self.bytes = bytes
        self.field = field
        self.spelling = spelling
    }
}
