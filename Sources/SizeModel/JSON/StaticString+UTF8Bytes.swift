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
