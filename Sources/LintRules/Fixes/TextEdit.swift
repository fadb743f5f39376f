/// One change to a source text: replace the bytes `start..<end` with `replacement`.
///
/// Offsets are UTF-8 byte offsets into the file as read (a byte-order mark included), the same
/// offsets as `Finding.start.offset`. An insertion has `start == end`.
public struct TextEdit: Sendable, Hashable {
    /// The first byte replaced.
    public let start: Int
    /// One past the last byte replaced.
    public let end: Int
    /// The bytes written in their place (UTF-8).
    public let replacement: [UInt8]

    /// Creates an edit.
    public init(start: Int, end: Int, replacement: [UInt8]) {
        self.start = start
        self.end = end
        self.replacement = replacement
    }

    /// Creates an edit whose replacement is `text` as UTF-8.
    public init(start: Int, end: Int, text: String) {
        self.init(start: start, end: end, replacement: Array(text.utf8))
    }

    /// The replacement as text.
    public var replacementText: String { String(decoding: replacement, as: UTF8.self) }

    /// True when the two edits touch the same bytes, or meet at one point: applying both in one
    /// pass would make the result depend on their order.
    func collides(with other: TextEdit) -> Bool {
        start <= other.end && other.start <= end
    }

    /// `bytes` with `edits` applied; the edits must not collide.
    static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        for edit in edits.sorted(by: { $0.start > $1.start }) where edit.start <= edit.end && edit.end <= result.count {
            result.replaceSubrange(edit.start..<edit.end, with: edit.replacement)
        }
        return result
    }
}
