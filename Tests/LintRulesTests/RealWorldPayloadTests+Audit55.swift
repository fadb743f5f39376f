import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Localized notifications (audit55): loc keys and loc args in legacy bodies, HTTP v1
    /// messages and raw APNs payloads, built by servers in Haskell, Perl, Clojure, Rust, Elixir,
    /// Ruby and PHP. Each payload is the one the cited code sends, as its serializer writes it.
    static let audit55Cases: [RealWorldCase] = [
        // https://github.com/factisresearch/fcm-client/blob/1de4984255d0d9f7198e7ea0e947f0804947e9a2/test/Spec.hs
        // (Haskell): title_loc_args and body_loc_args as the legacy reference documents them, a
        // JSON array in a string, holding a number and a boolean. The hint's HTTP v1 request
        // writes them as strings, which FCM's repeated string fields require (it wrote 1 and true).
        RealWorldCase(
            "audit55 haskell fcm-client loc args as a JSON array string",
            #"""
            {"to":"/topics/news","notification":{"title_loc_key":"loc title","title_loc_args":"[\"locStr\",1,true]","body_loc_key":"loc body","body_loc_args":"[\"locStr\",1,true]"}}
            """#,
            expected: ["legacy-mapping-hint (root)", "shape-detected /to", "legacy-topic-in-to /to"]),
        // A Rust APNs payload builder (rustc_serialize, BTreeMap: keys sorted) that writes null
        // for every unset localization key and sends to APNs directly. Apple's payload key
        // reference gave title-loc-key and action-loc-key as "string or null" (was two errors
        // quoting an FCM rejection for a payload FCM never sees).
        RealWorldCase(
            "audit55 rust apns builder null loc keys",
            #"""
            {"aps":{"alert":{"action-loc-key":null,"body":"Ana: are you coming?","loc-args":["Ana"],"loc-key":"NEW_MESSAGE","title":"New message","title-loc-args":null,"title-loc-key":null},"badge":3,"category":"MESSAGE","sound":"default"}}
            """#,
            expected: ["shape-detected /aps"]),
        // https://github.com/chvanikoff/apns4ex and Elixir APNs tests: title and title-loc-key,
        // body and loc-key side by side; which one iOS shows is not documented, so nothing is
        // reported beyond content-available with an alert.
        RealWorldCase(
            "audit55 elixir apns title beside title-loc-key",
            #"""
            {"aps":{"alert":{"title":"Title","subtitle":"Sub","body":"Body","title-loc-key":"T_KEY","title-loc-args":["a"],"subtitle-loc-key":"S_KEY","loc-key":"B_KEY","loc-args":["x","y"]},"mutable-content":1,"content-available":1,"interruption-level":"time-sensitive","relevance-score":0.8}}
            """#,
            expected: ["shape-detected /aps", "apns-content-available-with-alert /aps/content-available"]),
        // A PHP sender through Urban Airship's API: json_encode of array($count) writes the
        // number 1 into loc-args (a warning: APNs does not check it) and Airship's "+1" badge.
        RealWorldCase(
            "audit55 php airship loc-args number",
            #"""
            {"aps":{"badge":"+1","alert":{"loc-key":"push_msg_changes","loc-args":[1]},"sound":"soft_bells.mp3"},"device_types":["ios"]}
            """#,
            expected: [
                "shape-detected /aps", "apns-badge-invalid /aps/badge", "shape-type-mismatch /aps/alert/loc-args/0",
                "apns-sound-file-name /aps/sound",
            ]),
        // https://github.com/firebase/firebase-admin-node/issues/457: bodyLockKey, reported
        // rejected with Unknown name "body_lock_key" at 'message.android.notification'.
        RealWorldCase(
            "audit55 admin-node 457 bodyLockKey",
            #"""
            const message = {
            data: {
            		data_id: dataId
            	},
            	android: {
            		ttl: 0,
            		priority: 'high',
            		notification: {
            			clickAction: '.clickAction',
            			bodyLockKey: 'notification_body_loc_key'
            		}
            	},
            	token: registrationToken
            };
            """#,
            expected: [
                "json-code-literal (root)", "android-notification-data-hidden /data", "android-ttl-zero /android/ttl",
                "notification-empty /android/notification", "shape-unknown-field /android/notification/bodyLockKey",
            ]),
        // A firebase-admin Cloud Function's rate-limit notice: common title and body beside
        // android.notification loc keys (snake_case, which firebase-admin passes through), so
        // Android never localizes; the aps alert's loc keys do localize on iOS.
        RealWorldCase(
            "audit55 admin rate limit notice loc keys beside title and body",
            #"""
            const payload = {
                token: token,
                notification: {
                  title: 'Notifications Rate Limited',
                  body: 'You have now sent more than 500 notifications today.',
                },
                android: {
                  notification: {
                    body_loc_args: [strMax],
                    body_loc_key: 'rate_limit_notification.body',
                    title_loc_key: 'rate_limit_notification.title',
                  },
                },
                apns: {
                  payload: {
                    aps: {
                      alert: {
                        'loc-args': [strMax],
                        'loc-key': 'rate_limit_notification.body',
                        'title-loc-key': 'rate_limit_notification.title',
                      },
                    },
                  },
                },
              };
            """#,
            expected: [
                "json-code-literal (root)", "android-notification-loc-key-ignored /android/notification/body_loc_key",
                "android-notification-loc-key-ignored /android/notification/title_loc_key",
            ]),
        // FlutterFire docs, cloud-messaging receive page, "Localize Messages", iOS: the payload
        // puts alert straight into apns.payload, outside aps, so iOS shows nothing.
        RealWorldCase(
            "audit55 flutterfire localize doc alert outside aps",
            #"""
            {
              "apns": {
                 "payload": {
                   "alert": {
                     "title-loc-key": "NOTIFICATION_TITLE",
                     "loc-key": "NOTIFICATION_MESSAGE"
                   }
                 }
              }
            }
            """#,
            expected: ["routing-target-count (root)", "apns-payload-missing-aps /apns/payload"]),
        // Sparrow (Elixir) keys its Android notification fields as the REST reference's table
        // writes them, "title_loc_args[]"; FCM answers Unknown name.
        RealWorldCase(
            "audit55 sparrow title_loc_args brackets",
            #"""
            {"message":{"token":"fKx3v9QwRk2:APA91bHr7yVtN1sLq0Zx8J4mPw2eQ5tU7iO9pA1sD3fG5hJ7kL9zX1cV3bN5mQ7wE9rT1yU3iO5pA7sD9fG1hJ3kL5zX7cV9bN1mQ3wE5rT7yU9iO1pA3sD5fG7hJ9k","android":{"notification":{"title_loc_args[]":"Ana","title_loc_key":"friend_request_title","body_loc_key":"friend_request_body"}}}}
            """#,
            expected: ["shape-unknown-field /message/android/notification/title_loc_args[]", "notification-android-only /message/android/notification"]),
    ]
}
