/// The removed firebase-admin `sendToDevice` API's payload and options are not a message.
///
/// Lint: `timeToLive`, `contentAvailable`, `mutableContent`, `dryRun`, `collapseKey`,
/// `restrictedPackageName` or `options` at the top level, or a `payload` holding `notification` or
/// `data`: the arguments of `sendToDevice(token, payload, options)`; and an object literal pasted
/// with the call it is passed to, `sendToDevice(tokens, {…})` (or `sendToDeviceGroup`,
/// `sendToTopic`, `sendToCondition`), or bound to a name the code after it passes to one
/// (`const payload = {…}; fcm.sendToTopic('news', payload)`) or typed as its `MessagingPayload`,
/// linted as the legacy body the SDK built from it and reported at the call or binding
/// (`JavaScriptLiteral.removedSendMethod`) unless one of its keys already is.
struct LegacyAdminPayloadRule: SchemaRule {
    static let description = RuleDescription(
        id: "legacy-admin-payload",
        area: .legacy,
        needs: [.schemaIssues],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "the document is the payload or options of the removed firebase-admin sendToDevice API",
        rationale: """
            firebase-admin for Node removed sendToDevice, sendToDeviceGroup, sendToTopic and \
            sendToCondition (commit 5affb73b, "Remove deprecated FCM APIs", November 2024); they \
            used the legacy API, which is shut down. Their MessagingPayload ({notification, \
            data}) and MessagingOptions (timeToLive, priority, contentAvailable, dryRun, …) map \
            onto a v1 Message: options move into android and apns, and dryRun becomes the \
            second argument of send(). \
            In a legacy HTTP body that names its own target (to, registration_ids), the same \
            camelCase name is a misspelt legacy key (timeToLive for time_to_live: \
            phonegap-plugin-push#820 posts one from PHP), which the legacy API ignored; the text \
            says so instead of naming firebase-admin. \
            An object literal pasted with the call it is passed to, \
            messaging().sendToDevice(tokens, {notification: {…}}) (old Cloud Functions code: a \
            gold-price alert, AhmedAbouelkher/gold_scraper backend/functions/src/notification.ts), \
            is that API's payload whatever its keys: its target is the call's first argument, so \
            it is not reported as a message without a target, and it is linted as the legacy \
            body the SDK built from it (notification.click_action was a legacy key; it moves to \
            android.notification.click_action); an options object passed so is reported at its \
            key (timeToLive) alone. \
            So is a literal bound to a name that the code after it passes to one of these \
            methods after the target (var payload = {…}; … sendToTopic(topic, payload): news, \
            wallpaper and sermon alerts in old Cloud Functions, breejesh/happyness, \
            divyansh04/wallyapp, nadia70/fgck_app), or typed as admin.messaging.MessagingPayload, \
            DataMessagePayload or NotificationMessagePayload, types only those methods took; \
            before, such a literal read as a message without a target, and its legacy keys \
            (notification.icon) as keys FCM rejects. \
            Severity: error, because the legacy send methods were removed from firebase-admin and \
            the legacy API is shut down (E1).
            """,
        sources: [
            "https://github.com/firebase/firebase-admin-node/pull/2759",
            "https://firebase.google.com/docs/cloud-messaging/migrate-v1",
            "https://firebase.google.com/docs/cloud-messaging/http-server-ref (legacy keys: time_to_live, collapse_key, content_available, dry_run)",
            "https://github.com/phonegap/phonegap-plugin-push/issues/820",
        ],
        upstreamErrors: [
            "Messaging payload contains an invalid \"<k>\" property. Valid properties are \"data\" and \"notification\".",
            "Messaging options contains an invalid value for the \"timeToLive\" property. Value must be a number.",
        ],
        triggeringExamples: [
            Example(#"{"notification": {"title": "Hi"}, ↓"timeToLive": 3600, ↓"contentAvailable": true}"#),
            Example(#"{↓"payload": {"notification": {"title": "Hi"}}, ↓"options": {"priority": "high"}}"#),
            // A PHP body posted to the legacy API (phonegap-plugin-push#820): a misspelt time_to_live.
            Example(#"{"registration_ids": ["fGw0qy4TGgk:APA91bGtWGju"], "data": {"title": "Teste !"}, ↓"timeToLive": 3}"#),
            // The payload pasted with the removed call it is passed to (gold_scraper's price alert).
            Example("↓await messaging().sendToDevice(data.tokens, {\n  notification: {title: `Gold is now ${data.price}`, body: 'Checkout the new gold price'},\n});"),
            // Its options object: the key that names the removed API is the one finding.
            Example("admin.messaging().sendToDevice(token, payload, {priority: 'high', ↓timeToLive: 60});"),
            // Bound to a name that the next statement passes to sendToTopic (breejesh/happyness).
            Example("↓var payload = {\n  notification: {title: 'Happyness is here!', body: news_data.title},\n};\nreturn admin.messaging().sendToTopic(topic, payload);"),
            // Typed as the removed API's payload (nadia70/fgck_app's sermon alert).
            Example("↓const message: admin.messaging.MessagingPayload = {\n  notification: {title: 'New Sermon!', body: `A new sermon has been uploaded`},\n};"),
        ],
        nonTriggeringExamples: [
            Example(#"{"topic": "news", "notification": {"title": "Hi"}, "android": {"ttl": 3600000}, "apns": {"payload": {"aps": {"contentAvailable": true}}}}"#),
            // The same literal passed to send() with its target is a v1 message.
            Example("await messaging().send({\n  token: registrationToken,\n  notification: {title: `Gold is now ${data.price}`, body: 'Checkout the new gold price'},\n});"),
            // Bound and passed to send() with its target: a v1 message.
            Example("const message = {\n  topic: 'news',\n  notification: {title: 'Happyness is here!', body: news_data.title},\n};\nreturn admin.messaging().send(message);"),
        ])

    static func misplacedText(
        name: String, destination: String, path: @autoclosure () -> String
    ) -> (message: String, fix: String)? {
        ("\"\(name)\" is an option of the removed firebase-admin sendToDevice/sendToTopic API, not a message field", "use \(destination)")
    }

    /// What is reported at a literal passed to the removed legacy send method `method`.
    static func removedCallMessage(_ method: String) -> String {
        "this object is passed to firebase-admin's removed \(method) API, which takes a legacy payload ({notification, data}) beside its target, not a message: \(method) used the legacy FCM API, which is shut down, and firebase-admin for Node no longer has it"
    }

    /// The fix for a literal passed to a removed legacy send method.
    static let removedCallFix =
        "send a v1 message with send() or sendEachForMulticast(): the target goes in token, tokens, topic or condition; notification.title, body and data stay; click_action, sound, icon, color and tag move to android.notification (sound also to apns.payload.aps.sound)"

    init() {}
}
