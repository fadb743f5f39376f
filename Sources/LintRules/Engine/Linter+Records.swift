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
