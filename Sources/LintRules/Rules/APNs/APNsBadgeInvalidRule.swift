/// `aps.badge` is a non-negative integer.
///
/// Lint: a badge that is a string, negative, fractional or another type; a badge that is no
/// number in a message FCM receives (HTTP v1, firebase-admin) is an error: FCM rejects it.
struct APNsBadgeInvalidRule: SchemaValueRule {
    static let description = RuleDescription(
        id: "apns-badge-invalid",
        area: .apns,
        needs: [.schemaIssues],
        defaultSeverity: .warning,
        clauses: [.degraded, .rejected],
        summary: "aps.badge is not a non-negative integer (error when it is no number in a message FCM receives)",
        rationale: """
            The badge key is the number shown on the app icon; 0 removes the badge. A string \
            ("3"), a fraction or a negative number is not applied, and Notify Kit's server SDK \
            and firebase-admin for Python reject it. An Azure Notification Hubs template's \
            "#(count)" is not a string: Notification Hubs writes it as a number when the value \
            is one ("badge": "#(count)" becomes "badge": 40), so it is accepted. FCM checks the \
            type of the aps keys it knows: a badge that is no number (a string such as "3", a \
            boolean) is answered 400 INVALID_ARGUMENT, "Value type for APS key [badge] is a \
            number." at message.apns.payload.aps.badge (the failure response healthjoy's \
            async-firebase records for its push()). A null badge ("badge": null, as a serializer \
            writes an empty nullable number, Newtonsoft.Json's default) is no absent key there: \
            apns.payload is a google.protobuf.Struct, which keeps a null, and FCM answers a null \
            aps key with the same type check: "Value type for APS key [alert] is a Dictionary or \
            String." to firebase-admin-dart's {"alert": null, …} (firebase-admin-dart#50), "Value \
            type for APS key [title] is a String." to a null alert title (async-firebase pull \
            request 5), so a null badge is rejected as a badge that is no number; leave the key \
            out to keep the badge as it is. Sent to APNs directly, a null \
            badge is not checked and sets no badge. Severity: warning for a negative or \
            fractional number, and for a badge of another type that goes to APNs without FCM (a \
            raw APNs payload, what a device received), because APNs does not check it: the \
            notification is shown and the badge is not updated (W1); error for a badge that is \
            no number in an HTTP v1 message or a firebase-admin object, because FCM rejects the \
            request (E1).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
            "firebase-admin-python firebase_admin/_messaging_encoder.py (Aps.badge)",
            "healthjoy/async-firebase async_firebase/client.py (push docstring: FCM's failure response \"Value type for APS key [badge] is a number.\", field message.apns.payload.aps.badge, INVALID_ARGUMENT)",
            "https://learn.microsoft.com/azure/notification-hubs/notification-hubs-templates-cross-platform-push-messages (#(prop))",
            "https://github.com/firebase/firebase-admin-dart/issues/50 (a null aps.alert: \"Value type for APS key [alert] is a Dictionary or String.\")",
            "https://github.com/healthjoy/async-firebase/pull/5 (a null aps.alert.title: \"Value type for APS key [title] is a String.\")",
            "https://protobuf.dev/reference/protobuf/google.protobuf/#value (a Struct's null_value is a value)",
        ],
        upstreamErrors: [
            "Value type for APS key [badge] is a number.",
            "Aps.badge must be a number.",
            "Validation: 'options.iosBadgeCount' must be a non-negative integer",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"badge": ↓"3"}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"badge": ↓-1}}}}}"#),
            Example(#"{"aps": {"alert": "Hi", "badge": ↓"3"}, "orderId": "7"}"#),
            Example(#"{"aps": {"alert": "$(message)", "badge": ↓"$(count)"}}"#),
            // A nullable count serialized as null (Newtonsoft.Json's default): FCM checks the type.
            Example(#"{"message": {"token": "t", "apns": {"payload": {"aps": {"alert": "Hi", "badge": ↓null}}}}}"#),
            Example(#"{"aps": {"alert": "Hi", "badge": ↓null}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"badge": 0}}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"badge": 12}}}}}"#),
            Example(##"{"aps": {"alert": "$(message)", "badge": "#(count)"}}"##),
        ])

    /// A whole number of zero or more.
    static let value = ValueSpec.integer(minimum: 0, maximum: nil, acceptsString: false)

    static func valueFix(field: String) -> String? { "use 0 or a positive whole number (0 clears the badge)" }

    /// Reports the walk's problems; a badge that is no number in a message FCM receives at error
    /// (FCM checks the aps keys' types), the rest at the rule's warning.
    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.shape.isHTTPv1 || message.shape == .admin else {
            message.reportSchemaIssues(Self.description.id, into: &findings) { issue in
                guard issue.value.kind == .null else { return nil }
                return SchemaIssueCase(
                    severity: .warning,
                    message: issue.message + "; APNs does not check it, and iOS sets no badge from it: the badge stays as it was",
                    fix: issue.fix)
            }
            return
        }
        message.reportSchemaIssues(Self.description.id, into: &findings) { issue in
            guard issue.value.kind != .number else { return nil }
            // apns.payload is a Struct: a null stays in it, and FCM checks its type.
            let kept = issue.value.kind == .null ? " (apns.payload keeps a null: it is not an absent key)" : ""
            return SchemaIssueCase(
                severity: .error,
                message: issue.message + kept + "; FCM rejects the request: \"Value type for APS key [badge] is a number.\"",
                fix: issue.fix ?? "write the badge as a number (\"badge\": 3, not \"3\")")
        }
    }

    init() {}
}
