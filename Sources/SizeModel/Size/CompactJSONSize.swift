/// How a serializer writes characters outside ASCII.
public enum NonASCIIEscaping: String, Sendable, CaseIterable {
    /// Written as UTF-8 bytes, as JavaScript's `JSON.stringify`, Go, Java and Swift's encoders do.
    case raw
    /// Written as `\u` escapes (a surrogate pair for characters beyond U+FFFF), as Python's
    /// `json.dumps` does by default (`ensure_ascii=True`).
    case escaped
}

/// The compact serialization size (no whitespace) of a located value, computed from the document
/// without building the serialized text.
///
/// Strings are counted as a serializer re-escapes them (see `JSONStringCost`). Numbers are
/// counted as written in the source (a serializer that normalizes `1.0` to `1` may differ by those
/// characters). The walk is a single pass over the document's node table, without recursion.
public enum CompactJSONSize {
    /// The compact size of `value` in every count the model keeps.
    public static func size(of value: JSONValue) -> SerializedSize {
        size(of: value, growth: nil)
    }

    /// The compact size of `value`, adding `growth[index]` for each string node listed there
    /// (template placeholders at their worst case).
    static func size(of value: JSONValue, growth: [Int: SerializedSize]?) -> SerializedSize {
        let document = value.document
        var total = SerializedSize.zero
        let end = Int(document.nodes[value.index].subtreeEnd)
        var i = value.index
        while i < end {
            total += nodeSize(document, i)
            if let growth, let extra = growth[i] { total += extra }
            i += 1
        }
        return total
    }

    /// The size one node adds by itself: a scalar's text, a string literal, or a container's
    /// brackets and separators (its children are separate nodes).
    static func nodeSize(_ document: JSONDocument, _ index: Int) -> SerializedSize {
        let node = document.nodes[index]
        switch node.kind {
        case .object:
            let count = Int(node.count)
            return .ascii(2) + .separators(max(0, count - 1) + count)
        case .array:
            return .ascii(2) + .separators(max(0, Int(node.count) - 1))
        case .string:
            if node.isPlain { return .ascii(node.end - node.start) }
            return JSONStringCost.literal(document.bytes, from: node.start, to: node.end)
        case .number, .true, .false, .null:
            return .ascii(node.end - node.start)
        }
    }

    /// The compact byte length of `value`.
    public static func of(_ value: JSONValue, nonASCII: NonASCIIEscaping = .raw) -> Int {
        let size = size(of: value)
        return nonASCII == .raw ? size.bytes : size.asciiEscapedBytes
    }

    /// The length of a member as it appears inside its object: `"key":value`.
    public static func ofMember(_ member: JSONMember, nonASCII: NonASCIIEscaping = .raw) -> Int {
        of(member.key, nonASCII: nonASCII) + 1 + of(member.value, nonASCII: nonASCII)
    }

    /// The compact length of a JSON string literal holding the UTF-8 text `text`, quotes included.
    public static func stringLiteral(_ text: [UInt8], nonASCII: NonASCIIEscaping = .raw) -> Int {
        let size = JSONStringCost.text(text)
        return nonASCII == .raw ? size.bytes : size.asciiEscapedBytes
    }

    /// The compact length of a JSON string literal holding `text`, quotes included.
    public static func stringLiteral(_ text: String, nonASCII: NonASCIIEscaping = .raw) -> Int {
        stringLiteral(Array(text.utf8), nonASCII: nonASCII)
    }
}
