import LintRules
import Testing

extension RealWorldPayloadTests {
    /// JavaScript server runtimes and frameworks that send FCM (audit74): GraphQL resolvers,
    /// Next.js route handlers and server actions, Genkit flows, Netlify functions.
    static let audit74Cases: [RealWorldCase] = [
        // A GraphQL resolver (diepmyduong/binance-trading-bot
        // src/graphql/modules/notification/testFCM.resolver.ts, Mutation.testFCM): `notification`
        // is the `{ title, body }` the resolver built one line above, a value of unknown content
        // as pasted. apns-sound-only said "iOS plays it and shows no alert", judging the text it
        // cannot see; the notification is counted as one with text (UnknownNotification).
        RealWorldCase(
            "audit74 graphql resolver notification shorthand beside aps sound",
            """
                return Firebase.instance.app.messaging().send({
                  notification,
                  data: notifyData,
                  token: deviceToken,
                  android: {
                    priority: "high",
                    notification: { ...notification, sound: "default" },
                    data: notifyData,
                  },
                  apns: {
                    payload: {
                      aps: {
                        sound: "default",
                      },
                    },
                  },
                });
            """,
            expected: ["json-code-literal (root)"]),
        // The same shape with a mutable-content flag and the notification read from a request
        // (`notification: payload.notification`): apns-mutable-content-without-alert reported an
        // error ("iOS shows nothing"), apns-priority-10-without-alert another, and notification-empty
        // a textless android.notification.
        RealWorldCase(
            "audit74 unknown notification beside mutable-content and a channel",
            """
                await getMessaging().send({
                  token,
                  notification: payload.notification,
                  android: { notification: { channelId: "orders", sound: "default" } },
                  apns: { headers: { "apns-priority": "10" }, payload: { aps: { "mutable-content": 1 } } },
                });
            """,
            // Counted as a notification with text, it is one iOS shows without the sound
            // Android was asked for: apns-sound-missing, as for a written title.
            expected: ["json-code-literal (root)", "apns-sound-missing /apns/payload/aps"]),
        // A Genkit flow (Firebase Studio template src/ai/flows/notification-sender.ts, index file
        // id 4418442088): a relative icon path in android.notification.icon and in
        // apns.fcm_options.image; both are right warnings (no drawable of that name; the
        // extension cannot download a relative URL).
        RealWorldCase(
            "audit74 genkit flow relative icon paths",
            """
                const message: admin.messaging.MulticastMessage = {
                  tokens: tokens,
                  notification: {
                    title,
                    body,
                  },
                  android: {
                    notification: {
                        icon: '/icon-192x192.png',
                    },
                  },
                  apns: {
                    payload: {
                        aps: {
                            'mutable-content': 1,
                        }
                    },
                    fcm_options: {
                        image: '/icon-192x192.png',
                    }
                  },
                  webpush: {
                    notification: {
                        icon: '/icon-192x192.png',
                    },
                  },
                };
            """,
            expected: [
                "json-code-literal (root)", "android-notification-icon /android/notification/icon",
                "media-url-not-https /apns/fcm_options/image",
            ]),
        // An Expo app's sender (anudit/omnidapp notif.js) pasted whole: a fetch call to the
        // legacy endpoint whose body is built in code. It was one invalid-json error at `await`;
        // the body is now read, a legacy body (the legacy API is shut down).
        RealWorldCase(
            "audit74 fetch call with a legacy body built in code",
            VerdictLeft9FetchLegacyEndpointTests.omnidapp,
            expected: [
                "json-code-literal (root)", "legacy-mapping-hint (root)", "shape-detected /to",
                "legacy-top-level-keys /to", "legacy-top-level-keys /priority",
            ]),
        // A React hook's HTTP v1 send (index file id of `useSendNotification`, "const FCM_GOOGLE_URL
        // = 'https://fcm.googleapis.com/v1/projects/myproject-b5ae1/messages:send'"): the fetch
        // call pasted from its binding on; a clean v1 message once the body is read.
        RealWorldCase(
            "audit74 fetch call to the v1 endpoint with a template-literal URL",
            """
                const response = await fetch(`https://fcm.googleapis.com/v1/projects/${projectId}/messages:send`, {
                  method: 'POST',
                  headers: {
                    'Content-Type': 'application/json',
                    Authorization: `Bearer ${process.env.FCM_SERVER_KEY}`,
                  },
                  body: JSON.stringify({
                    message: {
                      token,
                      notification: {
                        title: 'New Message',
                        body: message,
                      },
                    },
                  }),
                });
            """,
            expected: ["json-code-literal (root)"]),
    ]
}
