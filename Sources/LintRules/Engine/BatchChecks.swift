import SizeModel

/// The batch checks of one batch, fed the entries of its runs of elements in element order (a
/// whole array parsed at once is one run), and ended after the last: the one way the engine
/// runs batch rules, for a batch file cut into runs and for a batch on one JSON Lines line.
struct BatchChecks {
    /// A fresh check for every enabled batch rule, in the linter's rule order.
    let checks: [any BatchCheck]
    /// The elements seen, objects or not.
    private(set) var elementCount = 0
    /// The shape detection of the batch's first message object: the checks run in its context.
    private(set) var firstMessage: ShapeDetection? = nil
    /// What was reported while observing and ending, with no per-file cap (the caller applies it).
    private var collector = FindingCollector()

    init(_ linter: Linter) {
        checks = linter.batchRules.map { makeBatchCheck($0) }
    }

    /// Fresh entry lists for one run of elements, one per check.
    func makeEntries() -> [any BatchEntries] { checks.map { $0.makeEntries() } }

    /// Takes what a run of consecutive elements gave, in element order: their entries, their
    /// number, and the shape detection of its first message object.
    mutating func observe(_ entries: [any BatchEntries], elements: Int, firstMessage: ShapeDetection?, linter: Linter) {
        for (position, check) in checks.enumerated() where position < entries.count {
            guard linter.begin(check.ruleType, &collector) else { continue }
            check.observe(entries[position], into: &collector)
        }
        elementCount += elements
        if self.firstMessage == nil { self.firstMessage = firstMessage }
    }

    /// Ends the batch; returns its findings in the order reported. A check runs in the context
    /// of the batch's first message, as the message rules do: not at all in a batch without a
    /// message object, and only when the first message's shape runs the rule's area.
    mutating func finish(linter: Linter) -> [FindingCollector.Pending] {
        guard let firstMessage else { return [] }
        var running = Set<String>()
        for check in checks where linter.begin(check.ruleType, &collector) {
            check.finish(elementCount: elementCount, into: &collector)
            let description = check.ruleType.description
            if firstMessage.runs(description.area) { running.insert(description.id) }
        }
        return collector.pending.filter { running.contains($0.ruleID) }
    }
}
