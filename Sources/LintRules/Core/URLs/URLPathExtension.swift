/// The file extension of a URL's path, for checks of what a notification image can be.
enum URLPathExtension {
    /// The lower-cased extension of the last non-empty segment of the path (after the first
    /// `://`, from the next `/` to `?` or `#`): `png` for `https://x/a.PNG?w=2`; nil when there
    /// is none.
    static func of(_ text: String) -> String? { of(ArraySlice(text.utf8)) }

    /// `of(_:)` for UTF-8 bytes (`JSONValue.decodedBytes`).
    static func of(_ bytes: ArraySlice<UInt8>) -> String? {
        guard let afterScheme = schemeSeparatorEnd(bytes),
            let pathStart = bytes[afterScheme...].firstIndex(of: slash)
        else { return nil }
        var pathEnd = pathStart
        while pathEnd < bytes.endIndex, bytes[pathEnd] != UInt8(ascii: "?"), bytes[pathEnd] != UInt8(ascii: "#") {
            pathEnd += 1
        }
        var segmentEnd = pathEnd
        while segmentEnd > pathStart, bytes[segmentEnd - 1] == slash { segmentEnd -= 1 }
        guard segmentEnd > pathStart else { return nil }
        var segmentStart = segmentEnd
        while segmentStart > pathStart, bytes[segmentStart - 1] != slash { segmentStart -= 1 }
        guard let dot = bytes[segmentStart..<segmentEnd].lastIndex(of: UInt8(ascii: ".")), dot + 1 < segmentEnd else {
            return nil
        }
        let lowered = bytes[(dot + 1)..<segmentEnd].map { $0 &- UInt8(ascii: "A") < 26 ? $0 + 0x20 : $0 }
        return String(decoding: lowered, as: UTF8.self)
    }

    /// The index just past the first `://`, or nil.
    private static func schemeSeparatorEnd(_ bytes: ArraySlice<UInt8>) -> Int? {
        var index = bytes.startIndex
        while index + 2 < bytes.endIndex {
            if bytes[index] == UInt8(ascii: ":"), bytes[index + 1] == slash, bytes[index + 2] == slash { return index + 3 }
            index += 1
        }
        return nil
    }

    private static let slash = UInt8(ascii: "/")
}
