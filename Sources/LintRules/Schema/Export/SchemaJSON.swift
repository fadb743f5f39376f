/// A JSON value whose object members keep the order they were built in, so a generated document
/// (the JSON Schema export) is byte-identical from run to run. Written with `JSONOutputWriter`.
indirect enum SchemaJSON: Equatable, Sendable {
    case string(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    case null
    case array([SchemaJSON])
    case object([Member])

    /// One member of an object: its key and value.
    struct Member: Equatable, Sendable {
        let key: String
        let value: SchemaJSON

        init(_ key: String, _ value: SchemaJSON) {
            self.key = key
            self.value = value
        }
    }

    /// An array of strings.
    static func strings(_ values: [String]) -> SchemaJSON { .array(values.map(SchemaJSON.string)) }

    /// The pretty-printed text (two spaces a level), ending with a newline.
    var text: String {
        var writer = JSONOutputWriter()
        write(key: nil, to: &writer)
        return writer.text + "\n"
    }

    /// Writes the value (as the member `key` of the enclosing object, or as an array element).
    func write(key: String?, to writer: inout JSONOutputWriter) {
        switch self {
        case .string(let text):
            if let key { writer.field(key, text) } else { writer.value(text) }
        case .integer(let value):
            writer.raw(key, String(value))
        case .number(let value):
            writer.raw(key, Self.decimal(value))
        case .bool(let value):
            writer.raw(key, value ? "true" : "false")
        case .null:
            writer.raw(key, "null")
        case .array(let elements):
            writer.beginArray(key)
            for element in elements { element.write(key: nil, to: &writer) }
            writer.endArray()
        case .object(let members):
            writer.beginObject(key)
            for member in members { member.value.write(key: member.key, to: &writer) }
            writer.endObject()
        }
    }

    /// `value` as JSON writes it: whole numbers without a fraction.
    static func decimal(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// The member `key` of an object, or nil.
    subscript(key: String) -> SchemaJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}
