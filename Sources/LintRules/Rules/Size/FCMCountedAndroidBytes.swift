import SizeModel

/// The bytes FCM itself counts toward its 4096-byte limit for the Android payload, as measured by
/// people who sent messages at the limit: the UTF-8 bytes of each data key and its value, and of
/// each display field's key prefixed with `gcm.notification.` and its value; no JSON quotes,
/// colons, commas, braces or escapes.
///
/// Sources: the accepted answer of Stack Overflow question 31264206 (GCM/FCM: "data payload length
/// = key length + value length"; each notification key counted with the 17-byte
/// `gcm.notification.` prefix), its FCM follow-up (a data-only message "up to exactly 4096
/// characters, counting the length of every key and value"), and mozilla-services/autopush-rs#203
/// ("From testing, FCM only considers the `data` field when calculating the payload size").
/// The size model's Android figure, compact JSON, stays the conservative estimate; this count
/// decides only whether FCM's rejection is certain.
enum FCMCountedAndroidBytes {
    /// `gcm.notification.`, the prefix FCM counts with each display field's key.
    static let displayKeyPrefixBytes = 17

    /// FCM's count for the Android payload of `message` (a data map or display block that is not
    /// an object counts nothing, as in the size model).
    static func count(in message: JSONValue) -> Int {
        let parts = FCMMessageParts(message: message)
        var total = 0
        if let data = parts.effectiveAndroidData {
            for member in data.members where member.value.kind != .null {
                total += member.key.decodedBytes.count + valueBytes(member.value)
            }
        }
        let specific = parts.androidNotification.map { Array($0.members) } ?? []
        for member in specific where member.value.kind != .null {
            total += displayKeyPrefixBytes + member.key.decodedBytes.count + valueBytes(member.value)
        }
        for member in parts.notification?.members.map({ $0 }) ?? [] where member.value.kind != .null {
            let overridden = specific.contains { $0.value.kind != .null && $0.key.stringEquals(member.key) }
            if !overridden {
                total += displayKeyPrefixBytes + member.key.decodedBytes.count + valueBytes(member.value)
            }
        }
        return total
    }

    /// A string's decoded UTF-8 bytes; any other value as written (FCM turns it into text).
    private static func valueBytes(_ value: JSONValue) -> Int {
        value.isString ? value.decodedBytes.count : value.rawBytes.count
    }
}

extension FCMCountedAndroidBytes {
    /// FCM's own count when the Android figure is over its limit only through JSON punctuation:
    /// the figure (compact JSON) is over the limit, no placeholder grows it, and the keys and
    /// values FCM counts fit. Nil otherwise (the figure fits, or FCM's rejection is certain).
    static func fittingCount(of size: PlatformSize, in message: MessageContext) -> Int? {
        guard size.platform == .android, size.isOverLimit, size.placeholderGrowth.bytes == 0,
            let limit = size.limit
        else { return nil }
        let counted = count(in: message.message)
        return counted <= limit ? counted : nil
    }
}
