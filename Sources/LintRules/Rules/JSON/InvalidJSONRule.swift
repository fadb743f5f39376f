/// A payload must be one valid JSON text in UTF-8 (RFC 8259).
///
/// Lint: the engine reports this rule when the file cannot be parsed: a syntax error, an empty
/// file, invalid UTF-8, a UTF-16 or UTF-32 file, or nesting beyond the depth limit. After a
/// failed parse `JSONSyntaxDiagnosis` names the usual mistakes at the mistake itself (a trailing
/// comma, a comment, single quotes, unquoted keys, Python literals, a bare word from code where a
/// value goes, a `{{placeholder}}` outside a string, several values in one file, a function as
/// console.log prints it), up to five at once, each with its container's pointer; a dictionary a
/// platform printed instead of JSON (`PrintedDictionary`) is named once, as what it is. A message
/// printed as a Python dict, or written as a single-quoted Dart map or JavaScript object, is
/// json-printed-literal's instead, and one written as a JavaScript object literal with unquoted
/// keys (firebase-admin code) json-code-literal's. A message that is JSON once its comments are
/// blanked (`UnparsedReading.comments`) gets one finding per comment and is linted as well.
struct InvalidJSONRule: Rule {
    static let description = RuleDescription(
        id: "invalid-json",
        area: .json,
        needs: .noMessage,
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "the file is not valid UTF-8 JSON",
        rationale: """
            FCM's HTTP v1 API parses the request body as JSON (RFC 8259) in UTF-8 and answers \
            400 INVALID_ARGUMENT to anything else; a template that does not parse never sends. \
            JSON has no trailing commas, no comments, no single-quoted strings and no unquoted \
            keys (JavaScript object literals and console.log output have them), no variables \
            (a payload pasted from code keeps "to": token, which the parser would take for a \
            misspelt true), its literals \
            are true, false and null (not Python's True, False and None), and a file holds one \
            value (several are JSON Lines, a separate format). What a device received is often \
            pasted as its app printed it, and that is not JSON either: Swift's print(userInfo) \
            (as Firebase's "Receive messages in an Apple app" sample logs it) writes \
            [AnyHashable("aps"): …], Foundation's NSDictionary description writes \
            { aps = { alert = Hi; }; }, Java's Map and Android's Bundle (the Android quickstart \
            logs remoteMessage.getData()) write {key=value}, Dart's Map (firebase_messaging's \
            message or its data) writes {notification: {title: Hi}}, and console.log writes a \
            function as [Function finish]; one finding names the printer and the call that \
            prints the same dictionary as JSON, which the linter can then read (a userInfo or an \
            intent's extras as a device capture). \
            The finding names the mistake \
            at the mistake itself, with the JSON Pointer of the object or array it is in, and \
            goes on past mistakes it can step over (up to five findings); anything else is \
            reported as what the parser expected and found. Nesting is limited to 512 levels so \
            hostile input cannot exhaust the stack (the command line always uses 512; programs \
            linting through the library can set LintConfiguration.maximumDepth). A message \
            pasted as a printed Python dict or a single-quoted Dart map or JavaScript object is \
            json-printed-literal's, which lints the JSON it stands for; one written as \
            firebase-admin code, a JavaScript object literal with unquoted keys, is \
            json-code-literal's. A message pasted as the Admin SDK code that builds it gets one \
            finding naming the SDK and how to get the JSON it sends, not a bare-word finding on \
            its first name: a Go literal (message := &messaging.Message{Token: t, …}; json.Marshal \
            writes the HTTP v1 message, firebase-admin-go messaging.go's MarshalJSON methods), a \
            Python constructor call (messaging.Message(notification=messaging.Notification(…), \
            token=t); firebase-admin-python's _MessagingService.encode_message writes it, \
            messaging.py) or a Java or Kotlin builder (Message.builder().setToken(t)…build(), \
            with one of the SDK's setters; firebase-admin-java's Message is written by its @Key \
            fields, Message.java); so does one pasted as the code a JSON serializer writes: a C# \
            anonymous object (new { message = new { token, notification = new { title, body } } } \
            handed to JsonSerializer.Serialize or JsonContent.Create: System.Text.Json writes its \
            members by their names as written, JsonSerializerDefaults.Web camel-cases them) or a \
            Kotlin buildJsonObject { putJsonObject("message") { … } } block (kotlinx.serialization; \
            JsonObject.toString() is its JSON text); a JavaScript statement pasted alone that \
            sets one block of a message built elsewhere (message.apns = {…}) or calls the app's \
            own helper with an object (request(fetcher, url, {...init})) gets one saying what \
            it is and what to paste instead, since the message it sends is not in the paste \
            (verdict-left12: both were named a bare word); a \
            pasted Houston apn push command gets one saying that Houston speaks APNs' legacy \
            binary protocol, which Apple stopped supporting on March 31, 2021 (nomad/houston \
            README), so it delivers nothing. \
            A message whose mistakes are // and /* */ comments gets one finding per comment, \
            and is then linted with its comments blanked in place (every position kept), so its \
            other mistakes (a misspelt key, a number in data) show up at once, not after the \
            comments are gone; a comment's marks inside a string are text. \
            An HTTP v1 message whose only mistakes are trailing commas is json-trailing-comma's \
            finding instead: FCM's own parser reads it without them; with any other mistake, or \
            in a document that is not an HTTP v1 message, they are reported here (beside \
            comments only, they stay json-trailing-comma's). \
            Severity: error, because FCM rejects the request (E1).
            """,
        sources: [
            "https://www.rfc-editor.org/rfc/rfc8259",
            "https://jsonlines.org",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages/send",
            "https://github.com/firebase/flutterfire/issues/4133",
            "https://firebase.google.com/docs/cloud-messaging/ios/receive (print(userInfo))",
            "https://github.com/firebase/quickstart-android/blob/master/messaging/app/src/main/java/com/google/firebase/quickstart/fcm/kotlin/MyFirebaseMessagingService.kt (Log.d of remoteMessage.data)",
            "https://support.kinvey.com/support/discussions/topics/12000009435 (a userInfo pasted as Swift printed it)",
            "https://github.com/zo0r/react-native-push-notification/issues/1859 (console.log's [Function finish])",
            "firebase/firebase-admin-go messaging/messaging.go (Message, AndroidConfig, APNSPayload and Aps MarshalJSON)",
            "firebase/firebase-admin-python firebase_admin/messaging.py (_MessagingService.encode_message, JSON_ENCODER)",
            "firebase/firebase-admin-java src/main/java/com/google/firebase/messaging/Message.java (@Key fields)",
            "https://learn.microsoft.com/dotnet/standard/serialization/system-text-json/customize-properties (property names as written; JsonSerializerDefaults.Web: camel case)",
            "https://kotlinlang.org/api/kotlinx.serialization/kotlinx-serialization-json/kotlinx.serialization.json/build-json-object.html",
            "https://github.com/nomad/houston (README: only the legacy binary APNs protocol, no longer supported as of March 31, 2021; lib/houston/client.rb gateway.push.apple.com:2195)",
        ],
        upstreamErrors: ["Invalid JSON payload received. Unexpected token."],
        triggeringExamples: [
            // A firebase-admin-go message as its Go literal (a Go SendPushNotification, verdict-left8):
            // one finding naming it, not "message is a bare word".
            Example("message := &↓messaging.Message{\n\tNotification: &messaging.Notification{Title: title, Body: body},\n\tToken: token,\n}"),
            // A Python firebase-admin constructor call (a Celery/Flask sender, audit75) and a Kotlin
            // builder chain (a Spring test, verdict-left9): one finding naming the SDK.
            Example("message = ↓messaging.Message(\n    notification=messaging.Notification(title='Hello', body=message_body),\n    token=token,\n)"),
            Example("val message = ↓Message.builder()\n    .setNotification(Notification.builder().setTitle(\"Hi\").build())\n    .setToken(actualToken)\n    .build()"),
            // A C# anonymous object posted with HttpClient and a Kotlin JSON builder (audit81):
            // one finding naming the code and how to print its JSON.
            Example("var payload = ↓new { message = new { token = tokenDestino, notification = new { title = titulo, body = mensajeCuerpo } } };"),
            Example("val payload = ↓buildJsonObject {\n    putJsonObject(\"message\") {\n        put(\"token\", token)\n    }\n}.toString()"),
            // One block of a message set in a Cloud Function (code index file id 62015236113) and
            // a helper call's options (code index file id 68681897736), pasted alone (verdict-left12).
            Example("↓message.apns = {\n  payload: {\n    aps: {\n      sound: \"default\",\n    },\n  },\n};\n"),
            Example("↓const response = await request(fetcher, `${CLOUDFLARE_API_ENDPOINT}${path}`, {\n  ...init,\n  headers,\n});\n"),
            // A Houston command from a push tutorial (verdict-left8): Houston cannot deliver anymore.
            Example(#"↓apn push "<token>" -c /path/to/apple_push_notification.pem -m "Hello from the command line!""#),
            // A raw APNs payload: only FCM's parser is known to read trailing commas.
            Example(#"{"aps": {"alert": "Hi"↓,}}"#),
            // Each comment is named, and the message is linted with them blanked (its trailing
            // comma is json-trailing-comma's: FCM reads it).
            Example("{\"message\": {\"topic\": \"news\", ↓// the topic\n\"data\": {\"a\": \"b\",}}}"),
            Example("{\"message\": {↓/* where */ \"topic\": \"news\", \"data\": {\"count\": 3}}}"),
            // One key without its quotes in a JSON file (json-code-literal reads a literal whose
            // keys are all written as JavaScript writes them).
            Example(#"{"message": {↓topic: ↓'news'}}"#),
            Example(#"{"message": {"topic": "news", "data": {"on": ↓True}}}"#),
            // firebase/flutterfire#4133: a legacy body pasted from code with its variable.
            Example(#"{"to": ↓token, "notification": {"title": "Title", "image": "https://i.ibb.co/SPYWphH/37d.jpg"}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"badge": ↓{{badge}}}}}}}"#),
            Example("{\"message\": {\"topic\": \"a\"}}\n↓{\"message\": {\"topic\": \"b\"}}"),
            Example(#"{"message": {"topic": "news"}↓"#),
            Example(#"{"message": {"topic": ↓'news'}}"#),
            Example("↓"),
            // Dictionaries a platform printed, pasted as what the device received (audit27).
            Example("↓[AnyHashable(\"aps\"): {\n    alert = Arrived;\n}, AnyHashable(\"gcm.message_id\"): 0:1505164048575090%3b690aba3b690aba]"),
            Example("↓{\n    aps =     {\n        alert = Arrived;\n    };\n    \"gcm.message_id\" = \"0:1505164048575090%3b690aba3b690aba\";\n}"),
            Example("↓Bundle[{google.message_id=0:1595342442715858%d41ff3b0f9fd7ecd, title=WoC Ride Request}]"),
            Example("↓I/flutter (10090): onMessage: {notification: {title: Test Title, body: Test Detail}, data: {}}"),
            Example(#"{"data": {"id": "1"}, "finish": ↓[Function finish], "foreground": false}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news"}}"#),
            Example(#"{"message": {"topic": "caf\u00e9", "data": {"emoji": "😀"}}}"#),
            // A comment's marks inside a string are text.
            Example(#"{"message": {"topic": "news", "data": {"link": "https://example.com/a//b/*c*/"}}}"#),
        ])

    init() {}

    /// The finding for one comment of a message that is JSON once its comments are blanked
    /// (`UnparsedReading.comments`): the words `JSONSyntaxDiagnosis` uses for a comment.
    static func message(for comment: JSONCommentBlanking.Comment) -> String {
        guard comment.isBlock else { return "JSON has no comments: this // comment makes the file invalid" }
        guard comment.isClosed else { return "JSON has no comments, and this /* comment is never closed" }
        return "JSON has no comments: this /* */ comment makes the file invalid"
    }

    /// The fix for `message(for:)`'s finding.
    static func commentFix(for comment: JSONCommentBlanking.Comment) -> String {
        comment.isClosed ? "remove the comment; keep notes in a data value or outside the file" : "remove the comment"
    }

    /// Reported by the engine when parsing fails; there is nothing left to check per message.
    func check(_ message: MessageContext, into findings: inout FindingCollector) {}
}
