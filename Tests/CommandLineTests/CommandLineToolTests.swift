import Foundation
import LintRules
import Testing
@testable import notifykit_lint

/// Runs the command in-process with captured streams.
final class CapturedRun: @unchecked Sendable {
    private let lock = NSLock()
    private var out = ""
    private var err = ""
    let status: Int32

    init(
        _ arguments: [String], stdin: String = "", in directory: String? = nil, environment: [String: String] = [:],
        terminal: Bool = false
    ) {
        let box = Box()
        let io = ToolIO(
            writeOutput: { text in box.append(out: text); return true },
            writeError: { text in box.append(err: text) },
            readInput: { Array(stdin.utf8) },
            environment: environment,
            workingDirectory: directory ?? FileManager.default.currentDirectoryPath,
            outputIsTerminal: terminal)
        status = CommandLineTool.run(arguments, io: io)
        out = box.out
        err = box.err
    }

    var stdout: String { lock.withLock { out } }
    var stderr: String { lock.withLock { err } }

    final class Box: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var out = ""
        private(set) var err = ""
        func append(out text: String) { lock.withLock { out += text } }
        func append(err text: String) { lock.withLock { err += text } }
    }
}

@Suite struct CommandLineToolTests {
    @Test func cleanPayloadOnStdinExitsZero() {
        let run = CapturedRun(["-"], stdin: #"{"message": {"topic": "news", "notification": {"title": "Hi", "body": "There"}}}"#)
        #expect(run.status == 0)
        #expect(run.stdout == "1 file checked, no problems\n")
        #expect(run.stderr.isEmpty)
    }

    @Test func findingsExitOneWithLocationAndPointer() {
        let run = CapturedRun(["-"], stdin: "{\"message\": {\"topic\": \"news\",\n  \"data\": {\"badge\": 7}}}")
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("<stdin>:2:21: error[data-value-not-string]: data value \"badge\" is a number"))
        #expect(run.stdout.contains("--> /message/data/badge"))
        #expect(run.stdout.contains("= fix: write it as a string: \"7\""))
        #expect(run.stdout.hasSuffix("1 file checked: 1 error, 0 warnings, 0 infos\n"))
    }

    @Test func warningsAloneExitZero() {
        let run = CapturedRun(["-"], stdin: #"{"message": {"topic": "news", "android": {"ttl": "0s"}}}"#)
        #expect(run.status == 0)
        #expect(run.stdout.contains("warning[android-ttl-zero]"))
    }

    @Test func invalidJSONIsAFindingNotAToolError() {
        let run = CapturedRun(["-"], stdin: "")
        #expect(run.status == 1)
        #expect(run.stdout.contains("error[invalid-json]: empty input"))
    }

    @Test func missingPathIsAToolErrorOnStderr() {
        let run = CapturedRun(["/nonexistent/payload.json"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("cannot read /nonexistent/payload.json: No such file or directory"))
        #expect(run.stdout.hasSuffix("1 file checked: 0 errors, 0 warnings, 0 infos, 1 unreadable\n"))
    }

    @Test func unknownOptionIsAUsageError() {
        let run = CapturedRun(["--frobnicate"])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("error: unknown option '--frobnicate'"))
    }

    @Test func shortOptionTakesAnAttachedValueAsGetoptDoes() {
        let payload = #"{"message": {"topic": "news", "data": {"n": 1}}}"#
        let attached = CapturedRun(["-fjson", "-j1", "-"], stdin: payload)
        let separate = CapturedRun(["-f", "json", "-j", "1", "-"], stdin: payload)
        #expect(attached.status == 1)
        #expect(attached.stdout == separate.stdout)
        #expect(attached.stdout.hasPrefix("{"))
        // A flag takes no attached value, and an attached value is checked like a separate one.
        let flag = CapturedRun(["-qx", "-"], stdin: payload)
        #expect(flag.status == 2)
        #expect(flag.stderr.hasPrefix("error: unknown option '-qx'"))
        let badJobs = CapturedRun(["-j0", "-"], stdin: payload)
        #expect(badJobs.status == 2)
        #expect(badJobs.stderr == CapturedRun(["-j", "0", "-"], stdin: payload).stderr)
    }

    @Test func unknownFormatIsAUsageError() {
        let run = CapturedRun(["--format", "xml", "-"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("unknown format 'xml'"))
    }

    @Test func jsonOutputIsValidAndComplete() throws {
        let run = CapturedRun(["--format=json", "-"], stdin: #"{"message": {"topic": "news", "data": {"n": 1}}}"#)
        #expect(run.status == 1)
        let object = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 1)
        let files = try #require(object["files"] as? [[String: Any]])
        let finding = try #require((files.first?["findings"] as? [[String: Any]])?.first)
        #expect(finding["ruleId"] as? String == "data-value-not-string")
        #expect(finding["pointer"] as? String == "/message/data/n")
        #expect(finding["line"] as? Int == 1)
        #expect(finding["column"] as? Int == 45)
        #expect(finding["offset"] as? Int == 44)
        let totals = try #require(object["totals"] as? [String: Int])
        #expect(totals == ["files": 1, "errors": 1, "warnings": 0, "infos": 0, "unreadable": 0, "suppressed": 0, "baselined": 0])
    }

    @Test func jsonOutputStaysValidWithUnreadableInputs() throws {
        let run = CapturedRun(["-f", "json", "/nonexistent.json", "-"], stdin: "{")
        #expect(run.status == 2)
        let object = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let files = try #require(object["files"] as? [[String: Any]])
        #expect(files.count == 2)
        #expect((files[0]["error"] as? String)?.contains("No such file") == true)
    }

    @Test func versionAndHelp() {
        #expect(CapturedRun(["--version"]).stdout == "\(ToolInfo.version)\n")
        let help = CapturedRun(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("OVERVIEW:"))
        #expect(help.stdout.contains("USAGE: notifykit-lint [check] [<options>] [<paths> ...]"))
        #expect(CapturedRun(["help", "explain"]).stdout.contains("USAGE: notifykit-lint explain <rule-id>"))
    }

    @Test func rulesAndExplain() {
        let rules = CapturedRun(["rules"])
        #expect(rules.status == 0)
        #expect(rules.stdout.split(separator: "\n").count == RuleRegistry.descriptions.count + 3)  // and unused-ignore, baseline-entry-unused, template-placeholder-value
        let explain = CapturedRun(["explain", "android-ttl-zero"])
        #expect(explain.stdout.hasPrefix("android-ttl-zero (warning, android)"))
        #expect(explain.stdout.contains("Sources:"))
        #expect(CapturedRun(["explain", "no-such-rule"]).status == 2)
    }

    @Test func rulesAndExplainGiveTheSeverityClauses() throws {
        let listing = CapturedRun(["rules", "--format", "json"])
        let object = try #require(JSONSerialization.jsonObject(with: Data(listing.stdout.utf8)) as? [String: Any])
        let rules = try #require(object["rules"] as? [[String: Any]])
        let prefix = try #require(rules.first { $0["id"] as? String == "routing-topic-prefix" })
        let clauses = try #require(prefix["clauses"] as? [[String: String]])
        #expect(clauses.map { $0["code"] } == ["E1", "I"])
        #expect(clauses.map { $0["severity"] } == ["error", "info"])
        #expect(clauses.first?["wording"] == SeverityClause.rejected.wording)
        #expect(rules.allSatisfy { ($0["clauses"] as? [Any])?.isEmpty == false })
        let explain = CapturedRun(["explain", "routing-topic-prefix"]).stdout
        #expect(explain.contains("  - E1 (error, default): FCM or APNs rejects the request\n"))
        #expect(explain.contains("  - I (info, per case): "))
        #expect(CapturedRun(["rules"]).stdout.split(separator: "\n").contains { $0.hasPrefix("routing-topic-prefix ") && $0.contains("  error  ") && $0.contains("  E1/I  ") })
    }

    @Test func directoriesAreSearchedInSortedOrderAndOutputIsDeterministic() throws {
        let bad = fixturesDirectory.appendingPathComponent("bad").path
        let first = CapturedRun(["-f", "json", bad])
        let second = CapturedRun(["-f", "json", bad])
        #expect(first.stdout == second.stdout)
        let object = try #require(JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any])
        let paths = (object["files"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
        #expect(!paths.isEmpty)
        #expect(paths == paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(paths.allSatisfy { $0.hasSuffix(".json") })
    }
}
