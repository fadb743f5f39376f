import LintRules
import Testing

extension RealWorldPayloadTests {
    /// On-call, alerting and monitoring senders (audit46): Grafana OnCall's mobile push (as its
    /// OSS engine posts `str(Message)` to the FCM relay), a paging server's SNS payloads, an uptime
    /// monitor's raw APNs alert, a firebase-admin-node crisis alert. Each payload is the one the
    /// cited code sends, serialized as it would be, trimmed to the keys that matter.
    static let onCallCases: [RealWorldCase] = [
        //
        // https://github.com/grafana/oncall/blob/1580138a8073cef82cfd784202dadc0a905cb421/engine/apps/mobile_app/tasks.py
        // _get_fcm_message for an important alert when the user turned "override DND" off:
        // CriticalSound(critical=False) is encoded without the flag, but interruption-level stayed
        // "critical" (grafana/oncall#1646: "ios notifications are always critical, even when the
        // switch (override DND) is set to false").
        RealWorldCase(
            "audit46 Grafana OnCall important alert, override DND off, before #1646",
            #"""
                {"android": {"priority": "high"}, "apns": {"headers": {"apns-priority": "10"}, "payload": {"aps": {"alert": {"body": "Status: Firing, alerts: 3", "subtitle": "prod-stack, Alertmanager", "title": "HighErrorRate"}, "badge": 3, "interruption-level": "critical", "sound": {"name": "default_sound_important.aiff", "volume": 0.8}, "thread-id": "OHE3KLW4QZ5FS:IQZ4CFL5T9XYH"}}}, "data": {"alertGroupId": "IQZ4CFL5T9XYH", "important_notification_override_dnd": "false", "type": "oncall.critical_message"}, "token": "fYk3_oncall_device_registration_id:APA91bHq"}
            """#,
            expected: [
                "apns-critical-entitlement /apns/payload/aps/interruption-level",
                "apns-critical-level-sound-mismatch /apns/payload/aps/interruption-level",
            ]),
        //
        // https://github.com/grafana/oncall/blob/3666186a9430dcc65c8ad2999f8353e8fcd298da/engine/apps/mobile_app/tasks/new_alert_group.py
        // today: an important alert with override DND on marks it critical both ways (the flag 1
        // and interruption-level critical); the entitlement advice is given once.
        RealWorldCase(
            "audit46 Grafana OnCall important alert, override DND on (critical sound and level)",
            #"""
                {"android": {"priority": "high"}, "apns": {"headers": {"apns-priority": "10"}, "payload": {"aps": {"alert": {"body": "via Alertmanager, 3 alerts", "title": "HighErrorRate firing"}, "badge": 3, "interruption-level": "critical", "sound": {"critical": 1, "name": "default_sound_important.aiff", "volume": 0.8}, "thread-id": "OHE3KLW4QZ5FS:IQZ4CFL5T9XYH"}}}, "data": {"alertGroupId": "IQZ4CFL5T9XYH", "type": "oncall.critical_message"}, "token": "fYk3_oncall_device_registration_id:APA91bHq"}
            """#,
            expected: ["apns-critical-entitlement /apns/payload/aps/interruption-level"]),
        //
        // Same file, override DND off today: the level follows the flag (time-sensitive); the
        // volume of a non-critical sound dictionary is ignored by iOS, nothing to report.
        RealWorldCase(
            "audit46 Grafana OnCall important alert, override DND off, after #1646",
            #"""
                {"android": {"priority": "high"}, "apns": {"headers": {"apns-priority": "10"}, "payload": {"aps": {"alert": {"body": "via Alertmanager, 3 alerts", "title": "HighErrorRate firing"}, "badge": 3, "interruption-level": "time-sensitive", "sound": {"name": "default_sound_important.aiff", "volume": 0.8}, "thread-id": "OHE3KLW4QZ5FS:IQZ4CFL5T9XYH"}}}, "data": {"alertGroupId": "IQZ4CFL5T9XYH", "type": "oncall.critical_message"}, "token": "fYk3_oncall_device_registration_id:APA91bHq"}
            """#,
            expected: []),
        //
        // https://github.com/grafana/oncall/blob/a3dbe95d5a333ec238d2819044dfcb5754f0b86f/engine/apps/mobile_app/tasks.py
        // January 2023: data-only on Android with no android.priority; #1612 then set "high"
        // ("for mobile app push notifications set FCM android priority to high").
        RealWorldCase(
            "audit46 Grafana OnCall alert, January 2023 (no Android priority)",
            #"""
                {"apns": {"payload": {"aps": {"alert": {"body": "Status: Firing, alerts: 3", "title": "HighErrorRate"}, "badge": 3, "interruption-level": "time-sensitive", "sound": {"name": "bingbong.aiff", "volume": 1}, "thread-id": "OHE3KLW4QZ5FS:IQZ4CFL5T9XYH"}}}, "data": {"alertGroupId": "IQZ4CFL5T9XYH", "body": "Status: Firing, alerts: 3", "title": "HighErrorRate", "type": "oncall.message"}, "token": "fYk3_oncall_device_registration_id:APA91bHq"}
            """#,
            expected: ["android-data-only-normal-priority /data"]),
        //
        // https://github.com/thanigaiv/pagefree/blob/a2fe1ce7e25d5f338b314ccbf7de1b7950ac1860/src/services/notification/channels/push.channel.ts
        // buildPushMessage: the GCM string of an SNS publish for a critical incident, linted
        // alone. channel_id and priority in notification were never legacy notification keys.
        RealWorldCase(
            "audit46 pagefree SNS GCM payload for a critical incident",
            #"""
                {"notification": {"title": "[CRITICAL] payments-api", "body": "Error rate above 5% for 10 minutes", "channel_id": "critical_alerts", "priority": "high", "sound": "default", "click_action": "VIEW_INCIDENT"}, "data": {"incidentId": "clx9incident00042f7a3", "priority": "CRITICAL", "service": "payments-api"}, "android": {"priority": "high", "notification": {"channel_id": "critical_alerts", "notification_priority": "PRIORITY_MAX"}}}
            """#,
            expected: [
                "routing-target-count (root)",
                "notification-legacy-keys /notification/channel_id",
                "notification-legacy-keys /notification/priority",
                "notification-legacy-keys /notification/sound",
                "notification-legacy-keys /notification/click_action",
                "android-notification-data-hidden /data",
            ]),
        //
        // pagefree's APNS string for the same incident: critical both ways, one advice.
        RealWorldCase(
            "audit46 pagefree SNS APNS payload for a critical incident",
            #"""
                {"aps": {"alert": {"title": "[CRITICAL] payments-api", "body": "Error rate above 5% for 10 minutes", "subtitle": "Incident #0042f7a3"}, "sound": {"critical": 1, "name": "critical-alert.wav", "volume": 1.0}, "badge": 1, "interruption-level": "critical", "relevance-score": 1.0}, "incidentId": "clx9incident00042f7a3", "priority": "CRITICAL", "action": "view_incident"}
            """#,
            expected: ["shape-detected /aps", "apns-critical-entitlement /aps/interruption-level"]),
        //
        // A Cloudflare Worker uptime monitor (com.pulseapi.PulseAPI, src/services/apns.ts
        // sendIncidentAlert): interruption-level critical with a plain sound string, which cannot
        // say "not critical", so there is no mismatch.
        RealWorldCase(
            "audit46 uptime monitor raw APNs incident alert (level critical, string sound)",
            #"""
                {"aps":{"alert":{"title":"Critical Alert","subtitle":"api.example.com","body":"Endpoint down: 503 Service Unavailable"},"sound":"critical.caf","thread-id":"incident-ep_123","interruption-level":"critical","relevance-score":1},"incidentId":"inc_9","endpointId":"ep_123","type":"incident_alert"}
            """#,
            expected: ["shape-detected /aps", "apns-critical-entitlement /aps/interruption-level"]),
        //
        // A firebase-admin-node sendCriticalAlert (code search: "Emergency wellness alert"):
        // vibrationPattern is not an AndroidNotification field (vibrate_timings is), and
        // firebase-admin-node passes unknown keys through, so FCM rejects the message.
        RealWorldCase(
            "audit46 firebase-admin-node crisis alert (critical sound, vibrationPattern)",
            #"""
                {"token": "dGVzdC1kZXZpY2UtdG9rZW4:APA91bF", "notification": {"title": "Sam needs support", "body": "Emergency wellness alert - please check on them"}, "data": {"type": "CRISIS_ALERT", "userId": "u_42"}, "android": {"priority": "high", "notification": {"channelId": "crisis_alerts", "priority": "max", "sound": "default", "vibrationPattern": [0, 500, 500, 500], "defaultVibrateTimings": false}}, "apns": {"payload": {"aps": {"sound": {"critical": 1, "name": "default", "volume": 1.0}, "badge": 1, "alert": {"title": "Sam needs support", "body": "Emergency wellness alert - please check on them"}}}, "headers": {"apns-priority": "10", "apns-push-type": "alert"}}}
            """#,
            expected: [
                "android-notification-data-hidden /data",
                "shape-unknown-field /android/notification/vibrationPattern",
                "apns-critical-entitlement /apns/payload/aps/sound/critical",
            ]),
    ]
}

/// The words of findings audit46 changed.
@Suite struct OnCallFindingTextTests {
    /// pagefree's SNS GCM payload: channel_id and priority are not called legacy keys (the legacy
    /// notification key was android_channel_id, and legacy priority was top-level); sound is.
    @Test func notificationKeysThatWereNeverLegacyAreNotCalledLegacy() {
        let findings = Linter().lint(#"""
            {"message": {"topic": "alerts", "notification": {"title": "Down", "channel_id": "critical_alerts", "priority": "high", "sound": "default"}}}
            """#).filter { $0.ruleID == "notification-legacy-keys" }
        let messages = Dictionary(uniqueKeysWithValues: findings.map { ($0.pointer.description, $0.message) })
        #expect(messages["/message/notification/channel_id"]?.contains("is not a notification field in either API (it belongs in android.notification.channel_id)") == true)
        #expect(messages["/message/notification/priority"]?.contains("is a legacy FCM HTTP field") == false)
        #expect(messages["/message/notification/sound"]?.contains("is a legacy FCM HTTP field") == true)
    }

    /// A payload critical both ways gets one entitlement finding, which names both.
    @Test func aCriticalLevelAndCriticalSoundGiveOneEntitlementFinding() {
        let findings = Linter().lint(#"""
            {"aps": {"alert": "Disk full", "interruption-level": "critical", "sound": {"critical": 1, "name": "alarm.caf", "volume": 1.0}}}
            """#).filter { $0.ruleID == "apns-critical-entitlement" }
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("interruption-level critical and the critical sound") == true)
    }

    /// Grafana OnCall's "you're going on call" push
    /// (https://github.com/grafana/oncall/blob/3666186a9430dcc65c8ad2999f8353e8fcd298da/engine/apps/mobile_app/tasks/going_oncall_notification.py),
    /// time-sensitive: the opt-in capability advice is silent by default and reported once when
    /// turned on.
    @Test func timeSensitiveCapabilityAdviceIsOptIn() {
        let payload = #"""
            {"android": {"priority": "high"}, "apns": {"headers": {"apns-priority": "10"}, "payload": {"aps": {"alert": {"body": "09:00 - 17:00, Primary schedule", "title": "Your on-call shift starts in 15 minutes"}, "interruption-level": "time-sensitive", "sound": {"name": "default_sound.aiff"}, "thread-id": "SCHED123:USER456:going-oncall"}}}, "data": {"type": "oncall.info"}, "token": "fYk3_oncall_device_registration_id:APA91bHq"}
            """#
        #expect(Linter().lint(payload).isEmpty)
        var configuration = LintConfiguration()
        configuration.enabledOptInRules = ["apns-time-sensitive-entitlement"]
        let findings = Linter(configuration: configuration).lint(payload)
        #expect(findings.map(\.ruleID) == ["apns-time-sensitive-entitlement"])
        #expect(findings.first?.pointer.description == "/apns/payload/aps/interruption-level")
    }
}
