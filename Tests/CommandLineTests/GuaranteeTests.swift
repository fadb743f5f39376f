import Foundation
import SizeModel
import Testing

@testable import LintRules

/// The tool's promises, tested: it never changes what it lints; machine output is a valid
/// document whatever the inputs; one bad input never stops the others; and its own errors go to
/// standard error, name the path and say what to do.
@Suite(.serialized) struct GuaranteeTests {
    /// Everything about a file that a write, move, chmod or lock-file would change.
    struct FileState: Equatable, CustomStringConvertible {
        var device: UInt
        var inode: UInt
        var size: Int
        var mode: UInt32
        var modified: timespec
        var changed: timespec
        var contents: [UInt8]

        static func == (a: FileState, b: FileState) -> Bool {
            a.device == b.device && a.inode == b.inode && a.size == b.size && a.mode == b.mode
                && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
                && a.changed.tv_sec == b.changed.tv_sec && a.changed.tv_nsec == b.changed.tv_nsec
                && a.contents == b.contents
        }

        var description: String { "inode \(inode), \(size) bytes, mtime \(modified.tv_sec).\(modified.tv_nsec), ctime \(changed.tv_sec).\(changed.tv_nsec)" }

        init?(_ path: String) {
            var info = stat()
            guard lstat(path, &info) == 0 else { return nil }
            device = UInt(info.st_dev)
            inode = UInt(info.st_ino)
            size = Int(info.st_size)
            mode = info.st_mode
            modified = info.st_mtim
            changed = info.st_ctim
            contents = (info.st_mode & S_IFMT) == S_IFREG ? (FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []) : []
        }
    }

    /// The state of `directory` and everything under it (a directory's own times change when an
    /// entry is created, renamed or deleted in it).
    static func snapshot(_ directory: String) -> [String: FileState] {
        var states: [String: FileState] = [:]
        states[directory] = FileState(directory)
        for name in (try? FileManager.default.subpathsOfDirectory(atPath: directory)) ?? [] {
            let path = directory + "/" + name
            states[path] = FileState(path)
        }
        return states
    }

    /// A copy of the fixtures plus hostile files, so the test can also hold locks on them.
    static func makeInputs() throws -> ScratchDirectory {
        let scratch = try ScratchDirectory("guarantees")
        for folder in ["good", "bad"] {
            let source = fixturesDirectory.appendingPathComponent(folder).path
            for name in try FileManager.default.contentsOfDirectory(atPath: source) {
                try scratch.write("\(folder)/\(name)", [UInt8](try Data(contentsOf: URL(fileURLWithPath: source + "/" + name))))
            }
        }
        try scratch.write("hostile/empty.json", "")
        try scratch.write("hostile/png.json", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0])
        try scratch.write("hostile/utf16.json", [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00])
        try scratch.write("hostile/truncated.json", #"{"message": {"topic": "#)
        try scratch.write("hostile/deep.json", String(repeating: "[", count: 10_000))
        try scratch.write("hostile/control \u{1}name\".json", #"{"message":{"topic":"t","data":{"q\"\u0001":1}}}"#)
        try scratch.write("hostile/zz-clean.json", #"{"message":{"topic":"t"}}"#)
        return scratch
    }

    // MARK: - Never writes, moves or locks

    @Test func lintingChangesNothingOnDisk() throws {
        let scratch = try Self.makeInputs()
        // Times are compared to the nanosecond; make sure a write would be visible.
        usleep(20_000)
        let before = Self.snapshot(scratch.path)
        let fixturesBefore = Self.snapshot(fixturesDirectory.path)
        // Hold an exclusive lock on one file the whole time: a tool that locked inputs would wait
        // (and be killed at the timeout) or fail on it.
        let locked = scratch.path + "/good/" + (try FileManager.default.contentsOfDirectory(atPath: scratch.path + "/good").sorted()[0])
        let lockFD = open(locked, O_RDONLY)
        defer { close(lockFD) }
        #expect(flock(lockFD, LOCK_EX | LOCK_NB) == 0)
        for format in ReporterRegistry.identifiers {
            let run = try BuiltTool.run(["--format", format, scratch.path, fixturesDirectory.path], timeout: 120)
            #expect(!run.timedOut, "the run waited on a lock or hung")
            #expect(run.exitCode == 1)
        }
        // --diff shows the fixes and writes nothing either (exit 1: some file would change).
        let diff = try BuiltTool.run(["--diff", "--unsafe-fixes", scratch.path, fixturesDirectory.path], timeout: 120)
        #expect(diff.exitCode == 1)
        // In-process too (the path CI tests and editors embedding the library use).
        _ = CapturedRun([scratch.path, fixturesDirectory.path])
        flock(lockFD, LOCK_UN)
        let after = Self.snapshot(scratch.path)
        #expect(Set(after.keys) == Set(before.keys), "files appeared or vanished: \(Set(after.keys).symmetricDifference(before.keys))")
        for (path, state) in before where after[path] != state {
            Issue.record("\(path) changed: \(state) -> \(after[path].map(\.description) ?? "gone")")
        }
        #expect(Self.snapshot(fixturesDirectory.path) == fixturesBefore, "the repository's fixtures changed")
        // No lock is left behind.
        let check = open(locked, O_RDONLY)
        defer { close(check) }
        #expect(flock(check, LOCK_EX | LOCK_NB) == 0)
    }

    @Test func inputsAreOpenedReadOnly() throws {
        // A file the tool cannot write to (mode 0444, and an immutable-looking read-only copy)
        // lints normally: nothing ever asks for write access.
        let scratch = try ScratchDirectory()
        let path = try scratch.write("ro.json", #"{"message":{"topic":"t","data":{"n":1}}}"#)
        chmod(path, 0o444)
        let run = CapturedRun([path])
        #expect(run.status == 1)
        #expect(run.stdout.contains("error[data-value-not-string]"))
    }

    // MARK: - Machine output stays valid

    @Test func machineOutputIsValidWhateverTheInputs() throws {
        let scratch = try Self.makeInputs()
        try scratch.write("hostile/huge.json", [])
        truncate(scratch.path + "/hostile/huge.json", off_t(InputLimits.maximumInputBytes) + 1)
        let inputs = [scratch.path, "/nonexistent/missing.json", scratch.path + "/hostile/zz-clean.json", "-"]
        for format in ReporterRegistry.identifiers where ["json", "sarif"].contains(format) {
            let run = CapturedRun(["--format", format] + inputs, stdin: "{\"message\": \u{1}")
            #expect(run.status == 2)
            // Valid for Foundation's parser and for our strict one.
            let object = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(format) output is not JSON")
            _ = try JSONParser().parse(Array(run.stdout.utf8))
            guard format == "json" else { continue }
            let files = try #require(object["files"] as? [[String: Any]])
            let paths = files.compactMap { $0["path"] as? String }
            // Every input is there, in input order: the broken ones did not stop the rest.
            #expect(paths.contains { $0.hasSuffix("/good/admin-sdk-message.json") })
            #expect(paths.contains { $0.hasSuffix("/hostile/control \u{1}name\".json") })
            #expect(paths.suffix(2) == ["/nonexistent/missing.json", "<stdin>"])
            #expect(paths.filter { $0.hasSuffix("/hostile/zz-clean.json") }.count == 1)  // named twice, linted once
            let errors = files.filter { !($0["error"] is NSNull) }.compactMap { $0["path"] as? String }
            #expect(errors == [scratch.path + "/hostile/huge.json", "/nonexistent/missing.json"])
            let totals = try #require(object["totals"] as? [String: Int])
            #expect(totals["files"] == files.count)
            #expect(totals["unreadable"] == 2)
        }
    }

    @Test func oneBadFileNeverStopsTheOthers() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("a-good.json", #"{"message":{"topic":"t"}}"#)
        try scratch.write("b-binary.json", [0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10])
        try scratch.write("c-deep.json", String(repeating: "{\"a\":", count: 100_000))
        try scratch.write("d-error.json", #"{"message":{"topic":"t","data":{"n":1}}}"#)
        try scratch.write("e-dangling.json", "")
        try FileManager.default.removeItem(atPath: scratch.path + "/e-dangling.json")
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/e-dangling.json", withDestinationPath: "nowhere.json")
        try scratch.write("f-warning.json", #"{"message":{"topic":"t","android":{"ttl":"0s"}}}"#)
        let run = CapturedRun([scratch.path, scratch.path + "/missing.json", scratch.path + "/f-warning.json"])
        #expect(run.status == 2)
        #expect(run.stdout.contains("b-binary.json:1:1: error[invalid-json]"))
        #expect(run.stdout.contains("c-deep.json:1:2561: error[invalid-json]: nesting deeper than 512 levels"))
        #expect(run.stdout.contains("d-error.json:1:37: error[data-value-not-string]"))
        #expect(run.stdout.contains("f-warning.json:1:42: warning[android-ttl-zero]"))
        #expect(run.stdout.hasSuffix("6 files checked: 3 errors, 1 warning, 0 infos, 1 unreadable\n"))
        #expect(run.stderr == "error: cannot read \(scratch.path)/missing.json: No such file or directory; check the path\n")
    }

    // MARK: - Tool errors

    @Test func toolErrorsGoToStderrNameThePathAndSayWhatToDo() throws {
        let scratch = try ScratchDirectory()
        let big = try scratch.write("big.json", [])
        truncate(big, 1 << 30)
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/self.json", withDestinationPath: "self.json")
        let cases: [(arguments: [String], path: String)] = [
            (["/nonexistent/x.json"], "/nonexistent/x.json"),
            ([big], big),
            (["/dev/zero"], "/dev/zero"),
            (["/proc/self/mem"], "/proc/self/mem"),
            ([scratch.path + "/self.json"], scratch.path + "/self.json"),
            ([scratch.path + "/big.json/inner.json"], scratch.path + "/big.json/inner.json"),
        ]
        let whatToDo = ["check the path", "check the file's permissions", "leave this one out", "check that the path is a readable file", "fix or remove the link"]
        for (arguments, path) in cases {
            let run = CapturedRun(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stderr.hasPrefix("error: "), "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains(path), "\(arguments): the message must name the path: \(run.stderr)")
            #expect(whatToDo.contains { run.stderr.contains($0) }, "\(arguments): the message must say what to do: \(run.stderr)")
            #expect(!run.stdout.contains(path), "\(arguments): tool errors belong on stderr")
            #expect(run.stdout.hasSuffix("1 unreadable\n"))
        }
        // Closed standard input, as a process.
        let closed = try BuiltTool.run(["-"], input: .closed)
        #expect(closed.exitCode == 2 && closed.stderr.contains("standard input") && closed.stderr.contains("pipe a payload in"))
        // Usage errors name the argument and point at --help.
        let usage = CapturedRun(["--max-depth", "3"])
        #expect(usage.status == 2 && usage.stderr.contains("'--max-depth'") && usage.stderr.contains("--help"))
    }
}
