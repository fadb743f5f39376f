import SizeModel

/// A key of one of the message's data maps, classified once per message so the data rules do not
/// each look at every key again.
public struct DataKey: Sendable {
    /// The FCM name of the map holding it: `data`, `android.data` or `webpush.data`.
    public var mapName: String {
        switch map {
        case .data: return "data"
        case .androidData: return "android.data"
        case .webpushData: return "webpush.data"
        }
    }
    /// The map holding it (a plain value: making and releasing a key counts no reference for it).
    let map: Map
    /// The member (key and value).
    public let member: JSONMember
    /// What FCM, the SDKs and the Notify Kit client do with this key name.
    let classification: DataKeyClassification

    /// A data map of a message.
    enum Map {
        case data, androidData, webpushData
    }

    /// The decoded key (decoded when asked: rules only need it to report).
    public var name: String { member.key.stringValue ?? "" }

    /// The keys of every data map of a message (`data`, `android.data`, `webpush.data`), in map
    /// order then source order, in one array allocated once.
    static func all(data: JSONValue?, androidData: JSONValue?, webpushData: JSONValue?) -> [DataKey] {
        func count(_ map: JSONValue?) -> Int { map.map { $0.isObject ? $0.count : 0 } ?? 0 }
        let total = count(data) + count(androidData) + count(webpushData)
        guard total > 0 else { return [] }
        var keys: [DataKey] = []
        keys.reserveCapacity(total)
        func append(_ object: JSONValue?, _ map: Map) {
            guard let object, object.isObject else { return }
            for member in object.members {
                keys.append(DataKey(map: map, member: member, classification: classify(member.key)))
            }
        }
        append(data, .data)
        append(androidData, .androidData)
        append(webpushData, .webpushData)
        return keys
    }

    /// The classification of `key`, without decoding it when its bytes show it is ordinary.
    static func classify(_ key: JSONValue) -> DataKeyClassification {
        if let first = key.firstTextByte, isOrdinaryFirstByte(first) { return .ordinary }
        if key.isPlainASCII, !key.isEmptyString, let bytes = key.plainStringBytes, !hasSpecialPrefix(bytes) { return .ordinary }
        return DataKeyClassification(key.stringValue ?? "")
    }

    /// What every key that is not `.ordinary` starts with, in ASCII lower case (a key equal to
    /// `aps`, `from`, `message_type`, `collapse_key`, `message_id`, `fcm_options`, `notification`,
    /// or starting with `google`, `gcm`, `fcm`, `android.`, `notifee`).
    private static let specialPrefixes: [[UInt8]] = ["aps", "from", "message_", "collapse_key", "notif", "google", "gcm", "android.", "fcm"].map { Array($0.utf8) }

    /// True when the plain ASCII text `key` starts with a special prefix, ignoring ASCII case.
    private static func hasSpecialPrefix(_ key: ArraySlice<UInt8>) -> Bool {
        specialPrefixes.contains { prefix in
            guard key.count >= prefix.count else { return false }
            let start = key.startIndex
            for index in 0..<prefix.count {
                let expected = prefix[index]
                let byte = key[start + index]
                let lowered = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
                if lowered != expected { return false }
            }
            return true
        }
    }

    /// True when a key whose source text starts with `byte` is `.ordinary` whatever follows: every
    /// other classification (`DataKeyClassification.init`) starts with `a`, `c`, `f`, `g`, `m` or
    /// `n` in either case, or is empty. An escape or a byte outside ASCII (whose lower case could be
    /// ASCII) is decoded and classified in full.
    static func isOrdinaryFirstByte(_ byte: UInt8) -> Bool {
        guard byte < 0x80, byte != UInt8(ascii: "\\") else { return false }
        switch byte | 0x20 {
        case UInt8(ascii: "a"), UInt8(ascii: "c"), UInt8(ascii: "f"), UInt8(ascii: "g"), UInt8(ascii: "m"),
            UInt8(ascii: "n"):
            return false
        default:
            return true
        }
    }
}
