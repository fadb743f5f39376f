import Foundation
import Testing

@testable import LintRules
@testable import notifykit_lint

/// The command line's shape (issue 16 §4): suggestions, one error prefix, plurals, selection.
@Suite struct CommandLineShapeTests {
    static let bad = #"{"message": {"topic": "news", "data": {"n": 1}, "android": {"ttl": "0s"}}}"#

    @Test func aMisspelledSubcommandGetsASuggestionUnlessItIsAFile() {
        let directory = TemporaryDirectory()
        let typo = CapturedRun(["chek"], in: directory.path)
        #expect(typo.status == 2)
        #expect(typo.stderr.hasPrefix("error: unknown subcommand 'chek'; did you mean 'check'?"))
        #expect(typo.stdout.isEmpty)
        // A file of that name is a path, and is linted.
        directory.write("chek", Self.bad)
        let file = CapturedRun(["-f", "concise", "chek"], in: directory.path)
        #expect(file.status == 1 && file.stdout.contains("chek:1:"))
        // A word far from every subcommand is a path as before.
        let far = CapturedRun(["payloadz"], in: directory.path)
        #expect(far.status == 2 && far.stderr.hasPrefix("error: cannot read payloadz"))
        // `help` suggests too.
        #expect(CapturedRun(["help", "siez"]).stderr.hasPrefix("error: unknown subcommand 'siez'; did you mean 'size'?"))
    }

    @Test func everyToolErrorHasOnePrefix() {
        let directory = TemporaryDirectory()
        directory.write(".notifykit-lint.json", "{")
        let cases: [[String]] = [["--frobnicate"], ["explain", "nope"], ["/nonexistent/x.json"], ["x.json"], ["init"]]
        for arguments in cases {
            let run = CapturedRun(arguments, in: directory.path)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stderr.hasPrefix(ToolIO.errorPrefix), "\(arguments): \(run.stderr)")
            #expect(!run.stderr.contains("Error:") && !run.stderr.contains("notifykit-lint: "), "\(arguments): \(run.stderr)")
        }
    }

    @Test func countsAgreeWithTheirNouns() {
        #expect(Plural.count(1, "warning") == "1 warning")
        #expect(Plural.count(0, "warning") == "0 warnings")
        #expect(Plural.count(2, "entry", "entries") == "2 entries")
        let run = CapturedRun(["--max-warnings", "0", "-"], stdin: #"{"message": {"topic": "news", "android": {"ttl": "0s"}}}"#)
        #expect(run.status == 1)
        #expect(run.stderr == "error: 1 warning, more than the maximum of 0 (--max-warnings)\n")
    }
}

/// `--select` and `--ignore` over the configuration, as Ruff does.
@Suite struct RuleSelectionTests {
    static let payload = #"{"message": {"topic": "news", "data": {"n": 1}, "android": {"ttl": "0s"}}}"#

    func ids(_ arguments: [String], in directory: String? = nil) -> [String] {
        let run = CapturedRun(["-f", "concise"] + arguments + ["-"], stdin: Self.payload, in: directory)
        return run.stdout.split(separator: "\n").compactMap { line in
            guard let open = line.firstIndex(of: "["), let close = line.firstIndex(of: "]") else { return nil }
            return String(line[line.index(after: open)..<close])
        }
    }

    @Test func selectAndIgnoreTakeIdsAreasAndPrefixes() {
        let all = ids(["--no-config"])
        #expect(all.contains("data-value-not-string") && all.contains("android-ttl-zero"))
        #expect(ids(["--no-config", "--select", "data-value-not-string"]) == ["data-value-not-string"])
        #expect(ids(["--no-config", "--select", "android"]) == ["android-ttl-zero"])
        #expect(ids(["--no-config", "--select", "android-,data"]).sorted() == ["android-ttl-zero", "data-value-not-string"])
        #expect(!ids(["--no-config", "--ignore", "android-"]).contains("android-ttl-zero"))
        #expect(ids(["--no-config", "--select", "android-,data", "--ignore", "data-value-not-string"]) == ["android-ttl-zero"])
        #expect(ids(["--no-config", "--select", "ALL", "--ignore", "android,data"]).allSatisfy { !$0.hasPrefix("android-") && !$0.hasPrefix("data-") })
    }

    @Test func theCommandLineWinsOverTheConfiguration() {
        let directory = TemporaryDirectory()
        directory.write(".notifykit-lint.json", #"{"version": 1, "rules": {"android-ttl-zero": "off"}}"#)
        #expect(!ids([], in: directory.path).contains("android-ttl-zero"))
        #expect(ids(["--select", "android-ttl-zero"], in: directory.path) == ["android-ttl-zero"])
        directory.write(".notifykit-lint.json", #"{"version": 1, "rules": {"data-value-not-string": "warning"}}"#)
        #expect(!ids(["--ignore", "data-value-not-string"], in: directory.path).contains("data-value-not-string"))
    }

    @Test func anUnknownSelectorIsAUsageErrorWithASuggestion() {
        let run = CapturedRun(["--select", "data-value-not-strng", "-"], stdin: Self.payload)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("error: '--select' names no rule, area or id prefix: 'data-value-not-strng'; did you mean 'data-value-not-string'?"))
        #expect(CapturedRun(["--ignore", "nosuch-", "-"], stdin: Self.payload).status == 2)
        // The suppression findings are selectable too.
        #expect(throws: Never.self) { try RuleSelector(parsing: "unused-ignore", option: "--ignore") }
    }
}

/// `rules` lists every id the tool emits, with opt-in marks and documentation links.
@Suite struct RuleListingTests {
    @Test func everyFormatListsEveryIdWithItsLink() throws {
        let ids = RuleRegistry.descriptions.map(\.id) + ["unused-ignore", "baseline-entry-unused", "template-placeholder-value"]
        let text = CapturedRun(["rules"]).stdout
        let markdown = CapturedRun(["rules", "--format", "markdown"]).stdout
        let json = try #require(jsonObject(CapturedRun(["rules", "--format", "json"]).stdout) as? [String: Any])
        let entries = try #require(json["rules"] as? [[String: Any]])
        #expect(entries.compactMap { $0["id"] as? String } == ids)
        for id in ids {
            let link = "\(ToolInfo.repositoryURL)/blob/main/Documentation/Rules.md#\(id)"
            #expect(link == ToolInfo.ruleDocumentationURL(for: id))
            #expect(text.contains("  \(link)\n"), "\(id)")
            // The markdown format is Documentation/Rules.md: an index row and a section per id.
            #expect(markdown.contains("[`\(id)`](#\(id))") && markdown.contains("\n### \(id)\n"), "\(id)")
            #expect(entries.contains { $0["id"] as? String == id && $0["documentation"] as? String == link })
        }
        let optIn = RuleRegistry.descriptions.filter(\.isOptIn).map(\.id)
        #expect(!optIn.isEmpty)
        for id in optIn {
            #expect(entries.contains { $0["id"] as? String == id && $0["optIn"] as? Bool == true })
            #expect(text.split(separator: "\n").contains { $0.hasPrefix(id + " ") && $0.contains("(opt-in)") })
        }
        #expect(CapturedRun(["explain", "unused-ignore"]).stdout.contains("Documentation: \(ToolInfo.ruleDocumentationURL(for: "unused-ignore"))"))
    }
}

/// Reports written only to files still leave the summary in the log.
@Suite struct FileOnlyOutputTests {
    @Test func theSummaryGoesToStandardErrorWhenNoFormatUsesStandardOutput() {
        let directory = TemporaryDirectory()
        directory.write("p.json", CommandLineShapeTests.bad)
        let run = CapturedRun(["-f", "sarif=out.sarif", "p.json"], in: directory.path)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "1 file checked: 1 error, 1 warning, 0 infos\n")
        #expect(directory.read("out.sarif")?.contains("\"version\"") == true)
        #expect(CapturedRun(["-q", "-f", "sarif=out.sarif", "p.json"], in: directory.path).stderr.isEmpty)
        // With a format on standard output, nothing extra on standard error.
        #expect(CapturedRun(["-f", "sarif=out.sarif", "-f", "github", "p.json"], in: directory.path).stderr.isEmpty)
    }
}

/// Each subcommand's help lists what it honours, and an option it would ignore is refused.
@Suite struct SubcommandOptionTests {
    @Test func sizeHelpListsOnlyWhatSizeAccepts() {
        let help = CapturedRun(["size", "--help"]).stdout
        #expect(help.contains("Output format: text, json."))
        for foreign in ["sarif", "github", "--statistics", "--color", "--baseline", "--fail-level", "--select"] {
            #expect(!help.contains(foreign), "size --help lists \(foreign)")
        }
    }

    @Test func anOptionTheSubcommandWouldIgnoreIsAUsageError() {
        let statistics = CapturedRun(["size", "--statistics", "-"], stdin: "{}")
        #expect(statistics.status == 2)
        #expect(statistics.stderr.hasPrefix("error: '--statistics' is not an option of size (it is one of check)"))
        let sarif = CapturedRun(["size", "-f", "sarif", "-"], stdin: "{}")
        #expect(sarif.status == 2 && sarif.stderr.hasPrefix("error: the size report is written as text or json"))
        #expect(CapturedRun(["rules", "--quiet"]).stderr.hasPrefix("error: '--quiet' is not an option of rules (it is one of check, size)"))
    }
}
