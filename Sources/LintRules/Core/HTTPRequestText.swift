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
/// `GET`) has nothing to lint and is passed over. Any other line (code, prose) means the text is
/// not a request, and it keeps the syntax diagnosis.
enum HTTPRequestText {
    /// The ranges of the JSON bodies of the requests in `bytes[range]`, in order; nil when the
    /// text is not a request (or file of requests) or no request has a JSON body.
    static func bodies(in bytes: [UInt8], range: Range<Int>) -> [Range<Int>]? {
        var lines = LineReader(bytes: bytes, index: range.lowerBound, end: range.upperBound)
        var bodies: [Range<Int>] = []
        var state = State.beforeRequest
        var bodyStart = 0
        while let line = lines.next() {
            let content = trimmed(line, in: bytes)
            if case .body = state, isSeparator(content, in: bytes) || isResponseHandler(content, in: bytes) {
                bodies.append(bodyStart..<line.lowerBound)
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
                guard isRequestLine(content, in: bytes) else { return nil }
                state = .headers(blankSinceHeader: false, sawHeader: false)
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
        if case .body = state { bodies.append(bodyStart..<range.upperBound) }
        return bodies.isEmpty ? nil : bodies
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

    /// `POST /fcm/send HTTP/1.1`, `POST https://…`, `POST {{host}}/…`, or a URL alone.
    private static func isRequestLine(_ line: Range<Int>, in bytes: [UInt8]) -> Bool {
        let words = String(decoding: bytes[line], as: UTF8.self).split(separator: " ", omittingEmptySubsequences: true)
        guard let head = words.first else { return false }
        if words.count == 1 { return isAbsoluteURL(head) }
        guard words.count <= 3, methods.contains(String(head)) else { return false }
        let target = words[1]
        guard target.hasPrefix("/") || target.hasPrefix("{{") || isAbsoluteURL(target) else { return false }
        return words.count == 2 || words[2].hasPrefix("HTTP/")
    }

    private static func isAbsoluteURL(_ word: Substring) -> Bool {
        word.hasPrefix("https://") || word.hasPrefix("http://")
    }

    /// The methods a request that carries a body is sent with.
    private static let methods: Set<String> = ["POST", "PUT", "PATCH"]

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
