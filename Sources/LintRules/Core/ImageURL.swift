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
        let lower = text.prefix(8).lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://")
    }

    /// Why an `http(s)://` URL is malformed, or nil when it is a valid absolute URL.
    static func problem(_ text: String) -> String? {
        guard let schemeEnd = text.range(of: "://") else { return "has no scheme" }
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
        guard let schemeEnd = text.range(of: "://") else { return nil }
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
