import Foundation
import Testing

@testable import LintRules
@testable import notifykit_lint

/// A fenced code block of a Markdown file, with the `<!-- doc-test: … -->` marker written on the
/// line before its opening fence, if any.
struct MarkdownCodeBlock {
    /// The marker's text after `doc-test:` (`run exit=1`, `output`, `pre-commit`…), or nil.
    let marker: String?
    /// The fence's info string (`sh`, `yaml`, `json`, `text`).
    let language: String
    /// The block's text, each line ending with a newline.
    let body: String
    /// The 1-based line of the opening fence.
    let line: Int

    /// The marker's first word (`run`, `output`, …).
    var kind: String? { marker?.split(separator: " ").first.map(String.init) }

    /// `exit=N` in the marker (default 0).
    var expectedExit: Int32 {
        let setting = marker?.split(separator: " ").first { $0.hasPrefix("exit=") }
        return setting.flatMap { Int32($0.dropFirst("exit=".count)) } ?? 0
    }

    /// Every fenced block of a Markdown text, in order.
    static func all(in text: String) -> [MarkdownCodeBlock] {
        let lines = text.components(separatedBy: "\n")
        var blocks: [MarkdownCodeBlock] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard line.hasPrefix("```") else {
                index += 1
                continue
            }
            let language = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
            var marker: String? = nil
            if index > 0 {
                let previous = lines[index - 1].trimmingCharacters(in: .whitespaces)
                if previous.hasPrefix("<!-- doc-test:") && previous.hasSuffix("-->") {
                    marker = String(previous.dropFirst("<!-- doc-test:".count).dropLast("-->".count))
                        .trimmingCharacters(in: .whitespaces)
                }
            }
            var body = ""
            var end = index + 1
            while end < lines.count && !lines[end].hasPrefix("```") {
                body += lines[end] + "\n"
                end += 1
            }
            blocks.append(MarkdownCodeBlock(marker: marker, language: language, body: body, line: index + 1))
            index = end + 1
        }
        return blocks
    }
}

/// The documentation a newcomer reads stays true: the README's snippets run as written against
/// the debug build, its example output is the tool's output byte for byte, links resolve, the
/// configuration examples and `init`'s output match `notifykit-lint.schema.json`, and the
/// changelog has the current version.
@Suite struct DocumentationTests {
    static let readme = (try? String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    static let readmeBlocks = MarkdownCodeBlock.all(in: readme)
    static let ciScript = (try? String(contentsOf: repositoryRoot.appendingPathComponent(".ci/run"), encoding: .utf8)) ?? ""

    /// The documents that other parts of the project write; a link to one that is not there yet
    /// is not a broken link of this set.
    static let documentsWrittenElsewhere: Set<String> = [
        "SeverityPolicy.md", "Configuration-app.md", "InputShapes.md", "Templates.md", "Install.md",
    ]

    /// The directory of the built `notifykit-lint`, put first on PATH so snippets run it.
    static var toolEnvironment: [String: String]? {
        guard let executable = BuiltTool.executable else { return nil }
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = (executable as NSString).deletingLastPathComponent + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["NO_COLOR"] = "1"
        return environment
    }

    /// A README shell snippet as the test runs it: `swift run notifykit-lint` is the built tool
    /// (the test bundle's build is the one `swift run` would make), and `swift test` is this run.
    static func runnable(_ snippet: String) -> String {
        snippet.components(separatedBy: "\n")
            .filter { !$0.hasPrefix("swift test") }
            .map { $0.hasPrefix("swift run notifykit-lint") ? "notifykit-lint" + $0.dropFirst("swift run notifykit-lint".count) : $0 }
            .joined(separator: "\n")
    }

    // MARK: - The README

    @Test func readmeIsShort() {
        let lines = Self.readme.components(separatedBy: "\n").count
        #expect(lines <= 300, "README.md has \(lines) lines; move reference material to Documentation/")
    }

    @Test func everyReadmeSnippetIsTested() {
        // `packages` runs in Tests/Packaging (test_readme.py), after Scripts/package.
        let known: Set<String> = ["run", "output", "install", "packages", "pre-commit", "workflow", "configuration"]
        #expect(!Self.readmeBlocks.isEmpty)
        for block in Self.readmeBlocks {
            #expect(
                block.kind.map(known.contains) == true,
                "README.md:\(block.line): a code block without a known <!-- doc-test: … --> marker (\(known.sorted()))")
        }
    }

    /// The test command on the first screen is the one CI runs.
    @Test func readmeTestCommandIsWhatCIRuns() throws {
        let first = try #require(Self.readmeBlocks.first)
        let testLines = first.body.components(separatedBy: "\n").filter { $0.hasPrefix("swift test") }
        #expect(testLines.count == 1)
        let ciLines = Set(Self.ciScript.components(separatedBy: "\n"))
        for line in testLines {
            let command = line.components(separatedBy: "#").first?.trimmingCharacters(in: .whitespaces) ?? ""
            #expect(command == "swift test" && ciLines.contains(command), "`\(command)` is not what .ci/run runs")
        }
        #expect(first.body.contains("swift run notifykit-lint Fixtures/"), "the first snippet lints a shipped example")
    }

    @Test func shellSnippetsRunAsWritten() throws {
        let environment = try #require(Self.toolEnvironment, "build notifykit-lint first (swift build)")
        let snippets = Self.readmeBlocks.filter { $0.kind == "run" }
        #expect(snippets.count >= 2)
        for snippet in snippets {
            let result = try runProcess(
                "bash", ["-o", "pipefail", "-c", Self.runnable(snippet.body)], in: repositoryRoot.path, environment: environment)
            #expect(
                result.status == snippet.expectedExit,
                "README.md:\(snippet.line) exited \(result.status), not \(snippet.expectedExit):\n\(result.output)\(result.error)")
            #expect(!result.error.contains("Error:"), "README.md:\(snippet.line): \(result.error)")
        }
    }

    /// Each `output` block is what the `run` block before it prints, byte for byte.
    /// `NOTIFYKIT_UPDATE_GOLDENS=1` rewrites the blocks with the tool's output.
    @Test func exampleOutputMatchesTheTool() throws {
        let environment = try #require(Self.toolEnvironment, "build notifykit-lint first (swift build)")
        let update = ProcessInfo.processInfo.environment["NOTIFYKIT_UPDATE_GOLDENS"] == "1"
        var updated = Self.readme
        var outputs = 0
        for (index, block) in Self.readmeBlocks.enumerated() where block.kind == "output" {
            outputs += 1
            let run = try #require(
                Self.readmeBlocks[..<index].last { $0.kind == "run" }, "README.md:\(block.line): an output block needs a run block before it")
            let result = try runProcess(
                "bash", ["-o", "pipefail", "-c", Self.runnable(run.body)], in: repositoryRoot.path, environment: environment)
            if update {
                let fence = "<!-- doc-test: output -->\n```\(block.language)\n"
                updated = updated.replacingOccurrences(of: fence + block.body + "```", with: fence + result.output + "```")
            } else {
                #expect(
                    result.output == block.body,
                    "README.md:\(block.line): the example output differs from the tool's (NOTIFYKIT_UPDATE_GOLDENS=1 rewrites it):\n\(result.output)")
            }
        }
        #expect(outputs >= 1)
        if update && updated != Self.readme {
            try updated.write(to: repositoryRoot.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        }
    }

    /// Building from source: the clone URL is the project's and the build command is the one CI
    /// runs (`.ci/run`), so it is known to work; the snippet is valid shell.
    @Test func installSnippetMatchesWhatCIBuilds() throws {
        let snippets = Self.readmeBlocks.filter { $0.kind == "install" }
        #expect(snippets.count == 1)
        for snippet in snippets {
            try Self.checkBuildCommands(snippet.body, where: "README.md:\(snippet.line)")
            #expect(try runProcess("bash", ["-n", "-c", snippet.body]).status == 0, "README.md:\(snippet.line) is not valid shell")
        }
    }

    static func checkBuildCommands(_ text: String, where place: String) throws {
        let ciBuilds = ciScript.components(separatedBy: "\n").filter { $0.hasPrefix("swift build") }
        var clones = 0
        var builds = 0
        for line in text.components(separatedBy: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("git clone") {
                clones += 1
                #expect(line.contains(" \(ToolInfo.repositoryURL)"), "\(place): clone \(ToolInfo.repositoryURL)")
                #expect(!line.contains("--branch") && !line.contains(" -b "), "\(place): no tag or branch exists to name")
            }
            if line.hasPrefix("swift build") {
                builds += 1
                #expect(ciBuilds.contains { line.hasPrefix($0) }, "\(place): `\(line)` is not a build .ci/run makes")
            }
        }
        #expect(clones == 1 && builds == 1, "\(place): one clone and one build")
    }

    /// The pre-commit configuration runs with the real pre-commit: the bad payload fails the
    /// hook with the finding shown, a good one passes, and files outside `files:` are not linted.
    @Test(.enabled(if: preCommitAvailable, "needs pre-commit (pip install pre-commit) and git"))
    func preCommitSnippetRunsWithPreCommit() throws {
        var environment = try #require(Self.toolEnvironment, "build notifykit-lint first (swift build)")
        let snippet = try #require(Self.readmeBlocks.first { $0.kind == "pre-commit" })
        let sandbox = TemporaryDirectory()
        sandbox.mkdir("repo")
        let repository = sandbox.path + "/repo"
        environment["PRE_COMMIT_HOME"] = sandbox.path + "/pre-commit-home"
        environment["PRE_COMMIT_COLOR"] = "never"
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        sandbox.write("repo/.pre-commit-config.yaml", snippet.body)
        sandbox.write("repo/payloads/good.json", #"{"message": {"topic": "news", "notification": {"title": "Hi", "body": "There"}}}"#)
        sandbox.write("repo/payloads/bad.json", #"{"message": {"topic": "news", "data": {"badge": 7}}}"#)
        sandbox.write("repo/package.json", #"{"name": "app", "version": 7}"#)
        #expect(try runProcess("git", ["init", "-q"], in: repository, environment: environment).status == 0)
        #expect(try runProcess("git", ["add", "."], in: repository, environment: environment).status == 0)
        let validate = try runProcess("pre-commit", ["validate-config"], in: repository, environment: environment)
        #expect(validate.status == 0, "\(validate.output)\(validate.error)")

        let failing = try runProcess("pre-commit", ["run", "--all-files"], in: repository, environment: environment)
        let log = failing.output + failing.error
        #expect(failing.status == 1, "\(log)")
        #expect(log.contains("payloads/bad.json:1:49: error[data-value-not-string]"), "\(log)")
        #expect(!log.contains("package.json"), "\(log)")

        sandbox.write("repo/payloads/bad.json", #"{"message": {"topic": "news", "data": {"badge": "7"}}}"#)
        #expect(try runProcess("git", ["add", "."], in: repository, environment: environment).status == 0)
        let passing = try runProcess("pre-commit", ["run", "--all-files"], in: repository, environment: environment)
        #expect(passing.status == 0, "\(passing.output)\(passing.error)")
    }

    /// The GitHub Actions workflow is valid YAML of a workflow; its build step builds what CI
    /// builds from the project's URL, and its lint step, run here in a directory with a
    /// `payloads` folder, fails on the error, annotates it and writes a SARIF file.
    @Test(.enabled(if: pyYAMLAvailable, "needs Python's yaml package (installed with pre-commit)"))
    func workflowSnippetRuns() throws {
        let environment = try #require(Self.toolEnvironment, "build notifykit-lint first (swift build)")
        let snippet = try #require(Self.readmeBlocks.first { $0.kind == "workflow" })
        let sandbox = TemporaryDirectory()
        let workflow = sandbox.write("workflow.yml", snippet.body)
        let script = sandbox.write("tojson.py", "import json, sys, yaml\nprint(json.dumps(yaml.safe_load(open(sys.argv[1]))))\n")
        let parsed = try runProcess("python3", [script, workflow])
        #expect(parsed.status == 0, "the workflow is not valid YAML: \(parsed.error)")
        let document = try #require(jsonObject(parsed.output) as? [String: Any])
        let jobs = try #require(document["jobs"] as? [String: [String: Any]])
        let steps = try #require(jobs.values.first?["steps"] as? [[String: Any]])
        let runs = steps.compactMap { $0["run"] as? String }
        #expect(runs.count == 2)
        for step in steps {
            #expect((step["run"] != nil) != (step["uses"] != nil), "a step has exactly one of run and uses: \(step)")
        }
        try Self.checkBuildCommands(try #require(runs.first), where: "README.md:\(snippet.line) (build step)")

        let lint = try #require(runs.last)
        let showcase = try String(contentsOf: fixturesDirectory.appendingPathComponent("bad/showcase.json"), encoding: .utf8)
        sandbox.write("job/payloads/showcase.json", showcase)
        let result = try runProcess("bash", ["-c", lint], in: sandbox.path + "/job", environment: environment)
        #expect(result.status == 1, "\(result.output)\(result.error)")
        #expect(result.output.hasPrefix("::error file=payloads/showcase.json,"), "\(result.output)")
        let sarif = try #require(sandbox.read("job/notifykit.sarif"), "the lint step wrote no notifykit.sarif")
        #expect((jsonObject(sarif) as? [String: Any])?["version"] as? String == "2.1.0")
        let uploads = steps.compactMap { $0["with"] as? [String: Any] }.compactMap { $0["sarif_file"] as? String }
        #expect(uploads == ["notifykit.sarif"])
    }

    // MARK: - Links, license, changelog

    /// Relative links between the README and the documents point at files that exist, and
    /// `#fragment`s at headings that exist (GitHub's heading anchors).
    @Test func linksResolve() throws {
        var files = ["README.md", "CHANGELOG.md"]
        let documentation = repositoryRoot.appendingPathComponent("Documentation")
        files += try FileManager.default.contentsOfDirectory(atPath: documentation.path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "Documentation/" + $0 }
        let linkPattern = try NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        var anchorsByFile: [String: Set<String>] = [:]  // Rules.md alone is linked thousands of times
        for file in files {
            let text = try String(contentsOf: repositoryRoot.appendingPathComponent(file), encoding: .utf8)
            let prose = Self.withoutCodeBlocks(text)
            for match in linkPattern.matches(in: prose, range: NSRange(prose.startIndex..., in: prose)) {
                guard let range = Range(match.range(at: 1), in: prose) else { continue }
                let link = String(prose[range])
                if link.hasPrefix("http://") || link.hasPrefix("https://") || link.hasPrefix("mailto:") { continue }
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let base = URL(fileURLWithPath: repositoryRoot.appendingPathComponent(file).deletingLastPathComponent().path)
                let target = parts[0].isEmpty ? repositoryRoot.appendingPathComponent(file) : base.appendingPathComponent(parts[0]).standardizedFileURL
                guard FileManager.default.fileExists(atPath: target.path) else {
                    #expect(Self.documentsWrittenElsewhere.contains(target.lastPathComponent), "\(file): broken link \(link)")
                    continue
                }
                if parts.count == 2, target.pathExtension == "md" {
                    if anchorsByFile[target.path] == nil {
                        anchorsByFile[target.path] = Self.anchors(in: try String(contentsOf: target, encoding: .utf8))
                    }
                    #expect(anchorsByFile[target.path]?.contains(parts[1]) == true, "\(file): no heading for \(link)")
                }
            }
        }
    }

    static func withoutCodeBlocks(_ text: String) -> String {
        var inside = false
        return text.components(separatedBy: "\n").filter { line in
            if line.hasPrefix("```") {
                inside.toggle()
                return false
            }
            return !inside
        }.joined(separator: "\n")
    }

    /// GitHub's heading anchors: lower case, punctuation other than `-` and `_` dropped, spaces
    /// as `-`.
    static func anchors(in text: String) -> Set<String> {
        var anchors = Set<String>()
        for line in withoutCodeBlocks(text).components(separatedBy: "\n") where line.hasPrefix("#") {
            let heading = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            let kept = heading.unicodeScalars.filter {
                CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" || $0 == " "
            }
            anchors.insert(String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-"))
        }
        return anchors
    }

    @Test func licenseIsApache2() throws {
        let license = try String(contentsOf: repositoryRoot.appendingPathComponent("LICENSE"), encoding: .utf8)
        #expect(license.contains("Apache License\n                           Version 2.0, January 2004"))
        #expect(license.contains("END OF TERMS AND CONDITIONS"))
        #expect(license.contains("APPENDIX: How to apply the Apache License to your work."))
    }

    /// The changelog has an Unreleased section and an entry for the version, and the version is
    /// written only in `ToolInfo.version` among the sources.
    @Test func changelogHasTheCurrentVersion() throws {
        let changelog = try String(contentsOf: repositoryRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        #expect(changelog.contains("\n## [Unreleased]\n"))
        #expect(changelog.contains("\n## [\(ToolInfo.version)]"), "CHANGELOG.md has no entry for \(ToolInfo.version)")
        let sources = repositoryRoot.appendingPathComponent("Sources")
        let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
        for case let path as String in enumerator where path.hasSuffix(".swift") && !path.hasSuffix("ToolInfo.swift") {
            let code = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
                .components(separatedBy: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            #expect(
                !code.contains { $0.contains("\"\(ToolInfo.version)\"") }, "Sources/\(path) writes the version; use ToolInfo.version")
        }
    }

    // MARK: - Rule links

    /// A rule's entry states its policy clauses when the description has them.
    @Test func rulesReferenceRendersClauses() {
        let description = RuleDescription(
            id: "demo-rule", area: .data, defaultSeverity: .error, clauses: [.rejected, .degraded],
            summary: "a demo value is wrong", rationale: "FCM says map<string, string>.", sources: ["https://example.com/doc (a note)"],
            upstreamErrors: ["Invalid value at `x`"], triggeringExamples: [Example(#"{"a": ↓1}"#)],
            nonTriggeringExamples: [Example(#"{"a": "1"}"#)])
        let reference = RuleCatalogPrinter.markdown([description], findingsAboutSuppressions: [])
        #expect(reference.contains("\n### demo-rule\n\n**error** · area `data` · policy clauses E1 (error: FCM or APNs rejects the request); W1 (warning: shown, but degraded or not as meant)\n"))
        #expect(reference.contains("FCM says map&lt;string, string&gt;."))
        #expect(reference.contains("- <https://example.com/doc> (a note)\n"))
        #expect(reference.contains("- `` Invalid value at `x` ``\n"))
        #expect(reference.contains("```json\n{\"a\": ↓1}\n```\n"))
        #expect(reference.contains("| [`demo-rule`](#demo-rule) | error | data | a demo value is wrong |\n"))
    }

    /// SARIF's `helpUri` and `explain` link each rule's entry, and the entry is there.
    @Test func ruleLinksPointAtTheirEntries() throws {
        let reference = try String(contentsOf: repositoryRoot.appendingPathComponent("Documentation/Rules.md"), encoding: .utf8)
        let headings = Self.anchors(in: reference)
        let sarif = SARIFReporter().render(LintRun(reports: []), style: ReportStyle())
        for description in RuleRegistry.descriptions + SuppressionRules.all {
            let url = ToolInfo.ruleDocumentationURL(for: description.id)
            #expect(url == "\(ToolInfo.repositoryURL)/blob/main/Documentation/Rules.md#\(description.id)")
            #expect(headings.contains(description.id), "Rules.md has no entry for \(description.id)")
            #expect(RuleCatalogPrinter.explain(description).hasSuffix("Documentation: \(url)\n"))
        }
        let rules = try #require(
            (((jsonObject(sarif) as? [String: Any])?["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])
                .flatMap { ($0["driver"] as? [String: Any])?["rules"] as? [[String: Any]] })
        #expect(!rules.isEmpty)
        for rule in rules {
            let id = try #require(rule["id"] as? String)
            #expect(rule["helpUri"] as? String == ToolInfo.ruleDocumentationURL(for: id))
        }
    }
}

/// Whether Python's `yaml` package is installed (pre-commit depends on it).
let pyYAMLAvailable = programWorks("python3", ["-c", "import yaml"])
