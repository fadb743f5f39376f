/// The parts of an FCM `Message` the size model reads, looked up once.
///
/// Field names are matched in both spellings FCM's JSON accepts (`fcm_options`, `fcmOptions`),
/// and the firebase-admin spelling `imageUrl` is accepted for `notification.image`. Containers
/// that are not objects are treated as absent (other rules report their type).
public struct FCMMessageParts: Sendable {
    /// The `Message` object.
    public let message: JSONValue
    /// `notification`.
    public let notification: JSONValue?
    /// `data`.
    public let data: JSONValue?
    /// `android`.
    public let android: JSONValue?
    /// `android.notification`.
    public let androidNotification: JSONValue?
    /// `android.data`.
    public let androidData: JSONValue?
    /// `apns.payload`.
    public let apnsPayload: JSONValue?
    /// `apns.headers`.
    public let apnsHeaders: JSONValue?
    /// The image iOS receives in `fcm_options.image`: `apns.fcm_options.image`, else
    /// `notification.image`.
    public let iosImage: JSONValue?
    /// `webpush`.
    public let webpush: JSONValue?
    /// `webpush.data`.
    public let webpushData: JSONValue?
    /// `webpush.notification`.
    public let webpushNotification: JSONValue?
    /// The target member Notify Kit writes: `token`, else `topic`, else `condition`.
    public let target: JSONMember?
    /// The registration token a device is addressed by: `token`, or the longest of a
    /// firebase-admin multicast's `tokens`.
    public let token: JSONValue?

    /// Looks the parts up in `message`.
    public init(message: JSONValue) {
        self.message = message
        func object(_ parent: JSONValue?, _ names: String...) -> JSONValue? {
            guard let parent, parent.isObject else { return nil }
            for name in names {
                if let value = parent.member(name) { return value.isObject ? value : nil }
            }
            return nil
        }
        notification = object(message, "notification")
        data = object(message, "data")
        android = object(message, "android")
        androidNotification = object(android, "notification")
        androidData = object(android, "data")
        let apns = object(message, "apns")
        apnsPayload = object(apns, "payload")
        apnsHeaders = object(apns, "headers")
        let apnsOptions = object(apns, "fcm_options", "fcmOptions")
        iosImage = apnsOptions?.member("image") ?? notification?.member("image") ?? notification?.member("imageUrl")
        webpush = object(message, "webpush")
        webpushData = object(webpush, "data")
        webpushNotification = object(webpush, "notification")
        var target: JSONMember? = nil
        for name in ["token", "topic", "condition"] where target == nil {
            // A target set to null is absent (protobuf JSON).
            for member in message.members where member.key.stringEquals(name) && member.value.kind != .null {
                target = member
                break
            }
        }
        self.target = target
        token = target.flatMap { $0.key.stringEquals("token") ? $0.value : nil } ?? RequestModel.longestMulticastTarget(message)
    }

    /// The data map Android receives: `android.data` replaces `data` when present.
    public var effectiveAndroidData: JSONValue? { androidData ?? data }

    /// The data map a browser receives: `webpush.data` replaces `data` when present.
    public var effectiveWebData: JSONValue? { webpushData ?? data }

    /// True when `apns-push-type` is `voip` (header names are case-insensitive).
    public var isVoIP: Bool {
        guard let apnsHeaders else { return false }
        for member in apnsHeaders.members where member.key.stringEqualsLowercased("apns-push-type") {
            return member.value.stringEquals("voip")
        }
        return false
    }

    /// True when the message carries a Notify Kit `notifee_options` blob (in a data map or the
    /// APNs payload).
    public var usesNotifyKit: Bool {
        data?.member("notifee_options") != nil || androidData?.member("notifee_options") != nil
            || apnsPayload?.member("notifee_options") != nil
    }
}
