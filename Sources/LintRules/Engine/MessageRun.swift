import SizeModel

/// A run of whole documents in a block of the input: the unit of work.
struct MessageRun: Sendable {
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
    /// JSON Lines cut by the driver: the index in `bytes` of every line feed of the segment (from
    /// `textStart` when it is set), in order, found while the driver looked for the cuts; the
    /// segment's lines are then not searched for again (`Linter.lintLines`). Nil when unknown.
    var lineFeeds: [Int]? = nil
}

extension MessageRun {
    /// The segment over a copy of its own bytes, for a worker thread: every value and slice of a
    /// message holds the array its document was parsed from, and counts a reference on it each
    /// time it is made and dropped (about fifteen a message on the findings-heavy corpus). On
    /// the block's array, shared by every segment cut from it, two workers counted on the same
    /// cache line, which then moved from core to core for each count. The copy (the segment's
    /// bytes once, about 1% of its lint) is counted on by one thread.
    ///
    /// It keeps as much of the block around the segment as a finding's excerpt reads
    /// (`ExcerptWindow`: back to a line end or `before` characters, on to a line end or `after`
    /// characters, and the byte that stops it) and the byte after a carriage return at its end
    /// (`PartLocator`), so every finding is located and cut exactly as from the block.
    ///
    /// A segment that is its whole block (a document read whole, a small file) shares it with no
    /// other worker and is not copied: a large document is not held twice.
    func detached() -> MessageRun {
        guard range.lowerBound > 0 || range.upperBound < bytes.count else { return self }
        var lower = range.lowerBound
        var characters = 0
        while lower > 0 {
            let byte = bytes[lower - 1]
            lower -= 1
            if byte == 0x0A || byte == 0x0D || characters > ExcerptWindow.before { break }
            if byte & 0xC0 != 0x80 { characters += 1 }
        }
        var upper = range.upperBound
        characters = 0
        while upper < bytes.count {
            let byte = bytes[upper]
            upper += 1
            if byte == 0x0A || byte == 0x0D || characters > ExcerptWindow.after { break }
            if byte & 0xC0 != 0x80 { characters += 1 }
        }
        var copy = MessageRun(
            bytes: Array(bytes[lower..<upper]), base: base + lower, range: (range.lowerBound - lower)..<(range.upperBound - lower),
            firstIndex: firstIndex, textStart: textStart.map { $0 - lower }, isLast: isLast,
            reachesEnd: reachesEnd && upper == bytes.count)
        copy.lineFeeds = lineFeeds?.map { $0 - lower }
        return copy
    }
}

/// A finding located relative to its segment, with its excerpt.
struct RunFinding: Sendable {
    var pending: FindingCollector.Pending
    let start: PartPosition
    let end: PartPosition
    /// The excerpt, when the run keeps them.
    var window: ExcerptWindow?
}

extension RunFinding {
    /// The finding placed in the input, its run starting at `partStart`.
    func placed(partStart: SourcePosition) -> Finding {
        Finding(
            ruleID: pending.ruleID, severity: pending.severity, message: pending.message, pointer: pending.pointer,
            start: start.resolved(offset: pending.start, partStart: partStart),
            end: end.resolved(offset: pending.end, partStart: partStart), fix: pending.fix)
    }

    /// `placed(partStart:)` with the texts moved out of this finding, which keeps empty ones
    /// (`swap`, which counts no reference): a copy counted each text's references, and the
    /// release of the run's findings counted them again.
    mutating func takePlaced(partStart: SourcePosition) -> Finding {
        var ruleID = ""
        var message = ""
        var pointer = FindingCollector.Pending.placeholder.pointer
        var fix: String? = nil
        swap(&ruleID, &pending.ruleID)
        swap(&message, &pending.message)
        swap(&pointer, &pending.pointer)
        swap(&fix, &pending.fix)
        return Finding(
            ruleID: ruleID, severity: pending.severity, message: message, pointer: pointer,
            start: start.resolved(offset: pending.start, partStart: partStart),
            end: end.resolved(offset: pending.end, partStart: partStart), fix: fix)
    }

    /// The excerpt, moved out of this finding (which keeps none).
    mutating func takeWindow() -> ExcerptWindow? {
        var window: ExcerptWindow? = nil
        swap(&window, &self.window)
        return window
    }
}

/// Where a batch stopped being valid JSON, as a segment saw it.
struct RunSyntaxProblem: Sendable {
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
struct RunResult: Sendable {
    var findings: [RunFinding] = []
    /// The indices of `findings` in report order (`Finding.reportOrder`), when the run worked
    /// it out (`Linter.lintRun`); else empty.
    var reportOrder: [Int] = []
    /// True when the segment is the whole input (its first and last run).
    var coversInput = false
    /// The non-blank lines (JSON Lines, when asked for).
    var lineSpans: [LineSpan] = []
    /// The elements (a batch, when asked for).
    var elements: [ElementSpan] = []
    /// The segment's lines and columns, to locate the next one.
    var span = PartPosition(lines: 0, columns: 0)
    /// Batch entries, one list per batch check (arrays).
    var entries: [any BatchEntries] = []
    /// What the elements parsed are (arrays).
    var tally = BatchElementTally()
    /// The first syntax problem (arrays).
    var problem: RunSyntaxProblem? = nil
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
    /// (`lintRun`'s `countOnly`). With the rule's place among the linter's active rules (-1 when
    /// not known), which the driver keeps its count by.
    var omitted: [(ruleID: String, slot: Int, count: Int, first: RunFinding?)] = []
}
