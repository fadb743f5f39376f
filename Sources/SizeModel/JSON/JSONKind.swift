/// The JSON type of a located value.
public enum JSONKind: UInt8, Sendable, CustomStringConvertible {
    case object
    case array
    case string
    case number
    case `true`
    case `false`
    case null

    /// The name used in messages: "an object", "a number", "a boolean"…
    public var description: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .true, .false: return "a boolean"
        case .null: return "null"
        }
    }

    /// True for `true` and `false`.
    public var isBoolean: Bool { self == .true || self == .false }
}

/// One entry of a document's flat node table (the "tape").
///
/// Nodes are stored in document order. A container is followed by its children; an object's
/// children alternate key (a string node) and value. `subtreeEnd` is the index one past the
/// container's last descendant, so a whole subtree can be skipped in one step.
@usableFromInline
struct JSONNode: Sendable {
    @usableFromInline var kind: JSONKind
    /// For strings: the source spells at least one character with a backslash escape.
    @usableFromInline var hasEscapes: Bool
    /// For strings: every byte between the quotes is printable ASCII (0x20–0x7E) and none is a
    /// backslash, so every serializer writes the literal exactly as it is in the source.
    @usableFromInline var isPlain: Bool = false
    /// For strings: an escape spells a control character (`\b`, `\f`, or `\u` below U+0020 other
    /// than tab, line feed and carriage return), which text does not hold.
    @usableFromInline var escapesControl: Bool = false
    /// Byte offset of the first byte (the quote, bracket, sign or digit).
    @usableFromInline var start: Int
    /// Byte offset one past the last byte.
    @usableFromInline var end: Int
    /// Index of the enclosing container, or -1 for the root.
    @usableFromInline var parent: Int32
    /// Index one past the last node of this subtree.
    @usableFromInline var subtreeEnd: Int32
    /// Number of members (objects) or elements (arrays); 0 otherwise.
    @usableFromInline var count: Int32
    /// The position among its siblings: the element index in an array, the member index in an
    /// object (for both key and value); 0 for the root. Fits in the padding: a node stays 40 bytes.
    @usableFromInline var position: Int32 = 0
}
