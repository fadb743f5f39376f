import SizeModel

/// A data-only message that the app turns into a notification should be high priority.
///
/// Lint: a message Android receives as data only, whose data the app draws as a notification
/// (a title key beside a body key as `DataRenderMarkers` reads them, `notifee_options`, Notifee's
/// `notifee`, or awesome_notifications_fcm's content), with `android.priority`
/// normal or absent. Reported at the priority, else at the `android` key, else at the data map's
/// key; as advice when the message has no `android` block but sets the web's `Urgency` header
/// (a web push).
struct AndroidDataOnlyNormalPriorityRule: Rule {
    static let description = RuleDescription(
        id: "android-data-only-normal-priority",
        area: .android,
        defaultSeverity: .warning,
        clauses: [.degraded, .advice],
        summary: "the app draws this data-only message as a notification, but it is normal priority",
        rationale: """
            Normal is the default priority of data messages. Normal-priority messages do not \
            wake a device in Doze: they wait for a maintenance window, so a notification the \
            app draws from the data can arrive minutes late. High priority is meant for exactly \
            this case, a message that leads to a user-visible notification. A message that \
            Android displays by itself (a notification block) is high priority by default and \
            not reported. \
            The app is taken to draw the data when it carries a title key (title, subject) beside \
            a body key (body, message, alert, text), the names real receivers draw from: ntfy's \
            server sends title and message as data only and its Android app turns them into the \
            notification (android.priority high only from priority 4); Domoticz's Android app \
            draws subject over body; phonegap-plugin-push draws message, body or alert under \
            title; cordova-plugin-firebase draws title and text. \
            React Native Firebase's receiver cannot start its headless task for a normal-priority \
            data message ("data only messages are 'default' priority and cannot trigger Headless \
            tasks"), so a Notify Kit app in the background does not draw it until the app runs; \
            the same holds for Notifee's FCM pattern, data.notifee = JSON.stringify({...}) that \
            the background handler passes to displayNotification (React Native Firebase: "to \
            allow data-only messages to trigger the background handler, you must set the \
            priority to high on Android"), and for awesome_notifications_fcm's content blob, \
            whose own documentation warns that data-only messages are low priority and may be \
            throttled or ignored in the background or terminated states. \
            A message with no android block that sets webpush.headers Urgency is a web push: a \
            browser's delivery follows Urgency (RFC 8030), and FCM reads android.priority only for \
            an Android app's token, so the finding is then advice for the case where the same \
            message also reaches an Android app (PWAs that draw the notification in their service \
            worker send data, Urgency high and no android block). \
            Severity: warning, because the notification is delayed (W1), and for a React Native \
            app in the background it may not be drawn at all; info for a web push, where it holds \
            only if an Android app gets the message too (I).
            """,
        sources: [
            "https://firebase.google.com/docs/cloud-messaging/android/message-priority",
            "https://firebase.google.com/docs/cloud-messaging/concept-options#setting-the-priority-of-a-message",
            "invertase/react-native-firebase packages/messaging/android ReactNativeFirebaseMessagingReceiver.java",
            "https://rnfirebase.io/messaging/usage (data-only messages and the background handler)",
            "https://notifee.app/react-native/docs/integrations/fcm (data.notifee)",
            "https://github.com/rafaelsetragni/awesome_notifications/issues/165 (the README's FCM section: \"data only messages are classed as low priority\")",
            "binwiederhier/ntfy server/server_firebase.go (toFirebaseMessage: title and message as data, \"In the Android app, we then turn those into a notification\")",
            "domoticz/domoticz-android app/src/main/java/nl/hnogames/domoticz/service/FCMMessageInstanceService.java (subject and body drawn by sendSimpleNotification)",
            "phonegap/phonegap-plugin-push src/android/com/adobe/phonegap/push/FCMService.java (normalizeKey: body and alert read as message; showNotificationIfPossible)",
            "arnesson/cordova-plugin-firebase src/android/FirebasePluginMessagingService.java (a data message's title and text, or body, drawn in the background)",
            "https://www.rfc-editor.org/rfc/rfc8030#section-5.3 (Urgency)",
            "https://firebase.google.com/docs/cloud-messaging/concept-options#setting-the-priority-of-a-message (web push: the Urgency header)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", ↓"data": {"title": "Order shipped", "body": "Track it"}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"B\"}"}, "android": {"priority": ↓"NORMAL"}}}"#),
            // Notifee's FCM guide, sent with sendEachForMulticast and no android block.
            Example(#"{"tokens": ["t1"], ↓"data": {"notifee": "{\"body\":\"Sent via FCM\",\"android\":{\"channelId\":\"default\"}}"}}"#),
            // awesome_notifications_fcm's content blob, data-only at the default priority.
            Example(#"{"message": {"token": "t", ↓"data": {"content": "{\"id\":100,\"channelKey\":\"big_picture\",\"title\":\"Huston!\"}"}}}"#),
            // Domoticz's v1 sender (jsoncpp): a priority-2 alarm as data only, which its Android app
            // draws from subject and body.
            Example(#"{"message": {"token": "t", ↓"data": {"body": "Smoke detector >> Alarm", "deviceid": "42", "message": "Smoke detector", "priority": "2", "subject": "Smoke detector"}}, "validate_only": false}"#),
            // ntfy's data map at the default priority (no android block below priority 4).
            Example(#"{"topic": "mytopic", ↓"data": {"id": "hwQ2YpKdmg", "event": "message", "topic": "mytopic", "priority": "3", "title": "Backup done", "message": "All files copied"}}"#),
            // A web push (a PWA's service worker draws it): advice, for an Android app reached too.
            Example(#"{"message": {"topic": "news", ↓"data": {"title": "Order shipped", "body": "Track it", "url": "/"}, "webpush": {"headers": {"Urgency": "high", "TTL": "86400"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"title": "Order shipped", "body": "Track it"}, "android": {"priority": "high"}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"sync": "inbox"}}}"#),
            Example(#"{"tokens": ["t1"], "data": {"notifee": "{\"body\":\"Sent via FCM\"}"}, "android": {"priority": "high"}}"#),
            // A body-like key alone is no display text: here a chat message's id for a sync.
            Example(#"{"message": {"token": "t", "data": {"type": "chat", "message": "m-8812", "text": "sync"}}}"#),
            // ntfy at priority 4 and up sets android.priority high.
            Example(#"{"topic": "mytopic", "data": {"event": "message", "priority": "5", "title": "Door open", "message": "Front door"}, "android": {"priority": "high"}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.isAndroidDataOnly, message.androidDataIsRenderedByApp, !message.isAndroidHighPriority else {
            return
        }
        let text = "the app draws a notification from this data-only message, but it is normal priority: Doze can delay it"
        let fix = "set android.priority to \"high\""
        if message.android == nil, let data = message.effectiveAndroidData, Self.setsWebUrgency(headers: message.webpushHeaders) {
            findings.report(
                "this web push (it sets webpush.headers Urgency and no android block) is normal priority on Android: if it also reaches an Android app that draws the notification from its data, Doze can delay it",
                at: data, anchor: .key, caseSeverity: .info, configuration: message.configuration,
                fix: "add \"android\": {\"priority\": \"high\"} if Android apps get this message")
            return
        }
        if let priority = message.androidPriorityValue {
            findings.report(text, at: priority, fix: fix)
        } else if let android = message.android {
            findings.report(text, at: android, anchor: .key, fix: fix)
        } else if let data = message.effectiveAndroidData {
            findings.report(text, at: data, anchor: .key, fix: "add \"android\": {\"priority\": \"high\"}")
        }
    }

    /// True when `headers` (`webpush.headers`) has an `Urgency` header (in any letter case): the
    /// sender set a browser's delivery priority.
    static func setsWebUrgency(headers: JSONValue?) -> Bool {
        guard let headers, headers.isObject else { return false }
        for member in headers.members where member.key.stringValue?.lowercased() == "urgency" { return true }
        return false
    }
}
