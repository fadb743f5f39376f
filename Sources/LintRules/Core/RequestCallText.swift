/// A JavaScript `fetch(url, {…})` or `axios.post(url, body, …)` call whose URL is written out to
/// a host that is neither FCM's nor APNs' and whose body is code the linter cannot read (`body:
/// payload`, `body: JSON.stringify(message)`, `axios.post(url, messages)`): where it goes is all
/// the text shows, as for a curl command with a body held in a shell variable. A call to another
/// push service's send endpoint (`OtherPushService.pushEndpoint(of:)`) is that service's request
/// (shape-other-push-service); a call to another place (the app's own API) sends no FCM message
/// (shape-not-a-payload). A body written as an object literal is `JavaScriptLiteral`'s to read,
/// and a call to FCM or to a URL held in a name says nothing: neither is this reading's.
struct RequestCallText: Sendable {
    /// The host the call posts to.
    let host: String
    /// The push service whose send endpoint the URL is, or nil for another place.
    let otherService: OtherPushService?
    /// The URL's range inside its quotes, in the text's offsets.
    let urlRange: Range<Int>

    /// How much of the text is searched for the call's URL and body.
    static let maximumCallLength = 2_000

    /// The call at the start of `bytes[range]` (after blanks, `await`, `return` or a binding
    /// `const res =`), or nil when the text opens with no such call.
    static func call(in bytes: [UInt8], range: Range<Int>) -> RequestCallText? {
        var start = range.lowerBound
        while start < range.upperBound, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
        let limit = min(range.upperBound, start + maximumCallLength)
        let text = String(decoding: bytes[start..<limit], as: UTF8.self)
        // Most unparsed texts hold no fetch or axios call: no pattern is compiled for them.
        guard text.contains("fetch") || text.contains("axios") else { return nil }
        let identifier = #"[A-Za-z_$][A-Za-z0-9_$]*"#
        let name = identifier + #"(\s*\.\s*"# + identifier + ")*"
        let head = #"^((return|(export\s+)?(const|let|var)\s+"# + identifier + #"(\s*:[^=]+)?\s*=)\s*)?(await\s+)?"#
        let url = #"(?<url>'[^'\n]*'|"[^"\n]*"|`[^`]*`)"#
        // fetch's options name the body as code: `body: payload`, `body: JSON.stringify(message)`,
        // or the shorthand `body`; axios posts its second argument, here a name.
        let fetchCall = head + #"fetch\s*\(\s*"# + url + #"\s*,\s*\{[^;]*?[,{]\s*(body|"body"|'body')\s*(:\s*(JSON\.stringify\(\s*)?"#
            + name + #"\s*\)?\s*)?[,}]"#
        let axiosCall = head + #"axios\s*\.\s*post\s*\(\s*"# + url + #"\s*,\s*(JSON\.stringify\(\s*)?"# + name + #"\s*\)?\s*[,)]"#
        let matched = [fetchCall, axiosCall].lazy.compactMap { pattern in
            (try? Regex(pattern)).flatMap { try? $0.prefixMatch(in: text) }
        }.first
        guard let quoted = matched?.output["url"]?.substring else { return nil }
        let target = String(quoted.dropFirst().dropLast())
        guard case .elsewhere(let host) = RequestDestination(target: target, host: nil) else { return nil }
        let urlStart = start + text[..<quoted.startIndex].utf8.count + 1
        return RequestCallText(
            host: host, otherService: OtherPushService.pushEndpoint(of: target), urlRange: urlStart..<(urlStart + target.utf8.count))
    }
}
