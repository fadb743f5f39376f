import SizeModel

/// A message that Android displays by itself should not also carry title and body for the app to
/// draw.
///
/// Lint: a display notification together with display text in the data the app receives: the
/// title and body keys `DataRenderMarkers` reads (`title` or `subject` with `body`, `message`,
/// `alert` or `text`; Adobe's `adb_title`), or a body key repeating the notification's title or
/// body, or Notifee's `data.notifee` blob; reported at the notification's key. (Messages with a
/// `notifee_options` blob are reported by
/// `notifykit-android-notification-block` instead.) Whether the app draws those keys is the
/// configuration's `app.drawsDataNotification`: true, two tray entries (error); false, nothing to
/// report; undeclared, information that names the setting, or a warning for a `data.notifee`
/// blob, which exists only to be drawn.
struct AndroidDuplicateDisplayRule: Rule {
    static let description = RuleDescription(
        id: "android-duplicate-display",
        area: .android,
        needs: [.notification, .androidNotification],
        defaultSeverity: .info,
        clauses: [.advice, .notShownAsMeant, .decidedElsewhere],
        summary: "Android draws the notification and the data also carries title and body, or a Notifee notification, for the app to draw",
        rationale: """
            A notification block is drawn in the tray by the Android FCM SDK when the app is in \
            the background. Title and body keys in data are there for the app's own background \
            handler to draw (the "data-only + displayNotification" pattern), so when the app \
            draws them the user gets two tray entries; and the data of a notification message \
            only reaches the app when the user taps. Whether the app draws them is app code the \
            linter cannot see: declare app.drawsDataNotification in .notifykit-lint.json and \
            the rule is exact (an error when the app draws them, quiet when it does not); \
            undeclared, it is information. Push plugins read the text under their own names: \
            phonegap-plugin-push (Cordova) draws title and message (or alert) from the data, \
            cordova-plugin-firebase title and text, Domoticz's app subject and body, and \
            Adobe's AEP Messaging SDK adb_title and adb_body (its MessagingService draws any \
            message whose data has adb_title); a body key alone is display text when it repeats \
            the notification's title or body. An awesome_notifications_fcm content blob (a \
            content key naming a channelKey) beside a notification block is that library's \
            documented payload and is drawn once: its AwesomeFcmService overrides handleIntent, \
            so the FCM SDK never draws the notification block and the library draws the content \
            instead; it is not reported. Notifee's data.notifee blob (a JSON notification) is \
            there only to be drawn: Notifee's FCM guide parses it and calls displayNotification \
            in both onMessage and setBackgroundMessageHandler, and React Native Firebase runs the \
            background handler for a notification message too, so beside a notification block \
            the user gets the FCM SDK's entry and Notifee's (notifee#265, following that guide: \
            "Now I am receiving 2 notifications"; notifee#767, #530). \
            Severity: info while app.drawsDataNotification is undeclared, because app code the \
            linter cannot see decides it and the finding is advice that names the setting (I); \
            error when the app is declared to draw the data, because the user gets the \
            notification twice (E2); warning for a data.notifee blob while undeclared, because \
            the blob exists to be drawn and only the app's handlers, which the linter cannot \
            see, decide it (W3).
            """,
        sources: [
            "Notify Kit FCM Mode guide, \"The problem\"",
            "https://github.com/firebase/firebase-android-sdk/issues/2639",
            "https://github.com/invertase/notifee/issues/393",
            "https://github.com/invertase/notifee/issues/265",
            "https://github.com/invertase/notifee/issues/767",
            "https://notifee.app/react-native/docs/integrations/fcm (data.notifee, displayNotification in onMessage and setBackgroundMessageHandler)",
            "phonegap-plugin-push docs/PAYLOAD.md (title and message in data)",
            "adobe/aepsdk-messaging-android code/messaging/src/main/java/com/adobe/marketing/mobile/MessagingService.java (isAJONotification: _xdm or adb_title) and MessagingPushPayload.java (adb_title, adb_body)",
            "awesome_notifications_fcm AndroidAwnFcmCore me/carda/awesome_notifications_fcm/core/services/AwesomeFcmService.java (handleIntent)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", ↓"notification": {"title": "Hi", "body": "B"}, "data": {"title": "Hi", "body": "B"}}}"#),
            // phonegap-plugin-push reads title and message from the data.
            Example(#"{"message": {"topic": "news", ↓"notification": {"title": "Hi", "body": "B"}, "data": {"title": "Hi", "message": "B"}}}"#),
            Example(#"{"message": {"topic": "news", "android": {↓"notification": {"title": "Hi", "body": "Your order shipped"}, "data": {"alert": "Your order shipped"}}}}"#),
            // android.notification sets only the channel, so Android shows the common body, which
            // data.message repeats (a Flutter chat sender, audit49, trimmed).
            Example(#"{"message": {"token": "t", "notification": {"title": "Ann", "body": "See you at 5"}, "data": {"chatId": "7", "message": "See you at 5"}, "android": {"priority": "high", ↓"notification": {"channelId": "order_channel"}}}}"#),
            // Notifee's FCM blob beside a notification block (a TypeScript sender through
            // @kazion/fcm-node-http, trimmed): drawn by the FCM SDK and by the app (warning).
            Example(#"{"message": {"token": "t", ↓"notification": {"title": "Result", "body": "Published"}, "data": {"type": "general", "notifee": "{\"title\":\"Result\",\"body\":\"Published\",\"android\":{\"channelId\":\"general\"}}"}}}"#),
            // Domoticz's app draws subject over body; the body differs from the notification's
            // (verdict-left6's note: reported by neither rule before).
            Example(#"{"message": {"token": "t", ↓"notification": {"title": "Alarm", "body": "Door open"}, "data": {"subject": "Alarm", "body": "Front door open since 21:04"}}}"#),
            // Adobe Journey Optimizer's keys beside a notification block: Adobe's SDK draws
            // adb_title and adb_body whenever onMessageReceived runs.
            Example(#"{"message": {"token": "t", ↓"notification": {"title": "Sale", "body": "50% off"}, "data": {"adb_title": "Sale", "adb_body": "50% off", "adb_channel_id": "promo"}}}"#),
            // Declared: the app draws title and body from the data, so the user gets two entries (error).
            Example(#"{"message": {"topic": "news", ↓"notification": {"title": "Hi", "body": "B"}, "data": {"title": "Hi", "body": "B"}}}"#,
                    app: AppDeclaration(drawsDataNotification: true)),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "body": "B"}, "data": {"orderId": "7"}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"title": "Hi", "body": "B"}}}"#),
            // A text key that repeats nothing shown is app data.
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "body": "B"}, "data": {"text": "draft 7"}}}"#),
            // A subtitle is no body: no receiver found draws title over subtitle from data.
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "body": "B"}, "data": {"title": "Hi", "subtitle": "Weekly"}}}"#),
            // Adobe's other keys without adb_title are the SDK's options, not a notification.
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "body": "B"}, "data": {"adb_body": "More", "adb_uri": "https://example.com"}}}"#),
            // awesome_notifications_fcm's README payload (stringified form, trimmed): its service
            // intercepts the message, so only the library's notification is drawn.
            Example(#"{"message": {"token": "t", "notification": {"title": "Huston!", "body": "A small step"}, "data": {"content": "{\"id\":-1,\"channelKey\":\"alerts\",\"notificationLayout\":\"BigPicture\"}"}}}"#),
            // Declared: the app does not draw data title and body itself.
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", "body": "B"}, "data": {"title": "Hi", "body": "B"}}}"#,
                    app: AppDeclaration(drawsDataNotification: false)),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.androidBlob == nil, let display = message.androidDisplayBlock else { return }
        // A map with none of the keys (the context's pass over it found none) repeats nothing.
        guard message.androidDataMayHaveRenderKey, let data = message.effectiveAndroidData else { return }
        // One pass over the data map (`DataRenderMarkers`) finds the text keys and Notifee's
        // `notifee` key.
        let markers = DataRenderMarkers(data)
        guard let keys = Self.displayTextKeys(markers, display: display, common: message.notification) else {
            if let notifee = markers.notifeeValue, NotifeeDataBlob.holdsNotification(notifee) {
                reportNotifeeBlob(beside: display, message, &findings)
            }
            return
        }
        Self.reportSecondEntry(
            at: display,
            declared: "Android draws this notification in the tray, and the app draws the \(keys) in data again (app.drawsDataNotification): two tray entries",
            undeclared: "Android draws this notification in the tray; if the app draws the \(keys) in data too, the user gets two tray entries (declare app.drawsDataNotification in .notifykit-lint.json to make this exact)",
            undeclaredSeverity: nil,
            fix: "send Android data-only (remove the notification block for Android), or drop \(keys) from data", message, &findings)
    }

    /// Reports the second tray entry at the display block `display` as the app's declaration
    /// decides: nothing when it draws no data notifications, an error when it does, and while it
    /// is undeclared `undeclared` at `undeclaredSeverity` (nil: the rule's own, info).
    private static func reportSecondEntry(
        at display: JSONValue, declared: @autoclosure () -> FindingText, undeclared: @autoclosure () -> FindingText,
        undeclaredSeverity: Severity?, fix: @autoclosure () -> String, _ message: MessageContext, _ findings: inout FindingCollector
    ) {
        switch message.configuration.app.drawsDataNotification {
        case false?:
            return
        case true?:
            findings.report(declared(), at: display, anchor: .key, caseSeverity: .error, configuration: message.configuration, fix: fix())
        case nil:
            if let undeclaredSeverity {
                findings.report(
                    undeclared(), at: display, anchor: .key, caseSeverity: undeclaredSeverity, configuration: message.configuration, fix: fix())
            } else {
                findings.report(undeclared(), at: display, anchor: .key, fix: fix())
            }
        }
    }

    /// Reports Notifee's `data.notifee` beside the display block `display`: a warning while the
    /// app is undeclared, an error when it is declared to draw data notifications.
    private func reportNotifeeBlob(beside display: JSONValue, _ message: MessageContext, _ findings: inout FindingCollector) {
        let map = message.androidData != nil ? "android.data" : "data"
        let drawn = "Android draws this notification in the tray, and \(map).notifee carries a Notifee notification for the app's message handler to display"
        // Notifee's guide displays the blob from the background handler, which React Native
        // Firebase runs for notification messages too: a warning even while undeclared.
        Self.reportSecondEntry(
            at: display,
            declared: "\(drawn) (app.drawsDataNotification): React Native Firebase runs the background handler for notification messages too, so the user gets two tray entries",
            undeclared: "\(drawn): React Native Firebase runs the background handler for notification messages too, so if it displays the blob (as Notifee's FCM guide does) the user gets two tray entries (declare app.drawsDataNotification in .notifykit-lint.json to make this exact)",
            undeclaredSeverity: .warning,
            fix: "send Android data-only (remove the notification block for Android), as Notifee's FCM guide does, or drop \(map).notifee",
            message, &findings)
    }

    /// The data keys that carry display text for the app to draw ("title and body", "subject and
    /// message", "adb_title and adb_body", "alert"), or nil: the pair `DataRenderMarkers` reads, or
    /// a body key whose text repeats the title or body Android shows: the display block's, or for a
    /// field it leaves out, the common notification's (`common`), which FCM uses when
    /// android.notification has none.
    static func displayTextKeys(_ markers: DataRenderMarkers, display: JSONValue, common: JSONValue?) -> String? {
        if let keys = markers.androidTextKeys { return keys }
        // No body key (most data maps): nothing repeats, and no list is made.
        let bodies = markers.bodyValues
        guard !bodies.isEmpty else { return nil }
        let fallback = common.flatMap { $0.isObject ? $0 : nil }
        let shown = [
            (display.member(literal: "title") ?? fallback?.member(literal: "title"))?.stringValue,
            (display.member(literal: "body") ?? fallback?.member(literal: "body"))?.stringValue,
        ]
        .compactMap { $0 }.filter { !$0.isEmpty }
        let repeated = bodies.filter { body in body.value.stringValue.map(shown.contains) ?? false }
        guard !repeated.isEmpty else { return nil }
        return repeated.map(\.key.name).joined(separator: " and ")
    }
}
