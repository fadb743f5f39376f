/// The serialized size of JSON string literals, read from the source bytes without decoding them
/// into a `String`.
///
/// A serializer re-escapes the decoded text, so the source spelling does not matter: `\/` and
/// `\u0041` count as the one character they stand for, `\u00e9` as `é` (2 bytes raw). What a
/// serializer writes for each decoded character:
///
/// | character | raw (`bytes`) | ASCII-escaped | characters |
/// | --- | --- | --- | --- |
/// | printable ASCII | 1 | 1 | 1 |
/// | `"` and `\` | 2 | 2 | 2 |
/// | backspace, form feed, newline, return, tab | 2 (`\n`…) | 2 | 2 |
/// | other control characters | 6 (`\u001f`) | 6 | 6 |
/// | DEL (U+007F) | 1 | 6 | 1 |
/// | U+0080…U+07FF | 2 | 6 | 1 |
/// | U+0800…U+FFFF | 3 | 6 | 1 |
/// | beyond U+FFFF (emoji) | 4 | 12 (surrogate pair) | 1 |
///
/// (A lone surrogate escape such as `\ud800` is rejected by the parser; were one measured, it
/// would count 6, as `JSON.stringify` keeps it escaped.)
public enum JSONStringCost {
    /// The size of the string literal `bytes[start..<end]` (quotes included), which the parser
    /// has validated.
    ///
    /// Runs of unescaped ASCII (most text) cost one comparison per byte and are added up once at
    /// the end.
    public static func literal(_ bytes: [UInt8], from start: Int, to end: Int) -> SerializedSize {
        guard start >= 0, end <= bytes.count, end - start >= 2 else { return .ascii(max(0, end - start)) }
        // Unescaped ASCII bytes (printable, or DEL: control characters and `"` must be escaped in
        // the source): one byte and one character each; DEL is `\u007f` (6) when ASCII-escaped.
        var plain = 0
        var deletes = 0
        var raw = 2
        var escaped = 2
        var characters = 2
        var i = start + 1
        let last = end - 1
        while i < last {
            let byte = bytes[i]
            if byte < 0x80 && byte != UInt8(ascii: "\\") {
                plain += 1
                if byte == 0x7F { deletes += 1 }
                i += 1
                continue
            }
            if byte >= 0x80 {
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                raw += length
                escaped += length == 4 ? 12 : 6
                characters += 1
                i += length
                continue
            }
            guard i + 1 < last else { break }
            switch bytes[i + 1] {
            case UInt8(ascii: "u"):
                guard i + 5 < last else {
                    i = last
                    continue
                }
                let scalar = hex4(bytes, i + 2)
                if (0xD800...0xDBFF).contains(scalar), i + 11 < last,
                    bytes[i + 6] == UInt8(ascii: "\\"), bytes[i + 7] == UInt8(ascii: "u"),
                    (0xDC00...0xDFFF).contains(hex4(bytes, i + 8))
                {
                    raw += 4
                    escaped += 12
                    characters += 1
                    i += 12
                } else if (0xD800...0xDFFF).contains(scalar) {
                    raw += 6
                    escaped += 6
                    characters += 6
                    i += 6
                } else {
                    let cost = scalarCost(scalar)
                    raw += cost.raw
                    escaped += cost.escaped
                    characters += cost.characters
                    i += 6
                }
            case UInt8(ascii: "/"):
                plain += 1
                i += 2
            default:  // \" \\ \b \f \n \r \t
                raw += 2
                escaped += 2
                characters += 2
                i += 2
            }
        }
        return SerializedSize(bytes: raw + plain, asciiEscapedBytes: escaped + plain + 5 * deletes, characters: characters + plain)
    }

    /// At least `literal(bytes, from: start, to: end).asciiEscapedBytes`, read eight bytes at a
    /// time: each source byte is charged what its character costs ASCII-escaped, spread over its
    /// bytes (a 3-byte character 6 for its 3 bytes, DEL 6), so the figure is exact for text
    /// without escapes and over it only where an escape is longer than what it stands for (`\/`,
    /// `\u0041`).
    static func asciiEscapedBound(_ bytes: [UInt8], from start: Int, to end: Int) -> Int {
        guard start >= 0, end <= bytes.count, start < end else { return 0 }
        var total = end - start
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        var i = ByteWords.forEachWord(bytes, from: start, to: end) { word in
            // Printable ASCII only (no byte at or above DEL): one byte each.
            if (word | (word &+ ones)) & highs == 0 { return }
            // Lead bytes: 0b11xxxxxx (+4), of which 0b111xxxxx (-1: +3) and 0b1111xxxx (+5: +8).
            let leads = word & (word << 1) & highs
            let leads3 = leads & (word << 2)
            let leads4 = leads3 & (word << 3)
            // DEL bytes (+5), found exactly: the high bit of every byte of `word ^ 0x7F…` that is 0.
            let del = word ^ lows
            let isDel = ~(((del & lows) &+ lows) | del | lows)
            // Each byte's extra charge in its own byte (at most 8: no carry or borrow between
            // bytes, as `leads3` and `leads4` are within `leads` and DEL is no lead byte), summed
            // by one multiplication into the top byte (at most 64): no bit counts, which the
            // baseline x86-64 target has no instruction for.
            let lead = leads >> 7
            let lead3 = leads3 >> 7
            let extra = (lead &<< 2) &- lead3 &+ 5 &* (leads4 >> 7) &+ 5 &* (isDel >> 7)
            total += Int((extra &* ones) >> 56)
        }
        while i < end {
            let byte = bytes[i]
            i += 1
            if byte < 0x7F { continue }
            total += byte == 0x7F ? 5 : byte < 0xC0 ? 0 : byte < 0xE0 ? 4 : byte < 0xF0 ? 3 : 8
        }
        return total
    }

    /// The size of a string literal holding the UTF-8 text `text` (quotes included).
    public static func text(_ text: some Sequence<UInt8>) -> SerializedSize {
        var size = SerializedSize.ascii(2)
        var pending = 0
        var lead: UInt8 = 0
        var scalar: UInt32 = 0
        for byte in text {
            if pending > 0 {
                scalar = scalar << 6 | UInt32(byte & 0x3F)
                pending -= 1
                if pending == 0 { size += sized(scalarCost(scalar)) }
                continue
            }
            if byte < 0x80 {
                size += sized(scalarCost(UInt32(byte)))
                continue
            }
            lead = byte
            pending = lead >= 0xF0 ? 3 : lead >= 0xE0 ? 2 : 1
            scalar = UInt32(lead & (lead >= 0xF0 ? 0x07 : lead >= 0xE0 ? 0x0F : 0x1F))
        }
        return size
    }

    /// The size of a string literal holding `text`.
    public static func text(_ text: String) -> SerializedSize {
        // Keys and values the model writes itself are plain printable ASCII: one byte each.
        let utf8 = text.utf8
        if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            return .ascii(utf8.count + 2)
        }
        return Self.text(utf8)
    }

    // MARK: - Characters

    struct CharacterCost {
        var raw: Int
        var escaped: Int
        var characters: Int
    }

    /// What a serializer writes for one decoded scalar.
    static func scalarCost(_ scalar: UInt32) -> CharacterCost {
        switch scalar {
        case UInt32(UInt8(ascii: "\"")), UInt32(UInt8(ascii: "\\")), 0x08, 0x09, 0x0A, 0x0C, 0x0D:
            return CharacterCost(raw: 2, escaped: 2, characters: 2)
        case 0x00..<0x20:
            return CharacterCost(raw: 6, escaped: 6, characters: 6)
        case 0x7F:
            return CharacterCost(raw: 1, escaped: 6, characters: 1)
        case 0x20..<0x80:
            return CharacterCost(raw: 1, escaped: 1, characters: 1)
        case 0x80..<0x800:
            return CharacterCost(raw: 2, escaped: 6, characters: 1)
        case 0x800..<0x10000:
            return CharacterCost(raw: 3, escaped: 6, characters: 1)
        default:
            return CharacterCost(raw: 4, escaped: 12, characters: 1)
        }
    }

    private static func sized(_ cost: CharacterCost) -> SerializedSize {
        SerializedSize(bytes: cost.raw, asciiEscapedBytes: cost.escaped, characters: cost.characters)
    }

    private static func hex4(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        var value: UInt32 = 0
        for k in at..<(at + 4) {
            let b = bytes[k]
            let digit: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
            default: digit = b &- UInt8(ascii: "A") &+ 10
            }
            value = value << 4 | UInt32(digit & 0x0F)
        }
        return value
    }
}
