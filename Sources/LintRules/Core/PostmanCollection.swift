import SizeModel

/// A Postman collection (the v2.0 or v2.1 export a repository keeps beside its backend): the
/// body of each request it sends to FCM is linted as the message it is.
///
/// A collection is an object whose `info` has the collection `schema`
/// (`https://schema.getpostman.com/json/collection/…`) or a `_postman_id`, with an `item` array.
/// Its requests are the entries of `item` that have a `request`; folders nest further `item`
/// arrays. A request is FCM's when its URL (`url` as a string, or `url.raw`, or `url.host`)
/// names `fcm.googleapis.com`, and its body is linted when `body.mode` is `raw`: `body.raw` is a
/// string holding the JSON text, parsed where it is (`JSONParser.parseEmbedded`), so a finding
/// points at the character inside the string and its JSON Pointer continues the string's
/// (`/item/0/request/body/raw/message/token`). Postman variables inside strings
/// (`"{{fcm_token}}"`) are placeholders, as in any template; one outside a string is reported
/// by invalid-json, which says so. The access-token request beside it, or any other, is left
/// alone. A collection with a request to FCM is a payload file: a directory walk (and
/// `--payloads-only`) lints it, though its top-level keys show no sign (`PayloadFiles`); one
/// without is skipped like any other non-payload file, and linted when named. No fix is offered inside a body
/// (`FixableMessages`): its text is escaped inside the collection's string.
enum PostmanCollection {
    /// True when `root` is a Postman collection.
    static func isCollection(_ root: JSONValue) -> Bool {
        guard root.isObject, root.member(literal: "item")?.isArray == true, let info = root.member(literal: "info"), info.isObject else {
            return false
        }
        if info.member(literal: "_postman_id") != nil { return true }
        guard let schema = info.member(literal: "schema"), schema.isString else { return false }
        return schema.stringValue?.contains("schema.getpostman.com") == true
    }

    /// True when `bytes` is a Postman collection with at least one request to FCM: a payload
    /// file, which a directory walk lints. Only a text that holds `googleapis` is parsed: a URL
    /// names FCM's host whole in its `raw` text or in parts in its `host` list (`namesFCM`).
    static func sendsToFCM(_ bytes: [UInt8]) -> Bool {
        let host = Array("googleapis".utf8)
        guard bytes.count >= host.count,
            (0...(bytes.count - host.count)).contains(where: { bytes[$0] == host[0] && bytes[$0..<($0 + host.count)].elementsEqual(host) }),
            let document = try? JSONParser().parse(bytes)
        else { return false }
        return isCollection(document.root) && !fcmRequestBodies(document.root).isEmpty
    }

    /// A request body to FCM in a collection: its `body.raw` string, and whether Postman strips
    /// JSON comments from it before sending.
    struct Body {
        /// The `body.raw` string.
        let raw: JSONValue
        /// True when Postman sends the body without its `//` and `/* */` comments: postman-runtime
        /// (7.32.0, 2023-03-31, GH-1274; 7.32.1 for a JSON `Content-Type`; Postman app 10.13)
        /// strips them from a raw body whose `options.raw.language` is `json`, or, without a
        /// language, whose enabled `Content-Type` header is JSON (`^application/(\S+\+)?json`),
        /// in `lib/runner/request-helpers-presend.js`.
        let stripsComments: Bool
    }

    /// Parses `body` where it is in its string, as Postman sends it: with its comments blanked
    /// when Postman strips them (`JSONCommentBlanking`), every offset kept.
    static func parse(_ body: Body, with parser: JSONParser) throws(JSONSyntaxError) -> JSONDocument {
        guard body.stripsComments else { return try parser.parseEmbedded(in: body.raw) }
        return try parser.parseEmbedded(in: body.raw) { text in JSONCommentBlanking.blank(&text) }
    }

    /// The request bodies of the collection's requests to FCM, in document order.
    static func fcmRequestBodies(_ root: JSONValue) -> [Body] {
        var bodies: [Body] = []
        // Folders nest items; an explicit stack keeps the walk off the call stack (the parser
        // already bounds how deep a document goes).
        var stack: [JSONValue] = []
        if let items = root.member(literal: "item") { stack.append(items) }
        while let items = stack.popLast() {
            guard items.isArray else { continue }
            var nested: [JSONValue] = []
            for item in items.elements where item.isObject {
                if let request = item.member(literal: "request"), let body = fcmBody(of: request) {
                    bodies.append(body)
                }
                if let folder = item.member(literal: "item") { nested.append(folder) }
            }
            // Depth first, in document order: the last folder is popped last.
            stack.append(contentsOf: nested.reversed())
        }
        return bodies.sorted { $0.raw.sourceStart < $1.raw.sourceStart }
    }

    /// The raw body of `request` when it is sent to FCM.
    private static func fcmBody(of request: JSONValue) -> Body? {
        guard request.isObject, let url = request.member(literal: "url"), namesFCM(url),
            let body = request.member(literal: "body"), body.isObject,
            body.member(literal: "mode")?.stringValue == "raw",
            let raw = body.member(literal: "raw"), raw.isString
        else { return nil }
        return Body(raw: raw, stripsComments: stripsComments(body: body, headers: request.member(literal: "header")))
    }

    /// True when Postman strips JSON comments from the raw `body` sent with `headers` (`Body`).
    private static func stripsComments(body: JSONValue, headers: JSONValue?) -> Bool {
        if let language = body.member(literal: "options")?.member(literal: "raw")?.member(literal: "language"),
            let name = language.stringValue
        {
            return name == "json"
        }
        // The last enabled Content-Type header decides, as postman-runtime reads it.
        guard let headers, headers.isArray else { return false }
        var contentType: String? = nil
        for header in headers.elements where header.isObject {
            guard header.member(literal: "key")?.stringValue?.lowercased() == "content-type",
                header.member(literal: "disabled")?.boolValue != true,
                let value = header.member(literal: "value")?.stringValue
            else { continue }
            contentType = value
        }
        guard let contentType, contentType.hasPrefix("application/") else { return false }
        let subtype = contentType.dropFirst("application/".count).prefix { $0 != ";" && $0 != " " }
        return subtype == "json" || subtype.hasSuffix("+json")
    }

    /// True when a request's `url` (a string, or an object with `raw` or `host`) names FCM's host.
    private static func namesFCM(_ url: JSONValue) -> Bool {
        if let text = url.stringValue { return text.contains(fcmHost) }
        guard url.isObject else { return false }
        if let raw = url.member(literal: "raw")?.stringValue, raw.contains(fcmHost) { return true }
        guard let host = url.member(literal: "host") else { return false }
        if let text = host.stringValue { return text == fcmHost }
        return host.elements.compactMap(\.stringValue).joined(separator: ".") == fcmHost
    }

    /// The Postman variable (`{{name}}`) that starts at, or one byte before, `offset` in the
    /// collection's bytes: where a body's parse stops when a variable stands outside a string.
    private static func variable(at offset: Int, in bytes: [UInt8]) -> (name: String, start: Int)? {
        let brace = UInt8(ascii: "{")
        var start = offset
        if start > 0, start < bytes.count, bytes[start] == brace, bytes[start - 1] == brace { start -= 1 }
        guard start + 4 < bytes.count, bytes[start] == brace, bytes[start + 1] == brace else { return nil }
        var end = start + 2
        while end + 1 < bytes.count, end - start < 256, bytes[end] != UInt8(ascii: "}") {
            guard bytes[end] != UInt8(ascii: "\\"), bytes[end] != UInt8(ascii: "\""), bytes[end] != brace else { return nil }
            end += 1
        }
        guard end + 1 < bytes.count, end > start + 2, bytes[end] == UInt8(ascii: "}"), bytes[end + 1] == UInt8(ascii: "}") else { return nil }
        return (String(decoding: bytes[start..<(end + 2)], as: UTF8.self), start)
    }

    /// Why a request body in a collection did not parse, where, and what to do: said alike by
    /// `check` (an invalid-json finding) and `size`.
    struct BodyProblem {
        let message: String
        let start: Int
        /// Where the named variable ends; nil when the problem is not a variable.
        let end: Int?
        let fix: String?
    }

    /// The problem `error` met parsing `body`, a request body in the collection whose text is `bytes`.
    static func bodyProblem(_ error: JSONSyntaxError, in bytes: [UInt8]) -> BodyProblem {
        guard let variable = variable(at: error.offset, in: bytes) else {
            return BodyProblem(
                message: "the request body in this Postman collection is not valid JSON: \(error)", start: error.offset, end: nil, fix: nil)
        }
        return BodyProblem(
            message: "\(variable.name) is a Postman variable outside a string: the request body is not JSON until Postman fills it in",
            start: variable.start, end: variable.start + variable.name.utf8.count,
            fix: "lint the body Postman sends (its console shows it), or quote the variable where the value is a string")
    }

    static let fcmHost = "fcm.googleapis.com"
}
