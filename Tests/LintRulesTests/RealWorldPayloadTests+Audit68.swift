import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Senders written in China, Japan, Korea and Taiwan (audit68): Japanese Cloud Functions whose
    /// message literals hold ideographic spaces or come from an arrow function, NHN Cloud Push
    /// requests from its Korean API guide, Tencent TPNS requests, Korean Spring bodies serialized by Jackson with nulls,
    /// and a Taiwanese kreait message whose Chinese text PHP wrote as \u escapes.
    static let audit68Cases: [RealWorldCase] = [
        // mrmmm0128/mascleShare functions/index.js: a Japanese Cloud Function's firebase-admin
        // message, with ideographic spaces (U+3000) typed before its comments. JavaScript reads
        // them as blanks; the literal was refused as invalid JSON ("const is a bare word").
        RealWorldCase(
            "audit68 japanese literal with ideographic spaces",
            """
              const message = {
                notification: {
                  title: title,
                  body: body
                },
                data: {
                  title: title,
                  body: body
                },
                android: { \u{3000}\u{3000}//androidの設定
                  notification: {
                    sound: 'default',
                    click_action: 'FLUTTER_NOTIFICATION_CLICK',
                  },
                },
                apns: {\u{3000}\u{3000}\u{3000}\u{3000}//iOSの設定
                  payload: {
                    aps: {
                      badge: 1,
                      sound: 'default'
                    },
                  },
                },
                token: token
              };
            """,
            expected: ["json-code-literal (root)", "android-duplicate-display /android/notification"]),
        // nasubibocchi/fcm_sample functions/index.js: the message returned at once by an arrow
        // function, `(fcmToken, text) => ({…})`; it was refused as invalid JSON.
        RealWorldCase(
            "audit68 japanese arrow function returning the message",
            """
            const pushMessage = (fcmToken, text) => ({
                notification: {
                    title: '新しいメッセージがあります',
                    body:  `${text}`,
                },
                apns: {
                    headers: {
                        'apns-priority': '10'
                    },
                    payload: {
                        aps: {
                            badge: 9999,
                            sound: 'default'
                        }
                    }
                },
                data: {
                    data: 'test',
                },
                token: fcmToken
              });
            """,
            expected: ["json-code-literal (root)", "size-placeholder-undeclared /notification/body"]),
        // TOAST-DOCS/Push ko/api-guide.md (NHN Cloud Push API v2.4, 메시지 발송 cURL): an AD message
        // by language. It drew shape-not-a-payload's error; it is NHN's request, not FCM's.
        RealWorldCase(
            "audit68 nhn cloud push ad message",
            #"{"target": {"type": "ALL"}, "content": {"default": {"title": "title", "body": "body", "customKey1": "It is default"}, "ko": {"title": "제목", "body": "내용", "customKey2": "한국어 입니다."}}, "messageType": "AD", "contact": "1588-1588", "removeGuide": "매뉴 > 설정"}"#,
            expected: ["shape-other-push-service /target"]),
        // The same guide's "8. FCM notification 필드를 사용한 메시지": an FCM notification inside
        // content.default, with a Korean channel id.
        RealWorldCase(
            "audit68 nhn cloud push fcm notification in content",
            ##"{"target": {"type": "ALL"}, "content": {"default": {"notification": {"title": "제목", "body": "내용", "android_channel_id": "안드로이드 채널", "sound": "소리", "click_action": "메시지 클릭시 액션", "icon": "notification_off", "color": "#4286f4", "tag": "tag"}}}, "messageType": "NOTIFICATION"}"##,
            expected: ["shape-other-push-service /target"]),
        // Tencent Cloud's TPNS vendor channel guide (code index file id 582332950): a push through
        // OPPO's private message channel. Its "message" made it an HTTP v1 envelope with seven
        // false errors; it is TPNS's request.
        RealWorldCase(
            "audit68 tpns oppo channel push",
            #"{"audience_type": "token", "token_list": ["005c28bf60e29f9a1c2052ce96f43019a0b7"], "message_type": "notify", "message": {"title": "Test title", "content": "Test content", "android": {"oppo_ch_id": "Private message channel ID"}}}"#,
            expected: ["shape-other-push-service /audience_type"]),
        // TPNS's FAQ (code index file id 27433476172): change the iOS badge only.
        RealWorldCase(
            "audit68 tpns ios badge only",
            #"{"platform": "ios", "audience_type": "token", "environment": "dev", "token_list": ["05a8ea6924590dd3a94480fa1c9fc8448b4e"], "message_type": "notify", "message": {"ios": {"aps": {"badge_type": -2}}}}"#,
            expected: ["shape-other-push-service /audience_type"]),
        // ssyeon84/fcm FcmService.java with dto/FcmMessage.java: Jackson writes the fields left
        // null ("image", "topic" beside the token). Proto3 JSON reads null as unset: clean.
        RealWorldCase(
            "audit68 korean jackson body with nulls",
            #"{"validate_only":false,"message":{"notification":{"title":"공지사항","body":"새로운 공지가 등록되었습니다.","image":null},"token":"<targetToken>","topic":null,"data":{"type":"notice"}}}"#,
            expected: []),
        // A Korean WebClient sender (homoSSAFYens FcmClient2.java, code index file id 31430556324):
        // android.priority "HIGH" as the REST enum spells it, channelId in camelCase. Accepted.
        RealWorldCase(
            "audit68 korean typhoon alert with HIGH and channelId",
            #"{"message":{"token":"<token>","notification":{"title":"태풍 경보","body":"태풍이 접근 중입니다. 안전한 곳으로 대피하세요."},"android":{"priority":"HIGH","notification":{"channelId":"typhoon_alerts"}},"data":{"type":"TYPHOON_ALERT"}}}"#,
            expected: ["android-notification-data-hidden /message/data"]),
        // Spetsnaz5/firebase sendToTopic.php: kreait's topic message with its Taiwanese default
        // texts, as PHP's json_encode escapes them. Clean; sizes count the decoded characters.
        RealWorldCase(
            "audit68 taiwanese kreait topic with escaped text",
            #"{"message":{"topic":"matchday","notification":{"title":"\u6a19\u984c","body":"\u5167\u5bb9"}}}"#,
            expected: []),
        // chihyeonwon/Capstone-Design node_fcm_server.js: a Korean capstone's firebase-admin
        // message with "toekn" for token.
        RealWorldCase(
            "audit68 korean toekn typo",
            """
            var fcm_message = {
                notification: {
                    title: 'noti title',
                    body: 'noti body..'
                },
                data: {
                    title: 'data title',
                    value: '20'
                },
                toekn: token
            }
            """,
            expected: ["json-code-literal (root)", "routing-target-count (root)", "shape-unknown-field /toekn"]),
    ]
}
