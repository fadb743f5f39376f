import SizeModel

/// A rule that also checks a batch as a whole: a top-level array of messages (a firebase-admin
/// `sendEach` list), however long.
///
/// The check makes one pass over the batch's elements in order. Where an element is parsed
/// (possibly on another core, and then dropped), `batchEntry` takes what the check needs from it;
/// `observe` then sees the entries in element order, and `finishBatch` runs after the last one.
/// So a batch of 100,000 messages is checked while it is read, without holding it, and the
/// findings are the same whether the file was read whole or in parts.
public protocol BatchRule: Rule {
    /// What the batch check needs from one element.
    associatedtype BatchEntry: Sendable
    /// The check's state over the elements seen so far.
    associatedtype BatchState

    /// What the check needs from the element at `index` (a message object or any other value),
    /// or nil when it needs nothing.
    func batchEntry(for element: JSONValue, at index: Int) -> BatchEntry?
    /// Appends the entry of the element at `index`, if any, to `entries`. (The default calls
    /// `batchEntry`; as a requirement it is compiled for each rule's own types, so the engine's
    /// per-element call does not go through generic code.)
    func appendBatchEntry(for element: JSONValue, at index: Int, to entries: inout [(Int, BatchEntry)])
    /// The state before the first element.
    func makeBatchState() -> BatchState
    /// Takes the entry of the element at `index`; entries come in element order.
    func observe(_ entry: BatchEntry, at index: Int, state: inout BatchState, into findings: inout FindingCollector)
    /// Runs after the last element; `elementCount` counts every element, objects or not.
    func finishBatch(_ state: inout BatchState, elementCount: Int, into findings: inout FindingCollector)
}

extension BatchRule {
    public var asBatchRule: (any BatchRule)? { self }

    public func finishBatch(_ state: inout BatchState, elementCount: Int, into findings: inout FindingCollector) {}

    public func appendBatchEntry(for element: JSONValue, at index: Int, to entries: inout [(Int, BatchEntry)]) {
        if let entry = batchEntry(for: element, at: index) { entries.append((index, entry)) }
    }
}

/// A place in the file where a batch finding goes, taken from a value while its element was
/// parsed: byte offsets in the file and the JSON Pointer.
public struct BatchLocation: Sendable {
    /// The first byte.
    public let start: Int
    /// One past the last byte.
    public let end: Int
    /// The JSON Pointer of the value.
    public let pointer: JSONPointer

    /// The location of `value` (or, with `.key`, of its member's key).
    public init(_ value: JSONValue, anchor: FindingAnchor = .value) {
        let located = (anchor == .key ? value.key : nil) ?? value
        start = located.sourceStart
        end = located.sourceEnd
        pointer = value.pointer
    }
}

extension FindingCollector {
    /// Reports a batch problem at a location taken from an element earlier.
    public mutating func report(_ message: @autoclosure () -> String, at location: BatchLocation, fix: @autoclosure () -> String? = nil) {
        report(message(), offset: location.start, end: location.end, pointer: location.pointer, fix: fix())
    }
}

// MARK: - Running batch checks

/// One batch rule's check over one batch, with the rule's types hidden so the engine can keep a
/// list of them.
protocol BatchCheck: AnyObject {
    /// The rule, for its id and severity.
    var ruleType: any Rule.Type { get }
    /// A fresh collector of entries for a run of consecutive elements.
    func makeEntries() -> any BatchEntries
    /// Feeds a run's entries to the check, in order.
    func observe(_ entries: any BatchEntries, into findings: inout FindingCollector)
    /// Ends the batch.
    func finish(elementCount: Int, into findings: inout FindingCollector)
}

/// The entries one batch rule took from a run of consecutive elements.
protocol BatchEntries: AnyObject, Sendable {
    /// Takes the entry of the element at `index`, if the rule wants one.
    func add(_ element: JSONValue, at index: Int)
}

/// One batch rule's check over a batch: the rule and its state, fed the elements' entries in
/// order.
final class TypedBatchCheck<R: BatchRule>: BatchCheck {
    let rule: R
    var state: R.BatchState

    init(_ rule: R) {
        self.rule = rule
        self.state = rule.makeBatchState()
    }

    var ruleType: any Rule.Type { R.self }

    func makeEntries() -> any BatchEntries { TypedBatchEntries(rule) }

    func observe(_ entries: any BatchEntries, into findings: inout FindingCollector) {
        guard let entries = entries as? TypedBatchEntries<R> else { return }
        for (index, entry) in entries.items {
            rule.observe(entry, at: index, state: &state, into: &findings)
        }
    }

    func finish(elementCount: Int, into findings: inout FindingCollector) {
        rule.finishBatch(&state, elementCount: elementCount, into: &findings)
    }
}

/// Written by one worker, then read by the engine after the worker is done.
final class TypedBatchEntries<R: BatchRule>: BatchEntries, @unchecked Sendable {
    let rule: R
    var items: [(Int, R.BatchEntry)] = []

    init(_ rule: R) { self.rule = rule }

    func add(_ element: JSONValue, at index: Int) {
        rule.appendBatchEntry(for: element, at: index, to: &items)
    }
}

func makeBatchCheck<R: BatchRule>(_ rule: R) -> any BatchCheck { TypedBatchCheck(rule) }

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

/// What a batch's elements are, for the one finding an array of objects none of which is a push
/// payload gets instead of schema errors for every member of every element (GeoJSON features,
/// records…). Counted per run of elements and merged in order.
struct BatchElementTally: Sendable {
    /// Elements seen.
    private(set) var count = 0
    /// Object elements seen.
    private(set) var objects = 0
    /// Object elements that are push payloads.
    private(set) var payloads = 0
    /// The kinds of the elements, while no payload was seen (only the finding's text needs them).
    private(set) var kinds: Set<String> = []

    /// Counts one element.
    mutating func add(_ element: JSONValue, linter: Linter) {
        count += 1
        guard payloads == 0 else { return }
        kinds.insert(element.kind.description)
        if element.isObject {
            objects += 1
            if !linter.isNotAPayload(element) { payloads += 1 }
        }
    }

    /// Adds the tally of the next run of elements.
    mutating func merge(_ next: BatchElementTally) {
        count += next.count
        objects += next.objects
        payloads += next.payloads
        if payloads == 0 { kinds.formUnion(next.kinds) }
    }

    /// True when the batch has object elements and none of them is a push payload (never with
    /// `--shape`, which says what the elements are).
    func holdsNoMessage(_ configuration: LintConfiguration) -> Bool {
        configuration.shape == nil && objects > 0 && payloads == 0
    }

    /// The finding's text.
    var message: String { ShapeNotAPayloadRule.message(forArrayOf: count, kinds: kinds) }
}
