import SizeModel

// MARK: - Case-insensitive comparisons

extension JSONValue {
    /// True when this is a string that starts with `prefix`, comparing ASCII letters without
    /// regard to case (`"APNS-Priority"` starts with `"apns-"`). Reads the source bytes; allocates
    /// only when the string's first bytes are escaped. `prefix` must be lower case.
    func stringHasPrefixIgnoringASCIICase(_ prefix: StaticString) -> Bool {
        // The literal's bytes between the quotes, read in place; an escape before the end of the
        // prefix sends the comparison to the decoded text.
        if let verdict = sourceHasPrefix(ignoringASCIICase: prefix) { return verdict }
        return stringValue?.lowercased().hasPrefix(prefix.description) ?? false
    }

    /// True when this is a string equal to `text`, comparing ASCII letters without regard to case
    /// (`"APNs-Push-Type"` equals `"apns-push-type"`). `text` must be lower case.
    func stringEqualsIgnoringASCIICase(_ text: StaticString) -> Bool {
        guard isString else { return false }
        let count = text.utf8CodeUnitCount
        if !hasEscapes {
            // The text is the source bytes between the quotes: compared in place.
            let start = startOffset + 1
            guard endOffset - 1 - start == count else { return false }
            let bytes = document.bytes
            for offset in 0..<count
            where Self.lowercasedASCII(bytes[start + offset]) != Self.lowercasedASCII(text.utf8Byte(at: offset)) {
                return false
            }
            return true
        }
        let raw = rawBytes
        if raw.count == count + 2 {
            if stringHasPrefixIgnoringASCIICase(text) { return true }
            if !raw.contains(UInt8(ascii: "\\")) { return false }
        } else if !raw.contains(UInt8(ascii: "\\")) {
            return false
        }
        return stringValue?.lowercased() == text.description
    }

    private static func lowercasedASCII(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
}
