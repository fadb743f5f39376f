/// Finds where a JavaScript or TypeScript expression written as an object literal's value ends
/// (`registrationToken`, `3600 * 1000`, `payload.priority === 'high' ? 'high' : 'normal'`,
/// `Object.fromEntries(entries.map(([k, v]) => [k, String(v)]))`): at the first `,`, `}` or `]`
/// outside brackets, strings, template literals and comments. It is not a JavaScript parser: it
/// only balances brackets and skips quoted text, which is what finding the end needs; a regular
/// expression literal holding a bracket is the one form it misreads (its text then does not read).
///
/// It runs in one pass with an explicit stack (no recursion), so no nesting makes it overflow.
enum JavaScriptCodeScanner {
    /// Where the expression that starts at `start` ends.
    struct End {
        /// The offset of the byte that ends it (a terminator at depth 0), or `end` of the input.
        let terminator: Int
        /// One past its last byte that is neither blank nor a comment.
        let significantEnd: Int
    }

    /// The end of the expression at `start`, stopping before a byte of `terminators` outside any
    /// bracket; nil when a bracket closes that was not opened, a string or comment has no end, or
    /// the input ends first with a bracket still open (a truncated literal).
    static func scan(_ bytes: [UInt8], from start: Int, to end: Int, terminators: [UInt8]) -> End? {
        // The open brackets, and `` ` `` for a template literal whose text is being read.
        var stack: [UInt8] = []
        var index = start
        var significantEnd = start
        while index < end {
            let byte = bytes[index]
            if stack.last == UInt8(ascii: "`") {
                // Inside a template literal's text.
                switch byte {
                case UInt8(ascii: "`"):
                    stack.removeLast()
                    index += 1
                    significantEnd = index
                case UInt8(ascii: "\\"):
                    index += 2
                case UInt8(ascii: "$") where index + 1 < end && bytes[index + 1] == UInt8(ascii: "{"):
                    stack.append(UInt8(ascii: "{"))
                    index += 2
                default:
                    index += 1
                }
                continue
            }
            if stack.isEmpty, terminators.contains(byte) {
                return End(terminator: index, significantEnd: significantEnd)
            }
            let spaceLength = byte < 0x80 ? 0 : unicodeSpaceLength(bytes, at: index, end: end)
            if spaceLength > 0 {
                index += spaceLength
                continue
            }
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
                index += 1
                continue
            case UInt8(ascii: "/") where index + 1 < end && bytes[index + 1] == UInt8(ascii: "/"):
                while index < end, bytes[index] != 0x0A { index += 1 }
                continue
            case UInt8(ascii: "/") where index + 1 < end && bytes[index + 1] == UInt8(ascii: "*"):
                guard let close = commentEnd(bytes, from: index + 2, to: end) else { return nil }
                index = close
                continue
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                stack.append(byte)
                index += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                guard let open = stack.popLast(), open == opening(of: byte) else { return nil }
                index += 1
            case UInt8(ascii: "'"), UInt8(ascii: "\""):
                guard let close = quotedEnd(bytes, from: index, to: end) else { return nil }
                index = close + 1
            case UInt8(ascii: "`"):
                stack.append(byte)
                index += 1
            default:
                index += 1
            }
            significantEnd = index
        }
        guard stack.isEmpty else { return nil }
        return End(terminator: end, significantEnd: significantEnd)
    }

    /// The length in bytes of the JavaScript blank other than ASCII at `offset` (ECMAScript
    /// WhiteSpace and LineTerminator: no-break space U+00A0, the Unicode space separators
    /// U+1680, U+2000 to U+200A, U+202F, U+205F and the ideographic space U+3000, the line and
    /// paragraph separators U+2028 and U+2029, and U+FEFF), or 0 when there is none. Japanese,
    /// Chinese and Korean input methods type U+3000 for a space, and such code runs as written.
    static func unicodeSpaceLength(_ bytes: [UInt8], at offset: Int, end: Int) -> Int {
        guard offset < end else { return 0 }
        switch bytes[offset] {
        case 0xC2:
            return offset + 1 < end && bytes[offset + 1] == 0xA0 ? 2 : 0
        case 0xE1, 0xE2, 0xE3, 0xEF:
            guard offset + 2 < end else { return 0 }
            let second = bytes[offset + 1], third = bytes[offset + 2]
            switch (bytes[offset], second) {
            case (0xE1, 0x9A): return third == 0x80 ? 3 : 0
            case (0xE2, 0x80): return (0x80...0x8A).contains(third) || third == 0xA8 || third == 0xA9 || third == 0xAF ? 3 : 0
            case (0xE2, 0x81): return third == 0x9F ? 3 : 0
            case (0xE3, 0x80): return third == 0x80 ? 3 : 0
            case (0xEF, 0xBB): return third == 0xBF ? 3 : 0
            default: return 0
            }
        default:
            return 0
        }
    }

    /// The offset after the `*/` that closes a block comment whose text starts at `start`.
    static func commentEnd(_ bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        var index = start
        while index + 1 < end {
            if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") { return index + 2 }
            index += 1
        }
        return nil
    }

    /// The offset of the quote that closes the string opened at `start` (a line end first: none).
    static func quotedEnd(_ bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        let quote = bytes[start]
        var index = start + 1
        while index < end {
            switch bytes[index] {
            case quote: return index
            case UInt8(ascii: "\\"): index += 2
            case 0x0A, 0x0D: return nil
            default: index += 1
            }
        }
        return nil
    }

    private static func opening(of close: UInt8) -> UInt8 {
        switch close {
        case UInt8(ascii: ")"): UInt8(ascii: "(")
        case UInt8(ascii: "]"): UInt8(ascii: "[")
        default: UInt8(ascii: "{")
        }
    }
}
