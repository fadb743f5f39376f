import SizeModel

/// The notification Notifee's FCM guide sends in a data map: `data.notifee`, a JSON object
/// string (an object in a legacy body) that the app's React Native Firebase message handlers
/// parse and pass to `notifee.displayNotification`.
///
/// The key has no other use: Notifee's guide ("Integrating Firebase Cloud Messaging") writes
/// `notifee: JSON.stringify({ body, android: { channelId, actions } })` on the server and
/// `notifee.displayNotification(JSON.parse(message.data.notifee))` in both `onMessage` and
/// `setBackgroundMessageHandler`. `notifee_options` is Notify Kit's own blob and is read elsewhere
/// (`NotifeeOptionsBlob`).
enum NotifeeDataBlob {
    /// The key of the blob in a data map.
    static let key = "notifee"

    /// True when `value`, the value of a `notifee` data key, holds a notification: an object, a
    /// string whose text starts with `{`, or the code `JSON.stringify(…)` of a JavaScript literal
    /// (which reads as a `${…}` placeholder holding that text). The rules find the key in one
    /// pass over the data map (`DataRenderMarkers`).
    static func holdsNotification(_ value: JSONValue) -> Bool {
        if value.isObject { return true }
        guard let text = value.stringValue else { return false }
        let trimmed = text.drop(while: \.isWhitespace)
        return trimmed.hasPrefix("{") || trimmed.hasPrefix("${JSON.stringify(")
    }
}
