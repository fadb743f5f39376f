import SizeModel

/// An object must not name the same key twice.
///
/// Lint: every repeated key of an object is reported at its second and later occurrences.
public struct JSONDuplicateKeyRule: Rule {
    public static let description = RuleDescription(
        id: "json-duplicate-key",
        area: .json,
        defaultSeverity: .warning,
        summary: "an object has the same key more than once",
        rationale: """
            RFC 8259 §4 says names within an object should be unique and that receivers of \
            duplicates behave unpredictably: JavaScript's JSON.parse (firebase-admin) keeps the \
            last value, other parsers keep the first or reject the document. A template with \
            two "title" keys sends whichever one the backend's parser keeps, which is rarely \
            the one the author is looking at.
            """,
        sources: ["https://www.rfc-editor.org/rfc/rfc8259#section-4"],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"id": "1", ↓"id": "2"}}}"#),
            Example(#"{"message": {"topic": "news", ↓"topic": "sport"}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"id": "1", "ids": "2"}}}"#)
        ])

    public init() {}

    public func check(_ message: MessageContext, into findings: inout FindingCollector) {
        message.envelope.forEachRepeatedKey { report($0, &findings) }
    }

    private func report(_ member: JSONMember, _ findings: inout FindingCollector) {
        let name = member.key.stringValue ?? ""
        findings.report(
            "key \"\(name)\" appears more than once in this object; parsers disagree on which value wins",
            at: member.value, anchor: .key, fix: "remove or rename one of the \"\(name)\" members")
    }
}
