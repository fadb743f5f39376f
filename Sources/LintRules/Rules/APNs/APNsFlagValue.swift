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

    /// Reports a flag that is not written as the number 1, for the two flag rules.
    ///
    /// - Parameters:
    ///   - flag: the flag's value in `aps`
    ///   - name: `content-available` or `mutable-content`
    ///   - consequence: what goes wrong when firebase-admin drops the value ("the app is never woken")
    ///   - offFix: the fix for a flag written as 0 or false
    static func report(
        _ flag: JSONValue, name: String, consequence: String, offFix: String, message: MessageContext,
        into findings: inout FindingCollector
    ) {
        switch APNsFlagValue(flag) {
        case .one:
            return
        case .trueValue:
            guard message.shape != .admin else { return }
            // A raw APNs payload goes to APNs without FCM: only Apple's documented form matters.
            let passage = message.shape == .apnsPayload ? "" : " and FCM passes the payload through unchanged"
            findings.report(
                "\(name) is true; APNs documents the number 1\(passage)",
                at: flag, fix: "write \"\(name)\": 1")
        case .off:
            findings.report(
                "\(name) is \(describe(flag)), which is the same as leaving it out",
                at: flag, caseSeverity: .info, configuration: message.configuration, fix: offFix)
        case .other:
            // What a device received went past firebase-admin (it would have dropped the value):
            // the sender wrote it some other way, and iOS got a form Apple does not document.
            // A raw APNs payload goes to APNs without firebase-admin (Monal's Prosody app server
            // mod_push_appserver wrote "mutable-content":"1"): only Apple's documented form matters.
            if message.shape == .apnsPayload {
                findings.report(
                    "\(name) is \(describe(flag)); APNs documents the number 1, and iOS is not documented to read another value",
                    at: flag, fix: "write \"\(name)\": 1")
                return
            }
            if message.shape == .deviceCapture {
                findings.report(
                    "the device got \(name) as \(describe(flag)); APNs documents the number 1, and iOS is not documented to read another value",
                    at: flag, fix: "send \"\(name)\": 1")
                return
            }
            findings.report(
                "\(name) is \(describe(flag)); APNs documents the number 1, and firebase-admin drops any other value, so \(consequence)",
                at: flag, fix: "write \"\(name)\": 1")
        }
    }
}
