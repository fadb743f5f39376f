// MARK: - A tiny JSON tree and writer for the corpus

/// A JSON value built by the generator; members keep their order, as JavaScript objects do.
indirect enum JSONText {
    case object([(String, JSONText)])
    case array([JSONText])
    case string(String)
    case int(Int)
    case bool(Bool)

    /// `JSON.stringify(value)`: no whitespace, non-ASCII written as UTF-8.
    func compact() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(2048)
        writeCompact(into: &out)
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

    func writeCompact(into out: inout [UInt8]) {
        switch self {
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.writeString(key, into: &out)
                out.append(UInt8(ascii: ":"))
                value.writeCompact(into: &out)
            }
            out.append(UInt8(ascii: "}"))
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                element.writeCompact(into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .string(let text): Self.writeString(text, into: &out)
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

    static func writeString(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x00..<0x20:
                out.append(contentsOf: "\\u00".utf8)
                out.append(contentsOf: String(byte, radix: 16).count == 1 ? "0\(String(byte, radix: 16))".utf8 : String(byte, radix: 16).utf8)
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
