import SizeModel

/// Whether an `aps.alert` has text for iOS to show.
///
/// An alert dictionary shows something only with a non-empty title, subtitle or body, or a
/// localization key (`loc-key`, `title-loc-key`, `subtitle-loc-key`; firebase-admin's camelCase
/// spellings too): `{"title": "", "body": ""}` displays nothing, as `""` does
/// (apns-alert-empty). iOS treats such a push as one without an alert: Airship's SDK had taken an
/// empty alert for a visible push while "iOS treats it as silent" (urbanairship/ios-library#118,
/// fixed by counting `""`, `{"body": ""}` and `{"loc-key": ""}` as silent), and an app's
/// developer log records that an alert of `{"title": "", "body": ""}` "short-circuits OS delivery
/// to the app — willPresent doesn't fire" until the alert got text. The platform fact the rules
/// read is `MessageContext.iosShowsAlert` (`PlatformFacts`), decided with `visibleText`.
enum APNsAlertText {
    /// The alert dictionary's keys that carry text, in the APNs and firebase-admin spellings.
    static let textKeys = [
        "title", "subtitle", "body", "loc-key", "title-loc-key", "subtitle-loc-key", "locKey", "titleLocKey",
        "subtitleLocKey",
    ]

    /// True when `alert` is a dictionary with a non-empty string under one of `textKeys`.
    static func objectHasText(_ alert: JSONValue) -> Bool {
        for name in textKeys {
            if let text = alert.member(name), text.isString, !text.stringEquals("") { return true }
        }
        return false
    }

    /// True when `alert` is a dictionary whose `title` or `body` is a localized-string object
    /// with a non-empty `loc-key`, as a Live Activity alert is written (ActivityKit).
    static func hasLocalizedTextObject(_ alert: JSONValue) -> Bool {
        for name in ["title", "body"] {
            if let key = alert.member(name)?.member(literal: "loc-key"), key.isString, !key.stringEquals("") { return true }
        }
        return false
    }

    /// False for an alert that shows nothing: `""`, or a dictionary without text
    /// (`objectHasText`, `hasLocalizedTextObject`); true for any other alert, whose text is not
    /// judged here.
    static func mayShowText(_ alert: JSONValue) -> Bool {
        if alert.isString { return !alert.stringEquals("") }
        if alert.isObject { return objectHasText(alert) || hasLocalizedTextObject(alert) }
        return true
    }

    /// True when iOS may show alert text for a message whose `aps.alert` is `alert` (nil for none)
    /// beside a common notification whose title and body are `notificationTitle` and
    /// `notificationBody` (nil for none; FCM copies them into `aps.alert`).
    ///
    /// - No `aps.alert`: the notification's non-empty title or body is the alert.
    /// - A string `aps.alert` is the whole alert: it overrides the notification's title and body
    ///   (FCM's ApnsConfig.payload), so `""` shows nothing.
    /// - An alert dictionary overrides them field by field (firebase-admin ApsAlert: a title
    ///   "if specified, overrides the title set via messaging.Notification"): its own text, or the
    ///   notification's title or body where the dictionary has no such key, is shown; a title of
    ///   `""` in the dictionary blanks the notification's.
    /// - Any other type is not judged here (apns-alert-type's): true.
    ///
    /// Strings count as text when not empty; a title or body of another type is not judged (true).
    static func visibleText(alert: JSONValue?, notificationTitle: JSONValue?, notificationBody: JSONValue?) -> Bool {
        guard let alert else { return isText(notificationTitle) || isText(notificationBody) }
        guard alert.isObject else { return mayShowText(alert) }
        if mayShowText(alert) { return true }
        return (alert.member(literal: "title") == nil && isText(notificationTitle))
            || (alert.member(literal: "body") == nil && isText(notificationBody))
    }

    /// `visibleText` for a message read by node index in `document` (-1 for none): `alert` is the
    /// `aps.alert` node, `notificationTitle` and `notificationBody` the common notification's. Only
    /// an alert dictionary is read through values; the rest is decided from the nodes, so the
    /// fact costs next to nothing per message (`PlatformFacts`).
    static func visibleText(in document: JSONDocument, alert: Int, notificationTitle: Int, notificationBody: Int) -> Bool {
        func isText(_ node: Int) -> Bool { node >= 0 && !document.isEmptyString(at: node) }
        guard alert >= 0 else { return isText(notificationTitle) || isText(notificationBody) }
        guard document.kind(at: alert) == .object else { return isText(alert) }
        func value(_ node: Int) -> JSONValue? { node >= 0 ? document.value(at: node) : nil }
        return visibleText(
            alert: document.value(at: alert), notificationTitle: value(notificationTitle), notificationBody: value(notificationBody))
    }

    /// True for a present value that is not the empty string.
    private static func isText(_ value: JSONValue?) -> Bool {
        guard let value else { return false }
        return !(value.isString && value.stringEquals(""))
    }
}
