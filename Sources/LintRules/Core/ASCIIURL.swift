/// Byte-level versions of `ImageURL`'s checks for ASCII text, where characters are bytes: the
/// same answers without walking grapheme clusters (`FastPathTests` compares them).
enum ASCIIURL {
    /// True when `ImageURL.problem(text)` is nil for the ASCII string `text`: a `://`, no
    /// character that must be percent-encoded, and a well-formed host (and port).
    static func isValid(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let schemeEnd = schemeSeparatorEnd(bytes) else { return false }
            for byte in bytes where isForbidden(byte) { return false }
            // The authority: up to the first `/`, `?` or `#`; the host and port: after its last `@`.
            var authorityEnd = schemeEnd
            while authorityEnd < bytes.count, !isAuthorityEnd(bytes[authorityEnd]) { authorityEnd += 1 }
            var hostStart = schemeEnd
            for i in schemeEnd..<authorityEnd where bytes[i] == UInt8(ascii: "@") { hostStart = i + 1 }
            var hostEnd = authorityEnd
            if hostStart < hostEnd, bytes[hostStart] == UInt8(ascii: "[") {
                // An IPv6 host: valid when something is between the brackets.
                guard let close = (hostStart..<hostEnd).first(where: { bytes[$0] == UInt8(ascii: "]") }) else {
                    return false
                }
                return close - hostStart + 1 > 2
            }
            if let colon = (hostStart..<hostEnd).last(where: { bytes[$0] == UInt8(ascii: ":") }) {
                for i in (colon + 1)..<hostEnd where !isDigit(bytes[i]) { return false }
                hostEnd = colon
            }
            guard hostStart < hostEnd else { return false }
            for i in hostStart..<hostEnd where !isHostByte(bytes[i]) { return false }
            let first = bytes[hostStart]
            guard first != UInt8(ascii: "."), first != UInt8(ascii: "-") else { return false }
            for i in hostStart..<(hostEnd - 1) where bytes[i] == UInt8(ascii: ".") && bytes[i + 1] == UInt8(ascii: ".") {
                return false
            }
            return true
        }
    }

    /// `ImageURL.pathExtension(text)` for the ASCII string `text`: the lower-cased extension of the
    /// last non-empty segment of the path (after `://`, from the first `/` to `?` or `#`).
    static func pathExtension(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            guard let schemeEnd = schemeSeparatorEnd(bytes) else { return nil }
            guard let pathStart = (schemeEnd..<bytes.count).first(where: { bytes[$0] == UInt8(ascii: "/") }) else {
                return nil
            }
            var pathEnd = pathStart
            while pathEnd < bytes.count, bytes[pathEnd] != UInt8(ascii: "?"), bytes[pathEnd] != UInt8(ascii: "#") {
                pathEnd += 1
            }
            // The last segment that is not empty.
            var segmentEnd = pathEnd
            while segmentEnd > pathStart, bytes[segmentEnd - 1] == UInt8(ascii: "/") { segmentEnd -= 1 }
            guard segmentEnd > pathStart else { return nil }
            var segmentStart = segmentEnd
            while segmentStart > pathStart, bytes[segmentStart - 1] != UInt8(ascii: "/") { segmentStart -= 1 }
            guard let dot = (segmentStart..<segmentEnd).last(where: { bytes[$0] == UInt8(ascii: ".") }),
                dot + 1 < segmentEnd
            else { return nil }
            let lowered = bytes[(dot + 1)..<segmentEnd].map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
            return String(decoding: lowered, as: UTF8.self)
        }
    }

    /// The offset just past the first `://`, or nil.
    private static func schemeSeparatorEnd(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count >= 3 else { return nil }
        for i in 0...(bytes.count - 3)
        where bytes[i] == UInt8(ascii: ":") && bytes[i + 1] == UInt8(ascii: "/") && bytes[i + 2] == UInt8(ascii: "/") {
            return i + 3
        }
        return nil
    }

    /// The ASCII characters RFC 3986 never allows unencoded (as `ImageURL.isForbidden`).
    private static func isForbidden(_ byte: UInt8) -> Bool {
        switch byte {
        case 0..<0x21, 0x7F, UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"),
            UInt8(ascii: "^"), UInt8(ascii: "`"), UInt8(ascii: "{"), UInt8(ascii: "|"), UInt8(ascii: "}"):
            return true
        default:
            return false
        }
    }

    private static func isAuthorityEnd(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    /// A letter, digit, `.`, `-` or `_`.
    private static func isHostByte(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || isDigit(byte)
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }
}
