import SizeModel

extension Linter {
    /// Lints the documents of one segment and locates its findings relative to it. The findings
    /// of the rules in `countOnly` are only counted, never built: the segments before this one
    /// already reached those rules' per-file limit. A rule in `keptBefore` starts with that many
    /// findings kept (by the segments before this one), so the segment builds only what its
    /// limit has left. With `keepsLineSpans`, the result says where
    /// each line (JSON Lines) or element (a batch) is and its shape. Without `lintsMessages`
    /// (a batch), the elements are only parsed and surveyed for the batch checks (their entries,
    /// what they are, the first message's shape), and no message rule runs. With `tables`, the
    /// run parses into a node-table pool an earlier run gave back, and gives its own back.
    func lintRun(
        _ segment: MessageRun, format: InputLayout, entries: [any BatchEntries], countOnly: [(ruleID: String, slot: Int)] = [],
        keptBefore: [(ruleID: String, slot: Int, count: Int)] = [], keepsExcerpts: Bool = true, keepsLineSpans: Bool = false, lintsMessages: Bool = true,
        tables: NodeTableStash? = nil
    ) -> RunResult {
        var collector = FindingCollector()
        collector.limitPerRule = max(1, configuration.maximumFindingsPerRule)
        collector.activeRuleIDs = activeRuleIDs
        collector.activeSeverityIsConfigured = activeSeverityIsConfigured
        // The rules' places among the active rules come with them (-1: looked up by id here).
        for (ruleID, slot) in countOnly { collector.countOnly(ruleID, slot: slot >= 0 ? slot : activeRuleSlots[ruleID] ?? -1) }
        if !keptBefore.isEmpty {
            // Not shape-detected: whether the segment's first finding of it counts is decided
            // when the segment is combined.
            let conditional = ShapeDetectedRule.description.id
            for (ruleID, known, count) in keptBefore where ruleID != conditional {
                let slot = known >= 0 && known < activeRuleIDs.count && activeRuleIDs[known] == ruleID ? known : activeRuleSlots[ruleID]
                if let slot { collector.noteKeptBefore(slot: slot, count: count) }
            }
        }
        var result = RunResult()
        result.coversInput = segment.textStart != nil && segment.isLast
        let bytes = segment.bytes
        // The first message is linted as if nothing came before it; the shape of the message
        // before the segment is known only when the segments are combined. (No message comes
        // before a run whose first index is 0.)
        collector.recordsFirstMessage = segment.firstIndex > 0
        var previous: MessageShape? = nil
        var queue = MessageQueue(capacity: messageQueueCapacity)
        if let tables { queue.storage = tables.take() }
        // JSON Lines: the line feeds of the segment, found as its lines are read (or the driver's,
        // which found them all as it cut the segment), which locate its findings and its end
        // without reading it again (nil when it holds a carriage return).
        var lineFeeds: [Int]? = nil
        switch format {
        case .jsonLines:
            let start = segment.textStart ?? segment.range.lowerBound
            var found: [Int] = []
            // Whether the lines hold a carriage return is noted as they are parsed, not searched
            // for in the whole segment (measured in the commit that made it); only the bytes
            // before `start` are searched here.
            var mayHoldCarriageReturn = false
            result.lineSpans = lintLines(
                bytes, start..<max(start, segment.range.upperBound), firstRecord: segment.firstIndex, fileOffset: segment.base,
                previous: &previous, &queue, &collector, keepsSpans: keepsLineSpans, knownLineFeeds: segment.lineFeeds, lineFeeds: &found,
                mayHoldCarriageReturn: &mayHoldCarriageReturn)
            if !mayHoldCarriageReturn,
                ByteSearch.firstIndex(of: 0x0D, in: bytes, from: segment.range.lowerBound, to: min(start, segment.range.upperBound)) == nil
            {
                lineFeeds = segment.lineFeeds ?? found
            }
        case .array:
            result.entries = entries
            lintElements(segment, &result, &previous, &queue, &collector, keepsSpans: keepsLineSpans, lintsMessages: lintsMessages)
            if keepsLineSpans && !result.elements.isEmpty {
                let starts = PartLocator.positions(
                    of: result.elements.map { $0.offset - segment.base }, in: bytes, from: segment.range.lowerBound, limit: bytes.count)
                for index in result.elements.indices { result.elements[index].position = starts[index] }
            }
        case .document:
            let start = segment.textStart ?? segment.range.lowerBound
            lintDocument(
                bytes, range: start..<max(start, segment.range.upperBound), fileOffset: segment.base, previous: &previous, &queue,
                &collector)
        }
        queue.run(self, &collector)
        if let tables { tables.giveBack(queue.takeStorage()) }
        result.lastShape = previous
        if let first = collector.firstMessage {
            result.firstShape = first.shape
            let shapeRule = ShapeDetectedRule.description.id
            result.conditionalFinding = first.findings.first { collector.pending[$0].ruleID == shapeRule }
        }
        if !segment.isLast {  // where the next run starts
            if let lineFeeds {
                result.span = PartLocator.span(
                    of: bytes, from: segment.range.lowerBound, to: segment.range.upperBound, lineFeeds: lineFeeds)
            } else {
                result.span = PartLocator.span(
                    of: bytes, from: segment.range.lowerBound, to: segment.range.upperBound, limit: bytes.count)
            }
        }
        let omissions = collector.takeOmissions()
        // The first finding left out of each rule is located with the kept ones, after them; the
        // arrays are extended and cut in place, not copied.
        let kept = collector.pending.count
        collector.pending.append(contentsOf: omissions.firsts)
        var byStart: [Int] = []
        var located = locateInSegment(&collector.pending, segment, keepsExcerpts: keepsExcerpts, lineFeeds: lineFeeds, byStart: &byStart)
        var firstAt = kept
        result.omitted.reserveCapacity(omissions.counts.count)
        for (ruleID, slot, count, hasFirst) in omissions.counts {
            var first: RunFinding? = nil
            if hasFirst {
                first = located[firstAt]
                firstAt += 1
            }
            result.omitted.append((ruleID: ruleID, slot: slot, count: count, first: first))
        }
        located.removeLast(firstAt - kept)
        result.reportOrder = Self.reportOrder(of: located, byStart: byStart)
        result.findings = located
        return result
    }

    /// The indices of a run's located `findings` in report order (`Finding.reportOrder`), from
    /// `byStart`, the indices of those findings and maybe more (the first omitted ones, which
    /// are left out) by start, in the order reported among equal starts. Only findings that
    /// start at the same place are compared further, in place (they are few).
    ///
    /// The locating sorts the starts anyway, so the run hands its findings to the driver with
    /// this order, and the driver keeps them in it: the file's findings are then nearly in
    /// report order, and `Finding.putInReportOrder` finds them so in one pass instead of sorting
    /// them all (measured on the findings-heavy corpus: about 500 instructions a kept finding).
    private static func reportOrder(of findings: [RunFinding], byStart: [Int]) -> [Int] {
        var order: [Int] = []
        order.reserveCapacity(findings.count)
        for index in byStart where index < findings.count { order.append(index) }
        // Stable: a finding moves before an earlier one only when strictly before it.
        var next = 1
        while next < order.count {
            let moving = order[next]
            var place = next
            while place > 0 {
                let earlier = order[place - 1]
                guard findings[earlier].pending.start == findings[moving].pending.start,
                    Finding.reportOrder(
                        findings[moving].pending.ruleID, findings[moving].pending.message, findings[moving].pending.pointer,
                        before: findings[earlier].pending.ruleID, findings[earlier].pending.message, findings[earlier].pending.pointer)
                else { break }
                order[place] = earlier
                place -= 1
            }
            order[place] = moving
            next += 1
        }
        return order
    }

    /// A copy of the linter holding its own reference to the configuration, for a worker thread:
    /// the context of every message keeps one (`MessageContext.settings`), counted when it is
    /// made and released with it, and on the one reference every worker shared, two cores
    /// counted on the same cache line (two counts a message; found with a uprobe on
    /// `swift_retain`, `--jobs 2`).
    func withOwnSettings() -> Linter {
        var copy = self
        copy.settings = ConfigurationReference(copying: settings)
        return copy
    }

    /// The index of the next line feed in `bytes[from..<to]`, or `to`.
    package static func lineEnd(_ bytes: [UInt8], from: Int, to: Int) -> Int {
        ByteSearch.firstIndex(of: 0x0A, in: bytes, from: from, to: to) ?? to
    }

    /// Parses and lints the elements of an array segment (only parses and surveys them without
    /// `lintsMessages`); with `keepsSpans`, notes where each is and its shape.
    private func lintElements(
        _ segment: MessageRun, _ result: inout RunResult, _ previous: inout MessageShape?,
        _ queue: inout MessageQueue, _ collector: inout FindingCollector, keepsSpans: Bool, lintsMessages: Bool
    ) {
        let bytes = segment.bytes
        let reader = JSONArrayReader(maximumDepth: configuration.maximumDepth)
        let end = segment.isLast ? bytes.count : segment.range.upperBound
        var position = segment.range.lowerBound
        var index = segment.firstIndex
        if let textStart = segment.textStart {
            do {
                switch try reader.open(bytes, from: textStart, end: end) {
                case .more(let next): position = next
                case .closed(let next):
                    try reader.close(bytes, at: next, end: end)
                    return
                }
            } catch {
                result.problem = RunSyntaxProblem(elementStart: segment.base + textStart, index: 0, inOpening: true, error: error)
                return
            }
        }
        while position < segment.range.upperBound || (segment.isLast && position < end) {
            let elementStart = position
            do {
                let (document, step) = try reader.element(bytes, at: position, end: end, index: index, fileOffset: segment.base)
                let element = document.root
                if lintsMessages {
                    let context = lintElement(element, previous: &previous, &queue, &collector)
                    if result.firstDetection == nil { result.firstDetection = context?.detection }
                    // An Amazon SNS message or Pinpoint request in a list: its platform payloads, inside their strings.
                    if let service = context?.detection.otherService, service == .amazonSNS || service == .pinpoint {
                        lintEmbeddedPlatformPayloads(element, in: bytes, pointerPrefix: [String(index)], &queue, &collector)
                    }
                    if keepsSpans {
                        // The shape its record names: none for an element that is not a push payload.
                        let shape = element.isObject && !isNotAPayload(element) ? context?.detection.lintedShape : nil
                        result.elements.append(
                            ElementSpan(offset: element.sourceStart, length: element.sourceEnd - element.sourceStart, shape: shape))
                    }
                } else if result.firstDetection == nil && element.isObject {
                    // What a message context would detect (`MessageContext.detection`).
                    result.firstDetection = ShapeDetector.detect(element, override: configuration.shape)
                }
                for list in result.entries { list.add(element, at: index) }
                index += 1
                result.tally.add(element, linter: self)
                switch step {
                case .more(let next):
                    position = next
                case .closed(let next):
                    if segment.isLast {
                        try reader.close(bytes, at: next, end: end)
                    } else {
                        // The array closed before the segment's end: the cut was not a real separator.
                        result.problem = RunSyntaxProblem(
                            elementStart: segment.base + elementStart, index: index - 1, inOpening: false, error: nil)
                    }
                    return
                }
            } catch {
                result.problem = RunSyntaxProblem(
                    elementStart: segment.base + elementStart, index: index, inOpening: false, error: error)
                return
            }
        }
        if position != segment.range.upperBound || segment.isLast {
            // An element ran past the cut (or the last segment never closed the array).
            result.problem = RunSyntaxProblem(
                elementStart: segment.base + position, index: index, inOpening: false, error: nil)
        }
    }

    /// Positions relative to the segment's start, and excerpts, for the segment's findings.
    func locatedInBlock(_ pending: [FindingCollector.Pending], segment: MessageRun, keepsExcerpts: Bool = true) -> [RunFinding] {
        var pending = pending
        var byStart: [Int] = []
        return locateInSegment(&pending, segment, keepsExcerpts: keepsExcerpts, byStart: &byStart)
    }

    /// `lineFeeds`: those of the segment's bytes, when they are known and it holds no carriage
    /// return (`lintRun`, JSON Lines). `byStart` receives the findings' indices by start (in
    /// the order reported among equal starts). The findings are moved out of `pending`, which is left
    /// holding placeholders (`FindingCollector.Pending.placeholder`): a copy would count each
    /// finding's references, and the array's release count them again (measured: about 430
    /// instructions a finding, for the loops' copies).
    private func locateInSegment(
        _ pending: inout [FindingCollector.Pending], _ segment: MessageRun, keepsExcerpts: Bool, lineFeeds: [Int]? = nil,
        byStart: inout [Int]
    ) -> [RunFinding] {
        guard !pending.isEmpty else { return [] }
        let bytes = segment.bytes
        let limit = bytes.count
        func local(_ offset: Int) -> Int {
            let value = offset - segment.base
            return segment.reachesEnd ? min(max(value, 0), limit) : max(value, 0)
        }
        var offsets: [Int] = []
        offsets.reserveCapacity(pending.count * 2)
        for index in pending.indices {
            let start = pending[index].start
            offsets.append(local(start))
            offsets.append(local(max(pending[index].end, start)))
        }
        byStart.reserveCapacity(pending.count)
        let positions =
            Self.positionsByStarts(offsets, in: bytes, segment, lineFeeds: lineFeeds, byStart: &byStart)
            ?? Self.positions(offsets, in: bytes, segment, lineFeeds: lineFeeds, byStart: &byStart)
        var found: [RunFinding] = []
        found.reserveCapacity(pending.count)
        for index in pending.indices {
            let window =
                keepsExcerpts
                ? ExcerptWindow(
                    source: bytes, start: offsets[2 * index], end: offsets[2 * index + 1], lowerBound: 0, upperBound: limit,
                    lowerBoundIsLineStart: segment.base == 0, upperBoundIsLineEnd: segment.reachesEnd,
                    wanted: SourceExcerpt.wanted(from: positions[2 * index], to: positions[2 * index + 1])) : nil
            // The result is appended holding a placeholder, and the finding swapped into it: a
            // local copy moved in (`consume`) was still copied, its references counted, and the
            // local released (measured: about 12 instructions a message on the findings-heavy
            // corpus, whose messages keep 0.43 findings each past the first 4,000).
            found.append(
                RunFinding(pending: .placeholder, start: positions[2 * index], end: positions[2 * index + 1], window: window))
            let last = found.count - 1
            swap(&found[last].pending, &pending[index])
            found[last].pending.start = offsets[2 * index] + segment.base
            found[last].pending.end = offsets[2 * index + 1] + segment.base
        }
        return found
    }

    /// The positions of `offsets` (each finding's start and end, in `segment.bytes`), every one
    /// counted from the segment's start; `byStart` receives the findings' indices by start.
    private static func positions(
        _ offsets: [Int], in bytes: [UInt8], _ segment: MessageRun, lineFeeds: [Int]?, byStart: inout [Int]
    ) -> [PartPosition] {
        let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
        let sorted = order.map { offsets[$0] }
        let located =
            lineFeeds.flatMap {
                PartLocator.positions(of: sorted, in: bytes, from: segment.range.lowerBound, to: segment.range.upperBound, lineFeeds: $0)
            } ?? PartLocator.positions(of: sorted, in: bytes, from: segment.range.lowerBound, limit: bytes.count)
        var positions = [PartPosition](repeating: PartPosition(lines: 0, columns: 0), count: offsets.count)
        for (rank, index) in order.enumerated() {
            positions[index] = located[rank]
            if index & 1 == 0 { byStart.append(index >> 1) }  // a start (the sort is stable)
        }
        return positions
    }

    /// `positions(_:in:_:lineFeeds:byStart:)` when every finding ends on the line it starts on
    /// (nil when one does not, or the offsets are too large to pack): only the starts are
    /// counted from the segment's start, each end from its own start (the characters between
    /// them, on one line), and the starts are sorted packed with their indices, one integer
    /// each. Every end counted from the segment's start, and the closure-compared sort of twice
    /// as many offsets, cost about 200 instructions a kept finding more on the findings-heavy
    /// corpus (the locating from about 2,840 to about 2,650).
    private static func positionsByStarts(
        _ offsets: [Int], in bytes: [UInt8], _ segment: MessageRun, lineFeeds: [Int]?, byStart: inout [Int]
    ) -> [PartPosition]? {
        let count = offsets.count / 2
        guard count < 1 << 24 else { return nil }
        var widths: [Int] = []
        widths.reserveCapacity(count)
        var keys: [Int] = []
        keys.reserveCapacity(count)
        for index in 0..<count {
            let start = offsets[2 * index]
            guard start < 1 << 38, let width = characters(onOneLineOf: bytes, from: start, to: offsets[2 * index + 1]) else {
                return nil
            }
            widths.append(width)
            keys.append(start << 24 | index)  // (equal starts stay in index order)
        }
        keys.sort()
        // Unpacked in place: the indices out, the starts left (no array more).
        for rank in keys.indices {
            byStart.append(keys[rank] & 0xFF_FFFF)
            keys[rank] >>= 24
        }
        let located =
            lineFeeds.flatMap {
                PartLocator.positions(of: keys, in: bytes, from: segment.range.lowerBound, to: segment.range.upperBound, lineFeeds: $0)
            } ?? PartLocator.positions(of: keys, in: bytes, from: segment.range.lowerBound, limit: bytes.count)
        var positions = [PartPosition](repeating: PartPosition(lines: 0, columns: 0), count: offsets.count)
        for rank in located.indices {
            let index = byStart[rank]
            let start = located[rank]
            positions[2 * index] = start
            positions[2 * index + 1] = PartPosition(lines: start.lines, columns: start.columns + widths[index])
        }
        return positions
    }

    /// The characters (UTF-8 sequence starts, as `PartLocator` counts columns) of
    /// `bytes[start..<end]`, or nil when those bytes hold a line feed or a carriage return, or
    /// run past the bytes.
    private static func characters(onOneLineOf bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        guard start >= 0, start <= end, end <= bytes.count else { return nil }
        var characters = 0
        var i = start
        while i + 8 <= end {
            let word = ByteWords.word(bytes, at: i)
            if ExcerptWindow.holdsLineEnd(word) { return nil }
            characters += ExcerptWindow.characterStarts(in: word)
            i += 8
        }
        while i < end {
            let byte = bytes[i]
            if byte == 0x0A || byte == 0x0D { return nil }
            if byte & 0xC0 != 0x80 { characters += 1 }
            i += 1
        }
        return characters
    }
}
