import SizeModel

/// The members `MessageContext` reads at each level of a message, each level's names found in one
/// pass over its members (`JSONValue.forEachMember(named:_:)`) instead of one lookup per name.
/// A name's index in a level's `names` is its case's raw value.
enum ContextMembers {
    /// Every level's `names`, in one global: `MessageContext.init` reads it once and passes the
    /// levels on, where reading each level's own `static let` (a lazily initialised global) called
    /// `swift_once` once for each of the eight levels a message.
    struct Levels {
        let message = Message.names, android = Android.names, androidNotification = AndroidNotification.names
        let notification = Notification.names, apns = APNs.names, apnsPayload = APNsPayload.names, aps = Aps.names
        let androidDataMap = AndroidDataMap.names, webpush = Webpush.names
    }

    /// The names of every level (`Levels`).
    static let levels = Levels()

    /// The FCM message: its platform blocks, the legacy `to`, and its targets.
    enum Message: Int, CaseIterable {
        case notification, data, android, apns, webpush, to
        // The targets (`targetMembers`), in the order of `MessageContext.targetNames` then the
        // multicast arrays.
        case token, topic, condition, fid, tokens, fids

        static let names = JSONMemberNames(allCases.map(\.text))

        /// The first target name: this case and the ones after it are targets.
        static let firstTarget = Message.token

        var text: String {
            switch self {
            case .notification: return "notification"
            case .data: return "data"
            case .android: return "android"
            case .apns: return "apns"
            case .webpush: return "webpush"
            case .to: return "to"
            case .token: return "token"
            case .topic: return "topic"
            case .condition: return "condition"
            case .fid: return "fid"
            case .tokens: return "tokens"
            case .fids: return "fids"
            }
        }
    }

    /// `android`: its blocks, and the fields the rules read (`androidPriority`…); two-word fields
    /// in both protobuf JSON spellings (snake_case first).
    enum Android: Int, CaseIterable {
        case notification, data, ttl, priority, collapseKeySnake, collapseKeyCamel
        case restrictedPackageNameSnake, restrictedPackageNameCamel

        static let names = JSONMemberNames(
            ["notification", "data", "ttl", "priority", "collapse_key", "collapseKey", "restricted_package_name",
             "restrictedPackageName"])
    }

    /// `android.notification`: the fields the rules read (`androidNotificationImage`…); two-word
    /// fields in both protobuf JSON spellings (snake_case first); and `click_action`, which the
    /// Huawei Push Kit check reads (`ShapeDetector.huaweiMessageRequest`). The last slot,
    /// `localization`, is no name: `MessageContext` keeps in it whether the object may have a
    /// localization member (`androidNotificationMayHaveLocalization`).
    enum AndroidNotification: Int, CaseIterable {
        case title, body, image, imageURL, icon, sound, channelIDSnake, channelIDCamel
        case bypassProxySnake, bypassProxyCamel, defaultVibrateTimingsSnake, defaultVibrateTimingsCamel
        case defaultLightSettingsSnake, defaultLightSettingsCamel, clickAction
        /// Not a name of `names`: the node index of `android.notification` when it may have a
        /// localization member, else -1 (set by `MessageContext.init`).
        case localization

        static let names = JSONMemberNames(
            ["title", "body", "image", "imageUrl", "icon", "sound", "channel_id", "channelId", "bypass_proxy_notification",
             "bypassProxyNotification", "default_vibrate_timings", "defaultVibrateTimings", "default_light_settings",
             "defaultLightSettings", "click_action"])
    }

    /// `apns`; the two-word fields in both protobuf JSON spellings (snake_case first, as
    /// `JSONValue.field(_:)` prefers it).
    enum APNs: Int, CaseIterable {
        case headers, payload, liveActivityTokenSnake, liveActivityTokenCamel, fcmOptionsSnake, fcmOptionsCamel

        static let names = JSONMemberNames(
            ["headers", "payload", "live_activity_token", "liveActivityToken", "fcm_options", "fcmOptions"])
    }

    /// The APNs payload (`apns.payload`, a raw APNs payload, a capture's `userInfo`).
    enum APNsPayload: Int, CaseIterable {
        case aps, notifeeOptions

        static let names = JSONMemberNames(["aps", "notifee_options"])
    }

    /// `aps`: what `PlatformFacts`, `contentAvailableIntent` and the `aps` fields of the context
    /// (`apsAlert`, `apsSound`…) read.
    enum Aps: Int, CaseIterable {
        case alert, badge, sound, mutableContent, mutableContentAdmin
        case contentAvailable, contentAvailableAdmin, contentAvailableSnake
        case interruptionLevel, event

        static let names = JSONMemberNames(
            ["alert", "badge", "sound", "mutable-content", "mutableContent", "content-available", "contentAvailable",
             "content_available", "interruption-level", "event"])
    }

    /// The data map the Android client reads (`android.data`, or else `data`): its blob and the
    /// keys that show the app draws the notification itself (`PlatformFacts`), which
    /// `DataRenderMarkers` names in one place.
    typealias AndroidDataMap = DataRenderMarkers.Key

    /// `webpush`: its blocks the context keeps (`webpushData`, `webpushNotification`,
    /// `webpushHeaders`) and `fcm_options` (either spelling, snake_case first, as
    /// `JSONValue.field(_:)` prefers it), which `MessageURLFacts` reads.
    enum Webpush: Int, CaseIterable {
        case data, notification, headers, fcmOptionsSnake, fcmOptionsCamel

        static let names = JSONMemberNames(["data", "notification", "headers", "fcm_options", "fcmOptions"])
    }

    /// The common `notification`: the fields several rules read (`notificationTitle`…).
    enum Notification: Int, CaseIterable {
        case title, body, image, imageURL

        static let names = JSONMemberNames(["title", "body", "image", "imageUrl"])
    }
}

extension JSONMemberSlots {
    /// The node index found for `field`, or -1.
    subscript<Field: RawRepresentable<Int>>(_ field: Field) -> Int { self[field.rawValue] }

    /// The node index found for `preferred`, or else for `other` (a field's two spellings).
    func first<Field: RawRepresentable<Int>>(_ preferred: Field, _ other: Field) -> Int {
        first(preferred.rawValue, other.rawValue)
    }

    /// The node index found for `preferred`, or else `otherIndex`.
    func first<Field: RawRepresentable<Int>>(_ preferred: Field, _ otherIndex: Int) -> Int {
        let found = self[preferred.rawValue]
        return found >= 0 ? found : otherIndex
    }
}

extension JSONValue {
    /// The value this object's `slots` (from `memberSlots(_:)` on it) found for `field`.
    func member<Field: RawRepresentable<Int>>(_ field: Field, in slots: JSONMemberSlots) -> JSONValue? {
        value(atNode: slots[field.rawValue])
    }
}
