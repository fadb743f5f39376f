/// Decodes the text of a JSON string literal that the parser has already validated.
enum StringUnescaper {
    /// Decodes the literal `bytes[start..<end]` (quotes included) to UTF-8.
    ///
    /// When `offsets` is non-nil on entry it receives, for every decoded byte, the source offset
    /// where the character that produced it begins, plus one final entry for the closing quote.
    static func decode(
        _ bytes: [UInt8], from start: Int, to end: Int, offsets: inout [Int]?
    ) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(end - start)
        let wantsOffsets = offsets != nil
        var map: [Int] = []
        if wantsOffsets { map.reserveCapacity(end - start) }
        var i = start + 1
        let last = end - 1
        while i < last {
            let byte = bytes[i]
            if byte != UInt8(ascii: "\\") {
                out.append(byte)
                if wantsOffsets { map.append(continuationAwareStart(bytes, i)) }
                i += 1
                continue
            }
            let escapeStart = i
            let code = bytes[i + 1]
            var scalar: UInt32
            var length = 2
            switch code {
            case UInt8(ascii: "b"): scalar = 0x08
            case UInt8(ascii: "f"): scalar = 0x0C
            case UInt8(ascii: "n"): scalar = 0x0A
            case UInt8(ascii: "r"): scalar = 0x0D
            case UInt8(ascii: "t"): scalar = 0x09
            case UInt8(ascii: "u"):
                scalar = hex4(bytes, i + 2)
                length = 6
                if (0xD800...0xDBFF).contains(scalar), i + 11 < end,
                    bytes[i + 6] == UInt8(ascii: "\\"), bytes[i + 7] == UInt8(ascii: "u")
                {
                    let low = hex4(bytes, i + 8)
                    if (0xDC00...0xDFFF).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        length = 12
                    }
                }
            default: scalar = UInt32(code)  // \" \\ \/
            }
            let before = out.count
            appendUTF8(Unicode.Scalar(scalar) ?? "\u{FFFD}", to: &out)
            if wantsOffsets {
                for _ in before..<out.count { map.append(escapeStart) }
            }
            i += length
        }
        if wantsOffsets {
            map.append(last)
            offsets = map
        }
        return out
    }

    /// The offset of the first byte of the UTF-8 sequence containing `i`.
    private static func continuationAwareStart(_ bytes: [UInt8], _ i: Int) -> Int {
        var j = i
        while j > 0, bytes[j] & 0xC0 == 0x80, i - j < 3 { j -= 1 }
        return j
    }

    static func hex4(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        var value: UInt32 = 0
        for k in at..<(at + 4) { value = value << 4 | UInt32(hexValue(bytes[k])) }
        return value
    }

    static func hexValue(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return 0xFF
        }
    }

    static func appendUTF8(_ scalar: Unicode.Scalar, to out: inout [UInt8]) {
        let v = scalar.value
        switch v {
        case 0..<0x80:
            out.append(UInt8(v))
        case 0x80..<0x800:
            out.append(UInt8(0xC0 | (v >> 6)))
            out.append(UInt8(0x80 | (v & 0x3F)))
        case 0x800..<0x10000:
            out.append(UInt8(0xE0 | (v >> 12)))
            out.append(UInt8(0x80 | ((v >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (v & 0x3F)))
        default:
            out.append(UInt8(0xF0 | (v >> 18)))
            out.append(UInt8(0x80 | ((v >> 12) & 0x3F)))
            out.append(UInt8(0x80 | ((v >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (v & 0x3F)))
        }
    }
}
