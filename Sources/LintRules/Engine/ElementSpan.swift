import SizeModel

/// A batch element a run linted, as the pipeline's record needs it: where it is, and the shape
/// it was linted as.
struct ElementSpan: Sendable {
    /// The file offset of its first byte.
    let offset: Int
    /// Its length in bytes.
    let length: Int
    /// The shape it was linted as; nil for an element that is not a push payload object.
    let shape: MessageShape?
    /// Its position counted from its run's first byte (set once the run's elements are known).
    var position = PartPosition(lines: 0, columns: 0)
}
