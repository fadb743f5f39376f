import SizeModel

/// A key of one of the message's data maps, classified once per message so the data rules do not
/// each look at every key again. Made when read from the message's `DataKeys`.
public struct DataKey: Sendable {
    /// The FCM name of the map holding it: `data`, `android.data` or `webpush.data`.
    public var mapName: String { map.name }
    /// The map holding it (a plain value: making and releasing a key counts no reference for it).
    let map: Map
    /// The member's value. The key is the node before it in the same document, so a key holds
    /// one reference to the document, not two (`member` and `key` are made when read).
    public let value: JSONValue
    /// The member (key and value).
    public var member: JSONMember { value.document.member(atKey: value.index - 1) }
    /// The key, a string value located at the key's quotes.
    public var key: JSONValue { value.document.value(at: value.index - 1) }
    /// What FCM, the SDKs and the Notify Kit client do with this key name.
    let classification: DataKeyClassification

    /// A data map of a message.
    enum Map {
        case data, androidData, webpushData

        /// The FCM name of the map: `data`, `android.data` or `webpush.data`.
        var name: String {
            switch self {
            case .data: return "data"
            case .androidData: return "android.data"
            case .webpushData: return "webpush.data"
            }
        }
    }

    /// The decoded key (decoded when asked: rules only need it to report).
    public var name: String { key.stringValue ?? "" }

    /// The data-key parts (`MessageParts.dataKey…`) of the classifications of `keys`: which
    /// data-key rules can report on the message. Most keys are `.ordinary` and add nothing.
    static func parts(of keys: DataKeys) -> MessageParts { MessageParts(rawValue: keys.partBits) }

    /// The data-key part (`MessageParts.dataKey…`) of a key classified `classification`, as bits
    /// (none for `.ordinary` and `.notifeeOptions`, which no data-key rule reports).
    static func partBits(of classification: DataKeyClassification) -> UInt64 {
        switch classification {
        case .ordinary, .notifeeOptions: return 0
        case .reservedWord: return MessageParts.dataKeyReservedWord.rawValue
        case .reservedPrefix: return MessageParts.dataKeyReservedPrefix.rawValue
        case .aps: return MessageParts.dataKeyAps.rawValue
        case .strippedBySDK: return MessageParts.dataKeyStrippedBySDK.rawValue
        case .clientFiltered: return MessageParts.dataKeyClientFiltered.rawValue
        case .notifeeData: return MessageParts.dataKeyNotifeeData.rawValue
        case .empty: return MessageParts.dataKeyEmpty.rawValue
        case .reservedNotification: return MessageParts.dataKeyReservedNotification.rawValue
        case .reservedPrefixNoDot: return MessageParts.dataKeyReservedPrefixNoDot.rawValue
        case .fcmPrefixNoDot: return MessageParts.dataKeyFCMPrefixNoDot.rawValue
        case .apnsFlag: return MessageParts.dataKeyAPNsFlag.rawValue
        }
    }

    /// The classification of `key`, without decoding it when its bytes show it is ordinary.
    static func classify(_ key: JSONValue) -> DataKeyClassification { classify(keyAt: key.index, in: key.document) }

    /// The classification of the key at node `key` of `document`, read by node index: no value
    /// is made for it (and no reference to the document counted) unless it is decoded, which
    /// only a key that starts like a special key and is not plain ASCII is. (Measured: corpus (a)
    /// 39,858 -> 39,809, (e), where 1.5 keys a message get here, 50,633 -> 50,583 instructions a
    /// message, against a value made for the key.)
    static func classify(keyAt key: Int, in document: JSONDocument) -> DataKeyClassification {
        classify(keyAt: key, firstTextByte: document.firstTextByte(at: key), in: document)
    }

    /// `classify(keyAt:in:)` for a caller that has read the key's first text byte `first`
    /// (`JSONDocument.firstTextByte(at:)`). A plain ASCII key is compared with the special
    /// prefixes straight from its source bytes (`JSONDocument.plainASCIIString(at:hasPrefixIgnoringASCIICase:)`;
    /// measured against a slice of its bytes compared with `StaticString.utf8Byte(at:)`, in the
    /// commit that made it).
    static func classify(keyAt key: Int, firstTextByte first: UInt8?, in document: JSONDocument) -> DataKeyClassification {
        if let first {
            if isOrdinaryFirstByte(first) { return .ordinary }
            // Not empty: a plain ASCII key is told by its bytes.
            if document.isPlainASCIIString(at: key) {
                if !hasSpecialPrefix(keyAt: key, startingWith: first, in: document) { return .ordinary }
                // The Notify Kit blob keys, the special keys most messages have, named in place.
                if document.isPlainString(at: key, equalTo: "notifee_options") { return .notifeeOptions }
                if document.isPlainString(at: key, equalTo: "notifee_data") { return .notifeeData }
            }
        }
        return DataKeyClassification(document.value(at: key).stringValue ?? "")
    }

    /// True when the plain ASCII key at node `key` of `document`, whose text starts with `first`,
    /// starts with what every key that is not `.ordinary` starts with, ignoring ASCII case: a key
    /// equal to `aps`, `from`, `message_type`, `collapse_key`, `message_id`, `fcm_options`,
    /// `notification`, or starting with `google`, `gcm`, `fcm`, `android.`, `notifee`, `mutable`,
    /// `content` (the APNs flags). Its first byte picks the prefixes to compare.
    private static func hasSpecialPrefix(keyAt key: Int, startingWith first: UInt8, in document: JSONDocument) -> Bool {
        func hasPrefix(_ prefix: StaticString) -> Bool { document.plainASCIIString(at: key, hasPrefixIgnoringASCIICase: prefix) }
        switch first | 0x20 {
        case UInt8(ascii: "a"): return hasPrefix("aps") || hasPrefix("android.")
        case UInt8(ascii: "f"): return hasPrefix("from") || hasPrefix("fcm")
        case UInt8(ascii: "m"): return hasPrefix("message_") || hasPrefix("mutable")
        case UInt8(ascii: "c"): return hasPrefix("collapse_key") || hasPrefix("content")
        case UInt8(ascii: "n"): return hasPrefix("notif")
        case UInt8(ascii: "g"): return hasPrefix("google") || hasPrefix("gcm")
        default: return false
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
