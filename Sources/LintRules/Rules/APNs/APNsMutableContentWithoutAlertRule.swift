import SizeModel

/// `mutable-content` only matters for notifications that display an alert.
///
/// Lint: `aps.mutable-content` 1 (or `true`; firebase-admin's `mutableContent`) on a message that
/// shows no alert text on iOS (`MessageContext.iosShowsAlert`); reported at the flag. Without
/// `content-available`, an `aps.alert` without text is apns-alert-empty's. Beside
/// `content-available`, an `aps.alert` with no title, subtitle or body (nor their loc keys) counts
/// as no alert: the push goes to the app as a background update and the message names what the
/// extension was to apply.
struct APNsMutableContentWithoutAlertRule: Rule {
    static let description = RuleDescription(
        id: "apns-mutable-content-without-alert",
        area: .apns,
        needs: [.apsMutableContent, .apsMutableContentAdmin],
        defaultSeverity: .warning,
        clauses: [.degraded, .notShownAsMeant],
        summary: "aps.mutable-content is set but iOS shows no alert, so the extension never runs (error when aps holds nothing else to show)",
        rationale: """
            Apple: a Notification Service Extension only operates on remote notifications that \
            are configured to display an alert; for badge-only, sound-only or background \
            pushes it is never called. Images, attachments and rewritten text that the \
            extension would add never appear. With content-available and no alert title, \
            subtitle or body, iOS hands the push to the app as a background update \
            (application(_:didReceiveRemoteNotification:fetchCompletionHandler:)), and the \
            extension does not run either: whatever it was to apply (an image or attachment, \
            a sound, an interruption level) never happens. A sound or a badge in that aps makes \
            the push user-visible (iOS plays the sound or sets the badge itself; a device log \
            shows such a push is no background push only when it has no sound), but still no \
            alert, so the extension still does not run. (For a Notify Kit message, \
            notifykit-ios-not-alert reports the same gap as an error.) An aps that holds \
            mutable-content and no alert, sound, badge or content-available shows nothing at all \
            and wakes nothing: the extension that was meant to fill the notification in is not \
            called, so no notification appears. An alert without text ("", {}, or empty title \
            and body) is no alert: iOS handles such a push as one without an alert (Airship's \
            SDK had counted an empty alert as visible while iOS treated the push as silent, \
            urbanairship/ios-library#118), and a common notification fills in only the fields \
            the alert dictionary leaves out (firebase-admin ApsAlert). Without content-available \
            such an alert is reported by apns-alert-empty, which says the extension does not run. \
            A common notification whose value is code (`notification,` or `notification: \
            payload.notification` before firebase-admin's send) is the block the code built, \
            counted as one with text: its content is unknown (UnknownNotification.swift). \
            Severity: warning when aps still shows a badge, plays a sound or wakes the app, because \
            the push is delivered without the extension's work (W1); error when aps has nothing \
            else, because the notification meant is not shown (E2).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/modifying_content_in_newly_delivered_notifications",
            "https://developer.apple.com/documentation/usernotifications/pushing-background-updates-to-your-app",
            "https://github.com/urbanairship/ios-library/issues/118 (\"if the alert value is empty … iOS threats it as silent\"; fixed in 8.1.3)",
            "https://firebase.google.com/docs/reference/admin/python/firebase_admin.messaging#firebase_admin.messaging.ApsAlert (title: \"If specified, overrides the title set via messaging.Notification\")",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"badge": 2, "mutable-content": ↓1}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"mutable-content": ↓1}, "orderId": "7"}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"content-available": 1, "mutable-content": ↓1, "interruption-level": "time-sensitive"}}, "fcm_options": {"image": "https://cdn.example.com/a.png"}}}}"#),
            // An alert dictionary with nothing to show is no alert for the extension.
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": {"launch-image": "x.png"}, "content-available": 1, "mutable-content": ↓1}}}}}"#),
            Example(#"{"tokens": ["t1"], "apns": {"payload": {"aps": {"contentAvailable": true, "mutableContent": ↓true}}}}"#),
            // element-hq/sygnal#365: an empty alert with a sound plays the sound; the extension still needs alert text.
            Example(#"{"message": {"token": "t1", "apns": {"payload": {"aps": {"content-available": 1, "mutable-content": ↓1, "alert": "", "sound": "default"}}}}}"#),
            // A widget-refresh push whose extension was to save data (a church app's test script):
            // an alert of empty strings is no alert, so the extension does not run.
            Example(#"{"token": "t", "apns": {"headers": {"apns-push-type": "alert", "apns-priority": "10"}, "payload": {"aps": {"content-available": 1, "mutable-content": ↓1, "alert": {"title": "", "body": ""}, "badge": 0}}}}"#),
        ],
        nonTriggeringExamples: [
            // A notification whose value is code (a GraphQL resolver's `notification,`) is the
            // block the code built: its text is unknown, not missing.
            Example(#"getMessaging().send({notification: payload.notification, token, apns: {payload: {aps: {'mutable-content': 1}}}});"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "apns": {"payload": {"aps": {"mutable-content": 1}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"badge": 2, "mutable-content": 0}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": {"title": "Hi"}, "content-available": 1, "mutable-content": 1}}}}}"#),
            // An empty alert without content-available is apns-alert-empty's.
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "", "mutable-content": 1}}}}}"#),
            // The alert dictionary leaves the body out: FCM fills it from the notification.
            Example(#"{"message": {"topic": "news", "notification": {"body": "New reply"}, "apns": {"payload": {"aps": {"alert": {"title": ""}, "content-available": 1, "mutable-content": 1}}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.aps != nil, message.iosBlob == nil,  // with a blob, the data-only rules report it
            let flag = message.apsMutableContent ?? (message.shape == .admin ? message.apsMutableContentAdmin : nil),
            flag.integerValue == 1 || flag.boolValue == true
        else { return }
        guard message.contentAvailableIntent != nil else {
            // An aps.alert without text is apns-alert-empty's (it says the extension does not run).
            guard !message.iosShowsAlert, !message.apsHasAlert else { return }
            let fix = "add an alert with a title and body (apns.payload.aps.alert), or remove mutable-content"
            if message.isUserVisibleOnIOS {
                findings.report(
                    "mutable-content is set but iOS shows no alert for this message, so the Notification Service Extension never runs",
                    at: flag, fix: fix)
            } else {
                findings.report(
                    "aps has mutable-content but no alert, sound, badge or content-available: iOS shows nothing and the Notification Service Extension never runs",
                    at: flag, caseSeverity: .error, configuration: message.configuration, fix: fix)
            }
            return
        }
        // The extension needs alert text (`iosShowsAlert`: an alert of another type is
        // apns-alert-type's finding and counts as text).
        guard !message.iosShowsAlert else { return }
        // A sound or a badge makes the push user-visible: iOS plays or sets it itself (no
        // background push), and only the extension's own work is lost.
        let plays = message.apsSound.map { !$0.isString || !$0.stringEquals("") } ?? false
        let visible = plays || message.apsBadge != nil
        var lost: [String] = []
        if message.iosImage != nil { lost.append("the image") }
        if let payload = message.apnsPayload, payload.isObject,
            payload.members.contains(where: { $0.key.stringValue.map(MediaURLKeys.isMediaKey) ?? false })
        {
            lost.append("the attachment")
        }
        if message.apsSound != nil, !plays { lost.append("the sound") }
        if message.apsInterruptionLevel != nil { lost.append("the interruption level") }
        let consequence =
            lost.isEmpty
            ? "so whatever the extension was to change never happens"
            : "so \(Self.list(lost)) \(lost.count == 1 ? "is" : "are") never applied"
        let delivery =
            visible
            ? "iOS plays the sound or sets the badge itself, without an alert, and the Notification Service Extension runs only for alerts"
            : "iOS hands this to the app as a background push and the Notification Service Extension never runs"
        findings.report(
            "mutable-content is set beside content-available, but aps has no alert title, subtitle or body: \(delivery), \(consequence)",
            at: flag,
            fix: visible
                ? "add an alert with a title and body (apns.payload.aps.alert) for the extension to run, or remove mutable-content"
                : "add an alert with a title and body (apns.payload.aps.alert) for the extension to run, or remove mutable-content from the background push")
    }

    /// "a", "a and b", "a, b and c".
    static func list(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
