/// A reference to an object that something else keeps alive, lent out without reference counting.
///
/// The schema's levels hold their nested levels this way beside the strong references of their
/// fields, so the schema walk descends into a level without a retain and a release: a strong (or
/// `unowned(unsafe)`) reference read out of an array is retained for the call it is passed to
/// (measured in a test compile, `swiftc -O`; in the walk, about 500 instructions per message of
/// the findings-heavy corpus). Whoever makes one keeps the object alive, with a strong reference
/// of its own, for as long as this one is used (`RetainedObjects` does the same for a list).
public struct BorrowedReference<Object: AnyObject> {
    /// The reference, not counted.
    @usableFromInline let handle: Unmanaged<Object>

    /// A reference to `object`, which the caller keeps alive for as long as this one is used.
    @inlinable
    public init(_ object: Object) {
        handle = .passUnretained(object)
    }

    /// Calls `body` with the object, neither retained nor released for the call.
    @inlinable
    public func withObject<Result>(_ body: (Object) throws -> Result) rethrows -> Result {
        try handle._withUnsafeGuaranteedRef { try body($0) }
    }
}
