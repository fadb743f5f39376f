/// What FCM, the platform SDKs and the Notify Kit client do with a data key name.
///
/// One table shared by the data-key rules, so each key gets exactly one verdict.
enum DataKeyClassification: Equatable {
    /// `from`, `message_type`: reserved words FCM rejects.
    case reservedWord
    /// `google.`, `gcm.` prefixes: reserved by FCM.
    case reservedPrefix(Text)
    /// `aps`: collides with Apple's dictionary when FCM merges data into the APNs payload.
    case aps
    /// `collapse_key`: dropped by the Android SDK before the app sees the data.
    case strippedBySDK
    /// `message_id`, `fcm_options`, `android.`, `fcm.`, `notifee…`: filtered by the Notify Kit
    /// client before it exposes the data to the app.
    case clientFiltered(Text)
    /// `notifee_data` in top-level data: reserved by Notify Kit for its iOS blob.
    case notifeeData
    /// `notifee_options`: the Notify Kit blob itself.
    case notifeeOptions
    /// `""`: an empty key.
    case empty
    /// `notification`: documented as reserved, accepted in practice.
    case reservedNotification
    /// `google…`, `gcm…` without the dot (`googleId`): reserved by the older REST text, rejected
    /// by the PHP Admin SDK, kept by the Android SDK.
    case reservedPrefixNoDot(Text)
    /// `fcm…` without the dot (`fcmRegion`): dropped by the Notify Kit iOS client, kept on Android.
    case fcmPrefixNoDot
    /// `mutable-content`, `content_available`, `contentAvailable`…: an APNs flag iOS reads only
    /// inside `aps` (`APNsFlag`).
    case apnsFlag
    /// Any other key.
    case ordinary

    init(_ key: String) {
        if key == "aps" { self = .aps; return }  // APNs keys are case-sensitive
        let lower = key.lowercased()
        switch lower {
        case "from", "message_type": self = .reservedWord; return
        case "collapse_key": self = .strippedBySDK; return
        default: break
        }
        if key == "notifee_options" { self = .notifeeOptions; return }
        if key == "notifee_data" { self = .notifeeData; return }
        for prefix in [Text.googleDot, .gcmDot] where lower.hasPrefix(prefix.rawValue) {
            self = .reservedPrefix(prefix)
            return
        }
        if key == "message_id" { self = .clientFiltered(.messageID); return }
        if key == "fcm_options" { self = .clientFiltered(.fcmOptions); return }
        for prefix in [Text.androidDot, .fcmDot, .notifee] where key.hasPrefix(prefix.rawValue) {
            self = .clientFiltered(prefix)
            return
        }
        if key.isEmpty { self = .empty; return }
        if key == "notification" { self = .reservedNotification; return }
        for prefix in [Text.google, .gcm] where lower.hasPrefix(prefix.rawValue) {
            self = .reservedPrefixNoDot(prefix)
            return
        }
        if key.hasPrefix("fcm") { self = .fcmPrefixNoDot; return }
        if APNsFlag.named(key) != nil { self = .apnsFlag; return }
        self = .ordinary
    }

    /// The fixed text a classification names: a reserved prefix, or the key itself. An enum, not
    /// a `String`, so a classification (and `DataKeys`' array of them) is a plain value, copied
    /// and freed without counting references.
    enum Text: String {
        case googleDot = "google.", gcmDot = "gcm.", google = "google", gcm = "gcm"
        case messageID = "message_id", fcmOptions = "fcm_options", androidDot = "android.", fcmDot = "fcm.", notifee = "notifee"
    }
}
