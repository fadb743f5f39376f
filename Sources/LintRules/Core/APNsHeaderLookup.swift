import SizeModel

/// The APNs headers the rules read, looked up once per message: one pass over `apns.headers`
/// instead of one per rule and header. Header names match without regard to ASCII case (HTTP/2
/// header names are case-insensitive); the first header of a name wins.
struct APNsHeaderLookup: Sendable {
    /// A header the rules read.
    enum Name: CaseIterable {
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

    private var pushType: JSONValue?
    private var priority: JSONValue?
    private var expiration: JSONValue?
    private var topic: JSONValue?
    private var collapseID: JSONValue?
    private var id: JSONValue?

    /// Looks the headers up in `headers` (`apns.headers`).
    init(_ headers: JSONValue?) {
        guard let headers, headers.isObject else { return }
        let bytes = headers.document.bytes
        headers.forEachMember { member in
            let key = member.key
            guard key.isString else { return }
            if key.hasEscapes {  // rare: decoded and compared with every name
                for name in Name.allCases where key.stringEqualsIgnoringASCIICase(name.text) { setFirst(name, member.value) }
                return
            }
            // A plain key is as long as its source: only the name of that length can match.
            let start = key.startOffset + 1
            let count = key.endOffset - start - 1
            guard let name = Name.named(length: count) else { return }
            let expected = name.text
            for offset in 0..<count {
                let byte = bytes[start + offset]
                let lowered = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
                if lowered != expected.utf8Byte(at: offset) { return }
            }
            setFirst(name, member.value)
        }
    }

    /// Keeps `value` for `name` unless an earlier header had that name.
    private mutating func setFirst(_ name: Name, _ value: JSONValue) {
        switch name {
        case .pushType: if pushType == nil { pushType = value }
        case .priority: if priority == nil { priority = value }
        case .expiration: if expiration == nil { expiration = value }
        case .topic: if topic == nil { topic = value }
        case .collapseID: if collapseID == nil { collapseID = value }
        case .id: if id == nil { id = value }
        }
    }

    /// The value of header `name`, nil when the message has none.
    subscript(name: Name) -> JSONValue? {
        switch name {
        case .pushType: return pushType
        case .priority: return priority
        case .expiration: return expiration
        case .topic: return topic
        case .collapseID: return collapseID
        case .id: return id
        }
    }
}
