import SizeModel

/// One copy's root object and where its top-level fields are.
struct NotifeeOptionsCopy {
    /// The copy's root object.
    let root: JSONValue
    /// Its top-level fields, by `BlobTopField`.
    let fields: JSONMemberSlots

    /// The value of the first member named `field` that is not null, as `root.member(_:)` gives it.
    subscript(_ field: BlobTopField) -> JSONValue? { root.value(atNode: fields[field]) }
}

/// The copies `NotifyKitBlobs.shared` lists, in order: iterated without an array.
struct SharedBlobCopies: Sequence, IteratorProtocol {
    var first: NotifeeOptionsCopy?
    var second: NotifeeOptionsCopy?

    mutating func next() -> NotifeeOptionsCopy? {
        if let copy = first {
            first = nil
            return copy
        }
        defer { second = nil }
        return second
    }
}
