@testable import LintRules
import SizeModel
import Testing

/// Shape detection on the shapes payloads arrive in, and each shape linted by its own rules.
@Suite struct ShapeDetectionTests {
    static func detection(_ json: String, override: MessageShape? = nil) throws -> ShapeDetection {
        let document = try JSONParser().parse(Array(json.utf8))
        return ShapeDetector.detect(document.root, override: override)
    }

    /// The findings as `rule-id pointer` pairs, sorted; `(root)` for the whole document.
    static func findings(_ json: String, shape: MessageShape? = nil) -> [String] {
        var configuration = LintConfiguration()
        configuration.shape = shape
        return Linter(configuration: configuration).lint(json).map {
            "\($0.ruleID) \($0.pointer.description.isEmpty ? "(root)" : $0.pointer.description)"
        }.sorted()
    }

    static func severeFindings(_ json: String) -> [String] {
        Linter().lint(json).filter { $0.severity != .info }.map { "\($0.ruleID) \($0.pointer)" }
    }

    // MARK: - Presence of top-level names

    /// The detector's constant bits are those `ShapeKeyPresence.bit(_:)` gives the names, and
    /// "messageType" (tested with every bit) has none.
    @Test func constantBitsMatchTheNames() {
        let bits: [(UInt64, String)] = [
            (ShapeKeyPresence.Bit.aps, "aps"),
            (ShapeKeyPresence.Bit.data, "data"),
            (ShapeKeyPresence.Bit.to, "to"),
            (ShapeKeyPresence.Bit.appID, "app_id"),
            (ShapeKeyPresence.Bit.message, "message"),
            (ShapeKeyPresence.Bit.target, "target"),
            (ShapeKeyPresence.Bit.interests, "interests"),
            (ShapeKeyPresence.Bit.users, "users"),
            (ShapeKeyPresence.Bit.fcm, "fcm"),
            (ShapeKeyPresence.Bit.web, "web"),
            (ShapeKeyPresence.Bit.pnFCM, "pn_fcm"),
            (ShapeKeyPresence.Bit.pnGCM, "pn_gcm"),
            (ShapeKeyPresence.Bit.pnAPNs, "pn_apns"),
            (ShapeKeyPresence.Bit.deviceTypes, "device_types"),
            (ShapeKeyPresence.Bit.messages, "messages"),
            (ShapeKeyPresence.Bit.groupID, "group_id"),
            (ShapeKeyPresence.Bit.device, "device"),
            (ShapeKeyPresence.Bit.request, "request"),
            (ShapeKeyPresence.Bit.messageId, "messageId"),
            (ShapeKeyPresence.Bit.sentTime, "sentTime"),
            (ShapeKeyPresence.Bit.from, "from"),
            (ShapeKeyPresence.Bit.payload, "payload"),
            (ShapeKeyPresence.Bit.token, "token"),
            (ShapeKeyPresence.Bit.tokens, "tokens"),
            (ShapeKeyPresence.Bit.fids, "fids"),
            (ShapeKeyPresence.Bit.notification, "notification"),
            (ShapeKeyPresence.Bit.apns, "apns"),
            (ShapeKeyPresence.Bit.android, "android"),
            (ShapeKeyPresence.Bit.topic, "topic"),
            (ShapeKeyPresence.Bit.extras, "extras"),
            (ShapeKeyPresence.Bit.recipient, "recipient"),
            (ShapeKeyPresence.Bit.platform, "platform"),
            (ShapeKeyPresence.Bit.audience, "audience"),
            (ShapeKeyPresence.Bit.settings, "settings"),
            (ShapeKeyPresence.Bit.recipients, "recipients"),
            (ShapeKeyPresence.Bit.registrationIDs, "registration_ids"),
            (ShapeKeyPresence.Bit.notificationKey, "notification_key"),
            (ShapeKeyPresence.Bit.timeToLive, "time_to_live"),
            (ShapeKeyPresence.Bit.contentAvailable, "content_available"),
            (ShapeKeyPresence.Bit.mutableContent, "mutable_content"),
            (ShapeKeyPresence.Bit.dryRun, "dry_run"),
            (ShapeKeyPresence.Bit.delayWhileIdle, "delay_while_idle"),
            (ShapeKeyPresence.Bit.priority, "priority"),
            (ShapeKeyPresence.Bit.collapseKey, "collapse_key"),
            (ShapeKeyPresence.Bit.restrictedPackageName, "restricted_package_name"),
        ]
        for (bit, name) in bits {
            #expect(bit == ShapeKeyPresence.bit(name), "\(name)")
        }
        #expect(ShapeKeyPresence.bit("messageType") == ~0)
        // The legacy targets and options (`legacyTargetKeys`, `legacyOptionKeys`).
        let legacy = [
            "to", "registration_ids", "notification_key", "time_to_live", "content_available", "mutable_content", "dry_run",
            "delay_while_idle", "priority", "collapse_key", "restricted_package_name",
        ]
        #expect(ShapeDetector.legacyTargetAndOptionBits == legacy.reduce(0) { $0 | ShapeKeyPresence.bit($1) })
    }

    /// The one pass over the top-level members (`ShapeKeyPresence`) finds what a lookup per name
    /// finds: a null value is absent, an escaped key is its decoded name, a repeated key counts
    /// once, and a name without a bit is always looked up.
    @Test func presenceFindsWhatMemberLookupsFind() throws {
        let documents = [
            #"{"to": null, "topic": "news", "\u0061ps": {}, "token": "t", "token": "u", "extra": 1}"#,
            #"{"message": {"topic": "news"}, "validate_only": null, "priority": "high", "payload": {}}"#,
            #"{}"#,
            #"{"message": null, "m\u0065ssage": {"token": "t"}, "message": {}}"#,
        ]
        let names = ["to", "topic", "aps", "token", "message", "validate_only", "priority", "payload", "extra", "fids"]
        for json in documents {
            let root = try JSONParser().parse(Array(json.utf8)).root
            let list = ShapeKeyList(names)
            let presence = ShapeKeyPresence(root)
            let expected = names.compactMap { root.member($0)?.index }
            #expect(list.present(in: root, presence).map(\.index) == expected, "\(json)")
            #expect(list.anyPresent(in: root, presence) == !expected.isEmpty, "\(json)")
            #expect(presence.messageValue == (root.member("message")?.index ?? -1), "\(json)")
        }
        // Shapes decided by those lookups: a null legacy target is none; an escaped one counts.
        #expect(try Self.detection(#"{"to": null, "topic": "news"}"#).shape == .v1Message)
        #expect(try Self.detection(#"{"\u0074o": "/topics/news", "priority": "high"}"#).shape == .legacy)
    }

    // MARK: - HTTP v1

    @Test func requestBodyAndBareMessage() throws {
        #expect(try Self.detection(#"{"message": {"topic": "news"}}"#).shape == .v1Request)
        #expect(try Self.detection(#"{"validate_only": true, "message": {"topic": "news"}}"#).shape == .v1Request)
        #expect(try Self.detection(#"{"message": "oops"}"#).shape == .v1Request)
        // A custom "message" key in what a device received is data, not an envelope.
        #expect(try Self.detection(#"{"aps": {"alert": "Hi"}, "gcm.message_id": "1", "message": "Hello"}"#).shape == .deviceCapture)
        #expect(try Self.detection(#"{"topic": "news", "notification": {"title": "Hi"}}"#).shape == .v1Message)
        #expect(try Self.detection(#"{"topic": "news", "android": {"ttl": "3600s"}}"#).shape == .v1Message)
    }

    /// A "message" object beside legacy targets: a custom key of a legacy body unless it holds
    /// message fields, when the document mixes a request body with legacy targets.
    @Test func messageKeyBesideLegacyTargets() throws {
        let custom = try Self.detection(#"{"to": "abc:APA91b", "data": {"a": "1"}, "message": {"title": "Hi", "body": "B"}}"#)
        #expect(custom.shape == .legacy)
        #expect(custom.conflicts.isEmpty)
        #expect(try Self.detection(#"{"registration_ids": ["a"], "priority": "high", "message": {}}"#).shape == .legacy)
        #expect(try Self.detection(#"{"time_to_live": 60, "data": {"a": "1"}, "message": {"text": "Hi"}}"#).shape == .legacy)
        let mixed = try Self.detection(#"{"to": "abc:APA91b", "message": {"token": "abc:APA91b", "notification": {"title": "Hi"}}}"#)
        #expect(mixed.shape == .v1Request)
        #expect(mixed.conflicts.map(\.shape) == [.legacy])
        // Without legacy keys beside it, a "message" object is still the request body's.
        #expect(try Self.detection(#"{"message": {"title": "Hi"}, "notification": {"body": "B"}}"#).shape == .v1Request)
    }

    // MARK: - firebase-admin

    /// The message of firebase-admin-node's integration test (test/integration/messaging.spec.ts) as
    /// JSON: camelCase Admin names, a Date serialized to an ISO string, light settings in
    /// milliseconds and lower-case enums. firebase-admin sends it without complaint.
    static let adminIntegrationMessage = #"""
        {
          "data": {"foo": "bar"},
          "notification": {"title": "Message title", "body": "Message body", "imageUrl": "https://example.com/image.png"},
          "android": {
            "restrictedPackageName": "com.google.firebase.testing",
            "directBootOk": true,
            "notification": {
              "title": "test.title", "ticker": "test.ticker", "sticky": true, "visibility": "private",
              "eventTimestamp": "2025-01-14T17:02:11.123Z", "localOnly": true, "priority": "high",
              "vibrateTimingsMillis": [100, 50, 250], "defaultVibrateTimings": false, "defaultSound": true,
              "lightSettings": {"color": "#AABBCC55", "lightOnDurationMillis": 200, "lightOffDurationMillis": 300},
              "defaultLightSettings": false, "notificationCount": 1, "proxy": "if_priority_lowered"
            }
          },
          "apns": {"payload": {"aps": {"alert": {"title": "Message title", "body": "Message body"}}}},
          "topic": "foo-bar"
        }
        """#

    @Test func firebaseAdminIntegrationMessageIsAnAdminObjectWithoutErrors() throws {
        let detection = try Self.detection(Self.adminIntegrationMessage)
        #expect(detection.shape == .admin)
        #expect(detection.reason?.description == "\"imageUrl\" is a firebase-admin name")
        #expect(detection.conflicts.isEmpty)
        // No schema or shape finding (other rules may speak: it sends an image without mutable-content).
        let schemaRules = Set(RuleRegistry.all.compactMap { ($0 as? any SchemaRule).map { type(of: $0).description.id } })
        let problems = Linter().lint(Self.adminIntegrationMessage).filter { schemaRules.contains($0.ruleID) }
        #expect(problems.isEmpty, "\(problems.map(\.ruleID))")
        // The same object posted as an HTTP v1 body: every Admin name is an error there.
        let wrapped = Self.findings(#"{"message": \#(Self.adminIntegrationMessage)}"#).filter { $0.hasPrefix("shape-") }
        #expect(wrapped == [
            "shape-admin-only-name-in-rest /message/android/notification/eventTimestamp",
            "shape-admin-only-name-in-rest /message/android/notification/lightSettings/lightOffDurationMillis",
            "shape-admin-only-name-in-rest /message/android/notification/lightSettings/lightOnDurationMillis",
            "shape-admin-only-name-in-rest /message/android/notification/priority",
            "shape-admin-only-name-in-rest /message/android/notification/vibrateTimingsMillis",
            "shape-admin-only-name-in-rest /message/notification/imageUrl",
        ])
    }

    @Test func adminEvidence() throws {
        for json in [
            #"{"tokens": ["a", "b"], "data": {"k": "v"}}"#,
            #"{"topic": "news", "android": {"ttl": 3600000}}"#,
            #"{"topic": "/topics/news"}"#,
            #"{"topic": "news", "apns": {"payload": {"aps": {"contentAvailable": true}}}}"#,
            #"{"topic": "news", "apns": {"fcmOptions": {"imageUrl": "https://a.example/x.png"}}}"#,
        ] {
            #expect(try Self.detection(json).shape == .admin, "\(json)")
        }
    }

    @Test func httpV1FormsInAnAdminObjectAreReportedValueByValue() {
        // firebase/firebase-admin-node#1163: a "259200s" TTL next to Admin names.
        let json = #"{"tokens": ["t1"], "notification": {"imageUrl": "https://a.example/x.png"}, "android": {"ttl": "259200s", "notification": {"priority": "PRIORITY_HIGH"}}}"#
        let found = Self.findings(json)
        #expect(found.contains("android-ttl-format /android/ttl"))
        #expect(found.contains("shape-rest-form-in-admin /android/notification/priority"))
        #expect(!found.contains { $0.hasPrefix("shape-mixed") })
    }

    // MARK: - Legacy

    /// AGProjects/sylk-pushserver#16: a legacy body posted to the v1 endpoint.
    static let sylkLegacyBody = #"""
        {"to": "fRzP1ah1TDGqY6cGFWq3lk:APA91bG1", "time_to_live": 60, "priority": "high",
         "data": {"event": "incoming_session", "session-id": "a0b1f032"}}
        """#

    @Test func legacyHTTPBody() throws {
        let detection = try Self.detection(Self.sylkLegacyBody)
        #expect(detection.shape == .legacy)
        #expect(Self.findings(Self.sylkLegacyBody) == [
            "legacy-mapping-hint (root)",
            "legacy-top-level-keys /priority",
            "legacy-top-level-keys /time_to_live",
            "legacy-top-level-keys /to",
            "shape-detected /to",
        ])
        let hint = Linter().lint(Self.sylkLegacyBody).first { $0.ruleID == "legacy-mapping-hint" }?.message ?? ""
        #expect(hint.contains(#""token": "fRzP1ah1TDGqY6cGFWq3lk:APA91bG1""#))
        #expect(hint.contains(#""android": {"ttl": "60s", "priority": "HIGH"}"#) || hint.contains(#""android": {"priority": "HIGH", "ttl": "60s"}"#))
        #expect(hint.contains(#""data": {"event": "incoming_session", "session-id": "a0b1f032"}"#))
    }

    /// A legacy body addressed by `condition` alone (the legacy server reference lists it beside
    /// `to` and `registration_ids`): its legacy options make it legacy, not an HTTP v1 message.
    @Test func legacyBodyAddressedByCondition() throws {
        let json = #"{"condition": "'dogs' in topics || 'cats' in topics", "priority": "high", "time_to_live": 3600, "data": {"message": "Hi"}}"#
        let detection = try Self.detection(json)
        #expect(detection.shape == .legacy)
        #expect(Self.findings(json) == [
            "legacy-mapping-hint (root)",
            "legacy-top-level-keys /priority",
            "legacy-top-level-keys /time_to_live",
            "shape-detected /time_to_live",
        ])
        // A condition with an HTTP v1 block stays an HTTP v1 message.
        #expect(try Self.detection(#"{"condition": "'a' in topics", "priority": "high", "android": {"priority": "high"}}"#).shape == .v1Message)
    }

    /// mobizt/Firebase-ESP8266#394: legacy `to` and `content_available` in a message that also has
    /// an HTTP v1 `apns` block. Linted as HTTP v1, with every rule, and called mixed.
    @Test func legacyKeysInAnHTTPv1Message() throws {
        let json = #"""
            {"ttl": "10s", "to": "dQkY26Skck3otuazbr57Kc:APA91bEX", "content_available": true,
             "data": {"message": "Fuite de Gaz"}, "notification": {"body": "Fuite de gaz", "sound": "default"},
             "apns": {"headers": {"apns-priority": "10"}, "payload": {"aps": {"category": "NEW_MESSAGE_CATEGORY"}}}}
            """#
        let detection = try Self.detection(json)
        #expect(detection.shape == .v1Message)
        #expect(detection.conflicts.map(\.shape) == [.legacy])
        let found = Self.findings(json)
        for expected in [
            "shape-mixed /to", "legacy-top-level-keys /to", "legacy-top-level-keys /content_available",
            "shape-unknown-field /ttl", "notification-legacy-keys /notification/sound",
        ] {
            #expect(found.contains(expected), "\(expected) in \(found)")
        }
    }

    @Test func removedAdminLegacyAPI() throws {
        let json = #"{"payload": {"notification": {"title": "Hi"}, "data": {"k": "v"}}, "options": {"timeToLive": 3600, "priority": "high"}}"#
        #expect(try Self.detection(json).shape == .legacy)
        #expect(Self.findings(json) == [
            "legacy-admin-payload /options", "legacy-admin-payload /payload", "shape-detected /payload",
        ])
    }

    // MARK: - APNs payloads and device captures

    @Test func rawAPNsPayloadIsLintedWithTheAPNsRules() throws {
        let background = #"{"aps": {"content-available": 1}, "kind": "sync"}"#
        #expect(try Self.detection(background).shape == .apnsPayload)
        #expect(Self.findings(background) == ["shape-detected /aps"])
        let bad = #"{"aps": {"alert": {"title": "Hi", "locKey": "K"}, "badge": "3", "sound": "default"}, "chatId": "c-1"}"#
        #expect(Self.findings(bad) == [
            "apns-alert-key-spelling /aps/alert/locKey", "apns-badge-invalid /aps/badge", "shape-detected /aps",
        ])
    }

    /// phonegap/phonegap-plugin-push#1904 (a Cordova app): a legacy multicast body with an aps
    /// dictionary, badge and sound at the top level, sent "without error" and never shown on iOS
    /// (the legacy API ignored the unknown keys). It was read as a raw APNs payload, with one info
    /// note; FCM device targets beside aps make it the legacy body it is.
    @Test func apsBesideFCMDeviceTargetsIsALegacyBody() throws {
        let json = #"{"registration_ids": ["dewAPqVuntU:APA91bEm8zaRsuJ2EdKeFaU8BTp9zUmc78c_KxI1CzbvinYbR4SrX6B8zrD3kBZL7jT95qHSkCDsVE9xB8PeW4RQoZLTN6_SIwClktOih8V4DBgVgzvmHKNJ8bIZAjSW3CGn5tqB9-UC"], "priority": "high", "aps": {"alert": {"title": "Title Alert", "body": "Body Alert"}}, "badge": 1, "sound": "default"}"#
        #expect(try Self.detection(json).shape == .legacy)
        let found = Self.findings(json)
        for expected in ["shape-unknown-field /aps", "shape-unknown-field /badge", "shape-unknown-field /sound", "shape-detected /registration_ids"] {
            #expect(found.contains(expected), "\(expected) in \(found)")
        }
        #expect(try Self.detection(#"{"to": "/topics/news", "aps": {"alert": "Hi"}}"#).shape == .legacy)
        #expect(try Self.detection(#"{"notification_key": "APA91bGHXQBB", "aps": {"alert": "Hi"}}"#).shape == .legacy)
        // A "to" that names no FCM device is a custom key of the APNs payload.
        #expect(try Self.detection(#"{"aps": {"alert": "New message"}, "to": "alice", "from": "bob"}"#).shape == .apnsPayload)
    }

    /// What an iOS app prints for `userInfo` of an FCM notification (firebase/firebase-ios-sdk#9151
    /// explains the gcm.* and google.c.* keys): the aps dictionary is checked, nothing else.
    static let iOSUserInfo = #"""
        {
          "aps": {"alert": {"title": "Your order shipped", "body": "Arrives Thursday"}, "mutable-content": 1, "sound": "default", "badge": 2},
          "fcm_options": {"image": "https://cdn.example.com/orders/42.png"},
          "gcm.message_id": "1736899200123456",
          "google.c.a.e": "1",
          "google.c.sender.id": "123456789012",
          "google.c.fid": "fXyZ0123456789abcdefgh",
          "orderId": "42"
        }
        """#

    @Test func iOSUserInfoDump() throws {
        let detection = try Self.detection(Self.iOSUserInfo)
        #expect(detection.shape == .deviceCapture)
        #expect(detection.capturePlatform == .iOS)
        #expect(Self.findings(Self.iOSUserInfo) == ["shape-detected /gcm.message_id"])
        let broken = Self.iOSUserInfo.replacingOccurrences(of: #""badge": 2"#, with: #""badge": -2, "interruption-level": "urgent""#)
        #expect(Self.findings(broken) == [
            "apns-badge-invalid /aps/badge", "apns-interruption-level-invalid /aps/interruption-level",
            "shape-detected /gcm.message_id",
        ])
    }

    @Test func androidCaptures() throws {
        let intentExtras = #"{"google.delivered_priority": "high", "google.sent_time": 1736899200000, "from": "123456789012", "google.message_id": "0:1736899200123456%abc", "collapse_key": "com.example.app", "orderId": "42"}"#
        let detection = try Self.detection(intentExtras)
        #expect(detection.shape == .deviceCapture)
        #expect(detection.capturePlatform == .android)
        #expect(Self.findings(intentExtras) == ["shape-detected /google.delivered_priority"])
        // A react-native-firebase RemoteMessage as logged by onMessage.
        let remoteMessage = #"{"messageId": "0:1736899200123456%abc", "from": "123456789012", "sentTime": 1736899200000, "ttl": 2419200, "collapseKey": "com.example.app", "data": {"orderId": "42"}, "notification": {"title": "Shipped", "android": {"channelId": "orders"}}}"#
        #expect(try Self.detection(remoteMessage).shape == .deviceCapture)
        #expect(Self.findings(remoteMessage) == ["shape-detected /messageId"])
        // react-native-push-notification's object around the data map Android received
        // (zo0r/react-native-push-notification#1859): FCM's delivery keys sit in "data".
        let wrapped = #"{"data": {"1": "2", "collapse_key": "com.example.app", "from": "/topics/news", "google.delivered_priority": "high", "google.message_id": "0:1612859326479433%278582f5", "google.sent_time": 1612859326256, "google.ttl": 2419200}, "foreground": false, "userInteraction": true}"#
        #expect(try Self.detection(wrapped).shape == .deviceCapture)
        #expect(Self.findings(wrapped) == ["shape-detected /data/google.message_id"])
    }

    /// Captures from real projects that were linted as requests, and a request that looked like a
    /// capture.
    @Test func libraryCapturesAndRemoteMessageLikeRequests() throws {
        // react-native-push-notification's onNotification on iOS: the userInfo in "data".
        let rnpnIOS = #"{"action": "undefined", "badge": 0, "data": {"gcm.message_id": "1635505825597089", "google.c.a.e": "1", "google.c.fid": "fwR54uXMY0sqqHZpRaZkv2", "google.c.sender.id": "590634795311", "msgId": "-98", "remote": true, "userInteraction": 1}, "foreground": false, "message": "New Test Background", "soundName": "generalmessage.caf", "title": "FuneralCall Support Test", "userInteraction": true}"#
        let rnpn = try Self.detection(rnpnIOS)
        #expect(rnpn.shape == .deviceCapture)
        #expect(rnpn.capturePlatform == .iOS)
        #expect(Self.findings(rnpnIOS) == ["shape-detected /data/gcm.message_id"])
        // react-native-firebase's onMessage on iOS: no sentTime or from, but notification.ios.
        let rnfbIOS = #"{"data": {"msgId": "-98"}, "messageId": "1635505916906609", "notification": {"body": "3rd new test", "ios": {"badge": 0}, "sound": "generalmessage.caf", "title": "FuneralCall Support Test"}}"#
        #expect(try Self.detection(rnfbIOS).capturePlatform == .iOS)
        #expect(Self.findings(rnfbIOS) == ["shape-detected /messageId"])
        // ... or with the booleans its iOS serializer writes from aps (invertase/notifee#259,
        // printed from onMessage in 2021: no from, no sentTime, no notification.ios).
        let rnfbFlags = #"{"messageId": "1638966606762796", "data": {"avatar": "", "title": "xxx", "priority": "high", "body": "xxx"}, "contentAvailable": true, "mutableContent": true, "notification": {"title": "xxx", "body": "xxx"}}"#
        #expect(try Self.detection(rnfbFlags).capturePlatform == .iOS)
        #expect(Self.findings(rnfbFlags) == ["shape-detected /messageId"])
        // firebase-admin's removed sendToDevice options carry the same booleans, without a messageId.
        #expect(try Self.detection(#"{"notification": {"title": "T"}, "contentAvailable": true, "mutableContent": true}"#).shape == .legacy)
        // FlutterFire's RemoteMessage.toMap() writes both platforms' members, the other as null.
        let flutterIOS = #"{"senderId": null, "category": null, "collapseKey": null, "contentAvailable": false, "data": {}, "from": "905241272032", "messageId": "1701601752914434", "messageType": null, "mutableContent": false, "notification": {"title": "T", "body": "B", "android": null, "apple": {"badge": "1", "sound": {"name": "default"}}, "web": null}, "sentTime": 1701601752902, "threadId": null, "ttl": null}"#
        #expect(try Self.detection(flutterIOS).capturePlatform == .iOS)
        let flutterAndroid = #"{"senderId": null, "category": null, "collapseKey": "q", "contentAvailable": false, "data": {}, "from": "905241272032", "messageId": "0:1701601752914434%ee6f", "messageType": null, "mutableContent": false, "notification": {"title": "T", "body": "B", "android": {"channelId": null}, "apple": null, "web": null}, "sentTime": 1701601752902, "threadId": null, "ttl": 2419200}"#
        #expect(try Self.detection(flutterAndroid).capturePlatform == .android)
        // The note names FlutterFire (its toMap writes senderId, even null), and react-native-firebase otherwise.
        #expect(try Self.detection(flutterIOS).reason?.description == #""messageId" with "sentTime" is a FlutterFire RemoteMessage (received on iOS)"#)
        #expect(try Self.detection(rnfbFlags).reason?.description == #""messageId" with "contentAvailable" is a react-native-firebase RemoteMessage (received on iOS)"#)
        // What MaikuB/flutter_local_notifications#2173's author sent: a legacy body naming a
        // device in "to", beside RemoteMessage fields copied from a capture.
        let sent = #"{"to": "c4TU6jxJTvGHFI2SLQPDCI:APA91bGNCT38rHNhSk_CfZFo2VlCE9Z", "senderId": "905941271224", "messageId": "0:1701354443523651%ee6fccc3ee6fccc4", "notification": {"title": "T", "body": "B"}, "sentTime": 1701354443498, "ttl": 2419200}"#
        #expect(try Self.detection(sent).shape == .legacy)
        // A RemoteMessage printed without a messageId: react-native-firebase's onMessage after a
        // shown notification is swiped away (invertase/react-native-firebase#8040), and Expo's
        // trigger.remoteMessage pasted on its own (xmtplabs/converse-app#1520).
        let swiped = #"{"sentTime": 0, "ttl": 0, "data": {}}"#
        #expect(try Self.detection(swiped).capturePlatform == .android)
        #expect(Self.findings(swiped) == ["shape-detected /sentTime"])
        let expoRemoteMessage = #"{"originalPriority": 2, "sentTime": 1736890326588, "notification": null, "data": {"channelId": "chat", "priority": "high"}, "to": null, "ttl": 2419200, "collapseKey": null, "messageType": null}"#
        #expect(Self.findings(expoRemoteMessage) == ["shape-detected /sentTime"])
        // Not without a partner, nor beside a "to" that names a device (a request).
        #expect(try Self.detection(#"{"sentTime": 1736890326588}"#).shape == .v1Message)
        #expect(try Self.detection(#"{"to": "c4TU6jxJTvGHFI2SLQPDCI:APA91bGNCT38rHNhSk", "sentTime": 1, "ttl": 60, "data": {"a": "b"}}"#).shape == .legacy)
        // Capacitor's pushNotificationReceived on Android (ionic-team/capacitor#2264): "id" is
        // FCM's message ID; an "id" of another form beside "data" stays a request's unknown field.
        let capacitor = #"{"id":"0:12345678910%123456789abc","data":{"message_id":"12345678abcdefghi000","user_id":"1234567","message":"Test User: Hello","dialog_id":"123456789abcdefg"}}"#
        #expect(try Self.detection(capacitor).capturePlatform == .android)
        #expect(Self.findings(capacitor) == ["shape-detected /id"])
        #expect(try Self.detection(#"{"id": "42", "token": "t", "data": {"a": "b"}}"#).shape == .v1Message)
        #expect(try Self.detection(#"{"id": "0:12%zz", "data": {"a": "b"}}"#).shape == .v1Message)
    }

    // MARK: - Other push services

    /// The message of Expo's "Message request format" (docs.expo.dev, sending notifications),
    /// with the fields an app sets most.
    static let expoMessage = #"""
        {"to": "ExponentPushToken[xxxxxxxxxxxxxxxxxxxxxx]", "title": "Hi", "body": "Your order shipped",
         "sound": "default", "channelId": "orders", "priority": "high", "data": {"orderId": "42"}}
        """#

    /// A OneSignal "Create notification" body (documentation.onesignal.com, push notification).
    static let oneSignalBody = #"""
        {"app_id": "5eb5a37e-b458-11e3-ac11-000c2940e62c", "include_subscription_ids": ["1dd608f2-c6a1-11e3-851d-000c2940e62c"],
         "contents": {"en": "English Message"}, "headings": {"en": "Title"}, "data": {"foo": "bar"}}
        """#

    @Test func expoPushRequestIsReportedOnceAndNotLintedAsFCM() throws {
        let detection = try Self.detection(Self.expoMessage)
        #expect(detection.otherService == .expo)
        #expect(detection.reason?.description == #""to" is an Expo push token, with "title", "body", "sound", …"#)
        #expect(!detection.runs(.legacy) && !detection.runs(.routing) && !detection.runs(.size) && detection.runs(.shape))
        #expect(Self.findings(Self.expoMessage) == ["shape-other-push-service /to"])
        let finding = try #require(Linter().lint(Self.expoMessage).first)
        #expect(finding.severity == .warning)
        #expect(finding.message.hasPrefix("an Expo push service request, not an FCM message: "))
        // "to" as a list of tokens, Expo-only fields, and a batch as Expo's endpoint takes it.
        #expect(try Self.detection(#"{"to": ["ExponentPushToken[a]", "ExpoPushToken[b]"], "body": "Hi"}"#).otherService == .expo)
        #expect(try Self.detection(#"{"to": "ExpoPushToken[a]", "data": {"k": "v"}, "_contentAvailable": true}"#).otherService == .expo)
        let batch = #"[{"to": "ExponentPushToken[a]", "body": "A", "badge": 1}, {"to": ["ExponentPushToken[b]"], "body": "B", "mutableContent": true}]"#
        #expect(Self.findings(batch) == ["shape-other-push-service /0/to", "shape-other-push-service /1/to"])
        let lines = Linter().lint(jsonLines: "{\"to\": \"ExponentPushToken[a]\", \"title\": \"A\"}\n{\"message\": {\"topic\": \"news\"}}\n")
        #expect(lines.map { "\($0.ruleID) \($0.pointer)" } == ["shape-other-push-service /0/to"])
    }

    @Test func oneSignalRequestIsReportedOnceAndNotLintedAsFCM() throws {
        #expect(try Self.detection(Self.oneSignalBody).otherService == .oneSignal)
        #expect(Self.findings(Self.oneSignalBody) == ["shape-other-push-service /app_id"])
        for target in [
            #""include_player_ids": ["6392d91a-b206-4b7b-a620-cd68e32c3a76"]"#, #""include_aliases": {"external_id": ["user-1"]}"#,
            #""included_segments": ["Active Users"]"#, #""include_external_user_ids": ["user-1"]"#,
        ] {
            // Without "data", no member is a payload's sign: still reported, not shape-not-a-payload.
            let json = #"{"app_id": "5eb5a37e-b458-11e3-ac11-000c2940e62c", "#.appending(target).appending(#", "contents": {"en": "Hi"}}"#)
            #expect(Self.findings(json) == ["shape-other-push-service /app_id"], "\(target)")
        }
    }

    /// The aps dictionary pasted without "aps" around it (support.kinvey.com/support/discussions/
    /// topics/12000009435, the sender's iOSAps object): still not a payload, and the message says
    /// what it is and where it goes; a settings file with one aps-like key gets no such hint.
    @Test func anApsDictionaryWithoutApsIsNamed() throws {
        let aps = #"{ "alert": {"title": "TITLE!", "subtitle": "Sub-Title", "body": "Test."}, "badge": 1, "sound": "notification.wav", "mutable-content": 1, "content-available": 0 }"#
        let found = Linter().lint(aps)
        #expect(found.map(\.ruleID) == ["shape-not-a-payload"])
        #expect(found.first?.message.hasSuffix(#": these are the keys of an aps dictionary without "aps" around it; a raw APNs payload is {"aps": {…}}, and an FCM message carries it in apns.payload.aps"#) == true)
        let settings = Linter().lint(#"{"sound": "on", "theme": "dark"}"#)
        #expect(settings.first?.message.contains("aps dictionary") == false)
    }

    /// Pusher Beams publish bodies (pusher.com/docs/beams/reference/publish-api) and Huawei Push Kit
    /// requests (developer.huawei.com, "Sending Messages"; HarmonyOS v3 request struct) are other
    /// services' requests: one finding, none of the FCM errors their own fields would get.
    @Test func pusherBeamsAndHuaweiRequestsAreReportedOnceAndNotLintedAsFCM() throws {
        let beams = #"{"interests": ["hello"], "apns": {"aps": {"alert": "Hello!"}}, "fcm": {"notification": {"title": "Hello", "body": "Hello, world!"}}}"#
        #expect(try Self.detection(beams).otherService == .pusherBeams)
        #expect(Self.findings(beams) == ["shape-other-push-service /interests"])
        // Without a sign of a payload (no apns), still reported, not shape-not-a-payload.
        #expect(Self.findings(#"{"users": ["user-001"], "web": {"notification": {"title": "Hi"}}}"#) == ["shape-other-push-service /users"])
        let huawei = #"{"validate_only": false, "message": {"notification": {"title": "T", "body": "B"}, "android": {"collapse_key": -1, "notification": {"click_action": {"type": 2, "url": "https://example.com"}}}, "token": ["AAWWHI94sgUR2RU5"]}}"#
        #expect(try Self.detection(huawei).otherService == .huaweiPushKit)
        #expect(Self.findings(huawei) == ["shape-other-push-service /message/android/notification/click_action"])
        let huaweiData = #"{"message": {"data": "{'k': 'v'}", "android": {"urgency": "HIGH"}, "token": ["AAWWHI94sgUR2RU5"]}}"#
        #expect(Self.findings(huaweiData) == ["shape-other-push-service /message/token"])
    }

    /// A Courier Send API body (courier.com/docs, "Firebase Cloud Messaging": the send request with
    /// providers["firebase-fcm"].override.body) wraps a message of Courier's own, addressed by a
    /// recipient object or list in "to": one finding, not the legacy-to, unknown-field and target
    /// errors an FCM request with those members would get. A "to" beside FCM's own message
    /// members, or holding a string, keeps the request an FCM one.
    @Test func courierSendRequestsAreReportedOnceAndNotLintedAsFCM() throws {
        let send = #"{"message": {"to": {"user_id": "YOUR_USER_ID"}, "content": {"title": "Hey", "body": "Hi"}, "routing": {"method": "all", "channels": ["firebase-fcm"]}, "providers": {"firebase-fcm": {"override": {"body": {"apns": {"payload": {"aps": {"badge": 99}}}}}}}}}"#
        #expect(try Self.detection(send).otherService == .courier)
        #expect(Self.findings(send) == ["shape-other-push-service /message/to"])
        let list = #"{"message": {"to": [{"user_id": "a"}, {"firebaseToken": "cv9xTcrpmB0VsAcNfgsZ7B:APA91bHE8iew"}], "template": "HY59FFJQTR4JGEGT25HQD2D201GK", "data": {"click_action": "https://courier.com"}}}"#
        #expect(Self.findings(list) == ["shape-other-push-service /message/to"])
        for json in [
            #"{"message": {"to": {"user_id": "u"}, "notification": {"title": "Hi"}, "content": {"body": "b"}}}"#,
            #"{"message": {"to": "fGw0qy4TGgk:APA91bGtWGju", "content": {"body": "b"}}}"#,
            #"{"message": {"to": [], "content": {"body": "b"}}}"#,
            #"{"message": {"to": {"user_id": "u"}, "data": {"k": "v"}}}"#,
        ] {
            #expect(try Self.detection(json).otherService == nil, "\(json)")
        }
    }

    /// Signs of FCM keep a document an FCM message: legacy targets stay legacy, an Expo token in an
    /// FCM message is still routing-token-shape's error, and an app_id is only OneSignal's with
    /// OneSignal's members and without FCM's.
    @Test func fcmMessagesAreNeverTakenForOtherServices() throws {
        for json in [
            Self.sylkLegacyBody,
            #"{"to": "/topics/news", "title": "Hi", "body": "B", "data": {"k": "v"}}"#,
            #"{"to": ["fRzP1ah1TDGqY6cGFWq3lk:APA91bG1"], "body": "B"}"#,
            #"{"to": "ExponentPushToken[a]", "notification": {"title": "Hi"}}"#,
            #"{"to": "ExponentPushToken[a]", "time_to_live": 60, "data": {"k": "v"}}"#,
            #"{"to": "ExponentPushToken[a]", "registration_ids": ["b"]}"#,
            #"{"message": {"token": "ExponentPushToken[a]", "notification": {"title": "Hi"}}}"#,
            #"{"token": "ExponentPushToken[a]", "title": "Hi"}"#,
            #"{"app_id": "com.example", "data": {"k": "v"}}"#,
            #"{"app_id": "5eb5a37e", "contents": {"en": "Hi"}, "topic": "news"}"#,
            #"{"app_id": 42, "contents": {"en": "Hi"}}"#,
            #"{"apns": {"payload": {"aps": {"alert": "Hi"}}}, "token": "fRzP1ah1TDGqY6cGFWq3lk:APA91bG1"}"#,
            #"{"interests": ["a"], "apns": {"aps": {"alert": "Hi"}}, "token": "fRzP1ah1TDGqY6cGFWq3lk:APA91bG1"}"#,
            #"{"message": {"token": ["fRzP1ah1TDGqY6cGFWq3lk:APA91bG1"], "notification": {"title": "Hi"}}}"#,
            #"{"message": {"token": ["fRzP1ah1TDGqY6cGFWq3lk:APA91bG1"], "data": {"k": "v"}}}"#,
            #"{"message": {"topic": "news", "android": {"notification": {"click_action": "OPEN"}}}}"#,
        ] {
            #expect(try Self.detection(json).otherService == nil, "\(json)")
            #expect(!Self.findings(json).contains { $0.hasPrefix("shape-other-push-service") }, "\(json)")
        }
        #expect(try Self.detection(#"{"to": "/topics/news", "title": "Hi"}"#).shape == .legacy)
        #expect(Self.severeFindings(#"{"message": {"token": "ExponentPushToken[a]", "notification": {"title": "Hi"}}}"#) == [
            "routing-token-shape /message/token"
        ])
        // --shape says what the document is: linted as that FCM shape.
        #expect(try Self.detection(Self.expoMessage, override: .legacy).otherService == nil)
        #expect(Self.findings(Self.expoMessage, shape: .legacy).contains("legacy-top-level-keys /to"))
    }

    // MARK: - --shape

    @Test func overrideChoosesTheShape() throws {
        let bare = #"{"token": "t", "notification": {"title": "Hi"}}"#
        let detection = try Self.detection(bare, override: .v1Request)
        #expect(detection.shape == .v1Request)
        #expect(detection.overridden)
        // Posted as it is, the bare message is a request body with unknown members (the sylk error).
        #expect(Self.findings(bare, shape: .v1Request) == [
            "shape-envelope (root)", "shape-envelope /notification", "shape-envelope /token",
        ])
        // Read as a firebase-admin object, a numeric TTL is milliseconds.
        let admin = #"{"token": "t", "android": {"ttl": 3600000}}"#
        #expect(!Self.findings(admin, shape: .admin).contains { $0.hasPrefix("android-ttl-format") })
        #expect(Self.findings(#"{"message": \#(admin)}"#).contains("android-ttl-format /message/android/ttl"))
    }

    @Test func shapeDetectedSpeaksOncePerBatchRun() {
        let batch = #"[{"aps": {"alert": "A"}}, {"aps": {"alert": "B"}}, {"message": {"topic": "t"}}, {"aps": {"alert": "C"}}]"#
        #expect(Self.findings(batch) == ["shape-detected /0/aps", "shape-detected /3/aps"])
    }

    // MARK: - What the message context decides from its own lookups

    /// `MessageContext` makes the Huawei Push Kit and Courier checks of a request's `message` from
    /// the members it finds anyway (`ShapeDetector.detectLeavingHuaweiMessage`), and takes the request's
    /// message from the detection: its detection and message are `detect`'s, on Huawei and Courier bodies,
    /// look-alikes, repeated and null members, and requests without a message object.
    @Test func contextDetectsWhatDetectDetects() throws {
        for json in [
            #"{"validate_only": false, "message": {"android": {"collapse_key": -1, "notification": {"click_action": {"type": 2}}}, "token": ["A"]}}"#,
            #"{"message": {"data": "{'k': 'v'}", "android": {"urgency": "HIGH"}, "token": ["A"]}}"#,
            #"{"message": {"token": null, "token": ["a", "b"], "android": {"collapse_key": 3}}}"#,
            #"{"message": {"topic": "news", "android": null, "android": {"notification": {"click_action": null, "click_action": {"type": 1}}}}}"#,
            #"{"message": {"topic": "news", "android": {"notification": {"click_action": "OPEN"}}}}"#,
            #"{"message": {"topic": "news", "android": {"notification": {"click_action": {"url": "x"}}}}}"#,
            #"{"message": {"token": ["a", 3], "android": {"collapse_key": 3}}}"#,
            #"{"message": {"token": ["a"], "android": {"collapseKey": 3}}}"#,
            #"{"validate_only": true, "android": {"notification": {"click_action": {"type": 1}}}, "token": ["a"]}"#,
            #"{"message": "hello", "android": {"notification": {"click_action": {"type": 1}}}}"#,
            #"{"message": null, "message": {"token": "a"}}"#,
            #"{"validate_only": true, "message": "x", "token": "a"}"#,
            #"{"target": {"token": ["a"]}, "payload": {"notification": {}}, "message": {"android": {"notification": {"click_action": {"type": 3}}}}}"#,
            #"{"message": {"to": {"user_id": "u"}, "content": {"body": "b"}, "routing": {"method": "all"}}}"#,
            #"{"message": {"to": [{"user_id": "u"}], "template": "T"}}"#,
            #"{"message": {"to": {"user_id": "u"}, "notification": {"title": "t"}, "providers": {}}}"#,
            #"{"message": {"to": [], "content": {}}}"#,
        ] {
            let root = try JSONParser().parse(Array(json.utf8)).root
            let expected = ShapeDetector.detect(root)
            let context = MessageContext(envelope: root, configuration: LintConfiguration())
            #expect(context.detection.shape == expected.shape, "\(json)")
            #expect(context.detection.otherService == expected.otherService, "\(json)")
            #expect(context.detection.reason?.value.index == expected.reason?.value.index, "\(json)")
            #expect(context.detection.reason?.description == expected.reason?.description, "\(json)")
            let message = expected.shape == .v1Request ? root.member(literal: "message") ?? root : root
            #expect(context.message.index == message.index, "\(json)")
        }
    }

    /// A request body whose one member is a `message` object is decided before the other
    /// services' checks (`detectLeavingHuaweiMessage`'s plain reading): it gives what `detect`
    /// gives for every such body that is no Huawei or Courier request, and leaves those whose
    /// `message` may open with IBM's `alert` or `url`, and bodies with more members, to the checks.
    @Test func plainRequestBodyIsReadAsTheChecksReadIt() throws {
        for json in [
            #"{"message": {"topic": "news"}}"#,
            #"{"message": {}}"#,
            #"{"message": {"token": "a", "notification": {"title": "t"}, "android": {"ttl": 3000}}}"#,
            #"{"message": {"alert": "Hi", "url": "https://example.com"}}"#,
            #"{"message": {"url": "https://example.com"}}"#,
            #"{"message": {"\u0061lert": "Hi"}}"#,
            #"{"message": {"alert": "Hi"}, "settings": {"gcm": {}}, "target": {"deviceIds": ["d"]}}"#,
            #"{"message": {"topic": "news"}, "custom": 1}"#,
            #"{"message": {"body": "b"}, "to": "a", "identifiers": {"id": "1"}}"#,
            #"{"message": {"content": "c"}, "platform": "android", "audience_type": "all"}"#,
            #"{"message": {"title": "t"}, "priority": 5}"#,
            #"{"message": null, "message": {"topic": "news"}}"#,
            #"{"message": "oops"}"#,
        ] {
            let root = try JSONParser().parse(Array(json.utf8)).root
            let expected = ShapeDetector.detect(root)
            let plain = ShapeDetector.detectLeavingHuaweiMessage(root)
            #expect(plain.shape == expected.shape, "\(json)")
            #expect(plain.otherService == expected.otherService, "\(json)")
            #expect(plain.reason?.value.index == expected.reason?.value.index, "\(json)")
            #expect(plain.reason?.description == expected.reason?.description, "\(json)")
            #expect(plain.reason?.anchor == expected.reason?.anchor, "\(json)")
            #expect(plain.conflicts.count == expected.conflicts.count, "\(json)")
            #expect(plain.messageNode == expected.messageNode, "\(json)")
        }
        let plain = ShapeDetector.detectLeavingHuaweiMessage(try JSONParser().parse(Array(#"{"message": {"topic": "news"}}"#.utf8)).root)
        #expect(plain.shape == .v1Request && plain.messageNode == 2 && plain.conflicts.isEmpty)
        #expect(plain.reason?.description == #""message" wraps the message as an HTTP v1 request body"#)
    }

    /// The areas that run on a message (`RuleArea.bits(running:)`, which takes a table for the
    /// FCM message shapes) are those `ShapeDetection.runs(_:)` gives, for every shape.
    @Test func runningAreasAreThoseEachShapeRuns() throws {
        for shape in MessageShape.allCases {
            let detection = ShapeDetection(shape: shape)
            #expect(RuleArea.bits(running: detection) == RuleArea.bits(askingEachArea: detection), "\(shape)")
            let other = ShapeDetection(shape: shape, otherService: .huaweiPushKit)
            #expect(RuleArea.bits(running: other) == RuleArea.bits(askingEachArea: other), "\(shape)")
        }
    }

    /// An APNs payload whose custom data has a key named like an FCM target is raw APNs (XMTP's
    /// example-notification-server-go pkg/delivery/apns.go sends "topic" beside aps); aps beside
    /// a target and nothing else, or beside an FCM registration token, stays a message.
    @Test func apnsPayloadWithCustomDataNamedLikeATarget() throws {
        let xmtp = #"{"aps":{"alert":"New message from XMTP","mutable-content":1},"encryptedMessage":"CvoB","messageKind":"v3-conversation","topic":"/xmtp/mls/1/g-0a/proto"}"#
        #expect(try Self.detection(xmtp).shape == .apnsPayload)
        #expect(try Self.detection(#"{"aps": {"badge": 1}, "token": "device-7", "seq": 1}"#).shape == .apnsPayload)
        for json in [
            #"{"aps": {"alert": "Hi"}, "topic": "news"}"#,
            #"{"aps": {"alert": "Hi"}, "token": "fRzP1ah1TDGqY6cGFWq3lk:APA91bG1", "orderId": "4"}"#,
            #"{"aps": {"alert": "Hi"}, "topic": "news", "notification": {"title": "Hi"}, "k": 1}"#,
            #"{"aps": {"alert": "Hi"}, "topic": "news", "android": {"priority": "high"}, "k": 1}"#,
            #"{"aps": {"alert": "Hi"}, "topic": "news", "priority": "high", "k": 1}"#,
            #"{"aps": "Hi", "topic": "news", "k": 1}"#,
        ] {
            #expect(try Self.detection(json).shape != .apnsPayload, "\(json)")
        }
    }

}
