/// `aps.alert` is a string or a dictionary.
///
/// Lint: an alert that is a number, boolean, array or null.
struct APNsAlertTypeRule: SchemaRule {
    static let description = RuleDescription(
        id: "apns-alert-type",
        area: .apns,
        needs: [.schemaIssues],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "aps.alert is not a string or an object",
        rationale: """
            Apple's alert key is either the alert text or a dictionary (title, subtitle, body, \
            localization keys). Any other type shows no alert, and firebase-admin refuses it \
            before sending. A null alert in a message sent through FCM is no absent key: \
            apns.payload is a google.protobuf.Struct, which keeps it, and FCM answers "Value type \
            for APS key [alert] is a Dictionary or String." (firebase-admin-dart#50: its Aps \
            serialized an unset alert as null, and every send failed); sent to APNs directly, a \
            null alert is no alert, as its sender meant, and is not reported. \
            Severity: error, because firebase-admin-node throws before sending and iOS shows no \
            alert for any other type (E1).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
            "firebase-admin-node src/messaging/messaging-internal.ts (validateApsAlert)",
            "https://github.com/firebase/firebase-admin-dart/issues/50 (a null aps.alert: \"Value type for APS key [alert] is a Dictionary or String.\")",
        ],
        upstreamErrors: [
            "Value type for APS key [alert] is a Dictionary or String.",
            "apns.payload.aps.alert must be a string or a non-null object",
            "Aps.alert must be a string or an instance of ApsAlert class.",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": ↓42}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": ↓["Hi"]}}}}}"#),
            // firebase-admin-dart#50: an unset alert serialized as null; FCM rejected every send.
            Example(#"{"message": {"token": "t", "apns": {"payload": {"aps": {"alert": ↓null, "sound": {"name": "default"}}}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi"}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": {"title": "Hi"}}}}}}"#),
            // Sent to APNs directly, a null alert is no alert.
            Example(#"{"aps": {"alert": null, "content-available": 1}}"#),
        ])

    init() {}
}
