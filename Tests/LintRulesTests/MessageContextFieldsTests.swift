@testable import LintRules
import SizeModel
import Testing

/// The fields the context finds in its one pass per object (`apsAlert`, `notificationTitle`,
/// `androidPriority`…) are exactly what a `member(literal:)` lookup on the object gives: the first
/// member that is not `null`, an escaped key decoded, the snake_case spelling before the camelCase.
@Suite struct MessageContextFieldsTests {
    /// Messages with duplicate keys, `null` first members, escaped keys, both spellings and blocks
    /// of the wrong type.
    static let messages = [
        #"{"message": {"token": "t", "notification": {"title": null, "title": "T", "body": "B", "image": "i", "imageUrl": "u"}, "apns": {"payload": {"aps": {"alert": {"title": "A"}, "badge": 0, "sound": "s", "mutable-content": 1, "content-available": 1, "interruption-level": "critical"}}}}}"#,
        #"{"message": {"token": "t", "notification": {"\u0074itle": "T1", "title": "T2", "b\u006Fdy": null, "body": 3}, "apns": {"payload": {"aps": {"alert": null, "alert": "x", "al\u0065rt": "y", "sound": {"critical": 1}, "interruption-level": null}}}}}"#,
        #"{"token": "t", "notification": {"imageUrl": "u"}, "apns": {"payload": {"aps": {"mutableContent": true, "contentAvailable": true, "badge": 1}}}}"#,
        #"{"message": {"token": "t", "notification": "not an object", "apns": {"payload": {"aps": []}}}}"#,
        #"{"aps": {"alert": "raw", "sound": "default", "content-available": 0, "content_available": 1}}"#,
        #"{"message": {"token": "t", "android": {"priority": "high", "collapseKey": "c", "collapse_key": "k", "restrictedPackageName": "p", "ttl": "3s", "notification": {"image": null, "imageUrl": "u", "icon": "i", "sound": "s", "channelId": "c", "channel_id": null, "bypassProxyNotification": true, "default_vibrate_timings": true, "defaultLightSettings": false}}}}"#,
        #"{"message": {"token": "t", "android": {"pri\u006Frity": "normal", "priority": "high", "restricted_package_name": "p", "notification": {"image": "x", "channel_id": "a", "channelId": "b", "bypass_proxy_notification": false, "defaultVibrateTimings": true, "default_light_settings": true}}}}"#,
        #"{"message": {"token": "t", "android": {"notification": []}}}"#,
        #"{"message": {"topic": null, "t\u006Fpic": "news", "topic": "other", "fid": "f", "apns": {"payload": {"aps": {"event": null, "ev\u0065nt": "start"}}}}}"#,
        #"{"to": "/topics/news", "to": "x", "notification": {"title": "T"}}"#,
        #"{"condition": "'a' in topics", "tokens": ["t1", "t2"], "apns": {"payload": {"aps": {"event": "update"}}}}"#,
        #"{"message": {"token": "t", "data": {"a": "1", "b\u0063": 2}, "android": {"data": {"x": "y"}}, "webpush": {"data": {}}, "apns": {"headers": {"APNS-Push-Type": "alert", "apns-priority": null, "apns-priority": "5"}, "fcm_options": null, "fcmOptions": {"image": "i"}, "liveActivityToken": "l", "payload": {"aps": {"contentAvailable": 1, "content_available": 1}}}}}"#,
        // Repeated blocks: the first that is not null is the context's, whatever its type.
        #"{"message": {"token": "t", "android": null, "android": {"priority": "high", "notification": null, "notification": {"title": "A", "channel_id": "c"}, "data": {"a": "1"}}, "android": {"priority": "normal", "ttl": "3s"}}}"#,
        #"{"message": {"token": "t", "apns": "x", "apns": {"headers": {"apns-priority": "5"}, "payload": {"aps": null, "aps": {"alert": "a"}, "aps": {"alert": "b"}}}, "apns": {"headers": {"apns-priority": "10"}, "payload": {"aps": {"alert": "c"}}}}}"#,
        #"{"message": {"token": "t", "token": null, "token": "u", "topic": null, "notification": {}, "notification": {"title": "second"}, "webpush": {"data": null, "data": {"k": "v"}}, "webpush": {"data": {"k": "w"}}, "data": [], "data": {"d": "1"}}}"#,
        #"{"message": {"notification": {"title": "T"}, "notification": null, "apns": {"payload": {"aps": {"sound": "a"}}}, "apns": null, "tokens": ["a"], "fids": null, "fid": "f", "condition": "'a' in topics"}}"#,
    ]

    static func context(_ text: String) throws -> MessageContext {
        MessageContext(envelope: try JSONParser().parse(Array(text.utf8)).root, configuration: LintConfiguration())
    }

    /// Where a value is in its document (nil for none), to compare two lookups of it.
    static func place(_ value: JSONValue?) -> Int? { value?.index }

    /// Data maps with and without the keys `DataRenderMarkers` looks for (`null` and escaped keys,
    /// a lone body key, `android.data` over `data`, an `android.data` that is no object), with
    /// `androidDataMayHaveRenderKey` for each.
    static let dataMaps: [(String, Bool)] = [
        (#"{"message": {"token": "t", "data": {"orderId": "7", "deepLink": "x"}}}"#, false),
        (#"{"message": {"token": "t", "data": {"orderId": "7", "body": "Hi"}}}"#, true),
        (#"{"message": {"token": "t", "data": {"title": null, "orderId": "7"}}}"#, false),
        (#"{"message": {"token": "t", "data": {"n\u006Ftifee": "{}"}}}"#, true),
        (#"{"message": {"token": "t", "data": {"title": "T", "body": "B"}, "android": {"data": {"orderId": "7"}}}}"#, false),
        (#"{"message": {"token": "t", "data": {"orderId": "7"}, "android": {"data": {"message": "M"}}}}"#, true),
        (#"{"message": {"token": "t", "data": {"text": "T"}, "android": {"data": "not an object"}}}"#, true),
        (#"{"message": {"token": "t", "data": ["text"], "android": {"notification": {"title": "T"}}}}"#, false),
        (#"{"message": {"token": "t", "notification": {"title": "T"}}}"#, false),
    ]

    /// `androidDataMayHaveRenderKey` is false only when a pass of `DataRenderMarkers` over the
    /// Android data map finds none of its keys: the readers that then skip their own pass
    /// (android-duplicate-display, `clientRenderMarker`) lose nothing.
    @Test(arguments: dataMaps) func androidDataRenderKeysAreTheMarkersPass(_ text: String, _ expected: Bool) throws {
        let context = try Self.context(text)
        #expect(context.androidDataMayHaveRenderKey == expected)
        let markers = DataRenderMarkers(context.effectiveAndroidData)
        let found = markers.any || markers.first != nil || markers.androidTextKeys != nil || !markers.bodyValues.isEmpty
            || markers.notifeeValue != nil
        #expect(found == expected)
    }

    @Test(arguments: messages) func apsFieldsAreTheMemberLookups(_ text: String) throws {
        let context = try Self.context(text)
        let aps = context.aps
        #expect(Self.place(context.apsAlert) == Self.place(aps?.member(literal: "alert")))
        #expect(Self.place(context.apsBadge) == Self.place(aps?.member(literal: "badge")))
        #expect(Self.place(context.apsSound) == Self.place(aps?.member(literal: "sound")))
        #expect(Self.place(context.apsMutableContent) == Self.place(aps?.member(literal: "mutable-content")))
        #expect(Self.place(context.apsMutableContentAdmin) == Self.place(aps?.member(literal: "mutableContent")))
        #expect(Self.place(context.apsContentAvailable) == Self.place(aps?.member(literal: "content-available")))
        #expect(Self.place(context.apsInterruptionLevel) == Self.place(aps?.member(literal: "interruption-level")))
        let contentAvailable =
            aps?.member(literal: "content-available") ?? (context.shape == .admin ? aps?.member(literal: "contentAvailable") : nil)
        #expect(Self.place(context.contentAvailable) == Self.place(contentAvailable))
    }

    @Test(arguments: messages) func apnsFieldsAreTheMemberLookups(_ text: String) throws {
        let context = try Self.context(text)
        let apns = context.apns
        #expect(
            Self.place(context.apnsFCMOptions)
                == Self.place(apns?.member(literal: "fcm_options") ?? apns?.member(literal: "fcmOptions")))
        #expect(
            Self.place(context.liveActivityToken)
                == Self.place(apns?.member(literal: "live_activity_token") ?? apns?.member(literal: "liveActivityToken")))
        let aps = context.aps
        let intent =
            aps?.member(literal: "content-available") ?? aps?.member(literal: "contentAvailable")
            ?? aps?.member(literal: "content_available")
        #expect(Self.place(context.contentAvailableIntent) == Self.place(intent))
        // A header is the first of its name in any ASCII case, null included.
        func header(_ name: String) -> JSONValue? {
            context.apnsHeaders?.members.first { $0.key.stringEqualsLowercased(name) }?.value
        }
        #expect(Self.place(context.apnsPushType) == Self.place(header("apns-push-type")))
        #expect(Self.place(context.apnsPriority) == Self.place(header("apns-priority")))
        #expect(Self.place(context.apnsHeader("apns-priority")) == Self.place(header("apns-priority")))
    }

    /// Each data key is a member of a data map, in map order then source order, its key the node
    /// before its value.
    @Test(arguments: messages) func dataKeysAreTheMembersOfTheDataMaps(_ text: String) throws {
        let context = try Self.context(text)
        let members = context.dataMaps.flatMap { name, map in map.members.map { (name, $0) } }
        #expect(context.dataKeys.map(\.mapName) == members.map(\.0))
        #expect(context.dataKeys.map(\.key.index) == members.map(\.1.key.index))
        #expect(context.dataKeys.map(\.value.index) == members.map(\.1.value.index))
        #expect(context.dataKeys.map(\.member.key.index) == members.map(\.1.key.index))
        #expect(context.dataKeys.map(\.name) == members.map { $0.1.key.stringValue ?? "" })
    }

    @Test(arguments: messages) func notificationFieldsAreTheMemberLookups(_ text: String) throws {
        let context = try Self.context(text)
        let notification = context.notification
        #expect(Self.place(context.notificationTitle) == Self.place(notification?.member(literal: "title")))
        #expect(Self.place(context.notificationBody) == Self.place(notification?.member(literal: "body")))
        #expect(Self.place(context.notificationImage) == Self.place(notification?.member(literal: "image")))
        #expect(Self.place(context.notificationImageURL) == Self.place(notification?.member(literal: "imageUrl")))
    }

    @Test(arguments: messages) func androidFieldsAreTheMemberLookups(_ text: String) throws {
        let context = try Self.context(text)
        let android = context.android
        #expect(Self.place(context.androidPriority) == Self.place(android?.member(literal: "priority")))
        #expect(
            Self.place(context.androidCollapseKey)
                == Self.place(android?.member(literal: "collapse_key") ?? android?.member(literal: "collapseKey")))
        #expect(
            Self.place(context.androidRestrictedPackageName)
                == Self.place(android?.member(literal: "restricted_package_name") ?? android?.member(literal: "restrictedPackageName")))
        #expect(Self.place(context.androidTTLValue) == Self.place(android?.member(literal: "ttl")))
        #expect((context.androidTTLMeaning == nil) == (context.androidTTLValue == nil))
        let notification = context.androidNotification
        #expect(Self.place(context.androidNotificationImage) == Self.place(notification?.member(literal: "image")))
        #expect(Self.place(context.androidNotificationImageURL) == Self.place(notification?.member(literal: "imageUrl")))
        #expect(Self.place(context.androidNotificationIcon) == Self.place(notification?.member(literal: "icon")))
        #expect(Self.place(context.androidNotificationSound) == Self.place(notification?.member(literal: "sound")))
        #expect(
            Self.place(context.androidNotificationChannelID)
                == Self.place(notification?.member(literal: "channel_id") ?? notification?.member(literal: "channelId")))
        #expect(
            Self.place(context.androidNotificationBypassProxy)
                == Self.place(
                    notification?.member(literal: "bypass_proxy_notification") ?? notification?.member(literal: "bypassProxyNotification")))
        #expect(
            Self.place(context.androidNotificationDefaultVibrateTimings)
                == Self.place(
                    notification?.member(literal: "default_vibrate_timings") ?? notification?.member(literal: "defaultVibrateTimings")))
        #expect(
            Self.place(context.androidNotificationDefaultLightSettings)
                == Self.place(
                    notification?.member(literal: "default_light_settings") ?? notification?.member(literal: "defaultLightSettings")))
    }

    @Test(arguments: messages) func messageFieldsAreTheMemberLookups(_ text: String) throws {
        let context = try Self.context(text)
        let message = context.message
        #expect(Self.place(context.legacyTo) == Self.place(message.member(literal: "to")))
        #expect(Self.place(context.messageFID) == Self.place(message.member(literal: "fid")))
        #expect(Self.place(context.messageTokens) == Self.place(message.member(literal: "tokens")))
        #expect(Self.place(context.liveActivityEvent) == Self.place(context.aps?.member(literal: "event")))
        let routed = MessageContext.isRouted(context.shape)
        // A routed message's non-empty string topic, and its non-empty string condition.
        let topic = message.member(literal: "topic").flatMap { $0.isString && $0.endOffset - $0.startOffset > 2 ? $0 : nil }
        #expect(Self.place(context.topicVerdict == nil ? nil : context.topicValue) == Self.place(routed ? topic : nil))
        let condition = message.member(literal: "condition").flatMap { $0.isString && !$0.decodedStringBytes().isEmpty ? $0 : nil }
        #expect(Self.place(context.condition?.value) == Self.place(routed ? condition : nil))
    }

    /// The blocks are the member lookups too (the first member that is not null, whatever its
    /// type), and the targets are every target member that is not null, in source order, a
    /// repeated key each time: what any other way of finding them (a schema walk filling the
    /// context's slots) has to keep.
    @Test(arguments: messages) func blocksAreTheMemberLookups(_ text: String) throws {
        let context = try Self.context(text)
        let message = context.message
        func block(_ name: StaticString) -> JSONValue? { context.shape.isFCMMessage ? message.member(literal: name) : nil }
        #expect(Self.place(context.notification) == Self.place(block("notification")))
        #expect(Self.place(context.data) == Self.place(block("data")))
        #expect(Self.place(context.android) == Self.place(block("android")))
        #expect(Self.place(context.apns) == Self.place(block("apns")))
        #expect(Self.place(context.webpush) == Self.place(block("webpush")))
        #expect(Self.place(context.androidNotification) == Self.place(context.android?.member(literal: "notification")))
        #expect(Self.place(context.androidData) == Self.place(context.android?.member(literal: "data")))
        #expect(Self.place(context.webpushData) == Self.place(context.webpush?.member(literal: "data")))
        #expect(Self.place(context.apnsHeaders) == Self.place(context.apns?.member(literal: "headers")))
        if context.shape.isFCMMessage {
            #expect(Self.place(context.apnsPayload) == Self.place(context.apns?.member(literal: "payload")))
        }
        #expect(Self.place(context.aps) == Self.place(context.apnsPayload?.member(literal: "aps")))
        let targetNames: Set<String> = ["token", "topic", "condition", "fid", "tokens", "fids"]
        let targets = message.members.filter { member in
            member.value.kind != .null && targetNames.contains(member.key.stringValue ?? "")
        }
        #expect(context.targetMembers.map(\.key.index) == targets.map(\.key.index))
    }

    @Test func theFirstBlockThatIsNotNullIsTheContexts() throws {
        let android = try Self.context(Self.messages[12])
        #expect(android.androidPriority?.stringValue == "high")
        #expect(android.androidTTLValue == nil)
        #expect(android.androidNotificationChannelID?.stringValue == "c")
        #expect(android.androidData?.member(literal: "a")?.stringValue == "1")
        let apns = try Self.context(Self.messages[13])
        #expect(apns.apns?.kind == .string)
        #expect(apns.apnsPriority == nil)
        #expect(apns.apsAlert == nil)
        let message = try Self.context(Self.messages[14])
        // An empty notification is not null: it is the context's, and the second is not read.
        #expect(message.notification?.count == 0)
        #expect(message.notificationTitle == nil)
        #expect(message.webpushData?.member(literal: "k")?.stringValue == "v")
        #expect(message.data?.isArray == true)
        #expect(message.targetMembers.map(\.key.stringValue) == ["token", "token"])
    }

    @Test func anEscapedKeyAfterANullOneIsFound() throws {
        let context = try Self.context(Self.messages[1])
        #expect(context.notificationTitle?.stringValue == "T1")
        #expect(context.notificationBody?.kind == .number)
        #expect(context.apsAlert?.stringValue == "x")
        #expect(context.apsInterruptionLevel == nil)
    }
}
