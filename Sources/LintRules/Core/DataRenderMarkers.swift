import SizeModel

/// The keys of a data map that show the app draws a notification from it: Notify Kit's
/// `notifee_options` blob, a title key (`title`, `subject`) beside a body key (`body`, `message`,
/// `alert`, `text`), Notifee's `notifee` blob (`NotifeeDataBlob`), awesome_notifications_fcm's
/// `content` or flattened `content.channelKey` (`AwesomeNotificationsContent`), and on Android
/// Adobe's `adb_title`. The one list of display text in data: the rules that ask whether the app
/// draws the data (`MessageContext.androidDataIsRenderedByApp`, `clientRenderMarker`) and
/// android-duplicate-display, which asks whether the data repeats a notification, read it here.
///
/// The title and body names are those real receivers draw from: `title` and `body` (the
/// "data-only + displayNotification" pattern), `title` and `message` (ntfy's data map, which its
/// Android app turns into the notification; phonegap-plugin-push, whose FCMService draws `message`,
/// `body` or `alert` under `title`), `title` and `alert` (phonegap-plugin-push), `title` and
/// `text` (cordova-plugin-firebase's messaging service), `subject` and `body` (Domoticz, whose
/// Android app draws `subject` over `body`), `subject` and `message`. A lone body-like key is not
/// taken for one: `message` alone is as often a chat message's id or JSON.
///
/// Adobe Journey Optimizer's data-only pushes carry `adb_title` and `adb_body` (with `adb_image`,
/// `adb_channel_id` and the rest): the AEP Messaging Android SDK's `MessagingService` claims a
/// message whose data has `adb_title` (or `_xdm`) in `isAJONotification` and draws it
/// (`MessagingPushBuilder`, title from `adb_title`, body from `adb_body`). `adb_title` alone is
/// the marker, as in the SDK. Its iOS SDK draws nothing from data (iOS shows the APNs alert), so
/// `first`, which the APNs rules read, leaves it out.
///
/// Found in one pass over the map: a lookup per key walked the map six times for every message
/// (measured: about 190 instructions a message on the benchmark's corpus, where the pass costs
/// about 60). `MessageContext` makes the pass with `Key.names` over the map Android reads
/// (`ContextMembers.AndroidDataMap`) and `PlatformFacts` asks `drawsNotification(slots:in:)`.
struct DataRenderMarkers {
    /// The keys looked for, in the order of `names`.
    enum Key: Int, CaseIterable {
        case notifeeOptions, title, subject, body, message, alert, text, notifee, awesomeContent, awesomeFlattenedChannel
        case adobeTitle

        /// The keys' names, in the order of the cases.
        private static let spellings = [
            "notifee_options", "title", "subject", "body", "message", "alert", "text", NotifeeDataBlob.key,
            AwesomeNotificationsContent.contentKey, AwesomeNotificationsContent.flattenedChannelKey, "adb_title",
        ]

        /// The body keys, in the order a title key is paired with the first found.
        static let bodies: [Key] = [.body, .message, .alert, .text]

        /// The keys' names, found in one pass (`JSONValue.memberSlots(_:)`).
        static let names = JSONMemberNames(spellings)

        /// The key's name.
        var name: String { Self.spellings[rawValue] }

        /// How many keys there are.
        static let count = allCases.count
    }

    private let map: JSONValue?
    private let slots: JSONMemberSlots

    /// The markers of `map` (none for nil or a value that is no object).
    init(_ map: JSONValue?) {
        self.map = map
        slots = map.map { $0.isObject ? $0.memberSlots(Key.names) : JSONMemberSlots() } ?? JSONMemberSlots()
    }

    private func value(_ key: Key) -> JSONValue? { map?.value(atNode: slots[key]) }

    /// True when `slots` (found with `Key.names`) hold any of the keys. Without one a map has no
    /// marker, text key or Notifee blob, so a reader of the Android map's markers skips its own
    /// pass over it (`MessageContext.androidDataMayHaveRenderKey`).
    static func hasAnyKey(_ slots: JSONMemberSlots) -> Bool {
        var key = 0
        while key < Key.count {
            if slots[key] >= 0 { return true }
            key &+= 1
        }
        return false
    }

    /// True when the map `slots` were found in (with `Key.names`, in `document`) has any marker:
    /// the check `any` and `MessageContext.androidDataIsRenderedByApp` share. Key presence only,
    /// but for the awesome_notifications `content` key, whose value is read.
    static func drawsNotification(slots: JSONMemberSlots, in document: JSONDocument) -> Bool {
        if slots[Key.notifeeOptions] >= 0 || slots[Key.notifee] >= 0 || slots[Key.awesomeFlattenedChannel] >= 0
            || slots[Key.adobeTitle] >= 0
        {
            return true
        }
        if titleKey(slots) != nil, bodyKey(slots) != nil { return true }
        let content = slots[Key.awesomeContent]
        return content >= 0 && AwesomeNotificationsContent.isContent(document.value(at: content))
    }

    /// The title key found, `title` before `subject`.
    private static func titleKey(_ slots: JSONMemberSlots) -> Key? {
        slots[Key.title] >= 0 ? .title : slots[Key.subject] >= 0 ? .subject : nil
    }

    /// The body key found, in the order `body`, `message`, `alert`, `text`.
    private static func bodyKey(_ slots: JSONMemberSlots) -> Key? {
        if slots[Key.body] >= 0 { return .body }
        if slots[Key.message] >= 0 { return .message }
        if slots[Key.alert] >= 0 { return .alert }
        return slots[Key.text] >= 0 ? .text : nil
    }

    /// The body keys the map has (`Key.bodies`, in that order), with their values: the text a
    /// notification block may repeat (android-duplicate-display).
    var bodyValues: [(key: Key, value: JSONValue)] {
        Key.bodies.compactMap { key in value(key).map { (key, $0) } }
    }

    /// Notifee's `notifee` value, whatever it holds.
    var notifeeValue: JSONValue? { value(.notifee) }

    /// True when the map has any of the markers: a `notifee_options` or `notifee` key, a title key
    /// beside a body key, awesome_notifications_fcm's content, or Adobe's `adb_title`
    /// (`MessageContext.androidDataIsRenderedByApp`).
    var any: Bool {
        guard let map else { return false }
        return Self.drawsNotification(slots: slots, in: map.document)
    }

    /// The first marker, in this order: the `notifee_options` blob, the title key beside a body
    /// key, Notifee's blob when it holds a notification, awesome_notifications_fcm's content; nil
    /// when there is none (`MessageContext.clientRenderMarker`, which the APNs rules read: Adobe's
    /// `adb_title` is no marker there, its iOS SDK drawing nothing from data).
    var first: JSONValue? {
        if let blob = value(.notifeeOptions) { return blob }
        if let title = Self.titleKey(slots), Self.bodyKey(slots) != nil, let value = value(title) { return value }
        if let notifee = value(.notifee), NotifeeDataBlob.holdsNotification(notifee) { return notifee }
        return awesomeContent
    }

    /// The title and body keys the app draws from, as the findings name them ("title and body",
    /// "subject and message"), or nil when the map has no such pair.
    var textKeys: String? {
        guard let title = Self.titleKey(slots), let body = Self.bodyKey(slots) else { return nil }
        return "\(title.name) and \(body.name)"
    }

    /// The display text keys the Android app draws from, as `textKeys` names them, or Adobe's
    /// ("adb_title and adb_body", or "adb_title" alone) when there is no other pair. (`adb_body`
    /// is looked up only beside `adb_title`: one name less in every message's pass.)
    var androidTextKeys: String? {
        if let keys = textKeys { return keys }
        guard slots[Key.adobeTitle] >= 0 else { return nil }
        return map?.member(literal: "adb_body") != nil ? "adb_title and adb_body" : "adb_title"
    }

    /// awesome_notifications_fcm's `content` blob, or its flattened `content.channelKey`.
    private var awesomeContent: JSONValue? {
        if let content = value(.awesomeContent), AwesomeNotificationsContent.isContent(content) { return content }
        return value(.awesomeFlattenedChannel)
    }
}
