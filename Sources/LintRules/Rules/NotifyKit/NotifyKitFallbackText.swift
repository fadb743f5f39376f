/// The text a Notify Kit client shows when it cannot use the `notifee_options` blob.
///
/// handleFcmMessage (Android) falls back to a minimal notification from
/// `remoteMessage.notification`, `data.title` and `data.body` (Notify Kit FCM Mode guide,
/// handleFcmMessage behaviour matrix; with none of them it displays an empty notification and logs
/// "displaying notification with empty title and body"). The iOS Notification Service Extension
/// leaves the notification as iOS delivered it: the text of `aps.alert`, or the common
/// notification's title and body, which FCM copies into `aps.alert`. One fact for
/// `notifykit-title-body` and `notifykit-options-json`.
enum NotifyKitFallbackText {
    /// True when the Android client has a title or body of its own: a non-empty `title` or `body`
    /// in the data Android receives (`android.data` over `data`).
    static func android(in message: MessageContext) -> Bool {
        let data = message.effectiveAndroidData
        return ["title", "body"].contains { data?.member($0)?.isNonEmptyString == true }
    }

    /// True when the iOS extension has alert text to leave in place: a non-empty `aps.alert`
    /// string, title or body, or the common notification's title or body.
    static func ios(in message: MessageContext) -> Bool {
        let alert = message.apsAlert
        let notification = message.notification
        return alert?.isNonEmptyString == true
            || ["title", "body"].contains { alert?.member($0)?.isNonEmptyString == true }
            || ["title", "body"].contains { notification?.member($0)?.isNonEmptyString == true }
    }
}
