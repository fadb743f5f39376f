/// Data keys the receiving SDKs filter out should not carry app data.
///
/// Lint: `message_id`, `fcm_options` and keys starting with `android.`, `fcm.` or `notifee` (other
/// than Notify Kit's own `notifee_options` and `notifee_data`) are reported at the key, in a
/// message the system displays on Android; on iOS, where Notify Kit drops only keys starting with
/// `fcm` or `notifee`, those are reported in a message shown as an alert. A data-only
/// message reaches the app's message handler with every key but `message_id` in the message's
/// `data` on iOS, which react-native-firebase and FlutterFire make the `RemoteMessage`'s
/// `messageId`: that key is reported in every message. Only the keys a client of those reads
/// count: `data` and `android.data` on Android, `data` alone on iOS, never `webpush.data`.
struct DataKeyClientFilteredRule: Rule {
    static let description = RuleDescription(
        id: "data-key-client-filtered",
        area: .data,
        needs: [.dataKeyClientFiltered],
        defaultSeverity: .warning,
        clauses: [.someClients],
        summary: "a data key is filtered out by the receiving SDK",
        rationale: """
            The Notify Kit client strips message_id, fcm_options and keys starting with \
            android., fcm. and notifee when it reads the data of a notification the system \
            displayed: on Android, getDisplayedNotifications() copies the extras of a \
            notification it did not draw itself through a denylist (NotificationManager.java \
            EXCLUDED_DATA_KEYS; the notifee prefix is the library's namespace, so notifeeFoo is \
            filtered too); its iOS side (parseDataFromUserInfo) drops keys starting with fcm and \
            notifee from a remote notification's userInfo, so in a message displayed on iOS alone (an \
            APNs alert over an Android data-only message, as Stream Chat's push v3 default \
            template sends) message_id and android. keys are not dropped by Notify Kit. The \
            value is sent and counted in the size budget but Notify Kit never shows it. A \
            data-only message is not filtered: the \
            app's message handler (React Native Firebase onMessage or \
            setBackgroundMessageHandler) gets every key, which is how Notifee's own FCM guide \
            sends a notification as data.notifee = JSON.stringify({...}); such messages are \
            not reported, with one exception: on iOS, react-native-firebase \
            (RNFBMessagingSerializer) and FlutterFire (FLTFirebaseMessagingPlugin) build the \
            RemoteMessage with remoteMessageUserInfoToDict, which takes message_id, like \
            gcm.message_id, for the message's messageId instead of a data key, in every message, \
            so message_id in data is reported whether or not the message is displayed. The \
            Android FCM SDK itself strips only google., gcm., from, \
            message_type and collapse_key (reported by other rules), so the Notify Kit guide's \
            "the FCM SDK strips these keys" does not hold for an app without Notify Kit. Each \
            map reaches its own platforms only (FCM: android.data replaces data on Android, \
            webpush.data on the web): keys of android.data are looked at on Android alone, and \
            keys of webpush.data not at all, since a browser's Firebase JS SDK, not Notify Kit, \
            reads them and hands payload.data over unfiltered (a Raven relay's webpush.data \
            message_id, audit64). \
            Severity: warning, because the key is lost only in apps that use the Notify Kit client, \
            or (message_id) react-native-firebase or FlutterFire on iOS (W2).
            """,
        sources: [
            "Notify Kit FCM Mode guide, \"Reserved top-level FCM data keys\"",
            "react-native-notify-kit NotificationManager.java (EXCLUDED_DATA_KEYS), NotifeeCoreUtil.m (parseDataFromUserInfo)",
            "react-native-notify-kit CHANGELOG 9.7.0 (getDisplayedNotifications exposes the extras of notifications not created by displayNotification, through the denylist)",
            "https://notifee.app/react-native/docs/integrations/fcm",
            "https://github.com/invertase/react-native-firebase/blob/main/packages/messaging/ios/RNFBMessaging/RNFBMessagingSerializer.m",
            "https://github.com/firebase/flutterfire/blob/main/packages/firebase_messaging/firebase_messaging/ios/firebase_messaging/Sources/firebase_messaging/FLTFirebaseMessagingPlugin.m",
            "https://getstream.io/chat/docs/react/push_templates_in_v3 (the default Firebase template: data with message_id, android.priority high, an apns alert)",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#WebpushConfig (webpush.data: \"Arbitrary key/value payload. If present, it will override google.firebase.fcm.v1.Message.data\")",
            "firebase-js-sdk packages/messaging/src/helpers/externalizePayload.ts (propagateDataPayload copies data as it is)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "data": {↓"message_id": "9", ↓"fcm.region": "eu", ↓"notifeeExtra": "x"}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"type": "chat_message", "chat_id": "7", ↓"message_id": "42"}}}"#),
            // Shown on iOS alone: Notify Kit's iOS side drops the fcm prefix.
            Example(#"{"message": {"topic": "news", "data": {"id": "42", ↓"fcm.region": "eu"}, "apns": {"payload": {"aps": {"alert": {"title": "New message"}}}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "data": {"orderId": "9", "region": "eu"}}}"#),
            Example(#"{"token": "t1", "data": {"notifee": "{\"body\":\"This message was sent via FCM!\",\"android\":{\"channelId\":\"default\",\"actions\":[{\"title\":\"Mark as Read\",\"pressAction\":{\"id\":\"read\"}}]}}"}}"#),
            Example(#"{"message": {"topic": "news", "android": {"data": {"message_id": "42"}}}}"#),
            // Shown on iOS alone, Android data-only: Notify Kit's iOS side keeps android. keys.
            Example(#"{"message": {"topic": "news", "data": {"id": "42", "android.channel": "chat"}, "android": {"priority": "high"}, "apns": {"payload": {"aps": {"alert": {"title": "New message"}}}}}}"#),
            // webpush.data reaches browsers only, where the Firebase JS SDK keeps every key.
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "webpush": {"data": {"message_id": "42", "fcm.region": "eu"}}}}"#),
            // android.data never reaches iOS: an alert shown there loses none of its keys.
            Example(#"{"message": {"topic": "news", "android": {"priority": "high", "data": {"fcm.region": "eu"}}, "apns": {"payload": {"aps": {"alert": {"title": "New message"}}}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // Only the data of a notification the system displays goes through Notify Kit's filter:
        // every listed key on Android, the fcm and notifee prefixes on iOS. message_id in the
        // message's data is taken on iOS whether or not it is displayed.
        let displayedOnAndroid = message.hasAndroidDisplayBlock
        let displayedOnIOS = message.isUserVisibleOnIOS
        // Each map reaches its own platforms: data both, android.data Android alone, and
        // webpush.data the browser, whose Firebase JS SDK filters nothing.
        for key in message.dataKeys where key.map != .webpushData {
            guard case .clientFiltered(let text) = key.classification else { continue }
            let reason = text.rawValue
            let reachesIOS = key.map == .data
            let takenOnIOS = reason == "message_id" && reachesIOS
            let droppedOnIOS = [.fcmOptions, .fcmDot, .notifee].contains(text)
            let displayed = displayedOnAndroid || (displayedOnIOS && droppedOnIOS && reachesIOS)
            guard displayed || takenOnIOS else { continue }
            let what = reason == key.name ? "\"\(key.name)\"" : "the prefix \"\(reason)\""
            findings.report(
                displayed
                    ? "\(key.mapName) key \"\(key.name)\" is filtered out by the Notify Kit client (\(what)); Notify Kit drops it from the data of the notification the system displays"
                        + (takenOnIOS ? ", and react-native-firebase and FlutterFire on iOS make it the RemoteMessage's messageId instead of a data key" : "")
                    : "data key \"message_id\" does not reach the app as data on iOS: react-native-firebase and FlutterFire make it the RemoteMessage's messageId",
                at: key.member.value, anchor: .key, fix: "rename the key")
        }
    }
}
