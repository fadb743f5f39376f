@testable import LintRules
import SizeModel
import Testing

/// A message written as a JavaScript or TypeScript object literal (`JavaScriptLiteral`): one
/// json-code-literal warning, the JSON firebase-admin sends linted, every finding placed on the
/// pasted text, nothing judged about a value that is code, and bad input read safely.
@Suite struct JavaScriptLiteralTests {
    /// The literal of the task: quotes added around every key move every later byte of the
    /// rewritten JSON, and the findings still point at the pasted text.
    static let literal = """
        const message = {
          notification: { title: 'Hi', body: `Order ${id} shipped` },
          android: { priority: 'high', ttl: 3600 * 1000 },
          data: { orderId: id, count: 3, flag: true },  // count and flag are no strings
          token: registrationToken,
        };
        await admin.messaging().send(message);
        """

    @Test func findingsArePlacedOnThePastedText() throws {
        let findings = Linter().lint(Self.literal)
        let form = try #require(findings.first { $0.ruleID == "json-code-literal" })
        #expect(form.severity == .warning)
        #expect(form.start.offset == 0)
        #expect(form.fix == JavaScriptLiteral.fix)
        // After eight unquoted keys on four lines, the number and the boolean in data are where
        // they are in the paste: line 4, columns 31 and 40, and end one past them.
        let count = try #require(findings.first { $0.pointer.description == "/data/count" })
        #expect(count.ruleID == "data-value-not-string")
        #expect((count.start.line, count.start.column) == (4, 31))
        #expect(count.start.offset == offset(of: "3, flag", in: Self.literal))
        #expect(count.end.offset == count.start.offset + 1)
        let flag = try #require(findings.first { $0.pointer.description == "/data/flag" })
        #expect((flag.start.line, flag.start.column) == (4, 40))
        #expect(flag.end.offset == flag.start.offset + 4)
        // The template literal's placeholder, inside a string whose quotes were rewritten.
        let placeholder = try #require(findings.first { $0.ruleID == "size-placeholder-undeclared" })
        #expect(placeholder.start.offset == offset(of: "${id}", in: Self.literal))
        #expect(findings.map(\.ruleID).sorted() == [
            "android-notification-data-hidden", "data-value-not-string", "data-value-not-string", "json-code-literal",
            "size-placeholder-undeclared",
        ])
    }

    /// A finding on an unquoted key covers the key as written, not the quotes the reading added.
    @Test func aFindingOnAKeyCoversTheKeyAsWritten() throws {
        let text = "const message = {topic: 'news', notification: {title: 'Hi', titel: 'typo'}};"
        let findings = Linter().lint(text)
        let unknown = try #require(findings.first { $0.pointer.description == "/notification/titel" })
        #expect(unknown.start.offset == offset(of: "titel", in: text))
        #expect(unknown.end.offset == unknown.start.offset + 5)
    }

    /// A value that is code is unknown: no type, format or size judgement on it, in any place a
    /// message has (an object, an array, a number, a token); its key and place still count.
    @Test(arguments: [
        "const message = {tokens: registrationTokens, notification: notificationPayload, data: userData};",
        "const message = {topic: 'news', android: {ttl: 3600 * 1000, priority: isUrgent ? 'high' : 'normal'}};",
        "const message = {token: user.fcmToken, apns: {payload: {aps: {badge: unread.length, sound: 'default'}}}};",
        "const message = {token: t, data: Object.fromEntries(Object.entries(payload.data || {}).map(([k, v]) => [k, String(v)]))};",
        "const message = {token: t, webpush: {fcmOptions: {link: baseUrl + '/orders/' + id}}};",
        // A string followed by more code is code whole: the http URL is not judged.
        "const message = {token: t, webpush: {fcmOptions: {link: 'http://example.com/orders/' + id}}};",
    ])
    func aValueThatIsCodeIsNotJudged(_ text: String) {
        #expect(Linter().lint(text).map(\.ruleID) == ["json-code-literal"])
    }

    /// After a leading form, keys quoted that need no quotes beside unquoted ones are code (a JSON
    /// snippet pasted into a firebase-admin object), while the same mix with nothing before it
    /// stays a JSON file with a typo (`whatCannotBeReadStaysInvalidJSON`).
    @Test(arguments: [
        // Its only text is in android.notification: read as code, it gets that note too.
        (#"var message = {android: {priority: 'normal', notification: {"title": body, "body": body}}, token: t};"#,
         ["json-code-literal", "notification-android-only"]),
        (#"admin.messaging().send({token: t, "notification": {"title": 'Hi'}})"#, ["json-code-literal"]),
        (#"message = {'token': token, 'android': {"priority": "high"}}"#, ["json-code-literal"]),
    ])
    func mixedQuotingAfterALeadingFormIsCode(_ text: String, _ expected: [String]) {
        #expect(Linter().lint(text).map(\.ruleID) == expected, "\(text)")
    }

    /// The lines a pasted snippet opens with to load the SDK (firebase-admin's own samples start
    /// so) are left out: the literal after them is read, not reported as invalid JSON at `import`.
    @Test(arguments: [
        "import admin from \"firebase-admin\";\nimport { getMessaging } from \"firebase-admin/messaging\";\n\nconst message = {topic: 'news', data: {k: 'v'}};",
        "const admin = require('firebase-admin');\nconst { getMessaging } = require('firebase-admin/messaging');\nvar message = {topic: 'news', data: {k: 'v'}};\nadmin.messaging().send(message);",
        "'use strict';\nimport type { Message } from 'firebase-admin/messaging';\nconst message: Message = {topic: 'news', data: {k: 'v'}};",
        // An import whose names a formatter puts one a line.
        "import {\n  getMessaging,\n  type Message,\n} from \"firebase-admin/messaging\";\n\nconst message: Message = {topic: 'news', data: {k: 'v'}};",
        "const {\n  getMessaging,\n} = require('firebase-admin/messaging');\nconst message = {topic: 'news', data: {k: 'v'}};",
    ])
    func theSDKsImportLinesBeforeALiteralAreLeftOut(_ text: String) {
        #expect(Linter().lint(text).map(\.ruleID) == ["json-code-literal"], "\(text)")
    }

    /// A literal bound to a name typed as firebase-admin's message is read as one even when all
    /// it holds is code (a Directus operation's, audit80), and an awaited send's result may go to
    /// a name declared before (strapi-plugin-fcm's service); an app's own `Message` type, with
    /// none of the SDK's members, stays invalid JSON.
    @Test(arguments: [
        ("let message: Omit<Message, 'condition'> = {\n  notification: { title: options.title, ...options?.notificationPayload },\n  data: options?.data ?? undefined,\n};",
         ["json-code-literal", "routing-target-count"]),
        ("const message: admin.messaging.Message = { notification: { ...base }, token: t };", ["json-code-literal"]),
        ("const batch: MulticastMessage = { tokens: list, data: payload };", ["json-code-literal"]),
        ("res = await admin.messaging().send({ topic: t, notification: payload.notification });", ["json-code-literal"]),
        ("this.result = await getMessaging().send({ condition: c, notification: n });", ["json-code-literal"]),
        ("const msg: Message = { id: 1, text: 'hi', sender: 'ana' };", ["invalid-json"]),
        ("let message = { notification: { title: 'a', ...extra } };", ["invalid-json"]),
    ])
    func whatTheCodeSaysTheLiteralIsIsRead(_ text: String, _ expected: [String]) {
        #expect(Linter().lint(text).map(\.ruleID) == expected, "\(text)")
    }

    /// Another statement before the literal is not an import: the text stays invalid JSON.
    @Test func anotherStatementBeforeTheLiteralStaysInvalidJSON() {
        let text = "import admin from 'firebase-admin';\nadmin.initializeApp();\nconst message = {topic: 'news'};"
        #expect(Linter().lint(text).map(\.ruleID) == ["invalid-json"])
        // A brace left open on an import line is no list of names when code follows it.
        let unclosed = "import {\n  getMessaging\nadmin.initializeApp();\n} from 'firebase-admin/messaging';\nconst message = {topic: 'news'};"
        #expect(Linter().lint(unclosed).allSatisfy { $0.ruleID == "invalid-json" })
    }

    /// Statements before the literal's line that bind a plain value (a Cloud Function's body,
    /// mapoulo/Tattoos, audit73) are left out; a statement that is no binding keeps the text
    /// invalid JSON.
    @Test(arguments: [
        ("const a = 1; const message = {topic: 'news'};", ["json-code-literal"]),
        ("const token = dataR.tokenId\n\nconst message = {token: token, data: {k: 'v'}}", ["json-code-literal"]),
        ("let title = 'New order';\nvar message = {topic: 'orders', notification: {title}};", ["json-code-literal"]),
        ("const token = dataR.tokenId\nconst payload = {notification: {title: 'Hi'}}\nreturn admin.messaging().sendToDevice(token, payload)",
         ["json-code-literal", "legacy-admin-payload"]),
        ("init(); const message = {topic: 'news'};", ["invalid-json"]),
        // A Cloud Functions trigger around the handler (audit73): its body is read as a function's.
        ("exports.notify = functions.https.onRequest(async (req, res) => {\n  const message = {topic: 'news'};\n  await admin.messaging().send(message);\n});",
         ["json-code-literal"]),
        ("export const onOrder = functions.firestore.document('orders/o1').onCreate((snap, context) => {\n  const message = {topic: 'orders'};\n});",
         ["json-code-literal"]),
        // A comment after a send call's target, a target that is a call's result (audit73); a
        // URL's `//` in a string is no comment.
        ("admin.messaging().sendToTopic(topic,  // the event's topic (attendees)\n  {notification: {title: 'Hi'}});",
         ["json-code-literal", "legacy-admin-payload"]),
        ("admin.messaging().sendToTopic(snapshot.data().eventId, {notification: {title: 'Hi'}});",
         ["json-code-literal", "legacy-admin-payload"]),
        ("const message = /* the message */ {topic: 'news'};", ["json-code-literal"]),
        // A bound message spread into the removed sendMulticast (audit73); into send(), it is fine.
        ("const message = {notification: {title: 'Hi'}};\nawait messaging.sendMulticast({...message, tokens});",
         ["json-code-literal", "legacy-send-multicast"]),
        ("const message = {notification: {title: 'Hi'}};\nawait messaging.send({...message, token});", ["json-code-literal"]),
        // A call inside the trigger's own arguments is not read as one.
        ("exports.notify = functions.https.onRequest(wrap(f), (req, res) => {\n  const message = {topic: 'news'};\n});", ["invalid-json"]),
        // A guard block before the literal (a store-admin onCall handler, audit73): the literal
        // bound to the name passed to send() is read; one passed to the removed sendToTopic keeps
        // its rule; a commented-out binding is not it; without a send of a bound name the text
        // stays invalid JSON.
        ("exports.notify = functions.https.onCall(async (data, context) => {\n  if (!data.topic) {\n    throw new Error('no topic');\n  }\n  const message = {topic: data.topic};\n  const id = await admin.messaging().send(message);\n  return { id };\n});",
         ["json-code-literal"]),
        ("exports.notify = functions.https.onRequest(async (req, res) => {\n  try {\n    const payload = {notification: {title: 'Hi'}};\n    await admin.messaging().sendToTopic('news', payload);\n  } catch (e) {}\n});",
         ["json-code-literal", "legacy-admin-payload"]),
        ("exports.notify = functions.https.onCall(async (data) => {\n  if (!data.topic) { return; }\n  // const message = {token: 't'};\n  await admin.messaging().send(message);\n});", ["invalid-json"]),
        ("exports.notify = functions.https.onCall(async (data) => {\n  if (!data.topic) { return; }\n  const message = {topic: data.topic};\n  log(message);\n});", ["invalid-json"]),
    ])
    func plainBindingsBeforeTheLiteralAreLeftOut(_ text: String, _ expected: [String]) {
        #expect(Linter().lint(text).map(\.ruleID) == expected, "\(text)")
    }

    /// A bound literal that the code after it spreads into the message it sends has members the
    /// linter cannot see: its root holds a spread, so its missing target is not reported; passed
    /// as it is, or spread under another name only, it is the message, and the target is missing.
    @Test func aLiteralSpreadIntoTheSentMessageGetsItsTargetThere() throws {
        let spread = "const message = {data: {k: 'v'}};\nawait admin.messaging().send({\n  ...message,\n  token: t,\n});"
        let bytes = Array(spread.utf8)
        let literal = try #require(JavaScriptLiteral(bytes, range: 0..<bytes.count))
        #expect(literal.isUnknown(0))
        #expect(Linter().lint(spread).map(\.ruleID) == ["json-code-literal"])
        for text in [
            "const message = {data: {k: 'v'}};\nawait admin.messaging().send(message);",
            "const message = {data: {k: 'v'}};\nawait admin.messaging().send({...messageBase, token: t});",
            "const message = {data: {k: 'v'}};\n// send({...message, token: t})",
        ] {
            #expect(Linter().lint(text).map(\.ruleID).sorted() == ["json-code-literal", "routing-target-count"], "\(text)")
        }
    }

    /// A literal whose strings hold the code's own values and that names no target is reported as
    /// a template is (a warning), but its text speaks of the code that may add the target, not of
    /// a service filling a template (audit66: iva9/lpow's new-follower payload; the JSON template
    /// keeps the service's wording).
    @Test func aCodeLiteralWithoutATargetSpeaksOfTheCode() throws {
        let code = "const payload = {notification: {title: 'NOVO SEGUIDOR', body: `${subscriber} está te seguindo`}};"
        let finding = try #require(Linter().lint(code).first { $0.ruleID == "routing-target-count" })
        #expect(finding.severity == .warning)
        #expect(finding.message.contains("unless the code adds one"))
        #expect(finding.fix?.contains("message.token") == true)
        let template = #"{"message": {"notification": {"title": "$(title)"}}}"#
        let filled = try #require(Linter().lint(template).first { $0.ruleID == "routing-target-count" })
        #expect(filled.severity == .warning)
        #expect(filled.message.contains("the service that fills the template"))
    }

    /// An assignment without a declaration (`payload = {`, `this.message = {`) leads a literal as
    /// `const payload = {` does (istornz/flutter_live_activities#125 pasted one); a comparison does
    /// not.
    @Test(arguments: [
        ("payload = {token: 't', data: {a: '1'}};", true),
        ("this.message = {token: 't', data: {a: '1'}};", true),
        ("payload == {token: 't'}", false),
    ])
    func anAssignmentLeadsALiteral(text: String, isLiteral: Bool) {
        let ruleIDs = Linter().lint(text).map(\.ruleID)
        #expect(ruleIDs.contains("json-code-literal") == isLiteral)
        #expect(ruleIDs.contains("invalid-json") == !isLiteral)
    }

    @Test func theKeyOfAValueThatIsCodeStillCounts() throws {
        let text = "const message = {token: registrationToken, notifcation: notificationPayload};"
        let findings = Linter().lint(text)
        let unknown = try #require(findings.first { $0.pointer.description == "/notifcation" })
        #expect(unknown.start.offset == offset(of: "notifcation", in: text))
    }

    /// A spread adds members the linter cannot see: nothing is said about the object as a whole
    /// (a missing target), but its written members are judged.
    /// Pushy's Node.js library (api.pushy.me/push, audit47) posts `{data: data, registration_ids:
    /// tokens}`: the hint's token placeholder said "0 registration_ids" for a list that is code.
    @Test func registrationIDsWrittenAsCodeAreNotCountedAsEmpty() throws {
        let findings = Linter().lint("var postData = {\n    data: data,\n    registration_ids: tokens\n};")
        let hint = try #require(findings.first { $0.ruleID == "legacy-mapping-hint" })
        #expect(hint.message.contains("<one request per token: the tokens in registration_ids>"))
        #expect(!hint.message.contains("0 registration_ids"))
        let listed = Linter().lint(#"{"registration_ids": ["a", "b"], "data": {"k": "v"}}"#)
        #expect(listed.first { $0.ruleID == "legacy-mapping-hint" }?.message.contains("2 registration_ids") == true)
    }

    @Test func aSpreadLeavesTheObjectOpen() throws {
        let open = Linter().lint("const message = {...base, data: {...extra, click_action: 'FLUTTER_NOTIFICATION_CLICK'}};")
        #expect(open.map(\.ruleID) == ["json-code-literal"])
        // A finding about an open object is placed on its key, too (an empty notification).
        for text in [
            "const message = {topic: 'news', apns: {payload: {aps: {...apsBase}}}};",
            "const message = {topic: 'news', android: {notification: {...n}}};",
            "const message = {topic: 'news', notification: {...n}};",
        ] {
            #expect(Linter().lint(text).map(\.ruleID) == ["json-code-literal"], "\(text)")
        }
        let judged = Linter().lint("const message = {...base, data: {count: 3}};")
        #expect(judged.map(\.ruleID).sorted() == ["data-value-not-string", "json-code-literal"])
    }

    /// The forms before and after the literal that pastes carry.
    @Test(arguments: [
        "let message = {topic: 'news'}",
        "export const message: admin.messaging.Message = {topic: 'news'} as const;",
        "const message = {topic: 'news'} satisfies Message;\nconsole.log(message);",
        "message: {topic: 'news'},",
        "return {topic: 'news'};",
        // An HTTP v1 body written in code before JSON.stringify.
        "body: JSON.stringify({message: {topic: 'news'}})",
        "{message: {topic: 'news', android: {priority: 'HIGH'}}}",
        "await getMessaging().sendEachForMulticast({tokens: tokens, data: {k: 'v'}});",
        "admin\n  .messaging()\n  .send({topic: 'news', data: {k: 'v'}})\n  .then(console.log)",
        "/* a comment */ {topic: 'news', /* inline */ data: {k: \"v\", }, // trailing\n}",
        // TypeScript assertions on values.
        "const message: Message = {topic: 'news', android: {priority: 'high' as const}, data: {k: 'v'} as Record<string, string>};",
        // One message per token for sendEach, mapped by an arrow function (audit54: a PocketBase
        // companion service), with a parameter list and a type too.
        "const messages = tokens.map(token => ({\n  token,\n  data: {k: 'v'}\n}));",
        "const messages: Array<Message> = tokens.map((token: string) => ({token, data: {k: 'v'}}));",
        // Keys quoted as JSON beside unquoted ones after a leading form are code as written
        // (audit54: Parse-SDK-Android#797's Cloud Code, `"title" : msg` beside `data:`).
        "admin.messaging().send({token: t, data: {\"k\": 'v'}});",
        "const message = {\"topic\": 'news', data: {k: 'v'}};",
        // A statement without a semicolon, more code on the next line (audit54: an AWS Lambda
        // sender in JavaScript standard style).
        "const messageObj = {\n  notification: {title, body},\n  token,\n}\nreturn firebase.messaging()\n  .send(messageObj)",
        "const message: Message = {topic: 'news'} as const\nawait send(message)",
        // JavaScript's Unicode blanks: the ideographic space U+3000 a Japanese input method types
        // before a comment, a no-break space, a form feed (audit68: mrmmm0128/mascleShare's
        // Cloud Function, `android: { \u{3000}\u{3000}//androidの設定`).
        "const message = {\n  android: { \u{3000}\u{3000}//androidの設定\n    priority: 'high',\n  },\n  topic: 'news'\u{3000}\n};",
        "const message = {\u{00A0}topic: 'news',\u{000C} data: {k: 'v'}\u{FEFF}};",
        // A function that returns the message at once (audit68: nasubibocchi/fcm_sample's
        // `const pushMessage = (fcmToken, text) => ({`), with async and a TypeScript return type.
        "const pushMessage = (fcmToken, text) => ({\n  topic: 'news',\n  data: {k: text},\n});",
        "export const build = async (token: string): Message => ({token, data: {k: 'v'}});",
        "const build = token => ({token, data: {k: 'v'}})",
    ])
    func theLeadingAndTrailingFormsAreRead(_ text: String) {
        #expect(Linter().lint(text).map(\.ruleID) == ["json-code-literal"], "\(text)")
    }

    /// A literal bound to a name is the removed legacy API's payload when the code after it passes
    /// that name to sendToTopic/sendToDevice after the target, or its type is the payload type;
    /// passed to send(), or another name passed to the legacy call, it is a message.
    @Test(arguments: [
        ("const payload = {notification: {title: 'Hi'}};\nreturn admin.messaging().sendToTopic(topic, payload);", "sendToTopic"),
        ("var payload = {data: {k: 'v'}};\nfcm.sendToTopic('news', payload)", "sendToTopic"),
        ("payload = {data: {k: 'v'}};\nadmin.messaging().sendToDevice(tokens, payload, options);", "sendToDevice"),
        ("const message: admin.messaging.MessagingPayload = {notification: {title: 'Hi'}};", "sendToDevice/sendToTopic"),
        ("const message = {notification: {title: 'Hi'}, topic: 'news'};\nawait admin.messaging().send(message);", nil),
        ("const other = {notification: {title: 'Hi'}};\nadmin.messaging().sendToTopic(topic, payload);", nil),
        ("const message: Message = {notification: {title: 'Hi'}, topic: 'news'};", nil),
        ("const payloads = {data: {k: 'v'}};\nfcm.sendToTopic('news', payload)", nil),
        // A legacy call left in a comment, or after the send() that the literal goes to.
        ("const message = {topic: 'news', data: {k: 'v'}};\nawait admin.messaging().send(message);\n// return admin.messaging().sendToTopic('news', message);", nil),
        ("const message = {topic: 'news', data: {k: 'v'}};\n/* fcm.sendToTopic('news', message) */ admin.messaging().send(message);", nil),
        ("const message = {topic: 'news', data: {k: 'v'}};\nawait admin.messaging().send(message);\nadmin.messaging().sendToTopic('news', message);", nil),
    ] as [(String, String?)])
    func aBoundLiteralPassedToARemovedSendMethodIsItsPayload(text: String, method: String?) throws {
        let bytes = Array(text.utf8)
        let literal = try #require(JavaScriptLiteral(bytes, range: 0..<bytes.count))
        #expect(literal.removedSendMethod == method, "\(text)")
    }

    /// A literal passed to the removed batch methods, as their argument or by its bound name,
    /// names the method; sendEachForMulticast, or a send of the same name first, does not.
    @Test(arguments: [
        ("await admin.messaging().sendMulticast({tokens: t, data: {k: 'v'}});", "sendMulticast"),
        ("const message = {tokens: t, data: {k: 'v'}};\nreturn admin.messaging().sendMulticast(message);", "sendMulticast"),
        ("let batch = {token: t, data: {k: 'v'}};\nmessaging.sendAll(batch)", "sendAll"),
        ("const message = {tokens: t, data: {k: 'v'}};\nreturn admin.messaging().sendEachForMulticast(message);", nil),
        ("const message = {tokens: t, data: {k: 'v'}};\n// admin.messaging().sendMulticast(message);\nadmin.messaging().sendEachForMulticast(message);", nil),
        ("await admin.messaging().sendEachForMulticast({tokens: t, data: {k: 'v'}});", nil),
    ] as [(String, String?)])
    func aLiteralPassedToARemovedBatchMethodNamesIt(text: String, method: String?) throws {
        let bytes = Array(text.utf8)
        let literal = try #require(JavaScriptLiteral(bytes, range: 0..<bytes.count))
        #expect(literal.removedBatchMethod == method, "\(text)")
    }

    /// Strings as JavaScript writes them are JSON strings with the same value.
    @Test func javaScriptEscapesAreReadAsTheirValue() throws {
        let bytes = Array(#"{topic: 'news', data: {a: 'it\'s', b: "say \"hi\"", c: '\x41\n', d: `two"`}}"#.utf8)
        let literal = try #require(JavaScriptLiteral(bytes, range: 0..<bytes.count))
        let root = try JSONParser().parse(literal.text).root
        let data = try #require(root.member("data"))
        #expect(data.member("a")?.stringValue == "it's")
        #expect(data.member("b")?.stringValue == "say \"hi\"")
        #expect(data.member("c")?.stringValue == "A\n")
        #expect(data.member("d")?.stringValue == "two\"")
    }

    /// A code point escape (`\u{…}`) is its scalar, a surrogate pair above U+FFFF; one that names
    /// no scalar, a brace left open or an octal escape (a SyntaxError in strict code) is no literal.
    @Test func codePointEscapesAreRead() throws {
        let bytes = Array(#"{topic: 'news', data: {a: 'smile \u{1F600}', b: '\u{e9}\u{41}'}}"#.utf8)
        let literal = try #require(JavaScriptLiteral(bytes, range: 0..<bytes.count))
        let data = try #require(try JSONParser().parse(literal.text).root.member("data"))
        #expect(data.member("a")?.stringValue == "smile \u{1F600}")
        #expect(data.member("b")?.stringValue == "\u{E9}A")
        for text in [#"{topic: 'a\u{D800}'}"#, #"{topic: 'a\u{110000}'}"#, #"{topic: 'a\u{41'}"#, #"{topic: 'a\101'}"#] {
            let bytes = Array(text.utf8)
            #expect(JavaScriptLiteral(bytes, range: 0..<bytes.count) == nil, "\(text)")
        }
    }

    /// What is not read so keeps the syntax diagnosis.
    @Test(arguments: [
        // JSON with one unquoted word: a JSON file with a typo.
        #"{"message": {"topic": "news", "android": {"priority": high}}}"#,
        // A key left unquoted beside keys quoted that need no quotes: a JSON file with a typo.
        #"{"message": {topic: "news", "data": {"k": "v"}}}"#,
        // A method, a computed key.
        "const message = {topic: 'news', toJSON() { return {}; }};",
        "const message = {[key]: 'news'};",
        // A call statement before the literal; an unbalanced bracket; a truncated literal.
        "init(); const message = {topic: 'news'};",
        "const message = {topic: 'news', data: f(};",
        "const message = {topic: 'news', data: {k: 'v'",
        // A root that is no object.
        "const tokens = ['a', 'b'];",
    ])
    func whatCannotBeReadStaysInvalidJSON(_ text: String) {
        let rules = Set(Linter().lint(text).map(\.ruleID))
        #expect(!rules.contains("json-code-literal"), "\(text)")
        #expect(rules.contains("invalid-json"), "\(text)")
    }

    /// JavaScript's blanks beyond ASCII are ECMAScript's WhiteSpace and LineTerminator code
    /// points; other characters with the same lead bytes (£, 、, ＿) and truncated sequences are
    /// not blanks, and a literal holding them where a blank goes is not read.
    @Test func unicodeBlanksAreJavaScriptsOnly() {
        let blanks: [(String, Int)] = [
            ("\u{00A0}", 2), ("\u{1680}", 3), ("\u{2000}", 3), ("\u{200A}", 3), ("\u{2028}", 3), ("\u{2029}", 3),
            ("\u{202F}", 3), ("\u{205F}", 3), ("\u{3000}", 3), ("\u{FEFF}", 3),
        ]
        for (text, length) in blanks {
            let bytes = Array(text.utf8)
            #expect(JavaScriptCodeScanner.unicodeSpaceLength(bytes, at: 0, end: bytes.count) == length, "\(text.debugDescription)")
        }
        for text in ["£", "、", "＿", "\u{200B}", "é", "a"] {
            let bytes = Array(text.utf8)
            #expect(JavaScriptCodeScanner.unicodeSpaceLength(bytes, at: 0, end: bytes.count) == 0, "\(text)")
        }
        // A sequence cut short by the end of the range.
        #expect(JavaScriptCodeScanner.unicodeSpaceLength([0xE3, 0x80, 0x80], at: 0, end: 2) == 0)
        #expect(JavaScriptCodeScanner.unicodeSpaceLength([0xC2, 0xA0], at: 0, end: 1) == 0)
        for text in ["const message = {topic: 'news',、 data: {k: 'v'}};", "const message = {topic: 'news'}\u{3000}x"] {
            let rules = Set(Linter().lint(text).map(\.ruleID))
            #expect(!rules.contains("json-code-literal"), "\(text)")
        }
    }

    /// `size` measures the same JSON and places placeholders on the pasted text.
    @Test func sizeReadsTheLiteral() throws {
        let report = SizeFileReport(path: "m.js", bytes: Array(Self.literal.utf8), configuration: LintConfiguration())
        #expect(report.invalid == nil)
        let message = try #require(report.messages.first)
        #expect(message.sizes != nil)
        let position = try #require(message.placeholderPositions["id"])
        #expect(position.offset == offset(of: "${id}", in: Self.literal))
        #expect((position.line, position.column) == (2, 45))
    }

    /// Every prefix of a literal, unbalanced brackets and deep nesting are read or refused
    /// without a crash; the nesting is bounded.
    @Test func badInputNeverCrashes() {
        let bytes = Array(Self.literal.utf8)
        for end in 0...bytes.count {
            _ = JavaScriptLiteral(bytes, range: 0..<end)
            _ = JavaScriptLiteral(bytes, range: min(end, 20)..<bytes.count)
        }
        let deep = "const m = {" + String(repeating: "a: {", count: 100_000) + String(repeating: "}", count: 100_000) + "};"
        #expect(JavaScriptLiteral(Array(deep.utf8), range: 0..<deep.utf8.count) == nil, "nesting is bounded")
        let deepCode = "const m = {token: t, data: f(" + String(repeating: "(", count: 100_000) + "};"
        #expect(JavaScriptLiteral(Array(deepCode.utf8), range: 0..<deepCode.utf8.count) == nil, "unclosed calls")
        // An object followed by more code is not read again as code at each level (which would
        // cost the size times the depth): the literal is refused.
        let trailing = "const m = {" + String(repeating: "a: {", count: 200) + String(repeating: "} || x", count: 200) + "};"
        #expect(JavaScriptLiteral(Array(trailing.utf8), range: 0..<trailing.utf8.count) == nil, "object followed by code")
        for text in ["{", "}", "{a:", "{a: `", "{a: `${", "{...", "{a: 'x\\", "{a: /*", "{//", "const m =", "{a: b}}}", "{a: [1, 2"] {
            _ = Linter().lint(text)
        }
        #expect(Linter().lint("{a: b}}}").contains { $0.ruleID == "invalid-json" })
    }

    private func offset(of needle: String, in text: String) -> Int {
        guard let range = text.range(of: needle) else { return -1 }
        return text.utf8.distance(from: text.startIndex, to: range.lowerBound)
    }
}
