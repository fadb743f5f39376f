import SizeModel

/// Whether the sender marks a push as a background (silent) push.
///
/// An empty `aps.alert` or `aps.sound` beside such a mark is the old silent-push idiom
/// (`"alert": ""`, `"sound": ""`, `"content-available": 1`): nothing is meant to be shown or heard,
/// so the rules that report an empty alert or sound as a loss leave it alone, and
/// `MessageContext.isUserVisibleOnIOS` counts such a push as not user-visible.
enum APNsBackgroundIntent {
    /// True for `content-available` other than 0 (firebase-admin's `contentAvailable` in a
    /// firebase-admin object), or `apns-push-type: background`.
    static func isMarked(_ message: MessageContext) -> Bool {
        if let flag = message.contentAvailable, flag.integerValue != 0, flag.boolValue != false { return true }
        return message.apnsPushType?.stringEquals("background") == true
    }
}
