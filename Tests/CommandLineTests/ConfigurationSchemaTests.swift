import Foundation
import Testing

@testable import LintRules
@testable import notifykit_lint

/// Whether Python's `jsonschema` package is installed (`.ci/run` installs it).
let jsonschemaAvailable = programWorks("python3", ["-c", "import jsonschema"])

/// `notifykit-lint.schema.json` describes `.notifykit-lint.json` exactly: the same keys as the
/// parser, valid draft 2020-12, and every configuration example in the documents and `init`'s
/// output validate against it (checked with the Python `jsonschema` package, skipped without it).
@Suite struct ConfigurationSchemaTests {
    static let schemaURL = repositoryRoot.appendingPathComponent("notifykit-lint.schema.json")

    static func schema() throws -> [String: Any] {
        let data = try Data(contentsOf: schemaURL)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func schemaListsExactlyTheParsersKeys() throws {
        let schema = try Self.schema()
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(Set(properties.keys) == Set(ConfigurationParser.keys), "notifykit-lint.schema.json and ConfigurationParser.keys differ")
        #expect(schema["additionalProperties"] as? Bool == false)
        #expect(schema["required"] as? [String] == ["version"])
        let ignores = try #require(properties["ignores"] as? [String: Any])
        let ignoreProperties = try #require((ignores["items"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(ignoreProperties.keys) == Set(ConfigurationParser.ignoreKeys))
        let levels = try #require(((schema["$defs"] as? [String: Any])?["ruleLevel"] as? [String: Any])?["enum"] as? [String])
        #expect(levels == ConfigurationParser.ruleLevels)
        let failLevels = try #require((properties["failLevel"] as? [String: Any])?["enum"] as? [String])
        #expect(failLevels == FailLevel.allCases.map(\.rawValue))
        #expect(schema["$id"] as? String == ToolInfo.configurationSchemaURL)
    }

    /// The keys as the parser itself states them: the error for an unknown key lists the
    /// allowed ones, at the top level and in an ignore entry.
    @Test func schemaListsTheKeysTheParserNamesInItsErrors() throws {
        func allowed(_ text: String, after prefix: String) throws -> Set<String> {
            do {
                _ = try ConfigurationParser(path: "/tmp/c.json", displayPath: "c.json", bytes: Array(text.utf8)).parse()
            } catch {
                let message = error.message
                let start = try #require(message.range(of: prefix), "\(message)")
                return Set(message[start.upperBound...].components(separatedBy: ", "))
            }
            Issue.record("the parser accepted \(text)")
            return []
        }
        let schema = try Self.schema()
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(try allowed(#"{"version": 1, "zzzz": 1}"#, after: "allowed keys: ") == Set(properties.keys))
        let ignoreProperties = try #require(
            ((properties["ignores"] as? [String: Any])?["items"] as? [String: Any])?["properties"] as? [String: Any])
        let entryKeys = try allowed(#"{"version": 1, "ignores": [{"files": "*", "zzzz": 1}]}"#, after: "an ignore entry has ")
        #expect(entryKeys == Set(ignoreProperties.keys))
    }

    @Test func initWritesTheSchemaAndTheParserAcceptsIt() throws {
        let starter = try #require(jsonObject(InitCommand.starter) as? [String: Any])
        #expect(starter["$schema"] as? String == ToolInfo.configurationSchemaURL)
        let parsed = try ConfigurationParser(path: "/tmp/.notifykit-lint.json", displayPath: ".notifykit-lint.json", bytes: Array(InitCommand.starter.utf8)).parse()
        #expect(parsed.lint.ignores.isEmpty)
    }

    /// Every block marked `<!-- doc-test: configuration -->` in the README and the documents.
    static func documentedConfigurations() throws -> [(place: String, text: String)] {
        var files = ["README.md"]
        let documentation = repositoryRoot.appendingPathComponent("Documentation")
        files += try FileManager.default.contentsOfDirectory(atPath: documentation.path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "Documentation/" + $0 }
        var examples: [(String, String)] = []
        for file in files {
            let text = try String(contentsOf: repositoryRoot.appendingPathComponent(file), encoding: .utf8)
            for block in MarkdownCodeBlock.all(in: text) where block.kind == "configuration" {
                examples.append(("\(file):\(block.line)", block.body))
            }
        }
        return examples
    }

    @Test func documentedConfigurationsAreAcceptedByTheParser() throws {
        let examples = try Self.documentedConfigurations()
        #expect(examples.count >= 2)
        for (place, text) in examples {
            #expect(throws: Never.self, "\(place)") {
                _ = try ConfigurationParser(path: "/tmp/.notifykit-lint.json", displayPath: place, bytes: Array(text.utf8)).parse()
            }
        }
    }

    static let validator = """
        import json, sys
        import jsonschema
        schema = json.load(open(sys.argv[1]))
        jsonschema.Draft202012Validator.check_schema(schema)
        assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
        validator = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER)
        failed = 0
        for path in sys.argv[2:]:
            for error in validator.iter_errors(json.load(open(path))):
                failed = 1
                print(path, "/".join(str(p) for p in error.absolute_path), error.message)
        sys.exit(failed)
        """

    @Test(.enabled(if: jsonschemaAvailable, "needs the Python jsonschema package (pip install jsonschema)"))
    func documentedConfigurationsAndInitOutputValidate() throws {
        let directory = TemporaryDirectory()
        let script = directory.write("validate.py", Self.validator)
        var files = [directory.write("init.json", InitCommand.starter)]
        for (index, example) in try Self.documentedConfigurations().enumerated() {
            files.append(directory.write("example-\(index).json", example.text))
        }
        let result = try runProcess("python3", [script, Self.schemaURL.path] + files)
        #expect(result.status == 0, "schema errors:\n\(result.output)\(result.error)")
    }

    /// The check is not vacuous: what the parser refuses, the schema refuses too.
    @Test(.enabled(if: jsonschemaAvailable, "needs the Python jsonschema package (pip install jsonschema)"))
    func invalidConfigurationsAreRejected() throws {
        let directory = TemporaryDirectory()
        let script = directory.write("validate.py", Self.validator)
        let invalid = [
            #"{"version": 1, "ignore": []}"#,
            #"{"include": "*.json"}"#,
            #"{"version": 2}"#,
            #"{"version": 1, "failLevel": "fatal"}"#,
            #"{"version": 1, "rules": {"data-value-not-string": "loud"}}"#,
            #"{"version": 1, "ignores": [{"pointer": "/message"}]}"#,
            #"{"version": 1, "ignores": [{"files": "*.json", "pointer": "message"}]}"#,
            #"{"version": 1, "placeholders": {"name": "64"}}"#,
            #"{"version": 1, "sizeLimitBytes": 0}"#,
        ]
        for text in invalid {
            let file = directory.write("invalid.json", text)
            #expect(try runProcess("python3", [script, Self.schemaURL.path, file]).status == 1, "the schema accepts \(text)")
            #expect(throws: ConfigurationError.self, "the parser accepts \(text)") {
                _ = try ConfigurationParser(path: "/tmp/.notifykit-lint.json", displayPath: "x", bytes: Array(text.utf8)).parse()
            }
        }
    }
}
