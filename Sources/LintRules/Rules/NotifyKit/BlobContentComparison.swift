import SizeModel

/// Compares two `notifee_options` copies by what their readers get, not by their bytes: the iOS
/// copy may be the options object itself while the Android copy is a string of JSON text, and the
/// two are the same options when they parse to the same value.
///
/// Values compare as the clients see them: object members by key, in any order (a JavaScript
/// object and an `NSDictionary` have no order); arrays element by element; strings by their
/// decoded text; numbers by value (`1` and `1.0` are one `NSNumber`); `true`, `false` and `null`
/// by kind.
enum BlobContent {
    /// The first value of `ios` (in source order) that differs from the same place of `android`,
    /// or nil when the two have the same content. An object whose keys differ is reported as a
    /// whole when `android` has a key `ios` lacks; a key only `ios` has is reported at its value.
    static func firstDifference(android: JSONValue, ios: JSONValue) -> JSONValue? {
        // An explicit stack of pairs: the depth is bounded by the parser's nesting limit, and no
        // recursion runs per level.
        var pending: [(android: JSONValue, ios: JSONValue)] = [(android, ios)]
        while let (a, b) = pending.popLast() {
            switch (a.kind, b.kind) {
            case (.object, .object):
                var androidMembers: [[UInt8]: JSONValue] = [:]
                for member in a.members where androidMembers[member.key.decodedStringBytes()] == nil {
                    androidMembers[member.key.decodedStringBytes()] = member.value
                }
                var seen = Set<[UInt8]>()
                var children: [(android: JSONValue, ios: JSONValue)] = []
                for member in b.members {
                    let key = member.key.decodedStringBytes()
                    guard seen.insert(key).inserted else { continue }
                    guard let other = androidMembers[key] else { return member.value }
                    children.append((other, member.value))
                }
                if seen.count != androidMembers.count { return b }
                pending.append(contentsOf: children.reversed())
            case (.array, .array):
                guard a.count == b.count else { return b }
                pending.append(contentsOf: zip(a.elements, b.elements).map { ($0, $1) }.reversed())
            case (.string, .string):
                if !sameText(a, b) { return b }
            case (.number, .number):
                if a.doubleValue != b.doubleValue { return b }
            default:
                if a.kind != b.kind { return b }
            }
        }
        return nil
    }
}
