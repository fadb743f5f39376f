import SizeModel

/// One problem the schema walk found, addressed to the rule that reports it.
public struct SchemaIssue: Sendable {
    /// The id of the rule that owns the problem.
    public let ruleID: String
    /// The offending value (its key when `anchor` is `.key`).
    public let value: JSONValue
    /// Where the finding points.
    public let anchor: FindingAnchor
    /// What is wrong.
    public let message: String
    /// A concrete change, when there is one.
    public let fix: String?
    /// For a value of the wrong JSON type, what the field expected (rules that report some such
    /// cases more leniently read it, not the text).
    var typeMismatch: SchemaTypeMismatch? = nil
    /// A severity below the rule's default that the walk found for this case (a configured
    /// severity still wins), or nil.
    var severity: Severity? = nil
}

/// What the schema expected of a value of the wrong JSON type, and where.
struct SchemaTypeMismatch: Sendable {
    /// The value the field takes (for an array's element, the element's).
    let expected: ValueSpec
    /// The field holding the value (for an array's element, the array's field).
    let field: FieldSpec
    /// True when the field is on one of Apple's levels, which APNs reads.
    let isApple: Bool

    /// True when the field takes `true` or `false`.
    var expectsBoolean: Bool {
        if case .bool = expected { return true }
        return false
    }

    /// True when the field takes a string.
    var expectsString: Bool {
        if case .string = expected { return true }
        return false
    }

    /// True when the field takes a JSON object: a message, a map (data, headers) or a Struct.
    var expectsObject: Bool {
        switch expected {
        case .object, .stringMap, .headers, .openObject: return true
        default: return false
        }
    }
}

/// Everything the schema walk found in one message, grouped by rule id.
public struct SchemaReport: Sendable {
    private var issuesByRule = [String: [SchemaIssue]]()

    /// An empty report.
    public init() {}

    mutating func append(_ issue: SchemaIssue) {
        issuesByRule[issue.ruleID, default: []].append(issue)
    }

    /// The problems owned by rule `id`, in document order.
    public func issues(for id: String) -> [SchemaIssue] {
        issuesByRule[id] ?? []
    }

    /// The problems owned by `rule`, in document order.
    public func issues<R: SchemaRule>(for rule: R.Type) -> [SchemaIssue] {
        issues(for: R.description.id)
    }

    /// True when no rule has a problem.
    public var isEmpty: Bool { issuesByRule.isEmpty }

    /// Every problem, ordered by position.
    public var all: [SchemaIssue] {
        issuesByRule.values.flatMap { $0 }.sorted { $0.value.sourceStart < $1.value.sourceStart }
    }
}

/// How a schema rule reports one of its problems in a case the platforms treat more leniently
/// than the rule's severity says (`MessageContext.reportSchemaIssues(_:into:adjusting:)`).
struct SchemaIssueCase {
    /// The severity of this case (a configured severity below it still wins).
    let severity: Severity
    /// The finding's text.
    let message: String
    /// The finding's fix.
    let fix: String?

    init(severity: Severity, message: String, fix: String?) {
        self.severity = severity
        self.message = message
        self.fix = fix
    }
}

extension MessageContext {
    /// Reports the schema problems owned by rule `id`: the whole `check` of a schema-driven rule.
    public func reportSchemaIssues(_ id: String, into findings: inout FindingCollector) {
        guard !schema.isEmpty else { return }
        for issue in schema.issues(for: id) {
            findings.report(issue.message, at: issue.value, anchor: issue.anchor, fix: issue.fix)
        }
    }

    /// Reports the schema problems owned by rule `id`, each as `adjusting` says when it names a
    /// case of its own (a lower severity, its own text), else as the walk recorded it.
    func reportSchemaIssues(
        _ id: String, into findings: inout FindingCollector, adjusting: (SchemaIssue) -> SchemaIssueCase?
    ) {
        guard !schema.isEmpty else { return }
        for issue in schema.issues(for: id) {
            if let adjusted = adjusting(issue) {
                findings.report(
                    adjusted.message, at: issue.value, anchor: issue.anchor, caseSeverity: adjusted.severity,
                    configuration: configuration, fix: adjusted.fix)
            } else {
                findings.report(issue.message, at: issue.value, anchor: issue.anchor, fix: issue.fix)
            }
        }
    }
}
