import SizeModel

/// Whether iOS may show alert text for a message: the platform fact behind
/// `MessageContext.iosShowsAlert` (`PlatformFacts`), decided here once.
///
/// An alert dictionary shows something only with a non-empty title, subtitle or body, or a
/// localization key (`loc-key`, `title-loc-key`, `subtitle-loc-key`; firebase-admin's camelCase
/// spellings too; a Live Activity's title or body object with a `loc-key`): `""`, `{}`,
/// `{"title": "", "body": ""}` and an alert with only a `launch-image` display nothing. iOS treats
/// such a push as one without an alert: Airship's SDK had taken an empty alert for a visible push
/// while "iOS treats it as silent" (urbanairship/ios-library#118, fixed by counting `""`,
/// `{"body": ""}` and `{"loc-key": ""}` as silent), and an app's developer log records that an
/// alert of `{"title": "", "body": ""}` "short-circuits OS delivery to the app — willPresent
/// doesn't fire" until the alert got text. Braze's SDK engineers put it the same way: a silent
/// push is "content-available set to 1 + no title and no body" (braze-inc/braze-docs#7833). A
/// localization key counts as text whether or not the app has the string.
enum APNsAlertText {
    /// The alert dictionary's keys that carry text, in the APNs and firebase-admin spellings,
    /// found in one pass (`title` and `body` first: a Live Activity writes them as objects).
    private static let textKeys = JSONMemberNames([
        "title", "body", "subtitle", "loc-key", "title-loc-key", "subtitle-loc-key", "locKey", "titleLocKey",
        "subtitleLocKey",
    ])

    /// True when iOS may show alert text for a message read by node index in `document` (-1 for
    /// none): `alert` is the `aps.alert` node, `notificationTitle` and `notificationBody` the
    /// common notification's title and body, which FCM copies into `aps.alert`.
    ///
    /// - No `aps.alert`: the notification's title or body is the alert.
    /// - A string `aps.alert` is the whole alert: it overrides the notification's title and body
    ///   (FCM ApnsConfig.payload: "If present, it overrides … Notification.title and … body"),
    ///   so `""` shows nothing.
    /// - An alert dictionary overrides them field by field (firebase-admin ApsAlert: a title "if
    ///   specified, overrides the title set via messaging.Notification"): its own text is shown,
    ///   or the notification's title or body where the dictionary has no such key; a title of `""`
    ///   in the dictionary blanks the notification's.
    /// - An alert of any other type is not judged here (apns-alert-type's): true.
    ///
    /// A string is text when not empty; a title or body of another type is not judged (true). Read
    /// by node index, without making a value: the fact is computed for every message.
    static func visibleText(in document: JSONDocument, alert: Int, notificationTitle: Int, notificationBody: Int) -> Bool {
        func isPresentText(_ node: Int) -> Bool { node >= 0 && !document.isEmptyString(at: node) }
        guard alert >= 0 else { return isPresentText(notificationTitle) || isPresentText(notificationBody) }
        guard document.kind(at: alert) == .object else { return isPresentText(alert) }
        if dictionaryHasText(in: document, at: alert) { return true }
        return (document.memberNode(ofObjectAt: alert, literal: "title") < 0 && isPresentText(notificationTitle))
            || (document.memberNode(ofObjectAt: alert, literal: "body") < 0 && isPresentText(notificationBody))
    }

    /// True when the alert dictionary at node `alert` has a non-empty string under one of
    /// `textKeys`, or a `title` or `body` object with a non-empty `loc-key` (ActivityKit's
    /// localized Live Activity alert).
    private static func dictionaryHasText(in document: JSONDocument, at alert: Int) -> Bool {
        func isText(_ node: Int) -> Bool { node >= 0 && document.kind(at: node) == .string && !document.isEmptyString(at: node) }
        var found = false
        document.value(at: alert).forEachMember(named: textKeys) { name, key in
            let value = key &+ 1
            if isText(value) {
                found = true
            } else if name <= 1, document.kind(at: value) == .object {
                // title or body as ActivityKit's localized object.
                if isText(document.memberNode(ofObjectAt: value, literal: "loc-key")) { found = true }
            }
        }
        return found
    }
}
