/// What a rule declares about fixing its findings: whether the fix is safe, what it does, its
/// before/after examples, and the function that plans it.
///
/// The plan runs only when a fix is asked for (`--fix`, `--diff`, `FixPlanner`), after linting,
/// from the parsed document and the finding: linting never computes a fix.
public struct FixDeclaration: Sendable {
    /// Safe (`--fix`) or unsafe (`--fix --unsafe-fixes`).
    public let applicability: FixApplicability
    /// What the fix does and when it declines, for the rule's documentation.
    public let summary: String
    /// Documents before and after the fix; run by the test suite.
    public var examples: [FixExample] { makeExamples() }
    private let makeExamples: @Sendable () -> [FixExample]
    /// Plans the fix of one finding, or declines (nil) when the meaning is not certain.
    let plan: @Sendable (FixRequest) -> FixPlan?

    /// Creates a declaration.
    public init(
        _ applicability: FixApplicability, summary: String,
        examples: @escaping @autoclosure @Sendable () -> [FixExample],
        plan: @escaping @Sendable (FixRequest) -> FixPlan?
    ) {
        self.applicability = applicability
        self.summary = summary
        self.makeExamples = examples
        self.plan = plan
    }
}

/// What a rule's fix function returns: the title and the edits (the planner adds the rule and the
/// applicability).
public struct FixPlan: Sendable {
    /// What the fix does, for this finding.
    public let title: String
    /// The edits.
    public let edits: [TextEdit]

    /// Creates a plan.
    public init(title: String, edits: [TextEdit]) {
        self.title = title
        self.edits = edits
    }
}
