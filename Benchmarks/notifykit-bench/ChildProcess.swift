import Foundation

/// One finished child process: wall time from spawn to exit, CPU times and peak memory (from
/// `wait4`'s `rusage`).
struct ChildRun {
    var wall: Double
    var userCPU: Double
    var systemCPU: Double
    /// Peak resident set size in bytes.
    var peakRSS: Int
    var status: Int32

    /// CPU time over wall time: 2.0 means two cores busy all the time.
    var coresUsed: Double { wall > 0 ? (userCPU + systemCPU) / wall : 0 }
}

enum ChildProcess {
    /// Runs `executable` with `arguments` as `spawnAndWait` does, but from a fresh launcher (this
    /// executable with `--launch`), so the peak memory is the child's own.
    ///
    /// A child started by `posix_spawn` (a vfork) runs in its parent's memory until its exec, and
    /// Linux counts the parent's peak into the child's `ru_maxrss`: spawned straight from the
    /// benchmark, which has held a 100 MB corpus, every child would report at least that. The
    /// launcher is small (`launcherFloor`), so only children smaller than it are rounded up.
    static func run(
        _ executable: String, _ arguments: [String], stdoutPath: String? = nil, stderrPath: String? = nil
    ) -> ChildRun {
        let report = NSTemporaryDirectory() + "notifykit-bench-launch-\(getpid())"
        defer { unlink(report) }
        let launch = spawnAndWait(
            selfExecutable(), ["--launch", report, stdoutPath ?? "/dev/null", stderrPath ?? "/dev/null", executable] + arguments)
        let fields = ((try? String(contentsOfFile: report, encoding: .utf8)) ?? "").split(separator: " ").compactMap { Double($0) }
        guard launch.status == 0, fields.count == 5 else {
            fatalError("the launcher failed (status \(launch.status)) running \(executable)")
        }
        return ChildRun(wall: fields[0], userCPU: fields[1], systemCPU: fields[2], peakRSS: Int(fields[3]), status: Int32(fields[4]))
    }

    /// The launcher's entry point (`--launch REPORT STDOUT STDERR EXECUTABLE ARGS…`): runs the
    /// child and writes `wall user system peakRSS status` to REPORT.
    static func launch(_ arguments: [String]) -> Never {
        guard arguments.count >= 4 else { exit(2) }
        let run = spawnAndWait(arguments[3], Array(arguments.dropFirst(4)), stdoutPath: arguments[1], stderrPath: arguments[2])
        let text = "\(run.wall) \(run.userCPU) \(run.systemCPU) \(run.peakRSS) \(run.status)"
        exit(FileManager.default.createFile(atPath: arguments[0], contents: Data(text.utf8)) ? 0 : 1)
    }

    /// The smallest peak `run` can report: the launcher's own, measured with `/bin/true`.
    static func launcherFloor() -> Int { run("/bin/true", []).peakRSS }

    /// Runs `executable` with `arguments`, standard output to `stdoutPath` (or /dev/null), standard
    /// error to `stderrPath` (or /dev/null), and waits for it.
    static func spawnAndWait(
        _ executable: String, _ arguments: [String], stdoutPath: String? = nil, stderrPath: String? = nil,
        environment: [String: String] = [:]
    ) -> ChildRun {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdoutPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }

        var pid: pid_t = 0
        let start = now()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else {
            fatalError("cannot run \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let wall = now() - start
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return ChildRun(
            wall: wall, userCPU: seconds(usage.ru_utime), systemCPU: seconds(usage.ru_stime),
            peakRSS: usage.ru_maxrss * 1024, status: exitStatus)
    }

    static func seconds(_ value: timeval) -> Double {
        Double(value.tv_sec) + Double(value.tv_usec) / 1_000_000
    }
}

/// Monotonic seconds.
func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1_000_000_000
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}
