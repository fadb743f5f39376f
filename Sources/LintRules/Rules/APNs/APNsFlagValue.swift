import SizeModel

/// How an `aps` flag (`content-available`, `mutable-content`) is written, as Apple and the
/// firebase-admin node SDK read it.
///
/// Apple documents the number 1. firebase-admin-node (`validateAps`) keeps 1, turns `true` into 1,
/// and silently deletes any other value; the REST API passes the payload through verbatim.
enum APNsFlagValue {
    /// The number 1: correct.
    case one
    /// `true`: correct in a firebase-admin object (converted to 1), not the documented form in a
    /// raw HTTP v1 body.
    case trueValue
    /// 0 or `false`: the flag is off, the key does nothing.
    case off
    /// Anything else (`"1"`, `2`, `1.0`, `null`, an object): dropped by firebase-admin, not the
    /// documented form for APNs.
    case other

    /// Classifies `value`.
    init(_ value: JSONValue) {
        if let number = value.integerValue {
            self = number == 1 ? .one : number == 0 ? .off : .other
        } else if let flag = value.boolValue {
            self = flag ? .trueValue : .off
        } else {
            self = .other
        }
    }

    /// A short description of the written value for messages (`"1"` is shown quoted).
    static func describe(_ value: JSONValue) -> String {
        switch value.kind {
        case .string: return "the string \"\(value.stringValue ?? "")\""
        case .number: return value.numberLexeme ?? "a number"
        case .true: return "true"
        case .false: return "false"
        case .null: return "null"
        case .object: return "an object"
        case .array: return "an array"
        }
    }
}
