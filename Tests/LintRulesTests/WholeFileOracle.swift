import SizeModel

@testable import LintRules

/// The whole-file engine as it was before the run engine replaced it (issue 18, step 6): kept
/// in the tests, unchanged, as the oracle the one engine is compared with (`EngineOracleTests`).
/// It parses the whole text (a batch array with `JSONParser`), runs its own batch checks, and
/// locates and caps findings over the whole file. It shares with the engine only what both
/// always shared: the encoding check, the message queue and the rules.
extension Linter {
    func oracleLint(_ bytes: [UInt8]) -> [Finding] {
        var collector = FindingCollector()
        collector.limitPerRule = max(1, configuration.maximumFindingsPerRule)
        if let start = checkEncoding(bytes, &collector) {
            var previous: MessageShape? = nil
            var queue = MessageQueue(capacity: messageQueueCapacity)
            oracleDocument(bytes, range: start..<bytes.count, previous: &previous, &queue, &collector)
            queue.run(self, &collector)
        }
        return oracleLocated(collector, in: bytes)
    }

    func oracleLint(jsonLines bytes: [UInt8]) -> [Finding] {
        var collector = FindingCollector()
        collector.limitPerRule = max(1, configuration.maximumFindingsPerRule)
        guard let start = checkEncoding(bytes, &collector) else { return oracleLocated(collector, in: bytes) }
        var previous: MessageShape? = nil
        var queue = MessageQueue(capacity: messageQueueCapacity)
        var record = 0
        var lineStart = start
        while lineStart < bytes.count {
            let lineEnd = ByteSearch.firstIndex(of: 0x0A, in: bytes, from: lineStart, to: bytes.count) ?? bytes.count
            if bytes[lineStart..<lineEnd].contains(where: { !Linter.isWhitespace($0) }) {
                oracleDocument(
                    bytes, range: lineStart..<lineEnd, rootPointer: JSONPointer(tokens: [String(record)]), previous: &previous,
                    &queue, &collector)
                record += 1
            }
            lineStart = lineEnd + 1
        }
        queue.run(self, &collector)
        return oracleLocated(collector, in: bytes)
    }

    private func oracleLocated(_ collector: FindingCollector, in bytes: [UInt8]) -> [Finding] {
        var pending = collector.pending
        for omission in collector.limit.omissions {
            var summary = omission.first
            summary.message = "\(omission.count) more \(omission.ruleID) \(omission.count == 1 ? "finding" : "findings") in this file not shown (at most \(collector.limitPerRule) per rule and file); this is the first of them"
            summary.fix = "fix the findings above and run again"
            pending.append(summary)
        }
        guard !pending.isEmpty else { return [] }
        let locator = SourceLocator(bytes: bytes)
        let positions = locator.positions(of: pending.flatMap { [$0.start, max($0.end, $0.start)] })
        return Finding.inReportOrder(
            pending.indices.map { index in
                let finding = pending[index]
                return Finding(
                    ruleID: finding.ruleID, severity: finding.severity, message: finding.message,
                    pointer: finding.pointer, start: positions[2 * index], end: positions[2 * index + 1],
                    fix: finding.fix)
            })
    }

    private func oracleDocument(
        _ bytes: [UInt8], range: Range<Int>, rootPointer: JSONPointer? = nil,
        previous: inout MessageShape?, _ queue: inout MessageQueue, _ collector: inout FindingCollector
    ) {
        let document: JSONDocument
        do {
            document = try JSONParser(maximumDepth: configuration.maximumDepth).parse(bytes, range: range, fileOffset: 0, rootPointer: rootPointer)
        } catch {
            let diagnostics = JSONSyntaxDiagnosis.diagnose(bytes, range: range, error: error, linePerValue: rootPointer != nil)
            reportInvalid(diagnostics, fileOffset: 0, rootPointer: rootPointer, &collector)
            return
        }
        let root = document.root
        if root.isArray {
            if configuration.shape == nil, root.elements.contains(where: \.isObject),
                !root.elements.contains(where: { $0.isObject && !isNotAPayload($0) })
            {
                if begin(ShapeNotAPayloadRule.self, &collector) {
                    collector.report(
                        ShapeNotAPayloadRule.message(for: root), offset: root.sourceStart, pointer: root.pointer,
                        fix: ShapeNotAPayloadRule.fix)
                }
                return
            }
            let checks = activeRules.compactMap { active in active.rule.asBatchRule.map { makeBatchCheck($0) } }
            let entries = checks.map { $0.makeEntries() }
            var index = 0
            var firstMessage: ShapeDetection? = nil
            for element in root.elements {
                var detection: ShapeDetection? = nil
                if element.isObject {
                    detection = queue.add(element, linter: self, previous: &previous, &collector)
                } else if begin(ShapeNotObjectRule.self, &collector) {
                    collector.report(ShapeNotObjectRule.message(for: element), at: element)
                }
                if firstMessage == nil { firstMessage = detection }
                for list in entries { list.add(element, at: index) }
                index += 1
            }
            guard let firstMessage else { return }
            var batch = FindingCollector()
            for (position, check) in checks.enumerated() {
                guard firstMessage.runs(check.ruleType.description.area), begin(check.ruleType, &batch) else { continue }
                check.observe(entries[position], into: &batch)
                check.finish(elementCount: index, into: &batch)
            }
            for pending in batch.pending { collector.append(pending) }
        } else if root.isObject {
            if isNotAPayload(root) {
                if begin(ShapeNotAPayloadRule.self, &collector) {
                    collector.report(
                        ShapeNotAPayloadRule.message(for: root), offset: root.sourceStart, pointer: root.pointer,
                        fix: ShapeNotAPayloadRule.fix)
                }
                return
            }
            _ = queue.add(root, linter: self, previous: &previous, &collector)
        } else if begin(ShapeNotObjectRule.self, &collector) {
            collector.report(ShapeNotObjectRule.message(for: root), at: root)
        }
    }
}
