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
        collectFindings(bytes, into: &collector)
        var pending = collector.pending
        for (ruleID, omitted) in collector.omitted.sorted(by: { $0.key < $1.key }) {
            var summary = omitted.first
            summary.message = "\(omitted.count) more \(ruleID) \(omitted.count == 1 ? "finding" : "findings") in this file not shown (at most \(collector.limitPerRule) per rule and file); this is the first of them"
            summary.fix = "fix the findings above and run again"
            pending.append(summary)
        }
        guard !pending.isEmpty else { return [] }
        // One pass over the bytes for every position: locating each finding from its line start
        // would be quadratic on a long line with many findings.
        var offsets: [Int] = []
        offsets.reserveCapacity(pending.count * 2)
        for finding in pending {
            offsets.append(finding.start)
            offsets.append(max(finding.end, finding.start))
        }
        let positions = SourceLocator.positions(of: offsets, in: bytes)
        return pending.enumerated().map { index, pending in
            Finding(
                ruleID: pending.ruleID, severity: pending.severity, message: pending.message,
                pointer: pending.pointer, start: positions[2 * index],
                end: positions[2 * index + 1], fix: pending.fix)
        }.sorted(by: Finding.reportOrder)
    }

    /// Lints a document given as text.
    public func lint(_ text: String) -> [Finding] {
        lint(Array(text.utf8))
    }

    private func collectFindings(_ bytes: [UInt8], into collector: inout FindingCollector) {
        var start = 0
        switch ByteOrderMark.detect(in: bytes) {
        case .utf8?:
            if begin(JSONByteOrderMarkRule.self, &collector) {
                collector.report(
                    "the file starts with a UTF-8 byte-order mark", offset: 0, end: 3,
                    pointer: JSONPointer(), fix: "save the file as UTF-8 without a byte-order mark")
            }
            start = 3
        case let mark?:
            reportInvalid("the file is \(mark.rawValue) (it starts with a byte-order mark); JSON for FCM must be UTF-8", 0, &collector)
            return
        case nil:
            if let encoding = ByteOrderMark.unmarkedWideEncoding(of: bytes) {
                reportInvalid("the file looks like \(encoding) text (NUL bytes between characters); JSON for FCM must be UTF-8", 0, &collector)
                return
            }
        }
        let document: JSONDocument
        do {
            document = try JSONParser(maximumDepth: configuration.maximumDepth)
                .parse(bytes, range: start..<bytes.count)
        } catch {
            reportInvalid(error.description, error.offset, &collector)
            return
        }
        for envelope in messageUnits(document.root, &collector) {
            let context = MessageContext(envelope: envelope, configuration: configuration)
            for rule in rules where begin(type(of: rule), &collector) {
                rule.check(context, into: &collector)
            }
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
        guard let severity = configuration.severity(for: description.id, default: description.defaultSeverity) else {
            return false
        }
        collector.ruleID = description.id
        collector.severity = severity
        return true
    }
}
