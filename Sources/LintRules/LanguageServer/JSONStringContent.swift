import SizeModel

/// The decoded content of a JSON string literal in a text the user may be editing, with where each
/// decoded byte came from: what the server reads a `notifee_options` blob through for hover and
/// completion (the linter maps blob positions itself, through `JSONDocument`'s embedding).
struct JSONStringContent: Sendable, Equatable {
    /// The decoded UTF-8 bytes.
    var bytes: [UInt8]
    /// For each decoded byte, the source offset of the character or escape that produced it; one
    /// more entry, the source offset where the content ends.
    var sourceOffsets: [Int]

    /// Decodes `source[start..<end]` (the content between the quotes) with the JSON parser's
    /// unescaper in its tolerant mode: a broken escape (`\x`, `\u12`, a trailing backslash) is kept
    /// as written, a lone surrogate becomes U+FFFD, and decoding stops at an unescaped quote.
    static func decode(_ source: [UInt8], from start: Int, to end: Int) -> JSONStringContent {
        let decoded = StringUnescaper.decodeTolerantly(source, from: start, to: end)
        return JSONStringContent(bytes: decoded.bytes, sourceOffsets: decoded.sourceOffsets)
    }

    /// The decoded offset of source offset `offset`: the first decoded byte produced at or after it.
    func decodedOffset(ofSource offset: Int) -> Int {
        var low = 0
        var high = sourceOffsets.count - 1
        while low < high {
            let mid = (low + high) / 2
            if sourceOffsets[mid] < offset { low = mid + 1 } else { high = mid }
        }
        return min(low, bytes.count)
    }

    /// The source offset of decoded offset `offset` (clamped).
    func sourceOffset(ofDecoded offset: Int) -> Int {
        sourceOffsets[min(max(0, offset), sourceOffsets.count - 1)]
    }
}
