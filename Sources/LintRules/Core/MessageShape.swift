import SizeModel

/// The form a linted document takes. Rules use it where the same field means different things
/// (an `android.ttl` number is milliseconds for firebase-admin and an error in an HTTP v1 body).
public enum MessageShape: String, Sendable, CaseIterable {
    /// An FCM HTTP v1 request body: `{"message": {…}, "validate_only": …}`.
    case v1Request = "v1-request"
    /// A bare FCM HTTP v1 `Message` object.
    case v1Message = "v1-message"
    /// A firebase-admin SDK message object (camelCase names like `imageUrl`, `ttl` in
    /// milliseconds, `tokens` for multicast).
    case admin
    /// A legacy FCM HTTP body (`to`, `registration_ids`, `time_to_live`, `content_available`).
    case legacy
    /// A raw APNs payload (`{"aps": …}` with custom keys).
    case apnsPayload = "apns-payload"
    /// What a device received: an iOS `userInfo` dump (`gcm.message_id`, `google.c.*`) or an
    /// Android data map.
    case deviceCapture = "device-capture"

    /// Detects the shape of a top-level object.
    static func detect(_ root: JSONValue) -> MessageShape {
        if let inner = root.member("message"), inner.isObject { return .v1Request }
        var sawAps = false
        var sawMessageField = false
        for member in root.members {
            let key = member.key
            if key.stringEquals("to") || key.stringEquals("registration_ids") || key.stringEquals("time_to_live")
                || key.stringEquals("content_available") || key.stringEquals("dry_run")
            {
                return .legacy
            }
            if key.stringHasPrefix("gcm.") || key.stringHasPrefix("google.c.") { return .deviceCapture }
            if key.stringEquals("tokens") || key.stringEquals("fids") { return .admin }
            if key.stringEquals("aps") { sawAps = true }
            for field in ["token", "topic", "condition", "notification", "data", "android", "apns", "webpush"]
            where key.stringEquals(field) {
                sawMessageField = true
            }
        }
        if sawAps && !sawMessageField { return .apnsPayload }
        if let ttl = root.member(path: "android", "ttl"), ttl.kind == .number { return .admin }
        if root.member(path: "notification", "imageUrl") != nil { return .admin }
        if root.member("topic")?.stringHasPrefix("/topics/") == true { return .admin }
        if let aps = root.member(path: "apns", "payload", "aps"),
            aps.member("mutableContent") != nil || aps.member("contentAvailable") != nil
        {
            return .admin
        }
        return .v1Message
    }
}
