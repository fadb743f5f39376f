/// The declared maximum length of what fills a template placeholder (`--placeholder name=64`).
///
/// A fill is assumed to be printable text: no control characters, and quotes or backslashes no
/// more often than emoji would cost. Under that assumption the worst case per character is an
/// emoji (one Unicode scalar beyond U+FFFF): 4 UTF-8 bytes raw and 12 as a `\uD83D\uDE00`
/// surrogate pair. A `"` costs 2 (`\"`), or 4 inside a `notifee_options` blob (`\\\"`), so it
/// never exceeds the emoji at one level of nesting.
///
/// - `NAME=N`: at most N characters (Unicode scalars). Worst case 4N bytes raw, 12N escaped.
/// - `NAME=Nb`: at most N UTF-8 bytes. Worst case N bytes raw, 3N escaped (a 2-byte character
///   becomes a 6-byte escape).
public struct PlaceholderLimit: Sendable, Hashable, CustomStringConvertible {
    /// What the number counts.
    public enum Unit: String, Sendable, Hashable {
        /// Unicode scalar values (code points).
        case characters
        /// UTF-8 bytes.
        case bytes
    }

    /// The maximum count.
    public let maximum: Int
    /// What `maximum` counts.
    public let unit: Unit

    /// Creates a limit.
    public init(maximum: Int, unit: Unit = .characters) {
        self.maximum = max(0, maximum)
        self.unit = unit
    }

    /// The serialized size of the longest, most expensive fill.
    public var worstCase: SerializedSize {
        switch unit {
        case .characters:
            return SerializedSize(bytes: 4 * maximum, asciiEscapedBytes: 12 * maximum, characters: maximum)
        case .bytes:
            return SerializedSize(bytes: maximum, asciiEscapedBytes: 3 * maximum, characters: maximum)
        }
    }

    /// "64 characters" or "200 bytes".
    public var description: String {
        "\(maximum) \(unit == .characters ? (maximum == 1 ? "character" : "characters") : (maximum == 1 ? "byte" : "bytes"))"
    }

    /// Parses `NAME=N` or `NAME=Nb` (also `NB`, `Nbytes`); nil when it is not that form.
    public static func parseDeclaration(_ text: String) -> (name: String, limit: PlaceholderLimit)? {
        guard let equals = text.firstIndex(of: "=") else { return nil }
        let name = String(text[..<equals]).trimmingSpaces
        var number = String(text[text.index(after: equals)...]).trimmingSpaces.lowercased()
        var unit = Unit.characters
        for suffix in ["bytes", "byte", "b"] where number.hasSuffix(suffix) {
            number = String(number.dropLast(suffix.count)).trimmingSpaces
            unit = .bytes
            break
        }
        guard TemplatePlaceholders.isValidName(name), !number.isEmpty, number.count <= 9,
            number.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(number)
        else { return nil }
        return (name, PlaceholderLimit(maximum: value, unit: unit))
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
