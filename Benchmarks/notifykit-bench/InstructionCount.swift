import Foundation

/// Instructions per message, counted with callgrind (`--count-instructions`): wall times on a
/// shared machine move by tens of percent between runs, instruction counts do not.
///
/// A JSON Lines corpus's first 4,000 and first 8,000 messages are linted on one core
/// (`--jobs 1`, the text report) and parsed by the `JSONSerialization` baseline, each under
/// callgrind; the difference divided by 4,000 is the steady-state cost of one message, without
/// process start and the one-time setup. (By 4,000 messages of the findings-heavy corpus most
/// rules have filled their limit of 1,000 findings: the figure is the cost of a message whose
/// findings are counted, not printed.) The ratio of the two is the per-core ratio by
/// instructions (the time ratio also depends on how many instructions per cycle each retires).
struct InstructionCount {
    /// Instructions per message of the lint and of the baseline.
    var lint: Double
    var baseline: Double

    var ratio: Double { lint > 0 ? baseline / lint : 0 }

    /// The messages in the smaller and the larger sample.
    static let samples = (small: 4_000, large: 8_000)

    /// Whether callgrind can be run here.
    static func isAvailable() -> Bool {
        ChildProcess.spawnAndWait("/bin/sh", ["-c", "command -v valgrind"]).status == 0
    }

    /// Counts a JSON Lines corpus; nil when a run fails.
    static func measure(jsonLines path: String, binary: String, scratch: String, tag: String) -> InstructionCount? {
        guard let lines = try? String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: true)
        else { return nil }
        var lint: [Int] = []
        var baseline: [Int] = []
        for size in [samples.small, samples.large] {
            guard lines.count >= size else { return nil }
            let sample = scratch + "/\(tag)-\(size).jsonl"
            let text = lines.prefix(size).joined(separator: "\n") + "\n"
            guard FileManager.default.createFile(atPath: sample, contents: Data(text.utf8)) else { return nil }
            guard let linted = count(binary, ["check", "--no-config", "--jobs", "1", sample], scratch: scratch, tag: "\(tag)-lint-\(size)"),
                let parsed = count(selfExecutable(), ["--parse-only", "lines", sample], scratch: scratch, tag: "\(tag)-baseline-\(size)")
            else { return nil }
            lint.append(linted)
            baseline.append(parsed)
        }
        let messages = Double(samples.large - samples.small)
        return InstructionCount(lint: Double(lint[1] - lint[0]) / messages, baseline: Double(baseline[1] - baseline[0]) / messages)
    }

    /// The instructions `executable` retires with `arguments`, counted by callgrind.
    static func count(_ executable: String, _ arguments: [String], scratch: String, tag: String) -> Int? {
        let output = scratch + "/callgrind.\(tag).out"
        let run = ChildProcess.spawnAndWait(
            "/bin/sh", ["-c", "exec valgrind --tool=callgrind --callgrind-out-file=\"$0\" \"$@\"", output, executable] + arguments,
            stdoutPath: scratch + "/\(tag).out", stderrPath: scratch + "/\(tag).err")
        guard run.status == 0 || run.status == 1, let text = try? String(contentsOfFile: output, encoding: .utf8) else { return nil }
        // callgrind writes "summary: N" (or "totals: N") with the instructions retired.
        for line in text.split(separator: "\n").reversed() where line.hasPrefix("summary:") || line.hasPrefix("totals:") {
            if let value = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) { return value }
        }
        return nil
    }
}
