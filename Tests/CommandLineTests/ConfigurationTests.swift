import Foundation
import SizeModel
import Testing

@testable import LintRules
@testable import notifykit_lint

/// `.notifykit-lint.json`: discovery, strict parsing, overrides, include/exclude, `init`.
@Suite struct ConfigurationTests {
    static let bad = #"{"message": {"topic": "news", "data": {"n": 1}, "android": {"ttl": "0s"}}}"#
    static let clean = #"{"message": {"topic": "news", "notification": {"title": "Hi", "body": "There"}}}"#

    // MARK: Discovery

    @Test func discoveryWalksUpToTheRepositoryRoot() {
        let directory = TemporaryDirectory()
        directory.mkdir("repo/.git")
        directory.mkdir("repo/payloads/deep")
        directory.write(".notifykit-lint.json", #"{"version": 1, "rules": {"data-value-not-string": "off"}}"#)
        directory.write("repo/payloads/deep/p.json", Self.bad)
        // Above the repository root: not found, so the rule stays on.
        var run = CapturedRun(["-f", "concise", "p.json"], in: directory.path + "/repo/payloads/deep")
        #expect(run.stdout.contains("data-value-not-string"))
        // Inside the repository: found from a subdirectory.
        directory.write("repo/.notifykit-lint.json", #"{"version": 1, "rules": {"data-value-not-string": "off"}}"#)
        run = CapturedRun(["-f", "concise", "p.json"], in: directory.path + "/repo/payloads/deep")
        #expect(!run.stdout.contains("data-value-not-string"))
        #expect(run.stdout.contains("android-ttl-zero"))
        #expect(ConfigurationFile.discover(from: directory.path + "/repo/payloads/deep") == directory.path + "/repo/.notifykit-lint.json")
    }

    @Test func configAndNoConfigOverrideDiscovery() {
        let directory = TemporaryDirectory()
        directory.write(".notifykit-lint.json", #"{"version": 1, "rules": {"data-value-not-string": "off"}}"#)
        directory.write("other.json", #"{"version": 1, "rules": {"android-ttl-zero": "error"}}"#)
        directory.write("p.json", Self.bad)
        #expect(!CapturedRun(["-f", "concise", "p.json"], in: directory.path).stdout.contains("data-value-not-string"))
        let none = CapturedRun(["-f", "concise", "--no-config", "p.json"], in: directory.path)
        #expect(none.stdout.contains("data-value-not-string"))
        let other = CapturedRun(["-f", "concise", "--config", "other.json", "p.json"], in: directory.path)
        #expect(other.stdout.contains("p.json:1:68: error: [android-ttl-zero]"))
        #expect(other.stdout.contains("data-value-not-string"))
        #expect(CapturedRun(["--config", "missing.json", "p.json"], in: directory.path).status == 2)
    }

    // MARK: Overrides

    @Test func ruleSeverityOverridesAndOff() {
        let directory = TemporaryDirectory()
        directory.write(
            ".notifykit-lint.json",
            #"{"version": 1, "rules": {"data-value-not-string": {"severity": "warning"}, "android-ttl-zero": "off"}}"#)
        directory.write("p.json", Self.bad)
        let run = CapturedRun(["-f", "concise", "p.json"], in: directory.path)
        #expect(run.stdout == "p.json:1:45: warning: [data-value-not-string] data value \"n\" is a number; FCM data values must be strings\n")
        #expect(run.status == 0)
    }

    @Test func optInRulesAreTurnedOnByConfiguration() {
        let directory = TemporaryDirectory()
        directory.write("p.json", #"{"message": {"topic": "news", "data": {"sync": "inbox"}, "android": {"priority": "high"}}}"#)
        let id = "android-high-priority-no-notification"
        #expect(!CapturedRun(["-f", "concise", "p.json"], in: directory.path).stdout.contains(id))
        directory.write(".notifykit-lint.json", #"{"version": 1, "rules": {"android-high-priority-no-notification": "on"}}"#)
        #expect(CapturedRun(["-f", "concise", "p.json"], in: directory.path).stdout.contains("[\(id)]"))
        directory.write(".notifykit-lint.json", #"{"version": 1, "rules": {"android-high-priority-no-notification": "error"}}"#)
        #expect(CapturedRun(["-f", "concise", "p.json"], in: directory.path).stdout.contains("error: [\(id)]"))
    }

    @Test func failLevelAndMaxWarningsFromConfigAndTheCommandLineWins() {
        let directory = TemporaryDirectory()
        directory.write(".notifykit-lint.json", #"{"version": 1, "failLevel": "warning", "rules": {"data-value-not-string": "off"}}"#)
        directory.write("p.json", Self.bad)
        #expect(CapturedRun(["p.json"], in: directory.path).status == 1)
        #expect(CapturedRun(["--fail-level", "error", "p.json"], in: directory.path).status == 0)
        directory.write(".notifykit-lint.json", #"{"version": 1, "maxWarnings": 0, "rules": {"data-value-not-string": "off"}}"#)
        let run = CapturedRun(["p.json"], in: directory.path)
        #expect(run.status == 1)
        #expect(run.stderr.contains("1 warning, more than the maximum of 0"))
        #expect(CapturedRun(["--max-warnings", "1", "p.json"], in: directory.path).status == 0)
    }

    @Test func sizeThresholdsAndPlaceholdersReachTheEngine() throws {
        let directory = TemporaryDirectory()
        let path = directory.write(
            ".notifykit-lint.json", #"{"version": 1, "sizeWarningBytes": 100, "sizeLimitBytes": 200, "placeholders": {"first_name": 64, "city": "200b"}}"#)
        let configuration = try LintConfiguration(contentsOf: path)
        #expect(configuration.sizeWarningBytes == 100)
        #expect(configuration.sizeLimitBytes == 200)
        #expect(
            configuration.placeholders
                == ["first_name": PlaceholderLimit(maximum: 64), "city": PlaceholderLimit(maximum: 200, unit: .bytes)])
        let payload = #"{"message": {"topic": "news", "data": {"text": ""# + String(repeating: "x", count: 150) + #""}}}"#
        directory.write("p.json", payload)
        #expect(CapturedRun(["-f", "concise", "p.json"], in: directory.path).stdout.contains("[size-warn]"))
    }

    // MARK: Errors

    @Test(arguments: [
        (#"{"version": 1, "ignore": []}"#, #".notifykit-lint.json:1:16: /ignore: unknown key; did you mean "ignores"?; allowed keys: $schema, version"#),
        (#"{"rules": {}}"#, #".notifykit-lint.json:1:1: the key "version" is required"#),
        (#"{"version": 2}"#, ".notifykit-lint.json:1:13: /version: must be 1"),
        (#"{"version": 1, "failLevel": "fatal"}"#, #"/failLevel: must be one of "error", "warning", "info", "none"; found "fatal""#),
        (#"{"version": 1, "rules": {"data-value-not-strng": "off"}}"#, #"/rules/data-value-not-strng: unknown rule; did you mean "data-value-not-string"?"#),
        (#"{"version": 1, "rules": {"android-ttl-zero": "loud"}}"#, #"must be one of "error", "warning", "info", "off", "on"; found "loud""#),
        (#"{"version": 1, "ignores": [{"pointer": "/message"}]}"#, #"/ignores/0: an ignore entry needs "files""#),
        (#"{"version": 1, "ignores": [{"files": "*.json", "pointer": "message"}]}"#, "/ignores/0/pointer: must be a JSON Pointer"),
        (#"{"version": 1, "ignores": [{"files": "*.json", "rule": ["x"]}]}"#, #"/ignores/0/rule: unknown key; did you mean "rules"?"#),
        (#"{"version": 1, "include": ["{a,b"]}"#, "/include: invalid glob \"{a,b\": '{' without a matching '}'"),
        (#"{"version": 1, "maxWarnings": -1}"#, "/maxWarnings: must be an integer ≥ 0 or null; found -1"),
        (#"{"version": 1, "sizeWarningBytes": 5000}"#, "sizeWarningBytes (5000) must not be larger than sizeLimitBytes (4096)"),
        (#"{"version": 1, "version": 1}"#, "/version: the key is given twice"),
        (#"{"version": 1,}"#, ".notifykit-lint.json:1:15: not valid JSON"),
        ("[1]", "the configuration must be a JSON object"),
    ])
    func invalidConfigurationIsExitTwoNamingFileKeyAndChoices(config: String, expected: String) {
        let directory = TemporaryDirectory()
        directory.write(".notifykit-lint.json", config)
        directory.write("p.json", Self.clean)
        let run = CapturedRun(["p.json"], in: directory.path)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("error: .notifykit-lint.json:"), "\(run.stderr)")
        #expect(run.stderr.contains(expected), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func libraryLoadingThrowsTheSameError() {
        let directory = TemporaryDirectory()
        let path = directory.write("c.json", #"{"version": 1, "failLevel": "fatal"}"#)
        #expect(throws: ConfigurationError.self) { try LintConfiguration(contentsOf: path) }
        do {
            _ = try Linter(configurationFile: path)
        } catch {
            #expect(error.key == "/failLevel")
            #expect(error.line == 1 && error.column == 29)
        }
    }

    @Test func everyConfigurationErrorIsReportedInOneRunWithItsPlace() {
        let directory = TemporaryDirectory()
        directory.write(
            ".notifykit-lint.json",
            "{\n  \"version\": 2,\n  \"failLevel\": \"fatal\",\n  \"rules\": {\"android-ttl-zeroo\": \"off\", \"data-value-not-string\": \"loud\"},\n  \"ignores\": [{\"files\": \"*.json\", \"pointer\": \"x\"}, 3],\n  \"colour\": true\n}\n")
        directory.write("p.json", Self.bad)
        let run = CapturedRun(["p.json"], in: directory.path)
        #expect(run.status == 2 && run.stdout.isEmpty)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 7, "\(run.stderr)")
        #expect(lines.allSatisfy { $0.hasPrefix("error: .notifykit-lint.json:") })
        let places = ["2:14: /version", "3:16: /failLevel", "4:13: /rules/android-ttl-zeroo", "4:66: /rules/data-value-not-string", "5:46: /ignores/0/pointer", "5:52: /ignores/1", "6:3: /colour"]
        for (line, place) in zip(lines, places) { #expect(line.hasPrefix("error: .notifykit-lint.json:\(place): "), "\(line)") }
        // The library sees the first and the others.
        do {
            _ = try LintConfiguration(contentsOf: directory.path + "/.notifykit-lint.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.all.count == 7)
        }
    }

    // MARK: Include and exclude

    /// A directory walk picks `.jsonc` files (verdict-left4): a message kept with comments is
    /// linted with them blanked, and the configuration files sharing the extension are screened
    /// out by their text as package.json is (wrangler.jsonc as Cloudflare's docs write it,
    /// biome.jsonc). The message is maidanhcongtu/fcm-notify public/reference-file.md's simple one.
    @Test func aDirectoryWalkPicksJSONCFiles() {
        let directory = TemporaryDirectory()
        directory.write("payloads/simple.jsonc", """
            {
              "message":{
                //"token" : "bk3RNwTe3H0:CI2k_HHwgIpoDKCIZvvDMExUdFQ3P1...",
                // or
                "topic" : "news",
                "notification" : {
                  "body" : "This is an FCM notification message!",
                  "title" : "FCM Message",
                  }
               }
            }
            """)
        directory.write("wrangler.jsonc", """
            {
              "$schema": "node_modules/wrangler/config-schema.json",
              "name": "my-worker",
              "main": "src/index.ts",
              "compatibility_date": "2025-02-04",
              // Set this to false to disable workers.dev route
              "workers_dev": true
            }
            """)
        directory.write("biome.jsonc", """
            {
              // formatter
              "formatter": {"enabled": true, "indentStyle": "space"},
              "linter": {"enabled": true, "rules": {"recommended": true}}
            }
            """)
        let run = CapturedRun(["--no-config", "."], in: directory.path)
        #expect(run.stdout.contains("payloads/simple.jsonc:8:"), "\(run.stdout)")
        #expect(run.stdout.contains("json-trailing-comma") && !run.stdout.contains("invalid-json"), "\(run.stdout)")
        #expect(run.stdout.contains("1 file checked") && run.stdout.contains("2 files skipped"), "\(run.stdout)")
    }

    @Test func aNamedDirectoryWithNothingToLintGetsANote() {
        let directory = TemporaryDirectory()
        directory.write("empty/readme.txt", "not a payload")
        directory.write("payloads/a.json", Self.bad)
        let run = CapturedRun(["--no-config", "empty", "payloads"], in: directory.path)
        #expect(run.status == 1)
        #expect(run.stderr.contains("note: skipped empty: no .json, .jsonc, .jsonl or .ndjson file in it"))
        #expect(!run.stderr.contains("payloads:"))
        // Nothing to lint is a tool error, as in ESLint, unless --allow-no-files.
        let alone = CapturedRun(["--no-config", "empty"], in: directory.path)
        #expect(alone.status == 2 && alone.stdout.isEmpty)
        #expect(alone.stderr.hasPrefix("note: skipped empty: no .json, .jsonc, .jsonl or .ndjson file in it\nerror: no files to lint: the paths given yielded none"))
        let allowed = CapturedRun(["--no-config", "--allow-no-files", "empty"], in: directory.path)
        #expect(allowed.status == 0 && allowed.stdout.contains("0 files checked"))
        #expect(allowed.stderr == "note: skipped empty: no .json, .jsonc, .jsonl or .ndjson file in it\n")
        #expect(!CapturedRun(["--no-config", "-q", "empty"], in: directory.path).stderr.contains("note:"))
        // Named twice, or inside a directory already walked: one note at most, none for a repeat.
        #expect(CapturedRun(["--no-config", "empty", "empty"], in: directory.path).stderr.components(separatedBy: "note:").count == 2)
        #expect(CapturedRun(["--no-config", ".", "payloads"], in: directory.path).stderr.isEmpty)
        // With a configuration, the reason names its include or exclude.
        directory.write(".notifykit-lint.json", #"{"version": 1, "include": ["payloads/**/*.json"], "exclude": ["old"]}"#)
        directory.write("old/b.json", Self.bad)
        #expect(CapturedRun(["empty"], in: directory.path).stderr.contains("note: skipped empty: no file in it matches \"include\" in .notifykit-lint.json"))
        #expect(CapturedRun(["old"], in: directory.path).stderr.contains("note: skipped old: excluded by \"exclude\""))
    }

    @Test func includeFiltersExplicitFilesWithANoteAndDirectories() {
        let directory = TemporaryDirectory()
        directory.write(".notifykit-lint.json", #"{"version": 1, "include": ["payloads/**/*.json"], "exclude": ["payloads/fixtures"]}"#)
        directory.write("payloads/a.json", Self.bad)
        directory.write("payloads/sub/b.json", Self.bad)
        directory.write("payloads/fixtures/c.json", Self.bad)
        directory.write("package.json", #"{"name": "x"}"#)
        // Explicit files are linted whatever include says; only exclude drops one, with a note.
        let explicit = CapturedRun(["-f", "concise", "package.json", "payloads/a.json", "payloads/fixtures/c.json"], in: directory.path)
        #expect(!explicit.stderr.contains("package.json"))
        #expect(explicit.stderr.contains("note: skipped payloads/fixtures/c.json: excluded by \"exclude\""))
        #expect(explicit.stdout.contains("payloads/a.json:") && explicit.stdout.contains("package.json:"))
        #expect(!explicit.stdout.contains("c.json"))
        let excludedAlone = CapturedRun(["-q", "payloads/fixtures/c.json"], in: directory.path)
        #expect(excludedAlone.status == 2 && excludedAlone.stderr.hasPrefix("error: no files to lint"))
        // No paths: the configuration's directory, filtered.
        let all = CapturedRun(["-f", "json"], in: directory.path)
        let files = ((jsonObject(all.stdout) as? [String: Any])?["files"] as? [[String: Any]])?.compactMap { $0["path"] as? String }
        #expect(files == ["payloads/a.json", "payloads/sub/b.json"])
        // Standard input is never filtered.
        #expect(CapturedRun(["-f", "concise", "-", "--stdin-filename", "package.json"], stdin: Self.bad, in: directory.path).stdout.contains("package.json:1:45"))
    }

    @Test func nothingToLintWithoutPathsOrConfiguration() {
        let directory = TemporaryDirectory()
        let run = CapturedRun([], in: directory.path)
        #expect(run.status == 2)
        #expect(run.stderr.contains("nothing to lint"))
        // A hook that passes no files.
        let hook = CapturedRun(["--allow-no-files"], in: directory.path)
        #expect(hook.status == 0 && hook.stdout == "0 files checked, no problems\n" && hook.stderr.isEmpty)
    }

    @Test func theDefaultIncludeIsTheSameEverywhere() {
        // init's starter lists the built-in default, so a JSON Lines file is linted either way.
        #expect(InitCommand.starter.contains(#""include": ["**/*.json", "**/*.jsonc", "**/*.jsonl", "**/*.ndjson"]"#))
        let directory = TemporaryDirectory()
        directory.write("payloads/batch.jsonl", Self.bad + "\n")
        directory.write("payloads/a.json", Self.bad)
        let without = CapturedRun(["-f", "concise", "payloads"], in: directory.path)
        #expect(CapturedRun(["init"], in: directory.path).status == 0)
        let withStarter = CapturedRun(["-f", "concise", "payloads"], in: directory.path)
        #expect(without.stdout == withStarter.stdout && withStarter.stdout.contains("payloads/batch.jsonl:1:"))
        // A file named on the command line is linted even when include does not match it.
        directory.write(".notifykit-lint.json", #"{"version": 1, "include": ["**/*.json"]}"#)
        let named = CapturedRun(["-f", "concise", "payloads/batch.jsonl"], in: directory.path)
        #expect(named.status == 1 && named.stdout.contains("payloads/batch.jsonl:1:") && named.stderr.isEmpty)
    }

    // MARK: init

    @Test func initWritesAStarterThatParsesAndRefusesToOverwrite() throws {
        let directory = TemporaryDirectory()
        let first = CapturedRun(["init"], in: directory.path)
        #expect(first.status == 0)
        #expect(directory.read(".notifykit-lint.json") == InitCommand.starter)
        _ = try LintConfiguration(contentsOf: directory.path + "/.notifykit-lint.json")
        directory.write(".notifykit-lint.json", "{}")
        let second = CapturedRun(["init"], in: directory.path)
        #expect(second.status == 2)
        #expect(second.stderr.contains("already exists"))
        #expect(directory.read(".notifykit-lint.json") == "{}")
        #expect(CapturedRun(["init", "--force"], in: directory.path).status == 0)
        #expect(directory.read(".notifykit-lint.json") == InitCommand.starter)
    }
}

/// Glob semantics.
@Suite struct GlobTests {
    @Test(arguments: [
        ("*.json", "a.json", true), ("*.json", "sub/a.json", false), ("**/*.json", "a.json", true),
        ("**/*.json", "x/y/a.json", true), ("payloads/**", "payloads/a/b.json", true), ("payloads/**", "other/a.json", false),
        ("p?.json", "p1.json", true), ("p?.json", "p12.json", false), ("{a,b}/*.json", "b/x.json", true),
        ("{a,b}/*.json", "c/x.json", false), ("x/{y,z{1,2}}/f", "x/z2/f", true), ("./src/*.json", "src/a.json", true),
        ("**/fixtures/**", "a/fixtures/b/c.json", true), ("a/**/b", "a/b", true), ("*", "a/b", false), ("a*b*c", "aXbYc", true),
    ])
    func matches(pattern: String, path: String, expected: Bool) throws {
        #expect(try Glob(pattern).matches(path) == expected)
    }

    @Test func excludedDirectoryExcludesItsContents() throws {
        #expect(try Glob("legacy").matchesPathOrAncestor("legacy/a/b.json"))
        #expect(try !Glob("legacy").matchesPathOrAncestor("legacy2/a.json"))
    }
}
