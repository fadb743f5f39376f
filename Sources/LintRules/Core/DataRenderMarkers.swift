import SizeModel

/// The keys of a data map that show the app draws a notification from it: Notify Kit's
/// `notifee_options` blob, `title` beside `body`, Notifee's `notifee` blob (`NotifeeDataBlob`),
/// and awesome_notifications_fcm's `content` or flattened `content.channelKey`
/// (`AwesomeNotificationsContent`).
///
/// Found in one pass over the map: a lookup per key walked the map six times for every message
/// (measured: about 190 instructions a message on the benchmark's corpus, where the pass costs
/// about 60).
struct DataRenderMarkers {
    private static let names = JSONMemberNames(["notifee_options", "title", "body", "notifee", "content", "content.channelKey"])
    private enum Name {
        static let notifyKitBlob = 0, title = 1, body = 2, notifee = 3, content = 4, flattenedContent = 5
    }

    private let map: JSONValue?
    private let slots: JSONMemberSlots

    /// The markers of `map` (none for nil or a value that is no object).
    init(_ map: JSONValue?) {
        self.map = map
        slots = map.map { $0.isObject ? $0.memberSlots(Self.names) : JSONMemberSlots() } ?? JSONMemberSlots()
    }

    private func value(_ name: Int) -> JSONValue? { map?.value(atNode: slots[name]) }

    /// True when the map has any of the keys: a `notifee_options` or `notifee` key, `title` and
    /// `body`, or awesome_notifications_fcm's content (`MessageContext.androidDataIsRenderedByApp`).
    var any: Bool {
        if slots[Name.notifyKitBlob] >= 0 || slots[Name.notifee] >= 0 { return true }
        if slots[Name.title] >= 0, slots[Name.body] >= 0 { return true }
        return awesomeContent != nil
    }

    /// The first marker, in this order: the `notifee_options` blob, the `title` beside a `body`,
    /// Notifee's blob when it holds a notification, awesome_notifications_fcm's content; nil when
    /// there is none (`MessageContext.clientRenderMarker`).
    var first: JSONValue? {
        if let blob = value(Name.notifyKitBlob) { return blob }
        if slots[Name.body] >= 0, let title = value(Name.title) { return title }
        if let notifee = value(Name.notifee), NotifeeDataBlob.holdsNotification(notifee) { return notifee }
        return awesomeContent
    }

    /// awesome_notifications_fcm's `content` blob, or its flattened `content.channelKey`.
    private var awesomeContent: JSONValue? {
        if let content = value(Name.content), AwesomeNotificationsContent.isContent(content) { return content }
        return value(Name.flattenedContent)
    }
}
