import SizeModel
/// Conversion between `file:` URIs, as LSP clients send them, and absolute paths.
enum FileURI {
    /// The absolute path of a `file://` URI (percent-escapes decoded), or nil for another
    /// scheme (`untitled:`) or a malformed escape.
    static func path(of uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = Substring(uri.dropFirst("file://".count))
        // file://host/path: only the local host is meaningful here.
        if !rest.hasPrefix("/") {
            guard let slash = rest.firstIndex(of: "/"), rest[..<slash] == "localhost" else { return nil }
            rest = rest[slash...]
        }
        var bytes: [UInt8] = []
        var utf8 = Array(rest.utf8)[...]
        while let byte = utf8.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard utf8.count >= 2, let high = HexDigit.value(utf8[utf8.startIndex]), let low = HexDigit.value(utf8[utf8.startIndex + 1])
            else { return nil }
            bytes.append(high << 4 | low)
            utf8 = utf8.dropFirst(2)
        }
        guard let path = String(validating: bytes, as: UTF8.self), !path.contains("\0") else { return nil }
        return PathNames.normalize(path)
    }

    /// The `file://` URI of an absolute path (bytes outside the unreserved set and `/` escaped).
    static func uri(of path: String) -> String {
        var out = "file://"
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF")
                out += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
            }
        }
        return out
    }
}
