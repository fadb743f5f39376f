/// Writes JSON text by hand, with keys in the order given, so machine output is deterministic and
/// byte-identical across runs and platforms.
struct JSONOutputWriter {
    private(set) var text = ""
    private var indent = 0
    private var needsComma = [false]

    /// A JSON string literal for `value` (escaping `"`, `\` and control characters).
    static func quoted(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
                    let digits = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// The first members of every machine report: `schemaVersion` and `tool` (name, version).
    mutating func toolHeader(schemaVersion: Int) {
        field("schemaVersion", schemaVersion)
        beginObject("tool")
        field("name", ToolInfo.name)
        field("version", ToolInfo.version)
        endObject()
    }

    mutating func beginObject(_ key: String? = nil) { open(key, "{") }
    mutating func endObject() { close("}") }
    mutating func beginArray(_ key: String? = nil) { open(key, "[") }
    mutating func endArray() { close("]") }

    mutating func field(_ key: String, _ value: String?) {
        element(key, value.map(Self.quoted) ?? "null")
    }

    mutating func field(_ key: String, _ value: Int) { element(key, String(value)) }

    mutating func field(_ key: String, _ value: Bool) { element(key, value ? "true" : "false") }

    mutating func value(_ value: String) { element(nil, Self.quoted(value)) }

    /// Writes a pre-rendered JSON value.
    mutating func raw(_ key: String?, _ json: String) { element(key, json) }

    private mutating func element(_ key: String?, _ json: String) {
        separator()
        if let key { text += Self.quoted(key) + ": " }
        text += json
    }

    private mutating func open(_ key: String?, _ bracket: String) {
        element(key, bracket)
        indent += 1
        needsComma.append(false)
    }

    private mutating func close(_ bracket: String) {
        let hadElements = needsComma.removeLast()
        indent -= 1
        if hadElements { text += "\n" + String(repeating: "  ", count: indent) }
        text += bracket
    }

    private mutating func separator() {
        if needsComma.last == true { text += "," }
        if !needsComma.isEmpty { needsComma[needsComma.count - 1] = true }
        if indent > 0 { text += "\n" + String(repeating: "  ", count: indent) }
    }
}
