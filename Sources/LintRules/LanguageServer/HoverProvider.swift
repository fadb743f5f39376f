/// `textDocument/hover`: on a key of the FCM message or of the `notifee_options` blob, the field's
/// meaning, type, allowed values and source, from the schema tables.
enum HoverProvider {
    /// The hover result for byte `offset` of `bytes`, or nil (the response is then `null`).
    static func hover(at offset: Int, in bytes: [UInt8]) -> LSPValue? {
        let cursor = SchemaCursor.at(offset, in: bytes)
        guard case .key(let text, let token) = cursor.place, !text.isEmpty, let level = cursor.level,
            let facts = SchemaNavigator.facts(for: text, at: level)
        else { return nil }
        let converter = PositionConverter(bytes: bytes)
        let range = cursor.sourceRange(token)
        return .object([
            ("contents", .object([("kind", .string("markdown")), ("value", .string(markdown(facts)))])),
            ("range", LSPRange(range, converter).json),
        ])
    }

    /// The hover text of a field.
    static func markdown(_ facts: FieldFacts) -> String {
        var lines = ["**`\(facts.name)`** · `\(facts.key)`", ""]
        if let description = facts.description { lines += [description, ""] }
        lines.append("- Type: \(facts.type)")
        if !facts.allowedValues.isEmpty {
            lines.append("- Allowed values: " + facts.allowedValues.map { "`\($0)`" }.joined(separator: ", "))
        }
        if !facts.otherSpellings.isEmpty {
            lines.append("- Also accepted as: " + facts.otherSpellings.map { "`\($0)`" }.joined(separator: ", "))
        }
        if let reader = facts.reader { lines.append("- Read by: \(reader)") }
        lines.append("- Source: \(facts.source)")
        return lines.joined(separator: "\n")
    }
}

/// An LSP range `{start, end}` of a byte range.
struct LSPRange: Sendable, Equatable {
    var start: LSPPosition
    var end: LSPPosition

    init(_ bytes: Range<Int>, _ converter: PositionConverter) {
        start = converter.position(ofByte: bytes.lowerBound)
        end = converter.position(ofByte: bytes.upperBound)
    }

    var json: LSPValue { .object([("start", start.json), ("end", end.json)]) }
}
