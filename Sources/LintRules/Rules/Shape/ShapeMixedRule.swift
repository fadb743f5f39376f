/// A document should be one shape, not a mix of two.
///
/// Lint: a document whose detected shape is contradicted by another part of it: firebase-admin
/// names next to HTTP v1 value forms (an `imageUrl` and a `"3600s"` TTL), or legacy targets next to
/// HTTP v1 fields (`to` and `android`). Reported once, at the first contradicting value.
public struct ShapeMixedRule: Rule {
    public static let description = RuleDescription(
        id: "shape-mixed",
        area: .shape,
        defaultSeverity: .warning,
        summary: "the document mixes two input shapes",
        rationale: """
            firebase-admin objects, HTTP v1 bodies and legacy HTTP bodies spell and encode the \
            same things differently (android.ttl is milliseconds for firebase-admin and a \
            "3600s" string for HTTP v1; to and registration_ids exist only in the legacy API). \
            A document that mixes them was usually assembled from two sources, and whichever \
            consumer receives it rejects the half that is not its own. The linter checks the \
            document as the detected shape (see shape-detected); pass --shape to choose.
            """,
        sources: [
            "firebase-admin-node src/messaging/messaging-internal.ts",
            "https://firebase.google.com/docs/cloud-messaging/migrate-v1",
        ],
        triggeringExamples: [
            Example(#"{"topic": "news", "notification": {"imageUrl": "https://cdn.example.com/a.png"}, "android": {"ttl": ↓"3600s"}}"#),
            Example(#"{"to": "abc", ↓"android": {"priority": "high"}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "android": {"ttl": "3600s"}}}"#),
            Example(#"{"topic": "news", "android": {"ttl": 3600000}}"#),
        ])

    public init() {}

    public func check(_ message: MessageContext, into findings: inout FindingCollector) {
        let detection = message.detection
        guard !detection.overridden, let conflict = detection.conflicts.first else { return }
        var text = "this document mixes shapes: it is linted as \(detection.shape.title)"
        if let reason = detection.reason { text += " (\(reason.description))" }
        text += ", but \(conflict.description)"
        if detection.conflicts.count > 1 { text += " (and \(detection.conflicts.count - 1) more)" }
        findings.report(
            text, at: conflict.value, anchor: conflict.anchor,
            fix: "write the whole document in one form, or pass --shape to say which one it is")
    }
}
