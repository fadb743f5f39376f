import SizeModel

/// Writes JSON text by hand, with keys in the order given, so machine output is deterministic and
/// byte-identical across runs and platforms.
///
/// The text is built as UTF-8 bytes in one buffer (escapes written byte by byte), and made a
/// String once at the end.
package struct JSONOutputWriter {
    private var bytes: [UInt8] = []
    private var indent = 0
    /// Whether the innermost open object or array (or the document) holds an element already,
    /// so the next one is preceded by a comma: a stored flag, read and set per element without
    /// an array access (`enclosingNeedsComma` keeps the outer levels' flags).
    private var needsComma = false
    /// The `needsComma` of each enclosing level, the innermost last.
    private var enclosingNeedsComma: [Bool] = []
    /// `lineBreakTable`, read once per writer: a static's every read checks its lazy
    /// initialization (a call per line written).
    private let lineBreaks = Self.lineBreakTable

    /// Creates an empty document.
    package init() {}

    /// The JSON text written so far.
    package var text: String { TextBuffer.string(decoding: bytes) }

    /// The UTF-8 of the JSON text written so far.
    package var utf8: [UInt8] { bytes }

    /// Ends the document with a line break and hands over its bytes.
    package consuming func finishedLine() -> [UInt8] {
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    /// A JSON string literal for `value` (escaping `"`, `\` and control characters).
    static func quoted(_ value: String) -> String {
        var bytes: [UInt8] = []
        appendQuoted(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the JSON string literal for `value` (`JSONStringEscaper`).
    static func appendQuoted(_ value: String, to out: inout [UInt8]) {
        JSONStringEscaper.appendQuoted(value, to: &out)
    }

    /// The first members of every machine report: `schemaVersion` and `tool` (name, version).
    mutating func toolHeader(schemaVersion: Int) {
        field("schemaVersion", schemaVersion)
        beginObject("tool")
        field("name", ToolInfo.name)
        field("version", ToolInfo.version)
        endObject()
    }

    package mutating func beginObject(_ key: String? = nil) { open(key, UInt8(ascii: "{")) }
    package mutating func endObject() { close(UInt8(ascii: "}")) }
    package mutating func beginArray(_ key: String? = nil) { open(key, UInt8(ascii: "[")) }
    package mutating func endArray() { close(UInt8(ascii: "]")) }

    package mutating func field(_ key: String, _ value: String?) {
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

    package mutating func field(_ key: String, _ value: Bool) {
        startElement(key)
        appendASCII(value ? "true" : "false")
    }

    /// Members whose key is one of the reporter's own literals, written as it is (as
    /// `JSONLineWriter` writes its keys): no escape to look for. What the writers of each
    /// finding use (a result of SARIF has some twenty keys; through `appendQuoted` each cost
    /// about 250 instructions).
    mutating func field(literal key: StaticString, _ value: String?) {
        startElement(literal: key)
        if let value {
            Self.appendQuoted(value, to: &bytes)
        } else {
            appendASCII("null")
        }
    }

    mutating func field(literal key: StaticString, _ value: Int) {
        startElement(literal: key)
        appendDecimal(value)
    }

    mutating func beginObject(literal key: StaticString) {
        startElement(literal: key)
        openBracket(UInt8(ascii: "{"))
    }

    mutating func beginArray(literal key: StaticString) {
        startElement(literal: key)
        openBracket(UInt8(ascii: "["))
    }

    package mutating func value(_ value: String) {
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

    /// `startElement(_:)` for a key written as it is.
    private mutating func startElement(literal key: StaticString) {
        separator()
        bytes.append(jsonKey: key)
        bytes.append(UInt8(ascii: " "))
    }

    private mutating func appendASCII(_ text: StaticString) {
        bytes.append(utf8: text)
    }

    /// Appends `value` in decimal, as `String(value)` writes it.
    private mutating func appendDecimal(_ value: Int) {
        TextBuffer.appendDecimal(value, to: &bytes)
    }

    private mutating func open(_ key: String?, _ bracket: UInt8) {
        startElement(key)
        openBracket(bracket)
    }

    /// Writes `bracket` and enters the object or array it opens.
    private mutating func openBracket(_ bracket: UInt8) {
        bytes.append(bracket)
        indent += 1
        enclosingNeedsComma.append(needsComma)
        needsComma = false
    }

    private mutating func close(_ bracket: UInt8) {
        let hadElements = needsComma
        needsComma = enclosingNeedsComma.removeLast()
        indent -= 1
        if hadElements { newline() }
        bytes.append(bracket)
    }

    /// A line break and the current indentation (two spaces a level): one piece of
    /// `lineBreaks` copied in one step, for the levels a report uses (a line feed then runs of
    /// spaces cost about half again as much, and a SARIF result is some 35 lines).
    private mutating func newline() {
        if indent < lineBreaks.count {
            bytes.append(contentsOf: lineBreaks[indent])
            return
        }
        bytes.append(UInt8(ascii: "\n"))
        TextBuffer.append(2 * indent, of: TextBuffer.spaces, to: &bytes)
    }

    /// A line feed and two spaces a level, for the levels 0 to 15.
    private static let lineBreakTable: [[UInt8]] = (0..<16).map { [UInt8(ascii: "\n")] + Array(repeating: UInt8(ascii: " "), count: 2 * $0) }

    private mutating func separator() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        needsComma = true
        if indent > 0 { newline() }
    }
}
