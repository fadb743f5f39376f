import SizeModel

/// Tells a record, a label file or an API response from a push payload when the only sign of a
/// payload `PayloadScreen` saw in it is a weak one: the command line skips such a file found in a
/// directory walk or passed with `--payloads-only` (a named one is linted), the language server
/// skips it in the workspace.
///
/// Two signs are weak, because files that are no payload carry them too:
///
/// - a target (`token`, `topic`, `to`, `fid`, `notification_key`) whose text is a plain word
///   (letters only, under `PayloadScreen.longWordLength` bytes) or a JSON Web Token
///   (`RoutingTokenShapeRule.isJSONWebToken`, never a registration token): a
///   translation file's `"to": "To"` or `"token": "Token"`, a record's `"topic": "sacrifice"`, a
///   login response's `"token": "token"` or `"token": "eyJ…"`. A registration token, an FID,
///   `/topics/…`, a placeholder (`{{token}}`, `<token>`, `YOUR_TOKEN`) is not plain;
/// - a `data` object: a GraphQL response (`{"data": {…}}`), a JSON:API or REST envelope
///   (`{"data": {…}, "meta": …, "links": …}`), a webhook event.
///
/// A document whose first object has one weak sign and no other sign (`PayloadScreen.hasSign`),
/// is no device capture, firebase-admin object or request to another push service
/// (`ShapeDetector`), has no legacy option with a value of its type (`time_to_live` a number,
/// `priority` "high" or "normal", `collapse_key` or `restricted_package_name` a string,
/// `content_available`, `mutable_content`, `dry_run` or `delay_while_idle` a boolean), and has at
/// least two other members, is not a payload: none of its other members is a field of a push message's top level
/// in any shape, so as a message every one of them would be an unknown-field error. So is a
/// document whose `data` holds only objects, arrays or null (at least one, and none of them a
/// push block: `notification`, `android`, `apns`, `webpush`, `aps`, `message`,
/// `notifee_options`): the records of a response, where an FCM data map holds strings. A
/// document with a weak sign and one other member or none (`{"data": {"orderId": "42"}}`,
/// `{"topic": "news"}`), or that does not parse, is linted.
package enum WeakSignScreen {
    /// Why `bytes` is no payload though the byte screen saw a sign (`verdict`, which names it
    /// quoted), or nil. Only a document whose sign is one that may be weak is parsed to find out.
    package static func reason(_ bytes: [UInt8], verdict: PayloadScreen.Verdict) -> String? {
        guard case .payload(let sign) = verdict, weakSignNames.contains(sign) else { return nil }
        return reason(bytes)
    }

    /// Why `bytes` is no payload though a weak sign shows, or nil.
    package static func reason(_ bytes: [UInt8]) -> String? {
        guard let document = try? JSONParser().parse(bytes) else { return nil }
        if document.root.isArray {
            // The first element decides, as it does for the byte screen.
            var elements = document.root.elements.makeIterator()
            guard let first = elements.next(), first.isObject, let what = reason(object: first) else { return nil }
            return "an array whose first element is \(what)"
        }
        guard document.root.isObject else { return nil }
        return reason(object: document.root)
    }

    /// Why the object `root` is no payload, or nil.
    static func reason(object root: JSONValue) -> String? {
        var weak: (key: String, value: JSONValue)? = nil
        var others: [String] = []
        for member in root.members {
            guard let key = member.key.stringValue else { return nil }
            if weak == nil, isWeakSign(key, member.value) {
                weak = (key, member.value)
            } else {
                if corroborates(key, member.value) { return nil }
                others.append(key)
            }
        }
        guard let weak, !PayloadScreen.hasSign(root, besides: weak.key), !isRecognised(root) else { return nil }
        if weak.key == "data", let records = responseRecords(weak.value) {
            return "an object whose \"data\" holds only objects and arrays (\(listed(records))), as a GraphQL or REST response does; an FCM data map holds strings"
        }
        guard others.count >= 2 else { return nil }
        let sign = weak.key == "data" ? "a \"data\" object" : "\"\(weak.key)\": \(quoted(weak.value.stringValue ?? ""))"
        return "an object whose only sign of a push message is \(sign), beside \(others.count) members no push message has at its top level (\(listed(others)))"
    }

    /// True when shape detection reads `root` as what a device received (a Capacitor or
    /// react-native-push-notification object around its data), a firebase-admin object or a
    /// request to another push service: forms whose other members are their own, not labels.
    static func isRecognised(_ root: JSONValue) -> Bool {
        let detection = ShapeDetector.detect(root)
        return detection.otherService != nil || detection.shape == .deviceCapture || detection.shape == .admin
    }

    /// The names of the byte screen's signs that may be weak, quoted as its verdict names them.
    static let weakSignNames: Set<String> = [#""token""#, #""topic""#, #""to""#, #""fid""#, #""notification_key""#, #""data""#]

    /// True when the member `key: value` is a weak sign: a target that is a plain word or a JSON
    /// Web Token, or a `data` object.
    static func isWeakSign(_ key: String, _ value: JSONValue) -> Bool {
        if key == "data" { return value.isObject }
        guard targetNames.contains(key), let text = value.stringValue else { return false }
        let word = text.trimmingWhitespace
        guard !word.isEmpty else { return false }
        if word.utf8.count < PayloadScreen.longWordLength, word.allSatisfy(\.isLetter) { return true }
        return RoutingTokenShapeRule.isJSONWebToken(ArraySlice(word.utf8))
    }

    /// The target members the byte screen reads as one word.
    static let targetNames: Set<String> = ["token", "topic", "to", "fid", "notification_key"]

    /// True when the member `key: value` is a legacy option with a value of its type: the
    /// document is a (legacy) message whatever its target looks like.
    static func corroborates(_ key: String, _ value: JSONValue) -> Bool {
        switch key {
        case "time_to_live": return value.kind == .number
        case "priority": return ["high", "normal"].contains(value.stringValue?.lowercased() ?? "")
        case "collapse_key", "restricted_package_name": return value.isString
        case "content_available", "mutable_content", "dry_run", "delay_while_idle": return value.kind == .true || value.kind == .false
        default: return false
        }
    }

    /// The members of `data` when it holds only objects, arrays or null (at least one member, and
    /// none named like a push block), or nil.
    static func responseRecords(_ data: JSONValue) -> [String]? {
        var names: [String] = []
        for member in data.members {
            guard let name = member.key.stringValue, !pushBlockNames.contains(name) else { return nil }
            switch member.value.kind {
            case .object, .array, .null: names.append(name)
            default: return nil
            }
        }
        return names.isEmpty ? nil : names
    }

    /// Names of the blocks a push message holds, which a mistaken payload may nest in `data`.
    static let pushBlockNames: Set<String> = ["notification", "android", "apns", "webpush", "aps", "message", "notifee_options"]

    /// `text` quoted, clipped to 24 characters (a JSON Web Token is long).
    static func quoted(_ text: String) -> String {
        "\"\(text.count > 24 ? text.prefix(23) + "…" : Substring(text))\""
    }

    /// Up to three names, quoted, and "…" for more.
    static func listed(_ names: [String]) -> String {
        names.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ") + (names.count > 3 ? ", …" : "")
    }
}

extension String {
    /// The string without the spaces, tabs and line breaks around it.
    fileprivate var trimmingWhitespace: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return self[first...last]
    }
}
