/// Text from the input (file names, keys and values quoted in messages, JSON Pointers) made safe
/// for a terminal and for one-line formats: control characters are written as JSON escapes
/// (`\n`, `\t`, `\u001B`), so a key such as `"a\u001b[31m"` or a file named with a line break
/// cannot recolor the terminal, move the cursor or forge a line of output.
///
/// C0 controls (U+0000–U+001F), DEL (U+007F) and the C1 controls (U+0080–U+009F, which some
/// terminals also obey) are escaped; everything else is kept as it is.
enum TerminalSafeText {
    /// `text` with every control character escaped; `text` itself when it has none (no copy).
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            guard isControl(scalar) else {
                out.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return out
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
