import Foundation
@testable import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Senders in runtimes and clouds (audit81): Cloudflare Workers, Deno edge functions and
    /// Node route handlers calling the HTTP v1 REST API with fetch, .NET backends (HttpClient
    /// anonymous objects, Azure Notification Hubs templates for .NET MAUI apps), JVM servers
    /// (Java string bodies, Kotlin JSON builders), a MUD game server in LPC and a GitHub Action
    /// step. Fixed: a native notification handed to Azure Notification Hubs reported as having no
    /// target, fcm-cloudflare-workers' own sendMulticast(message, tokens) read as
    /// firebase-admin's removed one, route handlers and injected fetch functions not read, a
    /// Java body whose data members are concatenated code left unlinted, and C# anonymous objects
    /// and Kotlin buildJsonObject blocks named as bare words.
    static let audit81Cases: [RealWorldCase] = [
        // celestifyhq/fcm-cloudflare-workers fixtures/index.ts (a Hono app on Cloudflare
        // Workers): the library's sendMulticast(message, tokens) sets token on a copy of the
        // message per device and posts it to the HTTP v1 endpoint (src/lib/fcm.ts); neither the
        // removed firebase-admin method nor a message without a target.
        RealWorldCase(
            "audit81 fcm-cloudflare-workers hono sendMulticast",
            """
            app.post("/push-single", zValidator("json", sendSinglePushSchema), async (c) => {
              const { deviceToken } = await c.req.json();

              const message = {
                notification: {
                  title: "Test",
                  body: "Test from single (legacy)",
                },
                data: {
                  notification: "true",
                },
              } satisfies FcmMessage;

              try {
                const unregisteredTokens = await c.var.fcm.sendMulticast(message, [deviceToken]);
                console.log("Message sent successfully");
              } catch (error) {
                return c.var.error.response(400, "Sending Failed", (error as Error).message);
              }

              return c.json({ success: true });
            });
            """,
            expected: ["data-key-reserved-notification /data/notification", "json-code-literal (root)"]),
        // A route handler whose object goes to the response, not to FCM: res.send is no
        // firebase-admin send (before, `res.send({ message: 'ok' })` drew routing-target-count and
        // shape-envelope errors).
        RealWorldCase(
            "audit81 express health route response",
            """
            router.get('/health', (req, res) => {
              res.send({ message: 'ok' });
            });
            """,
            expected: ["invalid-json (root)"]),
        // A Worker relay's sendFcm (code index file id 71403399379, apps/relay): the fetch function
        // is handed in (o.fetch) and the result assigned without a declaration; android is a
        // variable, its content unknown.
        RealWorldCase(
            "audit81 relay injected fetch",
            """
                res = await o.fetch(`${o.host}/v1/projects/${sa.project_id}/messages:send`, {
                  method: 'POST',
                  headers: { authorization: `Bearer ${at}`, 'content-type': 'application/json' },
                  body: JSON.stringify({ message: { token: o.token, data: { wcc: JSON.stringify(o.sealed) }, android } }),
                })
            """,
            expected: ["json-code-literal (root)"]),
        // A serverless sender with an injected fetchImpl (code index file id 70088650849): a
        // data message with WebPush Urgency and TTL headers, valid.
        RealWorldCase(
            "audit81 fetchImpl webpush urgency",
            """
              const response = await fetchImpl(`${base}/projects/${projectId}/messages:send`, {
                method: "POST",
                headers: { Authorization: `Bearer ${accessToken}`, "Content-Type": "application/json" },
                body: JSON.stringify({
                  message: {
                    token,
                    data,
                    webpush: { headers: { Urgency: "high", TTL: String(NOTIFICATION_TTL_SECONDS) } }
                  }
                })
              });
            """,
            expected: ["json-code-literal (root)"]),
        // A Deno edge function for a restaurant wait list (code index file id 58174915744):
        // notification and data with android priority high, which does not wake the app for
        // the data while Android draws the notification.
        RealWorldCase(
            "audit81 deno edge wait list",
            """
                  const envio = await fetch(`https://fcm.googleapis.com/v1/projects/${cuenta.project_id}/messages:send`, {
                    method: 'POST',
                    headers: { Authorization: `Bearer ${acceso}`, 'Content-Type': 'application/json' },
                    body: JSON.stringify({
                      message: {
                        token,
                        notification: { title: 'Nuevo cliente en espera', body: 'Hay un cliente esperando que le asignes una mesa.' },
                        data: { ruta: '/lista-espera/metre', tipo: 'nueva_espera' },
                        android: { priority: 'high', notification: { channel_id: 'lista-espera-metre' } },
                      },
                    }),
                  });
            """,
            expected: ["android-notification-data-hidden /message/data", "json-code-literal (root)"]),
        // A Java order service (code index file id 53068885134): the data members are
        // concatenated code ("data":{" + dataJson + "}"); the rest of the message is linted, the
        // data object left open. Before, the text did not parse and nothing was said.
        RealWorldCase(
            "audit81 kloudshef java data members from code",
            #"""
                        String payload = "{\"message\":{\"token\":\"" + escapeJson(fcmToken) + "\","
                            + "\"notification\":{\"title\":\"" + escapeJson(title) + "\",\"body\":\"" + escapeJson(body) + "\"},"
                            + "\"data\":{" + dataJson.toString() + "},"
                            + "\"android\":{\"priority\":\"HIGH\",\"notification\":{\"sound\":\"default\",\"channel_id\":\"kloudshef_orders\"}},"
                            + "\"apns\":{\"headers\":{\"apns-priority\":\"10\",\"apns-push-type\":\"alert\"},"
                            + "\"payload\":{\"aps\":{\"alert\":{\"title\":\"" + escapeJson(title) + "\",\"body\":\"" + escapeJson(body) + "\"},"
                            + "\"sound\":\"default\",\"badge\":1,\"content-available\":1}}}}}";
            """#,
            expected: ["apns-content-available-with-alert /message/apns/payload/aps/content-available", "json-code-literal (root)"]),
        // A C# HttpClient sender (code index file id 52336378553): an anonymous object that
        // System.Text.Json serializes; named as such, not "var is a bare word".
        RealWorldCase(
            "audit81 csharp anonymous object",
            """
                            var payload = new { message = new { token = tokenDestino, notification = new { title = titulo, body = mensajeCuerpo } } };
                            var content = new StringContent(JsonSerializer.Serialize(payload), System.Text.Encoding.UTF8, "application/json");
            """,
            expected: ["invalid-json (root)"]),
        // A Kotlin JVM server (code index file id 55974593189): a kotlinx.serialization builder.
        RealWorldCase(
            "audit81 kotlin buildJsonObject",
            """
                    val payload = buildJsonObject {
                        putJsonObject("message") {
                            put("token", token)
                            putJsonObject("notification") { put("title", title); put("body", body) }
                            putJsonObject("android") { put("priority", "high") }
                        }
                    }.toString()
            """,
            expected: ["invalid-json (root)"]),
        // The .NET MAUI Notification Hubs tutorial's silent iOS template (PushTemplates.Silent,
        // code index file id 3800281632): apns-priority written inside aps is a custom key, not
        // the header; badge 0 clears the badge.
        RealWorldCase(
            "audit81 maui silent ios template",
            #"""
                        public const string iOS = "{ \"aps\" : {\"content-available\" : 1, \"apns-priority\": 5, \"sound\" : \"\", \"badge\" : 0}, \"message\" : \"$(alertMessage)\", \"action\" : \"$(alertAction)\" }";
            """#,
            expected: [
                "apns-badge-zero /aps/badge", "apns-content-available-with-alert /aps/content-available",
                "apns-headers-misplaced /aps/apns-priority", "json-code-literal (root)", "shape-detected /aps",
                "size-placeholder-undeclared /action", "size-placeholder-undeclared /message",
            ]),
        // The same tutorial's FCM v1 template: Notification Hubs addresses it, which the warning
        // names.
        RealWorldCase(
            "audit81 maui generic android template",
            #"""
                        public const string Android = "{ \"message\" : { \"notification\" : { \"title\" : \"PushDemo\", \"body\" : \"$(alertMessage)\"}, \"data\" : { \"action\" : \"$(alertAction)\" } } }";
            """#,
            expected: [
                "json-code-literal (root)", "routing-target-count /message",
                "size-placeholder-undeclared /message/data/action", "size-placeholder-undeclared /message/notification/body",
            ]),
        // A DGD/LPC MUD server's FCM sender (code index file id 23189641399): a data key the code
        // names and a ternary priority, both filled in at run time.
        RealWorldCase(
            "audit81 lpc mud data message",
            #"""
            	message = "{\"message\":{\"token\":\"" + target + "\"," +
            		  "\"data\":{\"" + type + "\":\"" + message + "\"}," +
            		  "\"android\":{\"priority\":\"" +
            		  ((urgent) ? "high" : "normal") + "\"}}}";
            """#,
            expected: [
                "json-code-literal (root)", "size-placeholder-undeclared /message/data/${type}",
                "size-placeholder-undeclared /message/token",
            ]),
        // An Azure Function's Notification Hubs send (code index file id 1134255129): the hub
        // addresses a native notification to its registrations, so the text needs no target;
        // but its FCM legacy platform sent through FCM's legacy API, retired in June 2024.
        RealWorldCase(
            "audit81 azure function notification hubs native send",
            #"""
                            var result =
                                await hub.SendGcmNativeNotificationAsync("{ \"data\":{ \"message\":\"Udostępniono nowy plan!\"} }");
            """#,
            expected: ["json-code-literal (root)", "legacy-endpoint (root)"]),
        // An IoT Hub event processor's alarm (code index file id 27260823611): Notification Hubs'
        // FCM legacy platform, with a C# interpolated string concatenated into the text.
        RealWorldCase(
            "audit81 iot hub alarm notification hubs fcm legacy",
            #"""
                                await notificationHubClient.SendFcmNativeNotificationAsync("{\"data\":{\"message\":\"" + $"{deviceId}: {ev.EventName}" + "\"}}", string.Empty);
            """#,
            expected: ["json-code-literal (root)", "legacy-endpoint (root)"]),
        // An ASP.NET controller's direct send (code index file id 12841405858): the legacy
        // platform's FcmNotification handed to SendDirectNotificationAsync.
        RealWorldCase(
            "audit81 notification hubs direct FcmNotification",
            #"""
                            await hub.SendDirectNotificationAsync(new FcmNotification("{\"data\":{\"message\":\"" + notification.Message + "\"}}"), notification.DeviceId);
            """#,
            expected: ["json-code-literal (root)", "legacy-endpoint (root)", "size-placeholder-undeclared /data/message"]),
        // A .NET notification service (code index file id 44656866551): the text is built first and
        // handed to SendFcmV1NativeNotificationAsync on a later line the paste leaves out, so the
        // warning says where the target may come from.
        RealWorldCase(
            "audit81 notification hubs text built before the send",
            #"""
                        var androidNotification = "{\"message\":{\"notification\":{\"body\":\"" + message + "\"}}}";
            """#,
            expected: [
                "json-code-literal (root)", "routing-target-count /message", "size-placeholder-undeclared /message/notification/body",
            ]),
        // SENERGY-Platform/firebase-cloud-messaging-action README: the MESSAGE input, unmarshalled
        // into firebase-admin-go's messaging.Message (HTTP v1 names).
        RealWorldCase(
            "audit81 github action message input",
            #"{"topic": "android", "data": {"foo": "bar"}}"#,
            expected: []),
    ]
}
