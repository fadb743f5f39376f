import SizeModel

/// What iOS and APNs will do with the message, derived from its fields; shared by the apns rules.
/// (The general facts are in `PlatformBehavior.swift`.)
extension MessageContext {
    // MARK: - Headers

    /// The `apns-push-type` header's value.
    public var apnsPushType: JSONValue? { apnsHeader(.pushType) }

    /// The `apns-priority` header's value.
    public var apnsPriority: JSONValue? { apnsHeader(.priority) }

    /// True when the APNs header `name` is the string `text`: `apnsHeader(name)?.stringEquals(text)`
    /// without the value's reference count (see `string(in:at:equals:)`).
    func apnsHeader(_ name: APNsHeaderLookup.Name, is text: StaticString) -> Bool {
        let node = apnsHeaderLookup[name]
        if node < 0 { return requestAPNsHeader(name, is: text) }
        return Self.string(in: message, at: node, equals: text)
    }

    /// True when the request this raw APNs payload is the body of sends header `name` as `text`
    /// (`RequestAPNsHeaders`). Not inlined: almost no message has such a request, and inlined the
    /// branch kept `apnsHeader(_:is:)` from being inlined into the rules that ask it.
    @inline(never)
    private func requestAPNsHeader(_ name: APNsHeaderLookup.Name, is text: StaticString) -> Bool {
        settings.requestAPNsHeaders?.value(name)?.stringEquals(text.description) == true
    }

    /// True when node `node` (-1 for none) of the document of `message` is the string `text`.
    /// Not inlined, so `message` is borrowed for the call; the node is compared by index
    /// (`JSONDocument.isString(at:equalTo:)`), with no value made from the document and so no
    /// retain of it, and the literal's bytes are read in place (no `String` made or hashed).
    @inline(never)
    static func string(in message: JSONValue, at node: Int, equals text: StaticString) -> Bool {
        node >= 0 && message.document.isString(at: node, equalTo: text)
    }

    // MARK: - Background and Live Activity intent

    /// `aps.event`: present in Live Activity pushes (`start`, `update`, `end`).
    public var liveActivityEvent: JSONValue? { aps?.value(atNode: apsSlots[ContextMembers.Aps.event]) }

    // `liveActivityToken` (`apns.live_activity_token`) is looked up once, in `MessageContext`.

    /// `apns.live_activity_token` when it addresses a Live Activity: present and not a blank
    /// string. A blank one ("" from an unset variable, as in firebase-admin-node's own tests) makes
    /// no Live Activity push: proto3's JSON mapping reads "" as the field unset, so FCM sends an
    /// ordinary push, and firebase-admin-node throws before sending (`apns-live-activity-token`
    /// reports it).
    public var addressingLiveActivityToken: JSONValue? {
        guard let token = liveActivityToken, !Self.isBlankLiveActivityToken(token) else { return nil }
        return token
    }

    /// True for a live activity token that is a string of nothing but whitespace.
    public static func isBlankLiveActivityToken(_ token: JSONValue) -> Bool {
        token.isString && (token.stringValue?.allSatisfy(\.isWhitespace) ?? true)
    }

    /// True for pushes that are neither alerts nor background updates by design: Live Activity
    /// updates and the special push types (`voip`, `location`, `liveactivity`, …), which follow
    /// their own rules.
    public var isSpecialAPNsPush: Bool {
        if liveActivityEvent != nil || addressingLiveActivityToken != nil { return true }
        guard let pushType = apnsPushType, pushType.isString else { return false }
        return !(pushType.stringEquals("alert") || pushType.stringEquals("background"))
    }

    /// The `apns-push-type` values of pushes that the system hands to the app or an extension and
    /// never shows as an alert: PushKit's `voip` (reported to CallKit by the app), `location` (the
    /// Location Push Service Extension), `complication`, `fileprovider`, `mdm`, `pushtotalk`,
    /// `widgets` (Apple, "Sending notification requests to APNs": apns-push-type).
    static let pushTypesShowingNoAlert: Set<String> = ["voip", "location", "complication", "fileprovider", "mdm", "pushtotalk", "widgets"]

    /// True when `apns-push-type` names a push the system never shows as an alert
    /// (`pushTypesShowingNoAlert`): what aps.alert holds is not what the user sees.
    public var showsNoAlertByPushType: Bool {
        guard let pushType = apnsPushType?.stringValue else { return false }
        return Self.pushTypesShowingNoAlert.contains(pushType)
    }

    /// True for a raw APNs payload that is the body of a request to APNs itself, sent with its
    /// own APNs headers (`RequestAPNsHeaders`): no FCM sets or checks anything on the way.
    public var isSentToAPNsDirectly: Bool { shape == .apnsPayload && settings.requestAPNsHeaders != nil }

    // MARK: - Client rendering

    /// The value that shows the app means to draw a user-visible notification itself from the
    /// message: a `notifee_options` blob (in `data` or `apns.payload`), `title` and `body` data
    /// keys (the "data-only + displayNotification" pattern), Notifee's `data.notifee`
    /// (`NotifeeDataBlob`), or awesome_notifications_fcm's content (`AwesomeNotificationsContent`).
    /// Nil when there is none.
    public var clientRenderMarker: JSONValue? {
        if let blob = iosBlob { return blob.host }
        // Without android.data, `data` is the map the context found no marker key in: no pass.
        if androidDataNode < 0 && !androidDataMayHaveRenderKey { return nil }
        return DataRenderMarkers(data).first
    }

    // MARK: - What iOS receives

    /// True when the message carries something for the iOS app besides `aps`: a non-empty `data`
    /// map (FCM merges it into the APNs payload) or custom keys beside `aps` in `apns.payload`.
    public var carriesAppContentForIOS: Bool {
        if let data, data.isObject, data.count > 0 { return true }
        guard let apnsPayload, apnsPayload.isObject else { return false }
        for member in apnsPayload.members where !member.key.stringEquals("aps") { return true }
        return false
    }
}
