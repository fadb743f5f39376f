import SizeModel

/// How an input is cut into runs of messages.
package enum InputLayout: Sendable {
    /// JSON Lines: every non-blank line is a document; a run is a span of lines.
    case jsonLines
    /// One top-level array: every element is a message (a batch); a run is a span of elements.
    case array
    /// One JSON text that is not an array (a message object, or anything else, or no valid JSON
    /// at all): the whole text is one run.
    case document

    /// The format of a JSON text that is not JSON Lines: `.array` when it starts (after a
    /// byte-order mark and blanks) with `[`, else `.document`.
    static func of(document bytes: [UInt8]) -> InputLayout {
        var i = ByteOrderMark.detect(in: bytes) == .utf8 ? 3 : 0
        while i < bytes.count, Linter.isWhitespace(bytes[i]) { i += 1 }
        return i < bytes.count && bytes[i] == UInt8(ascii: "[") ? .array : .document
    }
}
