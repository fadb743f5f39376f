import SizeModel

extension MessageContext {
    /// The registration tokens of the message: `token`, then the elements of firebase-admin's
    /// `tokens` array (read from the slots of the context's one pass over the message).
    public var registrationTokens: RegistrationTokens {
        RegistrationTokens(
            message: message, tokenNode: messageSlots[ContextMembers.Message.token],
            listNode: messageSlots[ContextMembers.Message.tokens])
    }
}

/// The registration tokens of a message (`MessageContext.registrationTokens`): its `token`, then
/// the elements of its `tokens` array; a view over the message, which makes no list.
public struct RegistrationTokens: Sequence, Sendable {
    /// The message holding the tokens.
    let message: JSONValue
    /// The node index of the `token` value, or -1.
    let tokenNode: Int
    /// The node index of the `tokens` value, or -1.
    let listNode: Int

    /// True when the message has no registration token.
    public var isEmpty: Bool {
        var iterator = makeIterator()
        return iterator.next() == nil
    }

    /// Iterates `token`, then the elements of `tokens`.
    public struct Iterator: IteratorProtocol {
        /// `token`, until it is read.
        var token: JSONValue?
        /// The elements of `tokens` (none when it is absent or not an array).
        var elements: ElementSequence.Iterator?

        public mutating func next() -> JSONValue? {
            if let token {
                self.token = nil
                return token
            }
            return elements?.next()
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(token: message.value(atNode: tokenNode), elements: message.value(atNode: listNode)?.elements.makeIterator())
    }
}
