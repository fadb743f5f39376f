import SizeModel

/// One FCM message being linted, with the parts rules ask for already looked up.
///
/// Field names are matched in both forms FCM's JSON accepts (`fcm_options` and `fcmOptions`).
/// Looking the parts up once per message keeps every rule a few member lookups away from what it
/// needs, instead of each rule walking the whole tree.
public struct MessageContext: Sendable {
    /// The linted unit as it appears in the file: the request body or the bare message.
    public let envelope: JSONValue
    /// The FCM `Message` object (the envelope's `message` member when wrapped).
    public let message: JSONValue
    /// The detected input form.
    public let shape: MessageShape
    /// Which shape the message is and why (`ShapeDetector`).
    public let detection: ShapeDetection
    /// The shape of the message before this one in the same batch (array or JSON Lines), if any.
    public let precedingShape: MessageShape?
    /// The active configuration.
    public let configuration: LintConfiguration
    /// What the schema walk found: unknown fields, wrong types, malformed values (`FCMSchema`).
    public let schema: SchemaReport

    /// `notification` (common display fields).
    public let notification: JSONValue?
    /// `data`.
    public let data: JSONValue?
    /// `android`.
    public let android: JSONValue?
    /// `android.notification`.
    public let androidNotification: JSONValue?
    /// `android.data`.
    public let androidData: JSONValue?
    /// `apns`.
    public let apns: JSONValue?
    /// `apns.headers`.
    public let apnsHeaders: JSONValue?
    /// `apns.payload`; for a raw APNs payload or an iOS capture, the document itself.
    public let apnsPayload: JSONValue?
    /// `apns.payload.aps`.
    public let aps: JSONValue?
    /// `webpush`.
    public let webpush: JSONValue?
    /// `webpush.data`.
    public let webpushData: JSONValue?
    /// The data maps of the message with their FCM names: `data`, `android.data`, `webpush.data`.
    public let dataMaps: [(name: String, map: JSONValue)]

    /// Every key of `data`, `android.data` and `webpush.data`, decoded and classified.
    public let dataKeys: [DataKey]

    /// The `notifee_options` blob the Android client reads (`android.data` over `data`).
    public let androidBlob: NotifeeOptionsBlob?
    /// The `notifee_options` blob the iOS extension reads (`apns.payload`).
    public let iosBlob: NotifeeOptionsBlob?
    /// The message's place in a batch (a top-level array of messages); nil for a single message.
    public internal(set) var batch: MessageBatch?
    /// The size model, computed on first use (`sizes`).
    let sizeCache = MessageSizeCache()

    /// Looks up the parts of the message held by `envelope`; `precedingShape` is the shape of the
    /// previous message of a batch.
    public init(envelope: JSONValue, configuration: LintConfiguration, precedingShape: MessageShape? = nil) {
        self.envelope = envelope
        self.configuration = configuration
        self.precedingShape = precedingShape
        let detection = ShapeDetector.detect(envelope, override: configuration.shape)
        self.detection = detection
        let shape = detection.shape
        self.shape = shape
        let message = shape == .v1Request ? (envelope.member("message") ?? envelope) : envelope
        self.message = message
        if shape.isFCMMessage {
            notification = message.field("notification")
            data = message.field("data")
            android = message.field("android")
            apns = message.field("apns")
            webpush = message.field("webpush")
        } else {
            notification = nil
            data = nil
            android = nil
            apns = nil
            webpush = nil
        }
        androidNotification = android?.field("notification")
        androidData = android?.field("data")
        apnsHeaders = apns?.field("headers")
        let payloadAtRoot = shape == .apnsPayload || (shape == .deviceCapture && detection.capturePlatform == .iOS)
        apnsPayload = payloadAtRoot ? envelope : apns?.field("payload")
        aps = apnsPayload?.member("aps")
        webpushData = webpush?.field("data")
        var maps: [(String, JSONValue)] = []
        if let data { maps.append(("data", data)) }
        if let androidData { maps.append(("android.data", androidData)) }
        if let webpushData { maps.append(("webpush.data", webpushData)) }
        dataMaps = maps
        dataKeys = DataKey.all(in: maps)
        let depth = configuration.maximumDepth
        androidBlob = (androidData ?? data)?.member("notifee_options").map {
            NotifeeOptionsBlob(host: $0, maximumDepth: depth)
        }
        iosBlob = apnsPayload?.member("notifee_options").map {
            NotifeeOptionsBlob(host: $0, maximumDepth: depth)
        }
        schema = SchemaValidator.report(for: envelope, detection: detection)
    }


    /// The value of APNs header `name` (header names are case-insensitive in HTTP/2).
    public func apnsHeader(_ name: String) -> JSONValue? {
        guard let apnsHeaders, apnsHeaders.isObject else { return nil }
        for member in apnsHeaders.members
        where member.key.stringValue?.lowercased() == name {
            return member.value
        }
        return nil
    }
}

extension JSONValue {
    /// The member named `snakeName` or its lowerCamelCase spelling (`fcm_options`, `fcmOptions`),
    /// as protobuf JSON accepts both.
    public func field(_ snakeName: String) -> JSONValue? {
        if let value = member(snakeName) { return value }
        guard snakeName.contains("_") else { return nil }
        return member(lowerCamelCase(snakeName))
    }
}

/// `collapse_key` → `collapseKey`.
func lowerCamelCase(_ snake: String) -> String {
    var result = ""
    var upperNext = false
    for character in snake {
        if character == "_" {
            upperNext = true
        } else if upperNext {
            result.append(contentsOf: character.uppercased())
            upperNext = false
        } else {
            result.append(character)
        }
    }
    return result
}
