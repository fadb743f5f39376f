import Foundation
import Testing

/// Runs the real `notifykit-lint` executable that `swift test` built beside the test bundle, with
/// exact control of its standard streams (closed, /dev/null, /dev/full, a pipe the test closes),
/// and measures its exit, time and peak memory (wait4's ru_maxrss for that child alone).
enum BuiltTool {
    /// The child's peak resident memory so far (VmHWM), in bytes. Polled while it runs: wait4's
    /// ru_maxrss would include the test process's own memory, which posix_spawn's vfork-style
    /// child shares until exec and Linux carries across exec.
    static func highWaterMark(of pid: pid_t) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return 0 }
        let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
        return kilobytes * 1024
    }

    /// What the child's standard input is.
    enum Input {
        case devNull
        case closed
        case file(String)
    }

    /// What the child's standard output is.
    enum Output {
        /// A temporary file, read back into `Result.stdout`.
        case captured
        case closed
        case path(String)
        /// A pipe the test reads one line from and then closes (`| head -1`).
        case firstLineThenClose
    }

    struct Result {
        /// The exit code, or nil when the process was killed by a signal.
        var exitCode: Int32?
        /// The signal that ended the process, if any.
        var signal: Int32?
        var stdout: String
        var stderr: String
        /// Peak resident set size of this child, in bytes (sampled every 2 ms; 0 for a run
        /// shorter than that).
        var peakMemory: Int
        var seconds: Double
        var timedOut: Bool
    }

    /// The executable: `NOTIFYKIT_TOOL` when set (`.ci/run`'s slow-test step points it at the
    /// release binary), else the one found beside the test bundle (`.build/<config>/notifykit-lint`).
    static let executable: String? = {
        if let given = ProcessInfo.processInfo.environment["NOTIFYKIT_TOOL"], !given.isEmpty {
            return FileManager.default.isExecutableFile(atPath: given) ? given : nil
        }
        var candidates: [URL] = []
        if let argument = CommandLine.arguments.first {
            candidates.append(URL(fileURLWithPath: argument).deletingLastPathComponent().appendingPathComponent("notifykit-lint"))
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(root.appendingPathComponent(".build/debug/notifykit-lint"))
        return candidates.map(\.path).first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Runs the tool with `arguments`; kills it after `timeout` seconds.
    static func run(
        _ arguments: [String], input: Input = .devNull, output: Output = .captured,
        via launcher: [String] = [], timeout: Double = 120
    ) throws -> Result {
        let executable = try #require(executable, "the notifykit-lint executable was not built beside the tests; run `swift build` first")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("nkl-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let stdoutPath = scratch.appendingPathComponent("stdout").path
        let stderrPath = scratch.appendingPathComponent("stderr").path

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        switch input {
        case .devNull: posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        case .closed: posix_spawn_file_actions_addclose(&actions, 0)
        case .file(let path): posix_spawn_file_actions_addopen(&actions, 0, path, O_RDONLY, 0)
        }
        var pipeFDs: [Int32] = [-1, -1]
        switch output {
        case .captured: posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        case .closed: posix_spawn_file_actions_addclose(&actions, 1)
        case .path(let path): posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY, 0)
        case .firstLineThenClose:
            guard pipe(&pipeFDs) == 0 else { throw POSIXError(.EMFILE) }
            // Not inherited by other children the tests spawn meanwhile (they would keep the
            // pipe's reader alive); dup2 onto the child's stdout clears the flag there.
            _ = fcntl(pipeFDs[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(pipeFDs[1], F_SETFD, FD_CLOEXEC)
            posix_spawn_file_actions_adddup2(&actions, pipeFDs[1], 1)
        }
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        let command = launcher + [executable] + arguments
        let argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = Date()
        let spawned = posix_spawn(&pid, command[0], &actions, nil, argv, environ)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }

        var stdout = ""
        if case .firstLineThenClose = output {
            close(pipeFDs[1])
            var line: [UInt8] = []
            var byte: UInt8 = 0
            while read(pipeFDs[0], &byte, 1) == 1 {
                line.append(byte)
                if byte == 0x0A { break }
            }
            close(pipeFDs[0])  // the reader goes away, like `head -1`
            stdout = String(decoding: line, as: UTF8.self)
        }

        var status: Int32 = 0
        var usage = rusage()
        var timedOut = false
        var peak = 0
        while true {
            peak = max(peak, Self.highWaterMark(of: pid))
            let waited = wait4(pid, &status, WNOHANG, &usage)
            if waited == pid { break }
            if waited < 0 && errno != EINTR { break }
            if Date().timeIntervalSince(start) > timeout && !timedOut {
                timedOut = true
                kill(pid, SIGKILL)
            }
            usleep(2_000)
        }
        let seconds = Date().timeIntervalSince(start)
        if case .captured = output {
            stdout = (try? String(contentsOfFile: stdoutPath, encoding: .utf8)) ?? ""
        }
        let stderr = (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
        let signal = status & 0x7F
        return Result(
            exitCode: signal == 0 ? (status >> 8) & 0xFF : nil, signal: signal == 0 ? nil : signal,
            stdout: stdout, stderr: stderr, peakMemory: peak, seconds: seconds,
            timedOut: timedOut)
    }
}

/// A temporary directory removed when the value is released.
final class ScratchDirectory {
    let url: URL
    var path: String { url.path }

    init(_ label: String = "hostile") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("nkl-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        // Make anything chmod-ed 000 removable again.
        if let names = try? FileManager.default.subpathsOfDirectory(atPath: url.path) {
            for name in names { chmod(url.appendingPathComponent(name).path, 0o700) }
        }
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `bytes` to `name` and returns its path.
    @discardableResult
    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        return file.path
    }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String { try write(name, Array(text.utf8)) }

    /// Writes a large file piece by piece, each piece repeated `times` (the test never holds the
    /// whole file in memory).
    @discardableResult
    func write(_ name: String, chunks: [(bytes: [UInt8], times: Int)]) throws -> String {
        let path = url.appendingPathComponent(name).path
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw POSIXError(.EIO)
        }
        defer { try? handle.close() }
        for (bytes, times) in chunks {
            // About 1 MB per write, built once per chunk (a debug build joining a million
            // one-byte arrays per megabyte took minutes for the 100 MB inputs).
            let perBlock = max(1, (1 << 20) / max(1, bytes.count))
            let block = bytes.count == 1
                ? [UInt8](repeating: bytes[0], count: min(perBlock, times))
                : Array([[UInt8]](repeating: bytes, count: min(perBlock, times)).joined())
            let fullBlock = Data(block)
            var left = times
            while left > 0 {
                let count = min(perBlock, left)
                try handle.write(contentsOf: count == perBlock ? fullBlock : Data(block.prefix(count * bytes.count)))
                left -= count
            }
        }
        return path
    }
}
