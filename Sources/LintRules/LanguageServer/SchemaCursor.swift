/// The cursor seen through the schema: the level of the object it is in and what it is on, looking
/// inside a `notifee_options` string when the cursor is in one (the blob's own JSON text, decoded).
struct SchemaCursor {
    /// The schema level of the object holding the cursor; nil outside the tables.
    let level: SchemaLevel?
    /// The place, with token ranges in `text` offsets.
    let place: CursorContext.Place
    /// When the cursor is inside a `notifee_options` string: its decoded content, whose offsets
    /// `place` uses.
    let blob: JSONStringContent?

    /// Analyses byte `offset` of `bytes`.
    static func at(_ offset: Int, in bytes: [UInt8]) -> SchemaCursor {
        var context = CursorContext.at(offset, in: bytes)
        // On the opening quote of a key: the key itself.
        if case .key(let text, let token) = context.place, text.isEmpty, token.isEmpty, offset < bytes.count,
            bytes[offset] == UInt8(ascii: "\"")
        {
            context = CursorContext.at(offset + 1, in: bytes)
        }
        if case .value(let key, let token, true) = context.place, SchemaNavigator.holdsBlob(key: key, path: context.path) {
            let closed = token.count >= 2 && bytes[token.upperBound - 1] == UInt8(ascii: "\"")
            let content = JSONStringContent.decode(bytes, from: token.lowerBound + 1, to: closed ? token.upperBound - 1 : token.upperBound)
            var inner = CursorContext.at(content.decodedOffset(ofSource: offset), in: content.bytes)
            if case .key(let text, let innerToken) = inner.place, text.isEmpty, innerToken.isEmpty,
                innerToken.lowerBound < content.bytes.count, content.bytes[innerToken.lowerBound] == UInt8(ascii: "\"")
            {
                inner = CursorContext.at(innerToken.lowerBound + 1, in: content.bytes)
            }
            return SchemaCursor(
                level: SchemaNavigator.level(at: inner.path, from: SchemaNavigator.blobRoot), place: inner.place, blob: content)
        }
        return SchemaCursor(level: SchemaNavigator.level(at: context.path), place: context.place, blob: nil)
    }

    /// The source byte range of `token` (a range in the blob's decoded text when in a blob).
    func sourceRange(_ token: Range<Int>) -> Range<Int> {
        guard let blob else { return token }
        return blob.sourceOffset(ofDecoded: token.lowerBound)..<blob.sourceOffset(ofDecoded: token.upperBound)
    }

    /// `text` as a JSON string literal written where the cursor is: quoted, and quoted again
    /// (escaped) inside a blob string.
    func literal(_ text: String) -> String {
        let quoted = JSONOutputWriter.quoted(text)
        return blob == nil ? quoted : String(JSONOutputWriter.quoted(quoted).dropFirst().dropLast())
    }
}
