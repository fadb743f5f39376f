import SizeModel

/// Which shape a message is, why, and what in it points to another shape.
public struct ShapeDetection: Sendable {
    /// The shape the message is linted as.
    public let shape: MessageShape
    /// True when `--shape` chose it.
    public let overridden: Bool
    /// The value that decided the shape, when one did (nil for a plain HTTP v1 message).
    public let reason: ShapeEvidence?
    /// Evidence in the same document for a shape that contradicts `shape`: a mixed document.
    public let conflicts: [ShapeEvidence]
    /// For device captures: which platform received the message.
    public let capturePlatform: CapturePlatform?
    /// For device captures: the capture's form and where its parts are.
    public let capture: DeviceCapture?
    /// For a request to another push service (Expo, OneSignal): which one. `reason` says what
    /// showed it; only `shape-other-push-service` reports on it.
    public let otherService: OtherPushService?
    /// For a request body detected by its `message` object: that object's node index in the
    /// document (what `member(literal: "message")` finds), so `MessageContext` does not look it up
    /// again; -1 otherwise.
    var messageNode = -1

    /// Creates a detection.
    public init(
        shape: MessageShape, overridden: Bool = false, reason: ShapeEvidence? = nil, conflicts: [ShapeEvidence] = [],
        capturePlatform: CapturePlatform? = nil, capture: DeviceCapture? = nil, otherService: OtherPushService? = nil
    ) {
        self.shape = shape
        self.overridden = overridden
        self.reason = reason
        self.conflicts = conflicts
        self.capturePlatform = capture?.platform ?? capturePlatform
        self.capture = capture
        self.otherService = otherService
    }

    /// True when rules of `area` apply to this shape: every rule but the capture rules for FCM
    /// messages; for a legacy body the JSON, shape, legacy, data and size rules; for a raw APNs
    /// payload the JSON, shape, APNs, notification (its media URLs) and size rules; for an iOS
    /// capture the JSON, shape and APNs rules (on its `userInfo`); for an Android capture the JSON and shape rules; for both, the capture rules, which read what
    /// the device got. No rule about what FCM accepts runs on a capture. On a request to another
    /// push service only the JSON and shape rules run, and of the shape rules only
    /// The FCM shape the message is linted as, or nil for a request to another push service
    /// (`otherService`), on which no FCM rule runs: the pipeline's records show no shape for it.
    public var lintedShape: MessageShape? { otherService == nil ? shape : nil }

    /// `shape-other-push-service` reports (`ShapeSchemaRule`).
    public func runs(_ area: RuleArea) -> Bool {
        if otherService != nil { return area == .json || area == .shape }
        switch shape {
        case .v1Request, .v1Message, .admin:
            return area != .capture
        case .legacy:
            return [.json, .shape, .legacy, .data, .size].contains(area)
        case .apnsPayload:
            // The notification area for its media URLs: the custom keys beside `aps` are what
            // the app's Notification Service Extension downloads (`media-url-not-https`).
            return [.json, .shape, .apns, .notification, .size].contains(area)
        case .deviceCapture:
            let hasUserInfo = capture.map { $0.userInfo != nil } ?? (capturePlatform == .iOS)
            return hasUserInfo ? [.json, .shape, .capture, .apns].contains(area) : [.json, .shape, .capture].contains(area)
        }
    }
}

/// One sign of a shape: a value and what it shows.
public struct ShapeEvidence: Sendable {
    /// The value (a key when `anchor` is `.key`).
    public let value: JSONValue
    /// Where a finding about it points.
    public let anchor: FindingAnchor
    /// What it shows, for messages: `android.ttl is a number (milliseconds)`.
    public let description: String
    /// The shape it points to.
    public let shape: MessageShape
}

/// The platform a device capture comes from.
public enum CapturePlatform: String, Sendable {
    /// An iOS `userInfo` dictionary (`aps` beside `gcm.message_id` and `google.c.*`).
    case iOS = "ios"
    /// An Android data map or `RemoteMessage` dump (`google.*` keys, `from`, `messageId`).
    case android
    /// A web app: the Firebase JS SDK's `MessagePayload` (`from`, `collapseKey`, `messageId`).
    case web
}
