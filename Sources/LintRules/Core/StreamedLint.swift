import Foundation
import SizeModel

/// How an input is cut into runs of messages.
enum StreamFormat: Sendable {
    /// JSON Lines: every non-blank line is a document; a run is a span of lines.
    case jsonLines
    /// One top-level array: every element is a message (a batch); a run is a span of elements.
    case array
    /// One JSON text that is not an array (a message object, or anything else, or no valid JSON
    /// at all): the whole text is one run.
    case document

    /// The format of a JSON text that is not JSON Lines: `.array` when it starts (after a
    /// byte-order mark and blanks) with `[`, else `.document`.
    static func of(document bytes: [UInt8]) -> StreamFormat {
        var i = ByteOrderMark.detect(in: bytes) == .utf8 ? 3 : 0
        while i < bytes.count, Linter.isWhitespace(bytes[i]) { i += 1 }
        return i < bytes.count && bytes[i] == UInt8(ascii: "[") ? .array : .document
    }
}

/// The findings of an input, with the excerpt of each when they were kept (a file read in
/// blocks: its bytes are not kept).
struct StreamedLint: Sendable {
    var findings: [Finding] = []
    var excerpts: [ExcerptKey: ExcerptWindow] = [:]
}

/// How an input is read: in blocks, cut into runs (segments) of whole documents that are linted
/// on up to `jobs` cores and combined in input order, so the output does not depend on `jobs`.
struct StreamSettings: Sendable {
    /// Cores to use.
    var jobs = 1
    /// Bytes read at a time.
    var blockSize = 2 << 20
    /// Bytes of documents per segment (the unit of work).
    var segmentSize = 128 << 10
    /// The most bytes read without finding the end of a message (a line, or an element of the
    /// array): more, and the input is refused, so one huge message cannot fill the memory.
    var maximumMessageBytes = InputLimits.maximumInputBytes
    /// Whether each finding's source excerpt is cut from its run (`StreamedLint.excerpts`); a
    /// caller that keeps the bytes makes excerpts from them instead.
    var keepsExcerpts = true
    /// Bytes kept before and after every segment for source excerpts (more than 61 characters).
    static let context = 256
}

extension Linter {
    /// Lints an input read from `source` run by run: memory holds a few blocks and the
    /// findings, never a whole batch's tree. Every input goes through here: a document or a
    /// JSON Lines text in memory (`lint(_:)`, `lint(jsonLines:)`) as one run, a large batch or
    /// JSON Lines file as many, linted on up to `settings.jobs` cores and merged in order.
    func lintStream(_ source: any ByteSource, format: StreamFormat, settings: StreamSettings) throws(ReadError) -> StreamedLint {
        var driver = StreamDriver(linter: self, source: source, format: format, settings: settings)
        return try driver.run()
    }
}

// MARK: - Segments

/// A run of whole documents in a block of the input: the unit of work.
struct StreamSegment: Sendable {
    /// The block holding the segment, with context before and after it.
    let bytes: [UInt8]
    /// The file offset of `bytes[0]`.
    let base: Int
    /// The segment, as indices into `bytes`.
    let range: Range<Int>
    /// The index of the first element (array) or non-blank line (JSON Lines) in the segment.
    let firstIndex: Int
    /// For the first segment: where the JSON text starts (after a byte-order mark); else nil.
    let textStart: Int?
    /// True when the segment ends at the end of the file.
    let isLast: Bool
    /// True when `bytes` ends at the end of the file.
    let reachesEnd: Bool
}

/// A finding located relative to its segment, with its excerpt.
struct SegmentFinding: Sendable {
    let pending: FindingCollector.Pending
    let start: PartPosition
    let end: PartPosition
    /// The excerpt, when the run keeps them.
    let window: ExcerptWindow?
}

extension SegmentFinding {
    /// The finding placed in the input, its run starting at `partStart`.
    func placed(partStart: SourcePosition) -> Finding {
        Finding(
            ruleID: pending.ruleID, severity: pending.severity, message: pending.message, pointer: pending.pointer,
            start: start.resolved(offset: pending.start, partStart: partStart),
            end: end.resolved(offset: pending.end, partStart: partStart), fix: pending.fix)
    }
}

/// Where a batch stopped being valid JSON, as a segment saw it.
struct StreamSyntaxProblem: Sendable {
    /// The file offset where the element (or the array's opening) that failed begins.
    let elementStart: Int
    /// That element's index (0 for the opening).
    let index: Int
    /// True when the problem is in the array's opening.
    let inOpening: Bool
    /// The error as the segment saw it (possibly cut short by the segment's end).
    let error: JSONSyntaxError?
}

/// What a worker found in one segment.
struct SegmentResult: Sendable {
    var findings: [SegmentFinding] = []
    /// True when the segment is the whole input (its first and last run).
    var coversInput = false
    /// The non-blank lines (JSON Lines, when asked for).
    var lineSpans: [LineSpan] = []
    /// The segment's lines and columns, to locate the next one.
    var span = PartPosition(lines: 0, columns: 0)
    /// Batch entries, one list per batch check (arrays).
    var entries: [any BatchEntries] = []
    /// What the elements parsed are (arrays).
    var tally = BatchElementTally()
    /// The first syntax problem (arrays).
    var problem: StreamSyntaxProblem? = nil
    /// The shape of the segment's first message, linted as if no message came before it.
    var firstShape: MessageShape? = nil
    /// The finding about the first message that holds only if the message before the segment
    /// has another shape (`shape-detected` reports a change of shape), as an index in `findings`.
    var conditionalFinding: Int? = nil
    /// The shape of the segment's last message.
    var lastShape: MessageShape? = nil
    /// The shape detection of the segment's first message object (batch checks run in the
    /// context of the batch's first message).
    var firstDetection: ShapeDetection? = nil
    /// Per rule past the per-file limit within the segment: how many findings were left out, and
    /// the first of them (located); no first for the rules the segment only counted
    /// (`lintSegment`'s `countOnly`).
    var omitted: [(ruleID: String, count: Int, first: SegmentFinding?)] = []
}

// MARK: - Worker

extension Linter {
    /// Lints the documents of one segment and locates its findings relative to it. The findings
    /// of the rules in `countOnly` are only counted, never built: the segments before this one
    /// already reached those rules' per-file limit.
    func lintSegment(
        _ segment: StreamSegment, format: StreamFormat, entries: [any BatchEntries], countOnly: Set<String> = [],
        keepsExcerpts: Bool = true, keepsLineSpans: Bool = false
    ) -> SegmentResult {
        var collector = FindingCollector()
        collector.limitPerRule = max(1, configuration.maximumFindingsPerRule)
        for ruleID in countOnly { collector.limit.countOnly(ruleID) }
        var result = SegmentResult()
        result.coversInput = segment.textStart != nil && segment.isLast
        let bytes = segment.bytes
        // The first message is linted as if nothing came before it; the shape of the message
        // before the segment is known only when the segments are combined. (No message comes
        // before a run whose first index is 0.)
        collector.recordsFirstMessage = segment.firstIndex > 0
        var previous: MessageShape? = nil
        var queue = MessageQueue(capacity: messageQueueCapacity)
        switch format {
        case .jsonLines:
            let start = segment.textStart ?? segment.range.lowerBound
            result.lineSpans = lintLines(
                bytes, start..<max(start, segment.range.upperBound), firstRecord: segment.firstIndex, fileOffset: segment.base,
                previous: &previous, &queue, &collector, keepsSpans: keepsLineSpans)
        case .array:
            result.entries = entries
            lintElements(segment, &result, &previous, &queue, &collector)
        case .document:
            let start = segment.textStart ?? segment.range.lowerBound
            lintDocument(
                bytes, range: start..<max(start, segment.range.upperBound), fileOffset: segment.base, previous: &previous, &queue,
                &collector)
        }
        queue.run(self, &collector)
        result.lastShape = previous
        if let first = collector.firstMessage {
            result.firstShape = first.shape
            let shapeRule = ShapeDetectedRule.description.id
            result.conditionalFinding = first.findings.first { collector.pending[$0].ruleID == shapeRule }
        }
        if !segment.isLast {  // where the next run starts
            result.span = PartLocator.span(
                of: bytes, from: segment.range.lowerBound, to: segment.range.upperBound, limit: bytes.count)
        }
        let omissions = collector.limit.omissions
        let located = locateInSegment(
            omissions.isEmpty ? collector.pending : collector.pending + omissions.map(\.first), segment, keepsExcerpts: keepsExcerpts)
        result.findings = omissions.isEmpty ? located : Array(located.prefix(collector.pending.count))
        for (index, entry) in omissions.enumerated() {
            result.omitted.append((entry.ruleID, entry.count, located[collector.pending.count + index]))
        }
        for entry in collector.limit.countedOnly { result.omitted.append((entry.ruleID, entry.count, nil)) }
        return result
    }

    /// The index of the next line feed in `bytes[from..<to]`, or `to`.
    static func lineEnd(_ bytes: [UInt8], from: Int, to: Int) -> Int {
        ByteSearch.firstIndex(of: 0x0A, in: bytes, from: from, to: to) ?? to
    }

    /// Parses and lints the elements of an array segment.
    private func lintElements(
        _ segment: StreamSegment, _ result: inout SegmentResult, _ previous: inout MessageShape?,
        _ queue: inout MessageQueue, _ collector: inout FindingCollector
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
                result.problem = StreamSyntaxProblem(elementStart: segment.base + textStart, index: 0, inOpening: true, error: error)
                return
            }
        }
        while position < segment.range.upperBound || (segment.isLast && position < end) {
            let elementStart = position
            do {
                let (document, step) = try reader.element(bytes, at: position, end: end, index: index, fileOffset: segment.base)
                let element = document.root
                let detection = lintElement(element, previous: &previous, &queue, &collector)
                if result.firstDetection == nil { result.firstDetection = detection }
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
                        result.problem = StreamSyntaxProblem(
                            elementStart: segment.base + elementStart, index: index - 1, inOpening: false, error: nil)
                    }
                    return
                }
            } catch {
                result.problem = StreamSyntaxProblem(
                    elementStart: segment.base + elementStart, index: index, inOpening: false, error: error)
                return
            }
        }
        if position != segment.range.upperBound || segment.isLast {
            // An element ran past the cut (or the last segment never closed the array).
            result.problem = StreamSyntaxProblem(
                elementStart: segment.base + position, index: index, inOpening: false, error: nil)
        }
    }

    /// Positions relative to the segment's start, and excerpts, for the segment's findings.
    func locatedInBlock(_ pending: [FindingCollector.Pending], segment: StreamSegment, keepsExcerpts: Bool = true) -> [SegmentFinding] {
        locateInSegment(pending, segment, keepsExcerpts: keepsExcerpts)
    }

    private func locateInSegment(_ pending: [FindingCollector.Pending], _ segment: StreamSegment, keepsExcerpts: Bool) -> [SegmentFinding] {
        guard !pending.isEmpty else { return [] }
        let bytes = segment.bytes
        let limit = bytes.count
        func local(_ offset: Int) -> Int {
            let value = offset - segment.base
            return segment.reachesEnd ? min(max(value, 0), limit) : max(value, 0)
        }
        var offsets: [Int] = []
        offsets.reserveCapacity(pending.count * 2)
        for finding in pending {
            offsets.append(local(finding.start))
            offsets.append(local(max(finding.end, finding.start)))
        }
        let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
        let sorted = order.map { offsets[$0] }
        let located = PartLocator.positions(of: sorted, in: bytes, from: segment.range.lowerBound, limit: limit)
        var positions = [PartPosition](repeating: PartPosition(lines: 0, columns: 0), count: offsets.count)
        for (rank, index) in order.enumerated() { positions[index] = located[rank] }
        return pending.enumerated().map { index, finding in
            var clamped = finding
            clamped.start = offsets[2 * index] + segment.base
            clamped.end = offsets[2 * index + 1] + segment.base
            let window =
                keepsExcerpts
                ? ExcerptWindow(
                    source: bytes, start: offsets[2 * index], end: offsets[2 * index + 1], lowerBound: 0, upperBound: limit,
                    lowerBoundIsLineStart: segment.base == 0, upperBoundIsLineEnd: segment.reachesEnd) : nil
            return SegmentFinding(pending: clamped, start: positions[2 * index], end: positions[2 * index + 1], window: window)
        }
    }
}
