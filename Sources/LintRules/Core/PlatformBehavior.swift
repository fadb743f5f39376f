import SizeModel

/// What each platform will do with the message, derived from its fields; shared by the rules.
extension MessageContext {
    /// The block that makes Android draw a tray notification by itself: `android.notification`, or a
    /// common `notification` with a title, body or image. Nil for data-only messages.
    public var androidDisplayBlock: JSONValue? {
        if let androidNotification, androidNotification.isObject { return androidNotification }
        if let notification, notification.isObject, notification.count > 0 { return notification }
        return nil
    }

    /// The data map the Android app receives: `android.data` replaces `data`.
    public var effectiveAndroidData: JSONValue? {
        if let androidData, androidData.isObject { return androidData }
        if let data, data.isObject { return data }
        return nil
    }

    /// True when the APNs payload carries `alert`, `badge` or `sound` in `aps`.
    public var apsHasUserInteraction: Bool {
        guard let aps, aps.isObject else { return false }
        return aps.member("alert") != nil || aps.member("badge") != nil || aps.member("sound") != nil
    }

    /// True when iOS shows an alert: `aps.alert`, or a common `notification` title or body that FCM
    /// copies into `aps.alert`.
    public var iosShowsAlert: Bool {
        if let aps, aps.isObject, aps.member("alert") != nil { return true }
        guard let notification, notification.isObject else { return false }
        return notification.member("title") != nil || notification.member("body") != nil
    }

    /// True when the message reaches iOS as a user-visible notification (alert, badge or sound).
    public var isUserVisibleOnIOS: Bool { iosShowsAlert || apsHasUserInteraction }

    /// `aps.content-available`, when present (firebase-admin input spells it `contentAvailable`).
    public var contentAvailable: JSONValue? {
        aps?.member("content-available") ?? (shape == .admin ? aps?.member("contentAvailable") : nil)
    }

    /// True when `aps.mutable-content` is the number 1 (firebase-admin input: `mutableContent: true`,
    /// which the SDK sends as 1).
    public var hasMutableContent: Bool {
        if aps?.member("mutable-content")?.integerValue == 1 { return true }
        guard shape == .admin, let flag = aps?.member("mutableContent") else { return false }
        return flag.boolValue == true || flag.integerValue == 1
    }

    /// True when the Android app draws the notification itself from the data map: it carries a
    /// `notifee_options` blob, or `title` and `body` keys.
    public var androidDataIsRenderedByApp: Bool {
        guard let map = effectiveAndroidData else { return false }
        if map.member("notifee_options") != nil { return true }
        return map.member("title") != nil && map.member("body") != nil
    }
}
