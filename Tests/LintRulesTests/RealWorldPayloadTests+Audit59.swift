import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Notification routers and automation bridges that send FCM (audit59): Apprise's FCM plugin
    /// in both modes, a Node-RED contrib node, a Go relay daemon and an IoT module. Each payload is
    /// the one the cited code sends, as its serializer writes it.
    static let audit59Cases: [RealWorldCase] = [
        // caronc/apprise apprise/plugins/fcm/__init__.py and priority.py (OAuth2 mode, a "#alerts"
        // target, priority=high): "token" stays None beside "topic", which protobuf JSON reads as
        // unset, so FCM takes the topic (caronc/apprise#489: the same None beside topic, "Sent").
        RealWorldCase(
            "audit59 apprise oauth topic high priority",
            ##"{"message": {"token": null, "notification": {"title": "Backup failed", "body": "rsync exited with code 23", "image": "https://github.com/caronc/apprise/raw/master/apprise/assets/themes/default/apprise-failure-72x72.png"}, "android": {"priority": "HIGH", "notification": {"color": "#A32037"}}, "topic": "alerts", "apns": {"headers": {"apns-priority": "10", "apns-push-type": "alert"}}, "webpush": {"headers": {"Urgency": "high"}}}}"##,
            expected: ["apns-mutable-content-missing /message/apns"]),
        // caronc/apprise#489 (alim4r, 2022-01-22): the early OAuth2 colour in message.notification,
        // answered 400 "Unknown name \"color\" at 'message.notification': Cannot find field."
        RealWorldCase(
            "audit59 apprise pr489 oauth color rejected",
            ##"{"message": {"token": null, "notification": {"title": "apprise", "body": "test", "color": "#ffa07a"}, "data": {"a": "1", "b": "2"}, "topic": "test"}}"##,
            expected: ["notification-legacy-keys /message/notification/color"]),
        // caronc/apprise#489, the same payload without the colour: "Sent oauth2 FCM notification."
        RealWorldCase(
            "audit59 apprise pr489 oauth data sent",
            #"{"message": {"token": null, "notification": {"title": "apprise", "body": "test"}, "data": {"a": "1", "b": "2"}, "topic": "test"}}"#,
            expected: []),
        // caronc/apprise legacy mode for fcm://KEY/%23ops?priority=normal&+check=nightly-db.
        RealWorldCase(
            "audit59 apprise legacy hash topic with data",
            ##"{"notification": {"notification": {"title": "", "body": "Healthcheck 'nightly-db' is DOWN", "color": "#A32037"}}, "data": {"check": "nightly-db"}, "to": "/topics/#ops", "priority": "normal"}"##,
            expected: [
                "legacy-mapping-hint (root)", "shape-unknown-field /notification/notification", "shape-detected /to",
                "legacy-topic-in-to /to", "legacy-top-level-keys /priority",
            ]),
        // NickCis/node-red-contrib-fcm-push-node src/fcm-push.js: msg.payload's fields copied into
        // a legacy fcm-push body (an undefined collapse_key dropped by JSON.stringify).
        RealWorldCase(
            "audit59 node-red fcm-push legacy topic",
            #"{"to":"/topics/home","notification":{"title":"Front door","body":"Motion detected","sound":"default"},"data":{"camera":"front"},"priority":"high","content_available":true}"#,
            expected: [
                "legacy-mapping-hint (root)", "shape-detected /to", "legacy-topic-in-to /to",
                "legacy-top-level-keys /priority", "legacy-top-level-keys /content_available",
            ]),
        // Datiom/viam-firebase-push src/models/firebase_push.py: doCommand's "data" passed to
        // messaging.Message as given; numbers and booleans are no FCM data values.
        RealWorldCase(
            "audit59 viam firebase-push numeric data",
            #"{"message": {"notification": {"title": "Temperature", "body": "Greenhouse at 31.5 C"}, "data": {"sensor": "greenhouse", "temp": 31.5, "alarm": true}, "token": "eXb1c2Vy:APA91bH4sZ"}}"#,
            expected: ["data-value-not-string /message/data/temp", "data-value-not-string /message/data/alarm"]),
    ]

    /// Apprise's legacy mode writes `"to": "/topics/#alerts"`: the hint's HTTP v1 request must not
    /// carry "#alerts" into `topic`, which FCM rejects; it writes a placeholder, and the unsafe fix
    /// (declined on placeholders) leaves the body alone.
    @Test func legacyHintWritesNoMalformedTopic() throws {
        // caronc/apprise apprise/plugins/fcm/__init__.py, legacy mode: payload["to"] = f"/topics/{recipient}".
        let text = ##"{"notification": {"notification": {"title": "Backup finished", "body": "done"}}, "to": "/topics/#alerts", "priority": "high"}"##
        let hint = try #require(Linter().lint(text).first { $0.ruleID == "legacy-mapping-hint" })
        #expect(hint.message.contains(##""topic": "<a valid topic name, not #alerts>""##))
        #expect(!hint.message.contains(##""topic": "#alerts""##))
        let valid = #"{"to": "/topics/alerts", "notification": {"title": "Hi"}}"#
        let plain = try #require(Linter().lint(valid).first { $0.ruleID == "legacy-mapping-hint" })
        #expect(plain.message.contains(#""topic": "alerts""#))
    }
}
