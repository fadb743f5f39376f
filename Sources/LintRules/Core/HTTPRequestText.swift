/// An HTTP request pasted where a payload goes, as Firebase's Cloud Messaging pages print their
/// REST examples and as `.http` files (VS Code REST Client, JetBrains HTTP Client) hold them:
///
///     POST https://fcm.googleapis.com/v1/projects/myproject-b5ae1/messages:send HTTP/1.1
///
///     Content-Type: application/json
///     Authorization: Bearer ya29.ElqKBGN2Ri_Uz...HnS_uNreA
///
///     {"message": {…}}
///
/// The first non-blank line is a request line (an upper-case method, then a target, then
/// optionally `HTTP/x`) or, as the "direct boot" example on send-message writes it, the URL on
/// its own (`https://…`). The lines after it are header lines (`Name: value`) or blank, up to the
/// first line that starts with `{` or `[`: from there to the end of the text is the body, linted
/// where it stands, so every finding's line and column are those of the pasted text. Any other
/// line (code, prose) means the text is not a request, and it keeps the syntax diagnosis.
enum HTTPRequestText {
    /// The range of the body of the request in `bytes[range]`, or nil when the text is not one.
    static func body(in bytes: [UInt8], range: Range<Int>) -> Range<Int>? {
        var lines = LineReader(bytes: bytes, index: range.lowerBound, end: range.upperBound)
        var first: Range<Int>? = nil
        while let line = lines.next() {
            let content = trimmed(line, in: bytes)
            if !content.isEmpty {
                first = content
                break
            }
        }
        guard let requestLine = first, isRequestLine(requestLine, in: bytes) else { return nil }
        while let line = lines.next() {
            let content = trimmed(line, in: bytes)
            if content.isEmpty { continue }
            let lead = bytes[content.lowerBound]
            if lead == UInt8(ascii: "{") || lead == UInt8(ascii: "[") {
                return content.lowerBound..<range.upperBound
            }
            guard isHeaderLine(content, in: bytes) else { return nil }
        }
        return nil
    }

    /// `POST /fcm/send HTTP/1.1`, `POST https://…`, or a URL alone.
    private static func isRequestLine(_ line: Range<Int>, in bytes: [UInt8]) -> Bool {
        let words = String(decoding: bytes[line], as: UTF8.self).split(separator: " ", omittingEmptySubsequences: true)
        guard let head = words.first else { return false }
        if words.count == 1 { return isAbsoluteURL(head) }
        guard words.count <= 3, methods.contains(String(head)) else { return false }
        let target = words[1]
        guard target.hasPrefix("/") || isAbsoluteURL(target) else { return false }
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
