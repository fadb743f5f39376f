/// A payload a platform receives, described by reference to the located message instead of as
/// text: whole values of the message, objects FCM assembles from parts of it, and strings FCM
/// adds. Measuring it never builds the serialized payload.
indirect enum PayloadNode: Sendable {
    /// A value of the message, serialized as written (compactly).
    case source(JSONValue)
    /// An object assembled from members.
    case object([PayloadMember])
    /// A string value FCM adds; `label` names it in breakdowns.
    case added(String, label: String)
}

/// A member of an assembled object.
struct PayloadMember: Sendable {
    /// A member's key.
    enum Key: Sendable {
        /// A key of the message.
        case source(JSONValue)
        /// A key FCM writes.
        case named(String)
    }

    let key: Key
    let value: PayloadNode
    /// The whole member (key, value, separator) is FCM's addition (its own keys, `fcm_options`).
    let isAddedByFCM: Bool

    /// A member copied from the message.
    init(_ member: JSONMember) {
        key = .source(member.key)
        value = .source(member.value)
        isAddedByFCM = false
    }

    init(key: Key, value: PayloadNode, isAddedByFCM: Bool = false) {
        self.key = key
        self.value = value
        self.isAddedByFCM = isAddedByFCM
    }

    /// A member FCM writes.
    init(named name: String, _ value: PayloadNode, isAddedByFCM: Bool = false) {
        key = .named(name)
        self.value = value
        self.isAddedByFCM = isAddedByFCM
    }
}
