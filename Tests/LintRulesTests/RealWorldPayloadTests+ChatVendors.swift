import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Templates and payloads of chat SDK vendors that deliver over FCM and APNs (audit44).
    static let chatVendorCases: [RealWorldCase] = [
        // https://getstream.io/chat/docs/react/push_templates_in_v3: Stream's default Firebase
        // template for push v3, trimmed of its "badge": {{ unread_count }} line (a placeholder
        // outside a string, which only a template file name makes lintable). Android gets a
        // data-only message, iOS an alert. message_id is taken for the RemoteMessage's messageId by
        // react-native-firebase and FlutterFire on iOS; Notify Kit's iOS side, the only one that
        // sees a displayed notification here, keeps it, so the finding no longer blames Notify Kit.
        // The body's {{ truncate message.text 150 }} fills message.text, listed as undeclared
        // (audit52: the helper call was counted as written without a word).
        RealWorldCase(
            "stream-chat-push-v3-default-firebase-template",
            #"""
            {
            "data": {
            "version": "v2",
            "sender": "stream.chat",
            "type": "{{ event_type }}",
            "id": "{{ message.id }}",
            "message_id": "{{ message.id }}",
            "channel_type": "{{ channel.type }}",
            "channel_id": "{{ channel.id }}",
            "cid": "{{ channel.cid }}",
            "receiver_id": "{{ receiver.id }}"
            },
            "android": {
            "priority": "high"
            },
            "apns": {
            "payload": {
            "aps": {
            "alert": {
            "title": "New message from {{ sender.name }}",
            "body": "{{ truncate message.text 200 }}"
            },
            "sound": "default",
            "mutable-content": 1,
            "content-available": 0
            }
            }
            }
            }
            """#,
            expected: [
                "apns-content-available-value /apns/payload/aps/content-available",
                "data-key-client-filtered /data/message_id",
                "routing-target-count (root)",
                "size-placeholder-undeclared /apns/payload/aps/alert/body",
                "size-placeholder-undeclared /apns/payload/aps/alert/title",
                "size-placeholder-undeclared /data/channel_id",
                "size-placeholder-undeclared /data/channel_type",
                "size-placeholder-undeclared /data/cid",
                "size-placeholder-undeclared /data/id",
                "size-placeholder-undeclared /data/receiver_id",
                "size-placeholder-undeclared /data/type",
            ]),
        // https://github.com/GetStream/stream-chat-flutter/issues/1370: a firebase_apn_template
        // (raw APNs payload, custom keys beside aps); {{ channel_cid }} is a typo for channel.cid
        // that no linter can see. The body names two values, sender.name and, through the truncate
        // helper, message.text: each is listed until declared.
        RealWorldCase(
            "stream-chat-flutter-1370-apn-template",
            #"""
            {
              "aps": {
                "alert": {
                  "title": "{{ channel.name }}",
                  "body": "{{ sender.name }}: {{ truncate message.text 2000 }}"
                },
                "mutable-content": 1,
                "category": "stream.chat"
              },
              "sender": "stream.chat",
              "type": "message.new",
              "version": "v2",
              "message_id": "{{ message.id }}",
              "id": "{{ message.id }}",
              "channel_type": "{{ channel.type }}",
              "channel_id": "{{ channel.id }}",
              "cid": "{{ channel_cid }}"
            }
            """#,
            expected: [
                "shape-detected /aps",
                "size-placeholder-undeclared /aps/alert/body",
                "size-placeholder-undeclared /aps/alert/body",
                "size-placeholder-undeclared /aps/alert/title",
                "size-placeholder-undeclared /channel_id",
                "size-placeholder-undeclared /channel_type",
                "size-placeholder-undeclared /cid",
                "size-placeholder-undeclared /message_id",
            ]),
        // https://github.com/GetStream/stream-chat-react-native/issues/1454, verbatim: a
        // notification_template missing the comma after "body"; Stream rejected it
        // ("UpdateApp failed with error: notification_tem…").
        RealWorldCase(
            "stream-chat-rn-1454-notification-template-missing-comma",
            #"""
            {
                "title": "New message from {{ sender.name }}",
                "body": "{{ truncate message.text 2000 }}"
                "click_action": "OPEN_ACTIVITY_1",
                "sound": "default"
            }
            """#,
            expected: ["invalid-json (root)"]),
        // Stream Video's React Native SDK, the VoIP push example in setupIosVoipPushEvents
        // (found by the string "sender": "stream.video"): an alert with an empty body and a title.
        RealWorldCase(
            "stream-video-voip-example-payload",
            #"""
            {
              "aps": {
                "alert": {
                  "body": "",
                  "title": "Vishal Narkhede is calling you"
                },
                "badge": 0,
                "category": "stream.video",
                "mutable-content": 1
              },
              "stream": {
                "call_cid": "default:ixbm7y0k74pbjnq",
                "call_display_name": "",
                "created_by_display_name": "Vishal Narkhede",
                "created_by_id": "vishalexpo",
                "receiver_id": "santhoshexpo",
                "sender": "stream.video",
                "type": "call.ring",
                "version": "v2"
              }
            }
            """#,
            expected: ["apns-badge-zero /aps/badge", "shape-detected /aps"]),
    ]
}

/// data-key-client-filtered names the client that loses the key (audit44).
@Suite struct DataKeyClientFilteredTextTests {
    /// Stream Chat's push v3 default template shape: data-only on Android, an alert on iOS.
    /// Notify Kit's iOS side keeps message_id, so only react-native-firebase and FlutterFire are
    /// named (https://getstream.io/chat/docs/react/push_templates_in_v3).
    @Test func iOSOnlyDisplayNamesTheRemoteMessageClients() throws {
        let text = #"{"message": {"topic": "chat", "data": {"id": "42", "message_id": "42"}, "android": {"priority": "high"}, "apns": {"payload": {"aps": {"alert": {"title": "New message"}}}}}}"#
        let finding = try #require(Linter().lint(text).first { $0.ruleID == "data-key-client-filtered" })
        #expect(finding.message == "data key \"message_id\" does not reach the app as data on iOS: react-native-firebase and FlutterFire make it the RemoteMessage's messageId")
    }

    /// Displayed on Android, Notify Kit's denylist drops message_id too.
    @Test func androidDisplayStillNamesNotifyKit() throws {
        let text = #"{"message": {"topic": "chat", "notification": {"title": "Hi"}, "data": {"message_id": "42"}}}"#
        let finding = try #require(Linter().lint(text).first { $0.ruleID == "data-key-client-filtered" })
        #expect(finding.message.hasPrefix("data key \"message_id\" is filtered out by the Notify Kit client"))
    }

    /// An android. key in a message displayed on iOS alone reaches the app everywhere.
    @Test func androidPrefixKeptWhenShownOnIOSAlone() {
        let text = #"{"message": {"topic": "chat", "data": {"android.channel": "chat"}, "apns": {"payload": {"aps": {"alert": {"title": "New message"}}}}}}"#
        #expect(!Linter().lint(text).contains { $0.ruleID == "data-key-client-filtered" })
    }
}
