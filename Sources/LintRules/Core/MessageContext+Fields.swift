import SizeModel

// MARK: - Fields several rules read, found in the context's one pass per object

/// Each value is what `member(literal:)` gives for its name on its object (the first member that is
/// not `null`, an escaped key decoded), taken from the slots the context filled in its one pass
/// over that object (`ContextMembers`), so the rules that read the same field do not each search
/// the object again. The slots are plain integers; the value is made when read.
extension MessageContext {
    /// `aps.alert`.
    public var apsAlert: JSONValue? { aps?.value(atNode: apsSlots[ContextMembers.Aps.alert]) }
    /// `aps.badge`.
    public var apsBadge: JSONValue? { aps?.value(atNode: apsSlots[ContextMembers.Aps.badge]) }
    /// `aps.sound`.
    public var apsSound: JSONValue? { aps?.value(atNode: apsSlots[ContextMembers.Aps.sound]) }
    /// `aps.mutable-content` (only that spelling; `hasMutableContent` also reads Admin's).
    public var apsMutableContent: JSONValue? { aps?.value(atNode: apsSlots[ContextMembers.Aps.mutableContent]) }
    /// `aps.mutableContent`, the firebase-admin spelling of `mutable-content`.
    public var apsMutableContentAdmin: JSONValue? { aps?.value(atNode: apsSlots[ContextMembers.Aps.mutableContentAdmin]) }
    /// `aps.content-available` (only that spelling; `contentAvailable` also reads Admin's).
    public var apsContentAvailable: JSONValue? { aps?.value(atNode: apsSlots[ContextMembers.Aps.contentAvailable]) }
    /// `aps.interruption-level`.
    public var apsInterruptionLevel: JSONValue? { aps?.value(atNode: apsSlots[ContextMembers.Aps.interruptionLevel]) }

    /// `notification.title`.
    public var notificationTitle: JSONValue? { notification?.value(atNode: notificationSlots[ContextMembers.Notification.title]) }
    /// `notification.body`.
    public var notificationBody: JSONValue? { notification?.value(atNode: notificationSlots[ContextMembers.Notification.body]) }
    /// `notification.image`.
    public var notificationImage: JSONValue? { notification?.value(atNode: notificationSlots[ContextMembers.Notification.image]) }
    /// `notification.imageUrl` (the firebase-admin spelling of `image`).
    public var notificationImageURL: JSONValue? {
        notification?.value(atNode: notificationSlots[ContextMembers.Notification.imageURL])
    }
}
