import SizeModel

extension Linter {
    /// Lints the non-blank lines of `run` as JSON Lines messages, as one run of the engine
    /// (`lintRun`), and sorts the findings into one record per line, with its shape.
    /// `previous` carries the shape of the last message from one run to the next, as the driver
    /// does between runs. Each record keeps at most `limitPerMessage` findings per rule, then
    /// one that counts the others (`RecordCap`).
    ///
    /// The findings are those `lint(jsonLines:)` gives for the same lines, with no per-file cap.
    package func lintRecords(_ run: LineRun, previous: inout MessageShape?, limitPerMessage: Int) -> LineRunRecords {
        let segment = MessageRun(
            bytes: run.bytes, base: run.fileOffset, range: 0..<run.range.upperBound, firstIndex: run.firstRecord,
            textStart: run.range.lowerBound, isLast: true, reachesEnd: true)
        let linted = lintRun(segment, format: .jsonLines, entries: [], keepsExcerpts: false, keepsLineSpans: true)
        // The run's first message was linted as if none came before it (`RunResult`).
        let dropped = previous != nil && previous == linted.firstShape ? linted.conditionalFinding : nil
        if let shape = linted.lastShape { previous = shape }

        let runStart = SourcePosition(offset: run.fileOffset, line: run.firstLine, column: 1)
        let spans = linted.lineSpans
        let starts = PartLocator.positions(of: spans.map(\.start), in: run.bytes, from: 0, limit: run.bytes.count)
        var result = LineRunRecords()
        let placed = linted.findings.enumerated().lazy.filter { $0.offset != dropped }.map { $0.element.placed(partStart: runStart) }
        let (owned, input) = RecordCap.byRecord(placed, firstRecord: run.firstRecord, count: spans.count)
        result.inputFindings = input
        for (index, span) in spans.enumerated() {
            result.records.append(
                MessageRecord(
                    index: run.firstRecord + index, start: starts[index].resolved(offset: run.fileOffset + span.start, partStart: runStart),
                    byteCount: span.length, shape: span.shape, findings: RecordCap.capped(owned[index], limit: limitPerMessage)))
        }
        result.nextRecord = run.firstRecord + spans.count
        return result
    }

    /// `batchRecords(_:settings:limitPerMessage:write:)` for a document in memory (standard
    /// input, a file read whole), linted where it is, as `lint(input:)` lints it, on up to `jobs`
    /// cores; false, having written nothing, when it is not a batch array of messages.
    package func batchRecords(
        _ bytes: [UInt8], jobs: Int, limitPerMessage: Int, write: @escaping (LineRunRecords) -> Bool
    ) throws(ReadError) -> Bool {
        guard InputLayout.of(document: bytes) == .array else { return false }
        var settings = RunSettings(jobs: jobs, keepsExcerpts: false)
        settings.blockSize = max(settings.blockSize, bytes.count)
        settings.maximumMessageBytes = Int.max / 4
        return try batchRecords(MemoryByteSource(bytes: bytes), settings: settings, limitPerMessage: limitPerMessage, write: write)
    }

    /// `batchRecords(_:settings:limitPerMessage:write:)` for a batch file read part by part, in
    /// blocks, as the other formats read a large batch: memory holds a few blocks, not the file.
    /// `head` is the file's first bytes; false, having written nothing, when they do not start
    /// an array or the file is not a batch array of messages.
    package func batchRecords(
        _ file: FileByteSource, head: [UInt8], jobs: Int, limitPerMessage: Int, write: @escaping (LineRunRecords) -> Bool
    ) throws(ReadError) -> Bool {
        guard InputLayout.of(document: head) == .array else { return false }
        var settings = RunSettings(jobs: jobs, keepsExcerpts: false)
        settings.maximumMessageBytes = Int.max / 4
        return try batchRecords(file, settings: settings, limitPerMessage: limitPerMessage, write: write)
    }

    /// Lints a batch array read from `source` run by run and hands out its records as it goes,
    /// in input order: each run's records are given to `write` as soon as that run and every run
    /// before it are linted (on up to `settings.jobs` cores), with the findings about the input as
    /// a whole (a byte-order mark) before the first run's. Memory holds the runs in flight and
    /// their findings, never the batch's; each run's findings are dropped once written.
    ///
    /// The batch is read twice. First it is surveyed (`surveyBatch`): its elements are parsed,
    /// not linted, to know whether it is a valid array of messages (else its one record must say
    /// why) and what the batch checks find, which lands in the records of elements anywhere in
    /// the batch (`routing-multicast-limit` counts the whole batch at its 501st element). Then
    /// its elements are linted run by run. The records are those `documentRecords` makes from the
    /// whole batch's lint. Returns false, having written nothing, for an input that is not a
    /// valid batch holding a message: the caller then lints it whole.
    /// `write` returns false to stop.
    package func batchRecords(
        _ source: any ByteSource, settings: RunSettings, limitPerMessage: Int, write: @escaping (LineRunRecords) -> Bool
    ) throws(ReadError) -> Bool {
        let survey = try surveyBatch(source, settings: settings)
        guard survey.holdsMessages else { return false }
        // The batch checks' findings by the element they are in, in the order found; the rest
        // are the input's.
        var batchFindings: [(owner: Int, finding: Finding)] = []
        var inputFindings: [Finding] = []
        for finding in survey.findings {
            if let owner = RecordCap.owner(of: finding.pointer, firstRecord: 0, count: Int.max) {
                batchFindings.append((owner, finding))
            } else {
                inputFindings.append(finding)
            }
        }
        let byOwner = batchFindings.indices.sorted {
            batchFindings[$0].owner != batchFindings[$1].owner ? batchFindings[$0].owner < batchFindings[$1].owner : $0 < $1
        }.map { batchFindings[$0] }
        var nextBatchFinding = 0
        var first = true
        try lintRuns(source, settings: settings) { run in
            var result = LineRunRecords()
            var (owned, input) = RecordCap.byRecord(run.findings, firstRecord: run.firstIndex, count: run.messages.count)
            let end = run.firstIndex + run.messages.count
            while nextBatchFinding < byOwner.count, byOwner[nextBatchFinding].owner < end {
                let (owner, finding) = byOwner[nextBatchFinding]
                if owner >= run.firstIndex { owned[owner - run.firstIndex].append(finding) }
                nextBatchFinding += 1
            }
            // (A message's findings are in its element: no run has findings of the input's own.)
            result.inputFindings = first ? inputFindings + input : input
            first = false
            result.records.reserveCapacity(run.messages.count)
            for (index, message) in run.messages.enumerated() {
                result.records.append(
                    MessageRecord(
                        index: run.firstIndex + index, start: message.start, byteCount: message.byteCount, shape: message.shape,
                        findings: RecordCap.capped(owned[index], limit: limitPerMessage)))
            }
            result.nextRecord = end
            return write(result)
        }
        return true
    }

    /// The records of a document read whole (one message, or a batch array), for findings the
    /// ordinary lint (`lint(input:)`) gave: an element per record for an array, one record
    /// otherwise. Findings outside every element (a byte-order mark, a batch that is not payloads)
    /// are the input's.
    ///
    /// A batch is read element by element (`JSONArrayReader`), each parsed alone, as the engine
    /// lints it: memory holds one element's nodes at a time, and each element is under the
    /// parser's limits on its own, not the whole batch.
    package func documentRecords(_ bytes: [UInt8], findings: [Finding], limitPerMessage: Int, shapes: Bool = true) -> LineRunRecords {
        var result = LineRunRecords()
        let mark = ByteOrderMark.detect(in: bytes)
        let textStart = mark == .utf8 ? 3 : 0
        if mark == nil || mark == .utf8, InputLayout.of(document: bytes) == .array,
            let elements = batchElements(bytes, from: textStart, shapes: shapes)
        {
            let places = SourceLocator.positions(of: elements.map(\.start), in: bytes)
            let (owned, input) = RecordCap.byRecord(findings, firstRecord: 0, count: elements.count)
            result.inputFindings = input
            for (index, element) in elements.enumerated() {
                result.records.append(
                    MessageRecord(
                        index: index, start: places[index], byteCount: element.byteCount, shape: element.shape,
                        findings: RecordCap.capped(owned[index], limit: limitPerMessage)))
            }
            result.nextRecord = elements.count
            return result
        }
        let parser = JSONParser(maximumDepth: configuration.maximumDepth)
        let document = mark.map { $0 != .utf8 } == true ? nil : try? parser.parse(bytes, range: textStart..<bytes.count)
        var start = textStart
        while start < bytes.count, Self.isWhitespace(bytes[start]) { start += 1 }
        let shape = document.flatMap { shapes && $0.root.isObject && !isNotAPayload($0.root) ? shapeOf($0.root) : nil }
        let place = SourceLocator.positions(of: [start], in: bytes)[0]
        let length = document.map { $0.root.sourceEnd - $0.root.sourceStart } ?? bytes.count - start
        result.records = [
            MessageRecord(index: 0, start: place, byteCount: length, shape: shape, findings: RecordCap.capped(findings, limit: limitPerMessage))
        ]
        result.nextRecord = 1
        return result
    }

    /// The elements of the batch array in `bytes` (from `start`): where each begins, its length
    /// and the shape it is linted as (nil for every element of a batch that holds no message).
    /// Nil when the text is not a valid array: its record is then the whole input's.
    private func batchElements(
        _ bytes: [UInt8], from start: Int, shapes: Bool
    ) -> [(start: Int, byteCount: Int, shape: MessageShape?)]? {
        let reader = JSONArrayReader(maximumDepth: configuration.maximumDepth)
        var elements: [(start: Int, byteCount: Int, shape: MessageShape?)] = []
        var tally = BatchElementTally()
        do throws(JSONSyntaxError) {
            var step = try reader.open(bytes, from: start, end: bytes.count)
            while case .more(let next) = step {
                let (document, after) = try reader.element(bytes, at: next, end: bytes.count, index: elements.count)
                let element = document.root
                tally.add(element, linter: self)
                let shape = shapes && element.isObject && !isNotAPayload(element) ? shapeOf(element) : nil
                elements.append((element.sourceStart, element.sourceEnd - element.sourceStart, shape))
                step = after
            }
            if case .closed(let next) = step { try reader.close(bytes, at: next, end: bytes.count) }
        } catch {
            return nil
        }
        if tally.holdsNoMessage(configuration) {
            for index in elements.indices { elements[index].shape = nil }
        }
        return elements
    }

    /// The records of a JSON Lines input read whole (a template), for findings the template
    /// lint gave: one per non-blank line, without a shape.
    package func jsonLinesRecords(_ bytes: [UInt8], findings: [Finding], limitPerMessage: Int) -> LineRunRecords {
        var lines: [(start: Int, length: Int)] = []
        var lineStart = ByteOrderMark.detect(in: bytes) == .utf8 ? 3 : 0
        while lineStart < bytes.count {
            let lineEnd = Self.lineEnd(bytes, from: lineStart, to: bytes.count)
            if bytes[lineStart..<lineEnd].contains(where: { !Self.isWhitespace($0) }) {
                lines.append((lineStart, lineEnd - lineStart - (bytes[lineEnd - 1] == UInt8(ascii: "\r") ? 1 : 0)))
            }
            lineStart = lineEnd + 1
        }
        var result = LineRunRecords()
        let (owned, input) = RecordCap.byRecord(findings, firstRecord: 0, count: lines.count)
        result.inputFindings = input
        let places = SourceLocator.positions(of: lines.map(\.start), in: bytes)
        for (index, line) in lines.enumerated() {
            result.records.append(
                MessageRecord(
                    index: index, start: places[index], byteCount: line.length, shape: nil,
                    findings: RecordCap.capped(owned[index], limit: limitPerMessage)))
        }
        result.nextRecord = lines.count
        return result
    }

    /// The shape a message object is linted as (`--shape`, or detected); nil for another push
    /// service's request, which is linted as no FCM shape.
    private func shapeOf(_ message: JSONValue) -> MessageShape? {
        ShapeDetector.detect(message, override: configuration.shape).lintedShape
    }
}
