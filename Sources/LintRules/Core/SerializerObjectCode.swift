/// A message pasted as the code that builds it for a general JSON serializer, not as JSON: a C#
/// anonymous object (`var payload = new { message = new { token, notification = new { title,
/// body } } };`, then `JsonSerializer.Serialize(payload)` or `JsonContent.Create(…)`), or a
/// Kotlin `buildJsonObject { putJsonObject("message") { put("token", token) } }` block
/// (kotlinx.serialization). Neither is read as a message: the member names, put calls and the
/// language's values are not the JSON text the code posts. The invalid-json finding names the
/// code and how to print that JSON, instead of naming its first word as a bare word.
///
/// What each writes:
/// - System.Text.Json writes an anonymous type's properties by their names as written
///   (`JsonSerializer.Serialize`); `JsonContent.Create` and `PostAsJsonAsync` serialize with
///   `JsonSerializerDefaults.Web`, which camel-cases them; Newtonsoft.Json's
///   `JsonConvert.SerializeObject` keeps them as written;
/// - kotlinx.serialization's `JsonObject.toString()` is its JSON text.
enum SerializerObjectCode: Equatable {
    case csharpAnonymousObject, kotlinJsonBuilder

    /// The longest text read before the object's opening (`var payload =`,
    /// `request.Content = JsonContent.Create(`).
    static let maximumLeadingLength = 300

    /// The message members a first member names (any letter case: C# code writes `Message`
    /// too), so that another anonymous object (`new { statusCode = false, message = "…" }`) is
    /// left to the syntax diagnosis.
    static let messageMembers = #"(?i:message|token|tokens|topic|condition|notification|data|android|apns|webpush|to|registration_ids)"#

    /// The code and its offset, when `bytes[range]` opens with a C# anonymous object or a Kotlin
    /// JSON builder whose first member is a message member, after at most a short leading form
    /// without braces or statement ends.
    static func code(in bytes: [UInt8], range: Range<Int>) -> (code: SerializerObjectCode, offset: Int)? {
        let limit = min(range.upperBound, range.lowerBound + maximumLeadingLength + 100)
        let text = String(decoding: bytes[range.lowerBound..<limit], as: UTF8.self)
        let leading = #"^[^{};]{0,"# + String(maximumLeadingLength) + "}?"
        let patterns: [(SerializerObjectCode, String)] = [
            // `new {` then a member set (`message =`) or projected (`token,`).
            (.csharpAnonymousObject, leading + #"(?<open>\bnew\s*\{)\s*"# + messageMembers + #"\s*[=,}]"#),
            (.kotlinJsonBuilder, leading + #"(?<open>\bbuildJsonObject\s*\{)\s*(?:put|putJsonObject|putJsonArray)\s*\(\s*""#
                + messageMembers + #"""#),
        ]
        for (code, pattern) in patterns {
            guard text.contains(code == .csharpAnonymousObject ? "new" : "buildJsonObject"),
                let regex = try? Regex(pattern), let match = try? regex.prefixMatch(in: text),
                let open = match.output["open"]?.range
            else { continue }
            return (code, range.lowerBound + text.utf8.distance(from: text.startIndex, to: open.lowerBound))
        }
        return nil
    }

    /// What the invalid-json finding says.
    var message: String {
        switch self {
        case .csharpAnonymousObject:
            "this is a C# anonymous object (new { message = … }) that the code serializes to JSON, not JSON, and it is not read as a message: its member names and C# values are not the JSON text the code posts"
        case .kotlinJsonBuilder:
            "this is a kotlinx.serialization JSON builder (buildJsonObject { putJsonObject(\"message\") … }), not JSON, and it is not read as a message: its put calls and Kotlin values are not the JSON text the code posts"
        }
    }

    /// How to get the JSON the code posts, to lint it.
    var fix: String {
        switch self {
        case .csharpAnonymousObject:
            "lint the JSON the code posts: print JsonSerializer.Serialize(payload) (System.Text.Json writes an anonymous type's members by their names as written; JsonContent.Create and PostAsJsonAsync camel-case them) and lint that output, or the request body FCM receives"
        case .kotlinJsonBuilder:
            "lint the JSON the code posts: print payload.toString() (a JsonObject's toString() is its JSON text) and lint that output, or the request body FCM receives"
        }
    }
}
