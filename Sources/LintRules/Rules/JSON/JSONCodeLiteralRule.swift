/// A message written as a JavaScript or TypeScript object literal (firebase-admin code, or an
/// HTTP v1 body before JSON.stringify) where JSON goes: what the code sends is the JSON built
/// from the object; the text is not JSON.
///
/// Lint: the engine reports this rule when a whole document does not parse and
/// `JavaScriptLiteral` reads it as such a literal whose JSON is a message; that message is linted
/// and its findings are placed on the literal (no finding on a value that is code). A text it
/// cannot read in full stays invalid-json's.
struct JSONCodeLiteralRule: Rule {
    static let description = RuleDescription(
        id: "json-code-literal",
        area: .json,
        needs: .noMessage,
        defaultSeverity: .warning,
        clauses: [.decidedElsewhere],
        summary: "a message written as code (a JavaScript object literal, Ruby hash or Python dict, or a string literal in C, Java, C#, Go or PHP), not JSON",
        rationale: """
            The message most often pasted from a Node.js backend is the object as the code \
            writes it before admin.messaging().send(message), sendEachForMulticast or \
            sendToDevice: unquoted keys, single-quoted and template strings, trailing commas, \
            comments, and values that are code (registrationToken, 3600 * 1000, \
            String(count)); code that calls the HTTP v1 API itself writes the body the same way \
            before JSON.stringify. It is not JSON, but the request sent is built from that object \
            and serialized as JSON, so the message is linted as that JSON and its own \
            mistakes (a number in data, a misspelt key, a wrong field for the shape) are found, \
            placed on the pasted text; before, the text got syntax errors only. What a value \
            that is code holds is decided at run time: it is read as a template placeholder \
            whose content is unknown, so no finding is placed on it, while its key and place \
            still count; a template literal is a string whose ${…} parts are placeholders; a \
            spread (...data) adds members the linter cannot see, so nothing is reported about \
            the object holding it as a whole, and the same holds for a literal bound to a name \
            that the code after it spreads into the message it sends (const message = {…}; \
            send({...message, token})), whose target is written there. Code often mixes quoted \
            and unquoted keys (a JSON snippet pasted into the object, notification: {"title": \
            t}); after a leading form (const message =, var message =, a send call) that is \
            still code. Code samples (AI-agent prompts and tutorials among them) wrap the \
            literal in the function that sends it (const notify = (user) => { const payload = \
            {…}; send(payload); }): a function whose first statement binds or returns the literal \
            is read the same way, the rest of the function left out. A Ruby sender writes the \
            message as a hash, which to_json sends with its keys as strings (a Rails controller \
            posting to the legacy API: req.body = {:to => tokens[0].token, :notification => \
            {…}}.to_json, which drew invalid-json's "req.body is a bare word"): a string or \
            :symbol key before =>, and a .to_json after the hash, are read too, and the finding \
            names a Ruby hash when the reader met them; a hash written with key: members only \
            (the fcm gem's and rpush's READMEs) is also a JavaScript object literal and is named \
            so. A Python sender writes the body as a dict (payload = {'message': {…}}, \
            posted with requests' json= or json.dumps), with # comments where code comments \
            out a member (#   'data': dataPayLoad, in a requests body drew invalid-json's \
            "body is a bare word", verdict-left11): a # comment is skipped (JavaScript has \
            none where a key or value goes), and the finding names a Python dict when the reader \
            met one, or Python's True, False or None (values it leaves unknown), with every key \
            quoted; beside key: members a # comment is a Ruby hash's. A Python HTTP client's post \
            whose json= argument (or data=json.dumps() is the dict (requests.post(url, \
            json={…})) is read the same way, unless its URL is written out to a host that is \
            neither FCM's nor APNs'. A Python function whose body opens with the dict (def \
            _build_common_message(self, msg_title, msg_text):, its docstring, then data = {…}, \
            as a Home Assistant notify platform builds its FCM body) is read as a JavaScript \
            function is, the header and docstring left out (it drew invalid-json's "def is a \
            bare word", audit82). An object or array that a \
            fallback follows ({...payload, title} || {}, [...ids] ?? []) is a value the code \
            computes, unknown as any code value is, where it made the whole literal unreadable \
            (verdict-left11). The text itself is not JSON: a file that holds it \
            fails JSON.parse, jq and FCM alike if it is sent as written. A text that cannot be \
            read in full that way (a method, a computed key, an unbalanced bracket), with JSON's \
            quoted keys and no other sign of code, with a key left unquoted beside double-quoted \
            keys that need no quotes and nothing before it (a JSON file with a typo), or whose \
            JSON is no message, \
            stays invalid-json's. \
            Senders that build the body by hand hold it as a string literal instead (an ESP32 or \
            Arduino sketch's snprintf format, Java's String.format or a concatenation, a C# \
            constant, a Go, Kotlin, Swift or PHP string: "{\\"message\\":{\\"token\\":\\"%s\\"}}"; \
            a C# verbatim string, @"{""to"": …}", whose "" is one quote; a Visual Basic, VBA or \
            VBScript string, "{""message"": …}" joined with &, whose "" is one quote too (read \
            as C's adjacent literals, a VB.NET sender's body became {message:…} and its values \
            code, audit72); an Objective-C \
            NSString literal, @"{\\"aps\\":…}" or [NSString stringWithFormat:@"…%@…", text], \
            which has C's escapes and %@ for a value (the Pusher app's and the Azure Notification \
            Hubs iOS samples' bodies drew invalid-json's "NSString is a bare word", audit70); a Go raw string or \
            JavaScript template literal in backquotes, which has no escape); \
            what is sent is the text the literal holds once its escapes are decoded, so that text \
            is linted, its findings placed on the literal; code concatenated between literals \
            (+ esc(title) +), printf holes and a template literal's ${…} where a JSON value goes \
            ("badge":${badge}, which JavaScript fills in before sending) are values filled in \
            at run time, placeholders as in a template (CodeStringLiteral, \
            Documentation/InputShapes.md); read as text, that ${badge} drew a false invalid-json \
            error (verdict-left5, a Tencent XG sender's iOS message). \
            Severity: warning, because what the values are and whether the request is JSON is \
            decided by code the linter cannot see (W3).
            """,
        sources: [
            "https://firebase.google.com/docs/cloud-messaging/send-message (firebase-admin examples: the message as an object literal, android.ttl: 3600 * 1000)",
            "firebase-admin-node src/messaging/messaging-api-request-internal.ts (the message sent as the JSON of the object)",
            "https://tc39.es/ecma262/#sec-object-initializer (object literals: identifier keys, shorthand, spread)",
            "https://docs.ruby-lang.org/en/master/Hash.html (hash literals: key => value, symbol key: value)",
            "https://docs.python.org/3/reference/lexical_analysis.html#comments (a comment starts with # and ends at the end of the line); https://docs.python.org/3/library/json.html#json.JSONEncoder (True, False and None are written as true, false and null)",
            "https://www.rfc-editor.org/rfc/rfc8259#section-4 (JSON object names are strings)",
            "https://docs.oracle.com/javase/specs/jls/se21/html/jls-3.html#jls-3.10.7 (string literal escapes; C and C#'s are the same for these)",
            "https://learn.microsoft.com/dotnet/visual-basic/programming-guide/language-features/strings/string-basics (Visual Basic: two quotation marks in a string literal stand for one; & concatenates)",
        ],
        triggeringExamples: [
            // The message as firebase-admin's documentation writes it, and a value that is code.
            Example(#"↓const message = {notification: {title: 'Hi', body: `Order shipped`}, android: {priority: 'high', ttl: 3600 * 1000}, token: registrationToken};"#),
            // The literal passed to the send call, with a comment and a trailing comma.
            Example("↓admin.messaging().send({\n  // one device\n  token: 'fWx3b1Yc:APA91bH',\n  data: {score: '850', time: '2:45'},\n})"),
            Example(#"{↓topic: 'news', notification: {title, body}}"#),
            // A route handler's fetch call to the HTTP v1 endpoint, pasted whole (audit74): the
            // method and headers are the request's; the body built in code is the message.
            Example("↓const response = await fetch(FCM_URL, {\n  method: 'POST',\n  headers: {'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}`},\n  body: JSON.stringify({message: {token, notification: {title: 'New Message', body: message}}}),\n});"),
            // Unquoted keys beside double-quoted ones after `var message =` (a JSON snippet pasted
            // into firebase-admin code, as a Node rewards app does): still code (audit56).
            Example(#"↓var message = {android: {priority: 'normal', notification: {"title": notifBody, "body": notifBody}}, token: fcmToken.token};"#),
            // The literal as the first statement of the function that sends it, as an AI-agent
            // prompt's code standard writes it (audit58).
            Example("↓const sendFlashSale = () => {\n  const payload = {\n    token: user.deviceToken,\n    notification: {title: 'Flash Sale Alert!', body: 'Hurry!'}\n  };\n  sendNotification(payload);\n};"),
            // A Java String.format literal (an Android app's sender): the message it holds is
            // linted, its %s holes printf placeholders.
            Example(##"↓String jsonPayload = String.format("{\"message\":{\"token\":\"%s\",\"notification\":{\"title\":\"%s\"}}}", token, title);"##),
            // An Arduino sketch's concatenation: the code between the literals is a value.
            Example(##"↓String payload = "{\"message\":{\"topic\":\"alerts\",\"notification\":{\"title\":\"" + String(title) + "\"}}}";"##),
            // A C# verbatim literal (a WinForms sender's ServiceNow push): "" is one quote.
            Example(#"↓string strNJson = @"{""to"": ""/topics/ServiceNow"", ""data"": {""IncidentNo"": ""any number""}}";"#),
            // A VB.NET sender's HTTP v1 body (audit72): Visual Basic's "" is one quote, & joins code.
            Example(#"↓Dim body As String = "{""message"":{""topic"":""deals"",""notification"":{""title"":""" & title & """}}}""#),
            // An Objective-C stringWithFormat: message, as the Pusher (NWPusher) iOS app sends the
            // text field's value (audit70): C's escapes after @, and %@ for the value.
            Example(##"↓NSString *payload = [NSString stringWithFormat:@"{\"aps\":{\"alert\":\"%@\",\"badge\":1}}", _textField.text];"##),
            // A Go raw string joined with +, as a Go FCM sender's test writes the body it expects.
            Example(#"↓want := `{"message":{"token":"device-token","data":{"kind":"turn-complete"},` + `"android":{"priority":"high"}}}`"#),
            // A Node sender's iOS message for Tencent XG (信鸽), a template literal whose ${badge}
            // stands where the badge number goes: a value the code fills in (verdict-left5).
            Example(#"↓iosMsg = `{"aps":{"alert":"${content}","badge":${badge}}}`;"#),
            // A Ruby hash with string keys before =>, as Ruby FCM senders write the legacy body
            // (audit71): named a Ruby hash.
            Example(#"↓options = {"priority" => "high", notification: {title: "Hi", body: body}}"#),
            // A requests body with a member commented out (ubclaunchpad/healthcipes
            // notif-trial.py, verdict-left11): a Python dict.
            Example("↓body = {\n  'notification': {'title': 'Sending push form python script', 'body': 'New Message'},\n  'to': deviceToken,\n  # 'data': dataPayLoad,\n}"),
            // A notification spread with a fallback: its content is unknown (verdict-left11).
            Example("↓const message = {token, notification: {...payload, title} || {}};"),
            // An axios call to the HTTP v1 endpoint: its second argument is the body axios posts
            // (verdict-left10).
            Example("↓await axios.post(`https://fcm.googleapis.com/v1/projects/${projectId}/messages:send`, {\n  message: {token, notification: {title: 'Hi', body}},\n}, {headers: {Authorization: `Bearer ${accessToken}`}});"),
            // A Home Assistant notify platform's body builder (audit82): a Python function whose
            // body opens with the dict, after its docstring.
            Example("↓def _build_common_message(self, msg_title, msg_text):\n    \"\"\"Construct common notification message.\"\"\"\n    data = {\n        \"message\": {\"topic\": \"home\", \"notification\": {\"title\": msg_title, \"body\": msg_text}}\n    }\n    return data"),
        ],
        nonTriggeringExamples: [
            Example(#"{"topic": "news", "notification": {"title": "Hi"}}"#),
            // A statement that goes on after the literal is code the reading cannot follow.
            Example(##"String data = "{\"message\":{\"token\":\"" + token + "\"}}"; data += extra;"##),
            // JSON's quoted keys with one unquoted word is a JSON file with a typo (invalid-json's).
            Example(#"{"message": {"topic": "news", "android": {"priority": high}}}"#),
            Example(#"{"message": {topic: "news"}}"#),
            // A function whose first statement is not the literal is code the reading cannot
            // follow (invalid-json's).
            Example("function notify() {\n  console.log('sending');\n  const message = {token: t, notification: {title: 'Hi'}};\n}"),
            // A fetch call to another push service's endpoint written out (Expo's): its body is
            // that service's request, reported as one (shape-other-push-service, as for a curl
            // command to that URL), not read as an FCM message (its `to` is no legacy target).
            Example("await fetch('https://exp.host/--/api/v2/push/send', {\n  method: 'POST',\n  body: JSON.stringify({to: expoPushToken, title: 'Hi', body: 'There'}),\n});"),
        ])

    init() {}

    /// Reported by the engine when the document is read as the JSON it stands for.
    func check(_ message: MessageContext, into findings: inout FindingCollector) {}
}
