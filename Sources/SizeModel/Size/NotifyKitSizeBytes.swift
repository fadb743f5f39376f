/// Notify Kit's own size measure, `sizeBytes`, computed for a message so its users see the number
/// they know, and what it counts that no device receives.
///
/// `buildNotifyKitPayload` (react-native-notify-kit `server/src/buildPayload.ts`) builds
/// `{data, android, apns}` plus one of `token`, `topic`, `condition`, and sets `sizeBytes` to
/// `Buffer.byteLength(JSON.stringify(that), "utf8")`, warning when it is over 3500. So it:
/// - counts the `notifee_options` blob twice (in `data` and in `apns.payload`),
/// - counts the target (a registration token is about 160 characters) and the `android` and
///   `apns.headers` options, which no device receives as payload,
/// - uses the firebase-admin spelling of `android`: `collapseKey`, and `ttl` in milliseconds as a
///   number.
///
/// Model: the compact size of those four members of the message as written (member order does
/// not change a byte count), except that the direct members of `android` are counted with their
/// firebase-admin names (snake_case to lowerCamelCase: `collapse_key` is one byte shorter) and a
/// REST `ttl` duration string (`"3600s"`) as Notify Kit's millisecond number (`3600000`).
/// Members Notify Kit never writes (`notification`, `webpush`, `fcm_options`) are left out.
/// Placeholders count at their worst case, like every figure.
public struct NotifyKitSizeBytes: Sendable {
    /// The number `buildNotifyKitPayload` would report.
    public let sizeBytes: Int
    /// Bytes of `"notifee_options":"…"` in the data map, when present.
    public let blobInData: Int?
    /// Bytes of `"notifee_options":"…"` in `apns.payload`, when present.
    public let blobInAPNs: Int?
    /// Bytes of the target member (`"token":"…"`), when present.
    public let target: Int?

    /// Computes the measure for the message `parts`.
    init(_ parts: FCMMessageParts, growth: [Int: SerializedSize], subtrees: SubtreeSizes? = nil) {
        func size(_ value: JSONValue) -> Int {
            (subtrees?.size(of: value) ?? CompactJSONSize.size(of: value, growth: growth)).bytes
        }
        func memberSize(_ member: JSONMember) -> Int { size(member.key) + 1 + size(member.value) }
        var members: [Int] = []
        var blobInData: Int? = nil
        var blobInAPNs: Int? = nil
        for member in parts.message.members {
            if member.key.stringEquals("data") {
                members.append(memberSize(member))
                if let blob = member.value.members.first(where: { $0.key.stringEquals("notifee_options") }) {
                    blobInData = memberSize(blob)
                }
                break
            }
        }
        for member in parts.message.members where member.key.stringEquals("android") {
            members.append(size(member.key) + 1 + Self.adminAndroidSize(member.value, growth: growth, subtrees: subtrees))
            break
        }
        for member in parts.message.members where member.key.stringEquals("apns") {
            members.append(memberSize(member))
            break
        }
        if let payload = parts.apnsPayload,
            let blob = payload.members.first(where: { $0.key.stringEquals("notifee_options") })
        {
            blobInAPNs = memberSize(blob)
        }
        var target: Int? = nil
        if let member = parts.target {
            target = memberSize(member)
            members.append(memberSize(member))
        }
        sizeBytes = 2 + max(0, members.count - 1) + members.reduce(0, +)
        self.blobInData = blobInData
        self.blobInAPNs = blobInAPNs
        self.target = target
    }

    /// The size of `android` written the way firebase-admin (and so Notify Kit) writes it.
    static func adminAndroidSize(_ android: JSONValue, growth: [Int: SerializedSize], subtrees: SubtreeSizes? = nil) -> Int {
        func size(_ value: JSONValue) -> SerializedSize {
            subtrees?.size(of: value) ?? CompactJSONSize.size(of: value, growth: growth)
        }
        guard android.isObject else { return size(android).bytes }
        var total = 2 + max(0, android.count - 1)
        for member in android.members {
            let key = CompactJSONSize.size(of: member.key).bytes
            let underscores = member.key.withDecodedBytes { $0.dropLast().reduce(0) { $0 + ($1 == UInt8(ascii: "_") ? 1 : 0) } }
            total += key - underscores + 1
            if member.key.stringEquals("ttl"), let milliseconds = millisecondsLexeme(member.value) {
                total += milliseconds.utf8.count
            } else {
                total += size(member.value).bytes
            }
        }
        return total
    }

    /// `millisecondsLexeme(_:)` for ASCII text, on its bytes.
    private static func millisecondsLexeme(ascii bytes: ArraySlice<UInt8>) -> String? {
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        guard bytes.last == UInt8(ascii: "s") else { return nil }
        let number = bytes.dropLast()
        let dot = number.firstIndex(of: UInt8(ascii: "."))
        let whole = number[..<(dot ?? number.endIndex)]
        guard whole.count >= 1, whole.count <= 12, whole.allSatisfy(isDigit) else { return nil }
        var fraction: [UInt8] = []
        if let dot {
            fraction = Array(number[(dot + 1)...])
            guard !fraction.isEmpty, fraction.count <= 9, fraction.allSatisfy(isDigit) else { return nil }
        }
        while fraction.count < 3 { fraction.append(UInt8(ascii: "0")) }
        var integer = Array(whole) + fraction.prefix(3)
        while integer.count > 1, integer.first == UInt8(ascii: "0") { integer.removeFirst() }
        var rest = Array(fraction.dropFirst(3))
        while rest.last == UInt8(ascii: "0") { rest.removeLast() }
        if !rest.isEmpty { integer += [UInt8(ascii: ".")] + rest }
        return String(decoding: integer, as: UTF8.self)
    }

    /// A protobuf duration (`"3600s"`, `"1.5s"`) as JavaScript prints the same time in
    /// milliseconds (`3600000`, `1500`); nil for anything else.
    static func millisecondsLexeme(_ value: JSONValue) -> String? {
        // Plain ASCII: the text is the bytes between the quotes.
        if value.isPlainASCII { return millisecondsLexeme(ascii: value.rawBytes.dropFirst().dropLast()) }
        guard let text = value.stringValue, text.hasSuffix("s") else { return nil }
        let number = text.dropLast()
        let parts = number.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = parts.first, !whole.isEmpty, whole.count <= 12,
            whole.allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        var fraction = parts.count == 2 ? String(parts[1]) : ""
        guard fraction.count <= 9, fraction.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        if parts.count == 2 && fraction.isEmpty { return nil }
        while fraction.count < 3 { fraction.append("0") }
        var integer = String(whole) + fraction.prefix(3)
        while integer.count > 1, integer.first == "0" { integer.removeFirst() }
        var rest = String(fraction.dropFirst(3))
        while rest.last == "0" { rest.removeLast() }
        return rest.isEmpty ? integer : integer + "." + rest
    }
}
