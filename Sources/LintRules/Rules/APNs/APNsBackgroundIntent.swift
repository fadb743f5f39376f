import SizeModel

/// Whether the sender marks a push as a background (silent) push.
///
/// An empty `aps.alert` or `aps.sound` beside such a mark is the old silent-push idiom
/// (`"alert": ""`, `"sound": ""`, `"content-available": 1`): nothing is meant to be shown or heard,
/// so the rules that report an empty alert or sound as a loss leave it alone.
enum APNsBackgroundIntent {
    /// True for `content-available` other than 0 (firebase-admin's `contentAvailable` in a
    /// firebase-admin object), or `apns-push-type: background`.
    static func isMarked(_ message: MessageContext) -> Bool {
        if let flag = message.contentAvailable, flag.integerValue != 0, flag.boolValue != false { return true }
        return message.apnsPushType?.stringEquals("background") == true
    }

    /// Whether iOS shows, badges or sounds the push, reading the old silent-push idiom as silent:
    /// on a marked push an empty `aps.alert` or `aps.sound` string shows and plays nothing. iOS
    /// logs `{"content-available": 1, "sound": ""}` under `apns-push-type: background` as
    /// "hasAlertContent: 0, hasSound: 0 … pushType: Background" and hands it to the app
    /// (rafaelsetragni/awesome_notifications_fcm#8). An `aps.alert` overrides the common
    /// notification's title and body, so an empty one leaves nothing to show.
    static func isUserVisible(_ message: MessageContext) -> Bool {
        guard message.isUserVisibleOnIOS else { return false }
        guard isMarked(message) else { return true }
        if message.apsBadge != nil { return true }
        if let sound = message.apsSound, !isEmptyString(sound) { return true }
        if let alert = message.apsAlert { return !isEmptyString(alert) }
        return message.iosShowsAlert
    }

    private static func isEmptyString(_ value: JSONValue) -> Bool { value.isString && value.stringEquals("") }
}
