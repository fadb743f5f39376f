/// The decoded content of a JSON string literal in a text the user may be editing, with where each
/// decoded byte came from: what the server reads a `notifee_options` blob through for hover and
/// completion (the linter maps blob positions itself, through `JSONDocument`'s embedding).
struct JSONStringContent: Sendable, Equatable {
    /// The decoded UTF-8 bytes.
    var bytes: [UInt8]
    /// For each decoded byte, the source offset of the character or escape that produced it; one
    /// more entry, the source offset where the content ends.
    var sourceOffsets: [Int]

    /// Decodes `source[start..<end]` (the content between the quotes). Escapes: `\" \\ \/ \b \f
    /// \n \r \t \u` plus four hex digits (a surrogate pair becomes one character; a lone surrogate U+FFFD); a
    /// broken escape is kept as written.
    static func decode(_ source: [UInt8], from start: Int, to end: Int) -> JSONStringContent {
        var bytes: [UInt8] = []
        var offsets: [Int] = []
        var index = start
        let end = min(end, source.count)
        func emit(_ scalar: Unicode.Scalar, at offset: Int) {
            for byte in String(scalar).utf8 {
                bytes.append(byte)
                offsets.append(offset)
            }
        }
        while index < end {
            let byte = source[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < end else {
                if byte == UInt8(ascii: "\"") { break }
                bytes.append(byte)
                offsets.append(index)
                index += 1
                continue
            }
            let escape = source[index + 1]
            let simple: UInt8?
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): simple = escape
            case UInt8(ascii: "b"): simple = 0x08
            case UInt8(ascii: "f"): simple = 0x0C
            case UInt8(ascii: "n"): simple = 0x0A
            case UInt8(ascii: "r"): simple = 0x0D
            case UInt8(ascii: "t"): simple = 0x09
            default: simple = nil
            }
            if let simple {
                bytes.append(simple)
                offsets.append(index)
                index += 2
                continue
            }
            guard escape == UInt8(ascii: "u"), let unit = hex4(source, at: index + 2, end: end) else {
                bytes.append(byte)
                offsets.append(index)
                index += 1
                continue
            }
            if (0xD800..<0xDC00).contains(unit), index + 12 <= end, source[index + 6] == UInt8(ascii: "\\"),
                source[index + 7] == UInt8(ascii: "u"), let low = hex4(source, at: index + 8, end: end), (0xDC00..<0xE000).contains(low),
                let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
            {
                emit(scalar, at: index)
                index += 12
                continue
            }
            emit(Unicode.Scalar(unit) ?? "\u{FFFD}", at: index)
            index += 6
        }
        offsets.append(index)
        return JSONStringContent(bytes: bytes, sourceOffsets: offsets)
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

    private static func hex4(_ source: [UInt8], at start: Int, end: Int) -> UInt32? {
        guard start + 4 <= end else { return nil }
        var value: UInt32 = 0
        for byte in source[start..<start + 4] {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
            value = value << 4 | digit
        }
        return value
    }
}
