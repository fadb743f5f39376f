/// `aps`, `aps.alert` and `aps.sound` hold only Apple's keys.
///
/// Lint: a key Apple does not define inside `aps`, an `aps.alert` dictionary or an `aps.sound`
/// dictionary (custom data belongs next to `aps`, not in it). A key of the alert dictionary
/// (`title`, `body`…) written straight into `aps` is named as such, and is an error when iOS then
/// has no alert text to show at all (`MessageContext.iosShowsAlert`: an `aps.alert` without text
/// counts as none).
struct APNsApsUnknownKeyRule: SchemaRule {
    static let description = RuleDescription(
        id: "apns-aps-unknown-key",
        area: .apns,
        needs: [.schemaIssues],
        defaultSeverity: .warning,
        clauses: [.degraded, .notShownAsMeant],
        summary: "aps has a key Apple does not define (error for alert text in aps when iOS has no alert to show)",
        rationale: """
            The aps dictionary is Apple's: alert, badge, sound, thread-id, category, \
            content-available, mutable-content, target-content-id, interruption-level, \
            relevance-score, filter-criteria and the Live Activity keys. Apple reserves aps for \
            these keys: a custom key inside aps is still delivered (the app finds it in \
            userInfo["aps"]), but custom data belongs beside aps, at the payload's top level, \
            where apps and SDKs look for it and where a future Apple key cannot collide with \
            it. Unknown keys in an aps.alert or aps.sound dictionary are not used for the \
            notification. A key of the alert dictionary written straight into aps (title, \
            subtitle, body, loc-key…) is not alert text: Apple's payload reference lists them as \
            keys of the alert dictionary, and iOS shows only what aps.alert (or FCM's common \
            notification, which FCM copies into aps.alert) holds. openHAB Cloud sends \
            {"alert": {"body": …}, "title": …} this way, so its iOS notifications have no title. \
            Severity: warning, because the notification is shown but the custom data is not where \
            the app reads it, or shown without that text (W1); error when alert text sits in aps \
            and iOS has no alert to show at all (no aps.alert with text, no common notification title or \
            body, no content-available for the app to handle it), because the notification meant is not shown (E2). \
            A VoIP push (apns-push-type voip, or another special push type) is no alert: PushKit \
            delivers its payload to the app, which reports the call to CallKit and reads what it \
            needs from aps itself (Flexisip puts loc-key, loc-args, call-id and uuid there), so \
            alert keys in its aps stay a warning. A key of aps written into aps.alert (badge, \
            sound, thread-id, category…; ChatSecure's push server writes "thread_id" there) is \
            named as such: iOS reads it only from aps, so the notification is shown without it. \
            An aps.alert without text ("", {}, only a launch-image) counts as no alert: iOS shows \
            nothing for it (apns-alert-empty), so the title beside it is the only text the sender \
            wrote and it is not shown either. An APNs header written \
            inside aps (apns-priority, apns-push-type) is reported by apns-headers-misplaced only.
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
            "https://learn.microsoft.com/en-us/javascript/api/@azure/notification-hubs/appleapsnativemessage",
            "https://developer.apple.com/documentation/pushkit/responding-to-voip-notifications-from-pushkit",
            "https://github.com/BelledonneCommunications/flexisip/blob/b3cf98c0bed98c7cf096b093411651e6a49c6fc5/src/pushnotification/apple/apple-request.cc (VoIP payload: loc-key in aps)",
            "https://github.com/ChatSecure/ChatSecure-Push-Server/blob/cb33c21c2aa4ed32d87e2f08bcae27b0a0d89782/push/messages/messenger.py (send_apns: thread_id in the alert)",
            "https://github.com/openhab/openhab-cloud/blob/5c128d59a22a85fd3535e12f8a367756a5d3f475/src/lib/push/fcm.provider.ts (buildMessage: aps title beside alert)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", ↓"orderId": "42"}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": {"title": "Hi", ↓"text": "There"}}}}}}"#),
            // openHAB Cloud: the title beside the alert is not shown (warning).
            Example(#"{"tokens": ["t1"], "apns": {"payload": {"aps": {"alert": {"body": "Front door opened"}, "sound": "default", ↓"title": "Security"}}}}"#),
            // No alert at all: nothing is shown (error).
            Example(#"{"message": {"token": "t1", "apns": {"payload": {"aps": {↓"title": "Hi", ↓"body": "There"}}}}}"#),
            // An alert without text beside the title: iOS shows nothing (error).
            Example(#"{"message": {"token": "t1", "apns": {"payload": {"aps": {"alert": {}, "sound": "default", ↓"title": "Hi"}}}}}"#),
            // ChatSecure's push server: aps's thread-id written into the alert (a warning).
            Example(#"{"aps": {"alert": {"body": "New Message!", ↓"thread_id": "New Message!"}, "sound": "default"}}"#),
            // Flexisip's VoIP push: PushKit gives aps to the app, no alert is meant (a warning).
            Example(#"{"message": {"token": "t1", "apns": {"headers": {"apns-push-type": "voip"}, "payload": {"aps": {↓"loc-key": "IC_MSG"}}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": {"title": "Hi", "subtitle": "A", "body": "B"}, "badge": 1, "sound": {"critical": 1, "name": "default", "volume": 0.5}}, "orderId": "42"}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"timestamp": 1736899200, "event": "update", "content-state": {"score": "1-0"}, "stale-date": 1736902800}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi", "apns-priority": "5", "apns-push-type": "alert"}}}}}"#),
            Example(#"{"tokens": ["t1"], "apns": {"payload": {"aps": {"alert": {"title": "Security", "body": "Front door opened"}, "sound": "default"}}}}"#),
        ])
    // A background push carrying "title" in aps stays a warning (app code may show it): tested in
    // APNsApsUnknownKeyAlertTextTests.

    init() {}

    /// The keys of the alert dictionary (`FCMSchema.alert`), which iOS reads only inside `aps.alert`.
    static let alertKeys: Set<String> = Set(FCMSchema.alert.fields.map(\.name))

    /// True when `name` is a key of the alert dictionary.
    static func isAlertKey(_ name: String) -> Bool { alertKeys.contains(name) }

    /// The keys of aps itself (not of aps.alert, not Live Activity keys) that iOS reads only from
    /// aps: a sender that writes one into aps.alert gets nothing from it.
    static let apsOwnKeys = [
        "badge", "sound", "thread-id", "category", "content-available", "mutable-content", "target-content-id",
        "interruption-level", "relevance-score", "filter-criteria",
    ]

    /// The aps key whose normalized form (`KeyMatcher.normalized`) is `normalized` ("threadid" →
    /// "thread-id"), or nil.
    static func apsKey(matching normalized: String) -> String? {
        apsOwnKeys.first { KeyMatcher.normalized($0) == normalized }
    }

    /// Reports the walk's findings; alert text written in `aps` is an error when iOS has no alert
    /// to show at all and the push is no background push (E2).
    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard !message.schema.isEmpty else { return }
        // A background push (content-available) may carry text the app shows itself: no case.
        // A VoIP (or other special) push shows no alert by design: PushKit hands the payload to
        // the app, which reads its own keys from aps (Flexisip's loc-key and loc-args): no case.
        let showsAlert = message.iosShowsAlert || message.contentAvailableIntent != nil || message.isSpecialAPNsPush
        message.reportSchemaIssues(Self.description.id, into: &findings) { issue in
            guard !showsAlert, let name = issue.value.key?.stringValue, Self.isAlertKey(name),
                issue.value.parent?.key?.stringValue == "aps"
            else { return nil }
            return SchemaIssueCase(
                severity: .error,
                message: issue.message
                    + (message.apsHasAlert
                        ? "; aps.alert has no text, so iOS shows no alert for this message"
                        : "; aps has no alert, so iOS shows no alert for this message"),
                fix: issue.fix)
        }
    }
}
