import SizeModel

/// One run of a batch's elements as the engine hands it out while it reads (`Linter.lintRuns(_:settings:deliver:)`),
/// in input order: its messages and their findings, placed in the input.
package struct DeliveredRun: Sendable {
    /// One element of the run: where it starts, its length and the shape it was linted as (nil
    /// when it is not a push payload object).
    package struct Message: Sendable {
        package let start: SourcePosition
        package let byteCount: Int
        package let shape: MessageShape?
    }

    /// The index of the run's first element in the batch.
    package let firstIndex: Int
    /// The run's elements, in order.
    package let messages: [Message]
    /// The findings of the run's messages, placed in the input, in the order they were combined
    /// (not sorted).
    package let findings: [Finding]
}
