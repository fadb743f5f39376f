/// Writes JSON text by hand, with keys in the order given, so machine output is deterministic and
/// byte-identical across runs and platforms.
///
/// The text is built as UTF-8 bytes in one buffer (escapes written byte by byte), and made a
/// String once at the end.
struct JSONOutputWriter {
    private var bytes: [UInt8] = []
    private var indent = 0
    private var needsComma = [false]

    /// The JSON text written so far.
    var text: String { TextBuffer.string(decoding: bytes) }

    /// A JSON string literal for `value` (escaping `"`, `\` and control characters).
    static func quoted(_ value: String) -> String {
        var bytes: [UInt8] = []
        appendQuoted(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the JSON string literal for `value`: `"`, `\`, controls, DEL, U+2028 and U+2029
    /// escaped, every other character as its UTF-8 bytes.
    static func appendQuoted(_ value: String, to out: inout [UInt8]) {
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
                    // A run of bytes needing no escape is copied in one step.
                    var runEnd = index + 1
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

    /// The first members of every machine report: `schemaVersion` and `tool` (name, version).
    mutating func toolHeader(schemaVersion: Int) {
        field("schemaVersion", schemaVersion)
        beginObject("tool")
        field("name", ToolInfo.name)
        field("version", ToolInfo.version)
        endObject()
    }

    mutating func beginObject(_ key: String? = nil) { open(key, UInt8(ascii: "{")) }
    mutating func endObject() { close(UInt8(ascii: "}")) }
    mutating func beginArray(_ key: String? = nil) { open(key, UInt8(ascii: "[")) }
    mutating func endArray() { close(UInt8(ascii: "]")) }

    mutating func field(_ key: String, _ value: String?) {
        startElement(key)
        if let value {
            Self.appendQuoted(value, to: &bytes)
        } else {
            appendASCII("null")
        }
    }

    mutating func field(_ key: String, _ value: Int) {
        startElement(key)
        appendDecimal(value)
    }

    mutating func field(_ key: String, _ value: Bool) {
        startElement(key)
        appendASCII(value ? "true" : "false")
    }

    mutating func value(_ value: String) {
        startElement(nil)
        Self.appendQuoted(value, to: &bytes)
    }

    /// Writes a pre-rendered JSON value.
    mutating func raw(_ key: String?, _ json: String) {
        startElement(key)
        bytes.append(contentsOf: json.utf8)
    }

    /// Writes the separator, the indentation and the key of the next element.
    private mutating func startElement(_ key: String?) {
        separator()
        if let key {
            Self.appendQuoted(key, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            bytes.append(UInt8(ascii: " "))
        }
    }

    private mutating func appendASCII(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends `value` in decimal, as `String(value)` writes it.
    private mutating func appendDecimal(_ value: Int) {
        TextBuffer.appendDecimal(value, to: &bytes)
    }

    private mutating func open(_ key: String?, _ bracket: UInt8) {
        startElement(key)
        bytes.append(bracket)
        indent += 1
        needsComma.append(false)
    }

    private mutating func close(_ bracket: UInt8) {
        let hadElements = needsComma.removeLast()
        indent -= 1
        if hadElements { newline() }
        bytes.append(bracket)
    }

    /// A line break and the current indentation (two spaces a level).
    private mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
        TextBuffer.append(2 * indent, of: TextBuffer.spaces, to: &bytes)
    }

    private mutating func separator() {
        if needsComma.last == true { bytes.append(UInt8(ascii: ",")) }
        if !needsComma.isEmpty { needsComma[needsComma.count - 1] = true }
        if indent > 0 { newline() }
    }
}
