/// An HTTP request pasted where a payload goes, as Firebase's Cloud Messaging pages print their
/// REST examples, or a file of such requests, as `.http` files (VS Code REST Client, JetBrains
/// HTTP Client) hold them:
///
///     @project = myproject-b5ae1
///
///     ### a notification
///     POST https://fcm.googleapis.com/v1/projects/{{project}}/messages:send HTTP/1.1
///     Content-Type: application/json
///     Authorization: Bearer {{token}}
///
///     {"message": {…}}
///
///     ### a data message
///     POST https://fcm.googleapis.com/v1/projects/{{project}}/messages:send
///     …
///
/// Requests are separated by lines that start with `###`. Before its request line, a request may
/// have blank lines, comments (`#` or `//`) and variable definitions (`@name = value`). The
/// request line is an upper-case method, then a target (a path, a URL or a `{{variable}}`
/// URL), then optionally `HTTP/x`; or, as the "direct boot" example on send-message writes it,
/// the URL on its own (`https://…`). The lines after it are header lines (`Name: value`),
/// comments or blank, up to the first line that starts with `{` or `[`: from there to the next
/// separator, or to a JetBrains response handler (`> …`, `>> …`, `<> …`), is the body, linted
/// where it stands, so every finding's line and column are those of the text. A request whose
/// body is not JSON (an OAuth token request's form, after a blank line) or that has none (a
/// `GET`, `DELETE`: their lines are read as a request's and passed over) has nothing to lint. Any
/// other line (code, prose) means the text is not a request, and it keeps the syntax diagnosis.
///
/// Only requests to FCM (or APNs) are messages: a file of requests often holds the app's own API
/// calls and other Google APIs beside them (a sign-in to Identity Toolkit, a Firestore write),
/// whose bodies are no FCM message. Where each goes is `RequestDestination`'s: FCM's or APNs'
/// host, an HTTP v1 send path; another host named outright (no `{{variable}}` in it); or unknown
/// (`POST {{url}}`, `POST /send`), and then its body is linted as it was. The bodies of requests that go
/// elsewhere are passed over, but for an HTTP v1 request body (`{"message": {…}}`), which the
/// app's own relay forwards to FCM (`RequestDestination.wrapsMessage`); when every JSON body goes elsewhere, the reading says where
/// (`Requests.elsewhere`), for one shape-not-a-payload finding instead of one per body.
enum HTTPRequestText {
    /// The requests read from a text: the JSON bodies to lint, and where the passed-over JSON
    /// requests go when no body is left to lint.
    struct Requests: Equatable {
        /// The ranges of the JSON bodies of the requests to FCM (or to an unknown place), in order.
        let bodies: [Range<Int>]
        /// The range of each body's request target (its URL or path) in the text, in the same order.
        let targets: [Range<Int>]
        /// Whether each body is posted to FCM's legacy `fcm/send` endpoint (its URL, or its path
        /// with a `Host: fcm.googleapis.com` header), in the same order.
        let toLegacyEndpoint: [Bool]
        /// Whether each body is posted to FCM's HTTP v1 send URL (`…/v1/projects/…/messages:send`,
        /// `RequestDestination.isV1Send`), whose request body holds the message inside
        /// `"message"`, in the same order.
        let toV1SendPath: [Bool]
        /// When `bodies` is empty: the hosts the JSON requests go to instead, in order, each once.
        let elsewhere: [String]
        /// When `bodies` is empty and every JSON request goes to one other push service's send
        /// endpoint (`OtherPushService.pushEndpoint(of:)`): that service, for
        /// shape-other-push-service's finding instead of shape-not-a-payload's.
        var otherService: OtherPushService? = nil
        /// Where the first request line starts (for a finding about the whole text).
        let firstRequest: Int
        /// The text with the comment lines inside the bodies blanked (each of their bytes a
        /// space, so every offset holds), as the clients send the bodies; nil when no body has one.
        let blankedText: [UInt8]?
        /// The APNs headers (`apns-push-type: voip`…) each body's request sends, in the same
        /// order, for a request to APNs (`RequestDestination.apns`); empty for a request to
        /// another place, or for all when none goes to APNs. They decide how APNs and iOS take the
        /// raw payload as a `curl` command's `-H` do (`RequestAPNsHeaders`).
        var apnsHeaders: [[RequestAPNsHeaders.Header]] = []

        /// The APNs headers the request of the body at `index` sends, read for a text of
        /// `textLength` bytes, or nil when it sends none or does not go to APNs.
        func requestAPNsHeaders(at index: Int, textLength: Int) -> RequestAPNsHeaders? {
            guard index < apnsHeaders.count else { return nil }
            return RequestAPNsHeaders(apnsHeaders[index], textLength: textLength)
        }
    }

    /// The ranges of the JSON bodies of the requests in `bytes[range]` that are linted, in order;
    /// nil when the text is not a request (or file of requests), no request has a JSON body, or
    /// every JSON body goes elsewhere than FCM (`read(in:range:)` says where).
    static func bodies(in bytes: [UInt8], range: Range<Int>) -> [Range<Int>]? {
        guard let requests = read(in: bytes, range: range), !requests.bodies.isEmpty else { return nil }
        return requests.bodies
    }

    /// The requests in `bytes[range]`; nil when the text is not a request (or file of requests)
    /// or no request has a JSON body.
    static func read(in bytes: [UInt8], range: Range<Int>) -> Requests? {
        var lines = LineReader(bytes: bytes, index: range.lowerBound, end: range.upperBound)
        var found:
            [(
                body: Range<Int>, target: Range<Int>, destination: RequestDestination, legacy: Bool, v1Send: Bool,
                apnsHeaders: [RequestAPNsHeaders.Header]
            )] = []
        var apnsHeaders: [RequestAPNsHeaders.Header] = []
        var state = State.beforeRequest
        var bodyStart = 0
        var target = ""
        var targetRange = 0..<0
        var host: String? = nil
        var firstRequest: Int? = nil
        while let line = lines.next() {
            let content = trimmed(line, in: bytes)
            if case .body = state, isSeparator(content, in: bytes) || isResponseHandler(content, in: bytes) {
                found.append(
                    (
                        bodyStart..<line.lowerBound, targetRange, RequestDestination(target: target, host: host),
                        RequestDestination.isLegacy(target: target, host: host), RequestDestination.isV1Send(target: target),
                        apnsHeaders
                    ))
                // A handler's script may run over several lines: the rest is passed over.
                state = .passedOver
            }
            if isSeparator(content, in: bytes) {
                state = .beforeRequest
                continue
            }
            switch state {
            case .beforeRequest:
                if content.isEmpty || isComment(content, in: bytes) || isVariable(content, in: bytes) { continue }
                guard let request = requestLine(content, in: bytes) else { return nil }
                firstRequest = firstRequest ?? content.lowerBound
                target = request.target
                targetRange = Self.targetRange(of: request.target, in: content, bytes: bytes)
                host = nil
                apnsHeaders = []
                // A request without a body (GET, DELETE): its headers and anything after them are
                // passed over.
                state = request.carriesBody ? .headers(blankSinceHeader: false, sawHeader: false) : .passedOver
            case .headers(let blankSinceHeader, let sawHeader):
                if content.isEmpty {
                    state = .headers(blankSinceHeader: true, sawHeader: sawHeader)
                    continue
                }
                if isComment(content, in: bytes) { continue }
                let lead = bytes[content.lowerBound]
                if lead == UInt8(ascii: "{") || lead == UInt8(ascii: "[") {
                    bodyStart = content.lowerBound
                    state = .body
                } else if isHeaderLine(content, in: bytes) {
                    host = hostHeader(content, in: bytes) ?? host
                    if let header = apnsHeader(content, in: bytes) { apnsHeaders.append(header) }
                    state = .headers(blankSinceHeader: false, sawHeader: true)
                } else if sawHeader && blankSinceHeader {
                    // A body that is not JSON (a form): nothing to lint in this request.
                    state = .passedOver
                } else {
                    return nil
                }
            case .body, .passedOver:
                continue
            }
        }
        if case .body = state {
            found.append(
                (
                    bodyStart..<range.upperBound, targetRange, RequestDestination(target: target, host: host),
                    RequestDestination.isLegacy(target: target, host: host), RequestDestination.isV1Send(target: target),
                    apnsHeaders
                ))
        }
        guard !found.isEmpty, let firstRequest else { return nil }
        let kept = found.filter { $0.destination.lints(bytes, body: $0.body) }
        let linted = kept.map(\.body)
        guard linted.isEmpty else {
            return Requests(
                bodies: linted, targets: kept.map(\.target), toLegacyEndpoint: kept.map(\.legacy), toV1SendPath: kept.map(\.v1Send),
                elsewhere: [], firstRequest: firstRequest,
                blankedText: blankingCommentLines(of: linted, in: bytes),
                apnsHeaders: kept.contains { $0.destination == .apns && !$0.apnsHeaders.isEmpty }
                    ? kept.map { $0.destination == .apns ? $0.apnsHeaders : [] } : [])
        }
        var hosts: [String] = []
        var services: [OtherPushService?] = []
        for request in found {
            guard case .elsewhere(let name) = request.destination else { continue }
            if !hosts.contains(name) { hosts.append(name) }
            let target = String(decoding: bytes[request.target], as: UTF8.self)
            services.append(OtherPushService.pushEndpoint(of: target))
        }
        var requests = Requests(
            bodies: [], targets: [], toLegacyEndpoint: [], toV1SendPath: [], elsewhere: hosts, firstRequest: firstRequest, blankedText: nil)
        if let service = services.first ?? nil, services.allSatisfy({ $0 == service }) { requests.otherService = service }
        return requests
    }

    /// `bytes` with every comment line inside `bodies` blanked, or nil when there is none. Both
    /// clients read a line that starts with `#` or `//` anywhere in a request as a comment and
    /// send the body without it: VS Code REST Client drops every line matching
    /// `^\s*(#|\/\/)` before it parses the request (src/utils/selector.ts, `isCommentLine`);
    /// JetBrains' HTTP Client: "Within a request, start any line with // or # to make it a
    /// comment line" (Exploring the HTTP request syntax). A comment after JSON on its line stays:
    /// it is sent.
    private static func blankingCommentLines(of bodies: [Range<Int>], in bytes: [UInt8]) -> [UInt8]? {
        var text: [UInt8]? = nil
        for body in bodies {
            var lines = LineReader(bytes: bytes, index: body.lowerBound, end: body.upperBound)
            while let line = lines.next() {
                let content = trimmed(line, in: bytes)
                guard !content.isEmpty, isComment(content, in: bytes) else { continue }
                if text == nil { text = bytes }
                for index in content { text?[index] = 0x20 }
            }
        }
        return text
    }

    /// Where `target` (a word of the request line `line`) stands in the text.
    private static func targetRange(of target: String, in line: Range<Int>, bytes: [UInt8]) -> Range<Int> {
        let needle = Array(target.utf8)
        var start = line.lowerBound
        while start + needle.count <= line.upperBound {
            if bytes[start..<(start + needle.count)].elementsEqual(needle) { return start..<(start + needle.count) }
            start += 1
        }
        return line
    }

    /// The value of a `Host:` header line, or nil for another header.
    private static func hostHeader(_ line: Range<Int>, in bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes[line], as: UTF8.self)
        guard let colon = text.firstIndex(of: ":"), text[..<colon].lowercased() == "host" else { return nil }
        let value = text[text.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
        return value.isEmpty ? nil : String(value)
    }

    /// An `apns-*` header line (`apns-push-type: voip`): its lower-case name, its value without
    /// the blanks around it, and where the value stands; nil for another header.
    private static func apnsHeader(_ line: Range<Int>, in bytes: [UInt8]) -> RequestAPNsHeaders.Header? {
        guard let colon = bytes[line].firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let name = String(decoding: bytes[line.lowerBound..<colon], as: UTF8.self).lowercased()
        guard name.hasPrefix("apns-") else { return nil }
        var lower = colon + 1
        while lower < line.upperBound, bytes[lower] == 0x20 || bytes[lower] == 0x09 { lower += 1 }
        let value = String(decoding: bytes[lower..<line.upperBound], as: UTF8.self)
        return RequestAPNsHeaders.Header(name: name, value: value, place: lower..<max(line.upperBound, lower))
    }

    /// Where the reader is in the current request.
    private enum State {
        /// Before the request line: blank lines, comments and variables.
        case beforeRequest
        /// After the request line: header lines, comments and blank lines; whether a blank line
        /// followed the last header, and whether there was one (a non-JSON line then starts a body).
        case headers(blankSinceHeader: Bool, sawHeader: Bool)
        /// In a JSON body.
        case body
        /// In a body that is not JSON, or after a JSON body's response handler: up to the next
        /// separator.
        case passedOver
    }

    /// `### name`: the line between two requests.
    private static func isSeparator(_ line: Range<Int>, in bytes: [UInt8]) -> Bool {
        starts(line, with: "###", in: bytes)
    }

    /// `# …` or `// …` (a separator is one too, but is read first).
    private static func isComment(_ line: Range<Int>, in bytes: [UInt8]) -> Bool {
        starts(line, with: "#", in: bytes) || starts(line, with: "//", in: bytes)
    }

    /// `@name = value`, a REST Client or JetBrains variable definition.
    private static func isVariable(_ line: Range<Int>, in bytes: [UInt8]) -> Bool {
        starts(line, with: "@", in: bytes) && bytes[line].contains(UInt8(ascii: "="))
    }

    /// `> {% … %}`, `>> file`, `<> file`: JetBrains HTTP Client's response handler, output
    /// redirection and response reference, which follow a request's body.
    private static func isResponseHandler(_ line: Range<Int>, in bytes: [UInt8]) -> Bool {
        starts(line, with: "> ", in: bytes) || starts(line, with: ">>", in: bytes) || starts(line, with: "<>", in: bytes)
    }

    private static func starts(_ line: Range<Int>, with prefix: String, in bytes: [UInt8]) -> Bool {
        bytes[line].starts(with: prefix.utf8)
    }

    /// `POST /fcm/send HTTP/1.1`, `POST https://…`, `POST {{host}}/…`, `GET https://…`, or a URL
    /// alone: its target, and whether the method carries a body; nil for another line.
    private static func requestLine(_ line: Range<Int>, in bytes: [UInt8]) -> (target: String, carriesBody: Bool)? {
        let words = String(decoding: bytes[line], as: UTF8.self).split(separator: " ", omittingEmptySubsequences: true)
        guard let head = words.first else { return nil }
        if words.count == 1 { return isAbsoluteURL(head) ? (String(head), true) : nil }
        let carriesBody = methods.contains(String(head))
        guard words.count <= 3, carriesBody || bodilessMethods.contains(String(head)) else { return nil }
        let target = words[1]
        guard target.hasPrefix("/") || target.hasPrefix("{{") || isAbsoluteURL(target) else { return nil }
        guard words.count == 2 || words[2].hasPrefix("HTTP/") else { return nil }
        return (String(target), carriesBody)
    }

    private static func isAbsoluteURL(_ word: Substring) -> Bool {
        word.hasPrefix("https://") || word.hasPrefix("http://")
    }

    /// The methods a request that carries a body is sent with.
    private static let methods: Set<String> = ["POST", "PUT", "PATCH"]
    /// The methods of requests without a body, which a file of requests holds beside them (a
    /// `GET` of a document, a `DELETE`): read as requests and passed over.
    private static let bodilessMethods: Set<String> = ["GET", "DELETE", "HEAD", "OPTIONS"]

    /// `Name: value`, the name an HTTP token (letters, digits and `-`, as header names are written).
    private static func isHeaderLine(_ line: Range<Int>, in bytes: [UInt8]) -> Bool {
        guard let colon = bytes[line].firstIndex(of: UInt8(ascii: ":")), colon > line.lowerBound else { return false }
        return bytes[line.lowerBound..<colon].allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
        }
    }

    /// The line without its leading and trailing blanks and carriage return.
    private static func trimmed(_ line: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
        var lower = line.lowerBound
        var upper = line.upperBound
        while lower < upper, bytes[lower] == 0x20 || bytes[lower] == 0x09 { lower += 1 }
        while upper > lower, bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0x09 || bytes[upper - 1] == 0x0D { upper -= 1 }
        return lower..<upper
    }

    /// Reads lines forward: each range excludes its line feed.
    private struct LineReader {
        let bytes: [UInt8]
        var index: Int
        let end: Int

        mutating func next() -> Range<Int>? {
            guard index < end else { return nil }
            let start = index
            while index < end, bytes[index] != 0x0A { index += 1 }
            let line = start..<index
            if index < end { index += 1 }
            return line
        }
    }
}
