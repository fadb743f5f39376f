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

    /// True when the message has an Android display block (`androidDisplayBlock != nil`), or a
    /// `notification` that is one placeholder and stands for one (`UnknownNotification`; no
    /// block value to read then), read by node index: making the block (a value) to ask
    /// retains the document.
    var hasAndroidDisplayBlock: Bool {
        let document = message.document
        let androidNotification = androidNotificationNode
        if androidNotification >= 0 && document.kind(at: androidNotification) == .object { return true }
        // A notification that is one placeholder (code's `notification: payload.notification`)
        // is counted as the block with text it stands for (`UnknownNotification`).
        return document.memberCount(ofObjectAt: notificationNode) > 0 || notificationIsUnknown
    }

    /// The data map the Android app receives: `android.data` replaces `data` (an object of
    /// either; nil when neither is one).
    ///
    /// Chosen by node index, so that only the map returned is made: making both maps as values
    /// to choose between them retained the document for each, and several rules ask (measured:
    /// this getter e 143 -> 46 instructions a message, inclusive).
    public var effectiveAndroidData: JSONValue? {
        let document = message.document
        let androidData = androidDataNode
        if androidData >= 0 && document.kind(at: androidData) == .object { return document.value(at: androidData) }
        let data = dataNode
        return data >= 0 && document.kind(at: data) == .object ? document.value(at: data) : nil
    }

    /// True when the APNs payload carries `alert`, `badge` or `sound` in `aps`.
    public var apsHasUserInteraction: Bool { platformFacts.apsHasUserInteraction }

    /// True when iOS may show alert text: an `aps.alert` with text, or a common `notification`
    /// title or body that FCM copies into `aps.alert` (`APNsAlertText.visibleText`). An alert
    /// without text (`""`, `{}`, `{"title": ""}`, only a `launch-image`) is no alert: iOS shows
    /// nothing for it, treats the push as one without an alert, and runs no Notification Service
    /// Extension. A localization key counts as text, whether or not the app has the string.
    public var iosShowsAlert: Bool { platformFacts.iosShowsAlert }

    /// True when `aps` has an `alert` key, with text or not: for a rule that leaves an alert
    /// without text to apns-alert-empty.
    public var apsHasAlert: Bool { platformFacts.apsHasAlert }

    /// True when the message reaches iOS as a user-visible notification (alert, badge or sound).
    ///
    /// The old silent-push idiom counts as none: on a push marked as a background push
    /// (`APNsBackgroundIntent.isMarked`) an `aps.alert` without text (`""`, `{}`, `{"title": ""}`:
    /// `iosShowsAlert`) or an empty `aps.sound` shows and plays nothing. iOS logs `{"content-available": 1, "sound": ""}` under `apns-push-type: background`
    /// as "hasAlertContent: 0, hasSound: 0 … pushType: Background" and hands it to the app
    /// (rafaelsetragni/awesome_notifications_fcm#8). An `aps.alert` overrides the common
    /// notification's title and body, so an empty one leaves nothing to show (`iosShowsAlert`).
    public var isUserVisibleOnIOS: Bool {
        guard platformFacts.iosShowsAlert || platformFacts.apsHasUserInteraction else { return false }
        // An alert without text ({} or {"title": ""} as well as "") is as empty as "".
        let alertWithoutText = platformFacts.apsHasAlert && !platformFacts.iosShowsAlert
        return !(alertWithoutText || platformFacts.apsHasEmptyAlertOrSound) || isVisibleDespiteEmptyText
    }

    /// For a push with an empty `aps.alert` or `aps.sound`: false when it is the silent-push idiom
    /// (an alert without text counts as empty: `iosShowsAlert`).
    @inline(never)
    private var isVisibleDespiteEmptyText: Bool {
        guard APNsBackgroundIntent.isMarked(self) else { return true }
        if apsBadge != nil { return true }
        if let sound = apsSound, !(sound.isString && sound.stringEquals("")) { return true }
        // An alert without text shows nothing ({"title": "", "body": ""} beside "sound": "" on a
        // background push), unless the common notification fills it in.
        return platformFacts.iosShowsAlert
    }

    /// `aps.content-available`, when present (firebase-admin input spells it `contentAvailable`).
    public var contentAvailable: JSONValue? {
        let admin = shape == .admin ? apsSlots[ContextMembers.Aps.contentAvailableAdmin] : -1
        return aps?.value(atNode: apsSlots.first(ContextMembers.Aps.contentAvailable, admin))
    }

    /// True when `aps.mutable-content` is the number 1 (firebase-admin input: `mutableContent: true`,
    /// which the SDK sends as 1).
    public var hasMutableContent: Bool { platformFacts.hasMutableContent }

    /// True when the Android app draws the notification itself from the data map: it carries a
    /// `notifee_options` blob, Notifee's `notifee` key, a title key (`title`, `subject`) beside a
    /// body key (`body`, `message`, `alert`, `text`), or awesome_notifications_fcm's content
    /// (`DataRenderMarkers`).
    public var androidDataIsRenderedByApp: Bool { platformFacts.androidDataIsRenderedByApp }

    /// False when the data map the Android app receives (`effectiveAndroidData`) has none of the
    /// keys `DataRenderMarkers` looks for, as the context's pass over it found: a reader of its
    /// markers (android-duplicate-display) then finds nothing and need not make a pass of its own.
    var androidDataMayHaveRenderKey: Bool { platformFacts.androidDataMayHaveRenderKey }
}

/// The yes/no platform facts several rules ask for, derived once per message when its context is
/// built (`MessageContext.platformFacts`) instead of by every rule that reads them.
struct PlatformFacts: Sendable {
    /// `aps` carries `alert`, `badge` or `sound`.
    let apsHasUserInteraction: Bool
    /// iOS may show alert text (`aps.alert` with text, or a common `notification` title or body:
    /// `APNsAlertText.visibleText`; or a `notification` that is one placeholder:
    /// `UnknownNotification`).
    let iosShowsAlert: Bool
    /// `aps` has an `alert` key, with text or not.
    let apsHasAlert: Bool
    /// `aps.alert` or `aps.sound` is the empty string (on a background push, the silent-push
    /// idiom: `MessageContext.isUserVisibleOnIOS`).
    let apsHasEmptyAlertOrSound: Bool
    /// `aps.mutable-content` is 1 (Admin: `mutableContent` true or 1).
    let hasMutableContent: Bool
    /// The Android data map has a `notifee_options` blob, Notifee's `notifee` key (the
    /// notification as JSON, which the app passes to displayNotification), a title key beside a
    /// body key, or awesome_notifications_fcm's content (`DataRenderMarkers`).
    let androidDataIsRenderedByApp: Bool
    /// The Android data map may have one of `DataRenderMarkers`' keys (false when the context's
    /// pass over it found none; `MessageContext.androidDataMayHaveRenderKey`). One byte more
    /// here takes padding before the context's next field: the context does not grow.
    let androidDataMayHaveRenderKey: Bool

    /// The facts of a message whose `notification` and `aps` members `notificationSlots` and
    /// `apsSlots` found (`ContextMembers.Notification`, `ContextMembers.Aps`), and whose Android
    /// data map's `androidMapSlots` (`ContextMembers.AndroidDataMap`). A function, not an
    /// initializer: its arguments are borrowed, where an initializer's are copied (each value
    /// retained for the call) and consumed.
    ///
    /// `notification`, `androidData` and `data` are node indices in `document` (-1 for none): a
    /// value made of each for the call retained the document.
    static func of(
        document: JSONDocument, notification: Int, notificationSlots: JSONMemberSlots, androidData: Int, data: Int,
        androidMapSlots: JSONMemberSlots, aps: JSONValue?, apsSlots: JSONMemberSlots, shape: MessageShape
    ) -> PlatformFacts {
        func isObject(_ node: Int) -> Bool { node >= 0 && document.kind(at: node) == .object }
        typealias Aps = ContextMembers.Aps
        let hasAlert = apsSlots[Aps.alert] >= 0
        let hasNotification = isObject(notification)
        // A notification that is one placeholder (code's `notification,` or a template's
        // "{{notification}}") stands for a block with text (`UnknownNotification`), unless an
        // aps.alert overrides its text.
        let iosShowsAlert = APNsAlertText.visibleText(
            in: document, alert: apsSlots[Aps.alert],
            notificationTitle: hasNotification ? notificationSlots[ContextMembers.Notification.title] : -1,
            notificationBody: hasNotification ? notificationSlots[ContextMembers.Notification.body] : -1)
            || (!hasAlert && UnknownNotification.isUnknown(notification, in: document))
        let hasMutableContent: Bool
        if aps?.member(Aps.mutableContent, in: apsSlots)?.integerValue == 1 {
            hasMutableContent = true
        } else if shape == .admin, let flag = aps?.member(Aps.mutableContentAdmin, in: apsSlots) {
            hasMutableContent = flag.boolValue == true || flag.integerValue == 1
        } else {
            hasMutableContent = false
        }
        // The map `effectiveAndroidData` picks, read in place (it returns a copy of it): from
        // `androidMapSlots` (the slots of android.data, or of data without it), but for an
        // android.data that is not an object.
        let renderedByMap = DataRenderMarkers.drawsNotification(slots: androidMapSlots, in: document)
        let androidDataIsRenderedByApp: Bool
        let androidDataMayHaveRenderKey: Bool
        if androidData < 0 {
            androidDataIsRenderedByApp = isObject(data) && renderedByMap
            androidDataMayHaveRenderKey = isObject(data) && DataRenderMarkers.hasAnyKey(androidMapSlots)
        } else if isObject(androidData) {
            androidDataIsRenderedByApp = renderedByMap
            androidDataMayHaveRenderKey = DataRenderMarkers.hasAnyKey(androidMapSlots)
        } else {
            androidDataIsRenderedByApp = isObject(data) && DataRenderMarkers(document.value(at: data)).any
            // `androidMapSlots` are those of the android.data that is no object: say maybe.
            androidDataMayHaveRenderKey = isObject(data)
        }
        // Read by node index (-1 for none; the slots of a missing aps are all empty).
        func isEmptyString(_ node: Int) -> Bool { node >= 0 && document.isEmptyString(at: node) }
        return PlatformFacts(
            apsHasUserInteraction: hasAlert || apsSlots[Aps.badge] >= 0 || apsSlots[Aps.sound] >= 0, iosShowsAlert: iosShowsAlert,
            apsHasAlert: hasAlert,
            apsHasEmptyAlertOrSound: isEmptyString(apsSlots[Aps.alert]) || isEmptyString(apsSlots[Aps.sound]),
            hasMutableContent: hasMutableContent, androidDataIsRenderedByApp: androidDataIsRenderedByApp,
            androidDataMayHaveRenderKey: androidDataMayHaveRenderKey)
    }
}
