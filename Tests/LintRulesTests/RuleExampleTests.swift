import LintRules
import SizeModel
import Testing

/// Runs every example of every rule (SwiftLint's `verifyRule`): triggering examples must produce
/// findings of that rule exactly at their `↓` markers, non-triggering examples none.
@Suite struct RuleExampleTests {
    static let ids = RuleRegistry.descriptions.map(\.id)

    @Test(arguments: ids)
    func examplesBehaveAsDocumented(_ id: String) throws {
        let description = try #require(RuleRegistry.descriptions.first { $0.id == id })
        for example in description.nonTriggeringExamples {
            let found = Linter(configuration: example.configuration(enabling: id)).lint(example.json).filter { $0.ruleID == id }
            if !found.isEmpty {
                Issue.record(
                    "non-triggering example produced \(render(found))",
                    sourceLocation: location(of: example))
            }
        }
        for example in description.triggeringExamples {
            let found = Linter(configuration: example.configuration(enabling: id)).lint(example.json).filter { $0.ruleID == id }
            let offsets = found.map(\.start.offset).sorted()
            let expected = example.markerOffsets.sorted()
            if expected.isEmpty {
                Issue.record("triggering example has no ↓ marker", sourceLocation: location(of: example))
            } else if offsets != expected {
                Issue.record(
                    "expected findings at byte offsets \(expected), got \(render(found))",
                    sourceLocation: location(of: example))
            }
        }
    }

    /// The same examples with every line end turned into CRLF and a multi-byte member in front:
    /// findings move with the text and keep their rule.
    @Test(arguments: ids)
    func examplesSurviveShiftedOffsets(_ id: String) throws {
        let description = try #require(RuleRegistry.descriptions.first { $0.id == id })
        for example in description.triggeringExamples where example.json.hasPrefix("{\"message\"") {
            let shifted = "{\"é😀\": \"x\",\r\n" + example.json.dropFirst()
            let count = Linter(configuration: example.configuration(enabling: id)).lint(shifted).filter { $0.ruleID == id }.count
            #expect(count == example.markerOffsets.count, "shifted example", sourceLocation: location(of: example))
        }
    }

    @Test func descriptionsAreComplete() {
        var seen = Set<String>()
        for description in RuleRegistry.descriptions {
            #expect(seen.insert(description.id).inserted, "duplicate id \(description.id)")
            #expect(description.id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(description.id) is not kebab-case")
            #expect(!description.triggeringExamples.isEmpty, "\(description.id) has no triggering example")
            #expect(!description.nonTriggeringExamples.isEmpty, "\(description.id) has no non-triggering example")
            #expect(!description.summary.hasSuffix("."), "\(description.id) summary ends with a period")
            #expect(!description.rationale.isEmpty && !description.sources.isEmpty, "\(description.id) lacks rationale or sources")
        }
    }

    private func render(_ findings: [Finding]) -> String {
        findings.isEmpty
            ? "no findings"
            : findings.map { "\($0.start.offset) (\($0.start.line):\($0.start.column)) \($0.message)" }.joined(separator: "; ")
    }

    private func location(of example: Example) -> SourceLocation {
        SourceLocation(
            fileID: "LintRules/\(example.file)", filePath: "\(example.file)", line: Int(example.line), column: 1)
    }
}
