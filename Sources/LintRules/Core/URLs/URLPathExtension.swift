import SizeModel

/// The file extension of a URL's path, for checks of what a notification image can be.
enum URLPathExtension {
    /// The lower-cased extension of the last non-empty segment of the path (after the first
    /// `://`, from the next `/` to `?` or `#`): `png` for `https://x/a.PNG?w=2`; nil when there
    /// is none.
    static func of(_ text: String) -> String? { of(ArraySlice(text.utf8)) }

    /// `of(_:)` for UTF-8 bytes (`JSONValue.decodedBytes`).
    static func of(_ bytes: some URLBytes) -> String? {
        guard let range = range(in: bytes) else { return nil }
        return String(decoding: bytes[range].map(lowered), as: UTF8.self)
    }

    /// The extension `of(_:)` finds, as `code(_:)` numbers it, without a String: 0 when there is
    /// none or it is over four bytes.
    /// (`from`: where the first `://` can start at the earliest, the colon of a scheme the caller
    /// read; the start when not given.)
    static func code(of bytes: some URLBytes, from searchStart: Int? = nil) -> UInt64 {
        guard let range = range(in: bytes, from: searchStart ?? bytes.startIndex), range.count <= 4 else { return 0 }
        var code = UInt64(range.count)
        for index in range { code = code << 8 | UInt64(lowered(bytes[index])) }
        return code
    }

    /// `code(of:from:)` for a URL whose path starts at `pathStart`, a `/`: the first `/` after its
    /// first `://` (`URLCheck.httpFacts`, which found it as the authority's end).
    static func code(of bytes: some URLBytes, pathStart: Int) -> UInt64 {
        guard let range = range(in: bytes, pathStart: pathStart), range.count <= 4 else { return 0 }
        var code = UInt64(range.count)
        for index in range { code = code << 8 | UInt64(lowered(bytes[index])) }
        return code
    }

    /// `text` as one number, its length and then its UTF-8 bytes, for a text of one to four bytes
    /// (a different number for each); 0 for any other text.
    static func code(_ text: String) -> UInt64 {
        let utf8 = text.utf8
        guard utf8.count <= 4 else { return 0 }
        return utf8.reduce(UInt64(utf8.count)) { $0 << 8 | UInt64($1) }
    }

    /// Where the extension of `of(_:)` is in `bytes` (not lower-cased), or nil.
    private static func range(in bytes: some URLBytes, from searchStart: Int? = nil) -> Range<Int>? {
        let end = bytes.endIndex
        // The first `://`, from `searchStart` on.
        var index = max(searchStart ?? bytes.startIndex, bytes.startIndex)
        while true {
            guard index &+ 2 < end else { return nil }
            if bytes[index] == colon, bytes[index &+ 1] == slash, bytes[index &+ 2] == slash { break }
            index &+= 1
        }
        // The path: from the next `/` to `?`, `#` or the end.
        return range(in: bytes, pathStart: firstIndex(of: slash, or: slash, in: bytes, from: index &+ 3))
    }

    /// `range(in:from:)` from the path's first `/` at `pathStart` (or the end of `bytes`: no path).
    private static func range(in bytes: some URLBytes, pathStart: Int) -> Range<Int>? {
        let end = bytes.endIndex
        guard pathStart < end else { return nil }
        let pathEnd = firstIndex(of: question, or: hash, in: bytes, from: pathStart &+ 1)
        // Its last non-empty segment.
        var segmentEnd = pathEnd
        while segmentEnd > pathStart, bytes[segmentEnd &- 1] == slash { segmentEnd &-= 1 }
        guard segmentEnd > pathStart else { return nil }
        // The extension: after the segment's last `.`, not empty.
        var dot = segmentEnd &- 1
        while dot > pathStart {
            let byte = bytes[dot]
            if byte == period { return dot &+ 1 < segmentEnd ? (dot &+ 1)..<segmentEnd : nil }
            if byte == slash { return nil }
            dot &-= 1
        }
        return nil
    }

    /// The index of the first `one` or `other` in `bytes` from `start`, else its end: eight
    /// bytes at a time (`ByteWords.flags(of:in:)`, whose lowest flag is the first match).
    private static func firstIndex(of one: UInt8, or other: UInt8, in bytes: some URLBytes, from start: Int) -> Int {
        let end = bytes.endIndex
        var index = start
        while index &+ 8 <= end {
            let word = bytes.word(at: index)
            let flags = ByteWords.flags(of: one, in: word) | ByteWords.flags(of: other, in: word)
            if flags != 0 { return index &+ flags.trailingZeroBitCount / 8 }
            index &+= 8
        }
        while index < end, bytes[index] != one, bytes[index] != other { index &+= 1 }
        return index
    }

    private static func lowered(_ byte: UInt8) -> UInt8 { byte &- UInt8(ascii: "A") < 26 ? byte + 0x20 : byte }

    private static let slash = UInt8(ascii: "/")
    private static let colon = UInt8(ascii: ":")
    private static let period = UInt8(ascii: ".")
    private static let question = UInt8(ascii: "?")
    private static let hash = UInt8(ascii: "#")
}
