import Foundation
@testable import LintRules
import Testing

extension RealWorldPayloadTests {
    /// Low-code and scripting senders (audit72): Visual Basic string literals, whose doubled quote
    /// is one quote, and Google Apps Script and Postgres senders of web apps.
    static let audit72Cases: [RealWorldCase] = [
        // A VB.NET sender (code index file id 44523903706, SendNotificationFromFirebaseCloud_blank):
        // an HTTP v1 topic message in a Visual Basic literal. C's reading joined `"{""message"`
        // into `{message` and read the rest as a JavaScript object: two json-code-literal
        // warnings and "deals" taken for code. It is read with `""` as one quote.
        RealWorldCase(
            "audit72 vb.net http v1 topic literal",
            #"        Dim strNJson As String = "{""message"":{""topic"":""deals"",""notification"":{""body"":""View latest deals from top brands."",""title"":""Latest Deals""}}}""#,
            expected: ["json-code-literal (root)"]),
        // The same file's legacy body over three lines: read as C, every string became code
        // ("${New WS Message}") and the payload's "379" the number 379. Read as Visual Basic its
        // data.payload is an object, which HTTP v1 rejects.
        RealWorldCase(
            "audit72 vb.net legacy body over lines",
            #"""
                    Dim strNewJson As String = "{""to"":""do5Fes9IdiY:APA91bGuU-RZCQ_wK6lMlpfvGypClIwZ5KUedxHPCh2ykcnqmPQXEh106-ZH4zDcKCLtWJbnizhBjBCtca2yfaK4NqZa7TJXE3UtpUiqe8ejsD0GiDKoncxflJARzIyGdBD_E_nl-uzh"",
                    ""data"":{""title"":""New WS Message"", ""message"":""Nuevo mensaje"", ""type"":""whatsApp"",
                    ""payload"":{""id_ws"":""379"", ""message"":""Test 14""}, ""icon"":""../../assets/media/img/ws.png""}}"
            """#,
            expected: ["json-code-literal (root)", "legacy-mapping-hint (root)", "legacy-top-level-keys /to", "shape-detected /to", "data-value-not-string /data/payload"]),
        // Visual Basic's `&` joins the literals and the values the code fills in.
        RealWorldCase(
            "audit72 vb concatenation with ampersand",
            #"Dim body As String = "{""message"":{""token"":""" & deviceToken & """,""notification"":{""title"":""" & title & """},""android"":{""priority"":""high""}}}""#,
            expected: ["json-code-literal (root)", "size-placeholder-undeclared /message/token", "size-placeholder-undeclared /message/notification/title"]),
        // An Excel VBA sender over two lines joined by Visual Basic's " _" continuation (code
        // index file id 57441758403, a WhatsApp gateway's README): read in full, its JSON is what a
        // pasted {"to": …, "message": …} gets, a legacy FCM body by its "to" (that gateway is no
        // FCM; named on the command line it is linted as the JSON it sends).
        RealWorldCase(
            "audit72 excel vba continuation lines",
            #"""
                    body = "{""to"":""" & Cells(i, 1).Value & """," & _
                           """message"":""" & Cells(i, 2).Value & """}"
            """#,
            expected: ["json-code-literal (root)", "legacy-mapping-hint (root)", "legacy-top-level-keys /to", "shape-detected /to", "shape-unknown-field /message"]),
        // Adalo's help center, "Send Push Notifications via API" (help.adalo.com/integrations/
        // the-adalo-api/push-notifications): the body a no-code app's owner posts from Zapier or
        // a script. Read as an FCM message it drew six errors (no target, unknown appId,
        // audience, titleText, bodyText, an empty notification); it is Adalo's own request.
        RealWorldCase(
            "audit72 adalo push notification api body",
            """
            {
              "appId": "2bc38ea8-2eb1-4db0-974c-e9e031f2c0e0",
              "audience": { "email": "user@example.com" },
              "notification": {
                "titleText": "Hello There",
                "bodyText": "This is just a test..."
              }
            }
            """,
            expected: ["shape-other-push-service /appId"]),
    ]
}

/// The legacy mapping hint for the legacy bodies web apps sent from Apps Script and Postgres
/// (audit72): an image path as icon or badge is the web's, not an Android drawable or an iOS count.
@Suite struct Audit72LegacyWebPathTests {
    /// A Postgres pg_net sender (code index file id 44105350596, send_push_via_pgnet): the PWA's
    /// icon and badge paths. The hint made "/water.png" an Android drawable and an aps.badge string.
    @Test func imagePathsGoToWebpush() throws {
        let json = #"{"to": "p_token", "data": {}, "notification": {"body": "b", "icon": "/water.png", "badge": "/water.png", "title": "t"}}"#
        let message = try IssueFifteenChecksTests.hintedMessage(json)
        let webpush = try #require(message["webpush"] as? [String: Any])
        let notification = try #require(webpush["notification"] as? [String: Any])
        #expect(notification["icon"] as? String == "/water.png")
        #expect(notification["badge"] as? String == "/water.png")
        #expect(message["apns"] == nil)
        #expect(message["android"] == nil)
    }

    /// An Apps Script sender's file name without a folder (code index file id 61920238562).
    @Test func imageFileNameGoesToWebpush() throws {
        let json = #"{"to": "tok", "notification": {"title": "t", "body": "b", "icon": "icon-192x192.png"}}"#
        let message = try IssueFifteenChecksTests.hintedMessage(json)
        let notification = try #require(webNotification(message))
        #expect(notification["icon"] as? String == "icon-192x192.png")
    }

    /// An Apps Script sender's click target on its own site (code index file id 12822772218):
    /// "/" named no Android intent action and no iOS category; the JS SDK opens it.
    @Test func sitePathClickActionGoesToWebpush() throws {
        let json = #"{"to": "tok", "notification": {"title": "t", "icon": "/apple-touch-icon.jpg", "click_action": "/"}}"#
        let message = try IssueFifteenChecksTests.hintedMessage(json)
        let notification = try #require(webNotification(message))
        #expect(notification["click_action"] as? String == "/")
        #expect(message["android"] == nil)
        #expect(message["apns"] == nil)
    }

    /// An Apps Script sender's legacy fallback (code index file id 69542787637,
    /// sendFcmTopicMessage): `to: '/topics/' + cleanTopic` names a topic; the hint wrote it as a
    /// token holding the code. The `to` keeps legacy-top-level-keys' error.
    @Test func concatenatedTopicPathBecomesTopic() throws {
        let code = """
                  const legacyPayload = {
                    to: '/topics/' + cleanTopic,
                    priority: 'high',
                    notification: { title: title, body: body, android_channel_id: targetChannel, sound: 'default' },
                    data: stringData
                  };
            """
        let message = try IssueFifteenChecksTests.hintedMessage(code)
        #expect(message["topic"] as? String == "${cleanTopic}")
        #expect(message["token"] == nil)
        let toFindings = IssueFifteenChecksTests.findings(code, "legacy-top-level-keys").filter { $0.pointer.description == "/to" }
        #expect(toFindings.count == 1)
    }

    /// A drawable's name and a count keep their Android and iOS places.
    @Test func drawableAndCountStay() throws {
        let json = #"{"to": "tok", "notification": {"title": "t", "icon": "ic_stat_name", "badge": "3"}}"#
        let message = try IssueFifteenChecksTests.hintedMessage(json)
        #expect(webNotification(message) == nil)
        let android = try #require(message["android"] as? [String: Any])
        #expect((android["notification"] as? [String: Any])?["icon"] as? String == "ic_stat_name")
        let aps = (((message["apns"] as? [String: Any])?["payload"] as? [String: Any])?["aps"] as? [String: Any])
        #expect(aps?["badge"] as? Int == 3)
    }

    private func webNotification(_ message: [String: Any]) -> [String: Any]? {
        (message["webpush"] as? [String: Any])?["notification"] as? [String: Any]
    }
}
