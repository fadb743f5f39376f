import SizeModel

/// The notification that awesome_notifications_fcm (Flutter) draws from a data map: a `content`
/// key holding its NotificationContent (a JSON object string in HTTP v1, an object in the legacy
/// API) with a `channelKey`, or the flattened form's `content.channelKey` key.
///
/// The library documents these three forms ("Json data standard", "Stringify data standard",
/// "Flattened data standard" in its README), and a notification without a `channelKey` is not
/// created, so `channelKey` tells this blob apart from an app's own `content` key. On Android its
/// `AwesomeFcmService` overrides `FirebaseMessagingService.handleIntent` and passes every message,
/// a notification message included, to its own `onMessageReceived`, which draws the content: the
/// data reaches the app on arrival, and the FCM SDK draws nothing itself. On iOS the content is
/// drawn only by the library's Notification Service Extension, which runs for an alert with
/// `mutable-content: 1` (the README: the notification section and mutable_content are required).
enum AwesomeNotificationsContent {
    /// The key of the blob in a data map.
    static let contentKey = "content"
    /// The flattened form's key that names the blob's channel.
    static let flattenedChannelKey = "content.channelKey"

    /// True when `value`, the value of a `content` data key, is the library's NotificationContent:
    /// an object with a `channelKey` member, or a string holding a JSON object that names
    /// `"channelKey"` (read without parsing it: the blob is the app's to decode).
    static func isContent(_ value: JSONValue) -> Bool {
        if value.isObject { return value.member(literal: "channelKey") != nil }
        guard let text = value.stringValue, text.first(where: { !$0.isWhitespace }) == "{" else { return false }
        return text.contains("\"channelKey\"")
    }

    /// The value in `map` that shows the app draws an awesome_notifications notification from it
    /// (the `content` blob, or the flattened `content.channelKey`), or nil.
    static func marker(in map: JSONValue?) -> JSONValue? {
        guard let map, map.isObject else { return nil }
        if let content = map.member(literal: "content"), isContent(content) { return content }
        return map.member(literal: "content.channelKey")
    }
}
