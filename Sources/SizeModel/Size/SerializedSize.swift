/// The size of a piece of compact JSON under the serializations the size model compares.
///
/// Every figure is kept in four counts, computed in the same walk:
/// - `bytes`: UTF-8 bytes with non-ASCII written raw and only the escapes JSON requires (`\"`,
///   `\\`, `\n`-style short forms, `\u00XX` for other control characters). This is what
///   JavaScript's `JSON.stringify`, Swift's, Java's and Go's encoders write (Go and Gson also
///   HTML-escape `<`, `>` and `&`; not modelled), and what the limits are judged on.
/// - `asciiEscapedBytes`: the same with every character outside printable ASCII written as
///   a `\u` escape (a surrogate pair, 12 bytes, beyond U+FFFF; DEL too): Python's
///   `json.dumps(value, separators=(",", ":"))` with its default `ensure_ascii=True`.
/// - `characters`: Unicode scalar values (code points) of the raw serialization, what
///   `len()` in Python or `unicodeScalars.count` in Swift count (JavaScript's `.length` counts an
///   emoji twice).
/// - `separators`: the `,` and `:` between members and elements. Python's `json.dumps` default
///   separators are `", "` and `": "`, one space more each.
public struct SerializedSize: Sendable, Hashable {
    /// UTF-8 bytes, non-ASCII raw.
    public var bytes: Int
    /// UTF-8 bytes, non-ASCII as `\u` escapes (Python's `ensure_ascii=True`).
    public var asciiEscapedBytes: Int
    /// Unicode scalar values of the raw serialization.
    public var characters: Int
    /// Number of `,` and `:` separators.
    public var separators: Int

    /// Creates a size.
    public init(bytes: Int, asciiEscapedBytes: Int, characters: Int, separators: Int = 0) {
        self.bytes = bytes
        self.asciiEscapedBytes = asciiEscapedBytes
        self.characters = characters
        self.separators = separators
    }

    /// Nothing.
    public static let zero = SerializedSize(bytes: 0, asciiEscapedBytes: 0, characters: 0)

    /// `count` ASCII characters that no serializer escapes (brackets, digits, literals).
    public static func ascii(_ count: Int) -> SerializedSize {
        SerializedSize(bytes: count, asciiEscapedBytes: count, characters: count)
    }

    /// `count` separators (`,` or `:`).
    public static func separators(_ count: Int) -> SerializedSize {
        SerializedSize(bytes: count, asciiEscapedBytes: count, characters: count, separators: count)
    }

    /// What Python's `json.dumps(value)` writes with all defaults: `ensure_ascii=True` and the
    /// separators `", "` and `": "`.
    public var pythonDefaultBytes: Int { asciiEscapedBytes + separators }

    /// True when some character is outside ASCII (the escaped form is longer).
    public var hasNonASCII: Bool { asciiEscapedBytes != bytes }

    public static func + (lhs: SerializedSize, rhs: SerializedSize) -> SerializedSize {
        SerializedSize(
            bytes: lhs.bytes + rhs.bytes, asciiEscapedBytes: lhs.asciiEscapedBytes + rhs.asciiEscapedBytes,
            characters: lhs.characters + rhs.characters, separators: lhs.separators + rhs.separators)
    }

    public static func - (lhs: SerializedSize, rhs: SerializedSize) -> SerializedSize {
        SerializedSize(
            bytes: lhs.bytes - rhs.bytes, asciiEscapedBytes: lhs.asciiEscapedBytes - rhs.asciiEscapedBytes,
            characters: lhs.characters - rhs.characters, separators: lhs.separators - rhs.separators)
    }

    public static func += (lhs: inout SerializedSize, rhs: SerializedSize) { lhs = lhs + rhs }
}
