/// A payload file should not start with a byte-order mark.
///
/// Lint: a UTF-8 byte-order mark at the start of the file is reported and skipped; the rest is
/// linted normally.
struct JSONByteOrderMarkRule: Rule {
    static let description = RuleDescription(
        id: "json-byte-order-mark",
        area: .json,
        needs: .noMessage,
        defaultSeverity: .warning,
        clauses: [.someClients],
        summary: "the file starts with a UTF-8 byte-order mark",
        rationale: """
            RFC 8259 §8.1 forbids adding a byte-order mark to JSON text; parsers may ignore it \
            or reject it. Code that reads a template and sends its bytes as the request body \
            sends the mark too, and a strict JSON parser then rejects the whole request. \
            Windows editors add the mark silently. \
            Severity: warning, because it breaks on some clients or SDKs only (W2).
            """,
        sources: ["https://www.rfc-editor.org/rfc/rfc8259#section-8.1"],
        triggeringExamples: [
            Example("↓\u{FEFF}{\"message\": {\"topic\": \"news\"}}")
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news"}}"#)
        ])

    init() {}

    /// Reported by the engine before parsing.
    func check(_ message: MessageContext, into findings: inout FindingCollector) {}
}
