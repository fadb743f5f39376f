@testable import LintRules
import SizeModel
import Testing

/// Device captures as the client SDKs print them (issue 15): each is recognised, linted for
/// what the device got, and never as a request FCM would reject. Each capture names its source.
@Suite struct DeviceCaptureTests {
    static func detection(_ json: String) throws -> ShapeDetection {
        ShapeDetector.detect(try JSONParser().parse(Array(json.utf8)).root)
    }

    /// `rule-id pointer` pairs, sorted.
    static func findings(_ json: String) -> [String] {
        Linter().lint(json).map { "\($0.ruleID) \($0.pointer.description.isEmpty ? "(root)" : $0.pointer.description)" }.sorted()
    }

    /// Expects `json` to be read as a capture of `source` from `platform`, for `reason`.
    static func expectCapture(
        _ json: String, _ source: DeviceCapture.Source, _ platform: CapturePlatform, reason: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let detection = try detection(json)
        #expect(detection.shape == .deviceCapture, sourceLocation: sourceLocation)
        #expect(detection.capture?.source == source, sourceLocation: sourceLocation)
        #expect(detection.capturePlatform == platform, sourceLocation: sourceLocation)
        #expect(detection.reason?.description == reason, sourceLocation: sourceLocation)
    }

    /// Rules that speak about a request FCM would reject: none of them may speak on a capture.
    static let requestRulePrefixes = ["shape-unknown-field", "shape-type-mismatch", "shape-envelope", "routing-", "data-key-reserved", "shape-not-a-payload"]

    static func expectCaptureOnly(_ json: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let found = Linter().lint(json)
        let requestFindings = found.filter { finding in requestRulePrefixes.contains { finding.ruleID.hasPrefix($0) } }
        #expect(requestFindings.isEmpty, "\(name): \(requestFindings.map(\.ruleID))", sourceLocation: sourceLocation)
    }

    // MARK: - react-native-firebase

    /// invertase/react-native-firebase#3339 (comment of 2020-05-18): `onMessage` on Android.
    static let rnfbAndroid = #"""
        {"collapseKey": "ch.iomedia.communes.cran", "data": {}, "from": "593590134815",
         "messageId": "0:1589793258145266%2e1fdf9e2e1fdf9e",
         "notification": {"android": {"imageUrl": "3877", "sound": "Default"}, "body": "my great title"},
         "sentTime": 1589793258119, "ttl": 2419200}
        """#

    @Test func reactNativeFirebaseRemoteMessage() throws {
        try Self.expectCapture(Self.rnfbAndroid, .reactNativeFirebase, .android, reason: #""messageId" with "sentTime" is a react-native-firebase RemoteMessage (received on Android)"#)
        // notification.android.imageUrl "3877" is not a URL: no download, no finding.
        #expect(Self.findings(Self.rnfbAndroid) == ["shape-detected /messageId"])
        Self.expectCaptureOnly(Self.rnfbAndroid, "rnfb android")
        // The same message type on iOS (react-native-firebase's RemoteMessage typings: contentAvailable,
        // mutableContent, notification.ios).
        let ios = #"{"messageId": "1736899200123456", "from": "593590134815", "mutableContent": true, "notification": {"title": "Hi", "ios": {"badge": 1}}, "data": {"orderId": "42"}}"#
        #expect(try Self.detection(ios).capturePlatform == .iOS)
        Self.expectCaptureOnly(ios, "rnfb ios")
    }

    /// The shape-detected note says what was assumed and how to force another shape.
    @Test func theNoteSaysHowToForceAnotherShape() {
        let note = Linter().lint(Self.rnfbAndroid).first { $0.ruleID == "shape-detected" }
        #expect(note?.message == #"linted as a device-side capture of a received message: "messageId" with "sentTime" is a react-native-firebase RemoteMessage (received on Android)"#)
        #expect(note?.fix?.contains("--shape v1-message") == true)
    }

    // MARK: - react-native-push-notification

    /// zo0r/react-native-push-notification#1712: `onNotification` on Android for a data message,
    /// printed without FCM's delivery stamps (`finish`, a function, left out).
    static let rnpnAndroid = #"{"data": {"badge": "1", "message": "test test test", "sound": "default"}, "foreground": true, "id": "1319931916", "userInteraction": false}"#

    @Test func reactNativePushNotificationObject() throws {
        try Self.expectCapture(Self.rnpnAndroid, .androidExtras, .android, reason: #""userInteraction" with "foreground" is react-native-push-notification's onNotification object (received on Android)"#)
        #expect(Self.findings(Self.rnpnAndroid) == ["shape-detected /userInteraction"])
        // On iOS the object carries the alert beside data (the userInfo).
        let ios = #"{"foreground": false, "userInteraction": true, "message": "Hi", "alert": "Hi", "data": {"orderId": "42"}}"#
        #expect(try Self.detection(ios).capturePlatform == .iOS)
        Self.expectCaptureOnly(ios, "rnpn ios")
        // Not booleans (a request's data keys or a typo): no capture.
        #expect(try Self.detection(#"{"token": "t", "data": {"k": "v"}, "foreground": "true", "userInteraction": "false"}"#).shape != .deviceCapture)
    }

    // MARK: - cordova-plugin-fcm

    /// ostownsville/cordova-plugin-fcm#4: `FCMPlugin.onNotificationReceived` with FCM's `from` and
    /// `collapse_key` and the legacy-looking `content_available` beside `wasTapped`.
    static let cordovaFCM = #"{"from":"702949578218","header":"Header","wasTapped":false,"message":"Message text","created":"1504755126000","collapse_key":"blabla","content_available":"1","page":"80","type":"page"}"#

    @Test func cordovaPluginFCMDataMap() throws {
        let detection = try Self.detection(Self.cordovaFCM)
        #expect(detection.shape == .deviceCapture)
        #expect(detection.capture?.source == .androidExtras)
        #expect(Self.findings(Self.cordovaFCM) == ["shape-detected /wasTapped"])
        // With aps it is an iOS userInfo.
        let ios = #"{"wasTapped": true, "aps": {"alert": {"title": "Hi"}}, "orderId": "42"}"#
        #expect(try Self.detection(ios).capturePlatform == .iOS)
        Self.expectCaptureOnly(ios, "cordova-plugin-fcm ios")
        // A legacy target keeps it a request.
        #expect(try Self.detection(#"{"to": "/topics/news", "wasTapped": false, "data": {"k": "v"}}"#).shape == .legacy)
    }

    // MARK: - cordova-plugin-firebasex

    /// dpa99c/cordova-plugin-firebasex-test (commit 6b416f27820129a0526acd02a8850748225fd75f),
    /// messages/payload_examples/android/foreground/data.json: what onMessageReceived got for a
    /// data message in the foreground. It was read as no payload at all (shape-not-a-payload).
    static let firebasexData = #"{"messageType": "data", "id": "50", "ttl": "2419200", "from": "605981097027", "key_1": "Data for key one", "sent_time": "1573667860761", "show_notification": "false"}"#
    /// The same repository's payload_examples/android/foreground/android_data_notification.json,
    /// trimmed: the plugin's own keys beside the data keys the sender wrote. It was read as a
    /// legacy body ("priority", "collapse_key") with 26 unknown-field errors.
    static let firebasexDataNotification = ##"{"channel_id": "fcm_default_channel", "notification_body": "Data message body", "notification_title": "Data message title", "priority": "2", "messageType": "data", "notification_foreground": "true", "id": "30", "ttl": "2419200", "body": "Data message body", "from": "605981097027", "icon": "coffee", "color": "#ff0000", "key_1": "Data for key one", "sound": "crystal", "title": "Data message title", "sent_time": "1573668688527", "collapse_key": "a", "visibility": "1", "show_notification": "true"}"##

    @Test func cordovaPluginFirebasexMessage() throws {
        for text in [Self.firebasexData, Self.firebasexDataNotification] {
            let detection = try Self.detection(text)
            #expect(detection.shape == .deviceCapture)
            #expect(detection.capture?.source == .androidExtras)
            #expect(Self.findings(text) == ["shape-detected /messageType"])
        }
        // With aps (the plugin adds messageType and tap to an iOS userInfo) it is an iOS userInfo.
        let ios = #"{"messageType": "notification", "tap": "background", "aps": {"alert": {"title": "Hi"}}, "orderId": "42"}"#
        #expect(try Self.detection(ios).capturePlatform == .iOS)
        Self.expectCaptureOnly(ios, "cordova-plugin-firebasex ios")
        // A legacy target keeps it a request; messageType alone is a custom key.
        #expect(try Self.detection(#"{"to": "/topics/news", "messageType": "data", "sent_time": "1", "data": {"k": "v"}}"#).shape == .legacy)
        #expect(try Self.detection(#"{"token": "t", "data": {"messageType": "data"}, "messageType": "data"}"#).shape != .deviceCapture)
    }

    // MARK: - Firebase JS SDK

    /// firebase/firebase-js-sdk#8599: the MessagePayload a web app's onMessage gets.
    static let webPayload = #"{"from": "xxx", "collapseKey": "xxx", "messageId": "xxx", "notification": {"title": "Test title", "body": "Test body", "image": "path-to-img"}, "data": {"click_action": "my-custom-url", "icon": "path-to-icon"}}"#

    @Test func firebaseJSMessagePayload() throws {
        try Self.expectCapture(Self.webPayload, .firebaseJS, .web, reason: #""messageId" with "from" and no "sentTime" or "ttl" is the Firebase JS SDK's MessagePayload (received by a web app)"#)
        #expect(Self.findings(Self.webPayload) == ["shape-detected /messageId"])
        // A RemoteMessage printed by react-native-firebase always has sentTime and ttl on Android.
        #expect(try Self.detection(Self.rnfbAndroid).capture?.source == .reactNativeFirebase)
    }

    /// The push event's data a service worker parses before the SDK externalizes it
    /// (firebase-js-sdk MessagePayloadInternal): fcmMessageId with from, a web capture.
    static let webPushEvent = #"{"notification": {"title": "title", "body": "body"}, "fcmOptions": {"link": "https://example.com/a"}, "from": "from", "collapse_key": "collapse", "fcmMessageId": "mid", "productId": 123}"#

    @Test func webPushEventData() throws {
        try Self.expectCapture(
            Self.webPushEvent, .webPushEvent, .web,
            reason: #""fcmMessageId" with "from" is a web push event's data as the Firebase JS SDK's service worker parses it (received by a web app)"#)
        #expect(Self.findings(Self.webPushEvent) == ["shape-detected /fcmMessageId"])
        // Data-only, with priority as the push service writes it.
        let dataOnly = #"{"data": {"k": "v"}, "from": "225981028998", "priority": "normal", "fcmMessageId": "7a1"}"#
        #expect(try Self.detection(dataOnly).capture?.source == .webPushEvent)
        Self.expectCaptureOnly(dataOnly, "web push event, data only")
        // Without from, or beside a legacy target, or with fcmMessageId only inside data, it stays a request.
        #expect(try Self.detection(#"{"notification": {"title": "Hi"}, "fcmMessageId": "mid"}"#).shape != .deviceCapture)
        #expect(try Self.detection(#"{"to": "/topics/news", "from": "x", "fcmMessageId": "mid", "data": {"k": "v"}}"#).shape == .legacy)
        #expect(try Self.detection(#"{"token": "t", "data": {"fcmMessageId": "mid", "from": "x"}}"#).shape == .v1Message)
    }

    /// A userInfo without aps (a console message for the local time zone, which the iOS SDK posts
    /// as a local notification; FCM's retired direct channel): gcm.message_id and google.c.fid are
    /// keys only the iOS SDK reads, so the capture is iOS, not Android extras; google.c.sender.id
    /// is too, unless a key only Android gets is beside it (Android's MessagePayloadKeys.SENDER_ID
    /// is the same key).
    @Test func iOSUserInfoWithoutAps() throws {
        try Self.expectCapture(
            #"{"gcm.n.e": 1, "gcm.message_id": "1566515531281975", "gcm.notification.title": "Hello"}"#, .userInfo, .iOS,
            reason: #""gcm.message_id" is a key FCM adds to what an iOS device receives (a userInfo dump, without aps)"#)
        try Self.expectCapture(
            #"{"google.c.sender.id": "449451107265", "orderId": "42"}"#, .userInfo, .iOS,
            reason: #""google.c.sender.id" is a key FCM adds to what an iOS device receives (a userInfo dump, without aps)"#)
        // Android's own keys keep it Android extras.
        #expect(try Self.detection(#"{"google.message_id": "0:1%2", "gcm.n.title": "Hi", "from": "1"}"#).capturePlatform == .android)
        // OneSignal/OneSignal-Cordova-SDK#934: the rawPayload OneSignal's Android SDK logged (trimmed),
        // google.c.sender.id beside google.delivered_priority and google.ttl (was read as iOS).
        try Self.expectCapture(
            #"{"google.delivered_priority": "normal", "google.sent_time": 1698222452527, "google.ttl": 2419200, "google.original_priority": "normal", "custom": "{\"i\":\"87dfbe7f-0cb7-4da3-b0c2-76dc22009471\"}", "from": "1001984104929", "alert": "Test Body!", "title": "Test Title", "google.message_id": "0:1698222452534186%258bbbe2f9fd7ecd", "google.c.sender.id": "1001984104929", "androidNotificationId": 1074733748}"#,
            .androidExtras, .android,
            reason: #""google.delivered_priority" is a key of a message as an Android device receives it (a data map or intent extras)"#)
        // google.c.sender.id is on Android's data map too (firebase-android-sdk
        // MessagePayloadKeys.SENDER_ID): beside a key only Android's delivery writes, the map is
        // Android's. OneSignal-Cordova-SDK#934's rawPayload, trimmed, was read as an iOS userInfo.
        let oneSignalAndroid =
            #"{"google.delivered_priority": "normal", "google.sent_time": 1698222452527, "custom": "{\"i\":\"87dfbe7f\"}", "alert": "Test Body!", "title": "Test Title", "google.message_id": "0:1698222452534186%258bbbe2f9fd7ecd", "google.c.sender.id": "1001984104929"}"#
        #expect(try Self.detection(oneSignalAndroid).capturePlatform == .android)
        #expect(try Self.detection(#"{"google.c.sender.id": "1001984104929", "google.sent_time": 1698222452527}"#).capturePlatform == .android)
    }

    // MARK: - Android extras

    /// phonegap/phonegap-plugin-push#102: the extras Bundle of a notification message, as logged.
    static let phonegapExtras = #"""
        {"gcm.notification.title": "Stample title notif", "gcm.notification.hahaha": "test", "from": "345598564729",
         "gcm.notification.message": "test", "gcm.notification.body": "body", "collapse_key": "do_not_collapse", "foreground": false}
        """#

    @Test func androidIntentExtras() throws {
        let detection = try Self.detection(Self.phonegapExtras)
        #expect(detection.capture?.source == .androidExtras)
        #expect(detection.capture?.displayed?.key?.stringValue == "gcm.notification.title")
        #expect(Self.findings(Self.phonegapExtras) == ["shape-detected /gcm.notification.title"])
        Self.expectCaptureOnly(Self.phonegapExtras, "phonegap extras")
        // evollu/react-native-fcm#424: the extras of a launch intent (google.message_id, google.sent_time).
        let launch = #"{"collapse_key": "com.example.app", "google.message_id": "0:1496300000000000%abc", "google.sent_time": 1496300000000, "from": "123456789012", "orderId": "42"}"#
        #expect(try Self.detection(launch).capture?.source == .androidExtras)
        Self.expectCaptureOnly(launch, "launch extras")
    }

    // MARK: - iOS userInfo

    /// firebase/quickstart-ios (messaging AppDelegate prints userInfo["gcm.message_id"]): a
    /// userInfo with the keys the Firebase iOS SDK adds and an image for the extension.
    static let userInfo = #"""
        {"aps": {"alert": {"title": "Order shipped", "body": "On its way"}, "mutable-content": 1},
         "gcm.message_id": "1736899200123456", "google.c.a.e": "1", "google.c.sender.id": "593590134815",
         "google.c.fid": "fK3l9x", "fcm_options": {"image": "http://cdn.example.com/box.png"}, "orderId": "42"}
        """#

    @Test func iOSUserInfoWithAnHTTPImage() throws {
        let detection = try Self.detection(Self.userInfo)
        #expect(detection.capture?.source == .userInfo)
        #expect(Self.findings(Self.userInfo) == ["capture-media-not-https /fcm_options/image", "shape-detected /gcm.message_id"])
        Self.expectCaptureOnly(Self.userInfo, "userInfo")
        let finding = Linter().lint(Self.userInfo).first { $0.ruleID == "capture-media-not-https" }
        #expect(finding?.severity == .warning)
        #expect(finding?.fix == #"send "https://cdn.example.com/box.png""#)
    }

    // MARK: - Expo

    /// expo/expo#31211 (docs: Android and iOS notification object examples) and expo/expo#31650:
    /// an Expo notification received on Android, with the RemoteMessage under trigger.
    static let expoAndroid = #"""
        {"request": {"trigger": {"remoteMessage": {"originalPriority": 2, "sentTime": 1724782348210, "notification": null,
           "data": {"message": "Hello", "title": "New message", "body": "{\"conversationId\":\"conversation-456\"}"},
           "to": null, "ttl": 0, "collapseKey": "com.example.app", "messageType": null, "priority": 2, "from": "593590134815",
           "messageId": "0:1724782348220771%0f02879c0f02879c"}, "channelId": null, "type": "push"},
          "content": {"title": "New message", "body": "Hello", "data": {"conversationId": "conversation-456"}},
          "identifier": "0:1724782348220771%0f02879c0f02879c"},
         "date": 1724782348210}
        """#

    /// The same docs' iOS object: trigger.payload is the userInfo.
    static let expoIOS = #"""
        {"request": {"trigger": {"class": "UNPushNotificationTrigger", "type": "push",
           "payload": {"aps": {"alert": {"title": "New message", "body": "Hello"}, "sound": "default"},
                       "gcm.message_id": "1724782348220771", "google.c.a.e": "1", "conversationId": "conversation-456"}},
          "content": {"title": "New message", "body": "Hello", "data": {"conversationId": "conversation-456"}},
          "identifier": "A1B2C3D4-0000-0000-0000-000000000000"},
         "date": 1724782348.21}
        """#

    @Test func expoNotifications() throws {
        let android = try Self.detection(Self.expoAndroid)
        #expect(android.capture?.source == .expo)
        #expect(android.capturePlatform == .android)
        #expect(android.reason?.description == #""request" with "date" is an Expo notification object (request.trigger.remoteMessage: received on Android)"#)
        #expect(Self.findings(Self.expoAndroid) == ["shape-detected /request"])
        Self.expectCaptureOnly(Self.expoAndroid, "expo android")

        let ios = try Self.detection(Self.expoIOS)
        #expect(ios.capturePlatform == .iOS)
        #expect(ios.capture?.userInfo?.pointer.description == "/request/trigger/payload")
        #expect(Self.findings(Self.expoIOS) == ["shape-detected /request"])
        Self.expectCaptureOnly(Self.expoIOS, "expo ios")
        // The APNs rules read the userInfo under trigger.payload.
        let badBadge = Self.expoIOS.replacingOccurrences(of: #""sound": "default""#, with: #""badge": -1"#)
        #expect(Self.findings(badBadge) == ["apns-badge-invalid /request/trigger/payload/aps/badge", "shape-detected /request"])
    }

    // MARK: - What the device got

    @Test func aNotificationAndANotifeeBlobAreTwoTrayEntries() {
        let rnfb = #"{"messageId": "0:1", "from": "593590134815", "sentTime": 1, "notification": {"title": "Order shipped", "android": {}}, "data": {"notifee_options": "{\"_v\":1,\"title\":\"Order shipped\"}"}}"#
        #expect(Self.findings(rnfb) == ["capture-shown-twice /notification", "shape-detected /messageId"])
        let finding = Linter().lint(rnfb).first { $0.ruleID == "capture-shown-twice" }
        #expect(finding?.severity == .error)
        // Data-only on Android, as Notify Kit's FCM Mode sends it: one entry.
        let dataOnly = #"{"messageId": "0:1", "from": "593590134815", "sentTime": 1, "notification": null, "data": {"notifee_options": "{\"_v\":1}"}}"#
        #expect(Self.findings(dataOnly) == ["shape-detected /messageId"])
        // iOS: the extension rewrites the one alert; no second entry.
        let ios = #"{"aps": {"alert": {"title": "Hi"}, "mutable-content": 1}, "gcm.message_id": "1", "notifee_options": "{\"_v\":1}"}"#
        #expect(!Self.findings(ios).contains { $0.hasPrefix("capture-shown-twice") })
        // Expo on Android with a notification and a blob.
        let expo = Self.expoAndroid.replacingOccurrences(of: #""notification": null"#, with: #""notification": {"title": "Hi"}"#)
            .replacingOccurrences(of: #""message": "Hello""#, with: #""notifee_options": "{}""#)
        #expect(Self.findings(expo).contains("capture-shown-twice /request/trigger/remoteMessage/notification"))
    }

    @Test func anHTTPAttachmentInTheBlob() {
        let json = #"{"aps": {"alert": "Hi", "mutable-content": 1}, "gcm.message_id": "1", "notifee_options": "{\"ios\":{\"attachments\":[{\"url\":\"http://cdn.example.com/a.png\"}]}}"}"#
        #expect(Self.findings(json) == ["capture-media-not-https /notifee_options/ios/attachments/0/url", "shape-detected /gcm.message_id"])
    }

    /// ionic-team/capacitor-plugins#1336: a notification Android posted, as Capacitor's
    /// getDeliveredNotifications hands it to the app (data: the notification's extras), printed by
    /// the browser console (keys quoted here). Linted as a request it drew a dozen errors.
    static let postedNotification = #"""
        {"body": "My Body", "data": {"android.appInfo": "ApplicationInfo{809371c app}", "android.bigText": "My Body",
         "android.progress": 0, "android.showWhen": true, "android.template": "android.app.Notification$BigTextStyle",
         "android.text": "My Body", "android.title": "My Title", "gameDndOn": false, "specialType": ""},
         "groupSummary": false, "id": 0, "title": "My Title"}
        """#

    @Test func notificationAndroidPosted() throws {
        try Self.expectCapture(
            Self.postedNotification, .androidExtras, .android,
            reason: #""data" holds "android.title", an extra Android writes on a notification it posted: a notification shown on Android, as Capacitor's getDeliveredNotifications returns it"#)
        #expect(Self.findings(Self.postedNotification) == ["shape-detected /data/android.title"])
        Self.expectCaptureOnly(Self.postedNotification, "getDeliveredNotifications")
        // One such key alone, or beside an FCM target, is a request's data.
        #expect(try Self.detection(#"{"notification": {"title": "Hi"}, "data": {"android.title": "x"}}"#).shape != .deviceCapture)
        #expect(try Self.detection(#"{"token": "t", "data": {"android.title": "x", "android.text": "y"}}"#).shape != .deviceCapture)
    }

    /// A message to send that happens to carry a device key is not a capture.
    /// An engagement vendor's data map, as an app prints it (`EngagementSDKSign`): each vendor's
    /// key makes a capture, on the platform whose print it shows; the sign's value must match
    /// where the key alone is a common name (in any letter case, as the vendors' SDKs compare).
    @Test func engagementVendorDataMaps() throws {
        try Self.expectCapture(
            #"{"nt": "Hi", "nm": "Hello", "wzrk_pn": "true"}"#, .androidExtras, .android,
            reason: #""wzrk_pn" is a key CleverTap's SDK reads from the pushes it receives (a data map Android received)"#)
        try Self.expectCapture(
            #"{"gcm_title": "Hi", "push_from": "moengage"}"#, .androidExtras, .android,
            reason: #""push_from": "moengage" is a key MoEngage's SDK reads from the pushes it receives (a data map Android received)"#)
        try Self.expectCapture(
            #"{"moengage": {"cid": "1_L_0"}, "app_extra": {}}"#, .userInfo, .iOS,
            reason: #""moengage" is a key MoEngage's SDK reads from the pushes it receives (an iOS userInfo printed without aps)"#)
        try Self.expectCapture(
            #"{"itbl": {"isGhostPush": true}, "notificationType": "InAppRemove"}"#, .userInfo, .iOS,
            reason: #""itbl" is a key Iterable's SDK reads from the pushes it receives (an iOS userInfo printed without aps)"#)
        try Self.expectCapture(
            #"{"itbl": "{\"isGhostPush\":false}", "title": "Hi"}"#, .androidExtras, .android,
            reason: #""itbl" is a key Iterable's SDK reads from the pushes it receives (a data map Android received)"#)
        try Self.expectCapture(
            #"{"CIO-Delivery-ID": "RPILAgUBcRhIBqSfeiIwdIYJKxTY", "CIO-Delivery-Token": "abc", "link": "app://home"}"#, .androidExtras, .android,
            reason: #""CIO-Delivery-ID" is a key Customer.io's SDK reads from the pushes it receives (a data map Android received)"#)
        try Self.expectCapture(
            #"{"alert": "Hi", "_sid": "sfmc", "_m": "NDIyOjExNDow"}"#, .androidExtras, .android,
            reason: #""_sid": "SFMC" is a key Salesforce Marketing Cloud's SDK reads from the pushes it receives (a data map Android received)"#)
        try Self.expectCapture(
            #"{"mp_message": "MESSAGE", "mp_title": "TITLE"}"#, .androidExtras, .android,
            reason: #""mp_message" is a key Mixpanel's SDK reads from the pushes it receives (a data map Android received)"#)
        // Not a capture: another push_from or _sid, a vendor key beside aps (a raw APNs payload),
        // a notification, or a legacy target, or inside a message's data.
        #expect(try Self.detection(#"{"push_from": "backend", "title": "Hi"}"#).shape != .deviceCapture)
        #expect(try Self.detection(#"{"_sid": "abc", "title": "Hi"}"#).shape != .deviceCapture)
        #expect(try Self.detection(#"{"aps": {"alert": "Hi"}, "itbl": {"templateId": 1}}"#).shape == .apnsPayload)
        #expect(try Self.detection(#"{"notification": {"title": "Hi"}, "wzrk_pn": "true"}"#).shape != .deviceCapture)
        #expect(try Self.detection(#"{"to": "fGw0qy4TGgk:APA91bGtWGju", "wzrk_pn": "true"}"#).shape != .deviceCapture)
        #expect(try Self.detection(#"{"token": "t", "data": {"wzrk_pn": "true"}}"#).shape != .deviceCapture)
        #expect(Self.findings(#"{"wzrk_acct_id": "449-8Z6-Z96Z", "wzrk_pn": "true", "nt": "Hi"}"#) == ["shape-detected /wzrk_acct_id"])
    }

    /// A customer-support or chat SDK's data map (`EngagementSDKSign`, audit69): the key each
    /// vendor's SDK tests to claim its push makes a capture, also beside the "message" text
    /// Intercom, Sendbird and Zendesk put in their data; a "message" object keeps the request.
    @Test func supportAndChatVendorDataMaps() throws {
        try Self.expectCapture(
            #"{"body": "Josh: Hi", "conversation_id": "26", "intercom_push_type": "notification", "message": "Josh: Hi", "receiver": "intercom_sdk"}"#,
            .androidExtras, .android,
            reason: #""intercom_push_type" is a key Intercom's SDK reads from the pushes it receives (a data map Android received)"#)
        try Self.expectCapture(
            #"{"conversation_id": "26", "receiver": "intercom_sdk"}"#, .androidExtras, .android,
            reason: #""receiver": "intercom_sdk" is a key Intercom's SDK reads from the pushes it receives (a data map Android received)"#)
        try Self.expectCapture(
            #"{"message": "John: hello", "sendbird": "{\"type\":\"MESG\"}"}"#, .androidExtras, .android,
            reason: #""sendbird" is a key Sendbird's SDK reads from the pushes it receives (a data map Android received)"#)
        try Self.expectCapture(
            #"{"source": "freshchat_user", "channel_id": "12", "body": "Hi"}"#, .androidExtras, .android,
            reason: #""source": "freshchat_user" is a key Freshchat's SDK reads from the pushes it receives (a data map Android received)"#)
        try Self.expectCapture(
            #"{"origin": "helpshift", "issue_id": "7", "alert": "New reply"}"#, .androidExtras, .android,
            reason: #""origin": "helpshift" is a key Helpshift's SDK reads from the pushes it receives (a data map Android received)"#)
        try Self.expectCapture(
            #"{"smoochNotification": "true", "message": "{\"text\":\"Hi\"}", "conversationId": "c1"}"#, .androidExtras, .android,
            reason: #""smoochNotification" is a key Zendesk messaging's SDK reads from the pushes it receives (a data map Android received)"#)
        try Self.expectCapture(
            #"{"twi_message_type": "twilio.conversations.new_message", "twi_body": "alice: Hi", "conversation_sid": "CH1"}"#,
            .androidExtras, .android,
            reason: #""twi_message_type" is a key Twilio's SDK reads from the pushes it receives (a data map Android received)"#)
        // Not a capture: another source or origin, a message object (a request), aps, a target.
        #expect(try Self.detection(#"{"source": "web", "title": "Hi", "body": "x"}"#).shape != .deviceCapture)
        #expect(try Self.detection(#"{"origin": "backend", "title": "Hi"}"#).shape != .deviceCapture)
        #expect(try Self.detection(#"{"message": {"topic": "support"}, "receiver": "intercom_sdk"}"#).shape == .v1Request)
        #expect(try Self.detection(#"{"aps": {"alert": "Hi"}, "intercom_push_type": "notification"}"#).shape == .apnsPayload)
        #expect(try Self.detection(#"{"token": "t", "data": {"sendbird": "{}"}}"#).shape != .deviceCapture)
    }

    @Test func aMessageWithFCMBlocksIsNotACapture() throws {
        #expect(try Self.detection(#"{"token": "t", "data": {"k": "v"}, "google.c.a.e": "1"}"#).shape != .deviceCapture)
        #expect(try Self.detection(#"{"messageId": "m", "topic": "news"}"#).shape != .deviceCapture)
    }

    /// A userInfo whose data has a key named like an FCM target (Tinode's "topic", tinode/ios#209)
    /// is still a capture: aps beside gcm.message_id is in no message FCM accepts. An object under
    /// such a name, or aps without a key FCM's delivery adds, keeps the message reading.
    @Test func iOSUserInfoWithDataNamedLikeATarget() throws {
        let userInfo = try Self.detection(
            #"{"aps": {"badge": 1, "content-available": 1}, "gcm.message_id": 1700637725393264, "topic": "usrsSX4cmr4VTE", "seq": 217}"#)
        #expect(userInfo.shape == .deviceCapture)
        #expect(userInfo.capture?.source == .userInfo)
        #expect(try Self.detection(#"{"aps": {"badge": 1}, "google.c.fid": "f", "token": "t"}"#).shape == .deviceCapture)
        #expect(try Self.detection(#"{"aps": {"badge": 1}, "gcm.message_id": "1", "topic": {"a": 1}}"#).shape != .deviceCapture)
        #expect(try Self.detection(#"{"aps": {"badge": 1}, "gcm.message_id": "1", "android": {"priority": "high"}}"#).shape != .deviceCapture)
        #expect(try Self.detection(#"{"aps": {"badge": 1}, "topic": "usrA", "seq": 1}"#).shape != .deviceCapture)
    }
}
