import SizeModel

// MARK: - Fields several rules read, found in the context's one pass per object

/// Each value is what `member(literal:)` gives for its name on its object (the first member that is
/// not `null`, an escaped key decoded), taken from the slots the context filled in its one pass
/// over that object (`ContextMembers`), so the rules that read the same field do not each search
/// the object again. The slots are plain integers; the value is made when read.
extension MessageContext {
    /// `aps.alert`.
    public var apsAlert: JSONValue? { message.value(atNode: apsSlots[ContextMembers.Aps.alert]) }
    /// `aps.badge`.
    public var apsBadge: JSONValue? { message.value(atNode: apsSlots[ContextMembers.Aps.badge]) }
    /// `aps.sound`.
    public var apsSound: JSONValue? { message.value(atNode: apsSlots[ContextMembers.Aps.sound]) }
    /// The kind of `aps.sound`, or nil when there is none: read by node index, no value made.
    var apsSoundKind: JSONKind? {
        let node = apsSlots[ContextMembers.Aps.sound]
        return node < 0 ? nil : message.document.kind(at: node)
    }
    /// True when `aps.sound` is the string `text`: `apsSound?.stringEquals(text)` without the
    /// value's reference count (`string(in:at:equals:)`).
    func apsSound(is text: StaticString) -> Bool { Self.string(in: message, at: apsSlots[ContextMembers.Aps.sound], equals: text) }
    /// `aps.mutable-content` (only that spelling; `hasMutableContent` also reads Admin's).
    public var apsMutableContent: JSONValue? { message.value(atNode: apsSlots[ContextMembers.Aps.mutableContent]) }
    /// `aps.mutableContent`, the firebase-admin spelling of `mutable-content`.
    public var apsMutableContentAdmin: JSONValue? { message.value(atNode: apsSlots[ContextMembers.Aps.mutableContentAdmin]) }
    /// `aps.content-available` (only that spelling; `contentAvailable` also reads Admin's).
    public var apsContentAvailable: JSONValue? { message.value(atNode: apsSlots[ContextMembers.Aps.contentAvailable]) }
    /// `aps.interruption-level`.
    public var apsInterruptionLevel: JSONValue? { message.value(atNode: apsSlots[ContextMembers.Aps.interruptionLevel]) }
    /// True when `aps.interruption-level` is the string `text`, without the value's reference
    /// count (`string(in:at:equals:)`).
    func apsInterruptionLevel(is text: StaticString) -> Bool {
        Self.string(in: message, at: apsSlots[ContextMembers.Aps.interruptionLevel], equals: text)
    }

    /// `notification.title`.
    public var notificationTitle: JSONValue? { message.value(atNode: notificationSlots[ContextMembers.Notification.title]) }
    /// `notification.body`.
    public var notificationBody: JSONValue? { message.value(atNode: notificationSlots[ContextMembers.Notification.body]) }
    /// `notification.image`.
    public var notificationImage: JSONValue? { message.value(atNode: notificationSlots[ContextMembers.Notification.image]) }
    /// `notification.imageUrl` (the firebase-admin spelling of `image`).
    public var notificationImageURL: JSONValue? {
        message.value(atNode: notificationSlots[ContextMembers.Notification.imageURL])
    }

    /// The image FCM gives an iOS notification, with the field that holds it:
    /// `notification.image` (or firebase-admin's `imageUrl`), else `apns.fcm_options.image` (or
    /// `imageUrl`); nil when there is none. An empty string is no image: "" is the protobuf
    /// default, which FCM reads as unset (firebase/functions-samples sends `image: ""` for a user
    /// without a photo). Read by the rules about the Notification Service Extension that
    /// downloads it.
    var iosImage: (field: String, value: JSONValue)? {
        if let image = notificationImage ?? notificationImageURL, !image.isEmptyString { return ("notification.image", image) }
        if let options = apnsFCMOptions, let image = options.member(literal: "image") ?? options.member(literal: "imageUrl"),
            !image.isEmptyString
        {
            return ("apns.fcm_options.image", image)
        }
        return nil
    }

    /// `android.priority`.
    public var androidPriority: JSONValue? { message.value(atNode: androidSlots[ContextMembers.Android.priority]) }
    /// `android.collapse_key` (else `collapseKey`).
    public var androidCollapseKey: JSONValue? {
        message.value(atNode: androidSlots.first(ContextMembers.Android.collapseKeySnake, ContextMembers.Android.collapseKeyCamel))
    }
    /// `android.restricted_package_name` (else `restrictedPackageName`).
    public var androidRestrictedPackageName: JSONValue? {
        message.value(
            atNode: androidSlots.first(
                ContextMembers.Android.restrictedPackageNameSnake, ContextMembers.Android.restrictedPackageNameCamel))
    }

    /// `android.notification.image`.
    public var androidNotificationImage: JSONValue? { androidNotificationValue(.image) }
    /// `android.notification.imageUrl` (the firebase-admin spelling of `image`).
    public var androidNotificationImageURL: JSONValue? { androidNotificationValue(.imageURL) }
    /// `android.notification.icon`.
    public var androidNotificationIcon: JSONValue? { androidNotificationValue(.icon) }
    /// `android.notification.sound`.
    public var androidNotificationSound: JSONValue? { androidNotificationValue(.sound) }
    /// `android.notification.channel_id` (else `channelId`).
    public var androidNotificationChannelID: JSONValue? { androidNotificationValue(.channelIDSnake, else: .channelIDCamel) }
    /// `android.notification.bypass_proxy_notification` (else `bypassProxyNotification`).
    public var androidNotificationBypassProxy: JSONValue? { androidNotificationValue(.bypassProxySnake, else: .bypassProxyCamel) }
    /// `android.notification.default_vibrate_timings` (else `defaultVibrateTimings`).
    public var androidNotificationDefaultVibrateTimings: JSONValue? {
        androidNotificationValue(.defaultVibrateTimingsSnake, else: .defaultVibrateTimingsCamel)
    }
    /// `android.notification.default_light_settings` (else `defaultLightSettings`).
    public var androidNotificationDefaultLightSettings: JSONValue? {
        androidNotificationValue(.defaultLightSettingsSnake, else: .defaultLightSettingsCamel)
    }

    /// The value of `field` in `android.notification`, else of `other` when given.
    private func androidNotificationValue(
        _ field: ContextMembers.AndroidNotification, else other: ContextMembers.AndroidNotification? = nil
    ) -> JSONValue? {
        let slots = androidNotificationSlots
        return message.value(atNode: other.map { slots.first(field, $0) } ?? slots[field])
    }

    /// The legacy API's `to` on the message.
    public var legacyTo: JSONValue? { message.value(atNode: messageSlots[ContextMembers.Message.to]) }
    /// `fid` on the message.
    public var messageFID: JSONValue? { message.value(atNode: messageSlots[ContextMembers.Message.fid]) }
    /// `tokens` on the message (firebase-admin's multicast list).
    public var messageTokens: JSONValue? { message.value(atNode: messageSlots[ContextMembers.Message.tokens]) }
}
