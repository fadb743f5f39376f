import SizeModel

/// A JSON value a fix writes: a scalar given as its JSON text, or an object or array of
/// fragments, laid out in the file's style when it is rendered (`JSONEditor.render`).
public indirect enum JSONFragment: Sendable, Equatable {
    /// A scalar as JSON text: `1`, `"alert"`, `true`.
    case scalar(String)
    /// An object's members in order.
    case object([(String, JSONFragment)])
    /// An array's elements in order.
    case array([JSONFragment])

    /// A string scalar: `text` quoted and escaped.
    public static func string(_ text: String) -> JSONFragment { .scalar(quoted(text)) }

    /// The JSON string literal of `text`, escaped as the JSON reports escape strings.
    static func quoted(_ text: String) -> String { JSONOutputWriter.quoted(text) }

    /// The fragment of a parsed value: scalars keep their source text (escapes and number
    /// spelling included), containers are taken apart. Deeper than `depthLimit`, a container is
    /// kept as its source text.
    static func of(_ value: JSONValue, depthLimit: Int = 64) -> JSONFragment {
        switch value.kind {
        case .object where depthLimit > 0:
            return .object(value.members.map { (String(decoding: $0.key.rawBytes.dropFirst().dropLast(), as: UTF8.self), of($0.value, depthLimit: depthLimit - 1)) })
        case .array where depthLimit > 0:
            return .array(value.elements.map { of($0, depthLimit: depthLimit - 1) })
        default:
            return .scalar(String(decoding: value.rawBytes, as: UTF8.self))
        }
    }

    public static func == (lhs: JSONFragment, rhs: JSONFragment) -> Bool {
        switch (lhs, rhs) {
        case (.scalar(let a), .scalar(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }
}
