import SizeModel

/// Android resource names, for the fields that name a resource of the app (`sound`, `icon`).
enum AndroidResourceName {
    /// True when `text` can be the name of an Android resource: lower-case letters, digits and
    /// underscores, starting with a letter or underscore (no path, no extension, no URL).
    static func isValid(_ text: String) -> Bool {
        isValid(utf8: text.utf8)
    }

    /// `isValid(_:)` of UTF-8 text (a string's source bytes, so that the common case makes no
    /// `String`).
    static func isValid<Bytes: Collection<UInt8>>(utf8: Bytes) -> Bool {
        isValidByteByByte(utf8)
    }

    /// `isValid(utf8:)`, one byte at a time.
    private static func isValidByteByByte<Bytes: Collection<UInt8>>(_ utf8: Bytes) -> Bool {
        guard let first = utf8.first, first == UInt8(ascii: "_") || (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z"))
        else { return false }
        return utf8.allSatisfy { byte in
            byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
    }

    /// `isValid(utf8:)` of a string's source bytes, eight bytes a step (`otherThanNameFlags`):
    /// icon and sound names, about 12 bytes, cost about half of a test per byte.
    static func isValid(utf8 bytes: ArraySlice<UInt8>) -> Bool {
        let start = bytes.startIndex
        let end = bytes.endIndex
        guard end &- start >= 8 else { return isValidByteByByte(bytes) }
        let first = bytes[start]
        guard first == UInt8(ascii: "_") || (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")) else { return false }
        var index = start
        while index &+ 8 < end {
            guard otherThanNameFlags(ByteWords.word(bytes, at: index)) == 0 else { return false }
            index &+= 8
        }
        // The last eight bytes (overlapping the word before when the length is no multiple of 8).
        return otherThanNameFlags(ByteWords.word(bytes, at: end &- 8)) == 0
    }

    /// The high bit of each byte of `word` that is not a lower-case ASCII letter, a digit or `_`,
    /// and no other (each sum stays within its byte: exact byte by byte).
    @inline(__always)
    static func otherThanNameFlags(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high = ones &* 0x80
        let low7 = word & ~high
        let digit = (low7 &+ ones &* (0x80 - 0x30)) & ~(low7 &+ ones &* (0x80 - 0x3A))
        let letter = (low7 &+ ones &* (0x80 - 0x61)) & ~(low7 &+ ones &* (0x80 - 0x7B))
        let difference = word ^ (ones &* 0x5F)
        let low7s = ones &* 0x7F
        let underscore = ~((difference & low7s &+ low7s) | difference) & high
        return ~((digit | letter) & high | underscore) & high | word & high
    }

    /// True when `text` is a drawable written as a resource reference that
    /// `Resources.getIdentifier` resolves: `[@][package:]drawable/name` or `…mipmap/name`, where
    /// `name` is a resource name (`@drawable/ic_stat_notify`, the form of the manifest's
    /// `default_notification_icon`). Android's resource-name parser drops a leading `@` and
    /// takes the type and package from the name, so such a reference finds the same drawable as
    /// its bare name.
    static func isDrawableReference(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.hasPrefix("@") { rest = rest.dropFirst() }
        if let colon = rest.firstIndex(of: ":") {
            let package = rest[..<colon]
            guard !package.isEmpty, package.utf8.allSatisfy({ byte in
                byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
                    || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            })
            else { return false }
            rest = rest[rest.index(after: colon)...]
        }
        for type in ["drawable/", "mipmap/"] where rest.hasPrefix(type) {
            return isValid(String(rest.dropFirst(type.count)))
        }
        return false
    }

    /// Why `text` is not a resource name, in words, and the name it probably meant.
    static func diagnose(_ text: String) -> (why: String, suggestion: String?) {
        let utf8 = Array(text.utf8)
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return diagnoseUnicode(text) }
        let slash = UInt8(ascii: "/")
        // "://" compared byte by byte, not with a slice and `starts(with:)` per index (measured:
        // the diagnosis from about 3,000 to about 2,100 instructions).
        var colon = 0
        while colon + 2 < utf8.count {
            if utf8[colon] == UInt8(ascii: ":") && utf8[colon + 1] == slash && utf8[colon + 2] == slash { return ("is a URL", nil) }
            colon += 1
        }
        if utf8.contains(slash) {
            // The last non-empty part between slashes (`split(separator: "/")`), or "".
            var end = utf8.count
            while end > 0 && utf8[end - 1] == slash { end -= 1 }
            var start = end
            while start > 0 && utf8[start - 1] != slash { start -= 1 }
            return ("is a path", suggestion(forASCII: utf8[start..<end]))
        }
        if let dot = utf8.lastIndex(of: UInt8(ascii: ".")), dot + 1 < utf8.count {
            return ("has a file extension", suggestion(forASCII: utf8[..<dot]))
        }
        return ("has characters resource names cannot have (they are lower-case letters, digits and _)", suggestion(forASCII: utf8[...]))
    }

    /// `diagnose` for a name with non-ASCII characters, whose lower-casing and letters are
    /// Unicode's.
    private static func diagnoseUnicode(_ text: String) -> (why: String, suggestion: String?) {
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

    /// `suggestion(for:)` on ASCII bytes: letters lower-cased, letters and digits kept, anything
    /// else `_`.
    private static func suggestion(forASCII base: ArraySlice<UInt8>) -> String? {
        let lowered = base.map { byte -> UInt8 in
            if byte &- UInt8(ascii: "A") < 26 { return byte + 0x20 }
            if byte &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 { return byte }
            return UInt8(ascii: "_")
        }
        let name = String(decoding: lowered, as: UTF8.self)
        return isValid(name) ? name : nil
    }
}
