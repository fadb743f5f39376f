/// The URL checks the firebase-admin SDKs apply before sending (`validator.isURL` in node,
/// `url.ParseRequestURI` in Go): an absolute URL with a scheme, `//`, a host, and only characters
/// that may appear in a URL.
///
/// Pure string work on the value's text; used for `apns.fcm_options.image` and
/// `webpush.fcm_options.link`.
enum URLSyntax {
    /// The scheme of an absolute URL, lower-cased (`"https"`), or nil when the text does not start
    /// with `scheme:`.
    static func scheme(of text: String) -> String? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let scheme = text[..<colon]
        guard let first = scheme.unicodeScalars.first, isLetter(first),
            scheme.unicodeScalars.allSatisfy({ isLetter($0) || isDigit($0) || "+-.".unicodeScalars.contains($0) })
        else { return nil }
        return scheme.lowercased()
    }

    /// Why `text`, an `http` or `https` URL, is malformed; nil when it is well formed.
    static func problem(inHTTPURL text: String) -> String? {
        for scalar in text.unicodeScalars {
            if scalar == " " { return "contains a space (write it as %20)" }
            if scalar.value < 0x20 || scalar.value == 0x7F { return "contains a control character" }
            if scalar.value > 0x7E { return "contains the non-ASCII character \"\(scalar)\" (percent-encode it)" }
            if !allowed.contains(scalar) { return "contains the character \"\(scalar)\", which is not allowed in a URL" }
        }
        guard let separator = text.range(of: "://") else { return "has no \"//\" after the scheme" }
        let rest = text[separator.upperBound...]
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let hostAndPort = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? ""
        if hostAndPort.hasPrefix("[") {
            return hostAndPort.contains("]") ? nil : "has an unterminated IPv6 host"
        }
        let parts = hostAndPort.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let host = parts.first ?? ""
        if host.isEmpty { return "has no host" }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        for label in labels {
            guard let first = label.unicodeScalars.first else {
                return "has an empty label in its host \"\(host)\""
            }
            guard isLetter(first) || isDigit(first),
                label.unicodeScalars.allSatisfy({ isLetter($0) || isDigit($0) || $0 == "-" || $0 == "_" })
            else { return "has an invalid host \"\(host)\"" }
        }
        if parts.count == 2 {
            let port = parts[1]
            guard !port.isEmpty, port.count <= 5, port.allSatisfy(\.isASCII), port.allSatisfy(\.isNumber),
                let number = Int(port), number <= 65_535
            else { return "has an invalid port \"\(port)\"" }
        }
        return nil
    }

    // MARK: - Characters

    /// Characters that may appear in a URL (RFC 3986 unreserved, reserved and `%`); the set
    /// firebase-admin-node's `isURL` accepts.
    private static let allowed: Set<Unicode.Scalar> = {
        var set = Set<Unicode.Scalar>()
        for scalar in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789:/?#[]@!$&'()*+,;=.-_~%"
            .unicodeScalars
        {
            set.insert(scalar)
        }
        return set
    }()

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar >= "0" && scalar <= "9"
    }
}
