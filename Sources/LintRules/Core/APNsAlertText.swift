import SizeModel

/// Whether an `aps.alert` has text for iOS to show.
///
/// An alert dictionary shows something only with a non-empty title, subtitle or body, or a
/// localization key (`loc-key`, `title-loc-key`, `subtitle-loc-key`; firebase-admin's camelCase
/// spellings too): `{"title": "", "body": ""}` displays nothing, as `""` does
/// (apns-alert-empty). Shared by apns-alert-empty and `MessageContext.isUserVisibleOnIOS`.
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

    /// False for an alert that shows nothing: `""`, or a dictionary without text
    /// (`objectHasText`); true for any other alert, whose text is not judged here.
    static func mayShowText(_ alert: JSONValue) -> Bool {
        if alert.isString { return !alert.stringEquals("") }
        if alert.isObject { return objectHasText(alert) }
        return true
    }
}
