import Foundation

/// One finished child process: wall time from spawn to exit, CPU times and peak memory (from
/// `wait4`'s `rusage`, which covers exactly that child).
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
    /// Runs `executable` with `arguments`, standard output to `stdoutPath` (or /dev/null), standard
    /// error to `stderrPath` (or /dev/null), and waits for it.
    static func run(
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
