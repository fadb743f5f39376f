/// A firebase-admin-go message pasted as the Go composite literal that builds it
/// (`message := &messaging.Message{Token: t, Notification: &messaging.Notification{…}}`), which
/// is not JSON and is not read as a message: Go field names and types (`TTL: &ttl`, a
/// `*time.Duration`) are not the JSON names the SDK writes. The invalid-json finding says what
/// it is and how to get the JSON to lint, instead of naming the first Go word as a bare word.
///
/// firebase-admin-go's messaging types serialize to the HTTP v1 message with `json.Marshal`
/// (messaging/messaging.go: `Message.MarshalJSON` writes `topic` without `/topics/`,
/// `AndroidConfig.MarshalJSON` writes `TTL` as `"3600s"`, `APNSPayload` and `Aps` merge their
/// `CustomData`), and its `Client.Send` posts that JSON inside `{"message": …}`.
enum GoMessageLiteral {
    /// The firebase-admin-go `messaging` types a pasted message opens with.
    static let typeNames: Set<String> = [
        "Message", "MulticastMessage", "Notification", "AndroidConfig", "AndroidNotification", "APNSConfig", "APNSPayload",
        "Aps", "ApsAlert", "WebpushConfig", "WebpushNotification",
    ]

    /// The longest text read before the literal's brace (a `message :=` or `return &` line).
    static let maximumLeadingLength = 200

    /// The type the text opens with (`messaging.Message`) and the offset of its package name,
    /// when `bytes[range]` opens with a composite literal of a firebase-admin-go messaging type.
    static func literal(in bytes: [UInt8], range: Range<Int>) -> (typeName: String, offset: Int)? {
        let limit = min(range.upperBound, range.lowerBound + maximumLeadingLength)
        guard let brace = bytes[range.lowerBound..<limit].firstIndex(of: UInt8(ascii: "{")) else { return nil }
        var start = brace
        while start > range.lowerBound, isNamePart(bytes[start - 1]) { start -= 1 }
        let name = String(decoding: bytes[start..<brace], as: UTF8.self)
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0] == "messaging", typeNames.contains(String(parts[1])) else { return nil }
        return (name, start)
    }

    /// What the invalid-json finding says for a literal of `typeName`.
    static func message(typeName: String) -> String {
        "this is a Go composite literal (\(typeName), firebase-admin-go), not JSON, and it is not read as a message: its field names and Go values are not the JSON the SDK sends"
    }

    static let fix =
        "lint the JSON the Go SDK sends: print json.Marshal(message) of the *messaging.Message (firebase-admin-go writes the HTTP v1 message: Token as token, APNS as apns, Android TTL as \"3600s\") and lint that output, or the request body FCM receives"

    private static func isNamePart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
    }
}
