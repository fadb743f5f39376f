/// A message pasted as the Firebase Admin SDK code that builds it, not as JSON: a Go composite
/// literal (`message := &messaging.Message{Token: t, Notification: &messaging.Notification{…}}`),
/// a Python constructor call (`messaging.Message(notification=messaging.Notification(title=…),
/// token=t)`), a Java or Kotlin builder chain (`Message.builder().setNotification(…)
/// .setToken(t).build()`), or a C# object initializer (`var message = new Message { Notification =
/// new Notification { Title = … }, Token = t };`). None is read as a message: the SDK's field, argument and setter names
/// and its language's values are not the JSON it sends. The invalid-json finding names the SDK
/// and how to get that JSON to lint, instead of naming the first word as a bare word.
///
/// Each SDK writes the HTTP v1 message and posts it inside `{"message": …}`:
/// - firebase-admin-go serializes its `messaging` types with `json.Marshal` (messaging/messaging.go:
///   `Message.MarshalJSON` writes `topic` without `/topics/`, `AndroidConfig.MarshalJSON` writes
///   `TTL` as `"3600s"`);
/// - firebase-admin-python encodes a `messaging.Message` with `_MessagingService.encode_message`
///   (firebase_admin/messaging.py, its `JSON_ENCODER`, a `MessageEncoder`), which `send` wraps
///   as `{'message': …}`;
/// - firebase-admin-java serializes `Message` by its `@Key` fields (`@Key("token")`,
///   `@Key("android")`, `AndroidConfig`'s `@Key("ttl")` a `"3600s"` string) with a
///   google-http-client `JsonFactory`;
/// - firebase-admin-dotnet serializes `Message` by its Newtonsoft `[JsonProperty]` names
///   (FirebaseAdmin/Messaging/Message.cs: `[JsonProperty("token")] Token`, `[JsonProperty("apns")]
///   Apns`, `[JsonProperty("fcm_options")] FcmOptions`, `Topic` written without `/topics/`) with
///   Google.Apis.Json's `NewtonsoftJsonSerializer`.
enum AdminSDKMessageCode: Equatable {
    case go, python, java, csharp

    /// The longest text read before the code's opening (a `message :=`, `message =` or
    /// `Message message =` line).
    static let maximumLeadingLength = 200

    /// The SDK and the type the text opens with (`messaging.Message`, `Message.builder`) and the
    /// type's offset, when `bytes[range]` opens with Admin SDK code that builds a message.
    static func code(in bytes: [UInt8], range: Range<Int>) -> (sdk: AdminSDKMessageCode, typeName: String, offset: Int)? {
        if let (name, start) = csharpInitializer(in: bytes, range: range) { return (.csharp, name, start) }
        if let (name, start) = javaNotificationConstructor(in: bytes, range: range) { return (.java, name, start) }
        // Go: `messaging.Message{`, the package name as the SDK's examples import it.
        if let (name, start, parts) = name(before: UInt8(ascii: "{"), in: bytes, range: range), parts.count == 2,
            parts[0] == "messaging", messagingTypeNames.contains(parts[1])
        {
            return (.go, name, start)
        }
        guard let (name, start, parts) = name(before: UInt8(ascii: "("), in: bytes, range: range), parts.count >= 2 else { return nil }
        let last = parts[parts.count - 1]
        let beforeLast = parts[parts.count - 2]
        // Python: `messaging.Message(` (or `firebase_admin.messaging.Message(`).
        if beforeLast == "messaging", messagingTypeNames.contains(last) {
            return (.python, name, start)
        }
        // Java or Kotlin: `Message.builder()` (or `com.google.firebase.messaging.Message.builder()`)
        // followed by one of the SDK's setters: a Lombok builder of another `Message` class
        // (`.content(…)`, `.room(…)`) has none.
        if last == "builder", javaTypeNames.contains(beforeLast), setterFollows(bytes, from: start + name.utf8.count, to: range.upperBound) {
            return (.java, name, start)
        }
        return nil
    }

    /// Java: `new Notification(title, body)` (after `Notification notification =`), firebase-admin-
    /// java's constructor of a notification (com.google.firebase.messaging.Notification, beside
    /// its builder), pasted alone: the type's name and the offset of `new`.
    private static func javaNotificationConstructor(in bytes: [UInt8], range: Range<Int>) -> (String, Int)? {
        let limit = min(range.upperBound, range.lowerBound + maximumLeadingLength)
        let text = String(decoding: bytes[range.lowerBound..<limit], as: UTF8.self)
        guard text.contains("new"),
            let regex = try? Regex(
                #"^\s*(?:(?:final\s+)?(?:com\.google\.firebase\.messaging\.)?Notification\s+[A-Za-z_][A-Za-z0-9_]*\s*=\s*)?"#
                    + #"(?<new>new\s+(?:com\.google\.firebase\.messaging\.)?Notification)\s*\((?!\s*\))"#),
            let match = try? regex.prefixMatch(in: text), let found = match.output["new"]?.range
        else { return nil }
        return (String(text[found]), range.lowerBound + text.utf8.distance(from: text.startIndex, to: found.lowerBound))
    }

    /// C#: `new Message {` or `new Message() {` (a `MulticastMessage` too, `FirebaseAdmin.Messaging.`
    /// written or not, after `var message =` or `Message message =`), or `Message message = new()
    /// {`, whose initializer sets one of firebase-admin-dotnet's `Message` properties first
    /// (`Token =`, `Notification =`): the type's name and offset. Another class's initializer
    /// (`new Message { Text = … }`) sets none of them.
    private static func csharpInitializer(in bytes: [UInt8], range: Range<Int>) -> (String, Int)? {
        let limit = min(range.upperBound, range.lowerBound + maximumLeadingLength + maximumSetterDistance)
        let text = String(decoding: bytes[range.lowerBound..<limit], as: UTF8.self)
        guard text.contains("new"), text.contains("Message"),
            let regex = try? Regex(
                #"^\s*(?:(?:var|(?<declared>(?:FirebaseAdmin\.Messaging\.)?(?:Multicast)?Message))\s+[A-Za-z_][A-Za-z0-9_]*\s*=\s*)?"#
                    + #"new\b\s*(?<type>(?:FirebaseAdmin\.Messaging\.)?(?:Multicast)?Message)?\s*(?:\(\s*\))?\s*\{\s*"#
                    + #"(?:Token|Tokens|Topic|Condition|Notification|Data|Android|Apns|Webpush|FcmOptions)\s*="#),
            let match = try? regex.prefixMatch(in: text),
            // `Message message = new() {`: the declared type is the one built.
            let typeRange = match.output["type"]?.range ?? match.output["declared"]?.range
        else { return nil }
        let name = String(text[typeRange])
        return (name, range.lowerBound + text.utf8.distance(from: text.startIndex, to: typeRange.lowerBound))
    }

    /// The dotted name just before the first `opening` byte within `maximumLeadingLength` bytes of
    /// the text's start, its offset and its parts.
    private static func name(before opening: UInt8, in bytes: [UInt8], range: Range<Int>) -> (String, Int, [String])? {
        let limit = min(range.upperBound, range.lowerBound + maximumLeadingLength)
        guard let index = bytes[range.lowerBound..<limit].firstIndex(of: opening) else { return nil }
        var start = index
        while start > range.lowerBound, isNamePart(bytes[start - 1]) { start -= 1 }
        let name = String(decoding: bytes[start..<index], as: UTF8.self)
        return (name, start, name.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
    }

    /// What the invalid-json finding says for code opening with `typeName`.
    func message(typeName: String) -> String {
        switch self {
        case .go:
            "this is a Go composite literal (\(typeName), firebase-admin-go), not JSON, and it is not read as a message: its field names and Go values are not the JSON the SDK sends"
        case .python:
            "this is a Python constructor call (\(typeName), firebase-admin-python), not JSON, and it is not read as a message: its argument names and Python values are not the JSON the SDK sends"
        case .java where typeName.hasPrefix("new "):
            "this is a Java constructor call (\(typeName)(…), firebase-admin-java's notification), not JSON, and it is not read as a message: a notification is one part of a message, which FCM takes with a target (Message.builder().setNotification(…).setToken(…))"
        case .java where !typeName.hasSuffix("Message.builder"):
            "this is a Java or Kotlin builder chain (\(typeName), firebase-admin-java), not JSON, and it is not read as a message: its setters and values are not the JSON the SDK sends, and it builds one part of a message, which FCM takes inside a Message with a target"
        case .java:
            "this is a Java or Kotlin builder chain (\(typeName), firebase-admin-java), not JSON, and it is not read as a message: its setters and values are not the JSON the SDK sends"
        case .csharp:
            "this is a C# object initializer (new \(typeName), firebase-admin-dotnet), not JSON, and it is not read as a message: its property names and C# values are not the JSON the SDK sends"
        }
    }

    /// How to get the JSON the SDK sends, to lint it.
    var fix: String {
        switch self {
        case .go:
            "lint the JSON the Go SDK sends: print json.Marshal(message) of the *messaging.Message (firebase-admin-go writes the HTTP v1 message: Token as token, APNS as apns, Android TTL as \"3600s\") and lint that output, or the request body FCM receives"
        case .python:
            "lint the JSON the Python SDK sends: print json.dumps(messaging._MessagingService.encode_message(message)) (firebase-admin-python's encoder writes the HTTP v1 message: android ttl as \"3600s\", apns and webpush as their JSON keys) and lint that output, or the request body FCM receives"
        case .java:
            "lint the JSON the Java SDK sends: print GsonFactory.getDefaultInstance().toPrettyString(message) (firebase-admin-java's Message is written by its @Key fields: setToken as token, setAndroidConfig as android, TTL as \"3600s\") and lint that output, or the request body FCM receives"
        case .csharp:
            "lint the JSON the .NET SDK sends: print NewtonsoftJsonSerializer.Instance.Serialize(message) (Google.Apis.Json; firebase-admin-dotnet's Message is written by its [JsonProperty] names: Token as token, Apns as apns, FcmOptions as fcm_options) and lint that output, or the request body FCM receives"
        }
    }

    /// The `messaging` types a pasted Go or Python message opens with: firebase-admin-go and
    /// firebase-admin-python name them alike.
    static let messagingTypeNames: Set<String> = [
        "Message", "MulticastMessage", "Notification", "AndroidConfig", "AndroidNotification", "APNSConfig", "APNSPayload",
        "Aps", "ApsAlert", "WebpushConfig", "WebpushNotification",
    ]

    /// The firebase-admin-java classes whose `builder()` a pasted message opens with.
    static let javaTypeNames: Set<String> = [
        "Message", "MulticastMessage", "Notification", "AndroidConfig", "AndroidNotification", "ApnsConfig", "Aps", "ApsAlert",
        "WebpushConfig", "WebpushNotification",
    ]

    /// The firebase-admin-java builder setters one of which follows `builder()` in a message.
    static let javaSetters = [
        ".setToken(", ".setTopic(", ".setCondition(", ".setNotification(", ".putData(", ".putAllData(", ".setAndroidConfig(",
        ".setApnsConfig(", ".setWebpushConfig(", ".setFcmOptions(", ".addToken(", ".addAllTokens(", ".setTitle(", ".setBody(",
        ".setAps(", ".setPriority(", ".setTtl(",
    ]

    /// How far after `builder(` a setter is looked for.
    static let maximumSetterDistance = 400

    private static func setterFollows(_ bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        let text = String(decoding: bytes[start..<min(end, start + maximumSetterDistance)], as: UTF8.self)
        guard text.hasPrefix("()") else { return false }
        let compact = String(text.unicodeScalars.filter { !$0.properties.isWhitespace })
        return javaSetters.contains(where: compact.contains)
    }

    private static func isNamePart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
    }
}
