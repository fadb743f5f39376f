import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Verdicts left open by this session's audits (verdict-left12): a fetch or axios call to the
    /// app's own API judged as a curl command to that URL is, and Knock's SDK trigger after the
    /// code that builds its client, and a message block or a helper call pasted alone.
    static let verdictLeft12Cases: [RealWorldCase] = [
        // docv77200/gideons-microservice test.js, the fetch call as pasted: its body written out
        // drew invalid-json's "await is a bare word", while the same call with the body in a
        // name, or a curl command to the URL, is shape-not-a-payload's.
        RealWorldCase(
            "verdict-left12 fetch literal body to the app's own server",
            """
                const response = await fetch("http://localhost:3000/send-notification", {
                    method: "POST",
                    headers: { "Content-Type": "application/json" },
                    body: JSON.stringify({ text: "Hello from the test script!" })
                });
            """,
            expected: ["shape-not-a-payload (root)"]),
        // juatco-jemu/SP-Requirements web/app/src/services/sendNotification.js: the body in a
        // name, to the same kind of host: the same verdict.
        RealWorldCase(
            "verdict-left12 fetch named body to the app's own server",
            """
              fetch("http://localhost:4000/sendNotification", {
                method: "POST",
                headers: {
                  "Content-Type": "application/json",
                },
                body: JSON.stringify(message),
              })
            """,
            expected: ["shape-not-a-payload (root)"]),
        // The same request as a curl command: the verdict the two calls now share.
        RealWorldCase(
            "verdict-left12 curl to the app's own server",
            """
            curl -X POST http://localhost:3000/send-notification -H "Content-Type: application/json" -d '{"text": "Hello from the test script!"}'
            """,
            expected: ["shape-not-a-payload (root)"]),
        // An HTTP v1 request body written out in a fetch to a relay: linted as the message it is,
        // as a curl command's to that URL is (a code value as the token).
        RealWorldCase(
            "verdict-left12 fetch relay body",
            """
            const res = await fetch("https://us-central1-demo.cloudfunctions.net/relay", {
              method: "POST",
              body: JSON.stringify({ message: { token: t, notification: { title: "Hi", body: "There" } } }),
            });
            """,
            expected: ["json-code-literal (root)"]),
        // anis2566/padmashops services/notification.services.ts (its type alias left out): the
        // client built from an environment variable, then the trigger inside an arrow function;
        // invalid-json's "import is a bare word" before.
        RealWorldCase(
            "verdict-left12 knock trigger after new Knock(env)",
            """
            import { Knock } from "@knocklabs/node"
            const knock = new Knock(process.env.KNOCK_SECRET_KEY);

            export const sendNotification = async ({trigger, recipients, actor, data}) => {
                await knock.workflows.trigger(trigger, {
                    recipients,
                    actor,
                    data
                })
            }
            """,
            expected: ["shape-other-push-service (root)"]),
        // sparsharyal/bike-rental src/lib/knock.ts builds the client so (`new Knock({ apiKey })`),
        // with a trigger written after it for this case (the file holds the client alone).
        RealWorldCase(
            "verdict-left12 knock trigger after new Knock({apiKey})",
            """
            import { Knock } from '@knocklabs/node';

            const knock = new Knock({ apiKey: process.env.KNOCK_SECRET_API_KEY! });

            await knock.workflows.trigger("new-booking", {
              recipients: [{ id: user.id, email: user.email }],
              data: { bikeName: bike.name },
            });
            """,
            expected: ["shape-other-push-service (root)"]),
        // An Italian volunteers' app's Cloud Function (code index file id 62015236113): the iOS
        // block set on the message inside an `if`, pasted alone. "message.apns is a bare word"
        // before; now invalid-json says it is one block of a message built elsewhere.
        RealWorldCase(
            "verdict-left12 message.apns block pasted alone",
            """
                  message.apns = {
                    payload: {
                      aps: {
                        sound: "default",
                      },
                    },
                  };
            """,
            expected: ["invalid-json (root)"]),
        // A Cloudflare Workers installer's helper (code index file id 68681897736): the request's
        // options spread into a call to the app's own `request`, no push payload in sight.
        RealWorldCase(
            "verdict-left12 request helper call with a spread",
            """
              const response = await request(fetcher, `${CLOUDFLARE_API_ENDPOINT}${path}`, {
                ...init,
                headers,
              });
            """,
            expected: ["invalid-json (root)"]),
    ]
}
