/// Where a field is documented, and its description looked up by path: the FCM message's fields
/// from their `FieldSpec.doc` and `HeaderSpec.summary` (written beside each field in `FCMSchema`,
/// which the JSON Schema export reads too), the `notifee_options` blob's from
/// `NotifeeOptionsSchema.descriptions`. The language server's hover shows them;
/// `LanguageServerTests` checks that every field has one.
public enum FieldDocumentation {
    /// The key a field is described under: the level's `fcmPath` and the field's canonical name
    /// joined with a dot (`message.android.notification.channel_id`); `notifee_options.…` for the
    /// blob (`notifee_options.android.channelId`, array elements without an index).
    public static func key(levelPath: String, field: String) -> String {
        levelPath.isEmpty ? field : levelPath + "." + field
    }

    /// The description of the blob field at `key` (`notifee_options.android.channelId`), or nil.
    public static func blobDescription(forKey key: String) -> String? { NotifeeOptionsSchema.descriptions[key] }

    /// The description of an FCM field, or nil when its table entry has none.
    static func description(of field: FieldSpec) -> String? { nonEmpty(field.doc.summary) }

    /// The description of an APNs or webpush header, or nil when its table entry has none.
    static func description(of header: HeaderSpec) -> String? { nonEmpty(header.summary) }

    private static func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }

    /// Where the fields at `levelPath` are documented: a URL, or for the blob (whose guide has no
    /// public address) the guide and file named.
    public static func source(forLevel levelPath: String, levelName: String) -> String {
        if levelPath.hasPrefix("notifee_options") {
            return "Notify Kit FCM Mode guide; react-native-notify-kit server/src/fcmContract.d.ts"
        }
        if levelPath.hasPrefix("message.apns.payload") {
            return "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification"
        }
        if levelPath == "message.apns.headers" {
            return "https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns"
        }
        if levelPath == "message.webpush.headers" { return "https://www.rfc-editor.org/rfc/rfc8030#section-5" }
        if levelPath == "message.webpush.notification" {
            return "https://developer.mozilla.org/en-US/docs/Web/API/Notification/Notification"
        }
        let anchor = levelPath.isEmpty ? "request-body" : levelName.replacingOccurrences(of: " ", with: "")
        let page = levelPath.isEmpty ? "projects.messages/send" : "projects.messages"
        return "https://firebase.google.com/docs/reference/fcm/rest/v1/\(page)#\(anchor)"
    }
}
