import Foundation
import Testing

@testable import LintRules

/// Ignores (used and unused) and baselines.
@Suite struct SuppressionTests {
    static let payload = """
        {"message": {"topic": "news",
          "data": {"n": 1, "m": 2},
          "android": {"ttl": "0s"}}}
        """

    // MARK: Ignores

    @Test func ignoreByPointerPrefixAndRuleWithReasonInJSON() throws {
        let directory = TemporaryDirectory()
        directory.write(
            ".notifykit-lint.json",
            #"{"version": 1, "ignores": [{"files": ["legacy/*.json"], "pointer": "/message/data", "rules": ["data-value-not-string"], "reason": "old app reads numbers"}]}"#)
        directory.write("legacy/p.json", Self.payload)
        directory.write("new/p.json", Self.payload)
        let run = CapturedRun(["-f", "json", "legacy/p.json", "new/p.json"], in: directory.path)
        let object = try #require(jsonObject(run.stdout) as? [String: Any])
        let files = try #require(object["files"] as? [[String: Any]])
        let legacyFindings = (files[0]["findings"] as? [[String: Any]] ?? []).compactMap { $0["ruleId"] as? String }
        #expect(legacyFindings == ["android-ttl-zero"])
        let suppressed = try #require(files[0]["suppressed"] as? [[String: Any]])
        #expect(suppressed.count == 2)
        let by = try #require(suppressed.first?["suppressedBy"] as? [String: Any])
        #expect(by["kind"] as? String == "ignore" && by["reason"] as? String == "old app reads numbers" && by["ignore"] as? Int == 0)
        let newFindings = (files[1]["findings"] as? [[String: Any]] ?? []).compactMap { $0["ruleId"] as? String }
        #expect(newFindings.filter { $0 == "data-value-not-string" }.count == 2)
        #expect((object["totals"] as? [String: Int])?["suppressed"] == 2)
        #expect(run.status == 1)  // new/p.json still has errors
        let text = CapturedRun(["legacy/p.json"], in: directory.path)
        #expect(text.status == 0)
        #expect(text.stdout.hasSuffix("1 file checked: 0 errors, 1 warning, 0 infos; 2 suppressed by ignores\n"))
    }

    @Test func ignorePointerMatchesTheNodeAndDescendantsOnly() {
        let directory = TemporaryDirectory()
        directory.write(".notifykit-lint.json", #"{"version": 1, "ignores": [{"files": "*.json", "pointer": "/message/data/n"}]}"#)
        directory.write("p.json", Self.payload)
        let run = CapturedRun(["-f", "concise", "p.json"], in: directory.path)
        #expect(!run.stdout.contains("\"n\""))
        #expect(run.stdout.contains("data value \"m\""))
    }

    @Test func unusedIgnoresAreReportedAtTheirEntryOnlyWhenTheirFilesWereLinted() {
        let directory = TemporaryDirectory()
        directory.write(
            ".notifykit-lint.json",
            """
            {
              "version": 1,
              "ignores": [
                {"files": "*.json", "rules": ["android-ttl-zero"]},
                {"files": "*.json", "pointer": "/message/webpush"},
                {"files": "elsewhere/*.json", "pointer": "/message"}
              ]
            }
            """)
        directory.write("p.json", Self.payload)
        let run = CapturedRun(["-f", "concise", "p.json"], in: directory.path)
        let unused = run.stdout.split(separator: "\n").filter { $0.contains("[unused-ignore]") }
        // Entry 1 covers p.json and suppressed nothing; entry 2 covers no linted file.
        #expect(unused == [
            #".notifykit-lint.json:5:5: warning: [unused-ignore] ignores entry 1 (files "*.json", pointer "/message/webpush") suppressed nothing in the 1 linted file it covers"#
        ])
        #expect(run.status == 1)
        directory.write(
            ".notifykit-lint.json",
            #"{"version": 1, "reportUnusedIgnores": "off", "ignores": [{"files": "*.json", "pointer": "/message/webpush"}]}"#)
        #expect(!CapturedRun(["-f", "concise", "p.json"], in: directory.path).stdout.contains("unused-ignore"))
        directory.write(
            ".notifykit-lint.json",
            #"{"version": 1, "reportUnusedIgnores": "warning", "rules": {"unused-ignore": "error", "data-value-not-string": "off"}, "ignores": [{"files": "*.json", "pointer": "/message/webpush"}]}"#)
        let strict = CapturedRun(["-f", "concise", "p.json"], in: directory.path)
        #expect(strict.stdout.contains("error: [unused-ignore]"))
        #expect(strict.status == 1)
    }

    @Test func stdinFilenameDrivesIgnores() {
        let directory = TemporaryDirectory()
        directory.write(".notifykit-lint.json", #"{"version": 1, "ignores": [{"files": "legacy/*.json", "rules": ["data-value-not-string"]}]}"#)
        let named = CapturedRun(["-f", "concise", "-", "--stdin-filename", "legacy/p.json"], stdin: Self.payload, in: directory.path)
        #expect(!named.stdout.contains("data-value-not-string"))
        #expect(named.stdout.hasPrefix("legacy/p.json:3:22: warning: [android-ttl-zero]"))
        let unnamed = CapturedRun(["-f", "concise", "-"], stdin: Self.payload, in: directory.path)
        #expect(unnamed.stdout.contains("<stdin>:2:17: error: [data-value-not-string]"))
    }

    @Test func libraryAppliesIgnoresForAPath() throws {
        let directory = TemporaryDirectory()
        let config = directory.write(".notifykit-lint.json", #"{"version": 1, "ignores": [{"files": "legacy/*.json", "rules": ["data-value-not-string"]}]}"#)
        let linter = try Linter(configurationFile: config)
        #expect(linter.lint(Self.payload, path: directory.path + "/legacy/p.json").map(\.ruleID) == ["android-ttl-zero"])
        #expect(linter.lint(Self.payload, path: directory.path + "/p.json").count == 3)
        #expect(linter.lint(Data(Self.payload.utf8)).count == 3)
    }

    // MARK: Baseline

    @Test func baselineHidesRecordedFindingsAndSurvivesReformatting() throws {
        let directory = TemporaryDirectory()
        directory.write("payloads/p.json", Self.payload)
        let write = CapturedRun(["--write-baseline", "baseline.json", "payloads"], in: directory.path)
        #expect(write.status == 0)
        #expect(write.stdout.isEmpty)
        #expect(write.stderr == "wrote baseline.json: 3 entries for 3 findings in 1 file\n")
        #expect(directory.read("baseline.json") == """
            {
              "version": 1,
              "entries": [
                {
                  "file": "payloads/p.json",
                  "rule": "android-ttl-zero",
                  "pointer": "/message/android/ttl",
                  "count": 1
                },
                {
                  "file": "payloads/p.json",
                  "rule": "data-value-not-string",
                  "pointer": "/message/data/m",
                  "count": 1
                },
                {
                  "file": "payloads/p.json",
                  "rule": "data-value-not-string",
                  "pointer": "/message/data/n",
                  "count": 1
                }
              ]
            }

            """)
        // Reformatted (every value on other lines and columns): still fully baselined.
        directory.write(
            "payloads/p.json",
            "{\n\n  \"message\": {\n    \"topic\": \"news\",\n    \"android\": {\"ttl\": \"0s\"},\n    \"data\": {\n      \"m\": 2,\n      \"n\": 1\n    }\n  }\n}\n")
        let run = CapturedRun(["--baseline", "baseline.json", "payloads"], in: directory.path)
        #expect(run.status == 0)
        #expect(run.stdout == "1 file checked, no problems (3 in the baseline)\n")
        // A new finding is shown; the JSON report counts the baselined ones.
        directory.write("payloads/p.json", #"{"message": {"topic": "news", "data": {"n": 1, "m": 2, "o": 3}, "android": {"ttl": "0s"}}}"#)
        let json = CapturedRun(["-f", "json", "--baseline", "baseline.json", "payloads"], in: directory.path)
        #expect(json.status == 1)
        let totals = (jsonObject(json.stdout) as? [String: Any])?["totals"] as? [String: Int]
        #expect(totals?["baselined"] == 3 && totals?["errors"] == 1)
    }

    @Test func unusedBaselineEntriesAreInfoFindingsAndCanFail() {
        let directory = TemporaryDirectory()
        directory.write("p.json", Self.payload)
        directory.write("q.json", Self.payload)
        #expect(CapturedRun(["--write-baseline", "b.json", "p.json", "q.json"], in: directory.path).status == 0)
        directory.write("p.json", #"{"message": {"topic": "news", "data": {"n": 1}, "android": {"ttl": "0s"}}}"#)
        // Only p.json is linted (as in a pre-commit run): q.json's entries are not unused.
        let run = CapturedRun(["-f", "concise", "--baseline", "b.json", "p.json"], in: directory.path)
        #expect(run.status == 0)
        #expect(run.stdout == #"b.json:10:5: info: [baseline-entry-unused] baseline entry data-value-not-string at "/message/data/m" in p.json matched 0 of 1 recorded finding"# + "\n")
        directory.write(".notifykit-lint.json", #"{"version": 1, "baseline": "b.json", "rules": {"baseline-entry-unused": "error"}}"#)
        let strict = CapturedRun(["-f", "concise", "p.json"], in: directory.path)
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("error: [baseline-entry-unused]"))
    }

    @Test func baselineKeysStdinByItsFilename() {
        let directory = TemporaryDirectory()
        #expect(CapturedRun(["--write-baseline", "b.json", "-", "--stdin-filename", "p.json"], stdin: Self.payload, in: directory.path).status == 0)
        #expect(directory.read("b.json")?.contains(#""file": "p.json""#) == true)
        directory.write("p.json", Self.payload)
        #expect(CapturedRun(["--baseline", "b.json", "p.json"], in: directory.path).stdout.contains("no problems (3 in the baseline)"))
    }

    @Test func badBaselinesAreExitTwo() {
        let directory = TemporaryDirectory()
        directory.write("p.json", Self.payload)
        let missing = CapturedRun(["--baseline", "nope.json", "p.json"], in: directory.path)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nope.json: cannot read the baseline"))
        directory.write("b.json", #"{"version": 1, "entries": [{"file": "p.json", "rule": "x", "pointer": "/a", "count": 0}]}"#)
        let bad = CapturedRun(["--baseline", "b.json", "p.json"], in: directory.path)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("b.json:1:86: /entries/0/count: must be an integer ≥ 1"))
        #expect(CapturedRun(["--baseline", "b.json", "--write-baseline", "c.json", "p.json"], in: directory.path).status == 2)
        // A run with unreadable inputs does not write a partial baseline.
        let partial = CapturedRun(["--write-baseline", "c.json", "p.json", "gone.json"], in: directory.path)
        #expect(partial.status == 2)
        #expect(directory.read("c.json") == nil)
    }
}
