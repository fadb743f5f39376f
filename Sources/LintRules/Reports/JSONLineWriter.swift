/// Writes the members of one JSON object on a single line (`{"a":1,"b":"x"}`), escaping strings
/// as the JSON reporter does (`JSONOutputWriter.appendQuoted`).
struct JSONLineWriter {
    var bytes: [UInt8] = [UInt8(ascii: "{")]

    mutating func field(_ key: String, _ value: String?) {
        rawField(key)
        if let value { JSONOutputWriter.appendQuoted(value, to: &bytes) } else { bytes.append(contentsOf: "null".utf8) }
    }

    mutating func field(_ key: String, _ value: Int?) {
        rawField(key)
        if let value { TextBuffer.appendDecimal(value, to: &bytes) } else { bytes.append(contentsOf: "null".utf8) }
    }

    /// The separator and the key of the next member; its value is appended next.
    mutating func rawField(_ key: String) {
        if bytes.count > 1 { bytes.append(UInt8(ascii: ",")) }
        JSONOutputWriter.appendQuoted(key, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
    }

    /// The object, closed.
    var finished: [UInt8] { bytes + [UInt8(ascii: "}")] }
}
