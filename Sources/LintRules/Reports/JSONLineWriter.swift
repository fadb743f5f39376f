/// Writes JSON objects and arrays on a single line (`{"a":1,"b":["x"]}`), for the `jsonl` format.
/// Keys are ASCII literals that need no escaping and are appended as they are; string values are
/// escaped as the JSON reporter escapes them (`JSONOutputWriter.appendQuoted`).
package struct JSONLineWriter {
    package var bytes: [UInt8] = []
    /// Whether the next member or element needs a comma before it.
    private var needsComma = false

    /// Creates a writer, appending to `bytes`.
    package init(bytes: [UInt8] = []) {
        self.bytes = bytes
    }

    /// Opens an object (an array's element, or the top level).
    mutating func openObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    mutating func closeObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    /// Ends the line: the next object starts a line of its own.
    mutating func endLine() {
        bytes.append(UInt8(ascii: "\n"))
        needsComma = false
    }

    /// Opens the array member `key`.
    mutating func openArray(_ key: StaticString) {
        member(key)
        bytes.append(UInt8(ascii: "["))
        needsComma = false
    }

    mutating func closeArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    mutating func field(_ key: StaticString, _ value: String?) {
        member(key)
        if let value { JSONOutputWriter.appendQuoted(value, to: &bytes) } else { appendNull() }
    }

    mutating func field(_ key: StaticString, _ value: Int?) {
        member(key)
        if let value { TextBuffer.appendDecimal(value, to: &bytes) } else { appendNull() }
    }

    /// A member whose value is already JSON text (a string quoted once for many records).
    mutating func field(_ key: StaticString, json: [UInt8]) {
        member(key)
        bytes.append(contentsOf: json)
    }

    /// The separator and the key of the next member; its value is appended next.
    private mutating func member(_ key: StaticString) {
        separate()
        bytes.append(jsonKey: key)
    }

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        needsComma = true
    }

    private mutating func appendNull() {
        bytes.append(contentsOf: [UInt8(ascii: "n"), UInt8(ascii: "u"), UInt8(ascii: "l"), UInt8(ascii: "l")])
    }
}
