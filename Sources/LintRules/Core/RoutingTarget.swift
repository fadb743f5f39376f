import SizeModel

/// The targets of a message (`token`, `topic`, `condition`, `fid`, and firebase-admin's multicast
/// `tokens` and `fids`), shared by the routing rules.
extension MessageContext {
    /// The single-target field names of a message, in the order FCM's reference lists them.
    static let targetNames = ["token", "topic", "condition", "fid"]
    /// firebase-admin's multicast target arrays (`sendEachForMulticast`).
    static let multicastTargetNames: [StaticString] = ["tokens", "fids"]

    /// True when the document is a message that is sent with a target: an HTTP v1 request or
    /// message, or a firebase-admin object. Raw APNs payloads, device captures and legacy bodies
    /// (whose `to` the legacy rules handle) have no FCM target.
    public var isRoutedShape: Bool { Self.isRouted(shape) }

    /// True for the shapes `isRoutedShape` is true for.
    static func isRouted(_ shape: MessageShape) -> Bool {
        switch shape {
        case .v1Request, .v1Message, .admin: return true
        case .legacy, .apnsPayload, .deviceCapture: return false
        }
    }
}

/// The FCM topic name alphabet, `[a-zA-Z0-9-_.~%]`, shared by topics and condition atoms.
enum TopicName {
    /// True for a byte FCM allows in a topic name.
    static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "~"), UInt8(ascii: "%"):
            return true
        default:
            return false
        }
    }

    /// The prefix firebase-admin strips from a topic and the HTTP v1 API forbids.
    static let topicsPrefix = "/topics/"
    /// The prefix only the topic subscription APIs accept.
    static let privatePrefix = "private/"

    /// A readable name for a character in a message: `" "` → "a space", `"/"` → `"/"` quoted.
    static func describe(_ character: String) -> String {
        switch character {
        case " ": return "a space"
        case "\t": return "a tab"
        case "\n", "\r", "\r\n": return "a line break"
        default:
            if character.unicodeScalars.first.map({ $0.value < 0x20 || $0.value == 0x7F }) == true {
                return "a control character"
            }
            return "\"\(character)\""
        }
    }
}
