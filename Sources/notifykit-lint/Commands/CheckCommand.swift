import Dispatch
import Foundation
import LintRules
import SizeModel

/// `notifykit-lint check`: configuration, inputs, lint, suppressions, reports, exit status.
enum CheckCommand {
    /// Runs `check`; returns the exit status and the inputs' results, which the executable leaves
    /// for the process's exit to free (`CommandOutcome.leftForExit`).
    static func runLeavingResults(_ options: CommandOptions, io: ToolIO) -> CommandOutcome {
        var results: [InputResult] = []
        let status = run(options, io: io, results: &results)
        return CommandOutcome(status: status, leftForExit: results)
    }

    /// Runs `check` and returns the exit status; `results` receives the inputs' results.
    static func run(_ options: CommandOptions, io: ToolIO, results: inout [InputResult]) -> Int32 {
        var io = io
        let cwd = io.workingDirectory
        let configuration: ConfigurationFile?
        do {
            configuration = try loadConfiguration(options, workingDirectory: cwd)
        } catch {
            for problem in error.all { io.reportError("\(problem)") }
            return ExitStatus.toolError.rawValue
        }
        var lint = configuration?.lint ?? LintConfiguration()
        if lint.baseDirectory == nil { lint.baseDirectory = cwd }
        applyCommandLineOverrides(options, to: &lint)
        let failLevel = options.failLevel ?? configuration?.failLevel ?? .error
        let maxWarnings = options.maxWarnings ?? configuration?.maxWarnings

        guard let collected = InputCollector.collectForCommand(options, configuration: configuration, cwd: cwd, verb: ("lint", "linted"), io: io)
        else { return ExitStatus.toolError.rawValue }

        var baseline: Baseline? = nil
        if options.writeBaselinePath == nil,
            let path = options.baselinePath.map({ PathNames.absolute($0, base: cwd) }) ?? configuration?.baseline
        {
            do {
                baseline = try Baseline.load(path: path, displayPath: PathNames.shown(path, from: cwd))
            } catch {
                io.reportError("\(error)")
                return ExitStatus.toolError.rawValue
            }
        }

        let selection = PayloadSelection(options: options, configuration: configuration, workingDirectory: cwd)
        let (inputs, toolFiles) = selection.removingToolFiles(collected.inputs)
        if JSONLinesPipeline.isRequested(options) {
            if options.verbose && !options.quiet {
                for input in toolFiles { io.writeError("note: skipped \(TerminalSafeText.escaped(input.path)): \(input.reason)\n") }
            }
            return JSONLinesPipeline.run(
                inputs, lint: lint, configuration: configuration, baseline: baseline, selection: selection, failLevel: failLevel,
                maxWarnings: maxWarnings, options: options, io: io)
        }
        let jobs = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let templates = inputs.map { InputCollector.isTemplate($0, configuration: configuration) }
        let linter = Linter(configuration: lint)
        var fixSummary: FixRun.Summary? = nil
        if options.fix || options.diff {
            let fixing = FixRun.run(inputs, linter: linter, options: options, templates: templates, selection: selection, io: io)
            if let status = fixing.exitStatus { return status }
            io = fixing.io
            fixSummary = fixing.summary
        }
        results = lintAll(
            inputs, linter: linter, baseline: baseline, jobs: jobs, templates: templates, io: io,
            selection: selection)
        let skipped = toolFiles + results.compactMap { result in result.skipped.map { SkippedInput(path: result.report.path, reason: $0) } }
        if options.verbose && !options.quiet {
            for input in skipped { io.writeError("note: skipped \(TerminalSafeText.escaped(input.path)): \(input.reason)\n") }
        }
        var reports = results.filter { $0.skipped == nil }.map(\.report)
        for report in reports {
            if let error = report.toolError { io.reportError("\(TerminalSafeText.escaped(error))") }
        }
        let toolErrors = reports.contains { $0.toolError != nil }

        if let target = options.writeBaselinePath {
            return writeBaseline(results, to: PathNames.absolute(target, base: cwd), toolErrors: toolErrors, options: options, io: io)
        }

        if let configuration, let severity = lint.severity(for: SuppressionRules.unusedIgnore),
            let report = unusedIgnores(results, configuration: configuration, severity: severity, workingDirectory: cwd)
        {
            reports.append(report)
        }
        if let baseline, let report = unusedBaselineEntries(results, baseline: baseline, lint: lint, workingDirectory: cwd) {
            reports.append(report)
        }

        let run = LintRun(reports: reports, skipped: skipped)
        var status = exitStatus(run, toolErrors: toolErrors, failLevel: failLevel, maxWarnings: maxWarnings, options: options, io: io)
        if !writeReports(run, options: options, io: io) { status = ExitStatus.toolError.rawValue }
        if let fixSummary {
            fixSummary.report(to: io, quiet: options.quiet)
            if fixSummary.writeFailed { status = ExitStatus.toolError.rawValue }
        }
        return status
    }

    // MARK: - Configuration

    /// The run's configuration: none with `--no-config`, the `--config` file, or the discovered one.
    static func loadConfiguration(_ options: CommandOptions, workingDirectory: String) throws(ConfigurationError) -> ConfigurationFile? {
        if options.noConfig { return nil }
        if let path = options.configPath {
            return try ConfigurationFile.load(path: PathNames.absolute(path, base: workingDirectory), displayPath: path)
        }
        guard let found = ConfigurationFile.discover(from: workingDirectory) else { return nil }
        return try ConfigurationFile.load(path: found, displayPath: PathNames.shown(found, from: workingDirectory))
    }

    /// Command-line options that change engine settings over the configuration file's. Options
    /// such as `--shape` or `--placeholder name=64` set their `LintConfiguration` fields here.
    static func applyCommandLineOverrides(_ options: CommandOptions, to lint: inout LintConfiguration) {
        options.applySizeOverrides(to: &lint)
        if let shape = options.shape { lint.shape = shape }
        RuleSelector.apply(select: options.select, ignore: options.ignore, to: &lint)
    }

    // MARK: - Linting

    /// One input's report and what its suppressions used.
    struct InputResult: Sendable {
        var report: FileReport
        var linted = false
        var ignoreCovering: Set<Int> = []
        var ignoreUsed: Set<Int> = []
        var baselineFile: String? = nil
        var baselineMatched: [Baseline.Key: Int] = [:]
        /// Findings after ignores (before the baseline), for `--write-baseline`.
        var unbaselined: [Finding] = []
        var absolutePath: String? = nil
        /// Why the input was skipped without linting (it is not a push payload); nil when linted.
        var skipped: String? = nil
    }

    /// Lints the inputs on up to `jobs` cores (a large batch or JSON Lines file is itself split
    /// over them); the results come back in input order, so output does not depend on
    /// scheduling or on `jobs`.
    static func lintAll(
        _ inputs: [LintInput], linter: Linter, baseline: Baseline?, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        templates: [Bool] = [], io: ToolIO, selection: PayloadSelection? = nil
    ) -> [InputResult] {
        let slots = ResultSlots(count: inputs.count)
        let lanes = max(1, min(jobs, inputs.count))
        let next = WorkCounter()
        let fileJobs = inputs.count == 1 ? jobs : 1
        DispatchQueue.concurrentPerform(iterations: lanes) { _ in
            while let index = next.take(below: inputs.count) {
                let template = index < templates.count && templates[index]
                let screen = selection?.screens(inputs[index]) ?? false
                slots.store(
                    lintOne(inputs[index], linter: linter, baseline: baseline, jobs: fileJobs, template: template, io: io, screen: screen),
                    at: index)
            }
        }
        return slots.results
    }

    /// Lints one input; a `template` is linted through `TemplateLint` (and never streamed); with
    /// `screen`, an input that is not a push payload (`PayloadFiles.notAPayloadReason`) is
    /// skipped instead (its result says why).
    static func lintOne(
        _ input: LintInput, linter: Linter, baseline: Baseline?, jobs: Int = 1, template: Bool = false, io: ToolIO,
        screen: Bool = false
    ) -> InputResult {
        let display = input.displayPath
        let reportPath = input.absolutePath.map { PathNames.reportPath(absolute: $0, workingDirectory: io.workingDirectory) } ?? display
        var whole: [UInt8]? = nil
        var streamed: StreamOutcome? = nil
        // A .jsonc file is read whole: its comments are blanked before it is linted.
        if !template, !PayloadFiles.isJSONWithComments(input.absolutePath ?? display) {
            switch input {
            case .file(_, let absolute):
                streamed = lintStreamed(absolute, display: display, linter: linter, jobs: jobs, screen: screen)
            case .standardInput:
                guard let readPart = io.readInputPart else { break }
                do {
                    switch try StandardInputSpool.read(readPart, threshold: streamingThreshold) {
                    case .inMemory(let bytes):
                        whole = bytes
                    case .spooled(let source):
                        let name = input.absolutePath ?? display
                        streamed = lintStreamed(
                            source, jsonLines: PayloadFiles.isJSONLines(name), display: display, linter: linter, jobs: jobs, screen: screen)
                    }
                } catch {
                    return InputResult(
                        report: FileReport(
                            path: display, reportPath: reportPath,
                            toolError: "cannot read standard input: \(JSONLinesPipeline.reason(error))"))
                }
            case .unreadable:
                break
            }
        }
        if let streamed {
            switch streamed {
            case .skipped(let reason):
                return skippedResult(input, reportPath: reportPath, reason: reason)
            case .notStreamed:
                break
            case .read(let bytes):
                whole = bytes
            case .failed(let reason):
                return InputResult(report: FileReport(path: display, reportPath: reportPath, toolError: reason))
            case .linted(let streamed):
                var report = FileReport(path: display, reportPath: reportPath, findings: [], source: [])
                report.excerpts = streamed.excerpts
                return finishResult(input, findings: streamed.findings, report: report, linter: linter, baseline: baseline, io: io)
            }
        }
        let bytes: [UInt8]
        switch input {
        case .unreadable(_, _, let reason):
            return InputResult(report: FileReport(path: display, reportPath: reportPath, toolError: reason))
        case .standardInput:
            do {
                bytes = try whole ?? io.readInput()
            } catch {
                return InputResult(report: FileReport(path: display, reportPath: reportPath, toolError: "cannot read standard input: \((error as? ReadError)?.reason ?? "\(error)")"))
            }
        case .file(_, let absolute):
            do {
                if let whole {
                    bytes = whole
                } else {
                    bytes = try FileDescriptorIO.readFile(absolute)
                }
            } catch {
                return InputResult(
                    report: FileReport(path: display, reportPath: reportPath, toolError: "cannot read \(display): \(error.reason)"))
            }
        }
        if screen, let what = PayloadFiles.notAPayloadReason(bytes) {
            return skippedResult(input, reportPath: reportPath, reason: "not a push payload: \(what)")
        }
        let report = FileReport(path: display, reportPath: reportPath, findings: [], source: bytes)
        let jsonLines = PayloadFiles.isJSONLines(input.absolutePath ?? display)
        let linted = PayloadFiles.linted(bytes, path: input.absolutePath ?? display)
        let findings: [Finding]
        if template {
            findings = TemplateLint.lint(linted, linter: linter, jsonLines: jsonLines)
        } else {
            findings = jsonLines ? linter.lint(jsonLines: linted) : linter.lint(input: linted)
        }
        return finishResult(input, findings: findings, report: report, linter: linter, baseline: baseline, io: io)
    }

    static func skippedResult(_ input: LintInput, reportPath: String, reason: String) -> InputResult {
        var result = InputResult(report: FileReport(path: input.displayPath, reportPath: reportPath, findings: [], source: []))
        result.skipped = reason
        result.absolutePath = input.absolutePath
        return result
    }

    /// Whether a file was linted part by part.
    enum StreamOutcome {
        /// Not a regular file (a FIFO…): read it whole the ordinary way.
        case notStreamed
        /// A small file, or one that is not a batch or JSON Lines: its bytes, to lint whole.
        case read([UInt8])
        /// It could not be read.
        case failed(String)
        /// Its findings.
        case linted(LintedInput)
        /// Screened and skipped: why.
        case skipped(String)
    }

    /// Files up to this size are read whole, in one read, and linted as one run in memory.
    static let streamingThreshold = 1 << 20

    /// Lints a large JSON Lines file (by extension) or a large file holding one top-level array (a
    /// batch) part by part, on `jobs` cores; other files are read once and linted whole.
    static func lintStreamed(_ absolute: String, display: String, linter: Linter, jobs: Int, screen: Bool = false) -> StreamOutcome {
        let source: FileByteSource
        do {
            source = try FileByteSource(path: absolute)
        } catch {
            return .notStreamed  // not a regular file, or not readable: the ordinary read says why
        }
        return lintStreamed(source, jsonLines: PayloadFiles.isJSONLines(absolute), display: display, linter: linter, jobs: jobs, screen: screen)
    }

    /// `lintStreamed(_:display:linter:jobs:screen:)` for an open file (a file named on the command
    /// line, or standard input spooled to a temporary file); `jsonLines` by the input's name.
    static func lintStreamed(
        _ source: FileByteSource, jsonLines: Bool, display: String, linter: Linter, jobs: Int, screen: Bool = false
    ) -> StreamOutcome {
        let absolute = source.path
        // Empty by its size (procfs, sysfs): the ordinary read finds out what it holds.
        if source.size == 0 { return .notStreamed }
        func refuse(over limit: Int) -> StreamOutcome {
            let error = FileDescriptorIO.tooLarge(absolute, size: source.size, limit: limit)
            return .failed("cannot read \(display): \(error.reason)")
        }
        if source.size > InputLimits.maximumStreamedInputBytes { return refuse(over: InputLimits.maximumStreamedInputBytes) }
        do {
            var head: [UInt8] = []
            let got = try source.read(at: 0, count: streamingThreshold + 1, into: &head)
            if got <= streamingThreshold { return .read(head) }
            // A large file: its head decides (undecided when the first object goes on past it).
            if screen, case .notAPayload(let what) = PayloadScreen.screen(head) {
                return .skipped("not a push payload: \(what)")
            }
            let format: InputLayout
            if jsonLines {
                format = .jsonLines
            } else {
                var i = ByteOrderMark.detect(in: head) == .utf8 ? 3 : 0
                while i < head.count, Linter.isWhitespace(head[i]) { i += 1 }
                // Not a batch: read whole, within the limit for one document.
                guard i < head.count, head[i] == UInt8(ascii: "[") else {
                    if source.size > InputLimits.maximumInputBytes { return refuse(over: InputLimits.maximumInputBytes) }
                    try source.readToEnd(into: &head)
                    return .read(head)
                }
                format = .array
            }
            head = []
            return .linted(try linter.lintRuns(source, format: format, settings: RunSettings(jobs: jobs)))
        } catch {
            return .failed("cannot read \(display): \(error.reason)")
        }
    }

    /// Applies ignores and the baseline to an input's findings.
    static func finishResult(
        _ input: LintInput, findings: [Finding], report: FileReport, linter: Linter, baseline: Baseline?, io: ToolIO
    ) -> InputResult {
        let configuration = linter.configuration
        let relative = configuration.ignoreRelativePath(input.absolutePath, workingDirectory: io.workingDirectory)
        let ignored = configuration.applyIgnores(to: findings, relativePath: relative)
        var report = report
        report.findings = ignored.shown
        var result = InputResult(report: report)
        result.linted = true
        result.absolutePath = input.absolutePath
        result.report.suppressed = ignored.suppressed
        result.ignoreCovering = ignored.covering
        result.ignoreUsed = ignored.used
        result.unbaselined = ignored.shown
        if let baseline {
            let file = baseline.filePath(for: input.absolutePath)
            let applied = baseline.apply(to: ignored.shown, file: file)
            result.report.findings = applied.shown
            result.report.suppressed += applied.baselined.map { SuppressedFinding(finding: $0, suppression: .baseline) }
            result.report.suppressed.sort { Finding.reportOrder($0.finding, $1.finding) }
            result.baselineFile = file
            result.baselineMatched = applied.matched
        }
        return result
    }

    // MARK: - Suppression findings

    /// `unused-ignore` findings: entries that cover a linted file but suppressed nothing.
    static func unusedIgnores(
        _ results: [InputResult], configuration: ConfigurationFile, severity: Severity, workingDirectory: String
    ) -> FileReport? {
        let covering = results.reduce(into: Set<Int>()) { $0.formUnion($1.ignoreCovering) }
        let used = results.reduce(into: Set<Int>()) { $0.formUnion($1.ignoreUsed) }
        let locator = SourceLocator(bytes: configuration.source)
        var findings: [Finding] = []
        for index in covering.subtracting(used).sorted() where index < configuration.ignoreRanges.count {
            let ignore = configuration.lint.ignores[index]
            let range = configuration.ignoreRanges[index]
            let covered = results.filter { $0.ignoreCovering.contains(index) }.count
            var what = "files \(ignore.files.map { "\"\($0)\"" }.joined(separator: ", "))"
            if let pointer = ignore.pointer { what += ", pointer \"\(pointer)\"" }
            if let rules = ignore.rules { what += ", rules \(rules.sorted().joined(separator: ", "))" }
            findings.append(
                Finding(
                    ruleID: SuppressionRules.unusedIgnore.id, severity: severity,
                    message: "ignores entry \(index) (\(what)) suppressed nothing in the \(covered) linted \(covered == 1 ? "file" : "files") it covers",
                    pointer: JSONPointer(tokens: ["ignores", String(index)]),
                    start: locator.position(of: range.start), end: locator.position(of: range.end),
                    fix: "remove the entry, or correct its files, pointer or rules"))
        }
        guard !findings.isEmpty else { return nil }
        return FileReport(
            path: configuration.displayPath,
            reportPath: PathNames.reportPath(absolute: configuration.path, workingDirectory: workingDirectory),
            findings: findings, source: configuration.source, role: .configuration)
    }

    /// `baseline-entry-unused` findings: entries for linted files that matched fewer findings than
    /// recorded.
    static func unusedBaselineEntries(
        _ results: [InputResult], baseline: Baseline, lint: LintConfiguration, workingDirectory: String
    ) -> FileReport? {
        let description = SuppressionRules.unusedBaselineEntry
        guard let severity = lint.severity(for: description) else { return nil }
        var linted = Set<String>()
        var matched: [Baseline.Key: Int] = [:]
        for result in results where result.linted {
            if let file = result.baselineFile { linted.insert(file) }
            matched.merge(result.baselineMatched, uniquingKeysWith: +)
        }
        let locator = SourceLocator(bytes: baseline.source)
        var findings: [Finding] = []
        for (key, count) in baseline.counts where linted.contains(key.file) && matched[key, default: 0] < count {
            guard let location = baseline.entryLocations[key] else { continue }
            let found = matched[key, default: 0]
            findings.append(
                Finding(
                    ruleID: description.id, severity: severity,
                    message: "baseline entry \(key.rule) at \"\(key.pointer)\" in \(key.file) matched \(found) of \(count) recorded \(count == 1 ? "finding" : "findings")",
                    pointer: JSONPointer(tokens: ["entries", String(location.index)]),
                    start: locator.position(of: location.start), end: locator.position(of: location.end),
                    fix: "refresh the baseline with --write-baseline"))
        }
        guard !findings.isEmpty else { return nil }
        return FileReport(
            path: baseline.displayPath,
            reportPath: PathNames.reportPath(absolute: baseline.path, workingDirectory: workingDirectory),
            findings: findings.sorted(by: Finding.reportOrder), source: baseline.source, role: .baseline)
    }

    // MARK: - Baseline writing

    static func writeBaseline(_ results: [InputResult], to path: String, toolErrors: Bool, options: CommandOptions, io: ToolIO) -> Int32 {
        let shown = PathNames.shown(path, from: io.workingDirectory)
        guard !toolErrors else {
            io.reportError("not writing the baseline \(shown): some inputs could not be read")
            return ExitStatus.toolError.rawValue
        }
        let directory = PathNames.parent(path)
        var counts: [Baseline.Key: Int] = [:]
        var findings = 0
        var files = 0
        for result in results where result.linted {
            let file = result.absolutePath.map { PathNames.relative($0, to: directory) ?? $0 } ?? "<stdin>"
            if !result.unbaselined.isEmpty { files += 1 }
            for finding in result.unbaselined {
                counts[Baseline.Key(file: file, rule: finding.ruleID, pointer: finding.pointer.description), default: 0] += 1
                findings += 1
            }
        }
        do {
            try FileDescriptorIO.writeFile(Baseline.render(counts), to: path)
        } catch {
            io.reportError("\(error)")
            return ExitStatus.toolError.rawValue
        }
        if !options.quiet {
            io.writeError(
                "wrote \(shown): \(counts.count) \(counts.count == 1 ? "entry" : "entries") for \(findings) \(findings == 1 ? "finding" : "findings") in \(files) \(files == 1 ? "file" : "files")\n")
        }
        return ExitStatus.clean.rawValue
    }

    // MARK: - Output and exit status

    /// Renders every requested format; false when an output file could not be written.
    static func writeReports(_ run: LintRun, options: CommandOptions, io: ToolIO) -> Bool {
        let requests = options.formats.isEmpty ? [FormatRequest(format: TextReporter.identifier, path: nil)] : options.formats
        let color = options.color.enabled(environment: io.environment, outputIsTerminal: io.outputIsTerminal)
        var ok = true
        var stdoutIsDocument = false
        for request in requests {
            guard let reporter = ReporterRegistry.reporter(named: request.format) else { continue }
            let isText = request.format == TextReporter.identifier
            let style = ReportStyle(color: color && isText && request.path == nil, quiet: options.quiet)
            let report = reporter.renderUTF8(run, style: style)
            if let path = request.path {
                do {
                    try FileDescriptorIO.writeFile(report, to: PathNames.absolute(path, base: io.workingDirectory))
                } catch {
                    io.reportError("\(error)")
                    ok = false
                }
            } else {
                stdoutIsDocument = type(of: reporter).isMachineDocument
                _ = io.writeOutputUTF8(report)
            }
        }
        // Every format went to a file (-f sarif=notifykit.sarif): the summary line still goes to
        // standard error, so a CI log says why the step failed.
        if !options.quiet && !requests.contains(where: { $0.path == nil }) {
            io.writeError(TextReporter.summary(run.totals) + "\n")
        }
        if options.statistics {
            let statistics = StatisticsReport.render(run)
            if stdoutIsDocument { io.writeError(statistics) } else { _ = io.writeOutput(statistics) }
        }
        return ok
    }

    /// 2 for tool errors; else 0 with `--exit-zero`; else 1 when a shown finding is at or above
    /// the fail level or warnings exceed `maxWarnings`; else 0.
    static func exitStatus(
        _ run: LintRun, toolErrors: Bool, failLevel: FailLevel, maxWarnings: Int?, options: CommandOptions, io: ToolIO
    ) -> Int32 {
        if toolErrors { return ExitStatus.toolError.rawValue }
        if options.exitZero { return ExitStatus.clean.rawValue }
        let failing = run.reports.contains { $0.findings.contains { failLevel.fails($0.severity) } }
        if failing { return ExitStatus.findings.rawValue }
        let totals = run.totals
        if let maxWarnings, totals.warnings > maxWarnings {
            if !options.quiet {
                io.reportError("\(Plural.count(totals.warnings, "warning")), more than the maximum of \(maxWarnings) (--max-warnings)")
            }
            return ExitStatus.findings.rawValue
        }
        return ExitStatus.clean.rawValue
    }
}

/// Result slots filled concurrently, one writer per slot.
/// Hands out the indices 0, 1, 2… to the lanes of `lintAll`, each once.
private final class WorkCounter: @unchecked Sendable {
    private var next = 0
    private let lock = NSLock()

    func take(below count: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }
}

private final class ResultSlots: @unchecked Sendable {
    private var slots: [CheckCommand.InputResult?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ result: CheckCommand.InputResult, at index: Int) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    var results: [CheckCommand.InputResult] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
