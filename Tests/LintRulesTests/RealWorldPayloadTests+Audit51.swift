import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Senders from news publishers, sports score apps and religious/community apps (audit51):
    /// breaking news, goal alerts, daily verses and sermons. Each payload is the one the cited
    /// code sends, as written or serialized.
    static let audit51Cases: [RealWorldCase] = [
        //
        // https://github.com/nadia70/fgck_app functions/src/index.ts: a church app's "New Sermon!"
        // push, typed as the removed API's MessagingPayload and passed to sendToTopic. It is that
        // API's payload, not a message without a target whose icon and sound FCM rejects (was
        // routing-target-count and two notification-legacy-keys, errors for the wrong reason).
        RealWorldCase(
            "audit51 fgck sermon MessagingPayload passed to sendToTopic",
            """
                         const message: admin.messaging.MessagingPayload = {
                           notification: {
                             title: 'New Sermon!',
                             body: `A new sermon has been uploaded`,
                             icon: "default",
                             sound: "default"
                           }
                         };

                         return fcm.sendToTopic('sermon', message);
            """,
            expected: ["json-code-literal (root)", "legacy-admin-payload (root)"]),
        // https://github.com/breejesh/happyness util/functions/index.js: a news app's new-story
        // payload, bound to a name and passed to sendToTopic on the next statement (was
        // routing-target-count, warning: "the template has no target").
        RealWorldCase(
            "audit51 happyness news payload passed to sendToTopic",
            """
                    var payload = {
                        notification: {
                          title: 'Happyness is here!',
                          body: news_data.title
                        },
                        data: {
                          sound: 'default',
                          badge: '1',
                          tag: 'news',
                          click_action: 'FLUTTER_NOTIFICATION_CLICK',
                          icon: 'ic_notification'
                        },
                    };

                    return admin.messaging().sendToTopic(topic, payload)
            """,
            expected: ["json-code-literal (root)", "legacy-admin-payload (root)"]),
        // https://github.com/divyansh04/wallyapp functions/functions/index.js: notification.icon
        // was a legacy key of sendToTopic's payload; the call is the failure (was
        // notification-legacy-keys on icon and routing-target-count).
        RealWorldCase(
            "audit51 wallyapp image payload passed to fcm.sendToTopic",
            """
                    var payload = {
                        notification: {
                            title: "WallyApp",
                            body: "New wallpaper is here",
                            icon: "https://firebasestorage.googleapis.com/v0/b/wallyapp-bb6cb.appspot.com/o/logo_circle.png",
                            image: data.url
                        }
                    };

                    const topic = "promotion";

                    return fcm.sendToTopic(topic, payload);
            """,
            expected: ["json-code-literal (root)", "legacy-admin-payload (root)"]),
        // https://github.com/matheusdourado836/biblia_flutter_app functions/index.js: a daily
        // verse whose reference is a top-level "payload" string. FCM rejects the unknown name; it
        // is a custom value, not an APNs payload (the fix named apns.payload alone). It goes to
        // the removed sendMulticast, whose batch endpoint answers 404 (the-blue-alliance#7104):
        // legacy-send-multicast at error (was nothing).
        RealWorldCase(
            "audit51 biblia daily verse with a payload string",
            """
                          const message = {
                            notification: {
                              title: "Hora de ler a Bíblia!",
                              body: title + " " + body
                            },
                            payload: response.data.book.abbrev.pt + " " + response.data.chapter,
                            tokens: registrationTokens
                          };
                          return admin.messaging().sendMulticast(message);
            """,
            expected: ["json-code-literal (root)", "legacy-send-multicast (root)", "shape-unknown-field /payload"]),
        // find_string 54601542299, "Our Vadodara News" functions/index.js
        // sendBreakingNewsNotification: legacy keys and a web option in the HTTP v1
        // notification (FCM rejects them), and webpush renotify without a tag. Right as it was.
        RealWorldCase(
            "audit51 Vadodara breaking news to topic",
            """
                      const response = await admin.messaging().send({
                        topic: 'breaking-news',
                        notification: {
                          title: title,
                          body: body,
                          icon: news.mediaUrl || '/icons/icon-192x192.png',
                          badge: '/icons/icon-72x72.png',
                          tag: `breaking-${newsId}`,
                          requireInteraction: true,
                        },
                        data: {
                          newsId: newsId,
                          type: 'breaking',
                          url: `/breaking/${newsId}`,
                          priority: 'high'
                        },
                        webpush: {
                          headers: {
                            Urgency: 'high',
                            TTL: '3600'
                          },
                          notification: {
                            badge: '/icons/icon-72x72.png',
                            vibrate: [300, 100, 300, 100, 300],
                            renotify: true
                          }
                        }
                      });
            """,
            expected: [
                "json-code-literal (root)", "notification-legacy-keys /notification/icon", "notification-legacy-keys /notification/badge",
                "notification-legacy-keys /notification/tag", "size-placeholder-undeclared /notification/tag",
                "shape-unknown-field /notification/requireInteraction", "webpush-notification-option-conflict /webpush/notification/renotify",
            ]),
        // https://github.com/guardian/mobile-n10n/blob/003a15516f617e1f2b479d63b9bbe2a7c7d6b618/notificationworkerlambda/src/main/scala/com/gu/notifications/worker/delivery/apns/models/payload/ApnsPayloadBuilder.scala
        // footballMatchStatusPayload for a minor event (no sound), as pushy writes it; the
        // collapse id (the match id) travels in the APNs header. Nothing wrong.
        RealWorldCase(
            "audit51 Guardian football match status APNs payload",
            #"""
                {"aps":{"alert":{"body":"Arsenal 1-0 Chelsea (Saka 23')","title":"Goal!"},"category":"football-match","mutable-content":1},"uniqueIdentifier":"0b6f1a4c-2d3e-4f5a-8b9c-0d1e2f3a4b5c","provider":"Guardian","t":"fms","notificationType":"football-match-status","footballMatch":{"homeTeamName":"Arsenal","homeTeamScore":1,"awayTeamName":"Chelsea","awayTeamScore":0,"matchId":"4470001","matchInfoUri":"https://mobile.guardianapis.com/sport/football/matches/4470001"}}
            """#,
            expected: ["shape-detected /aps"]),
    ]
}
