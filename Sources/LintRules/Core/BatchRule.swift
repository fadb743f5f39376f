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
