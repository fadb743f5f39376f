import Foundation
import Testing

@testable import LintRules

/// Hostile-input rows that concern the process: its standard streams and its peak memory. They
/// run the executable `swift test` built (see `BuiltTool`), one at a time, so peak memory and
/// timing are the tool's alone.
@Suite(.serialized) struct ProcessLevelTests {
    /// The documented bound: about twice the input plus 300 MB (Documentation/Usage.md, "Hostile input").
    static func memoryBound(forInput bytes: Int) -> Int { 2 * bytes + 300 * 1024 * 1024 }

    static let payloadWithError = #"{"message":{"topic":"t","data":{"n":1}}}"#

    // MARK: - Standard output

    @Test func stdoutClosedEarlyEndsQuietlyWithTheLintResult() throws {
        // `notifykit-lint big.jsonl | head -1`: the report is far larger than a pipe buffer.
        let scratch = try ScratchDirectory()
        let line = #"{"message":{"topic":"t","data":{"n":1,"m":2,"google.x":"y"}}}"#
        let path = try scratch.write("big.jsonl", Array(repeating: line, count: 3_000).joined(separator: "\n"))
        let run = try BuiltTool.run([path], output: .firstLineThenClose, timeout: 60)
        #expect(!run.timedOut)
        #expect(run.signal == nil, "killed by signal \(run.signal ?? 0)")
        #expect(run.exitCode == 1)  // the lint result: errors were found
        #expect(run.stdout.hasPrefix("\(path):1:"))
        #expect(run.stderr.isEmpty, "stderr: \(run.stderr)")
    }

    @Test func stdoutClosedBeforeStartIsAToolError() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("a.json", Self.payloadWithError)
        let run = try BuiltTool.run([path], output: .closed)
        #expect(run.exitCode == 2)
        #expect(run.stderr == "error: cannot write the report to standard output: Bad file descriptor; the report is incomplete: check where the output goes (a closed descriptor, a full disk)\n")
    }

    @Test func aFullDiskIsAToolError() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let scratch = try ScratchDirectory()
        let path = try scratch.write("a.json", Self.payloadWithError)
        let run = try BuiltTool.run([path], output: .path("/dev/full"))
        #expect(run.exitCode == 2)
        #expect(run.stderr.contains("cannot write the report to standard output: No space left on device"))
    }

    // MARK: - Standard input

    @Test func stdinClosed() throws {
        let run = try BuiltTool.run(["-"], input: .closed)
        #expect(run.exitCode == 2)
        #expect(run.stderr == "error: cannot read standard input: it is closed; pipe a payload in, or leave out '-'\n")
        #expect(run.stdout == "1 file checked: 0 errors, 0 warnings, 0 infos, 1 unreadable\n")
        // A closed stdin is never read unless '-' is given, and a file linted beside '-' is not
        // mistaken for it (descriptor 0 is held by /dev/null, not by the first file opened).
        let scratch = try ScratchDirectory()
        let path = try scratch.write("a.json", Self.payloadWithError)
        let both = try BuiltTool.run([path, "-"], input: .closed)
        #expect(both.exitCode == 2)
        #expect(both.stdout.contains("\(path):1:37: error[data-value-not-string]"))
        #expect(!both.stdout.contains("<stdin>:"))
        let fileOnly = try BuiltTool.run([path], input: .closed)
        #expect(fileOnly.exitCode == 1)
    }

    @Test func stdinEmpty() throws {
        let run = try BuiltTool.run(["-"], input: .devNull)
        #expect(run.exitCode == 1)
        #expect(run.stdout.hasPrefix("<stdin>:1:1: error[invalid-json]: empty input: expected a JSON value"))
        #expect(run.stderr.isEmpty)
    }

    // MARK: - Big inputs: time and peak memory

    @Test func aHundredMegabyteStringIsLintedInBoundedMemory() throws {
        let scratch = try ScratchDirectory()
        let size = 100_000_000
        let path = try scratch.write("string.json", chunks: [
            (Array(#"{"message":{"topic":"news","data":{"blob":""#.utf8), 1),
            (Array("a".utf8), size),
            (Array(#""}}}"#.utf8), 1),
        ])
        let run = try BuiltTool.run([path], timeout: 300)
        #expect(run.exitCode == 1)
        #expect(run.stdout.contains("\(path):1:2: error[size-fcm-limit]: Android receives an estimated 100000020 bytes"))
        #expect(run.stdout.utf8.count < 2_000, "text output is \(run.stdout.utf8.count) bytes (the excerpt must be windowed)")
        #expect(run.peakMemory < Self.memoryBound(forInput: size), "peak \(run.peakMemory / 1_048_576) MB")
    }

    @Test func aOneGigabyteFileIsRefusedWithoutReadingIt() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("export.json", [])
        #expect(truncate(path, 1 << 30) == 0)  // sparse: nothing is written to disk
        let run = try BuiltTool.run([path])
        #expect(run.exitCode == 2)
        #expect(run.stderr.contains("cannot read \(path): it is 1 GiB, over the 128 MiB input limit"))
        #expect(run.peakMemory < 100 * 1_048_576, "peak \(run.peakMemory / 1_048_576) MB")
        #expect(run.seconds < 10)
    }

    @Test func aJSONLinesFileOverTheInputLimitIsStreamedButOneHugeLineIsRefused() throws {
        // 130 MiB (sparse: no line break at all). A JSON Lines file is read line by line, so its
        // size alone is no reason to refuse it; a single line over 128 MiB is.
        let scratch = try ScratchDirectory()
        let path = try scratch.write("export.jsonl", [])
        #expect(truncate(path, 130 << 20) == 0)
        let run = try BuiltTool.run([path], timeout: 120)
        #expect(run.exitCode == 2)
        #expect(run.stderr.contains("cannot read \(path): a line starting near byte 0 is over the 128 MiB limit for one message"))
        #expect(run.peakMemory < Self.memoryBound(forInput: 128 << 20), "peak \(run.peakMemory / 1_048_576) MB")
    }

    @Test(.tags(.slow), .onlyWhenSlowTestsRun) func theWorstCaseValueTableStaysInBound() throws {
        // 8 MB of `0,`: the most values per byte JSON allows, past the 4,000,000-value limit. In
        // an object, so the file is one document linted whole (a top-level array this large is
        // read element by element, and the limit applies to each element).
        let scratch = try ScratchDirectory()
        let path = try scratch.write(
            "zeros.json", chunks: [(Array(#"{"a":["#.utf8), 1), (Array("0,".utf8), 4_100_000), (Array("0]}".utf8), 1)])
        let run = try BuiltTool.run(["-f", "json", path], timeout: 300)
        #expect(run.exitCode == 1)
        #expect(run.stdout.contains("more than 4000000 keys and values in one document"))
        #expect(run.peakMemory < Self.memoryBound(forInput: 8_200_003), "peak \(run.peakMemory / 1_048_576) MB")
    }

    @Test(.tags(.slow), .onlyWhenSlowTestsRun) func aBatchPastFourMillionValuesIsLintedElementByElementHoweverItIsRead() throws {
        // 450,000 messages of 9 keys and values each: 4,050,000 in the batch, few in each element.
        // A file this size is linted part by part, each element under the parser's limits; the
        // same bytes on standard input, and as JSON Lines records, are linted the same way, not
        // refused as one document with too many values.
        let scratch = try ScratchDirectory()
        let element = Array(#"{"message":{"topic":"news","data":{"n":1}}},"#.utf8)
        let path = try scratch.write(
            "batch.json", chunks: [(Array("[".utf8), 1), (element, 449_999), (Array(#"{"message":{"topic":"news","data":{"n":1}}}]"#.utf8), 1)])
        let summary = "449000 more data-value-not-string findings"
        let file = try BuiltTool.run([path], timeout: 300)
        #expect(file.stdout.contains(summary) && !file.stdout.contains("more than 4000000"))
        let standardInput = try BuiltTool.run(["-"], input: .file(path), timeout: 300)
        #expect(standardInput.stdout.contains(summary) && !standardInput.stdout.contains("more than 4000000"))
        #expect(standardInput.peakMemory < Self.memoryBound(forInput: 20_250_001), "peak \(standardInput.peakMemory / 1_048_576) MB")
        let records = try BuiltTool.run(["-f", "jsonl", path], timeout: 300)
        let lines = records.stdout.split(separator: "\n")
        #expect(lines.count == 450_000)
        #expect(lines.last?.contains(#""index":449999"#) == true && !records.stdout.contains("more than 4000000"))
    }

    @Test(.tags(.slow), .onlyWhenSlowTestsRun) func largeJSONLinesOnStandardInputAreLintedInBoundedMemory() throws {
        // 60 MB of JSON Lines with a finding on each line, piped in: standard input past 1 MB is
        // copied to a temporary file and linted block by block, as the same file is.
        let scratch = try ScratchDirectory()
        let line = Array(#"{"message":{"topic":"news","data":{"n":1,"text":"\#(String(repeating: "x", count: 900))"}}}"#.utf8) + [0x0A]
        let path = try scratch.write("capture.jsonl", chunks: [(line, 60_000_000 / line.count)])
        let file = try BuiltTool.run(["--no-config", "-f", "json", path], timeout: 600)
        let piped = try BuiltTool.run(["--no-config", "-f", "json", "--stdin-filename", path, "-"], input: .file(path), timeout: 600)
        #expect(piped.exitCode == 1)
        #expect(piped.stdout == file.stdout)
        #expect(piped.peakMemory < 64 << 20, "peak \(piped.peakMemory >> 20) MB from standard input")
    }

    @Test func anUnreadableFileAsAnotherUser() throws {
        // chmod 000 does not stop root; when the tests run as root, run the tool as `nobody`
        // through setpriv (util-linux). Without setpriv the row is covered by the EIO case in
        // HostileInputTests.anUnreadableFile.
        let scratch = try ScratchDirectory()
        chmod(scratch.path, 0o755)
        let path = try scratch.write("secret.json", Self.payloadWithError)
        #expect(chmod(path, 0) == 0)
        var launcher: [String] = []
        if geteuid() == 0 {
            guard let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first(where: FileManager.default.isExecutableFile(atPath:)),
                let tool = BuiltTool.executable, access(tool, X_OK) == 0
            else {
                print("skipping chmod 000 as root: setpriv not found (covered by the /proc/self/mem case)")
                return
            }
            launcher = [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]
            // The executable must be reachable by nobody for this to say anything.
            let probe = try BuiltTool.run(["--version"], via: launcher)
            guard probe.exitCode == 0 else {
                print("skipping chmod 000 as root: nobody cannot run \(tool)")
                return
            }
        }
        let run = try BuiltTool.run([path], via: launcher)
        #expect(run.exitCode == 2)
        #expect(run.stderr == "error: cannot read \(path): Permission denied; check the file's permissions\n")
        #expect(run.stdout == "1 file checked: 0 errors, 0 warnings, 0 infos, 1 unreadable\n")
    }
}
