import LintRules
import SizeModel
import Testing

/// Runs every fix example of every rule: the rule's fix turns `before` into exactly `after`, and
/// `after` has no finding of the rule.
@Suite struct FixExampleTests {
    static let fixable = RuleRegistry.descriptions.filter { $0.fix != nil }.map(\.id)

    @Test func theIssueFixesAreDeclared() {
        #expect(
            Set(Self.fixable) == [
                "data-value-not-string", "android-ttl-format", "apns-push-type-missing", "apns-mutable-content-missing",
                "notifykit-options-mismatch", "legacy-mapping-hint",
            ])
        let unsafe = RuleRegistry.descriptions.filter { $0.fix?.applicability == .unsafe }.map(\.id)
        #expect(Set(unsafe) == ["legacy-mapping-hint", "notifykit-options-mismatch"])
    }

    @Test(arguments: fixable)
    func examplesRoundTrip(_ id: String) throws {
        let description = try #require(RuleRegistry.descriptions.first { $0.id == id })
        let declaration = try #require(description.fix)
        #expect(!declaration.examples.isEmpty, "\(id) declares a fix without examples")
        #expect(!declaration.summary.isEmpty)
        for example in declaration.examples {
            var configuration = LintConfiguration()
            configuration.enabledOptInRules = [id]
            configuration.app = example.app
            let linter = Linter(configuration: configuration)
            let ofRule: ([UInt8]) -> [Finding] = { linter.lint($0).filter { $0.ruleID == id } }
            let location = SourceLocation(
                fileID: "LintRules/\(example.file)", filePath: "\(example.file)", line: Int(example.line), column: 1)
            #expect(!ofRule(Array(example.before.utf8)).isEmpty, "before has no finding of \(id)", sourceLocation: location)
            let outcome = FixPlanner(linter: linter).fixAll(Array(example.before.utf8), unsafe: true, lint: ofRule)
            let fixed = String(decoding: outcome.fixed, as: UTF8.self)
            #expect(fixed == example.after, "fixed text differs", sourceLocation: location)
            #expect(ofRule(outcome.fixed).isEmpty, "after still has a finding of \(id)", sourceLocation: location)
            #expect(outcome.applied.allSatisfy { $0.ruleID == id && !$0.title.isEmpty })
        }
    }
}
