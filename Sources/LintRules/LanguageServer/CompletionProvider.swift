/// `textDocument/completion`: at a key, the fields of the object the cursor is in; at a value,
/// the allowed values of an enum (or boolean) field; inside a `notifee_options` string too, where
/// the inserted text is escaped for the string.
enum CompletionProvider {
    /// LSP `CompletionItemKind` values.
    static let propertyKind = 10
    static let enumMemberKind = 20

    /// The completion items for byte `offset` of `bytes` (empty when there is nothing to offer).
    static func items(at offset: Int, in bytes: [UInt8]) -> [LSPValue] {
        let cursor = SchemaCursor.at(offset, in: bytes)
        guard let level = cursor.level else { return [] }
        let converter = PositionConverter(bytes: bytes)
        switch cursor.place {
        case .key(_, let token):
            let range = LSPRange(cursor.sourceRange(token), converter)
            return SchemaNavigator.fieldNames(at: level).enumerated().map { index, entry in
                item(
                    label: entry.name, kind: propertyKind, detail: entry.facts.type, documentation: HoverProvider.markdown(entry.facts),
                    newText: cursor.literal(entry.name), range: range, sortIndex: index)
            }
        case .value(let key, let token, _):
            guard let facts = SchemaNavigator.facts(for: key, at: level) else { return [] }
            let range = LSPRange(cursor.sourceRange(token), converter)
            return facts.allowedValues.enumerated().map { index, value in
                let isBoolean = facts.allowedValues == ["true", "false"]
                return item(
                    label: value, kind: enumMemberKind, detail: facts.key, documentation: nil,
                    newText: isBoolean ? value : cursor.literal(value), range: range, sortIndex: index)
            }
        case .none:
            return []
        }
    }

    /// `index` as four decimal digits, so items sort in table order.
    static func sortText(_ index: Int) -> String {
        let digits = String(index)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func item(
        label: String, kind: Int, detail: String, documentation: String?, newText: String, range: LSPRange, sortIndex: Int
    ) -> LSPValue {
        var members: [(String, LSPValue)] = [
            ("label", .string(label)),
            ("kind", .integer(kind)),
            ("detail", .string(detail)),
        ]
        if let documentation { members.append(("documentation", .object([("kind", .string("markdown")), ("value", .string(documentation))]))) }
        members += [
            ("sortText", .string(sortText(sortIndex))),
            ("filterText", .string(newText)),
            ("textEdit", .object([("range", range.json), ("newText", .string(newText))])),
        ]
        return .object(members)
    }
}
