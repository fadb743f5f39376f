import SizeModel

/// The URL check applied to a JSON string value, as the rules use it: the value's own bytes are
/// checked first (no String on the common, valid path); a failing value is judged again with its
/// template placeholders filled (`TemplateText`), and the problem is worded.
extension URLCheck {
    /// The worded syntax problem of an `http://` or `https://` value (any letter case), or nil
    /// when it is well formed, is not a string, or has another scheme or none: those are
    /// `media-url-not-https`'s to report.
    static func imageSyntaxProblem(of value: JSONValue, policy: URLPolicy) -> String? {
        guard value.isString else { return nil }
        let bytes = value.decodedBytes
        switch scheme(of: bytes) {
        case .http, .https: break
        case .other, .none: return nil
        }
        return syntaxProblemWording(of: value, bytes: bytes, policy: policy)
    }

    /// The worded syntax problem of a string value whatever its scheme, placeholders filled.
    static func syntaxProblemWording(of value: JSONValue, policy: URLPolicy) -> String? {
        guard value.isString else { return nil }
        return syntaxProblemWording(of: value, bytes: value.decodedBytes, policy: policy)
    }

    private static func syntaxProblemWording(of value: JSONValue, bytes: ArraySlice<UInt8>, policy: URLPolicy) -> String? {
        guard syntaxProblem(in: bytes, policy: policy) != nil, let text = value.stringValue else { return nil }
        return TemplateText.problem(in: text, check: { syntaxProblem(in: $0, policy: policy)?.description })
    }
}
