import SizeModel

/// The engine: parses a document, finds the messages in it, runs every enabled rule on each, and
/// returns the findings located and sorted.
///
/// Output is deterministic: the same bytes and configuration always give the same findings in the
/// same order.
public struct Linter: Sendable {
    /// The active configuration.
    public let configuration: LintConfiguration
    /// The rules that run (all registered rules by default).
    public let rules: [any Rule]

    /// Creates a linter.
    public init(configuration: LintConfiguration = LintConfiguration(), rules: [any Rule] = RuleRegistry.all) {
        self.configuration = configuration
        self.rules = rules
    }

    /// Lints one document.
    public func lint(_ bytes: [UInt8]) -> [Finding] {
        var collector = FindingCollector()
        collector.limitPerRule = max(1, configuration.maximumFindingsPerRule)
        if let start = checkEncoding(bytes, &collector) {
            var previous: MessageShape? = nil
            lintDocument(bytes, range: start..<bytes.count, previous: &previous, &collector)
        }
        return located(collector, in: bytes)
    }

    /// Lints a document given as text.
    public func lint(_ text: String) -> [Finding] {
        lint(Array(text.utf8))
    }

    /// Lints a JSON Lines file (`.jsonl`, `.ndjson`): every non-blank line is a message of its own.
    ///
    /// Findings keep their line and column in the file; their JSON Pointer starts with the index of
    /// the message among the non-blank lines (zero-based), as if the lines were the elements of a
    /// batch array: `/3/message/data/x` is in the fourth message. A line that is not valid JSON gets
    /// `invalid-json` at the exact place and the other lines are still linted.
    public func lint(jsonLines bytes: [UInt8]) -> [Finding] {
        var collector = FindingCollector()
        collector.limitPerRule = max(1, configuration.maximumFindingsPerRule)
        guard let start = checkEncoding(bytes, &collector) else { return located(collector, in: bytes) }
        var record = 0
        var previous: MessageShape? = nil
        var lineStart = start
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            if bytes[lineStart..<lineEnd].contains(where: { !Self.isWhitespace($0) }) {
                let first = collector.pending.count
                let omittedBefore = Set(collector.omitted.keys)
                lintDocument(bytes, range: lineStart..<lineEnd, previous: &previous, &collector)
                for index in first..<collector.pending.count {
                    collector.pending[index].pointer.tokens.insert(String(record), at: 0)
                }
                for ruleID in collector.omitted.keys where !omittedBefore.contains(ruleID) {
                    collector.prefixFirstOmitted(of: ruleID, with: String(record))
                }
                record += 1
            }
            lineStart = lineEnd + 1
        }
        return located(collector, in: bytes)
    }

    /// Lints a JSON Lines document given as text.
    public func lint(jsonLines text: String) -> [Finding] {
        lint(jsonLines: Array(text.utf8))
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private func located(_ collector: FindingCollector, in bytes: [UInt8]) -> [Finding] {
        var pending = collector.pending
        // A rule past its limit in this file: one more finding of it, at the first omitted place.
        for (ruleID, omitted) in collector.omitted.sorted(by: { $0.key < $1.key }) {
            var summary = omitted.first
            summary.message = "\(omitted.count) more \(ruleID) \(omitted.count == 1 ? "finding" : "findings") in this file not shown (at most \(collector.limitPerRule) per rule and file); this is the first of them"
            summary.fix = "fix the findings above and run again"
            pending.append(summary)
        }
        guard !pending.isEmpty else { return [] }
        let locator = SourceLocator(bytes: bytes)
        let positions = locator.positions(of: pending.flatMap { [$0.start, max($0.end, $0.start)] })
        return pending.indices.map { index in
            let finding = pending[index]
            return Finding(
                ruleID: finding.ruleID, severity: finding.severity, message: finding.message,
                pointer: finding.pointer, start: positions[2 * index], end: positions[2 * index + 1],
                fix: finding.fix)
        }.sorted(by: Finding.reportOrder)
    }

    /// Checks the byte-order mark and encoding; returns where the JSON text starts, or nil when the
    /// file cannot be JSON for FCM.
    private func checkEncoding(_ bytes: [UInt8], _ collector: inout FindingCollector) -> Int? {
        switch ByteOrderMark.detect(in: bytes) {
        case .utf8?:
            if begin(JSONByteOrderMarkRule.self, &collector) {
                collector.report(
                    "the file starts with a UTF-8 byte-order mark", offset: 0, end: 3,
                    pointer: JSONPointer(), fix: "save the file as UTF-8 without a byte-order mark")
            }
            return 3
        case let mark?:
            reportInvalid("the file is \(mark.rawValue) (it starts with a byte-order mark); JSON for FCM must be UTF-8", 0, &collector)
            return nil
        case nil:
            if let encoding = ByteOrderMark.unmarkedWideEncoding(of: bytes) {
                reportInvalid("the file looks like \(encoding) text (NUL bytes between characters); JSON for FCM must be UTF-8", 0, &collector)
                return nil
            }
            return 0
        }
    }

    /// Parses `bytes[range]` and runs the rules on every message in it.
    private func lintDocument(
        _ bytes: [UInt8], range: Range<Int>, previous: inout MessageShape?, _ collector: inout FindingCollector
    ) {
        let document: JSONDocument
        do {
            document = try JSONParser(maximumDepth: configuration.maximumDepth).parse(bytes, range: range)
        } catch {
            reportInvalid(error.description, error.offset, &collector)
            return
        }
        let root = document.root
        for (position, envelope) in messageUnits(root, &collector).enumerated() {
            var context = MessageContext(envelope: envelope, configuration: configuration, precedingShape: previous)
            if root.isArray { context.batch = MessageBatch(array: root, position: position) }
            for rule in rules {
                let type = type(of: rule)
                guard context.detection.runs(type.description.area), begin(type, &collector) else { continue }
                rule.check(context, into: &collector)
            }
            previous = context.shape
        }
    }

    /// The values to lint as messages: the root object, or each element of a top-level array
    /// (a `sendEach` batch). Anything else is reported.
    private func messageUnits(_ root: JSONValue, _ collector: inout FindingCollector) -> [JSONValue] {
        if root.isObject { return [root] }
        if root.isArray {
            var units: [JSONValue] = []
            for element in root.elements {
                if element.isObject {
                    units.append(element)
                } else if begin(ShapeNotObjectRule.self, &collector) {
                    collector.report(ShapeNotObjectRule.message(for: element), at: element)
                }
            }
            return units
        }
        if begin(ShapeNotObjectRule.self, &collector) {
            collector.report(ShapeNotObjectRule.message(for: root), at: root)
        }
        return []
    }

    private func reportInvalid(_ message: String, _ offset: Int, _ collector: inout FindingCollector) {
        guard begin(InvalidJSONRule.self, &collector) else { return }
        collector.report(message, offset: offset, pointer: JSONPointer())
    }

    /// Points the collector at `rule`; false when the rule is off.
    private func begin(_ rule: any Rule.Type, _ collector: inout FindingCollector) -> Bool {
        let description = rule.description
        guard let severity = configuration.severity(for: description) else {
            return false
        }
        collector.ruleID = description.id
        collector.severity = severity
        return true
    }
}
