/// A document should be one shape, not a mix of two.
///
/// Lint: an HTTP v1 message (it has `token`, `topic`, `android`, `apns`, `webpush` or
/// `fcm_options`) that is addressed like a legacy body (`to`, `registration_ids`,
/// `notification_key`), or an HTTP v1 request body with legacy targets beside `message`.
/// Reported once, at the first legacy target. HTTP v1 forms inside a
/// firebase-admin object are reported value by value (`shape-rest-form-in-admin`,
/// `android-ttl-format`), not here.
struct ShapeMixedRule: Rule {
    static let description = RuleDescription(
        id: "shape-mixed",
        area: .shape,
        needs: .shapeNote,
        defaultSeverity: .warning,
        clauses: [.decidedElsewhere],
        summary: "the document mixes two input shapes",
        rationale: """
            firebase-admin objects, HTTP v1 bodies and legacy HTTP bodies spell and encode the \
            same things differently (android.ttl is milliseconds for firebase-admin and a \
            "3600s" string for HTTP v1; to and registration_ids exist only in the legacy API). \
            A document that mixes them was usually assembled from two sources, and whichever \
            consumer receives it rejects the half that is not its own. The linter checks the \
            document as the detected shape (see shape-detected); pass --shape to choose. \
            Severity: warning, because something the linter cannot see decides the outcome (W3).
            """,
        sources: [
            "firebase-admin-node src/messaging/messaging-internal.ts",
            "https://firebase.google.com/docs/cloud-messaging/migrate-v1",
        ],
        triggeringExamples: [
            Example(#"{↓"to": "abc", "android": {"priority": "high"}}"#),
            Example(#"{↓"registration_ids": ["a", "b"], "topic": "news", "data": {"k": "v"}}"#),
            Example(#"{↓"to": "abc", "message": {"token": "abc", "notification": {"title": "Hi"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"ttl": "3600s"}}}"#),
            Example(#"{"topic": "news", "android": {"ttl": 3600000}}"#),
            Example(#"{"topic": "news", "notification": {"imageUrl": "https://cdn.example.com/a.png"}, "android": {"ttl": "3600s"}}"#),
            Example(#"{"to": "abc", "data": {"k": "v"}, "message": {"title": "Hi", "body": "B"}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        let detection = message.detection
        // A firebase-admin object with HTTP v1 forms is reported value by value by the rules that
        // know what the SDK does with each of them.
        let conflicts = detection.conflicts.filter { !(detection.shape == .admin && $0.shape == .v1Message) }
        guard !detection.overridden, let conflict = conflicts.first else { return }
        var text = "this document mixes shapes: it is linted as \(detection.shape.title)"
        if let reason = detection.reason { text += " (\(reason.description))" }
        text += ", but \(conflict.description)"
        if conflicts.count > 1 { text += " (and \(conflicts.count - 1) more)" }
        findings.report(
            text, at: conflict.value, anchor: conflict.anchor,
            fix: "write the whole document in one form, or pass --shape to say which one it is")
    }
}
