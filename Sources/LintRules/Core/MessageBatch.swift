import SizeModel

/// Where a message sits in a batch: a file whose top level is an array of messages (a firebase-admin
/// `sendEach` list).
///
/// Rules about the batch as a whole (its length, collapse keys across messages) run their batch
/// check once, in the context of the first message (`isFirst`), and walk `array` themselves.
public struct MessageBatch: Sendable {
    /// The top-level array holding the messages.
    public let array: JSONValue
    /// The message's position among the batch's message objects (elements that are not objects
    /// are skipped), from 0.
    public let position: Int

    /// Creates a batch position.
    public init(array: JSONValue, position: Int) {
        self.array = array
        self.position = position
    }

    /// The number of elements in the batch, objects or not.
    public var count: Int { array.count }

    /// True for the first message of the batch, where batch-wide checks run once.
    public var isFirst: Bool { position == 0 }
}
