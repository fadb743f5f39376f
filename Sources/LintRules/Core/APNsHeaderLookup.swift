import SizeModel

/// The APNs headers the rules read, looked up once per message: one pass over `apns.headers`
/// instead of one per rule and header. Header names match without regard to ASCII case (HTTP/2
/// header names are case-insensitive); the first header of a name wins.
struct APNsHeaderLookup: Sendable {
    /// A header the rules read.
    enum Name: Int, CaseIterable {
        case pushType, priority, expiration, topic, collapseID, id

        /// The header name, lower case. The names have different lengths.
        var text: StaticString {
            switch self {
            case .pushType: return "apns-push-type"
            case .priority: return "apns-priority"
            case .expiration: return "apns-expiration"
            case .topic: return "apns-topic"
            case .collapseID: return "apns-collapse-id"
            case .id: return "apns-id"
            }
        }

        /// The header named `lowercased` (UTF-8, lower case), or nil for another name.
        init?(lowercased: some Collection<UInt8>) {
            guard let name = Self.named(length: lowercased.count) else { return nil }
            let expected = name.text
            var offset = 0
            for byte in lowercased {
                if byte != expected.utf8Byte(at: offset) { return nil }
                offset += 1
            }
            self = name
        }

        /// The name `length` bytes long, if any.
        static func named(length: Int) -> Name? {
            switch length {
            case 14: return .pushType
            case 13: return .priority
            case 15: return .expiration
            case 10: return .topic
            case 16: return .collapseID
            case 7: return .id
            default: return nil
            }
        }
    }

    /// The value's node index of each header (by `Name.rawValue`), or -1: plain integers, so the
    /// lookup holds no reference (the values are in the document of `apns`). Stored packed, as
    /// `MessageContext` keeps the lookup and its own slots so (measured there).
    private let packedSlots: JSONMemberSlots.Packed

    /// Looks the headers up in `headers` (`apns.headers`): one pass, each key's first eight bytes
    /// compared as one integer (`JSONMemberNames`, lower-casing ASCII letters). A header set to
    /// null is kept: it is still the first header of its name.
    init(_ headers: JSONValue?) {
        var slots = JSONMemberSlots()
        if let headers {
            headers.forEachMember(named: Self.names, includingNull: true) { name, key in slots.setFirst(name, key &+ 1) }
        }
        packedSlots = JSONMemberSlots.Packed(slots)
    }

    /// The headers found so far by another pass over `apns.headers` (the schema walk's,
    /// `SchemaValidator.checkHeaders`), which matches the same names the same way.
    struct Found {
        fileprivate var slots = JSONMemberSlots()

        /// Records a header of name `name` (a `Name.rawValue`, or -1 for another header) whose
        /// value is node `valueIndex`, unless an earlier header had that name.
        mutating func add(_ name: Int, valueIndex: Int) {
            if name >= 0 { slots.setFirst(name, valueIndex) }
        }
    }

    /// The lookup another pass over the headers found.
    init(_ found: Found) {
        packedSlots = JSONMemberSlots.Packed(found.slots)
    }

    /// The names, in the order of `Name.allCases`.
    private static let names = JSONMemberNames(Name.allCases.map(\.text.description), caseInsensitive: true)

    /// The node index of header `name`'s value in the document of `apns.headers`, or -1 when the
    /// message has none.
    subscript(name: Name) -> Int { packedSlots.slots[name.rawValue] }
}
