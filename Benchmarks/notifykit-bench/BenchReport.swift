import Foundation

/// Runs the four cases and prints figures, ratios against the same-run baseline, and the targets.
struct BenchReport {
    let binary: String
    let corpus: Corpus
    let options: Options

    var scratch: String { corpus.directory + "/runs" }

    /// One measured case.
    struct Case {
        var name: String
        var bytes: Int
        var messages: Int
        var lint: ChildRun
        var baselineSeconds: Double
        var baselinePeakRSS: Int

        var megabytesPerSecond: Double { Double(bytes) / 1_000_000 / lint.wall }
        var messagesPerSecond: Double { Double(messages) / lint.wall }
        var baselineMegabytesPerSecond: Double { Double(bytes) / 1_000_000 / baselineSeconds }
        /// How many times faster the full lint is than parsing alone.
        var ratio: Double { baselineSeconds / lint.wall }
    }

    func run() {
        try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        print("notifykit-bench")
        print("machine: \(Machine.describe())")
        print("binary:  \(binary) (\(Self.linkage(of: binary)))")
        print("corpus:  \(corpus.directory) (\(corpus.sizes))")
        print("")

        log("(a) JSON Lines …")
        let (lines, linesHalf) = measureBatch(name: "(a) JSON Lines", path: corpus.jsonLines, half: corpus.jsonLinesHalf, baselineMode: .lines)
        let linesOneCore = lint(corpus.jsonLines, tag: "jsonl-1core", extra: ["--jobs", "1"], repeats: 1)
        let linesSame = sameFile(scratch + "/jsonl.out", scratch + "/jsonl-1core.out")

        log("(b) JSON array …")
        let (array, arrayHalf) = measureBatch(name: "(b) JSON array", path: corpus.array, half: corpus.arrayHalf, baselineMode: .document)
        let arrayOneCore = lint(corpus.array, tag: "array-1core", extra: ["--jobs", "1"], repeats: 1)
        let arraySame = sameFile(scratch + "/array.out", scratch + "/array-1core.out")

        log("(c) directory …")
        let directory = measureDirectory()
        log("(d) single file …")
        let single = measureSingle()
        let processFloor = median((0..<options.singleRuns).map { _ in ChildProcess.run("/bin/true", []).wall })
        let memoryFloor = ChildProcess.launcherFloor()

        let cases = [lines, array, directory, single]
        printTable(cases)
        print("")
        print(String(format: "process start floor (/bin/true, median of %d): %.2f ms", options.singleRuns, processFloor * 1000))
        print(String(format: "peak memory floor (the launcher that measures each run, with /bin/true): %.1f MB", mb(memoryFloor)))
        print(String(format: "one core (--jobs 1): JSON Lines %.3f s (%.2fx slower), array %.3f s (%.2fx slower); outputs byte-identical: %@",
            linesOneCore.wall, linesOneCore.wall / lines.lint.wall, arrayOneCore.wall, arrayOneCore.wall / array.lint.wall,
            linesSame && arraySame ? "yes" : "NO"))
        print(String(format: "linearity: JSON Lines %.3f s for half, %.3f s for all (x%.2f); array %.3f s for half, %.3f s for all (x%.2f)",
            linesHalf.wall, lines.lint.wall, lines.lint.wall / linesHalf.wall, arrayHalf.wall, array.lint.wall, array.lint.wall / arrayHalf.wall))
        print("")
        print("targets:")
        var met = true
        func target(_ ok: Bool, _ text: String) {
            met = met && ok
            print("  [\(ok ? "ok" : "MISSED")] \(text)")
        }
        target(lines.ratio >= 6, String(format: "JSON Lines throughput >= 6x JSONSerialization parse-only: %.1fx", lines.ratio))
        target(array.megabytesPerSecond >= lines.megabytesPerSecond * 0.95,
            String(format: "array at least as fast as JSON Lines: %.0f MB/s vs %.0f MB/s (5%% noise allowed)", array.megabytesPerSecond, lines.megabytesPerSecond))
        target(directory.lint.wall < 0.15, String(format: "%d-file directory under 0.15 s: %.3f s", directory.messages, directory.lint.wall))
        target(single.lint.wall < 0.010, String(format: "single file end to end under 10 ms: %.2f ms", single.lint.wall * 1000))
        target(lines.lint.peakRSS < 64 << 20 && array.lint.peakRSS < 64 << 20,
            String(format: "peak memory under 64 MB: JSON Lines %.1f MB, array %.1f MB", mb(lines.lint.peakRSS), mb(array.lint.peakRSS)))
        target(lines.lint.coresUsed > 1.3 && array.lint.coresUsed > 1.3 && linesSame && arraySame,
            String(format: "both cores used, output identical to one core: %.2f and %.2f cores busy", lines.lint.coresUsed, array.lint.coresUsed))
        target(lines.lint.wall / linesHalf.wall <= 2.05 && array.lint.wall / arrayHalf.wall <= 2.05,
            String(format: "linear: twice the input in at most twice the time: x%.2f and x%.2f", lines.lint.wall / linesHalf.wall, array.lint.wall / arrayHalf.wall))
        print(met ? "all targets met" : "some targets missed")
    }

    /// Whether the binary loads the Swift runtime and Foundation as shared libraries, which
    /// costs about 10 ms of symbol binding at every start on Linux (README "Performance").
    static func linkage(of binary: String) -> String {
        guard let bytes = try? Data(contentsOf: URL(fileURLWithPath: binary), options: .alwaysMapped) else { return "unreadable" }
        if bytes.range(of: Data("libFoundation.so".utf8)) != nil || bytes.range(of: Data("libswiftCore.so".utf8)) != nil {
            return "Swift runtime linked dynamically: build with --static-swift-stdlib for the single-file figure"
        }
        return "Swift runtime linked statically"
    }

    // MARK: Cases

    /// A batch case and the lint of its first half. The baseline, the whole file and the half are
    /// measured in interleaved rounds (baseline, whole, half; `repeats` times), so that a slow
    /// spell of a shared machine falls on all three alike; each figure is the median of its runs.
    func measureBatch(name: String, path: String, half: String, baselineMode: Baseline.Mode) -> (whole: Case, half: ChildRun) {
        let tag = baselineMode == .lines ? "jsonl" : "array"
        var baselines: [(seconds: Double, items: Int, peakRSS: Int)] = []
        var wholeRuns: [ChildRun] = []
        var halfRuns: [ChildRun] = []
        for _ in 0..<options.repeats {
            baselines.append(Baseline.measure(baselineMode, path, scratch: scratch))
            wholeRuns.append(lint(path, tag: tag, repeats: 1))
            halfRuns.append(lint(half, tag: tag + "-half", repeats: 1))
        }
        let baselineSeconds = median(baselines.map(\.seconds))
        let whole = Case(
            name: name, bytes: fileSize(path), messages: countMessages(path, mode: baselineMode, fallback: baselines[0].items),
            lint: Self.medianRun(wholeRuns), baselineSeconds: baselineSeconds, baselinePeakRSS: baselines.map(\.peakRSS).max() ?? 0)
        return (whole, Self.medianRun(halfRuns))
    }

    func measureDirectory() -> Case {
        let baseline = Baseline.measure(.files, corpus.preCommit, scratch: scratch)
        let run = lint(corpus.preCommit, tag: "directory", repeats: max(5, options.repeats))
        return Case(
            name: "(c) \(baseline.items) files", bytes: directoryBytes(corpus.preCommit), messages: baseline.items,
            lint: run, baselineSeconds: baseline.seconds, baselinePeakRSS: baseline.peakRSS)
    }

    func measureSingle() -> Case {
        let baseline = Baseline.measure(.repeated, corpus.single, extra: [String(options.singleRuns)], scratch: scratch)
        let run = lint(corpus.single, tag: "single", repeats: options.singleRuns)
        return Case(
            name: "(d) single file", bytes: fileSize(corpus.single), messages: 1,
            lint: run, baselineSeconds: baseline.seconds, baselinePeakRSS: baseline.peakRSS)
    }

    /// Lints `path` `repeats` times (text format to a file); the median wall time, the largest
    /// peak memory, and the CPU use of the median run.
    func lint(_ path: String, tag: String, extra: [String] = [], repeats: Int? = nil) -> ChildRun {
        var runs: [ChildRun] = []
        for _ in 0..<(repeats ?? options.repeats) {
            let run = ChildProcess.run(
                binary, ["check", "--no-config"] + extra + [path], stdoutPath: scratch + "/\(tag).out",
                stderrPath: scratch + "/\(tag).err")
            guard run.status == 0 || run.status == 1 else {
                Options.fail("notifykit-lint exited \(run.status) on \(path): \((try? String(contentsOfFile: scratch + "/\(tag).err", encoding: .utf8)) ?? "")")
            }
            runs.append(run)
        }
        return Self.medianRun(runs)
    }

    /// The run with the median wall time, with the largest peak memory of all the runs.
    static func medianRun(_ runs: [ChildRun]) -> ChildRun {
        var result = runs.sorted { $0.wall < $1.wall }[runs.count / 2]
        result.peakRSS = runs.map(\.peakRSS).max() ?? 0
        return result
    }

    // MARK: Printing

    func printTable(_ cases: [Case]) {
        print("case                  size      msgs      lint wall  MB/s    msg/s      cores  peak RSS  | JSONSerialization  MB/s    peak RSS   | ratio")
        for item in cases {
            print(String(format: "%-20@  %-8@  %-8d  %9@  %-6.0f  %-9.0f  %-5.2f  %-8@  | %-17@  %-6.0f  %-9@  | %.1fx",
                item.name as NSString, sizeText(item.bytes) as NSString, item.messages, timeText(item.lint.wall) as NSString,
                item.megabytesPerSecond, item.messagesPerSecond, item.lint.coresUsed, sizeText(item.lint.peakRSS) as NSString,
                timeText(item.baselineSeconds) as NSString, item.baselineMegabytesPerSecond, sizeText(item.baselinePeakRSS) as NSString,
                item.ratio))
        }
    }

    func timeText(_ seconds: Double) -> String {
        seconds < 1 ? String(format: "%.2f ms", seconds * 1000) : String(format: "%.3f s", seconds)
    }

    func sizeText(_ bytes: Int) -> String {
        if bytes < 10_000 { return "\(bytes) B" }
        if bytes < 10_000_000 { return String(format: "%.1f KB", Double(bytes) / 1000) }
        return String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }

    func mb(_ bytes: Int) -> Double { Double(bytes) / 1_048_576 }

    // MARK: Files

    func fileSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    }

    func directoryBytes(_ path: String) -> Int {
        var total = 0
        let enumerator = FileManager.default.enumerator(atPath: path)
        while let name = enumerator?.nextObject() as? String {
            if name.hasSuffix(".json") { total += fileSize(path + "/" + name) }
        }
        return total
    }

    func countMessages(_ path: String, mode: Baseline.Mode, fallback: Int) -> Int { fallback }

    func sameFile(_ a: String, _ b: String) -> Bool {
        guard let x = FileManager.default.contents(atPath: a), let y = FileManager.default.contents(atPath: b) else { return false }
        return x == y
    }
}

/// The machine the figures were measured on.
enum Machine {
    static func describe() -> String {
        let cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" } ?? "unknown CPU"
        var name = utsname()
        uname(&name)
        let release = withUnsafeBytes(of: &name.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return "\(cores) cores (nproc), \(model), Linux \(release)"
    }
}
