/// What a field of `FCMSchema` means, for people: the `description` of `notifykit-lint schema`'s
/// JSON Schema, and the text an editor shows on hover. One per `FieldSpec`, written next to the
/// field in the tables, so the linter, the schema export and hover read one source.
public struct FieldDoc: Sendable, ExpressibleByStringLiteral {
    /// One or two sentences: what the field does, and what it takes when that is not obvious from
    /// the value spec.
    public let summary: String
    /// For a field whose value the schema walk leaves to another rule (`ValueSpec.unchecked`):
    /// the value the reference documents and the rule that checks it. Nil for the other fields,
    /// whose `FieldSpec.value` says it.
    public let documentedValue: DocumentedValue?

    /// Creates a field's documentation.
    public init(_ summary: String, value: ValueSpec? = nil, checkedBy rule: (any Rule.Type)? = nil) {
        self.summary = summary
        documentedValue = value.map { DocumentedValue(value: $0, rule: (rule ?? ShapeTypeMismatchRule.self).description.id) }
    }

    /// Creates a field's documentation from its summary alone.
    public init(stringLiteral summary: String) {
        self.init(summary)
    }
}

/// The value a reference documents for a field another rule checks (`android.ttl`: a Duration
/// string, checked by `android-ttl-format`), and that rule.
public struct DocumentedValue: Sendable {
    /// The documented value.
    public let value: ValueSpec
    /// The rule that reports a value of another form; its default severity decides whether the
    /// schema export enforces the value or only describes it.
    public let rule: String
}
