/// How a serializer writes characters outside ASCII.
public enum NonASCIIEscaping: String, Sendable, CaseIterable {
    /// Written as UTF-8 bytes, as JavaScript's `JSON.stringify`, Go, Java and Swift's encoders do.
    case raw
    /// Written as `\uXXXX` escapes (a surrogate pair for characters beyond U+FFFF), as Python's
    /// `json.dumps` does by default (`ensure_ascii=True`); like Python, this also escapes DEL
    /// (U+007F) as `\u007f`.
    case escaped
}

/// The UTF-8 byte length of a value's compact serialization (no whitespace), computed from the
/// located document without building the serialized text.
///
/// Strings are counted as a serializer re-escapes them: `"` and `\` take two bytes, control
/// characters take two (`\n`, `\t`, `\b`, `\f`, `\r`) or six (`\u001F`), and `\/` or `\u0041` in
/// the source count as the one character they stand for. Numbers are counted as written in the
/// source (a serializer that normalizes `1.0` to `1` may differ by those characters).
public enum CompactJSONSize {
    /// The compact byte length of `value`.
    public static func of(_ value: JSONValue, nonASCII: NonASCIIEscaping = .raw) -> Int {
        switch value.kind {
        case .object:
            var total = 2 + max(0, value.count - 1)  // braces and commas
            for member in value.members {
                total += of(member.key, nonASCII: nonASCII) + 1 + of(member.value, nonASCII: nonASCII)
            }
            return total
        case .array:
            var total = 2 + max(0, value.count - 1)
            for element in value.elements { total += of(element, nonASCII: nonASCII) }
            return total
        case .string:
            let node = value.node
            if !node.hasEscapes && nonASCII == .raw { return node.end - node.start }
            return stringLiteral(value.decodedStringBytes(), nonASCII: nonASCII)
        case .number, .true, .false, .null:
            return value.endOffset - value.startOffset
        }
    }

    /// The length of a member as it appears inside its object: `"key":value`.
    public static func ofMember(_ member: JSONMember, nonASCII: NonASCIIEscaping = .raw) -> Int {
        of(member.key, nonASCII: nonASCII) + 1 + of(member.value, nonASCII: nonASCII)
    }

    /// The compact length of a JSON string literal holding the UTF-8 text `text`, quotes included.
    public static func stringLiteral(_ text: [UInt8], nonASCII: NonASCIIEscaping = .raw) -> Int {
        var total = 2
        var i = 0
        let count = text.count
        while i < count {
            let byte = text[i]
            if byte < 0x80 {
                total += byte == 0x7F && nonASCII == .escaped ? 6 : asciiCost(byte)
                i += 1
                continue
            }
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            switch nonASCII {
            case .raw: total += length
            case .escaped: total += length == 4 ? 12 : 6
            }
            i += length
        }
        return total
    }

    /// The compact length of a JSON string literal holding `text`, quotes included.
    public static func stringLiteral(_ text: String, nonASCII: NonASCIIEscaping = .raw) -> Int {
        stringLiteral(Array(text.utf8), nonASCII: nonASCII)
    }

    private static func asciiCost(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): return 2
        case 0x08, 0x09, 0x0A, 0x0C, 0x0D: return 2
        case 0x00..<0x20: return 6
        default: return 1
        }
    }
}
