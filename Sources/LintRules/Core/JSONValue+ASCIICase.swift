import SizeModel

// MARK: - Case-insensitive comparisons

extension JSONValue {
    /// True when this is a string that starts with `prefix`, comparing ASCII letters without
    /// regard to case (`"APNS-Priority"` starts with `"apns-"`). Reads the source bytes; allocates
    /// only when the string's first bytes are escaped. `prefix` must be lower case.
    func stringHasPrefixIgnoringASCIICase(_ prefix: StaticString) -> Bool {
        guard isString else { return false }
        // The literal's bytes between the quotes, read in place; an escape before the end of the
        // prefix sends the comparison to the decoded text.
        let start = startOffset + 1
        let end = endOffset - 1
        guard end - start >= prefix.utf8CodeUnitCount else { return false }
        let verdict: Bool? = prefix.withUTF8Buffer { expected in
            document.bytes.withUnsafeBufferPointer { bytes -> Bool? in
                var index = start
                for byte in expected {
                    let actual = bytes[index]
                    if actual == UInt8(ascii: "\\") { return nil }
                    if Self.lowercasedASCII(actual) != Self.lowercasedASCII(byte) { return false }
                    index += 1
                }
                return true
            }
        }
        if let verdict { return verdict }
        return stringValue?.lowercased().hasPrefix(prefix.description) ?? false
    }

    /// True when this is a string equal to `text`, comparing ASCII letters without regard to case
    /// (`"APNs-Push-Type"` equals `"apns-push-type"`). `text` must be lower case.
    func stringEqualsIgnoringASCIICase(_ text: StaticString) -> Bool {
        guard isString else { return false }
        if !hasEscapes {
            // The text is the source bytes between the quotes: compared in place.
            let start = startOffset + 1
            let end = endOffset - 1
            return text.withUTF8Buffer { expected in
                guard end - start == expected.count else { return false }
                return document.bytes.withUnsafeBufferPointer { bytes in
                    var index = start
                    for byte in expected {
                        if Self.lowercasedASCII(bytes[index]) != Self.lowercasedASCII(byte) { return false }
                        index += 1
                    }
                    return true
                }
            }
        }
        let raw = rawBytes
        if raw.count == text.utf8CodeUnitCount + 2 {
            if stringHasPrefixIgnoringASCIICase(text) { return true }
            if !raw.contains(UInt8(ascii: "\\")) { return false }
        } else if !raw.contains(UInt8(ascii: "\\")) {
            return false
        }
        return stringValue?.lowercased() == text.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    }

    private static func lowercasedASCII(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
}
