import Foundation
import LintRules
import Testing

/// `check --fix`, `--diff` and `--unsafe-fixes` end to end, in-process, on scratch copies.
@Suite struct FixCommandTests {
    static let payload = "{\n  \"message\": {\n    \"topic\": \"news\",\n    \"data\": {\"n\": 5},\n    \"android\": {\"ttl\": \"3600\"}\n  }\n}\n"

    @Test func diffPrintsAUnifiedDiffWritesNothingAndExitsOne() throws {
        let directory = TemporaryDirectory()
        let path = directory.write("a.json", Self.payload)
        let run = CapturedRun(["check", "--no-config", "--diff", "a.json"], in: directory.path)
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                --- a.json
                +++ a.json
                @@ -1,7 +1,7 @@
                 {
                   "message": {
                     "topic": "news",
                -    "data": {"n": 5},
                -    "android": {"ttl": "3600"}
                +    "data": {"n": "5"},
                +    "android": {"ttl": "3600s"}
                   }
                 }

                """)
        #expect(run.stderr == "would fix 2 problems in 1 file\n")
        #expect(directory.read("a.json") == Self.payload)
        _ = path
        // The diff applies with patch(1) and gives what --fix writes.
        if (try? runProcess("patch", ["--version"]))?.status == 0 {
            directory.write("d.patch", run.stdout)
            let patched = try runProcess("patch", ["-s", "-o", "patched.json", "a.json", "d.patch"], in: directory.path)
            #expect(patched.status == 0)
            #expect(CapturedRun(["check", "--no-config", "--fix", "-q", "a.json"], in: directory.path).status == 0)
            #expect(directory.read("patched.json") == directory.read("a.json"))
        }
    }

    @Test func diffWithNothingToFixExitsZero() {
        let directory = TemporaryDirectory()
        directory.write("ok.json", #"{"message": {"topic": "news", "data": {"n": "5"}}}"#)
        let run = CapturedRun(["check", "--no-config", "--diff", "ok.json"], in: directory.path)
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "nothing to fix\n")
    }

    @Test func withoutFixNoFileIsWritten() throws {
        let directory = TemporaryDirectory()
        let path = directory.write("a.json", Self.payload)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: path)
        for arguments in [["a.json"], ["--diff", "a.json"], ["--diff", "--unsafe-fixes", "a.json"], ["-f", "json", "a.json"]] {
            _ = CapturedRun(["check", "--no-config"] + arguments, in: directory.path)
            #expect(directory.read("a.json") == Self.payload)
            let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
            #expect(modified == Date(timeIntervalSince1970: 1_000_000), "\(arguments) touched the file")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["a.json"])
    }

    @Test func fixWritesTheFileKeepsItsPermissionsAndReportsWhatIsLeft() throws {
        let directory = TemporaryDirectory()
        let path = directory.write("a.json", Self.payload)
        #expect(chmod(path, 0o640) == 0)
        let run = CapturedRun(["check", "--no-config", "--fix", "a.json"], in: directory.path)
        #expect(run.status == 0)
        #expect(run.stdout == "1 file checked, no problems\n")
        #expect(run.stderr == "fixed 2 problems in 1 file\n")
        #expect(directory.read("a.json") == Self.payload.replacingOccurrences(of: "5}", with: "\"5\"}").replacingOccurrences(of: "3600\"", with: "3600s\""))
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["a.json"], "no temporary file is left")
        // Fixed once, nothing is left to fix.
        let again = CapturedRun(["check", "--no-config", "--fix", "a.json"], in: directory.path)
        #expect(again.stderr == "nothing to fix\n")
    }

    /// Fixtures, the rules fixed in them, and the findings of those rules no fix can repair
    /// (data-value-not-string.json also has a null, an array and an object in data).
    @Test(arguments: [
        ("data-value-not-string.json", ["data-value-not-string"], 3),
        ("batch-with-null.json", ["data-value-not-string"], 0),
        ("crlf-line-endings.json", ["data-value-not-string"], 0),
        ("apns-mutable-content-missing.json", ["apns-mutable-content-missing"], 0),
        ("apns-mutable-content-missing-image.json", ["apns-mutable-content-missing"], 0),
        ("showcase.json", ["data-value-not-string", "apns-mutable-content-missing", "notifykit-options-mismatch"], 0),
    ])
    func aFixedCopyOfABadFixtureLintsCleanForTheFixedRules(_ name: String, _ rules: [String], _ unfixable: Int) throws {
        let directory = TemporaryDirectory()
        let source = try String(contentsOf: fixturesDirectory.appendingPathComponent("bad/" + name), encoding: .utf8)
        directory.write(name, source)
        let before = Linter().lint(source).filter { rules.contains($0.ruleID) }
        #expect(!before.isEmpty)
        let run = CapturedRun(["check", "--no-config", "--fix", "--unsafe-fixes", "-f", "json", name], in: directory.path)
        #expect(run.stderr.hasPrefix("fixed "))
        let fixed = try #require(directory.read(name))
        let left = Linter().lint(fixed).filter { rules.contains($0.ruleID) }
        #expect(left.count == unfixable, "\(name) still has findings of \(rules)")
        #expect(FixPlanner().fixes(for: left, in: Array(fixed.utf8)).isEmpty)
        #expect(fixed.contains("\r\n") == source.contains("\r\n"))
        // The report after --fix is the lint of the fixed file.
        let reported = try #require(jsonObject(run.stdout) as? [String: Any])
        let files = try #require(reported["files"] as? [[String: Any]])
        let findings = files.flatMap { $0["findings"] as? [[String: Any]] ?? [] }
        #expect(findings.filter { rules.contains($0["ruleId"] as? String ?? "") }.count == unfixable)
    }

    @Test func standardInputPrintsTheFixedDocumentAndReportsOnStandardError() {
        let run = CapturedRun(["check", "--no-config", "--fix", "-"], stdin: #"{"message": {"topic": "news", "data": {"n": 5, "o": null}}}"#)
        #expect(run.stdout == #"{"message": {"topic": "news", "data": {"n": "5", "o": null}}}"#)
        #expect(run.status == 1)
        #expect(run.stderr.contains("error[data-value-not-string]: data value \"o\" is null"))
        #expect(run.stderr.hasSuffix("fixed 1 problem in 1 file\n"))
        let clean = CapturedRun(["check", "--no-config", "--fix", "-q", "-"], stdin: #"{"message": {"topic": "news"}}"#)
        #expect(clean.stdout == #"{"message": {"topic": "news"}}"#)
        #expect(clean.status == 0)
        let diff = CapturedRun(["check", "--no-config", "--diff", "-"], stdin: "{\"message\": {\"topic\": \"news\", \"data\": {\"n\": 5}}}\n")
        #expect(diff.stdout == "--- <stdin>\n+++ <stdin>\n@@ -1 +1 @@\n-{\"message\": {\"topic\": \"news\", \"data\": {\"n\": 5}}}\n+{\"message\": {\"topic\": \"news\", \"data\": {\"n\": \"5\"}}}\n")
        #expect(diff.status == 1)
    }

    @Test func unsafeFixesNeedTheFlag() {
        let legacy = #"{"to": "/topics/news", "notification": {"title": "Hi"}}"#
        let safe = CapturedRun(["check", "--no-config", "--fix", "-q", "-"], stdin: legacy)
        #expect(safe.stdout == legacy)
        let unsafe = CapturedRun(["check", "--no-config", "--fix", "--unsafe-fixes", "-q", "-"], stdin: legacy)
        #expect(unsafe.stdout == #"{"message": {"topic": "news", "notification": {"title": "Hi"}}}"#)
    }

    @Test func usageErrors() {
        let alone = CapturedRun(["check", "--unsafe-fixes", "-"], stdin: "{}")
        #expect(alone.status == 2)
        #expect(alone.stderr.hasPrefix("error: '--unsafe-fixes' enables more fixes for '--fix' or '--diff'"))
        let baseline = CapturedRun(["check", "--fix", "--write-baseline", "b.json", "-"], stdin: "{}")
        #expect(baseline.status == 2)
    }

    @Test func suppressedFindingsAreNotFixed() {
        let directory = TemporaryDirectory()
        directory.write(".notifykit-lint.json", #"{"version": 1, "ignores": [{"files": ["a.json"], "pointer": "/message/data/n", "rules": ["data-value-not-string"]}]}"#)
        directory.write("a.json", Self.payload)
        let run = CapturedRun(["check", "--diff", "a.json"], in: directory.path)
        #expect(run.stdout.contains("+    \"android\": {\"ttl\": \"3600s\"}"))
        #expect(!run.stdout.contains("\"n\": \"5\""))
    }

    @Test func helpAndCatalogMentionFixes() {
        let help = CapturedRun(["check", "--help"]).stdout
        #expect(help.contains("--fix") && help.contains("--diff") && help.contains("--unsafe-fixes"))
        let rules = CapturedRun(["rules"]).stdout
        #expect(rules.contains("data-value-not-string") && rules.contains("[fix: safe]") && rules.contains("[fix: unsafe]"))
        let explain = CapturedRun(["explain", "android-ttl-format"]).stdout
        #expect(explain.contains("Fix: safe (--fix).") && explain.contains("  before: ") && explain.contains("  after:  "))
    }
}
