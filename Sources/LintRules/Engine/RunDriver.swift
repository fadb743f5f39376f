import Dispatch
import SizeModel

/// The engine's driver, for every input: reads it block by block (or takes it whole from
/// memory), cuts it into runs of messages (segments), has them linted (in parallel when `jobs`
/// > 1) and combines the results in input order: the per-rule cap and its omission summaries,
/// the batch checks, the shape of the message before each run, and every finding located in
/// the input. A single message is a run of one.
///
/// A batch can also be gone through twice without holding its findings (`Mode`): surveyed (is
/// it a valid array of messages, and what do the batch checks say), then linted with each run's
/// results handed out in input order as soon as they are combined.
package struct RunDriver {
    /// What the driver does with the runs.
    enum Mode {
        /// Lints every message and combines every finding into one result.
        case lint
        /// A batch: parses its elements and runs only the batch checks (no message rule). The
        /// result holds the findings about the input as a whole and the batch checks' (or the
        /// syntax error, or the finding about a batch that holds no message), as `lint` would
        /// give them; `holdsMessages` says whether it is a valid batch with a message in it.
        case survey
        /// A batch already surveyed: lints every message and hands each run's elements and
        /// findings to the closure, in input order, as soon as that run and every run before it
        /// are combined, keeping none of them. The encoding findings and the batch checks are
        /// the survey's (not repeated), and the per-file limit is not applied (the caller caps
        /// findings per message). The closure returns false to stop reading.
        case stream((DeliveredRun) -> Bool)
    }

    let linter: Linter
    let source: any ByteSource
    let format: InputLayout
    let settings: RunSettings
    let mode: Mode
    /// The node-table pools the runs hand on to each other.
    private let tables = NodeTableStash()

    init(linter: Linter, source: any ByteSource, format: InputLayout, settings: RunSettings, mode: Mode = .lint) {
        self.linter = linter
        self.source = source
        self.format = format
        self.settings = settings
        self.mode = mode
        if case .stream = mode {
            batch = nil
        } else {
            batch = format == .array ? BatchChecks(linter) : nil
        }
        limit = FindingLimit(limit: linter.configuration.maximumFindingsPerRule)
        limitKeys = Array(repeating: -1, count: linter.activeRuleIDs.count)
    }

    /// After a survey: true when the input is a valid batch holding at least one message (its
    /// elements are then linted one by one; else the survey's findings are the input's).
    private(set) var holdsMessages = false
    /// Streaming: the index of the next element handed out, and whether the receiver stopped.
    private var nextElement = 0
    private var stopped = false
    private var isStreaming: Bool {
        if case .stream = mode { return true }
        return false
    }

    // Combined results.
    private var output = LintedInput()
    /// The excerpts of the findings kept, in the order kept: they go into `output.excerpts` at the
    /// end, in one dictionary sized once.
    private var excerpts: [(key: ExcerptKey, window: ExcerptWindow)] = []
    private var position = SourcePosition(offset: 0, line: 1, column: 1)
    /// The file offset and position where every segment starts, to locate findings made after
    /// the segment was dropped (batch findings, the exact syntax error).
    private var segmentStarts: [(offset: Int, position: SourcePosition)] = []
    /// The batch checks (arrays) and what the batch's elements are.
    private var batch: BatchChecks?
    private var tally = BatchElementTally()
    /// Where the array opens (arrays): the place of a finding about the batch as a whole.
    private var arrayStart = 0
    private var problem: RunSyntaxProblem? = nil
    /// The shape of the last message combined so far.
    private var lastShape: MessageShape? = nil
    /// The per-file limit of findings per rule, and what was kept and left out so far.
    private var limit: FindingLimit<(finding: Finding, window: ExcerptWindow?)>
    /// The key in `limit` of each of the linter's active rules (-1 until its first finding).
    private var limitKeys: [Int]
    /// The other way: the active rule's place of each key in `limit` (-1 when it was not handed
    /// out by `limitKey(of:slot:)`).
    private var slotOfKey: [Int] = []
    /// Where in `output.findings` the omission summary of a rule goes: a placeholder that
    /// `finished` replaces (`keepInReportOrder`).
    private var summaryPlaces: [String: Int] = [:]

    mutating func run() throws(ReadError) -> LintedInput {
        var buffer: [UInt8] = []
        var base = 0
        var eof: Bool
        if let whole = source.bytesInMemory, whole.count <= settings.blockSize {
            buffer = whole  // one block, no copy: the runs share the caller's bytes
            eof = true
        } else {
            eof = try fill(&buffer, base: base, count: settings.blockSize)
        }

        // The byte-order mark and encoding.
        var prologue = FindingCollector()
        let encoding = linter.checkEncoding(buffer, &prologue)
        if !prologue.pending.isEmpty && !isStreaming {
            var located = linter.locatedInBlock(prologue.pending, bytes: buffer, reachesEnd: eof, keepsExcerpts: settings.keepsExcerpts)
            combine(&located, segmentStart: 0, span: nil)
        }
        guard let textStart = encoding else { return finished() }

        var work = WorkQueue(jobs: settings.jobs)
        var segmentStart = 0  // file offset of the next segment's first byte
        var firstIndex = 0
        var scanner = JSONArrayBoundaryScanner()
        var scanned = textStart
        var first = true
        arrayStart = textStart
        while arrayStart < buffer.count, Linter.isWhitespace(buffer[arrayStart]) { arrayStart += 1 }
        while true {
            let cutLimit = eof ? base + buffer.count : base + buffer.count - RunSettings.context
            // The rest of the input fits in one run: no cut to look for.
            let oneRun = eof && cutLimit - segmentStart <= settings.segmentSize
            var cuts: [(offset: Int, index: Int)] = []
            // JSON Lines: the file offset of every line feed `lineCuts` found, for the segments.
            var lineFeeds: [Int]? = nil
            switch format {
            case .document:
                break  // one run, read whole
            case .array:
                if cutLimit > scanned && !oneRun {
                    cuts = scanner.cuts(
                        in: buffer, (scanned - base)..<(cutLimit - base),
                        firstCut: segmentStart - base + settings.segmentSize, spacing: settings.segmentSize
                    ).map { ($0.offset + base, $0.index) }
                    scanned = cutLimit
                }
            case .jsonLines:
                if oneRun { break }
                var found: [Int] = []
                cuts = lineCuts(
                    buffer, base: base, from: segmentStart, limit: cutLimit, firstIndex: firstIndex, textStart: first ? textStart : nil,
                    lineFeeds: &found)
                lineFeeds = found
            }
            let bytes = buffer
            var nextFeed = 0  // the first line feed of `lineFeeds` not yet handed to a segment
            for cut in cuts {
                var segment = MessageRun(
                    bytes: bytes, base: base, range: (segmentStart - base)..<(cut.offset - base), firstIndex: firstIndex,
                    textStart: first ? textStart - base : nil, isLast: false, reachesEnd: eof)
                if let lineFeeds { segment.lineFeeds = Self.localLineFeeds(lineFeeds, before: cut.offset, base: base, from: &nextFeed) }
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
                var segment = MessageRun(
                    bytes: bytes, base: base, range: (segmentStart - base)..<bytes.count, firstIndex: firstIndex,
                    textStart: first ? textStart - base : nil, isLast: true, reachesEnd: true)
                // (`lineCuts` read to the end of the file: every line feed of the last segment is known.)
                if let lineFeeds { segment.lineFeeds = Self.localLineFeeds(lineFeeds, before: Int.max, base: base, from: &nextFeed) }
                dispatch(segment, &work)
                break
            }
            // The next block: context before the next segment, the bytes not yet cut, and more.
            let keep = max(segmentStart - RunSettings.context, base)
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
            if stopped { return finished() }
        }
        drain(&work, waitForAll: true)
        if isStreaming {
            // The survey found the batch valid: a problem now means the input changed since.
            if problem != nil {
                throw ReadError(path: "", reason: "it changed while it was read")
            }
            return finished()
        }
        return try finish()
    }

    /// The error for a message (a line, or an array element) that does not end within `limit`
    /// bytes of `offset`.
    package static func messageTooLarge(from offset: Int, limit: Int, format: InputLayout) -> ReadError {
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

    /// The line feeds of `lineFeeds` (file offsets) from `next` that are before `end`, as
    /// indices into the block at `base`; `next` moves past them.
    private static func localLineFeeds(_ lineFeeds: [Int], before end: Int, base: Int, from next: inout Int) -> [Int] {
        var local: [Int] = []
        while next < lineFeeds.count && lineFeeds[next] < end {
            local.append(lineFeeds[next] - base)
            next += 1
        }
        return local
    }

    /// Cut points of a JSON Lines block: after a line feed at or past every `segmentSize` bytes,
    /// with the number of non-blank lines before each. `lineFeeds` receives the file offset of
    /// every line feed read, which the segments take (`MessageRun.lineFeeds`).
    private func lineCuts(
        _ buffer: [UInt8], base: Int, from start: Int, limit: Int, firstIndex: Int, textStart: Int?, lineFeeds: inout [Int]
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
            lineFeeds.append(lineEnd + base)
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

    private mutating func dispatch(_ segment: MessageRun, _ work: inout WorkQueue) {
        guard !stopped else { return }
        let linter = self.linter
        let streaming = isStreaming
        let lintsMessages: Bool
        if case .survey = mode { lintsMessages = false } else { lintsMessages = true }
        let format = self.format
        let keepsExcerpts = settings.keepsExcerpts
        let entries = batch?.makeEntries() ?? []
        let start = segment.base + segment.range.lowerBound
        let end = segment.base + segment.range.upperBound
        // Rules already past their limit in the segments combined so far: the segment only counts
        // their findings. (Not shape-detected: whether its first finding counts is decided
        // when the segment is combined.)
        let shapeRule = ShapeDetectedRule.description.id
        // Each with its place among the linter's active rules (-1 when not known): the run then
        // looks up no id (measured: about 85 instructions a message on the findings-heavy
        // corpus, where a run of 120 messages starts with about 50 such rules).
        // (Built with the labels `lintRun` takes: an array of unlabelled tuples was converted
        // element by element.)
        var pastTheLimit: [(ruleID: String, slot: Int)] = []
        if limit.hasOmissions {
            let keys = limit.keysPastTheLimit
            pastTheLimit.reserveCapacity(keys.count)  // (grown by appends: about 30 instructions a message)
            for (ruleID, key) in keys where ruleID != shapeRule {
                pastTheLimit.append((ruleID: ruleID, slot: key < slotOfKey.count ? slotOfKey[key] : -1))
            }
        }
        let countOnly = pastTheLimit
        // What each rule near its limit kept in those segments: the segment keeps only what the
        // limit has left, so it builds no finding the merge would drop. (A rule under half its
        // limit, most, is not passed, so a segment of a file with few findings looks nothing up;
        // should the segment take such a rule past the limit, or on several cores the segments
        // combined so far be fewer, the merge drops the rest as before.)
        var nearTheLimit: [(ruleID: String, slot: Int, count: Int)] = []
        for (ruleID, key, count) in limit.keptCounts(atLeast: limit.limit / 2) {
            nearTheLimit.append((ruleID: ruleID, slot: key < slotOfKey.count ? slotOfKey[key] : -1, count: count))
        }
        let keptBefore = nearTheLimit
        let tables = self.tables
        if work.jobs == 1 {
            // On this thread, in order: every earlier run is combined already.
            var result = linter.lintRun(
                segment, format: format, entries: entries, countOnly: countOnly, keptBefore: keptBefore, keepsExcerpts: keepsExcerpts,
                keepsLineSpans: streaming, lintsMessages: lintsMessages, tables: tables)
            let span = result.span
            combine(&result, segmentStart: start, span: (end, span))
            return
        }
        work.submit(start: start, end: end) {
            // On the worker, over its own copy of the segment's bytes (`MessageRun.detached`), with
            // its own reference to the configuration (`Linter.withOwnSettings`).
            linter.withOwnSettings().lintRun(
                segment.detached(), format: format, entries: entries, countOnly: countOnly, keptBefore: keptBefore, keepsExcerpts: keepsExcerpts,
                keepsLineSpans: streaming, lintsMessages: lintsMessages, tables: tables)
        }
        drain(&work, waitForAll: false)
    }

    private mutating func drain(_ work: inout WorkQueue, waitForAll: Bool) {
        while var done = work.next(wait: waitForAll) {
            let span = done.result.span
            combine(&done.result, segmentStart: done.start, span: (done.end, span))
        }
    }

    // MARK: Combining

    /// Takes a run's findings into the output (or hands them to the receiver of a stream). The
    /// kept findings' texts and excerpts are moved out of `result`, not copied.
    private mutating func combine(_ result: inout RunResult, segmentStart: Int, span: (end: Int, span: PartPosition)?) {
        if span != nil { segmentStarts.append((segmentStart, position)) }
        if case .stream(let deliver) = mode {
            deliverRun(result, to: deliver)
            if problem == nil, let found = result.problem { problem = found }
            if let (end, span) = span { position = span.resolved(offset: end, partStart: position) }
            return
        }
        // The one run of a document or JSON Lines text already kept the file's findings under the
        // same per-rule limit, and no finding comes after it: it is taken as it is.
        let capped = result.coversInput && format != .array
        // By index: `enumerated()` copies each finding (its references counted), then releases it.
        if result.reportOrder.count == result.findings.count {
            // Admitted in the order reported (the per-rule limit keeps a rule's first findings),
            // then kept in report order (`RunResult.reportOrder`), with a place for the omission
            // summary of each rule whose first omitted finding is in the run: the file's findings
            // are then in report order without a sort (`finished`).
            var admitted = [Bool](repeating: false, count: result.findings.count)
            var firstsOmitted: [Int] = []  // the keys of the rules whose first omitted finding is in the run
            for index in result.findings.indices {
                if index == result.conditionalFinding && lastShape != nil && lastShape == result.firstShape { continue }
                admitted[index] = admits(&result.findings[index], partStart: position, capped: capped, firstsOmitted: &firstsOmitted)
            }
            mergeOmitted(result, firstsOmitted: &firstsOmitted)
            keepInReportOrder(&result, admitted: admitted, summariesOf: firstsOmitted)
        } else {
            for index in result.findings.indices {
                if index == result.conditionalFinding && lastShape != nil && lastShape == result.firstShape { continue }
                add(&result.findings[index], partStart: position, capped: capped)
            }
            var firstsOmitted: [Int] = []  // (summaries placed when the findings are sorted)
            mergeOmitted(result, firstsOmitted: &firstsOmitted)
        }
        if format == .array && problem == nil {
            let linter = self.linter
            batch?.observe(result.entries, elements: result.tally.count, firstMessage: result.firstDetection, linter: linter)
            tally.merge(result.tally)
        }
        if let shape = result.lastShape { lastShape = shape }
        if problem == nil, let found = result.problem { problem = found }
        if let (end, span) = span { position = span.resolved(offset: end, partStart: position) }
    }

    /// Hands a run's elements and findings, placed in the input, to the receiver of a stream.
    private mutating func deliverRun(_ result: RunResult, to deliver: (DeliveredRun) -> Bool) {
        var findings: [Finding] = []
        findings.reserveCapacity(result.findings.count)
        for (index, found) in result.findings.enumerated() {
            if index == result.conditionalFinding && lastShape != nil && lastShape == result.firstShape { continue }
            findings.append(resolved(found, partStart: position))
        }
        if let shape = result.lastShape { lastShape = shape }
        let partStart = position
        let messages = result.elements.map {
            DeliveredRun.Message(start: $0.position.resolved(offset: $0.offset, partStart: partStart), byteCount: $0.length, shape: $0.shape)
        }
        let run = DeliveredRun(firstIndex: nextElement, messages: messages, findings: findings)
        nextElement += messages.count
        if !stopped && !deliver(run) { stopped = true }
    }

    /// A finding located in its segment, placed in the file.
    private func resolved(_ found: RunFinding, partStart: SourcePosition) -> Finding {
        found.placed(partStart: partStart)
    }

    /// Keeps a finding, or counts it past the per-file limit of its rule, in input order (a run's
    /// findings in the order its rules reported them); `capped` when the limit was applied to it
    /// already.
    /// The finding's texts and excerpt are moved out of `found` (`RunFinding.takePlaced`).
    private mutating func add(_ found: inout RunFinding, partStart: SourcePosition, capped: Bool = false) {
        var firstsOmitted: [Int] = []  // (summaries placed when the findings are sorted)
        if admits(&found, partStart: partStart, capped: capped, firstsOmitted: &firstsOmitted) { keep(&found, partStart: partStart) }
    }

    /// Whether a finding is kept under the per-file limit of its rule (always when `capped`);
    /// the first one left out is moved out of `found` into the limit's omission, and its rule's
    /// key appended to `firstsOmitted`.
    private mutating func admits(_ found: inout RunFinding, partStart: SourcePosition, capped: Bool, firstsOmitted: inout [Int]) -> Bool {
        if capped { return true }
        let key = limitKey(of: found.pending.ruleID, slot: found.pending.ruleSlot)
        var tookFirst = false
        let kept = limit.admit(
            key: key,
            firstOmitted: {
                tookFirst = true
                return (found.takePlaced(partStart: partStart), found.takeWindow())
            })
        if tookFirst { firstsOmitted.append(key) }
        return kept
    }

    /// Adds what a run left out of each rule past the limit within it (`RunResult.omitted`); the
    /// key of each rule whose first omitted finding this is is appended to `firstsOmitted`.
    private mutating func mergeOmitted(_ result: RunResult, firstsOmitted: inout [Int]) {
        for entry in result.omitted where entry.count > 0 {
            let partStart = position
            // By the rule's slot when the run knew it: no hash of its id.
            let key = limitKey(of: entry.ruleID, slot: entry.slot)
            let hadFirst = limit.firstOmitted(key: key) != nil
            limit.merge(key: key, count: entry.count, first: entry.first.map { (resolved($0, partStart: partStart), $0.window) })
            if !hadFirst && limit.firstOmitted(key: key) != nil { firstsOmitted.append(key) }
        }
    }

    /// Keeps a run's `admitted` findings in report order (`RunResult.reportOrder`), and puts a
    /// placeholder where the omission summary of each rule of `summaryKeys` goes
    /// (`summaryPlaces`), which `finished` fills in: by its first omitted finding's start, then
    /// its rule id (after the findings of its own rule that start there; `finished` sorts the
    /// findings should its text say otherwise, rarely). A summary placed here costs nothing
    /// more; one appended and sorted into place moved every finding after it (measured on the
    /// findings-heavy corpus, whose summaries come early: about 165 instructions a kept finding).
    private mutating func keepInReportOrder(_ result: inout RunResult, admitted: [Bool], summariesOf summaryKeys: [Int]) {
        var summaries: [(start: Int, ruleID: String)] = []
        for key in summaryKeys {
            guard let first = limit.firstOmitted(key: key) else { continue }
            summaries.append((first.finding.start.offset, first.finding.ruleID))
        }
        if summaries.count > 1 { summaries.sort { $0.start != $1.start ? $0.start < $1.start : $0.ruleID < $1.ruleID } }
        var next = 0
        for index in result.reportOrder where admitted[index] {
            if next < summaries.count {
                let start = result.findings[index].pending.start
                while next < summaries.count
                    && (summaries[next].start < start
                        || (summaries[next].start == start && summaries[next].ruleID < result.findings[index].pending.ruleID))
                {
                    placeSummary(of: summaries[next].ruleID)
                    next += 1
                }
            }
            keep(&result.findings[index], partStart: position)
        }
        while next < summaries.count {
            placeSummary(of: summaries[next].ruleID)
            next += 1
        }
    }

    /// Puts a placeholder for the omission summary of `ruleID` at the end of the findings.
    private mutating func placeSummary(of ruleID: String) {
        summaryPlaces[ruleID] = output.findings.count
        output.findings.append(Finding.placeholder)
    }

    /// Keeps a finding admitted: its texts and excerpt are moved out of `found`
    /// (`RunFinding.takePlaced`).
    private mutating func keep(_ found: inout RunFinding, partStart: SourcePosition) {
        let finding = found.takePlaced(partStart: partStart)
        // The key first: the append is then the finding's last use, which moves it, not copies it.
        if let window = found.takeWindow() { excerpts.append((ExcerptKey(finding), window)) }
        output.findings.append(finding)
    }

    /// The key in `limit` of the rule `ruleID`, at `slot` in the linter's active rules when it is
    /// not -1: looked up once per rule, then read from `limitKeys`.
    private mutating func limitKey(of ruleID: String, slot: Int) -> Int {
        guard slot >= 0, slot < limitKeys.count, linter.activeRuleIDs[slot] == ruleID else { return limit.key(of: ruleID) }
        if limitKeys[slot] < 0 {
            let key = limit.key(of: ruleID)
            limitKeys[slot] = key
            if slotOfKey.count <= key { slotOfKey.append(contentsOf: repeatElement(-1, count: key + 1 - slotOfKey.count)) }
            slotOfKey[key] = slot
        }
        return limitKeys[slot]
    }

    /// The findings and excerpts kept, with the omission summaries, in report order. The output is
    /// taken out of the driver, not copied: a copy shared the findings' array, which the first
    /// summary appended then copied whole (every finding's references counted, about 130
    /// instructions a finding).
    private mutating func finished() -> LintedInput {
        var output = self.output
        self.output = LintedInput()
        output.excerpts.reserveCapacity(output.excerpts.count + excerpts.count + limit.ruleIDs.count)
        for (key, window) in excerpts { output.excerpts[key] = window }
        var places = summaryPlaces
        summaryPlaces = [:]
        for omission in limit.omissions {
            let (first, window) = omission.first
            let pending = FindingCollector.Pending(
                ruleID: first.ruleID, severity: first.severity, message: first.message, pointer: first.pointer,
                start: first.start.offset, end: first.end.offset, fix: first.fix)
            let summary = Linter.omissionSummary(pending, ruleID: omission.ruleID, count: omission.count, limit: limit.limit)
            let finding = Finding(
                ruleID: summary.ruleID, severity: summary.severity, message: summary.message, pointer: summary.pointer,
                start: first.start, end: first.end, fix: summary.fix)
            if let place = places.removeValue(forKey: omission.ruleID) {
                output.findings[place] = finding
            } else {
                output.findings.append(finding)
            }
            if let window { output.excerpts[ExcerptKey(first)] = window }
        }
        // A place no summary came for (none should be left): taken out, from the last.
        for place in places.values.sorted(by: >) { output.findings.remove(at: place) }
        // Kept in report order as they came (`combine`): sorted only when something came out of
        // order (findings made after the runs, a summary placed at the end, or one placed after a
        // finding of its own rule at its start that its text puts after it).
        if !Finding.isInReportOrder(output.findings) { Finding.putInReportOrder(&output.findings) }
        return output
    }

    /// Ends the batch checks, or replaces everything with the syntax error (or with the one
    /// finding about an array that holds no message), and locates the findings made after their
    /// segments were dropped.
    private mutating func finish() throws(ReadError) -> LintedInput {
        var late = FindingCollector()
        let holdsNoMessage = problem == nil && format == .array && tally.holdsNoMessage(linter.configuration)
        holdsMessages = problem == nil && format == .array && !holdsNoMessage
        if problem != nil || holdsNoMessage {
            // Like a parse of the whole text: no rule runs (after any byte-order-mark finding).
            output.findings.removeAll { $0.ruleID != JSONByteOrderMarkRule.description.id }
            summaryPlaces = [:]  // (their placeholders went with the findings)
            output.excerpts = [:]
            excerpts = []
            limit = FindingLimit(limit: limit.limit)
            limitKeys = Array(repeating: -1, count: limitKeys.count)
            slotOfKey = []
        }
        if let problem {
            // One invalid-json finding, at the exact first error.
            let error = try exactError(problem)
            // The text is read again (up to the diagnosis limit) to name the mistakes, as for a
            // document parsed whole; a longer file gets the parser's error as it is.
            var text: [UInt8] = []
            let got = try source.read(at: 0, count: JSONSyntaxDiagnosis.maximumDiagnosedBytes + 4, into: &text)
            let start = ByteOrderMark.detect(in: text) == .utf8 ? 3 : 0
            let diagnostics = JSONSyntaxDiagnosis.diagnose(text, range: start..<max(start, got), error: error)
            linter.reportInvalid(diagnostics, fileOffset: 0, rootPointer: nil, &late)
        } else if holdsNoMessage {
            // Objects, none of them a message (GeoJSON features, records…): one finding, not
            // schema errors for every member of every element.
            if linter.begin(ShapeNotAPayloadRule.self, &late) {
                late.report(tally.message, offset: arrayStart, pointer: JSONPointer(), fix: ShapeNotAPayloadRule.fix)
            }
        } else if var checks = batch {
            late.activeRuleIDs = []
            for pending in checks.finish(linter: linter) { late.append(pending) }
        }
        if !late.pending.isEmpty { try locateLate(late.pending) }
        if (problem != nil || holdsNoMessage) && settings.keepsExcerpts {
            // The byte-order-mark finding's excerpt was dropped with the others.
            var prologue = FindingCollector()
            var head: [UInt8] = []
            let eof = try fill(&head, base: 0, count: RunSettings.context * 2)
            _ = linter.checkEncoding(head, &prologue)
            for found in linter.locatedInBlock(prologue.pending, bytes: head, reachesEnd: eof).findings {
                if let window = found.window {
                    excerpts.append((ExcerptKey(start: found.pending.start, end: max(found.pending.end, found.pending.start)), window))
                }
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
            let readStart = max(0, segment.offset - RunSettings.context)
            let wanted = max(finding.end, finding.start) + RunSettings.context * 2 - readStart
            var bytes: [UInt8] = []
            let got = try source.read(at: readStart, count: wanted, into: &bytes)
            let block = MessageRun(
                bytes: bytes, base: readStart, range: (segment.offset - readStart)..<bytes.count, firstIndex: 0, textStart: nil,
                isLast: got < wanted, reachesEnd: got < wanted)
            for var found in linter.locatedInBlock([finding], segment: block, keepsExcerpts: settings.keepsExcerpts) {
                add(&found, partStart: segment.position)
            }
        }
    }

    /// The exact first syntax error of the array, parsing from the element where a segment
    /// found a problem, with as much of the file as it takes: an error near the end of what was
    /// read may only be the end of what was read.
    private func exactError(_ problem: RunSyntaxProblem) throws(ReadError) -> JSONSyntaxError {
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

extension Linter {
    /// Lints an input read from `source` run by run: memory holds a few blocks and the
    /// findings, never a whole batch's tree. Every input goes through here: a document or a
    /// JSON Lines text in memory (`lint(_:)`, `lint(jsonLines:)`) as one run, a large batch or
    /// JSON Lines file as many, linted on up to `settings.jobs` cores and merged in order.
    package func lintRuns(_ source: any ByteSource, format: InputLayout, settings: RunSettings) throws(ReadError) -> LintedInput {
        var driver = RunDriver(linter: self, source: source, format: format, settings: settings)
        return try driver.run()
    }

    /// Surveys a batch read from `source` run by run (`RunDriver.Mode.survey`): whether it is a
    /// valid array holding a message, and the findings that are not any message's own: those
    /// about the input as a whole and the batch checks' (or, for a batch that is not one of
    /// messages, every finding `lintRuns` gives it).
    func surveyBatch(_ source: any ByteSource, settings: RunSettings) throws(ReadError) -> (findings: [Finding], holdsMessages: Bool) {
        var driver = RunDriver(linter: self, source: source, format: .array, settings: settings, mode: .survey)
        let surveyed = try driver.run()
        return (surveyed.findings, driver.holdsMessages)
    }

    /// Lints a surveyed batch read from `source` run by run and hands each run's elements and
    /// findings to `deliver` in input order as soon as that run and every run before it are done
    /// (`RunDriver.Mode.stream`); memory holds the runs in flight, not the batch's findings.
    /// `deliver` returns false to stop.
    func lintRuns(_ source: any ByteSource, settings: RunSettings, deliver: @escaping (DeliveredRun) -> Bool) throws(ReadError) {
        var driver = RunDriver(linter: self, source: source, format: .array, settings: settings, mode: .stream(deliver))
        _ = try driver.run()
    }
}

// MARK: - Locating outside the workers

extension Linter {
    /// Locates findings in a block that starts at the file's start (the byte-order mark).
    func locatedInBlock(
        _ pending: [FindingCollector.Pending], bytes: [UInt8], reachesEnd: Bool, keepsExcerpts: Bool = true
    ) -> RunResult {
        let segment = MessageRun(
            bytes: bytes, base: 0, range: 0..<bytes.count, firstIndex: 0, textStart: nil, isLast: reachesEnd, reachesEnd: reachesEnd)
        var result = RunResult()
        result.findings = locatedInBlock(pending, segment: segment, keepsExcerpts: keepsExcerpts)
        return result
    }

    /// Checks the encoding of an input's first bytes: the findings about it (a byte-order mark,
    /// UTF-16…), located, and where the JSON text starts (nil when it cannot be JSON for FCM).
    package func encodingFindings(_ head: [UInt8]) -> (textStart: Int?, findings: [Finding]) {
        var collector = FindingCollector()
        let textStart = checkEncoding(head, &collector)
        let start = SourcePosition(offset: 0, line: 1, column: 1)
        let located = locatedInBlock(collector.pending, bytes: head, reachesEnd: false, keepsExcerpts: false).findings
        return (textStart, located.map { $0.placed(partStart: start) })
    }
}
