import SizeModel

extension Linter {
    /// Lints the non-blank lines of `run` as JSON Lines messages and sorts the findings into one
    /// record per line, with its shape. `previous` carries the shape of the last message from one
    /// run to the next (as `lint(jsonLines:)` does within a file). Each record keeps at most
    /// `limitPerMessage` findings per rule, then one that counts the others (`RecordCap`).
    ///
    /// The findings are those `lint(jsonLines:)` gives for the same lines, with no per-file cap.
    func lintRecords(_ run: LineRun, previous: inout MessageShape?, limitPerMessage: Int) -> LineRunRecords {
        var collector = FindingCollector()
        var queue = MessageQueue(capacity: messageQueueCapacity)
        var records: [MessageRecord] = []
        var starts: [Int] = []
        var record = run.firstRecord
        let bytes = run.bytes
        var lineStart = run.range.lowerBound
        while lineStart < run.range.upperBound {
            let lineEnd = Self.lineEnd(bytes, from: lineStart, to: run.range.upperBound)
            var first = lineStart
            while first < lineEnd, Self.isWhitespace(bytes[first]) { first += 1 }
            if first < lineEnd {
                let shape = lintRecordLine(bytes, lineStart..<lineEnd, record: record, fileOffset: run.fileOffset, &previous, &queue, &collector)
                let length = lineEnd - lineStart - (bytes[lineEnd - 1] == UInt8(ascii: "\r") ? 1 : 0)
                records.append(
                    MessageRecord(
                        index: record, start: SourcePosition(offset: 0, line: 0, column: 0), byteCount: length, shape: shape, findings: []))
                starts.append(lineStart)
                record += 1
            }
            lineStart = lineEnd + 1
        }
        queue.run(self, &collector)

        // Locate every finding and the record starts in one pass over the run.
        let pending = collector.pending
        var offsets = starts
        for finding in pending {
            offsets.append(finding.start - run.fileOffset)
            offsets.append(max(finding.end, finding.start) - run.fileOffset)
        }
        let local = SourceLocator.positions(of: offsets, in: bytes)
        func position(_ index: Int) -> SourcePosition {
            let found = local[index]
            return SourcePosition(offset: found.offset + run.fileOffset, line: found.line + run.firstLine - 1, column: found.column)
        }
        for index in records.indices { records[index].start = position(index) }
        var result = LineRunRecords()
        var perRecord = [[FindingCollector.Pending]](repeating: [], count: records.count)
        var perRecordPositions = [[(SourcePosition, SourcePosition)]](repeating: [], count: records.count)
        for (index, finding) in pending.enumerated() {
            let located = (position(starts.count + 2 * index), position(starts.count + 2 * index + 1))
            if let owner = RecordCap.owner(of: finding.pointer, firstRecord: run.firstRecord, count: records.count) {
                perRecord[owner].append(finding)
                perRecordPositions[owner].append(located)
            } else {
                result.inputFindings.append(Self.finding(finding, located))
            }
        }
        for index in records.indices {
            records[index].findings = RecordCap.capped(
                zip(perRecord[index], perRecordPositions[index]).map { Self.finding($0, $1) }, limit: limitPerMessage)
        }
        result.records = records
        result.nextRecord = record
        return result
    }

    /// Lints one non-blank line as message `record`: an object that is a push payload is queued
    /// for its rules and its shape returned; anything else is linted as `lintDocument` does
    /// (reported, or a batch on one line) and has no shape of its own.
    private func lintRecordLine(
        _ bytes: [UInt8], _ line: Range<Int>, record: Int, fileOffset: Int, _ previous: inout MessageShape?,
        _ queue: inout MessageQueue, _ collector: inout FindingCollector
    ) -> MessageShape? {
        let pointer = JSONPointer(tokens: [String(record)])
        let parser = JSONParser(maximumDepth: configuration.maximumDepth)
        if let document = try? parser.parse(bytes, range: line, fileOffset: fileOffset, rootPointer: pointer),
            document.root.isObject, !isNotAPayload(document.root)
        {
            return queue.add(document.root, linter: self, previous: &previous, &collector).shape
        }
        lintDocument(bytes, range: line, fileOffset: fileOffset, rootPointer: pointer, previous: &previous, &queue, &collector)
        return nil
    }

    /// The records of a document read whole (one message, or a batch array), for findings the
    /// ordinary lint (`lint(_:)`) gave: an element per record for an array, one record otherwise.
    /// Findings outside every element (a byte-order mark, a batch that is not payloads) are the
    /// input's.
    func documentRecords(_ bytes: [UInt8], findings: [Finding], limitPerMessage: Int, shapes: Bool = true) -> LineRunRecords {
        var result = LineRunRecords()
        let textStart = ByteOrderMark.detect(in: bytes) == .utf8 ? 3 : 0
        let parser = JSONParser(maximumDepth: configuration.maximumDepth)
        let document = ByteOrderMark.detect(in: bytes).map { $0 != .utf8 } == true ? nil : try? parser.parse(bytes, range: textStart..<bytes.count)
        guard let root = document?.root, root.isArray else {
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
        let elements = Array(root.elements)
        let places = SourceLocator.positions(of: elements.map(\.sourceStart), in: bytes)
        var owned = [[Finding]](repeating: [], count: elements.count)
        for finding in findings {
            if let owner = RecordCap.owner(of: finding.pointer, firstRecord: 0, count: elements.count) {
                owned[owner].append(finding)
            } else {
                result.inputFindings.append(finding)
            }
        }
        let paysNothing = configuration.shape == nil && elements.contains(where: \.isObject)
            && !elements.contains(where: { $0.isObject && !isNotAPayload($0) })
        for (index, element) in elements.enumerated() {
            let shape = shapes && !paysNothing && element.isObject && !isNotAPayload(element) ? shapeOf(element) : nil
            result.records.append(
                MessageRecord(
                    index: index, start: places[index], byteCount: element.sourceEnd - element.sourceStart, shape: shape,
                    findings: RecordCap.capped(owned[index], limit: limitPerMessage)))
        }
        result.nextRecord = elements.count
        return result
    }

    /// The records of a JSON Lines input read whole (a template), for findings the template
    /// lint gave: one per non-blank line, without a shape.
    func jsonLinesRecords(_ bytes: [UInt8], findings: [Finding], limitPerMessage: Int) -> LineRunRecords {
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
        var owned = [[Finding]](repeating: [], count: lines.count)
        for finding in findings {
            if let owner = RecordCap.owner(of: finding.pointer, firstRecord: 0, count: lines.count) {
                owned[owner].append(finding)
            } else {
                result.inputFindings.append(finding)
            }
        }
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

    /// The shape a message object is linted as (`--shape`, or detected).
    private func shapeOf(_ message: JSONValue) -> MessageShape {
        ShapeDetector.detect(message, override: configuration.shape).shape
    }

    private static func finding(_ pending: FindingCollector.Pending, _ located: (SourcePosition, SourcePosition)) -> Finding {
        Finding(
            ruleID: pending.ruleID, severity: pending.severity, message: pending.message, pointer: pending.pointer,
            start: located.0, end: located.1, fix: pending.fix)
    }
}
