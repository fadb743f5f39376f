import SizeModel

/// What a device received, read from a capture a client SDK printed: where its displayed
/// notification, its data map and its APNs payload are.
///
/// Captures come in these forms (Documentation/InputShapes.md, "Device captures"):
/// - an iOS `userInfo` dictionary: `aps` with `gcm.message_id`, `google.c.*` and the data keys
///   beside (Firebase iOS SDK, `application(_:didReceiveRemoteNotification:)`);
/// - an Android data map or intent extras: `from`, `collapse_key`, `google.message_id`,
///   `google.sent_time`, `gcm.notification.*` for a notification message, the data keys beside;
/// - a react-native-firebase `RemoteMessage`: `messageId`, `sentTime`, `from`, `notification`
///   (with `android` or `ios` sub-objects), `data`, `ttl`, `priority`…;
/// - an Expo notification object: `request.content`, `date`, and `request.trigger.remoteMessage`
///   (a `RemoteMessage` on Android) or `request.trigger.payload` (the `userInfo` on iOS);
/// - the Firebase JS SDK's `MessagePayload` a web app gets: `from`, `collapseKey`, `messageId`,
///   `notification`, `data`, `fcmOptions`; or the push event's data its service worker parses
///   into one: `fcmMessageId`, `from`, `collapse_key`, `notification`, `data`, `fcmOptions`.
public struct DeviceCapture: Sendable {
    /// The form of the capture.
    public enum Source: String, Sendable {
        /// An iOS `userInfo` dictionary.
        case userInfo = "ios-userinfo"
        /// An Android data map or intent extras dump.
        case androidExtras = "android-extras"
        /// A react-native-firebase `RemoteMessage`.
        case reactNativeFirebase = "react-native-firebase"
        /// An Expo notification object.
        case expo
        /// The Firebase JS SDK's `MessagePayload`, as `onMessage` or `onBackgroundMessage` gets it.
        case firebaseJS = "firebase-js"
        /// A web push event's data as a service worker parses it (`event.data.json()`), before the
        /// Firebase JS SDK turns it into a `MessagePayload`: `fcmMessageId`, `from`, `notification`,
        /// `data`, `fcmOptions`, `collapse_key`.
        case webPushEvent = "web-push-event"
    }

    /// The form of the capture.
    public let source: Source
    /// Which platform received it.
    public let platform: CapturePlatform
    /// The notification the system displays by itself, when the message carried one: `aps.alert`
    /// on iOS, the `RemoteMessage`'s `notification`, or the first `gcm.notification.*` extra.
    public let displayed: JSONValue?
    /// The data map: the `RemoteMessage`'s `data`, or the capture itself for `userInfo` and
    /// extras (the data keys sit beside the keys FCM adds).
    public let data: JSONValue?
    /// The APNs payload (`userInfo`, with `aps`): the capture itself, or Expo's `trigger.payload`;
    /// nil when the capture has no `aps` (a library's object that lifted it into its own fields).
    public let userInfo: JSONValue?

    /// Reads a capture of `source` rooted at `root` (what the detector recognised).
    init(source: Source, root: JSONValue) {
        self.source = source
        switch source {
        case .userInfo:
            platform = .iOS
            // A client library's object may hold the userInfo without aps (react-native-push-
            // notification lifts aps into its own fields): then there is no APNs payload to check.
            userInfo = root.member(literal: "aps") != nil ? root : nil
            data = root
            displayed = root.member(literal: "aps")?.member(literal: "alert")
        case .androidExtras:
            platform = .android
            userInfo = nil
            data = root
            var first: JSONValue? = nil
            for member in root.members where member.key.stringHasPrefix("gcm.notification.") || member.key.stringHasPrefix("gcm.n.") {
                first = member.value
                break
            }
            displayed = first
        case .reactNativeFirebase:
            let notification = root.member(literal: "notification")
            platform = Self.reactNativeFirebasePlatform(root)
            userInfo = nil
            data = root.member(literal: "data").flatMap { $0.isObject ? $0 : nil }
            displayed = notification.flatMap { $0.isObject ? $0 : nil }
        case .firebaseJS, .webPushEvent:
            platform = .web
            userInfo = nil
            data = root.member(literal: "data").flatMap { $0.isObject ? $0 : nil }
            displayed = root.member(literal: "notification").flatMap { $0.isObject ? $0 : nil }
        case .expo:
            let trigger = root.member(literal: "request")?.member(literal: "trigger")
            if let payload = trigger?.member(literal: "payload"), payload.isObject {
                platform = .iOS
                userInfo = payload
                data = payload
                displayed = payload.member(literal: "aps")?.member(literal: "alert")
            } else {
                let remote = trigger?.member(literal: "remoteMessage").flatMap { $0.isObject ? $0 : nil }
                platform = .android
                userInfo = nil
                data = remote?.member(literal: "data").flatMap { $0.isObject ? $0 : nil }
                displayed = remote?.member(literal: "notification").flatMap { $0.isObject ? $0 : nil }
            }
        }
    }

    /// The platform of a react-native-firebase or FlutterFire `RemoteMessage`: iOS when it has
    /// the iOS-only members (`notification.ios`, FlutterFire's `notification.apple`, a true
    /// `contentAvailable` or `mutableContent`, a `threadId` or `category`), else Android
    /// (`notification.android`, `ttl`, `priority`, `originalPriority`, `collapseKey`).
    /// FlutterFire's `toMap` writes every member on both platforms, the other platform's as null
    /// (`"apple": null` on Android, `"android": null` on iOS) and the flags as false, so only
    /// set values count.
    static func reactNativeFirebasePlatform(_ root: JSONValue) -> CapturePlatform {
        let notification = root.member(literal: "notification")
        for name in ["ios", "apple"] where notification?.member(name)?.isObject == true { return .iOS }
        if notification?.member(literal: "android")?.isObject == true { return .android }
        for name in ["contentAvailable", "mutableContent", "threadId", "category"] {
            guard let value = root.member(name), value.kind != .null, value.boolValue != false else { continue }
            return .iOS
        }
        return .android
    }

    /// The `notifee_options` value in the data map, if any.
    public var notifeeOptions: JSONValue? { data?.member(literal: "notifee_options") }
}
