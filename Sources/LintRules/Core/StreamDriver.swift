import Dispatch
import SizeModel

/// Reads a streamed input block by block, cuts it into segments, has them linted (in parallel
/// when `jobs` > 1) and combines the results in file order.
struct StreamDriver {
    let linter: Linter
    let source: any ByteSource
    let format: StreamFormat
    let settings: StreamSettings

    init(linter: Linter, source: any ByteSource, format: StreamFormat, settings: StreamSettings) {
        self.linter = linter
        self.source = source
        self.format = format
        self.settings = settings
        checks = format == .array ? linter.makeBatchChecks() : []
        limit = FindingLimit(limit: linter.configuration.maximumFindingsPerRule)
    }

    // Combined results.
    private var output = StreamedLint()
    private var position = SourcePosition(offset: 0, line: 1, column: 1)
    /// The file offset and position where every segment starts, to locate findings made after
    /// the segment was dropped (batch findings, the exact syntax error).
    private var segmentStarts: [(offset: Int, position: SourcePosition)] = []
    private let checks: [any BatchCheck]
    private var batchCollector = FindingCollector()
    private var elements = 0
    /// The shape detection of the batch's first message object.
    private var firstDetection: ShapeDetection? = nil
    private var problem: StreamSyntaxProblem? = nil
    /// The shape of the last message combined so far.
    private var lastShape: MessageShape? = nil
    /// The per-file limit of findings per rule, and what was kept and left out so far.
    private var limit: FindingLimit<(finding: Finding, window: ExcerptWindow)>

    mutating func run() throws(ReadError) -> StreamedLint {
        var buffer: [UInt8] = []
        var base = 0
        var eof = try fill(&buffer, base: base, count: settings.blockSize)

        // The byte-order mark and encoding, as the whole-file path checks them.
        var prologue = FindingCollector()
        guard let textStart = linter.checkEncoding(buffer, &prologue) else {
            let bytes = buffer
            combine(linter.locatedInBlock(prologue.pending, bytes: bytes, reachesEnd: eof), segmentStart: 0, span: nil)
            return finished()
        }
        combine(linter.locatedInBlock(prologue.pending, bytes: buffer, reachesEnd: eof), segmentStart: 0, span: nil)

        var work = WorkQueue(jobs: settings.jobs)
        var segmentStart = 0  // file offset of the next segment's first byte
        var firstIndex = 0
        var scanner = JSONArrayBoundaryScanner()
        var scanned = textStart
        var first = true
        while true {
            let cutLimit = eof ? base + buffer.count : base + buffer.count - StreamSettings.context
            var cuts: [(offset: Int, index: Int)] = []
            switch format {
            case .array:
                if cutLimit > scanned {
                    cuts = scanner.cuts(
                        in: buffer, (scanned - base)..<(cutLimit - base),
                        firstCut: segmentStart - base + settings.segmentSize, spacing: settings.segmentSize
                    ).map { ($0.offset + base, $0.index) }
                    scanned = cutLimit
                }
            case .jsonLines:
                cuts = lineCuts(buffer, base: base, from: segmentStart, limit: cutLimit, firstIndex: firstIndex, textStart: first ? textStart : nil)
            }
            let bytes = buffer
            for cut in cuts {
                let segment = StreamSegment(
                    bytes: bytes, base: base, range: (segmentStart - base)..<(cut.offset - base), firstIndex: firstIndex,
                    textStart: first ? textStart - base : nil, isLast: false, reachesEnd: eof && cut.offset == base + bytes.count)
                dispatch(segment, &work)
                segmentStart = cut.offset
                firstIndex = cut.index
                first = false
            }
            // The bytes after the last cut hold one message: one larger than the limit is refused before it is read further.
            if base + buffer.count - segmentStart > settings.maximumMessageBytes {
                throw Self.messageTooLarge(from: segmentStart, limit: settings.maximumMessageBytes, format: format)
            }
            if eof {
                let segment = StreamSegment(
                    bytes: bytes, base: base, range: (segmentStart - base)..<bytes.count, firstIndex: firstIndex,
                    textStart: first ? textStart - base : nil, isLast: true, reachesEnd: true)
                dispatch(segment, &work)
                break
            }
            // The next block: context before the next segment, the bytes not yet cut, and more.
            let keep = max(segmentStart - StreamSettings.context, base)
            var next = Array(buffer[(keep - base)...])
            // Twice the bytes kept (a long message is read in growing steps), but no further than
            // one byte past the message limit.
            let pending = keep + next.count - segmentStart
            let more = max(settings.blockSize, min(next.count, settings.maximumMessageBytes + 1 - pending))
            let got = try source.read(at: base + buffer.count, count: more, into: &next)
            eof = got < more
            base = keep
            buffer = next
            drain(&work, waitForAll: false)
        }
        drain(&work, waitForAll: true)
        return try finish()
    }

    /// The error for a message (a line, or an array element) that does not end within `limit`
    /// bytes of `offset`.
    static func messageTooLarge(from offset: Int, limit: Int, format: StreamFormat) -> ReadError {
        let what = format == .jsonLines ? "a line" : "an element of the array"
        return ReadError(
            path: "",
            reason: "\(what) starting near byte \(offset) is over the \(InputLimits.describe(bytes: limit)) limit for one message; an FCM message is at most 4 KB, so this is not a batch of payloads")
    }

    /// Reads the first block.
    private func fill(_ buffer: inout [UInt8], base: Int, count: Int) throws(ReadError) -> Bool {
        let got = try source.read(at: base, count: count, into: &buffer)
        return got < count
    }

    /// Cut points of a JSON Lines block: after a line feed at or past every `segmentSize` bytes,
    /// with the number of non-blank lines before each.
    private func lineCuts(
        _ buffer: [UInt8], base: Int, from start: Int, limit: Int, firstIndex: Int, textStart: Int?
    ) -> [(offset: Int, index: Int)] {
        var cuts: [(offset: Int, index: Int)] = []
        var records = firstIndex
        var lineStart = textStart ?? start
        var target = start + settings.segmentSize
        let end = limit - base
        var local = lineStart - base
        while local < end {
            let lineEnd = Linter.lineEnd(buffer, from: local, to: end)
            guard lineEnd < end else { break }  // an unfinished line waits for the next block
            var blank = true
            var i = local
            while i < lineEnd {
                if !Linter.isWhitespace(buffer[i]) {
                    blank = false
                    break
                }
                i += 1
            }
            if !blank { records += 1 }
            local = lineEnd + 1
            lineStart = local + base
            if lineStart >= target {
                cuts.append((lineStart, records))
                target = lineStart + settings.segmentSize
            }
        }
        return cuts
    }

    // MARK: Work

    private mutating func dispatch(_ segment: StreamSegment, _ work: inout WorkQueue) {
        let linter = self.linter
        let format = self.format
        let entries = checks.map { $0.makeEntries() }
        let start = segment.base + segment.range.lowerBound
        let end = segment.base + segment.range.upperBound
        // Rules already past their limit in the segments combined so far: the segment only counts
        // their findings. (Not shape-detected: whether its first finding counts is decided
        // when the segment is combined.)
        let countOnly = limit.rulesPastTheLimit.subtracting([ShapeDetectedRule.description.id])
        work.submit(start: start, end: end) { linter.lintSegment(segment, format: format, entries: entries, countOnly: countOnly) }
        drain(&work, waitForAll: false)
    }

    private mutating func drain(_ work: inout WorkQueue, waitForAll: Bool) {
        while let done = work.next(wait: waitForAll) {
            combine(done.result, segmentStart: done.start, span: (done.end, done.result.span))
        }
    }

    // MARK: Combining

    private mutating func combine(_ result: SegmentResult, segmentStart: Int, span: (end: Int, span: PartPosition)?) {
        if span != nil { segmentStarts.append((segmentStart, position)) }
        for (index, found) in result.findings.enumerated() {
            if index == result.conditionalFinding && lastShape != nil && lastShape == result.firstShape { continue }
            add(found, partStart: position)
        }
        for entry in result.omitted {
            let partStart = position
            limit.merge(entry.ruleID, count: entry.count, first: entry.first.map { (resolved($0, partStart: partStart), $0.window) })
        }
        if !result.entries.isEmpty && problem == nil {
            for (position, check) in checks.enumerated() where position < result.entries.count {
                guard linter.begin(check.ruleType, &batchCollector) else { continue }
                check.observe(result.entries[position], into: &batchCollector)
            }
        }
        elements += result.elements
        if firstDetection == nil { firstDetection = result.firstDetection }
        if let shape = result.lastShape { lastShape = shape }
        if problem == nil, let found = result.problem { problem = found }
        if let (end, span) = span { position = span.resolved(offset: end, partStart: position) }
    }

    /// A finding located in its segment, placed in the file.
    private func resolved(_ found: SegmentFinding, partStart: SourcePosition) -> Finding {
        let pending = found.pending
        return Finding(
            ruleID: pending.ruleID, severity: pending.severity, message: pending.message, pointer: pending.pointer,
            start: found.start.resolved(offset: pending.start, partStart: partStart),
            end: found.end.resolved(offset: pending.end, partStart: partStart), fix: pending.fix)
    }

    /// Keeps a finding, or counts it past the per-file limit of its rule, in the order the
    /// whole-file path collects them.
    private mutating func add(_ found: SegmentFinding, partStart: SourcePosition) {
        let finding = resolved(found, partStart: partStart)
        guard limit.admit(finding.ruleID, firstOmitted: { (finding, found.window) }) else { return }
        output.findings.append(finding)
        output.excerpts[ExcerptKey(finding)] = found.window
    }

    private func finished() -> StreamedLint {
        var output = self.output
        for omission in limit.omissions {
            let (first, window) = omission.first
            let pending = FindingCollector.Pending(
                ruleID: first.ruleID, severity: first.severity, message: first.message, pointer: first.pointer,
                start: first.start.offset, end: first.end.offset, fix: first.fix)
            let summary = Linter.omissionSummary(pending, ruleID: omission.ruleID, count: omission.count, limit: limit.limit)
            output.findings.append(
                Finding(
                    ruleID: summary.ruleID, severity: summary.severity, message: summary.message, pointer: summary.pointer,
                    start: first.start, end: first.end, fix: summary.fix))
            output.excerpts[ExcerptKey(first)] = window
        }
        output.findings = Finding.inReportOrder(output.findings)
        return output
    }

    /// Ends the batch checks, or replaces everything with the syntax error, and locates the
    /// findings made after their segments were dropped.
    private mutating func finish() throws(ReadError) -> StreamedLint {
        var late = FindingCollector()
        if let problem {
            // Like the whole-file parse: one invalid-json finding (after any byte-order-mark
            // finding), and no rule runs.
            output.findings.removeAll { $0.ruleID != JSONByteOrderMarkRule.description.id }
            output.excerpts = [:]
            limit = FindingLimit(limit: limit.limit)
            let error = try exactError(problem)
            // As the whole-file parse does: the text is read again (up to the diagnosis limit) to
            // name the mistakes; a longer file gets the parser's error as it is.
            var text: [UInt8] = []
            let got = try source.read(at: 0, count: JSONSyntaxDiagnosis.maximumDiagnosedBytes + 4, into: &text)
            let start = ByteOrderMark.detect(in: text) == .utf8 ? 3 : 0
            let diagnostics = JSONSyntaxDiagnosis.diagnose(text, range: start..<max(start, got), error: error)
            linter.reportInvalid(diagnostics, fileOffset: 0, rootPointer: nil, &late)
        } else if format == .array, let firstDetection {
            // Like the whole-file path: the checks run only when the batch has a message object,
            // and only those whose area its first message's shape runs.
            for check in checks where linter.begin(check.ruleType, &batchCollector) {
                check.finish(elementCount: elements, into: &batchCollector)
            }
            var running = Set<String>()
            for check in checks {
                let description = check.ruleType.description
                if firstDetection.runs(description.area) { running.insert(description.id) }
            }
            late.activeRuleIDs = []
            for pending in batchCollector.pending where running.contains(pending.ruleID) { late.append(pending) }
        }
        if !late.pending.isEmpty { try locateLate(late.pending) }
        if problem != nil {
            // The byte-order-mark finding's excerpt was dropped with the others.
            var prologue = FindingCollector()
            var head: [UInt8] = []
            let eof = try fill(&head, base: 0, count: StreamSettings.context * 2)
            _ = linter.checkEncoding(head, &prologue)
            for found in linter.locatedInBlock(prologue.pending, bytes: head, reachesEnd: eof).findings {
                output.excerpts[ExcerptKey(start: found.pending.start, end: max(found.pending.end, found.pending.start))] = found.window
            }
        }
        return finished()
    }

    /// Locates findings whose segments are gone by reading their part of the file again.
    private mutating func locateLate(_ pending: [FindingCollector.Pending]) throws(ReadError) {
        for finding in pending {  // in the order reported: the per-rule limit keeps the first ones
            var low = 0
            var high = segmentStarts.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if segmentStarts[mid].offset <= finding.start { low = mid } else { high = mid - 1 }
            }
            let segment = segmentStarts.isEmpty ? (offset: 0, position: SourcePosition(offset: 0, line: 1, column: 1)) : segmentStarts[low]
            let readStart = max(0, segment.offset - StreamSettings.context)
            let wanted = max(finding.end, finding.start) + StreamSettings.context * 2 - readStart
            var bytes: [UInt8] = []
            let got = try source.read(at: readStart, count: wanted, into: &bytes)
            let block = StreamSegment(
                bytes: bytes, base: readStart, range: (segment.offset - readStart)..<bytes.count, firstIndex: 0, textStart: nil,
                isLast: got < wanted, reachesEnd: got < wanted)
            for found in linter.locatedInBlock([finding], segment: block) { add(found, partStart: segment.position) }
        }
    }

    /// The exact first syntax error of the array, parsing from the element where a segment
    /// found a problem, with as much of the file as it takes: an error near the end of what was
    /// read may only be the end of what was read.
    private func exactError(_ problem: StreamSyntaxProblem) throws(ReadError) -> JSONSyntaxError {
        let reader = JSONArrayReader(maximumDepth: linter.configuration.maximumDepth)
        var start = problem.elementStart
        var index = problem.index
        var opening = problem.inOpening
        var closedAt: Int? = nil  // after the closing bracket: only whitespace may follow
        var window = 64 << 10
        while true {
            var bytes: [UInt8] = []
            let got = try source.read(at: start, count: window, into: &bytes)
            let atEnd = got < window
            var position = 0
            var resumable = 0
            do throws(JSONSyntaxError) {
                if closedAt != nil {
                    try reader.close(bytes, at: 0, end: bytes.count)
                    if atEnd { break }
                    resumable = bytes.count
                } else if opening {
                    switch try reader.open(bytes, from: 0, end: bytes.count) {
                    case .more(let next):
                        opening = false
                        position = next
                        resumable = next
                    case .closed(let next):
                        opening = false
                        closedAt = next
                        try reader.close(bytes, at: next, end: bytes.count)
                        if atEnd { break }
                        resumable = bytes.count
                    }
                }
                while closedAt == nil && !opening {
                    let (_, step) = try reader.element(bytes, at: position, end: bytes.count, index: index)
                    index += 1
                    switch step {
                    case .more(let next):
                        position = next
                        resumable = next
                    case .closed(let next):
                        closedAt = next
                        try reader.close(bytes, at: next, end: bytes.count)
                        resumable = bytes.count
                    }
                }
                if atEnd { break }
            } catch {
                if atEnd || error.offset + 16 < bytes.count {
                    return JSONSyntaxError(error.reason, at: error.offset + start)
                }
            }
            if resumable > 0 {
                start += resumable
            } else {
                window *= 2
            }
        }
        // No error after all (cannot happen for a cut the scanner made in valid JSON).
        return problem.error.map { JSONSyntaxError($0.reason, at: $0.offset) }
            ?? JSONSyntaxError(.unexpectedEnd(expected: "',' or ']'"), at: start)
    }
}

// MARK: - Locating outside the workers

extension Linter {
    /// Locates findings in a block that starts at the file's start (the byte-order mark).
    func locatedInBlock(_ pending: [FindingCollector.Pending], bytes: [UInt8], reachesEnd: Bool) -> SegmentResult {
        let segment = StreamSegment(
            bytes: bytes, base: 0, range: 0..<bytes.count, firstIndex: 0, textStart: nil, isLast: reachesEnd, reachesEnd: reachesEnd)
        var result = SegmentResult()
        result.findings = locatedInBlock(pending, segment: segment)
        return result
    }
}

// MARK: - Parallel work, results in order

/// Runs segment jobs on up to `jobs` cores and hands their results back in submission order.
/// With one job everything runs on the calling thread, in order.
struct WorkQueue {
    /// One submitted segment: its byte range and, once its job has run, the result (written by
    /// the job before `done` is signalled, read only after waiting on `done`).
    final class Slot: @unchecked Sendable {
        let start: Int
        let end: Int
        var result: SegmentResult? = nil
        let done = DispatchSemaphore(value: 0)

        init(start: Int, end: Int) {
            self.start = start
            self.end = end
        }
    }

    let jobs: Int
    private var slots: [Slot] = []
    private var head = 0
    private let inFlight: DispatchSemaphore

    init(jobs: Int) {
        self.jobs = max(1, jobs)
        inFlight = DispatchSemaphore(value: 2 * max(1, jobs))
    }

    mutating func submit(start: Int, end: Int, _ body: @escaping @Sendable () -> SegmentResult) {
        let slot = Slot(start: start, end: end)
        slots.append(slot)
        if jobs == 1 {
            slot.result = body()
            slot.done.signal()
            return
        }
        inFlight.wait()
        let inFlight = self.inFlight
        DispatchQueue.global().async {
            slot.result = body()
            slot.done.signal()
            inFlight.signal()
        }
    }

    /// The oldest finished result, in order; with `wait`, waits for it.
    mutating func next(wait: Bool) -> (start: Int, end: Int, result: SegmentResult)? {
        guard head < slots.count else {
            slots.removeAll()
            head = 0
            return nil
        }
        let slot = slots[head]
        if wait {
            slot.done.wait()
        } else if slot.done.wait(timeout: .now()) != .success {
            return nil
        }
        head += 1
        if head > 64 {
            slots.removeFirst(head)
            head = 0
        }
        return (slot.start, slot.end, slot.result ?? SegmentResult())
    }
}
