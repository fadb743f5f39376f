import Foundation
import Testing

@testable import LintRules

/// Whether Python's `jsonschema` package is installed (`.ci/run` installs it).
let jsonschemaAvailable = programWorks("python3", ["-c", "import jsonschema"])

/// The `sarif` output validates against the official SARIF 2.1.0 schema (copied into
/// `Resources/`), checked with the Python `jsonschema` package. Skipped when it is not installed.
@Suite(.enabled(if: jsonschemaAvailable, "needs the Python jsonschema package (pip install jsonschema)"))
struct SARIFSchemaTests {
    static let validator = """
        import json, sys
        import jsonschema
        schema = json.load(open(sys.argv[1]))
        instance = json.load(open(sys.argv[2]))
        cls = jsonschema.validators.validator_for(schema)
        cls.check_schema(schema)
        errors = sorted(cls(schema, format_checker=cls.FORMAT_CHECKER).iter_errors(instance), key=lambda e: list(e.absolute_path))
        for error in errors:
            print("/".join(str(p) for p in error.absolute_path), error.message)
        sys.exit(1 if errors else 0)
        """

    static func validate(_ sarif: String) throws -> ProcessResult {
        let directory = TemporaryDirectory()
        let file = directory.write("report.sarif", sarif)
        let script = directory.write("validate.py", validator)
        let schema = resourcesDirectory.appendingPathComponent("sarif-schema-2.1.0.json").path
        return try runProcess("python3", [script, schema, file])
    }

    @Test func cannedRunValidates() throws {
        let sarif = SARIFReporter().render(ReporterGoldenTests.run, style: ReportStyle())
        let result = try Self.validate(sarif)
        #expect(result.status == 0, "SARIF schema errors:\n\(result.output)\(result.error)")
    }

    @Test func realRunWithSuppressionsValidates() throws {
        let directory = TemporaryDirectory()
        let showcase = try String(contentsOf: fixturesDirectory.appendingPathComponent("bad/showcase.json"), encoding: .utf8)
        directory.write("payloads/showcase.json", showcase)
        directory.write("payloads/broken.json", "{\"message\": ")
        directory.write(
            ".notifykit-lint.json",
            #"{"version": 1, "ignores": [{"files": "payloads/*.json", "pointer": "/message/data", "reason": "legacy"}, {"files": "**", "pointer": "/nowhere"}]}"#)
        let run = ToolRun(["-f", "sarif", "payloads", "missing.json"], in: directory.path)
        #expect(run.status == 2)
        let object = try #require(jsonObject(run.stdout) as? [String: Any])
        let results = try #require(((object["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        #expect(results.contains { $0["suppressions"] != nil })
        #expect(results.contains { ($0["ruleId"] as? String) == "unused-ignore" })
        let result = try Self.validate(run.stdout)
        #expect(result.status == 0, "SARIF schema errors:\n\(result.output)\(result.error)")
    }

    /// The check is not vacuous: a region with line 0 is rejected.
    @Test func invalidSARIFIsRejected() throws {
        let sarif = SARIFReporter().render(ReporterGoldenTests.run, style: ReportStyle())
            .replacingOccurrences(of: "\"startLine\": 4", with: "\"startLine\": 0")
        #expect(try Self.validate(sarif).status == 1)
    }
}
