import SizeModel

/// Finds which known name of a schema level a JSON key is (`JSONKeyTable` does the byte work),
/// and suggests the closest name for an unknown one.
struct KeyMatcher: Sendable {
    /// A name to recognize and what it stands for.
    typealias Entry = JSONKeyTable.Entry
    /// What a key was recognized as: the entry's field and spelling.
    typealias Hit = JSONKeyTable.Hit

    private let table: JSONKeyTable

    init(_ entries: [Entry], caseInsensitive: Bool) {
        table = JSONKeyTable(entries, caseInsensitive: caseInsensitive)
    }

    /// The entry `key` (a string value) names, or nil.
    @inline(__always)
    func match(_ key: JSONValue) -> Hit? { table.match(key) }

    /// The entry the UTF-8 text `key` names, or nil.
    func match(_ key: [UInt8]) -> Hit? { table.match(key) }

    /// Calls `body` with each member of `object`, its key matched, without making a value per
    /// member (`JSONKeyTable.forEachMember(of:)`).
    @inline(__always)
    func forEachMember(of object: JSONValue, _ body: (JSONKeyTable.MemberMatch) throws -> Void) rethrows {
        try table.forEachMember(of: object, body)
    }

    static func lowered(_ byte: UInt8) -> UInt8 { JSONKeyTable.lowered(byte) }

    /// A name reduced for spelling comparison: lower case, without `-`, `_` and spaces
    /// (`content_available`, `contentAvailable` and `content-available` are equal).
    static func normalized(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { !"-_ ".unicodeScalars.contains($0) })
    }

    /// `normalized(_:)` with the word forms people swap in a field's name made one: "vibration"
    /// for FCM's "vibrate" (vibrationTimingsMillis, vibration_timings and vibrationTimings, three
    /// tries in one Vietnamese sender, each rejected, before it gave up on a pattern), which is
    /// three edits away and so out of reach of the edit distance.
    static func comparable(_ text: String) -> String {
        let normalized = normalized(text)
        return normalized.contains("vibration") ? normalized.replacing("vibration", with: "vibrate") : normalized
    }

    /// The candidate closest to `text`: same comparable form (`comparable(_:)`), or at most two
    /// edits away for names of five or more characters. Nil when nothing is close.
    static func suggestion(for text: String, among candidates: [String]) -> String? {
        let normalized = comparable(text)
        if let exact = candidates.first(where: { Self.comparable($0) == normalized }) { return exact }
        guard normalized.count >= 5 else { return nil }
        var best: (String, Int)? = nil
        for candidate in candidates {
            let distance = EditDistance.between(normalized, Self.comparable(candidate), limit: 2)
            if distance <= 2, best == nil || distance < best?.1 ?? .max { best = (candidate, distance) }
        }
        return best?.0
    }
}
