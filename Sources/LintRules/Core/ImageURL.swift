/// Whether a notification image URL is one the SDKs accept and the device can download.
///
/// firebase-admin for Node accepts an image only when it is an absolute `http`/`https` URL with a
/// host and no characters that must be percent-encoded (`validator.isURL`); firebase-admin for Go
/// rejects what `url.ParseRequestURI` cannot parse; the Android SDK and the iOS extension hand the
/// string to `java.net.URL` / `NSURL`, which fail on the same strings.
enum ImageURL {
    /// True when `text` starts with `http://` or `https://` (any letter case): a URL meant to be
    /// downloaded. Other strings (no scheme, other schemes) are reported by `media-url-not-https`.
    static func hasHTTPScheme(_ text: String) -> Bool {
        if isASCII(text) {
            // Byte for byte what the lower-cased prefix test below does for ASCII text.
            let bytes = text.utf8
            func lowered(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }
            let http = Array("http".utf8)
            guard bytes.count >= 7, zip(bytes.prefix(4), http).allSatisfy({ lowered($0) == $1 }) else { return false }
            var rest = bytes.dropFirst(4)
            if let s = rest.first, lowered(s) == UInt8(ascii: "s") { rest = rest.dropFirst() }
            return rest.starts(with: "://".utf8)
        }
        let lower = text.prefix(8).lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://")
    }

    /// True when every character is ASCII: then characters, scalars and bytes coincide and
    /// searches can compare bytes.
    static func isASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// Where "://" ends: a byte search for ASCII text, Foundation's search otherwise.
    static func schemeSeparator(_ text: String) -> Range<String.Index>? {
        guard isASCII(text) else { return text.range(of: "://") }
        let bytes = Array(text.utf8)
        guard bytes.count >= 3 else { return nil }
        for i in 0...(bytes.count - 3)
        where bytes[i] == UInt8(ascii: ":") && bytes[i + 1] == UInt8(ascii: "/") && bytes[i + 2] == UInt8(ascii: "/") {
            let start = text.utf8.index(text.utf8.startIndex, offsetBy: i)
            let end = text.utf8.index(start, offsetBy: 3)
            return start..<end
        }
        return nil
    }

    /// Why an `http(s)://` URL is malformed, or nil when it is a valid absolute URL.
    static func problem(_ text: String) -> String? {
        // Most URLs are ASCII and valid: confirmed by bytes; anything else takes the full check,
        // which also words the problem.
        if isASCII(text), ASCIIURL.isValid(text) { return nil }
        return problemByCharacters(text)
    }

    /// `problem(_:)` computed over characters, for any text.
    static func problemByCharacters(_ text: String) -> String? {
        guard let schemeEnd = schemeSeparator(text) else { return "has no scheme" }
        if let bad = text.unicodeScalars.first(where: isForbidden) {
            let what: String
            switch bad {
            case " ": what = "a space"
            case "\t": what = "a tab"
            case "\n", "\r": what = "a line break"
            default: what = bad.value < 0x20 || bad.value == 0x7F ? "a control character" : "\"\(bad)\""
            }
            return "contains \(what), which must be percent-encoded"
        }
        let rest = text[schemeEnd.upperBound...]
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let hostAndPort = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? ""
        var host = Substring(hostAndPort)
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return "has an unterminated IPv6 host" }
            host = host[host.startIndex...close]
            return host.count > 2 ? nil : "has no host"
        }
        if let colon = host.lastIndex(of: ":") {
            let port = host[host.index(after: colon)...]
            guard port.allSatisfy(\.isASCIIDigit) else { return "has a malformed port \"\(port)\"" }
            host = host[..<colon]
        }
        guard !host.isEmpty else { return "has no host" }
        guard host.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" }) else {
            return "has a malformed host \"\(host)\""
        }
        guard let first = host.first, first != ".", first != "-", !host.contains("..") else {
            return "has a malformed host \"\(host)\""
        }
        return nil
    }

    /// Characters RFC 3986 never allows unencoded in a URL (non-ASCII letters are allowed: the
    /// Android and iOS clients encode them as IRIs).
    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x21 || scalar.value == 0x7F { return true }
        switch scalar {
        case "\"", "<", ">", "\\", "^", "`", "{", "|", "}": return true
        default: return false
        }
    }

    /// The lower-cased file extension of the URL's path (`png` for `https://x/a.PNG?w=2`), or nil.
    static func pathExtension(_ text: String) -> String? {
        isASCII(text) ? ASCIIURL.pathExtension(text) : pathExtensionByCharacters(text)
    }

    /// `pathExtension(_:)` computed over characters, for any text.
    static func pathExtensionByCharacters(_ text: String) -> String? {
        guard let schemeEnd = schemeSeparator(text) else { return nil }
        let afterScheme = text[schemeEnd.upperBound...]
        guard let pathStart = afterScheme.firstIndex(of: "/") else { return nil }
        let path = afterScheme[pathStart...].prefix { $0 != "?" && $0 != "#" }
        guard let lastSegment = path.split(separator: "/").last, let dot = lastSegment.lastIndex(of: ".") else {
            return nil
        }
        let ext = lastSegment[lastSegment.index(after: dot)...]
        return ext.isEmpty ? nil : ext.lowercased()
    }
}
