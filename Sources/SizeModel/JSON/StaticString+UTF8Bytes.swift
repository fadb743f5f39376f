extension StaticString {
    /// The UTF-8 byte at `index` of a string literal: the safe, bounds-checked read that LintRules'
    /// byte comparisons against constant names (`"apns-"`, header names) use, so that they need no
    /// pointer. Traps unless `index` is within the literal.
    @inlinable
    public func utf8Byte(at index: Int) -> UInt8 {
        precondition(hasPointerRepresentation && index >= 0 && index < utf8CodeUnitCount, "StaticString.utf8Byte(at:): out of bounds")
        return utf8Start[index]
    }
}

extension Array where Element == UInt8 {
    /// Appends the UTF-8 bytes of a string literal (a JSON key written as it is).
    @inlinable
    public mutating func append(utf8 literal: StaticString) {
        literal.withUTF8Buffer { append(contentsOf: $0) }
    }

    /// Appends a JSON object's key written as it is, quoted, and its colon: `"key":`.
    @inlinable
    public mutating func append(jsonKey literal: StaticString) {
        append(UInt8(ascii: "\""))
        append(utf8: literal)
        append(UInt8(ascii: "\""))
        append(UInt8(ascii: ":"))
    }
}
