import LintRules
import Testing

extension RealWorldPayloadTests {
    /// README examples of FCM sender packages as their users copy them (audit71): npm wrappers
    /// (fcm-notification, @kazion/fcm-node-http, NestJS Firebase modules), and their silences.
    static let audit71Cases: [RealWorldCase] = [
        // A NestJS Firebase service (code search, nestjs-firebase FirebaseFCMService, audit71):
        // the token is the project's legacy server key "AAAAN6_J6mc:APA91b…", the Authorization
        // value of the shut-down legacy API. It drew no finding; no registration token starts with
        // AAAA (an installation ID starts with c to f), so routing-token-shape reports it.
        RealWorldCase(
            "audit71 nestjs firebase server key as token",
            """
                const message = {
                  notification: {
                    title: 'Title of your notification',
                    body: 'Body of your notification',
                  },
                  token:
                    'AAAAN6_J6mc:APA91bHKDh4w2SEO0EG_PXHluRSowD5ztjzQq5KjzZVU8zsrJ3MsfivyA-xo8zgIU_ge1Urec9axm1nprx7qOulB88piN3qRQ1lbtJAkiauGjXS-v-sns3wo-yh7ihTiI3Eo2BhjsDZ2',
                };
            """,
            expected: ["json-code-literal (root)", "routing-token-shape /token"]),
        // fcm-notification's example (smartnav/fcm-notification examples/sendToTokenMultiple.js
        // @5d9bb6f): sendToMultipleToken sets payload.token per token (lib/fcm.js) before
        // admin.messaging().send. It drew routing-target-count's error; the target is passed beside
        // the literal.
        RealWorldCase(
            "audit71 fcm-notification sendToMultipleToken",
            """
            var message = {
              data: {
                score: '850',
                time: '2:45'
              },
              notification:{
                title : 'Navish',
                body : 'Test message by navish'
              }
            };
            FCM.sendToMultipleToken(message, Tokens, function(err, response) {
                if(err){
                    console.log('err--', err);
                }else {
                    console.log('response-----', response);
                }

            })
            """,
            expected: ["json-code-literal (root)"]),
        // @kazion/fcm-node-http's README (patrickkabwe/fcm-node-http README.md): send(token,
        // message) takes the token as its first argument. It drew routing-target-count's error.
        RealWorldCase(
            "audit71 fcm-node-http send token beside message",
            """
            const message = {
              notification: {
                body: "body",
                title: "title",
                image:
                  "https://upload.wikimedia.org/wikipedia/commons/thumb/a/a7/React-icon.svg/120px-React-icon.svg.png",
              },
            };
            await fcm.sendAll([fcmToken1, fcmToken2], message);
            """,
            expected: ["json-code-literal (root)", "apns-mutable-content-missing /notification/image"]),
        // The target set on the literal before firebase-admin's send: no missing target.
        RealWorldCase(
            "audit71 target assigned after the literal",
            "const message = {\n  notification: { title: 'Hi', body: 'There' },\n};\nmessage.token = registrationToken;\nawait admin.messaging().send(message);\n",
            expected: ["json-code-literal (root)"]),
        // Still no target: firebase-admin's send takes the message first and alone, and a log
        // call's other argument is no target.
        RealWorldCase(
            "audit71 literal sent without target after a log call",
            "const message = {\n  notification: { title: 'Hi' },\n};\nconsole.log('sending', message);\nawait admin.messaging().send(message, true);\n",
            expected: ["json-code-literal (root)", "routing-target-count (root)"]),
        // fcm-notification's single send (README "With registration token"): FCM.send(message, cb)
        // passes the literal on unchanged, so its own target is the one that counts.
        RealWorldCase(
            "audit71 fcm-notification send with callback keeps missing target",
            "var message = {\n  notification: { title: 'Title', body: 'Body' }\n};\nFCM.send(message, function(err, response) {});\n",
            expected: ["json-code-literal (root)", "routing-target-count (root)"]),
    ]
}
