import Foundation

/// Runs the cases and prints figures, ratios against the same-run baseline, and the targets.
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

        log("(a) JSON Lines, (b) JSON array and (e) findings-heavy JSON Lines, in interleaved rounds …")
        let rulesOff = rulesOffConfiguration()
        let batches = measureBatches([
            BatchRuns(name: "(a) JSON Lines", path: corpus.jsonLines, half: corpus.jsonLinesHalf, mode: .lines, rulesOff: rulesOff?.path),
            BatchRuns(name: "(b) JSON array", path: corpus.array, half: corpus.arrayHalf, mode: .document),
            BatchRuns(name: "(e) findings-heavy", path: corpus.findings, half: corpus.findingsHalf, mode: .lines, tag: "findings"),
        ])
        let (lines, linesGrowth, linesRulesOff) = batches[0]
        let (array, arrayGrowth, _) = batches[1]
        let (heavy, heavyGrowth, _) = batches[2]
        let linesOneCore = lint(corpus.jsonLines, tag: "jsonl-1core", extra: ["--jobs", "1"], repeats: 1)
        let linesSame = sameFile(scratch + "/jsonl.out", scratch + "/jsonl-1core.out")
        let arrayOneCore = lint(corpus.array, tag: "array-1core", extra: ["--jobs", "1"], repeats: 1)
        let arraySame = sameFile(scratch + "/array.out", scratch + "/array-1core.out")
        let heavyOneCore = lint(corpus.findings, tag: "findings-1core", extra: ["--jobs", "1"], repeats: 1)
        let heavySame = sameFile(scratch + "/findings.out", scratch + "/findings-1core.out")
        var instructions: [(name: String, count: InstructionCount?)] = []
        if options.countInstructions {
            log("instructions per message (callgrind, one core) …")
            if InstructionCount.isAvailable() {
                instructions = [("(a) JSON Lines", corpus.jsonLines, "jsonl"), ("(e) findings-heavy", corpus.findings, "findings")].map {
                    ($0.0, InstructionCount.measure(jsonLines: $0.1, binary: binary, scratch: scratch, tag: $0.2))
                }
            } else {
                log("valgrind is not installed: no instruction counts")
            }
        }

        log("(c) directory …")
        let directory = measureDirectory()
        log("(d) single file …")
        let single = measureSingle()
        log("(f) many findings …")
        let manyFindings = measureManyFindings()
        let processFloor = median((0..<options.singleRuns).map { _ in ChildProcess.run("/bin/true", []).wall })
        let memoryFloor = ChildProcess.launcherFloor()

        let cases = [lines, array, heavy, directory, single]
        printTable(cases)
        print("")
        printPerCore([(lines, linesOneCore), (array, arrayOneCore), (heavy, heavyOneCore)], instructions: instructions)
        print("")
        printManyFindings(manyFindings)
        print("")
        print(String(format: "process start floor (/bin/true, median of %d): %.2f ms", options.singleRuns, processFloor * 1000))
        print(String(format: "peak memory floor (the launcher that measures each run, with /bin/true): %.1f MB", mb(memoryFloor)))
        print(String(format: "one core (--jobs 1): JSON Lines %.3f s (%.2fx slower), array %.3f s (%.2fx slower), findings-heavy %.3f s (%.2fx slower); outputs byte-identical: %@",
            linesOneCore.wall, linesOneCore.wall / lines.lint.wall, arrayOneCore.wall, arrayOneCore.wall / array.lint.wall,
            heavyOneCore.wall, heavyOneCore.wall / heavy.lint.wall, linesSame && arraySame && heavySame ? "yes" : "NO"))
        if let rulesOff, let linesRulesOff {
            print(String(format: "where the time goes: JSON Lines with all %d rules off (parsing, shape detection and the message model only, median of %d runs): %.3f s, %.0f MB/s, %.1fx JSONSerialization; the rules take the other %.3f s",
                rulesOff.rules, options.repeats, linesRulesOff.wall, Double(lines.bytes) / 1_000_000 / linesRulesOff.wall,
                lines.baselineSeconds / linesRulesOff.wall, lines.lint.wall - linesRulesOff.wall))
        }
        print(String(format: "linearity (fastest of %d runs each): JSON Lines %.3f s for half, %.3f s for all (x%.2f; CPU time x%.2f); array %.3f s for half, %.3f s for all (x%.2f; CPU time x%.2f); findings-heavy %.3f s for half, %.3f s for all (x%.2f; CPU time x%.2f)",
            options.repeats, linesGrowth.half, linesGrowth.whole, linesGrowth.ratio, linesGrowth.cpuRatio,
            arrayGrowth.half, arrayGrowth.whole, arrayGrowth.ratio, arrayGrowth.cpuRatio,
            heavyGrowth.half, heavyGrowth.whole, heavyGrowth.ratio, heavyGrowth.cpuRatio))
        print("")
        print("targets:")
        var met = true
        func target(_ ok: Bool, _ text: String) {
            met = met && ok
            print("  [\(ok ? "ok" : "MISSED")] \(text)")
        }
        target(lines.ratio >= 6, String(format: "JSON Lines throughput >= 6x JSONSerialization parse-only: %.1fx", lines.ratio))
        target(heavy.ratio >= 6, String(format: "findings-heavy JSON Lines >= 6x JSONSerialization parse-only: %.1fx", heavy.ratio))
        target(array.megabytesPerSecond >= lines.megabytesPerSecond * 0.95,
            String(format: "array at least as fast as JSON Lines: %.0f MB/s vs %.0f MB/s (5%% noise allowed)", array.megabytesPerSecond, lines.megabytesPerSecond))
        target(directory.lint.wall < 0.15, String(format: "%d-file directory under 0.15 s: %.3f s", directory.messages, directory.lint.wall))
        target(single.lint.wall < 0.010, String(format: "single file end to end under 10 ms: %.2f ms", single.lint.wall * 1000))
        target(lines.lint.peakRSS < 64 << 20 && array.lint.peakRSS < 64 << 20,
            String(format: "peak memory under 64 MB: JSON Lines %.1f MB, array %.1f MB", mb(lines.lint.peakRSS), mb(array.lint.peakRSS)))
        target(lines.lint.coresUsed > 1.3 && array.lint.coresUsed > 1.3 && linesSame && arraySame,
            String(format: "both cores used, output identical to one core: %.2f and %.2f cores busy", lines.lint.coresUsed, array.lint.coresUsed))
        target(heavySame, "findings-heavy output identical on one core and on all")
        let manyFindingsCap = manyFindingsTarget(manyFindings)
        target(manyFindingsCap.met, manyFindingsCap.text)
        target(linesGrowth.ratio <= 2.05 && arrayGrowth.ratio <= 2.05 && heavyGrowth.ratio <= 2.05,
            String(format: "linear: twice the input in at most twice the time: x%.2f, x%.2f and x%.2f", linesGrowth.ratio, arrayGrowth.ratio, heavyGrowth.ratio))
        print(met ? "all targets met" : "some targets missed")
    }

    /// Whether the binary loads the Swift runtime and Foundation as shared libraries, which
    /// costs about 10 ms of symbol binding at every start on Linux (Documentation/Performance.md).
    static func linkage(of binary: String) -> String {
        guard let bytes = try? Data(contentsOf: URL(fileURLWithPath: binary), options: .alwaysMapped) else { return "unreadable" }
        if bytes.range(of: Data("libFoundation.so".utf8)) != nil || bytes.range(of: Data("libswiftCore.so".utf8)) != nil {
            return "Swift runtime linked dynamically: build with --static-swift-stdlib for the single-file figure"
        }
        return "Swift runtime linked statically"
    }

    // MARK: Cases

    /// A batch case being measured: its runs so far.
    struct BatchRuns {
        let name: String
        let path: String
        /// The file holding the first half of the batch (the linearity figure).
        let half: String
        let mode: Baseline.Mode
        /// A configuration file turning every rule off, to also lint the whole file with it.
        var rulesOff: String? = nil
        /// The name of its output files; by default from the mode.
        var tag: String? = nil
        var baselines: [(seconds: Double, items: Int, peakRSS: Int)] = []
        var wholeRuns: [ChildRun] = []
        var halfRuns: [ChildRun] = []
        var rulesOffRuns: [ChildRun] = []

        var outputTag: String { tag ?? (mode == .lines ? "jsonl" : "array") }
    }

    /// The batch cases, how each one's cost grows from its first half, and the whole file with
    /// every rule off where asked, measured in interleaved rounds: every round runs, for each
    /// batch in turn, the baseline, the whole file, the half and the rules-off run, so that a
    /// slow spell of a shared machine falls on all the figures alike (the targets compare them
    /// with one another). The case figures are the medians of their `repeats` runs; the growth is
    /// taken from the fastest runs (`Growth`).
    func measureBatches(_ plans: [BatchRuns]) -> [(whole: Case, growth: Growth, rulesOff: ChildRun?)] {
        var batches = plans
        for _ in 0..<options.repeats {
            for index in batches.indices {
                let batch = batches[index]
                batches[index].baselines.append(Baseline.measure(batch.mode, batch.path, scratch: scratch))
                batches[index].wholeRuns.append(lint(batch.path, tag: batch.outputTag, repeats: 1))
                batches[index].halfRuns.append(lint(batch.half, tag: batch.outputTag + "-half", repeats: 1))
                if let configuration = batch.rulesOff {
                    batches[index].rulesOffRuns.append(
                        lint(batch.path, tag: batch.outputTag + "-rules-off", configuration: ["--config", configuration], repeats: 1))
                }
            }
        }
        return batches.map { batch in
            let whole = Case(
                name: batch.name, bytes: fileSize(batch.path),
                messages: countMessages(batch.path, mode: batch.mode, fallback: batch.baselines.first?.items ?? 0),
                lint: Self.medianRun(batch.wholeRuns), baselineSeconds: median(batch.baselines.map(\.seconds)),
                baselinePeakRSS: batch.baselines.map(\.peakRSS).max() ?? 0)
            let growth = Growth(
                half: batch.halfRuns.map(\.wall).min() ?? 0, whole: batch.wholeRuns.map(\.wall).min() ?? 0,
                halfCPU: median(batch.halfRuns.map { $0.userCPU + $0.systemCPU }),
                wholeCPU: median(batch.wholeRuns.map { $0.userCPU + $0.systemCPU }))
            return (whole, growth, batch.rulesOffRuns.isEmpty ? nil : Self.medianRun(batch.rulesOffRuns))
        }
    }

    /// How a batch's cost grows from its first half to the whole: the fastest wall time of each
    /// (a ratio of two noisy figures doubles the noise, and the fastest run is the one least
    /// slowed by other tenants of a shared machine) and the median CPU time of each.
    struct Growth {
        var half: Double
        var whole: Double
        var halfCPU: Double
        var wholeCPU: Double

        var ratio: Double { half > 0 ? whole / half : 0 }
        var cpuRatio: Double { halfCPU > 0 ? wholeCPU / halfCPU : 0 }
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

    /// A configuration file that turns every rule off, and how many rules it names: linted with
    /// it, a batch costs its reading, parsing, shape detection and the message model
    /// (`MessageContext`) that every rule reads, before any rule runs. Not a target: it shows how
    /// the full lint's time divides. Nil when the binary does not list its rules.
    func rulesOffConfiguration() -> (path: String, rules: Int)? {
        let listing = scratch + "/rules.json"
        guard ChildProcess.run(binary, ["rules", "--format", "json"], stdoutPath: listing, stderrPath: scratch + "/rules.err").status == 0,
            let data = FileManager.default.contents(atPath: listing),
            let catalog = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
            let rules = catalog["rules"] as? [[String: Any]]
        else { return nil }
        let ids = rules.compactMap { $0["id"] as? String }
        guard !ids.isEmpty else { return nil }
        let configuration: [String: Any] = ["version": 1, "rules": Dictionary(uniqueKeysWithValues: ids.map { ($0, "off") })]
        let path = scratch + "/rules-off.json"
        guard let text = try? JSONSerialization.data(withJSONObject: configuration, options: [.sortedKeys]),
            FileManager.default.createFile(atPath: path, contents: text)
        else { return nil }
        return (path, ids.count)
    }

    /// Lints `path` `repeats` times (text format to a file); the median wall time, the largest
    /// peak memory, and the CPU use of the median run. No configuration file unless
    /// `configuration` names one.
    func lint(_ path: String, tag: String, extra: [String] = [], configuration: [String] = ["--no-config"], repeats: Int? = nil) -> ChildRun {
        var runs: [ChildRun] = []
        for _ in 0..<(repeats ?? options.repeats) {
            let run = ChildProcess.run(
                binary, ["check"] + configuration + extra + [path], stdoutPath: scratch + "/\(tag).out",
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

    /// Each batch's ratio against `JSONSerialization` parse-only on one core (`--jobs 1`) and on
    /// all cores, with the instructions per message beside them where they were counted.
    func printPerCore(_ runs: [(all: Case, oneCore: ChildRun)], instructions: [(name: String, count: InstructionCount?)]) {
        print("ratio against JSONSerialization parse-only (one thread)   one core (--jobs 1)      all cores")
        for (item, oneCore) in runs {
            print(String(format: "  %-20@                                     %-9@ %5.2fx       %-9@ %5.2fx",
                item.name as NSString, timeText(oneCore.wall) as NSString, item.baselineSeconds / oneCore.wall,
                timeText(item.lint.wall) as NSString, item.ratio))
        }
        for (name, count) in instructions {
            guard let count else {
                print("  \(name): instructions not counted (a callgrind run failed)")
                continue
            }
            print(String(format: "  %-20@ instructions per message (callgrind, one core): lint %.1fk, JSONSerialization %.1fk: %.2fx per core",
                name as NSString, count.lint / 1000, count.baseline / 1000, count.ratio))
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
