/// A message whose only JSON mistakes are trailing commas: FCM reads it, strict parsers do not.
///
/// Lint: the engine reports this rule when a document does not parse and `TrailingCommaReading`
/// (the text without its trailing commas) does, as an FCM message; the message read so is
/// linted where it stands; so is one whose other mistakes are comments, once invalid-json has
/// named them and `UnparsedReading.comments` has blanked them. A text with any other mistake
/// (single quotes) stays invalid-json's, trailing commas included.
struct JSONTrailingCommaRule: Rule {
    static let description = RuleDescription(
        id: "json-trailing-comma",
        area: .json,
        needs: .noMessage,
        defaultSeverity: .warning,
        clauses: [.decidedElsewhere],
        summary: "a comma before } or ] that FCM accepts and strict JSON parsers reject",
        rationale: """
            JSON (RFC 8259) has no trailing commas, yet FCM's HTTP v1 endpoint accepts them: \
            Google's API front end reads request bodies with protobuf's JSON stream parser (its \
            errors are the ones FCM answers, "Invalid JSON payload received. Unexpected token." \
            with the text and a caret under it), and that parser closes an object or array on a \
            } or ] after a comma ("This allows for trailing commas."). So a body sent as it is \
            written (curl --data @file, Postman's raw body, a string posted by code) is \
            delivered: Firebase's own examples carry such commas (concept-options, "Setting the \
            priority of a message": "title" : "NewsMagazine.com", before }), and so does a \
            Cordova app's README of payloads it sends through FCM v1 (armandoxxx/AngularWithCordova). \
            Code that loads the file first does not get that far: JSON.parse, json.loads, jq, \
            Jackson and JSONDecoder each throw on the comma. Which of the two reads this file is \
            decided by the code around it, which the linter cannot see. The message is linted \
            as FCM reads it, without the commas. Comments beside them are invalid-json's errors \
            (FCM's parser reads no comment), and the commas are still reported here: once the \
            comments are removed, FCM reads the commas. A text with any other mistake (single \
            quotes) is reported by invalid-json, commas included, and so is a document \
            that is not an FCM message (a raw APNs payload: APNs's parser is not documented to \
            accept them), except a payload file for the iOS Simulator, whose top-level \
            "Simulator Target Bundle" (a key only the Simulator reads) names the app: the \
            Simulator reads it with its trailing commas and shows the notification (an .apns \
            file dragged onto it with a comma after the alert's body and after a custom \
            member was shown, OneSignal-iOS-SDK#1053; a .apns file in a Flutter app's notes \
            with one after its last member, iamankitm05/quick_notes), so it is linted as the \
            Simulator reads it, each comma a warning here; before, the file got invalid-json's \
            errors and nothing else was checked (audit70). Severity: warning, because whether the payload is sent is decided by \
            something the linter cannot see (W3).
            """,
        sources: [
            "https://www.rfc-editor.org/rfc/rfc8259#section-4",
            "https://github.com/protocolbuffers/protobuf/blob/v3.21.12/src/google/protobuf/util/internal/json_stream_parser.cc (ParseEntry, ParseArrayValue: \"This allows for trailing commas.\")",
            "https://firebase.google.com/docs/cloud-messaging/concept-options (the priority example's \"title\" : \"NewsMagazine.com\",)",
            "https://github.com/armandoxxx/AngularWithCordova/blob/18b47cf6cc768f92afa035140b4820a901d3c63f/MobileApp/README.md",
            "https://github.com/OneSignal/OneSignal-iOS-SDK/issues/1053 (an .apns file with trailing commas, dragged onto the Simulator: shown)",
            "https://developer.apple.com/documentation/xcode-release-notes/xcode-11_4-release-notes (Simulator payload files: a top-level Simulator Target Bundle naming the app)",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "NewsMagazine.com"↓,}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"data": {"count": "5"↓,}}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"a": "b"}↓, }}"#),
            // Beside a comment (invalid-json's error): the comma is read as FCM reads it.
            Example("{\"message\": {\"topic\": \"news\", // the topic\n\"data\": {\"a\": \"b\"↓,}}}"),
            // A payload file for the iOS Simulator, which reads it with the commas (audit70:
            // OneSignal-iOS-SDK#1053's .apns file, shown when dragged onto the Simulator).
            Example(#"{"Simulator Target Bundle": "com.app.bundleID", "aps": {"alert": {"title": "Test", "body": "Body"↓,}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "NewsMagazine.com"}}}"#),
            // A comma inside a string is text.
            Example(#"{"message": {"topic": "news", "data": {"list": "a,}"}}}"#),
            // A raw APNs payload without the Simulator's key is sent to APNs: invalid-json's.
            Example(#"{"aps": {"alert": {"title": "Test", "body": "Body",}}}"#),
        ])

    init() {}

    /// What each finding says.
    static let message =
        "trailing comma: FCM's HTTP v1 endpoint accepts it (its JSON parser allows a comma before } or ]), but JSON.parse, json.loads, jq and other strict parsers reject the file"

    /// What each finding says in a payload file for the iOS Simulator (a top-level "Simulator
    /// Target Bundle"), which the Simulator reads with its trailing commas.
    static let simulatorMessage =
        "trailing comma: the iOS Simulator reads this payload file with it (an .apns file with such commas is delivered), but APNs's parser is not documented to accept it, and JSON.parse, json.loads, jq and other strict parsers reject the file"

    /// The change that fixes it.
    static let fix = "remove the comma"

    /// Reported by the engine when the document is read without its trailing commas.
    func check(_ message: MessageContext, into findings: inout FindingCollector) {}
}
