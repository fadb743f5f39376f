/// The content of a JSON string that is itself JSON text (an Amazon SNS message's `"GCM"` and
/// `"APNS"` strings: each platform's payload, stringified), decoded with a map from each decoded
/// byte back to the escape or byte it was written as, so that a finding on the inner JSON is
/// placed on the outer text where its bytes stand.
struct EmbeddedJSONText {
    /// The decoded content: the inner JSON text.
    let text: [UInt8]
    /// Where each byte of `text` stands in the outer text (offsets in the outer file).
    let offsets: RewriteOffsetMap

    /// Decodes the string whose bytes, quotes included, are `bytes[string]`, the first of them at
    /// `fileStart` in the file; nil when they are not one well-formed JSON string or when its
    /// content does not open as a JSON object. A lone surrogate escape is read as U+FFFD.
    init?(_ bytes: [UInt8], string: Range<Int>, fileStart: Int) {
        guard string.count >= 2, string.upperBound <= bytes.count, bytes[string.lowerBound] == UInt8(ascii: "\""),
            bytes[string.upperBound - 1] == UInt8(ascii: "\"")
        else { return nil }
        var text: [UInt8] = []
        text.reserveCapacity(string.count)
        var map = RewriteOffsetMap()
        var index = string.lowerBound + 1
        let end = string.upperBound - 1
        while index < end {
            let byte = bytes[index]
            let original = index - string.lowerBound + fileStart
            guard byte == UInt8(ascii: "\\") else {
                text.append(byte)
                map.note(original: original, inserted: false)
                index += 1
                continue
            }
            guard index + 1 < end, let (decoded, length) = Self.escape(in: bytes, at: index, end: end) else { return nil }
            // Every byte of the escape's result stands for a byte of the escape, in order, the
            // first for its backslash.
            for (offset, value) in decoded.enumerated() {
                text.append(value)
                map.note(original: original + min(offset, length - 1), inserted: false)
            }
            index += length
        }
        guard text.first(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) == UInt8(ascii: "{") else { return nil }
        self.text = text
        offsets = map
    }

    /// The bytes the escape at `bytes[index]` (a backslash) stands for and its length, or nil
    /// when it is not one of JSON's.
    private static func escape(in bytes: [UInt8], at index: Int, end: Int) -> (bytes: [UInt8], length: Int)? {
        let escaped = bytes[index + 1]
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return ([escaped], 2)
        case UInt8(ascii: "b"): return ([0x08], 2)
        case UInt8(ascii: "f"): return ([0x0C], 2)
        case UInt8(ascii: "n"): return ([0x0A], 2)
        case UInt8(ascii: "r"): return ([0x0D], 2)
        case UInt8(ascii: "t"): return ([0x09], 2)
        case UInt8(ascii: "u"):
            guard var scalar = hexValue(in: bytes, at: index + 2, end: end) else { return nil }
            var length = 6
            if scalar >= 0xD800, scalar < 0xDC00, index + 12 <= end, bytes[index + 6] == UInt8(ascii: "\\"),
                bytes[index + 7] == UInt8(ascii: "u"), let low = hexValue(in: bytes, at: index + 8, end: end), low >= 0xDC00, low < 0xE000
            {
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                length = 12
            }
            return (Array(String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8), length)
        default:
            return nil
        }
    }

    /// The value of the four hexadecimal digits at `bytes[start]`, or nil.
    private static func hexValue(in bytes: [UInt8], at start: Int, end: Int) -> UInt32? {
        guard start + 4 <= end else { return nil }
        var value: UInt32 = 0
        for byte in bytes[start..<start + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}
