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
        init?(lowercased: UnsafeBufferPointer<UInt8>) {
            guard let name = Self.allCases.first(where: { $0.text.utf8CodeUnitCount == lowercased.count }),
                name.text.withUTF8Buffer({ $0.elementsEqual(lowercased) })
            else { return nil }
            self = name
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
        for member in headers.members where member.key.isString {
            let key = member.key
            // An escaped key may decode to any length; a plain one is as long as its source.
            let length = key.hasEscapes ? nil : key.endOffset - key.startOffset - 2
            for name in Name.allCases where self[name] == nil && (length == nil || length == name.text.utf8CodeUnitCount) {
                if key.stringEqualsIgnoringASCIICase(name.text) { self[name] = member.value }
            }
        }
    }

    /// The value of header `name`, nil when the message has none.
    private(set) subscript(name: Name) -> JSONValue? {
        get {
            switch name {
            case .pushType: return pushType
            case .priority: return priority
            case .expiration: return expiration
            case .topic: return topic
            case .collapseID: return collapseID
            case .id: return id
            }
        }
        set {
            switch name {
            case .pushType: pushType = newValue
            case .priority: priority = newValue
            case .expiration: expiration = newValue
            case .topic: topic = newValue
            case .collapseID: collapseID = newValue
            case .id: id = newValue
            }
        }
    }
}
