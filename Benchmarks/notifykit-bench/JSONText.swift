// MARK: - A tiny JSON tree and writer for the corpus

/// A JSON value built by the generator; members keep their order, as JavaScript objects do.
indirect enum JSONText {
    case object([(String, JSONText)])
    case array([JSONText])
    case string(String)
    case int(Int)
    case bool(Bool)

    /// `JSON.stringify(value)`: no whitespace, non-ASCII written as UTF-8 (or, with
    /// `escapingNonASCII`, as `\u` escapes, as some JSON writers do).
    func compact(escapingNonASCII: Bool = false) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(2048)
        writeCompact(into: &out, escapingNonASCII: escapingNonASCII)
        return out
    }

    /// `JSON.stringify(value, null, 2)`.
    func pretty() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        writePretty(into: &out, indent: 0)
        out.append(0x0A)
        return out
    }

    func writeCompact(into out: inout [UInt8], escapingNonASCII: Bool = false) {
        switch self {
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.writeString(key, into: &out, escapingNonASCII: escapingNonASCII)
                out.append(UInt8(ascii: ":"))
                value.writeCompact(into: &out, escapingNonASCII: escapingNonASCII)
            }
            out.append(UInt8(ascii: "}"))
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                element.writeCompact(into: &out, escapingNonASCII: escapingNonASCII)
            }
            out.append(UInt8(ascii: "]"))
        case .string(let text): Self.writeString(text, into: &out, escapingNonASCII: escapingNonASCII)
        case .int(let number): out.append(contentsOf: String(number).utf8)
        case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
        }
    }

    func writePretty(into out: inout [UInt8], indent: Int) {
        func newline(_ level: Int) {
            out.append(0x0A)
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: level * 2))
        }
        switch self {
        case .object(let members) where !members.isEmpty:
            out.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                newline(indent + 1)
                Self.writeString(key, into: &out)
                out.append(contentsOf: ": ".utf8)
                value.writePretty(into: &out, indent: indent + 1)
            }
            newline(indent)
            out.append(UInt8(ascii: "}"))
        case .array(let elements) where !elements.isEmpty:
            out.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                newline(indent + 1)
                element.writePretty(into: &out, indent: indent + 1)
            }
            newline(indent)
            out.append(UInt8(ascii: "]"))
        default:
            writeCompact(into: &out)
        }
    }

    static func writeString(_ text: String, into out: inout [UInt8], escapingNonASCII: Bool = false) {
        out.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            if scalar.value >= 0x80 {
                if escapingNonASCII {
                    for unit in String(scalar).utf16 { appendEscape(unit, into: &out) }
                } else {
                    out.append(contentsOf: String(scalar).utf8)
                }
                continue
            }
            let byte = UInt8(scalar.value)
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x00..<0x20: appendEscape(UInt16(byte), into: &out)
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// `\uXXXX` for one UTF-16 code unit, in lower-case hexadecimal.
    static func appendEscape(_ unit: UInt16, into out: inout [UInt8]) {
        let hex = String(unit, radix: 16)
        out.append(contentsOf: "\\u".utf8)
        out.append(contentsOf: String(repeating: "0", count: 4 - hex.count).utf8)
        out.append(contentsOf: hex.utf8)
    }
}
