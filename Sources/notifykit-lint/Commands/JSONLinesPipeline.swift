import Foundation
import LintRules
import SizeModel

/// `check --format jsonl`: the pipeline mode (`Documentation/Pipeline.md`). It lints the inputs
/// in order and writes one record (`MessageRecord`, `JSONLinesReporter`) per message as it goes:
/// a JSON Lines input (a `.jsonl` or `.ndjson` file, or standard input whose first line is a JSON
/// value) is read part by part (`LineRunReader`) and each run of messages is written as soon as
/// it is linted, so memory stays bounded on an endless stream and a downstream process sees
/// records while the stream is still being written. A batch array's records are written run by
/// run as its elements are linted (`Linter.batchRecords`), a large batch file read part by part.
/// Other inputs (a document, a template) are read whole, within the input limit, as the other
/// formats read them.
///
/// A rule keeps at most `maximumFindingsPerRule` findings per message, not per file
/// (`RecordCap`). Ignores and the baseline apply per message; the findings about them
/// (`unused-ignore`, `baseline-entry-unused`) need the whole run and are not reported. The exit
/// status is the other formats' (0, 1, or 2 for a tool error).
enum JSONLinesPipeline {
    /// True when the run asks for the pipeline format.
    static func isRequested(_ options: CommandOptions) -> Bool {
        options.formats.contains { $0.format == JSONLinesReporter.identifier }
    }

    /// What one run needs, shared by its inputs.
    struct Run {
        let linter: Linter
        let limitPerMessage: Int
        let configuration: ConfigurationFile?
        let baseline: Baseline?
        let selection: PayloadSelection
        let failLevel: FailLevel
        let options: CommandOptions
        /// Cores a batch array is linted on (a stream of JSON Lines is linted on one).
        let jobs: Int
        let io: ToolIO
        /// Writes UTF-8 text to the output (a file with `--output`).
        let write: ([UInt8]) -> Bool
    }

    /// The shown findings so far, for the exit status, and whether to go on.
    struct Tally {
        /// Inputs, and shown findings by severity.
        var totals = RunTotals()
        var failing = false
        var toolErrors = false
        /// The reader of the output went away: stop reading.
        var stopped = false
    }

    static func run(
        _ inputs: [LintInput], lint: LintConfiguration, configuration: ConfigurationFile?, baseline: Baseline?,
        selection: PayloadSelection, failLevel: FailLevel, maxWarnings: Int?, options: CommandOptions, io: ToolIO
    ) -> Int32 {
        var uncapped = lint
        uncapped.maximumFindingsPerRule = Int.max
        let request = options.formats.first { $0.format == JSONLinesReporter.identifier }
        var descriptor: Int32? = nil
        if let path = request?.path {
            let absolute = PathNames.absolute(path, base: io.workingDirectory)
            let fd = open(absolute, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard fd >= 0 else {
                io.reportError("\(WriteError(path: absolute, reason: String(cString: strerror(errno))))")
                return ExitStatus.toolError.rawValue
            }
            descriptor = fd
        }
        defer { if let descriptor { close(descriptor) } }
        let write: ([UInt8]) -> Bool = { bytes in
            guard let descriptor else { return io.writeOutputUTF8(bytes) }
            return FileDescriptorIO.writeAll(bytes, to: descriptor) == nil
        }
        let run = Run(
            linter: Linter(configuration: uncapped), limitPerMessage: lint.maximumFindingsPerRule, configuration: configuration,
            baseline: baseline, selection: selection, failLevel: failLevel, options: options,
            jobs: options.jobs ?? ProcessInfo.processInfo.activeProcessorCount, io: io, write: write)
        var tally = Tally()
        for input in inputs where !tally.stopped {
            tally.totals.files += 1
            lintInput(input, run, &tally)
        }
        if descriptor != nil && !options.quiet {
            io.writeError(
TextReporter.summary(tally.totals) + "\n")
        }
        if tally.toolErrors { return ExitStatus.toolError.rawValue }
        if options.exitZero { return ExitStatus.clean.rawValue }
        if tally.failing { return ExitStatus.findings.rawValue }
        if let maxWarnings, tally.totals.warnings > maxWarnings {
            if !options.quiet {
                io.reportError("\(Plural.count(tally.totals.warnings, "warning")), more than the maximum of \(maxWarnings) (--max-warnings)")
            }
            return ExitStatus.findings.rawValue
        }
        return ExitStatus.clean.rawValue
    }

    // MARK: - One input

    /// Lints one input and writes its records.
    static func lintInput(_ input: LintInput, _ run: Run, _ tally: inout Tally) {
        let display = input.displayPath
        let template = InputCollector.isTemplate(input, configuration: run.configuration)
        let read: LineRunReader.Read
        var jsonLines: Bool?
        switch input {
        case .unreadable(_, _, let reason):
            fail(reason, input, run, &tally)
            return
        case .file(_, let absolute):
            jsonLines = PayloadFiles.isJSONLines(absolute)
            if !template && jsonLines == false {
                do {
                    if try lintBatchFile(input, absolute: absolute, run, &tally) { return }
                } catch {
                    fail("cannot read \(display): \(error.reason)", input, run, &tally)
                    return
                }
            }
            let fd = open(absolute, O_RDONLY | O_CLOEXEC | O_NOCTTY)
            guard fd >= 0 else {
                fail("cannot read \(display): \(FileDescriptorIO.error(display, errno).reason)", input, run, &tally)
                return
            }
            let opened = FileDescriptor(fd)
            read = { (buffer: inout [UInt8], count: Int) throws(ReadError) -> Int in
                try LineRunReader.reading(opened.fd, path: display)(&buffer, count)
            }
        case .standardInput(let name, _):
            if let name { jsonLines = PayloadFiles.isJSONLines(name) ? true : (name.lowercased().hasSuffix(".json") ? false : nil) }
            if let part = run.io.readInputPart {
                let fromPipe: LineRunReader.Read = { (buffer: inout [UInt8], count: Int) throws(ReadError) -> Int in
                    do {
                        return try part(&buffer, count)
                    } catch {
                        throw (error as? ReadError) ?? ReadError(path: "<stdin>", reason: "\(error)")
                    }
                }
                guard !template, jsonLines != true else {
                    read = fromPipe
                    break
                }
                // A document or batch past the part-read threshold is spooled to a temporary file
                // and linted as a file is; anything else is read on from the pipe.
                do {
                    var head: [UInt8] = []
                    var ended = false
                    func readHead(until done: ([UInt8]) -> Bool) throws(ReadError) {
                        while !ended && head.count <= partReadThreshold && !done(head) {
                            ended = try fromPipe(&head, partReadThreshold + 1 - head.count) == 0
                        }
                    }
                    // Unnamed, the first line decides as soon as it has arrived (a stream of JSON
                    // Lines is linted as it is written); a document is read on to the threshold.
                    var document = jsonLines == false
                    if !document {
                        try readHead(until: { firstLineEnd(in: $0) != nil })
                        document = startsLargeDocument(head, ended: ended, run.linter)
                    }
                    if document { try readHead(until: { _ in false }) }
                    if document && !ended {
                        let source = try StandardInputSpool.spool(head, then: part)
                        if try lintBatchSource(input, source, run, &tally) { return }
                        var reader = LineRunReader(read: LineRunReader.reading(source))
                        try lintWhole(input, reader: &reader, template: false, jsonLines: false, run, &tally)
                        return
                    }
                    read = LineRunReader.prepending(head, to: fromPipe)
                } catch {
                    fail("cannot read standard input: \(Self.reason(error))", input, run, &tally)
                    return
                }
            } else {
                do {
                    read = LineRunReader.reading(try run.io.readInput())
                } catch {
                    fail("cannot read standard input: \((error as? ReadError)?.reason ?? "\(error)")", input, run, &tally)
                    return
                }
            }
        }
        var reader = LineRunReader(read: read)
        do {
            if template || jsonLines == false {
                try lintWhole(input, reader: &reader, template: template, jsonLines: jsonLines ?? false, run, &tally)
                return
            }
            guard let first = try reader.next() else {
                // Empty: a JSON Lines input has no message; an unnamed standard input is an empty
                // document, `invalid-json` as in the other formats.
                if jsonLines == nil { try lintWhole(input, reader: &reader, template: false, jsonLines: false, run, &tally) }
                return
            }
            if jsonLines == nil && !startsWithJSONValueLine(first.bytes, run.linter) {
                try lintWhole(input, reader: &reader, head: first.bytes, template: false, jsonLines: false, run, &tally)
                return
            }
            if run.selection.screens(input), case .notAPayload(let what) = PayloadScreen.screen(first.bytes) {
                skipped(input, reason: "not a push payload: \(what)", run)
                return
            }
            try lintLines(input, first: first, reader: &reader, run, &tally)
        } catch {
            fail("cannot read \(display): \(error.reason)", input, run, &tally)
        }
    }

    /// Lints a JSON Lines input run by run, writing each run's records before reading on.
    static func lintLines(_ input: LintInput, first: LineRunReader.Block, reader: inout LineRunReader, _ run: Run, _ tally: inout Tally)
        throws(ReadError)
    {
        let encoding = run.linter.encodingFindings(first.bytes)
        guard let textStart = encoding.textStart else {
            // UTF-16 or UTF-32: one finding about the input, and nothing else can be read.
            emit([inputRecord(encoding.findings)], input, run, &tally)
            return
        }
        var block: LineRunReader.Block? = first
        var previous: MessageShape? = nil
        var nextRecord = 0
        var prologueFindings = encoding.findings
        while let current = block, !tally.stopped {
            let lines = LineRun(
                bytes: current.bytes, range: (current.fileOffset == 0 ? textStart : 0)..<current.bytes.count,
                fileOffset: current.fileOffset, firstLine: current.firstLine, firstRecord: nextRecord)
            let result = run.linter.lintRecords(lines, previous: &previous, limitPerMessage: run.limitPerMessage)
            nextRecord = result.nextRecord
            let inputFindings = prologueFindings + result.inputFindings
            prologueFindings = []
            emit((inputFindings.isEmpty ? [] : [inputRecord(inputFindings)]) + result.records, input, run, &tally)
            block = try reader.next()
        }
    }

    /// Lints an input read whole: a document, a batch array, or a template.
    static func lintWhole(
        _ input: LintInput, reader: inout LineRunReader, head: [UInt8] = [], template: Bool, jsonLines: Bool, _ run: Run,
        _ tally: inout Tally
    ) throws(ReadError) {
        var bytes = head
        while let block = try reader.next() {
            bytes += block.bytes
            if bytes.count > InputLimits.maximumInputBytes {
                throw ReadError(
                    path: input.displayPath,
                    reason: "it is over the \(InputLimits.describe(bytes: InputLimits.maximumInputBytes)) limit for one document; a stream of messages goes one per line (JSON Lines)")
            }
        }
        if run.selection.screens(input), let what = PayloadFiles.notAPayloadReason(bytes) {
            skipped(input, reason: "not a push payload: \(what)", run)
            return
        }
        let linter = run.linter
        if !template {
            // A batch: its records are written run by run as its elements are linted.
            var streamed = tally
            defer { tally = streamed }
            let wasBatch = try linter.batchRecords(bytes, jobs: run.jobs, limitPerMessage: run.limitPerMessage) { result in
                emit((result.inputFindings.isEmpty ? [] : [inputRecord(result.inputFindings)]) + result.records, input, run, &streamed)
                return !streamed.stopped
            }
            if wasBatch { return }
        }
        let result: LineRunRecords
        if template {
            let findings = TemplateLint.lint(bytes, linter: linter, jsonLines: jsonLines)
            result =
                jsonLines
                ? linter.jsonLinesRecords(bytes, findings: findings, limitPerMessage: run.limitPerMessage)
                : linter.documentRecords(bytes, findings: findings, limitPerMessage: run.limitPerMessage, shapes: false)
        } else {
            result = linter.documentRecords(bytes, findings: linter.lint(input: bytes), limitPerMessage: run.limitPerMessage)
        }
        emit((result.inputFindings.isEmpty ? [] : [inputRecord(result.inputFindings)]) + result.records, input, run, &tally)
    }

    /// Files up to this size are read whole; a larger batch array is read part by part.
    static let partReadThreshold = 1 << 20

    /// Lints a large batch array file part by part (`Linter.batchRecords`), writing its records
    /// run by run: memory holds a few blocks of it and the runs in flight, not the file. False
    /// when the file is not read this way (not a regular file, small, over the input limit for
    /// one document, not an array or not one of messages, or its head leaves the payload screen
    /// undecided): it is then read whole.
    static func lintBatchFile(_ input: LintInput, absolute: String, _ run: Run, _ tally: inout Tally) throws(ReadError) -> Bool {
        guard let source = try? FileByteSource(path: absolute) else { return false }
        return try lintBatchSource(input, source, run, &tally)
    }

    /// `lintBatchFile` for an open file: a named file, or standard input spooled to one.
    static func lintBatchSource(_ input: LintInput, _ source: FileByteSource, _ run: Run, _ tally: inout Tally) throws(ReadError) -> Bool {
        guard source.size > partReadThreshold, source.size <= InputLimits.maximumInputBytes else { return false }
        var head: [UInt8] = []
        _ = try source.read(at: 0, count: partReadThreshold, into: &head)
        if run.selection.screens(input) {
            // The screen reads the first element: decided within the head, it is the whole file's verdict.
            switch PayloadScreen.screen(head) {
            case .notAPayload(let what):
                skipped(input, reason: "not a push payload: \(what)", run)
                return true
            case .undecided:
                return false
            case .payload:
                break
            }
        }
        var streamed = tally
        defer { tally = streamed }
        return try run.linter.batchRecords(source, head: head, jobs: run.jobs, limitPerMessage: run.limitPerMessage) { result in
            emit((result.inputFindings.isEmpty ? [] : [inputRecord(result.inputFindings)]) + result.records, input, run, &streamed)
            return !streamed.stopped
        }
    }

    /// True when `head`, the first part of an unnamed standard input, starts a document rather
    /// than JSON Lines: its first line has arrived and is not a JSON value (a pretty-printed
    /// batch), or no line end came in the whole head, before the input `ended`, and it starts a
    /// batch array.
    static func startsLargeDocument(_ head: [UInt8], ended: Bool, _ linter: Linter) -> Bool {
        if firstLineEnd(in: head) != nil { return !startsWithJSONValueLine(head, linter) }
        var start = ByteOrderMark.detect(in: head) == .utf8 ? 3 : 0
        while start < head.count, Linter.isWhitespace(head[start]) { start += 1 }
        return !ended && start < head.count && head[start] == UInt8(ascii: "[")
    }

    /// The offset of the line feed that ends the first non-blank line of `bytes`, or nil when
    /// it has not arrived.
    static func firstLineEnd(in bytes: [UInt8]) -> Int? {
        let start = ByteOrderMark.detect(in: bytes) == .utf8 ? 3 : 0
        guard start < bytes.count, let content = bytes[start...].firstIndex(where: { !Linter.isWhitespace($0) }) else { return nil }
        return bytes[content...].firstIndex(of: UInt8(ascii: "\n"))
    }

    /// Why standard input could not be read.
    static func reason(_ error: any Error) -> String {
        if let over = error as? StandardInputSpool.OverLimit { return FileDescriptorIO.tooLarge("<stdin>", size: nil, limit: over.limit).reason }
        return (error as? ReadError)?.reason ?? "\(error)"
    }

    /// True when the first non-blank line of `bytes` (after a byte-order mark) is a JSON value on
    /// its own: standard input is then read as JSON Lines, else as one document.
    static func startsWithJSONValueLine(_ bytes: [UInt8], _ linter: Linter) -> Bool {
        var start = ByteOrderMark.detect(in: bytes) == .utf8 ? 3 : 0
        while start < bytes.count {
            let end = Linter.lineEnd(bytes, from: start, to: bytes.count)
            if bytes[start..<end].contains(where: { !Linter.isWhitespace($0) }) {
                let parser = JSONParser(maximumDepth: linter.configuration.maximumDepth)
                return (try? parser.parse(bytes, range: start..<end)) != nil
            }
            start = end + 1
        }
        return true
    }

    // MARK: - Records

    /// The record about the input as a whole.
    static func inputRecord(_ findings: [Finding]) -> MessageRecord {
        MessageRecord(
            index: nil, start: SourcePosition(offset: 0, line: 1, column: 1), byteCount: 0, shape: nil,
            findings: findings.sorted(by: Finding.reportOrder))
    }

    /// Applies ignores and the baseline to each record, counts what is shown and writes the
    /// records.
    static func emit(_ records: [MessageRecord], _ input: LintInput, _ run: Run, _ tally: inout Tally) {
        guard !records.isEmpty else { return }
        let lint = run.linter.configuration
        let relative = lint.ignoreRelativePath(input.absolutePath, workingDirectory: run.io.workingDirectory)
        let baselineFile = run.baseline?.filePath(for: input.absolutePath)
        var out = JSONLineWriter()
        let quotedPath = JSONLinesReporter.quoted(input.displayPath)
        for var record in records {
            let ignored = lint.applyIgnores(to: record.findings, relativePath: relative)
            record.findings = ignored.shown
            record.suppressed += ignored.suppressed.count
            if let baseline = run.baseline, let baselineFile {
                let applied = baseline.apply(to: record.findings, file: baselineFile)
                record.findings = applied.shown
                record.suppressed += applied.baselined.count
            }
            for finding in record.findings {
                switch finding.severity {
                case .error: tally.totals.errors += 1
                case .warning: tally.totals.warnings += 1
                case .info: tally.totals.infos += 1
                }
                if run.failLevel.fails(finding.severity) { tally.failing = true }
            }
            JSONLinesReporter.append(record, quotedPath: quotedPath, to: &out)
            // Written as it grows: a batch's records are made together, their text need not be.
            if out.bytes.count >= Self.writeChunkBytes {
                if !run.write(out.bytes) {
                    tally.stopped = true
                    return
                }
                out.bytes.removeAll(keepingCapacity: true)
            }
        }
        if !out.bytes.isEmpty, !run.write(out.bytes) { tally.stopped = true }
    }

    /// The most record text `emit` holds before writing it.
    static let writeChunkBytes = 1 << 20

    /// Reports an input that cannot be read (on standard error, and as an error record).
    static func fail(_ reason: String, _ input: LintInput, _ run: Run, _ tally: inout Tally) {
        run.io.reportError(TerminalSafeText.escaped(reason))
        tally.toolErrors = true
        tally.totals.unreadable += 1
        var record = inputRecord([])
        record.error = reason
        if !run.write(Array(JSONLinesReporter.line(record, path: input.displayPath).utf8)) { tally.stopped = true }
    }

    /// Notes an input skipped as not a push payload (with `--verbose`).
    static func skipped(_ input: LintInput, reason: String, _ run: Run) {
        if run.options.verbose && !run.options.quiet {
            run.io.writeError("note: skipped \(TerminalSafeText.escaped(input.displayPath)): \(reason)\n")
        }
    }
}

/// An open file descriptor, closed when the last reference goes.
private final class FileDescriptor: @unchecked Sendable {
    let fd: Int32
    init(_ fd: Int32) { self.fd = fd }
    deinit { close(fd) }
}

extension JSONLinesPipeline {
    /// The pipeline format writes records as it reads, so it is the run's only format, and the
    /// options that need the whole run first are refused with it.
    static func validate(_ options: CommandOptions) throws(UsageError) {
        guard isRequested(options) else { return }
        if options.formats.count > 1 {
            throw UsageError("'--format jsonl' writes records as it reads and cannot be combined with other formats; run twice")
        }
        if options.statistics { throw UsageError("'--statistics' needs the whole run; it cannot be combined with '--format jsonl'") }
        if options.writeBaselinePath != nil {
            throw UsageError("'--write-baseline' needs the whole run; it cannot be combined with '--format jsonl'")
        }
        if options.fix || options.diff {
            throw UsageError("'--\(options.fix ? "fix" : "diff")' rewrites whole files; it cannot be combined with '--format jsonl'")
        }
    }
}
