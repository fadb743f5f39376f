/// Writes JSON string literals as the tool's machine formats give them: `"`, backslash, control
/// characters, DEL, U+2028 and U+2029 escaped, every other character as its UTF-8 bytes, runs that
/// need no escape copied in one step.
public enum JSONStringEscaper {
    /// Appends the JSON string literal for `value`: `"`, `\`, controls, DEL, U+2028 and U+2029
    /// escaped, every other character as its UTF-8 bytes.
    public static func appendQuoted(_ value: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var index = 0
            let count = utf8.count
            while index < count {
                let byte = utf8[index]
                switch byte {
                case UInt8(ascii: "\""): appendEscape(UInt8(ascii: "\""), to: &out)
                case UInt8(ascii: "\\"): appendEscape(UInt8(ascii: "\\"), to: &out)
                case 0x0A: appendEscape(UInt8(ascii: "n"), to: &out)
                case 0x0D: appendEscape(UInt8(ascii: "r"), to: &out)
                case 0x09: appendEscape(UInt8(ascii: "t"), to: &out)
                case 0x08: appendEscape(UInt8(ascii: "b"), to: &out)
                case 0x0C: appendEscape(UInt8(ascii: "f"), to: &out)
                case 0..<0x20, 0x7F: appendUnicodeEscape(UInt32(byte), to: &out)
                case 0xE2 where index + 2 < count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                    // U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR.
                    appendUnicodeEscape(utf8[index + 2] == 0xA8 ? 0x2028 : 0x2029, to: &out)
                    index += 2
                default:
                    // A run of bytes needing no escape is copied in one step. It is found eight
                    // bytes at a time while a word holds none that may need one (byte by byte,
                    // the run cost about seven instructions a byte), then byte by byte.
                    var runEnd = index + 1
                    let raw = UnsafeRawBufferPointer(utf8)
                    while runEnd &+ 8 <= count,
                        !Self.mayNeedEscape(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: runEnd, as: UInt64.self)))
                    {
                        runEnd &+= 8
                    }
                    while runEnd < count, Self.needsNoEscape(utf8[runEnd]) { runEnd += 1 }
                    out.append(contentsOf: utf8[index..<runEnd])
                    index = runEnd - 1
                }
                index += 1
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// True for a byte written as itself: printable ASCII but `"` and `\`, and non-ASCII bytes
    /// other than the lead byte 0xE2 (which may start U+2028 or U+2029).
    @inline(__always)
    private static func needsNoEscape(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && byte != 0x7F && byte != 0xE2
    }

    /// True when a byte of `word` may need an escape: below 0x20, `"`, `\`, 0x7F or 0xE2 (never
    /// false when one does; `needsNoEscape` decides byte by byte).
    @inline(__always)
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func zeroBytes(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }
        let below20 = (word &- ones &* 0x20) & ~word & highs
        return below20 | zeroBytes(word ^ (ones &* 0x22)) | zeroBytes(word ^ (ones &* 0x5C)) | zeroBytes(word ^ (ones &* 0x7F))
            | zeroBytes(word ^ (ones &* 0xE2)) != 0
    }

    /// Appends a backslash and `letter`.
    @inline(__always)
    private static func appendEscape(_ letter: UInt8, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\\"))
        out.append(letter)
    }

    /// Appends `\u` and four lower-case hex digits.
    private static func appendUnicodeEscape(_ value: UInt32, to out: inout [UInt8]) {
        let digits: StaticString = "0123456789abcdef"
        out.append(UInt8(ascii: "\\"))
        out.append(UInt8(ascii: "u"))
        for shift in stride(from: 12, through: 0, by: -4) {
            out.append(digits.utf8Start[Int((value >> UInt32(shift)) & 0xF)])
        }
    }
}
