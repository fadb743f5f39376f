/// A request to APNs pasted as Apple prints it in "Sending notification requests to APNs" (and
/// in WidgetKit's and ActivityKit's pages): the HTTP/2 frames of the request, a `HEADERS` frame
/// of `name = value` lines (the pseudo-headers `:method`, `:path` first), then a `DATA` frame
/// holding the payload:
///
///     HEADERS
///       - END_STREAM
///       + END_HEADERS
///       :method = POST
///       :scheme = https
///       :path = /3/device/00fc13adff…
///       host = api.sandbox.push.apple.com
///       apns-push-type = controls
///       apns-priority = 10
///     DATA
///       + END_STREAM
///       { "aps" : { "content-changed" : true } }
///
/// Notes and agents' pages copy it without the frame lines: the header lines from `:method = POST`
/// on, `//` comments between them, and the payload after them.
///
/// Read as the pasted HTTP request it is (`HTTPRequestText.Requests`): the body is linted where
/// it stands, as a raw APNs payload when the request goes to APNs (its `:path` is APNs'
/// `/3/device/…` or its `host` one of APNs' hosts, `RequestDestination`), judged with the
/// `apns-*` headers the frame sends (`RequestAPNsHeaders`), as a `curl` command's `-H` are.
/// Flag lines (`- END_STREAM`, `+ END_HEADERS`), blank lines and a header value continued on
/// lines that start with a tab (Apple's long `authorization` token) are passed over. Any other
/// line, or a request that is not a `POST` with a JSON body, means the text is not such a request.
enum HTTP2FrameText {
    /// The request in `bytes[range]`, or nil when the text is not one.
    static func read(in bytes: [UInt8], range: Range<Int>) -> HTTPRequestText.Requests? {
        var index = range.lowerBound
        var sawHeaders = false
        var method = ""
        var path = ""
        var pathRange = range.lowerBound..<range.lowerBound
        var host: String? = nil
        var headerStart: Int? = nil
        var apnsHeaders: [RequestAPNsHeaders.Header] = []
        var inData = false
        while index < range.upperBound {
            var end = index
            while end < range.upperBound, bytes[end] != 0x0A { end += 1 }
            let lineStart = index
            index = min(end + 1, range.upperBound)
            var lower = lineStart
            var upper = end
            while lower < upper, bytes[lower] == 0x20 || bytes[lower] == 0x09 { lower += 1 }
            while upper > lower, bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0x09 || bytes[upper - 1] == 0x0D { upper -= 1 }
            guard lower < upper else { continue }
            let line = String(decoding: bytes[lower..<upper], as: UTF8.self)
            if !sawHeaders {
                guard line == "HEADERS" || line.hasPrefix(":method = ") else { return nil }
                sawHeaders = true
                headerStart = lower
                if line == "HEADERS" { continue }
            }
            if line.hasPrefix("- ") || line.hasPrefix("+ ") || line.hasPrefix("//") { continue }
            if inData || bytes[lower] == UInt8(ascii: "{") {
                guard bytes[lower] == UInt8(ascii: "{"), method == "POST", let headerStart else { return nil }
                let body = lower..<range.upperBound
                let destination = RequestDestination(target: path, host: host)
                guard destination.lints(bytes, body: body) else { return nil }
                return HTTPRequestText.Requests(
                    bodies: [body], targets: [pathRange], toLegacyEndpoint: [RequestDestination.isLegacy(target: path, host: host)],
                    toV1SendPath: [RequestDestination.isV1Send(target: path)], elsewhere: [], firstRequest: headerStart,
                    blankedText: nil, apnsHeaders: destination == .apns && !apnsHeaders.isEmpty ? [apnsHeaders] : [])
            }
            if line == "DATA" {
                inData = true
                continue
            }
            // A value continued on the next line (Apple breaks the authorization token so).
            if lineStart < end, bytes[lineStart] == 0x09 { continue }
            guard let equals = line.range(of: " = ") else { return nil }
            let name = line[..<equals.lowerBound].lowercased()
            // A note after the value (`apns-topic = com.example.app // the bundle ID`) is no part of it.
            var value = String(line[equals.upperBound...])
            if let note = value.range(of: " //") { value = String(value[..<note.lowerBound]) }
            let valueStart = lower + line.utf8.distance(from: line.startIndex, to: equals.upperBound)
            switch name {
            case ":method": method = value
            case ":path":
                path = value
                pathRange = valueStart..<(valueStart + value.utf8.count)
            case "host": host = value
            default:
                if name.hasPrefix("apns-") {
                    apnsHeaders.append(RequestAPNsHeaders.Header(name: name, value: value, place: valueStart..<(valueStart + value.utf8.count)))
                } else if name.hasPrefix(":") || name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) {
                    continue
                } else {
                    return nil
                }
            }
        }
        return nil
    }
}
