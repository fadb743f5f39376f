/// Strict UTF-8 decoding of one sequence (RFC 3629; Unicode Table 3-7): no overlong forms, no
/// encoded surrogates, nothing above U+10FFFF.
enum UTF8Validation {
    /// The outcome of reading one sequence.
    enum Result {
        case valid(length: Int, scalar: UInt32)
        case invalid(String)
    }

    /// Reads the sequence starting at `i` (which must be below `end`).
    static func sequence(_ buf: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> Result {
        let lead = buf[i]
        if lead < 0x80 { return .valid(length: 1, scalar: UInt32(lead)) }
        let length: Int
        var lowerBound: UInt8 = 0x80
        var upperBound: UInt8 = 0xBF
        switch lead {
        case 0x80...0xBF:
            return .invalid("unexpected continuation byte 0x\(hex(lead, width: 2))")
        case 0xC0, 0xC1:
            return .invalid("overlong encoding (lead byte 0x\(hex(lead, width: 2)))")
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lowerBound = 0xA0
        case 0xED: length = 3; upperBound = 0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0: length = 4; lowerBound = 0x90
        case 0xF4: length = 4; upperBound = 0x8F
        case 0xF1...0xF3: length = 4
        default:
            return .invalid("byte 0x\(hex(lead, width: 2)) never appears in UTF-8")
        }
        guard i + 1 < end else { return .invalid("truncated \(length)-byte sequence") }
        let second = buf[i + 1]
        guard second >= 0x80 && second <= 0xBF else {
            return .invalid("truncated \(length)-byte sequence")
        }
        guard second >= lowerBound && second <= upperBound else {
            if lead == 0xED { return .invalid("encoded surrogate (U+D800–U+DFFF)") }
            if lead == 0xF4 { return .invalid("code point above U+10FFFF") }
            return .invalid("overlong encoding")
        }
        var scalar = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        scalar = scalar << 6 | UInt32(second & 0x3F)
        for k in 2..<length {
            guard i + k < end, buf[i + k] & 0xC0 == 0x80 else {
                return .invalid("truncated \(length)-byte sequence")
            }
            scalar = scalar << 6 | UInt32(buf[i + k] & 0x3F)
        }
        return .valid(length: length, scalar: scalar)
    }

    /// A short description of the character at `i`, for messages: `'}'`, `U+000A`, `'é'`,
    /// `byte 0xFF (not UTF-8)`, or `end of input`.
    static func describe(_ buf: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> String {
        guard i < end else { return "end of input" }
        let byte = buf[i]
        if byte < 0x20 || byte == 0x7F { return "control character U+\(hex(byte, width: 4))" }
        if byte < 0x80 { return "'\(Character(Unicode.Scalar(byte)))'" }
        switch sequence(buf, at: i, end: end) {
        case .valid(_, let scalar):
            guard let s = Unicode.Scalar(scalar) else { return "U+\(hex(scalar, width: 4))" }
            return "'\(Character(s))' (U+\(hex(scalar, width: 4)))"
        case .invalid(let detail):
            return "byte 0x\(hex(byte, width: 2)) (invalid UTF-8: \(detail))"
        }
    }
}
