import SizeModel

extension MessageContext {
    /// `fids` on the message (firebase-admin's multicast list of Firebase installation IDs), from
    /// the slots of the context's one pass over the message (as `messageTokens`).
    var messageFIDs: JSONValue? { message.value(atNode: messageSlots[ContextMembers.Message.fids]) }
}
