import Foundation
import Testing

@testable import LintRules
@testable import notifykit_lint

/// Exit codes, run control, output destinations, color, stdin, help and version.
@Suite struct RunControlTests {
    static let error = #"{"message": {"topic": "news", "data": {"n": 1}}}"#
    static let warning = #"{"message": {"topic": "news", "android": {"ttl": "0s"}}}"#
    static let clean = #"{"message": {"topic": "news", "notification": {"title": "Hi", "body": "There"}}}"#

    // MARK: Exit codes

    struct ExitCase: Sendable, CustomStringConvertible {
        let arguments: [String]
        let stdin: String
        let status: Int32
        var description: String { arguments.joined(separator: " ") }
    }

    static let exitCases: [ExitCase] = [
        ExitCase(arguments: ["-"], stdin: clean, status: 0),
        ExitCase(arguments: ["-"], stdin: warning, status: 0),
        ExitCase(arguments: ["-"], stdin: error, status: 1),
        ExitCase(arguments: ["-"], stdin: "{", status: 1),  // invalid JSON is an error finding
        ExitCase(arguments: ["-"], stdin: "", status: 1),  // so is empty input
        ExitCase(arguments: ["--fail-level", "warning", "-"], stdin: warning, status: 1),
        ExitCase(arguments: ["--fail-level", "info", "-"], stdin: warning, status: 1),
        ExitCase(arguments: ["--fail-level", "none", "-"], stdin: error, status: 0),
        ExitCase(arguments: ["--max-warnings", "0", "-"], stdin: warning, status: 1),
        ExitCase(arguments: ["--max-warnings", "1", "-"], stdin: warning, status: 0),
        ExitCase(arguments: ["--exit-zero", "-"], stdin: error, status: 0),
        ExitCase(arguments: ["--exit-zero", "-", "/nonexistent.json"], stdin: error, status: 2),  // tool errors still exit 2
        ExitCase(arguments: ["/nonexistent.json"], stdin: "", status: 2),
        ExitCase(arguments: ["--frobnicate", "-"], stdin: clean, status: 2),
        ExitCase(arguments: ["--fail-level", "fatal", "-"], stdin: clean, status: 2),
        ExitCase(arguments: ["--max-warnings", "-3", "-"], stdin: clean, status: 2),
        ExitCase(arguments: ["--color", "sometimes", "-"], stdin: clean, status: 2),
        ExitCase(arguments: ["-f", "xml", "-"], stdin: clean, status: 2),
        ExitCase(arguments: ["-f", "json", "-f", "sarif", "-"], stdin: clean, status: 2),  // two formats on standard output
        ExitCase(arguments: ["-", "-"], stdin: clean, status: 2),
        ExitCase(arguments: ["--stdin-filename", "x.json", "a.json"], stdin: clean, status: 2),  // names stdin without reading it
        ExitCase(arguments: ["--config", "a.json", "--no-config", "-"], stdin: clean, status: 2),
        ExitCase(arguments: ["-f", "sarif=/nonexistent-dir/out.sarif", "-"], stdin: clean, status: 2),  // unwritable output
    ]

    @Test(arguments: exitCases)
    func exitStatus(_ exitCase: ExitCase) {
        let extra = exitCase.arguments.contains("--config") ? [] : ["--no-config"]
        let run = CapturedRun(exitCase.arguments + extra, stdin: exitCase.stdin)
        #expect(run.status == exitCase.status, "stdout: \(run.stdout)\nstderr: \(run.stderr)")
    }

    @Test func usageErrorsFollowTheArgumentParserLayout() {
        let run = CapturedRun(["check", "--formt", "json"])
        #expect(run.status == 2)
        #expect(run.stderr == """
            error: unknown option '--formt'; did you mean '--format'?
            Usage: notifykit-lint [check] [<options>] [<paths> ...]
              See 'notifykit-lint check --help' for more information.

            """)
        let explain = CapturedRun(["explain"])
        #expect(explain.stderr.hasPrefix("error: missing expected argument '<rule-id>'\nUsage: notifykit-lint explain <rule-id>\n"))
        #expect(CapturedRun(["rules", "--format", "yaml"]).status == 2)
        #expect(CapturedRun(["explain", "data-value-not-strin"]).stderr.contains("did you mean 'data-value-not-string'?"))
    }

    // MARK: Formats and destinations

    @Test func severalFormatsAtOnceOneOnStdoutOthersToFiles() throws {
        let directory = TemporaryDirectory()
        directory.write("p.json", Self.error)
        let run = CapturedRun(["-f", "github", "-f", "sarif=out/notifykit.sarif", "--format=json=report.json", "p.json"], in: directory.path)
        #expect(run.status == 2)  // out/ does not exist
        directory.mkdir("out")
        let second = CapturedRun(["-f", "github", "-f", "sarif=out/notifykit.sarif", "--format=json=report.json", "p.json"], in: directory.path)
        #expect(second.status == 1)
        #expect(second.stdout.hasPrefix("::error file=p.json,line=1,endLine=1,col=45,endColumn=46,title=data-value-not-string::"))
        let sarif = try #require(jsonObject(directory.read("out/notifykit.sarif") ?? "") as? [String: Any])
        #expect(sarif["version"] as? String == "2.1.0")
        let json = try #require(jsonObject(directory.read("report.json") ?? "") as? [String: Any])
        #expect((json["totals"] as? [String: Int])?["errors"] == 1)
        // Only files: nothing on standard output.
        #expect(CapturedRun(["-f", "concise=c.txt", "p.json"], in: directory.path).stdout.isEmpty)
        #expect(directory.read("c.txt")?.hasPrefix("p.json:1:45: error: [data-value-not-string]") == true)
    }

    @Test func sarifURIsAreRelativeToTheWorkingDirectory() throws {
        let directory = TemporaryDirectory()
        directory.write("payloads/a b.json", Self.error)
        let run = CapturedRun(["-f", "sarif", directory.path + "/payloads/a b.json"], in: directory.path)
        #expect(run.stdout.contains(#""uri": "payloads/a%20b.json""#))
        let stdin = CapturedRun(["-f", "sarif", "--no-config", "-", "--stdin-filename", "./x/p.json"], stdin: Self.error, in: directory.path)
        #expect(stdin.stdout.contains(#""uri": "x/p.json""#))
    }

    @Test func quietAndStatistics() {
        let quiet = CapturedRun(["-q", "--no-config", "-"], stdin: Self.clean)
        #expect(quiet.stdout.isEmpty && quiet.status == 0)
        let stats = CapturedRun(["-f", "concise", "--statistics", "--no-config", "-"], stdin: Self.error)
        #expect(stats.stdout.hasSuffix("statistics: 1 finding from 1 rule\n  1  error    data-value-not-string\n"))
        // With a JSON document on standard output, statistics go to standard error.
        let json = CapturedRun(["-f", "json", "--statistics", "--no-config", "-"], stdin: Self.error)
        #expect(jsonObject(json.stdout) != nil)
        #expect(json.stderr.contains("statistics: 1 finding"))
    }

    // MARK: Color

    @Test(arguments: [
        // (flag, environment, terminal, colored)
        ("auto", [String: String](), false, false),
        ("auto", [:], true, true),
        ("auto", ["NO_COLOR": "1"], true, false),
        ("auto", ["NO_COLOR": ""], true, true),
        ("auto", ["TERM": "dumb"], true, false),
        ("auto", ["FORCE_COLOR": "1"], false, true),
        ("auto", ["FORCE_COLOR": "1", "NO_COLOR": "1"], false, false),
        ("auto", ["CLICOLOR_FORCE": "1", "TERM": "dumb"], false, true),
        ("always", ["NO_COLOR": "1"], false, true),
        ("never", ["FORCE_COLOR": "1"], true, false),
    ])
    func colorPrecedence(flag: String, environment: [String: String], terminal: Bool, colored: Bool) {
        let run = CapturedRun(["--color", flag, "--no-config", "-"], stdin: Self.error, environment: environment, terminal: terminal)
        #expect(run.stdout.contains("\u{1B}[") == colored)
    }

    @Test func onlyTextIsColored() {
        for format in ["concise", "json", "sarif", "github"] {
            let run = CapturedRun(["-f", format, "--color", "always", "--no-config", "-"], stdin: Self.error)
            #expect(!run.stdout.contains("\u{1B}["), "\(format)")
        }
    }

    // MARK: Stdin

    @Test func stdinIsNeverReadImplicitly() {
        let directory = TemporaryDirectory()
        directory.write("p.json", Self.clean)
        let box = StdinProbe()
        let io = ToolIO(
            writeOutput: { _ in true }, writeError: { _ in },
            readInput: { box.touch(); return [] }, workingDirectory: directory.path)
        #expect(CommandLineTool.run(["p.json"], io: io) == 0)
        #expect(CommandLineTool.run([], io: io) == 2)
        #expect(!box.touched)
        #expect(CommandLineTool.run(["-"], io: io) == 1)
        #expect(box.touched)
    }

    // MARK: Help and version

    @Test func helpPagesForEverySubcommand() {
        for subcommand in Subcommand.all {
            let page = CapturedRun(["help", subcommand.name])
            #expect(page.status == 0)
            #expect(page.stdout.hasPrefix("OVERVIEW: "), "\(subcommand.name)")
            #expect(page.stdout.contains("USAGE: notifykit-lint"), "\(subcommand.name)")
            #expect(page.stdout.contains("  -h, --help              Show help information.\n"), "\(subcommand.name)")
            #expect(page.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 }, "\(subcommand.name) has a line over 80 columns")
            #expect(CapturedRun([subcommand.name, "--help"]).stdout == page.stdout || subcommand.name == "help")
        }
        let main = CapturedRun(["--help"]).stdout
        #expect(main.contains("SUBCOMMANDS:\n  check (default)         Lint payload files.\n"))
        #expect(main.hasSuffix("  See 'notifykit-lint help <subcommand>' for detailed help.\n"))
        #expect(CapturedRun(["help", "nope"]).status == 2)
    }

    /// The command-line reference, `Documentation/Usage.md`, names every subcommand, option and
    /// format.
    @Test func everyOptionIsInTheCommandLineReference() throws {
        let reference = try String(contentsOf: repositoryRoot.appendingPathComponent("Documentation/Usage.md"), encoding: .utf8)
        for subcommand in Subcommand.all {
            #expect(reference.contains("notifykit-lint \(subcommand.name)"), "Usage.md lacks the \(subcommand.name) subcommand")
            for option in subcommand.options {
                for name in option.names where name.hasPrefix("--") {
                    #expect(reference.contains("`\(name)"), "Usage.md lacks \(name) (\(subcommand.name))")
                }
            }
        }
        for format in ReporterRegistry.identifiers {
            #expect(reference.contains("`\(format)`"), "Usage.md lacks the \(format) format")
        }
    }

    @Test func versionAndVerboseVersion() {
        #expect(CapturedRun(["version"]).stdout == ToolInfo.version + "\n")
        #expect(CapturedRun(["--version"]).stdout == ToolInfo.version + "\n")
        let verbose = CapturedRun(["version", "--verbose"]).stdout
        #expect(verbose.hasPrefix("notifykit-lint \(ToolInfo.version)\nswift: 6."))
        #expect(verbose.contains("\nos: "))
    }
}

private final class StdinProbe: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func touch() { lock.withLock { value = true } }
    var touched: Bool { lock.withLock { value } }
}
