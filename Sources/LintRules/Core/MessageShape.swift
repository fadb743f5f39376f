import SizeModel

/// The form a linted document takes. Rules use it where the same field means different things
/// (an `android.ttl` number is milliseconds for firebase-admin and an error in an HTTP v1 body).
///
/// `ShapeDetector` decides it (see `ShapeDetection` for the evidence); `--shape NAME` overrides it.
/// Each shape is linted by its own rules (`ShapeDetection.runs(_:)`): a raw APNs payload or a
/// device capture is not an FCM request, so rules that reason about FCM defaults (for example
/// "no apns-priority header means FCM sends 10") must check `isFCMMessage`.
public enum MessageShape: String, Sendable, CaseIterable {
    /// An FCM HTTP v1 request body: `{"message": {…}, "validate_only": …}`.
    case v1Request = "v1-request"
    /// A bare FCM HTTP v1 `Message` object.
    case v1Message = "v1-message"
    /// A firebase-admin SDK message object (camelCase names like `imageUrl`, `ttl` in
    /// milliseconds, `tokens` for multicast).
    case admin
    /// A legacy FCM HTTP body (`to`, `registration_ids`, `time_to_live`, `content_available`), or the
    /// payload and options of the removed firebase-admin `sendToDevice` API.
    case legacy
    /// A raw APNs payload (`{"aps": …}` with custom keys).
    case apnsPayload = "apns-payload"
    /// What a device received: an iOS `userInfo` dump (`gcm.message_id`, `google.c.*`) or an
    /// Android data map.
    case deviceCapture = "device-capture"

    /// Detects the shape of a top-level value.
    static func detect(_ root: JSONValue) -> MessageShape {
        ShapeDetector.detect(root).shape
    }

    /// True for documents that are (or are meant to become) an FCM send request: FCM's defaults
    /// and conversions apply. False for raw APNs payloads and device captures.
    public var isFCMMessage: Bool {
        switch self {
        case .v1Request, .v1Message, .admin, .legacy: return true
        case .apnsPayload, .deviceCapture: return false
        }
    }

    /// True for the HTTP v1 forms (wrapped or bare), where firebase-admin names are errors.
    public var isHTTPv1: Bool { self == .v1Request || self == .v1Message }

    /// How the shape is named in findings.
    public var title: String {
        switch self {
        case .v1Request: return "an FCM HTTP v1 request body"
        case .v1Message: return "a bare FCM HTTP v1 message"
        case .admin: return "a firebase-admin message object"
        case .legacy: return "a legacy FCM HTTP body"
        case .apnsPayload: return "a raw APNs payload"
        case .deviceCapture: return "a device-side capture of a received message"
        }
    }
}
