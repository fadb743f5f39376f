import SizeModel

/// The form a linted document takes.
public enum MessageShape: String, Sendable {
    /// An FCM HTTP v1 request body: `{"message": {…}, "validate_only": …}`.
    case v1Request = "v1-request"
    /// A bare FCM HTTP v1 `Message` object.
    case v1Message = "v1-message"

    /// Detects the shape of a top-level object.
    static func detect(_ root: JSONValue) -> MessageShape {
        if let inner = root.member("message"), inner.isObject { return .v1Request }
        return .v1Message
    }
}
