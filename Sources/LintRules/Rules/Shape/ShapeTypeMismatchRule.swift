/// Every typed field must have the JSON type FCM declares for it.
///
/// Lint: a string field given a number, a boolean given as a string, an object given as a string
/// or array (`notification`, `android`, `apns`, `apns.payload`, `aps`, `webpush`, any
/// `fcm_options`, a data map), a repeated field given a single value. This rule also covers the
/// catalog's `*-not-object` rows. Values with a rule of their own (colours, enums, headers, `aps`
/// keys) are reported by that rule.
struct ShapeTypeMismatchRule: ShapeSchemaRule {
    static let description = RuleDescription(
        id: "shape-type-mismatch",
        area: .shape,
        needs: [.schemaIssues],
        defaultSeverity: .error,
        clauses: [.rejected, .decidedElsewhere, .advice],
        summary: "a field has the wrong JSON type",
        rationale: """
            The HTTP v1 API rejects a value of the wrong JSON type for its field with \
            INVALID_ARGUMENT ("Invalid value at '<path>' (TYPE_STRING), …"): a boolean must not \
            be a number ("Invalid value at 'message.android.notification.sticky' (TYPE_BOOL), \
            1"); messages and maps must be objects; repeated fields must be arrays. Protobuf \
            JSON also accepts a decimal string for an int32 and treats null as an absent field, \
            so those pass. The quoted booleans "true" and "false" pass too: the protobuf JSON \
            parsers read them as the boolean (the C++ converter behind those error texts, \
            DataPiece::ToBool, converts a string; Java's JsonFormat compares the text with \
            "true" and "false"), so they are reported as advice. Any other string is reported as \
            an error: Java's JsonFormat rejects it, and the C++ converter takes only a few more \
            spellings (yes, no, 1, 0, t, f, y, n). Inside apns.payload, which FCM forwards as \
            it is, Apple documents loc-args, title-loc-args and subtitle-loc-args as arrays of \
            strings; APNs does not check them, so a number, boolean or nested array there is \
            reported as a warning. \
            firebase-admin for Node checks each block is a non-null object before sending \
            ("android must be a non-null object"). A null in a message field is an absent \
            field, but apns.payload is a Struct that keeps it: FCM checks the aps keys it knows \
            and rejects a null alert text ("Value type for APS key [title] is a String."). A \
            raw APNs payload, sent to APNs without FCM in between, is not checked that way: \
            Apple's payload key reference gave title-loc-key and action-loc-key as "string or \
            null" (and title-loc-args as "array of strings or null"), so a null there is not \
            reported, and a null elsewhere in it is a warning. \
            An empty array where FCM takes an object is what PHP's json_encode writes for an \
            empty PHP array (a data or notification array left empty): FCM answers "Invalid \
            JSON payload received. Unknown name \"notification\" at 'message': Proto field is \
            not repeating, cannot start list" (beste/firebase-php#341), and a request with \
            "data": [] fails (beste/firebase-php#591, fixed in the SDK by leaving empty data \
            out); the text says so and names the PHP way to write an empty object. A .NET \
            collection's type name where an object belongs ("System.Collections.Hashtable") is \
            what PowerShell's ConvertTo-Json writes for a hashtable nested deeper than its \
            -Depth, 2 by default (so android.notification and apns.payload of \
            @{message=@{…}}): the object's members never reach FCM, which rejects the string; \
            the text says so and names -Depth. \
            Severity: error, because FCM rejects the request (E1); a number, boolean or nested \
            array in an aps alert's loc-args, and a null in a raw APNs payload, are warnings, \
            because iOS decides what it shows (W3); a quoted "true" or \
            "false" is info, because FCM reads it as the boolean and the message works as meant (I).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages",
            "https://protobuf.dev/programming-guides/json/",
            "firebase-admin-node src/messaging/messaging-internal.ts (validateMessage and friends)",
            "https://github.com/laravel-notification-channels/fcm/issues/37",
            "https://github.com/firebase/firebase-admin-python/issues/369",
            "https://github.com/healthjoy/async-firebase/pull/5",
            "https://github.com/beste/firebase-php/issues/341 (notification written as []: \"Proto field is not repeating, cannot start list\")",
            "https://github.com/beste/firebase-php/issues/591 (data written as [] by json_encode, fixed in #592)",
            "https://learn.microsoft.com/powershell/module/microsoft.powershell.utility/convertto-json (-Depth: the default value is 2; a warning when the input is deeper, as of PowerShell 7.1); PowerShell/PowerShell test/powershell/Modules/Microsoft.PowerShell.Utility/Json.Tests.ps1 (ConvertTo-Json -Depth 1 writes a nested hashtable as \"System.Collections.Hashtable\")",
            "protocolbuffers/protobuf src/google/protobuf/util/internal/datapiece.cc (DataPiece::ToBool)",
            "protocolbuffers/protobuf java/util/src/main/java/com/google/protobuf/util/JsonFormat.java (parseBool)",
            "https://developer.apple.com/library/archive/documentation/NetworkingInternet/Conceptual/RemoteNotificationsPG/PayloadKeyReference.html (title-loc-key and action-loc-key: string or null; title-loc-args: array of strings or null)",
            "https://github.com/chvanikoff/apns4ex/issues/1 (the same table quoted: title-loc-key \"string or null\")",
        ],
        upstreamErrors: [
            "Invalid value at '<path>' (TYPE_STRING), <value>",
            "Value type for APS key [<key>] is a String.",
            "notification must be a non-null object",
            "android must be a non-null object",
            "android.notification must be a non-null object",
            "apns must be a non-null object",
            "apns.payload must be a non-null object",
            "apns.payload.aps must be a non-null object",
            "webpush must be a non-null object",
            "fcmOptions must be a non-null object",
            "data must be a non-null object",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": ↓"Hello"}}"#),
            Example(#"{"message": {"topic": "news", "android": {"direct_boot_ok": ↓"true"}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"notification": {"title": "Hi", "sticky": ↓1}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": {"loc-key": "NEW_ITEMS", "loc-args": [↓3]}}}}}}"#),
            // A nested array among an alert's loc-args: iOS formats it, APNs does not check it.
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": {"title-loc-key": "INVITE", "title-loc-args": [↓["Ana", "Bo"]]}}}}}}"#),
            // A raw APNs payload a Rust server built with rustc_serialize (nulls for every unset
            // key): the null title is a warning; the null title-loc-key and action-loc-key,
            // which Apple documented as "string or null", are not reported.
            Example(#"{"aps": {"alert": {"action-loc-key": null, "body": "Ana: are you coming?", "title": ↓null, "title-loc-key": null}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"notification": {"title": "Hi", "default_sound": ↓"on"}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": ↓[]}}}}"#),
            // A PHP sender's empty data array, which json_encode writes as [] (beste/firebase-php#591).
            Example(#"{"message": {"token": "fWx3b1Yc:APA91bH", "data": ↓[], "notification": {"title": "New Message", "body": "My Message!"}}}"#),
            // A null left by a server's unset variable: FCM keeps it in the payload.
            Example(#"{"message": {"token": "fWx3b1Yc:APA91bH", "apns": {"payload": {"aps": {"alert": {"title": ↓null, "body": "Your visit is confirmed"}}}}}}"#),
            Example(#"{"message": {"topic": "news", "android": {"notification": {"body_loc_args": ↓"Ana"}}}}"#),
            Example(#"{"message": {"topic": "news", "data": ↓"{\"id\": \"1\"}"}}"#),
            // A message built as PowerShell hashtables and serialized with ConvertTo-Json's
            // default depth (verdict-left11): its android.notification became the type's name.
            Example(#"{"message": {"token": "fWx3b1Yc:APA91bH", "notification": {"title": "Hi", "body": "There"}, "android": {"priority": "high", "notification": ↓"System.Collections.Hashtable"}}}"#),
            Example(#"{"topic": "news", "android": {"ttl": 3600000}, "apns": ↓null}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi"}, "android": {"direct_boot_ok": true, "notification": {"notification_count": "3", "body_loc_args": ["Ana"]}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": null}}"#),
            // The same sender with an empty object: (object) [] is written as {}.
            Example(#"{"message": {"token": "fWx3b1Yc:APA91bH", "data": {}, "notification": {"title": "New Message", "body": "My Message!"}}}"#),
            // A null message field is an absent one (protobuf JSON).
            Example(#"{"message": {"topic": "news", "notification": {"title": null, "body": "Hi"}}}"#),
            // Apple documented these alert keys as "string or null"; sent to APNs directly.
            Example(#"{"aps": {"alert": {"action-loc-key": null, "body": "Ana: are you coming?", "loc-args": ["Ana"], "loc-key": "NEW_MESSAGE", "title": "New message", "title-loc-args": null, "title-loc-key": null}, "badge": 3}}"#),
        ])

    init() {}

    /// Reports the walk's problems (none on another service's request); a quoted `"true"` or
    /// `"false"` in a boolean field at info, since FCM's JSON parser reads it as the boolean.
    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.detection.otherService == nil else { return }
        let rawAPNs = message.detection.shape == .apnsPayload
        message.reportSchemaIssues(Self.description.id, into: &findings) { issue in
            // A null in a raw APNs payload: no FCM in between rejects it (the walk leaves out
            // the keys Apple documented as "string or null").
            if rawAPNs, issue.value.kind == .null {
                return SchemaIssueCase(severity: .warning, message: issue.message, fix: issue.fix)
            }
            guard let mismatch = issue.typeMismatch else { return nil }
            // An empty array where an object belongs: PHP's json_encode writes [] for an empty
            // array, and FCM's protobuf JSON parser takes no list for a message or map field.
            if !rawAPNs, mismatch.expectsObject, issue.value.kind == .array, issue.value.count == 0 {
                let rejection = mismatch.isApple
                    ? "and FCM rejects it" : "and FCM rejects it: \"Proto field is not repeating, cannot start list\""
                return SchemaIssueCase(
                    severity: .error,
                    message: issue.message + ": [] is what PHP's json_encode writes for an empty array, \(rejection)",
                    fix: "leave it out when it has nothing to send, or pass an empty object, which json_encode writes as {}: (object) [] or new \\stdClass()")
            }
            // A .NET collection's type name where an object belongs: PowerShell's ConvertTo-Json
            // writes a hashtable nested deeper than its -Depth (2 by default) as its ToString().
            if mismatch.expectsObject, let text = issue.value.stringValue, text.hasPrefix("System.Collections.") {
                return SchemaIssueCase(
                    severity: .error,
                    message: issue.message + ": \"\(text)\" is what PowerShell's ConvertTo-Json writes for a hashtable nested deeper than its -Depth, 2 by default, so the object's members were never sent",
                    fix: "pass -Depth to ConvertTo-Json, deep enough for the whole message (ConvertTo-Json -Depth 10)")
            }
            if mismatch.expectsBoolean, let text = issue.value.stringValue, text == "true" || text == "false" {
                return SchemaIssueCase(
                    severity: .info,
                    message: issue.message + " (FCM's JSON parser reads the string \"\(text)\" as \(text), so it is accepted)",
                    fix: issue.fix)
            }
            // Any other value among an alert's loc-args (loc-args, title-loc-args,
            // subtitle-loc-args): a number, a boolean, a nested array or object.
            if mismatch.isApple, mismatch.expectsString, mismatch.field.name.hasSuffix("loc-args") {
                return SchemaIssueCase(
                    severity: .warning,
                    message: issue.message + " (APNs passes the payload on unchecked; how iOS formats \(issue.value.kind) there is not documented)",
                    fix: issue.fix)
            }
            return nil
        }
    }
}
