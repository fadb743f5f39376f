extension Array where Element == UInt64 {
    /// Sets every element to zero in place, with one `memset`: what the rule loop clears its
    /// scratch message sets with (`RuleDispatchClasses.messageSets(of:into:)`). A loop of
    /// subscript stores (an index and a uniqueness check each) cost about 380 instructions a
    /// queue; `mutableSpan`, the safe way, needs macOS 26 where the package supports macOS 13.
    @inlinable
    public mutating func setAllToZero() {
        withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    }
}
