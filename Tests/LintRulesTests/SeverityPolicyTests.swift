import LintRules
import Testing

/// Every rule states the severity policy's clause behind its severity (issue 15): the first clause
/// is the default severity's, and every severity a rule reports at is backed by a listed clause.
@Suite struct SeverityPolicyTests {
    static let ids = RuleRegistry.descriptions.map(\.id)

    @Test(arguments: ids)
    func firstClauseIsTheDefaultSeverity(_ id: String) throws {
        let description = try #require(RuleRegistry.descriptions.first { $0.id == id })
        let first = try #require(description.clauses.first, "\(id) lists no severity clause")
        #expect(first.severity == description.defaultSeverity, "\(id): first clause \(first.rawValue) is not \(description.defaultSeverity)")
        #expect(Set(description.clauses).count == description.clauses.count, "\(id) lists a clause twice")
    }

    @Test(arguments: ids)
    func rationaleNamesTheClause(_ id: String) throws {
        let description = try #require(RuleRegistry.descriptions.first { $0.id == id })
        #expect(description.rationale.contains("Severity: "), "\(id): the rationale does not say why it has its severity")
        for clause in description.clauses {
            #expect(description.rationale.contains("(\(clause.rawValue))"), "\(id): the rationale does not name clause \(clause.rawValue)")
        }
    }

    /// The triggering examples report at the severities the clauses name, and a rule whose
    /// examples report at more than one severity (per-case severity) lists a clause for each; a
    /// rule that lists a clause of another severity shows that case in an example.
    @Test(arguments: ids)
    func perCaseSeveritiesAreListed(_ id: String) throws {
        let description = try #require(RuleRegistry.descriptions.first { $0.id == id })
        var reported = Set<Severity>()
        for example in description.triggeringExamples {
            let findings = Linter(configuration: example.configuration(enabling: id)).lint(example.json)
            for finding in findings where finding.ruleID == id { reported.insert(finding.severity) }
        }
        let listed = Set(description.clauses.map(\.severity))
        #expect(reported.isSubset(of: listed), "\(id) reports at \(reported.map(\.rawValue).sorted()) but its clauses give \(listed.map(\.rawValue).sorted())")
        #expect(listed.isSubset(of: reported), "\(id) lists clauses for \(listed.map(\.rawValue).sorted()) but its examples report at \(reported.map(\.rawValue).sorted())")
    }
}
