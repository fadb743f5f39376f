import SizeModel

/// A Postman collection (the v2.0 or v2.1 export a repository keeps beside its backend, or the
/// v1 format of Postman before version 5): the body of each request it sends to FCM is linted as
/// the message it is.
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
    /// True when `root` is a Postman collection: v2, or the v1 format Postman exported before
    /// version 5 (`requests` with `order`, as lunch-pwa's Firebase.postman_collection.json).
    static func isCollection(_ root: JSONValue) -> Bool {
        if isVersion1(root) { return true }
        guard root.isObject, root.member(literal: "item")?.isArray == true, let info = root.member(literal: "info"), info.isObject else {
            return false
        }
        if info.member(literal: "_postman_id") != nil { return true }
        guard let schema = info.member(literal: "schema"), schema.isString else { return false }
        return schema.stringValue?.contains("schema.getpostman.com") == true
    }

    /// True when `bytes` is a Postman collection with at least one request to FCM: a payload
    /// file, which a directory walk lints.
    static func sendsToFCM(_ bytes: [UInt8]) -> Bool {
        if case .sendsToFCM? = walkVerdict(bytes) { return true }
        return false
    }

    /// What a Postman collection is to a directory walk.
    enum WalkVerdict: Equatable {
        /// It has a request to FCM: a payload file.
        case sendsToFCM
        /// It sends nothing to FCM: the skip note (`notFCMReason`).
        case sendsNothingToFCM(reason: String)
    }

    /// The verdict on `bytes`, or nil when they are no Postman collection. Only a text that names
    /// Postman (`_postman_id`, `getpostman.com`) is parsed.
    static func walkVerdict(_ bytes: [UInt8]) -> WalkVerdict? {
        guard contains(bytes, "_postman_id") || contains(bytes, "getpostman.com") || contains(bytes, "rawModeData"),
            let document = try? JSONParser().parse(bytes), isCollection(document.root)
        else { return nil }
        let root = document.root
        return fcmRequestBodies(root).isEmpty ? .sendsNothingToFCM(reason: notFCMReason(root)) : .sendsToFCM
    }

    private static func contains(_ bytes: [UInt8], _ word: StaticString) -> Bool {
        let needle = Array(word.description.utf8)
        guard bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains { bytes[$0] == needle[0] && bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    /// Why the collection `root`, which has no request body to FCM, holds no message: where its
    /// requests go. A URL held in a variable (`{{URL}}`, set in an environment file the linter
    /// does not read) is named as written.
    static func notFCMReason(_ root: JSONValue) -> String {
        var places: [String] = []
        var count = 0
        for url in requestURLs(root) {
            let place = destination(of: url)
            guard !place.isEmpty, !places.contains(place) else { continue }
            count += 1
            if places.count < 3 { places.append(place) }
        }
        let listed = places.isEmpty ? "" : ": its requests go to \(places.joined(separator: ", "))\(count > places.count ? ", …" : "")"
        return "a Postman collection that sends nothing to FCM\(listed) (a request's raw body is linted when its URL names \(fcmHost) or a …/messages:send path; a URL in an environment variable is not resolved)"
    }

    /// The `url` of every request in the collection, in document order.
    private static func requestURLs(_ root: JSONValue) -> [String] {
        if isVersion1(root) { return root.member(literal: "requests")?.elements.compactMap { $0.member(literal: "url")?.stringValue } ?? [] }
        return requests(of: root).compactMap { request in
            guard let url = request.member(literal: "url") else { return nil }
            return url.stringValue ?? url.member(literal: "raw")?.stringValue
        }
    }

    /// The `request` of every item of a version 2 collection, folders walked depth first in
    /// document order. Folders nest items; an explicit stack keeps the walk off the call stack
    /// (the parser already bounds how deep a document goes).
    private static func requests(of root: JSONValue) -> [JSONValue] {
        var requests: [JSONValue] = []
        var stack: [JSONValue] = []
        if let items = root.member(literal: "item") { stack.append(items) }
        while let items = stack.popLast() {
            guard items.isArray else { continue }
            var nested: [JSONValue] = []
            for item in items.elements where item.isObject {
                if let request = item.member(literal: "request") { requests.append(request) }
                if let folder = item.member(literal: "item") { nested.append(folder) }
            }
            // Depth first, in document order: the last folder is popped last.
            stack.append(contentsOf: nested.reversed())
        }
        return requests
    }

    /// The host of `url` (with its port), or the variable it starts with (`{{baseUrl}}`).
    private static func destination(of url: String) -> String {
        var rest = Substring(url)
        if let scheme = rest.range(of: "://") { rest = rest[scheme.upperBound...] }
        if rest.hasPrefix("{{"), let close = rest.range(of: "}}") { return String(rest[..<close.upperBound]) }
        return String(rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" })
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
        /// The request's URL string (`url`, or `url.raw`) when it is FCM's legacy `fcm/send`
        /// endpoint (`LegacyEndpointRule.isLegacyEndpoint`); nil otherwise.
        var legacyEndpointURL: JSONValue? = nil
        /// True when the request's URL is FCM's HTTP v1 send URL (`RequestDestination.isV1Send`),
        /// whose request body holds the message inside `"message"`.
        var postsToV1Send = false
    }

    /// True when a request's `url` (itself, or its `raw`) is FCM's HTTP v1 send URL.
    private static func postsToV1Send(_ url: JSONValue) -> Bool {
        let text = url.isString ? url : url.member(literal: "raw")
        return text?.stringValue.map(RequestDestination.isV1Send(target:)) ?? false
    }

    /// The URL string of a request's `url` (itself, or its `raw`) when it is FCM's legacy endpoint.
    private static func legacyEndpointURL(_ url: JSONValue) -> JSONValue? {
        let text = url.isString ? url : url.member(literal: "raw")
        guard let text, let value = text.stringValue, LegacyEndpointRule.isLegacyEndpoint(value), value.contains(fcmHost) else { return nil }
        return text
    }

    /// Parses `body` where it is in its string, as Postman sends it: with its comments blanked
    /// when Postman strips them (`JSONCommentBlanking`), every offset kept.
    static func parse(_ body: Body, with parser: JSONParser) throws(JSONSyntaxError) -> JSONDocument {
        guard body.stripsComments else { return try parser.parseEmbedded(in: body.raw) }
        return try parser.parseEmbedded(in: body.raw) { text in JSONCommentBlanking.blank(&text) }
    }

    /// True when `root` is a collection in Postman's v1 format: a `requests` array of objects and
    /// an `order` array of their ids (folders in `folders`), each request with its `url` a string,
    /// its body mode in `dataMode` and a raw body in `rawModeData`.
    private static func isVersion1(_ root: JSONValue) -> Bool {
        guard root.isObject, let requests = root.member(literal: "requests"), requests.isArray,
            root.member(literal: "order")?.isArray == true
        else { return false }
        return requests.elements.allSatisfy { $0.isObject }
    }

    /// The raw bodies to FCM of a v1 collection's requests.
    private static func version1Bodies(_ root: JSONValue) -> [Body] {
        guard let requests = root.member(literal: "requests") else { return [] }
        return requests.elements.compactMap { request in
            guard request.isObject, let url = request.member(literal: "url"), namesFCM(url),
                request.member(literal: "dataMode")?.stringValue == "raw",
                let raw = request.member(literal: "rawModeData"), raw.isString
            else { return nil }
            return Body(
                raw: raw, stripsComments: stripsComments(language: nil, headers: request.member(literal: "headerData")),
                legacyEndpointURL: legacyEndpointURL(url), postsToV1Send: postsToV1Send(url))
        }
    }

    /// The request bodies of the collection's requests to FCM, in document order.
    static func fcmRequestBodies(_ root: JSONValue) -> [Body] {
        if isVersion1(root) { return version1Bodies(root) }
        let bodies = requests(of: root).compactMap(fcmBody(of:))
        return bodies.sorted { $0.raw.sourceStart < $1.raw.sourceStart }
    }

    /// The raw body of `request` when it is sent to FCM.
    private static func fcmBody(of request: JSONValue) -> Body? {
        guard request.isObject, let url = request.member(literal: "url"), namesFCM(url),
            let body = request.member(literal: "body"), body.isObject,
            body.member(literal: "mode")?.stringValue == "raw",
            let raw = body.member(literal: "raw"), raw.isString
        else { return nil }
        let language = body.member(literal: "options")?.member(literal: "raw")?.member(literal: "language")?.stringValue
        return Body(
            raw: raw, stripsComments: stripsComments(language: language, headers: request.member(literal: "header")),
            legacyEndpointURL: legacyEndpointURL(url), postsToV1Send: postsToV1Send(url))
    }

    /// True when Postman strips JSON comments from a raw body whose language is `language`, sent
    /// with `headers` (`Body`).
    private static func stripsComments(language: String?, headers: JSONValue?) -> Bool {
        if let language { return language == "json" }
        // The last enabled Content-Type header decides, as postman-runtime reads it.
        guard let headers, headers.isArray else { return false }
        var contentType: String? = nil
        for header in headers.elements where header.isObject {
            guard header.member(literal: "key")?.stringValue?.lowercased() == "content-type",
                header.member(literal: "disabled")?.boolValue != true, header.member(literal: "enabled")?.boolValue != false,
                let value = header.member(literal: "value")?.stringValue
            else { continue }
            contentType = value
        }
        guard let contentType, contentType.hasPrefix("application/") else { return false }
        let subtype = contentType.dropFirst("application/".count).prefix { $0 != ";" && $0 != " " }
        return subtype == "json" || subtype.hasSuffix("+json")
    }

    /// True when a request's `url` (a string, or an object with `raw` or `host`) names FCM's host,
    /// or FCM's HTTP v1 send path under any host (`{{base}}/v1/projects/{{project}}/messages:send`),
    /// as a `.http` file's request does (`HTTPRequestText`).
    private static func namesFCM(_ url: JSONValue) -> Bool {
        if let text = url.stringValue { return text.contains(fcmHost) || text.contains(sendPath) }
        guard url.isObject else { return false }
        if let raw = url.member(literal: "raw")?.stringValue, raw.contains(fcmHost) || raw.contains(sendPath) { return true }
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
    static func bodyProblem(_ error: JSONSyntaxError, in bytes: [UInt8], body: Body? = nil) -> BodyProblem {
        // A /* that is never closed: Postman strips from it to the end (strip-json-comments), so
        // the body it sends breaks off there; the parser's complaint at the end would not say why.
        if let body, body.stripsComments, body.raw.isString,
            let embedded = EmbeddedJSONText(
                body.raw.document.bytes, string: body.raw.startOffset..<body.raw.endOffset, fileStart: body.raw.sourceStart),
            let open = JSONCommentBlanking.unclosedBlockComment(in: embedded.text),
            embedded.offsets.originalStart(open) <= error.offset
        {
            let start = embedded.offsets.originalStart(open)
            return BodyProblem(
                message: "this /* comment in the request body is never closed: Postman strips everything from it to the end before sending, so the body it sends breaks off here and is not valid JSON",
                start: start, end: embedded.offsets.originalStart(min(open + 1, embedded.text.count - 1)) + 1,
                fix: "close the comment with */ where it should end, or remove it")
        }
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
    /// The end of FCM's HTTP v1 send path, `projects/{project}/messages:send`.
    static let sendPath = "/messages:send"
}
