extension JSONMemberSlots {
    /// The same slots as eight plain words, for a class that keeps them: a `JSONMemberSlots`
    /// field (a `SIMD16<Int32>`, aligned to 64 bytes) makes the runtime allocate its object with
    /// `posix_memalign` instead of `malloc`: about 50 instructions more per object, measured on
    /// corpus (a) with `NotifyKitBlobs`' field slots (one object per message with a blob).
    public struct Packed: Sendable {
        @usableFromInline let words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)

        /// `slots`, packed.
        @inlinable
        package init(_ slots: JSONMemberSlots) {
            words = unsafeBitCast(slots.slots, to: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64).self)
        }

        /// The slots, unpacked.
        @inlinable
        package var slots: JSONMemberSlots {
            var slots = JSONMemberSlots()
            slots.slots = unsafeBitCast(words, to: SIMD16<Int32>.self)
            return slots
        }
    }
}
