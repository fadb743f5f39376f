/// Android resource names, for the fields that name a resource of the app (`sound`, `icon`).
enum AndroidResourceName {
    /// True when `text` can be the name of an Android resource: lower-case letters, digits and
    /// underscores, starting with a letter or underscore (no path, no extension, no URL).
    static func isValid(_ text: String) -> Bool {
        guard let first = text.utf8.first, first == UInt8(ascii: "_") || (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z"))
        else { return false }
        return text.utf8.allSatisfy { byte in
            byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
    }

    /// Why `text` is not a resource name, in words, and the name it probably meant.
    static func diagnose(_ text: String) -> (why: String, suggestion: String?) {
        if text.contains("://") { return ("is a URL", nil) }
        if text.contains("/") {
            let last = text.split(separator: "/").last.map(String.init) ?? ""
            return ("is a path", suggestion(for: last))
        }
        if let dot = text.lastIndex(of: "."), text.index(after: dot) < text.endIndex {
            return ("has a file extension", suggestion(for: String(text[..<dot])))
        }
        return ("has characters resource names cannot have (they are lower-case letters, digits and _)", suggestion(for: text))
    }

    private static func suggestion(for base: String) -> String? {
        let lowered = base.lowercased().map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
        return isValid(lowered) ? lowered : nil
    }
}
