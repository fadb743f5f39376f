import SizeModel

/// Tells a translation (i18n) file from a push payload, after `PayloadScreen` saw a sign in its
/// top-level keys: the command line skips one found in a directory walk (a named one is linted),
/// the language server skips one the editor opens.
///
/// Locale files (`locales/en.json`, `i18n/fr.json`) often group their strings in a
/// `"notification": {…}` or `"message": {…}` section, an object, which is a payload's sign by name.
/// Such a section holds the app's own keys (`"new_message": "You have a new message"`), none of
/// them a field FCM or APNs knows. A document is a translation file, and is skipped like any other
/// non-payload, when it has a `notification` or `message` object with at least two members none
/// of which is a field of it (any spelling, any letter case, in any FCM shape, APNs' alert
/// included), and no member only a push message has (a target, `android`, `apns`, `webpush`,
/// `aps`, `fcm_options`, `validate_only`). A section with a `title` or `body` is read as a
/// notification, so an ambiguous file is still linted; so is one that does not parse.
package enum TranslationFileScreen {
    /// Why `bytes` is a translation file rather than a push payload, or nil. Only a document whose
    /// first sign (`verdict`, which names it quoted) is a `notification` or `message` member is
    /// parsed to find out.
    package static func translationReason(_ bytes: [UInt8], verdict: PayloadScreen.Verdict) -> String? {
        guard case .payload(let sign) = verdict, sign == #""notification""# || sign == #""message""# else { return nil }
        return translationReason(bytes)
    }

    /// Why `bytes` is a translation file rather than a push payload, or nil.
    package static func translationReason(_ bytes: [UInt8]) -> String? {
        guard let document = try? JSONParser().parse(bytes) else { return nil }
        let root = document.root
        guard root.isObject else { return nil }
        var section: (name: String, keys: [String])? = nil
        for member in root.members {
            guard let key = member.key.stringValue else { return nil }
            if payloadOnlyKeys.contains(key) { return nil }
            guard key == "notification" || key == "message", member.value.isObject else { continue }
            let known = key == "message" ? messageFields : notificationFields
            var keys: [String] = []
            for field in member.value.members {
                guard let name = field.key.stringValue, !known.contains(name.lowercased()) else { return nil }
                keys.append(name)
            }
            guard keys.count >= 2 else { return nil }
            if section == nil { section = (key, keys) }
        }
        guard let section else { return nil }
        let shown = section.keys.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ") + (section.keys.count > 3 ? ", …" : "")
        return "a translation file: \"\(section.name)\" holds \(shown), none of them a field of a push \(section.name)"
    }

    /// Top-level members only a push message (of some shape) has.
    package static let payloadOnlyKeys: Set<String> = [
        "token", "tokens", "topic", "condition", "fid", "fids", "to", "registration_ids", "notification_key",
        "validate_only", "validateOnly", "android", "apns", "webpush", "aps", "fcm_options", "fcmOptions",
    ]

    /// Every spelling (lower-cased) of a field of the notification objects: FCM's notification,
    /// Android and web notifications, APNs' aps and alert, and the legacy API's notification keys.
    package static let notificationFields: Set<String> = fieldNames(
        [FCMSchema.notification, FCMSchema.androidNotification, FCMSchema.webNotification, FCMSchema.aps, FCMSchema.alert],
        extra: ["badge", "subtitle", "android_channel_id", "icon", "sound", "tag", "color", "click_action"])

    /// Every spelling (lower-cased) of a field of a message or request, in any shape.
    package static let messageFields: Set<String> = fieldNames(
        [FCMSchema.request, FCMSchema.message, FCMSchema.androidConfig, FCMSchema.apnsConfig, FCMSchema.webpushConfig],
        extra: ["to", "registration_ids", "notification_key", "priority", "time_to_live", "collapse_key",
                "content_available", "mutable_content", "dry_run", "tokens", "payload", "options"])

    private static func fieldNames(_ specs: [ObjectSpec], extra: [String]) -> Set<String> {
        var names = Set(extra)
        for spec in specs {
            for field in spec.fields {
                names.insert(field.name.lowercased())
                for spelling in field.spellings { names.insert(spelling.text.lowercased()) }
            }
        }
        return names
    }
}
