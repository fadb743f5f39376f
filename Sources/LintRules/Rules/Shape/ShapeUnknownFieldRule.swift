/// Every key of a typed level must be a field FCM knows there.
///
/// Lint: a key that is not a field of the request body, the message or one of its typed levels
/// (`notification`, `android`, `android.notification`, `light_settings`, the FCM options, `apns`,
/// `webpush`), with a suggestion for typos and the right place for fields at the wrong level.
/// Driven by `FCMSchema`. (APNs headers inside `apns.payload` are `apns-headers-misplaced`.)
struct ShapeUnknownFieldRule: ShapeSchemaRule {
    static let description = RuleDescription(
        id: "shape-unknown-field",
        area: .shape,
        needs: [.schemaIssues],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "a key is not a field of the FCM message at this level",
        rationale: """
            The HTTP v1 API parses the message with protobuf JSON rules: a key that is not a \
            field of the level it appears in fails the whole send with INVALID_ARGUMENT \
            ("Unknown name … Cannot find field"). Typos (colapse_key), fields one level off \
            (click_action at the top instead of android.notification, data inside \
            notification, apns-priority directly under apns instead of apns.headers) and a \
            message wrapped twice all end this way (a title or body holding an object at the \
            message's level is a notification under another name: it goes to notification as an \
            object, since notification.body takes a string), and so does a known key in another letter \
            case ("Sound" for sound: keys are case-sensitive, and the legacy API ignored such a \
            key, so the notification played no sound). firebase-admin passes unknown names \
            through, so they fail at FCM too. The suggestion takes "vibration" for FCM's \
            "vibrate" (vibrationTimingsMillis, vibration_timings, vibrationTimings: three \
            rejected tries in one sender), and names a firebase-admin-only field \
            (vibrateTimingsMillis) by its wire name too when the message's form is not known. \
            Severity: error, because FCM rejects the request (E1).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages",
            "https://github.com/element-hq/sygnal/issues/365",
            "https://github.com/matrix-org/sygnal/pull/387",
            "https://github.com/laravel-notification-channels/fcm/issues/95",
            "https://github.com/DelphiWorlds/KastriFree/issues/44",
        ],
        upstreamErrors: [
            "Invalid JSON payload received. Unknown name \"<k>\" at '<path>': Cannot find field.",
            "Invalid JSON payload received. Unknown name \"data\" at 'message.notification': Cannot find field.",
            "Invalid JSON payload received. Unknown name \"message\" at 'message': Cannot find field.",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {↓"colapse_key": "scores"}}}"#),
            Example(#"{"message": {"topic": "news", ↓"click_action": "OPEN_ARTICLE"}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hi", ↓"data": {"id": "1"}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {↓"apns-priority": "10", "payload": {"aps": {"alert": "Hi"}}}}}"#),
            Example(#"{"message": {↓"message": {"topic": "news"}}}"#),
            Example(#"{"message": {"topic": "news", "notification": {"title": "Hey!", ↓"Sound": "default"}}}"#),
            Example(#"{"to": "fGw0qy4TGgk:APA91bGtWGju", "data": {"a": "1"}, ↓"message": {"title": "New message", "body": "Hello"}}"#),
            // A custom value named payload (a daily verse's reference): it belongs in data, not
            // in apns.payload, which is an object (matheusdourado836/biblia_flutter_app).
            Example(#"{"message": {"topic": "daily", "notification": {"title": "Hora de ler a Bíblia!"}, ↓"payload": "jo João 3:16"}}"#),
            // A Vietnamese sender's tries at a vibration pattern (audit67): "vibration" for "vibrate".
            Example(#"{"message": {"topic": "news", "android": {"notification": {"title": "Thông báo mới", ↓"vibrationTimings": ["0.5s"]}}}}"#),
            Example(#"{"message": {"topic": "news", "android": {↓"vibration_timings": ["0.5s"]}}}"#),
            // A PowerShell here-string's notification written as "body" (audit77,
            // mouadcherkaoui/push-notifications-demo send-fcm-notification.ps1).
            Example(#"{"message": {"token": "dFaEawjzUBkM:APA91bEZaZbP", ↓"body": {"title": "from powershell test", "content": "test"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"collapse_key": "scores", "directBootOk": true}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi"}, "orderId": "42"}}}}"#),
            Example(#"{"message": {"topic": "news", "webpush": {"notification": {"title": "Hi", "requireInteraction": true, "customKey": "x"}}}}"#),
        ])

    /// A "message" key inside the message: either the message wrapped twice or a custom value
    /// (a legacy body's, say), which belongs in data; the text says both, since the walk does not
    /// tell them apart.
    static func misplacedText(
        name: String, destination: String, path: @autoclosure () -> String
    ) -> (message: String, fix: String)? {
        guard name == "message" else { return nil }
        return (
            "\"message\" is not a field of the message (FCM rejects it: Unknown name \"message\" at 'message'): only the request body wraps the message, so either it is wrapped in \"message\" twice or this is a custom value, which belongs in data",
            "remove the inner \"message\" and keep its fields, or move a custom value into data"
        )
    }

    init() {}
}
