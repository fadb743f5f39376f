/// Why a URL fails its field's policy (`URLCheck`); `description` is the wording findings use
/// after the field's name ("notification.image has no host").
enum URLProblem: Equatable, Sendable, CustomStringConvertible {
    /// No scheme, where the field needs an absolute URL.
    case notAbsolute
    /// A scheme other than `https` (lower-cased).
    case scheme(String)
    /// A scheme not followed by `//`.
    case noAuthority
    /// A character RFC 3986 never allows unencoded: a space, a control character, `"`, `<`, …
    case unencoded(Unicode.Scalar)
    /// A non-ASCII character outside the host, where the field's clients do not encode it.
    case nonASCII(Unicode.Scalar)
    /// A host with non-ASCII letters, where the field's clients do not encode it with IDNA.
    case internationalizedHost(String)
    case noHost
    case malformedHost(String)
    case unterminatedIPv6Host
    case malformedPort(String)

    /// True for the problems of the scheme (`notAbsolute`, `scheme`), which rules that check
    /// only the syntax of `http(s)` URLs leave to `media-url-not-https`.
    var isAboutScheme: Bool {
        switch self {
        case .notAbsolute, .scheme: return true
        default: return false
        }
    }

    var description: String {
        switch self {
        case .notAbsolute: return "is not an absolute URL"
        case .scheme(let scheme): return "uses \(scheme), not https"
        case .noAuthority: return "has no \"//\" after its scheme"
        case .unencoded(let scalar):
            let what: String
            switch scalar {
            case " ": what = "a space"
            case "\t": what = "a tab"
            case "\n", "\r": what = "a line break"
            default: what = scalar.value < 0x20 || scalar.value == 0x7F ? "a control character" : "\"\(scalar)\""
            }
            return "contains \(what), which must be percent-encoded"
        case .nonASCII(let scalar):
            return "contains the non-ASCII character \"\(scalar)\", which must be percent-encoded"
        case .internationalizedHost(let host):
            return "has the internationalized host \"\(host)\", which must be written in its ASCII (xn--) form"
        case .noHost: return "has no host"
        case .malformedHost(let host): return "has a malformed host \"\(host)\""
        case .unterminatedIPv6Host: return "has an unterminated IPv6 host"
        case .malformedPort(let port): return "has a malformed port \"\(port)\""
        }
    }
}
