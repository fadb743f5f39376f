import SizeModel

/// A JSON value of a JSON-RPC message: read from the tool's JSON parser (`SizeModel`), written
/// with `JSONOutputWriter`. Object members keep their order, so output is deterministic.
enum LSPValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    /// A number that is not an integer, kept as written.
    case number(String)
    case string(String)
    case array([LSPValue])
    case object([(String, LSPValue)])

    /// The deepest nesting a message may have; LSP messages nest a few levels, so deeper input is
    /// malformed and refused before any recursion.
    static let maximumDepth = 64

    /// Parses a message body; nil when it is not valid JSON or nests deeper than `maximumDepth`.
    static func parse(_ bytes: [UInt8]) -> LSPValue? {
        let parser = JSONParser(maximumDepth: maximumDepth)
        guard let document = try? parser.parse(bytes) else { return nil }
        return LSPValue(document.root, depth: 0)
    }

    private init?(_ value: JSONValue, depth: Int) {
        guard depth <= Self.maximumDepth else { return nil }
        switch value.kind {
        case .null: self = .null
        case .true: self = .bool(true)
        case .false: self = .bool(false)
        case .string: self = .string(value.stringValue ?? "")
        case .number:
            if let integer = value.integerValue { self = .integer(integer) } else { self = .number(value.numberLexeme ?? "0") }
        case .array:
            var elements: [LSPValue] = []
            for element in value.elements {
                guard let converted = LSPValue(element, depth: depth + 1) else { return nil }
                elements.append(converted)
            }
            self = .array(elements)
        case .object:
            var members: [(String, LSPValue)] = []
            for member in value.members {
                guard let converted = LSPValue(member.value, depth: depth + 1) else { return nil }
                members.append((member.key.stringValue ?? "", converted))
            }
            self = .object(members)
        }
    }

    static func == (lhs: LSPValue, rhs: LSPValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.integer(let a), .integer(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    // MARK: - Reading

    /// The member named `key` of an object (the first, if repeated); nil otherwise.
    subscript(key: String) -> LSPValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var intValue: Int? {
        if case .integer(let value) = self { return value }
        return nil
    }

    var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    var arrayValue: [LSPValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    // MARK: - Writing

    /// The JSON text of the value.
    var serialized: String {
        var writer = JSONOutputWriter()
        write(key: nil, into: &writer)
        return writer.text
    }

    /// Values the server builds nest a few levels; values read from input were bounded on parsing.
    private func write(key: String?, into writer: inout JSONOutputWriter) {
        switch self {
        case .null: writer.raw(key, "null")
        case .bool(let value): writer.raw(key, value ? "true" : "false")
        case .integer(let value): writer.raw(key, String(value))
        case .number(let lexeme): writer.raw(key, lexeme)
        case .string(let text): writer.raw(key, JSONOutputWriter.quoted(text))
        case .array(let elements):
            writer.beginArray(key)
            for element in elements { element.write(key: nil, into: &writer) }
            writer.endArray()
        case .object(let members):
            writer.beginObject(key)
            for (name, value) in members { value.write(key: name, into: &writer) }
            writer.endObject()
        }
    }
}
