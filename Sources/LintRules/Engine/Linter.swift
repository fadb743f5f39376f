import SizeModel

/// The engine: parses a document, finds the messages in it, runs every enabled rule on each, and
/// returns the findings located and sorted.
///
/// Every input goes through one path (`lintRuns`, `RunDriver`): cut into runs of messages
/// (a whole document is one run, a large batch or JSON Lines file many), each run linted, the
/// results merged in input order. Output is deterministic: the same bytes and configuration
/// always give the same findings in the same order, however the input is cut and on however
/// many cores.
public struct Linter: Sendable {
    /// The active configuration.
    public var configuration: LintConfiguration { settings.configuration }
    /// The rules that run (all registered rules by default).
    public let rules: [any Rule]
    /// The rules that are on, with their id, area and severity, in `rules` order (looked up once,
    /// not per message).
    let activeRules: [ActiveRule]
    /// How the rule loop runs them, in the same order: the parts of `activeRules` it reads per
    /// message queue, which copy without reference counting.
    let activeDispatch: [ActiveRule.Dispatch]
    /// Which of them run on the same messages (`RuleDispatchClasses`).
    let dispatchClasses: RuleDispatchClasses
    /// Their ids, in the same order.
    let activeRuleIDs: [String]
    /// Whether the configuration sets the severity of each, in the same order.
    let activeSeverityIsConfigured: [Bool]
    /// The place of each id in `activeRuleIDs`.
    let activeRuleSlots: [String: Int]
    /// The active rules that also check a batch as a whole, in the same order (`BatchChecks`).
    let batchRules: [any BatchRule]
    /// The configuration, held by reference and shared with every message's context (replaced,
    /// in a copy, for a request's body sent with APNs headers: `RequestAPNsHeaders`).
    var settings: ConfigurationReference
    /// How many messages' rules run together (`MessageQueue`); the tests compare the default
    /// with 1, message by message.
    var messageQueueCapacity = MessageQueue.defaultCapacity

    /// A rule that is on.
    struct ActiveRule: Sendable {
        let rule: any Rule
        /// The rule's type, which runs it (`Rule.run`) when it holds no state.
        let type: any Rule.Type
        /// Whether the rule's type has no stored properties, so `type.run` checks what `rule`
        /// would (a rule with state is checked through `rule` itself).
        let isStateless: Bool
        let id: String
        let area: RuleArea
        /// The parts of a message the rule needs (`RuleDescription.needs`).
        let needs: MessageParts
        let severity: Severity

        /// What the rule loop reads of an active rule: no String and no rule value, so copying
        /// one costs no reference count.
        struct Dispatch: Sendable {
            let type: any Rule.Type
            let isStateless: Bool
            /// The rule's area as a bit of `MessageContext.runningAreas`.
            let areaBit: UInt32
            /// The parts of a message the rule needs, any of them (`MessageParts.ruleMask`).
            let partsMask: UInt64
            let severity: Severity
        }

        var dispatch: Dispatch {
            Dispatch(type: type, isStateless: isStateless, areaBit: area.bit, partsMask: needs.ruleMask, severity: severity)
        }
    }

    /// Creates a linter.
    public init(configuration: LintConfiguration = LintConfiguration(), rules: [any Rule] = RuleRegistry.all) {
        settings = ConfigurationReference(configuration)
        self.rules = rules
        activeRules = rules.compactMap { rule in
            let description = type(of: rule).description
            return configuration.severity(for: description).map {
                ActiveRule(
                    rule: rule, type: type(of: rule), isStateless: Self.storageSize(of: rule) == 0, id: description.id,
                    area: description.area, needs: description.needs, severity: $0)
            }
        }
        activeDispatch = activeRules.map(\.dispatch)
        dispatchClasses = RuleDispatchClasses(activeDispatch)
        activeRuleIDs = activeRules.map(\.id)
        activeSeverityIsConfigured = activeRuleIDs.map { configuration.severityOverrides[$0] != nil }
        activeRuleSlots = Dictionary(activeRuleIDs.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        batchRules = activeRules.compactMap { $0.rule.asBatchRule }
    }

    /// The bytes a rule value stores (zero for a struct without stored properties).
    static func storageSize<R: Rule>(of rule: R) -> Int { MemoryLayout<R>.size }

    /// Lints one document: a message object, a batch (a top-level array of messages), or
    /// anything else (reported).
    public func lint(_ bytes: [UInt8]) -> [Finding] {
        // The parser's limit on keys and values is per document: a batch long enough to reach it
        // (two bytes a value at the least) is parsed whole, as one run, so the limit holds.
        let format: InputLayout = bytes.count > JSONParser.defaultMaximumValues ? .document : .of(document: bytes)
        return lintInMemory(bytes, format: format)
    }

    /// Lints an input the command line read whole (standard input, a small file, a pipeline's
    /// document) as it lints a large file part by part: a batch array element by element, each
    /// element under the parser's limits on its own. `lint(_:)` parses a large batch whole, so
    /// that its limits hold for the document; a batch from standard input is no less a batch than
    /// the same bytes in a file.
    package func lint(input bytes: [UInt8]) -> [Finding] {
        lintInMemory(bytes, format: .of(document: bytes))
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
        lintInMemory(bytes, format: .jsonLines)
    }

    /// Lints a JSON Lines document given as text.
    public func lint(jsonLines text: String) -> [Finding] {
        lint(jsonLines: Array(text.utf8))
    }

    /// Lints bytes in memory through the engine, on the calling thread: one run when they are
    /// small, runs of `RunSettings.segmentSize` bytes otherwise; no excerpts (the caller has
    /// the bytes) and no limit on one message's size.
    func lintInMemory(_ bytes: [UInt8], format: InputLayout) -> [Finding] {
        var settings = RunSettings()
        settings.blockSize = max(settings.blockSize, bytes.count)
        settings.maximumMessageBytes = Int.max / 4
        settings.keepsExcerpts = false
        // Reading memory cannot fail, and no message is over the limit.
        return (try? lintRuns(MemoryByteSource(bytes: bytes), format: format, settings: settings))?.findings ?? []
    }

    package static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Checks the byte-order mark and encoding; returns where the JSON text starts, or nil when the
    /// file cannot be JSON for FCM.
    func checkEncoding(_ bytes: [UInt8], _ collector: inout FindingCollector) -> Int? {
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

    // MARK: - Documents

    /// Parses `bytes[range]` and queues every message in it for its rules: the root object, or
    /// each element of a root array (a `sendEach` batch on one JSON Lines line, whose batch
    /// rules then run over it as one run; a batch file is read element by element instead).
    /// Anything else is reported. `bytes[0]` is at `fileOffset` in the file, and pointers
    /// continue `/rootIndex` (a line of JSON Lines, parsed into a node table of `queue`'s). The
    /// caller runs what is left in `queue` before it reads the findings. Returns the shape of the
    /// root object when it is linted as an FCM message (not another push service's request:
    /// `ShapeDetection.lintedShape`).
    @discardableResult
    func lintDocument(
        _ bytes: [UInt8], range: Range<Int>, fileOffset: Int = 0, rootIndex: Int? = nil,
        previous: inout MessageShape?, _ queue: inout MessageQueue, _ collector: inout FindingCollector
    ) -> MessageShape? {
        var parsedWithoutCarriageReturn = false
        return lintDocument(
            bytes, range: range, fileOffset: fileOffset, rootIndex: rootIndex, previous: &previous, &queue, &collector,
            parsedWithoutCarriageReturn: &parsedWithoutCarriageReturn)
    }

    /// `lintDocument(_:range:fileOffset:rootIndex:previous:_:_:)`, setting
    /// `parsedWithoutCarriageReturn` when `bytes[range]` parsed whole and holds no carriage
    /// return (`JSONDocument.mayHoldCarriageReturn`); it is left as it was otherwise.
    func lintDocument(
        _ bytes: [UInt8], range: Range<Int>, fileOffset: Int = 0, rootIndex: Int? = nil,
        previous: inout MessageShape?, _ queue: inout MessageQueue, _ collector: inout FindingCollector,
        parsedWithoutCarriageReturn: inout Bool
    ) -> MessageShape? {
        let document: JSONDocument
        do {
            let parser = JSONParser(maximumDepth: configuration.maximumDepth)
            if let rootIndex {
                document = try parser.parse(bytes, range: range, fileOffset: fileOffset, rootIndex: rootIndex, tables: &queue.storage.tables)
            } else {
                document = try parser.parse(bytes, range: range, fileOffset: fileOffset, rootPointer: nil)
            }
            if !document.mayHoldCarriageReturn { parsedWithoutCarriageReturn = true }
        } catch {
            return lintUnparsed(bytes, range: range, error: error, fileOffset: fileOffset, rootIndex: rootIndex, previous: &previous, &queue, &collector)
        }
        let root = document.root
        if root.isArray {
            var tally = BatchElementTally()
            for element in root.elements { tally.add(element, linter: self) }
            if tally.holdsNoMessage(configuration) {
                // Objects, none of them a message (GeoJSON features, records…): one finding, not
                // schema errors for every member of every element. (Elements that are not objects
                // are shape-not-object's.)
                if begin(ShapeNotAPayloadRule.self, &collector) {
                    collector.report(tally.message, offset: root.sourceStart, pointer: root.pointer, fix: ShapeNotAPayloadRule.fix)
                }
                return nil
            }
            var batch = BatchChecks(self)
            let entries = batch.makeEntries()
            var index = 0
            var firstMessage: ShapeDetection? = nil
            for element in root.elements {
                let context = lintElement(element, previous: &previous, &queue, &collector)
                if firstMessage == nil { firstMessage = context?.detection }
                if let service = context?.detection.otherService, service == .amazonSNS || service == .pinpoint {
                    lintEmbeddedPlatformPayloads(
                        element, in: bytes, pointerPrefix: (rootIndex.map { [String($0)] } ?? []) + [String(index)], &queue, &collector)
                }
                for list in entries { list.add(element, at: index) }
                index += 1
            }
            batch.observe(entries, elements: index, firstMessage: firstMessage, linter: self)
            for pending in batch.finish(linter: self) { collector.append(pending) }
            queue.retire(document)
        } else if root.isObject {
            if isNotAPayload(root) {
                let isCollection = PostmanCollection.isCollection(root)
                if isCollection, lintCollection(root, previous: &previous, &queue, &collector) {
                    return nil
                }
                if begin(ShapeNotAPayloadRule.self, &collector) {
                    collector.report(
                        isCollection ? ShapeNotAPayloadRule.message(forCollection: root) : ShapeNotAPayloadRule.message(for: root),
                        offset: root.sourceStart, pointer: root.pointer, fix: ShapeNotAPayloadRule.fix)
                }
                return nil
            }
            let shape = queue.addReadingShape(root, linter: self, previous: &previous, &collector)
            if shape == nil {
                // Another push service's request: an Amazon SNS message's platform payloads are
                // linted inside their strings (a line of JSON Lines too).
                lintEmbeddedPlatformPayloads(root, in: bytes, pointerPrefix: rootIndex.map { [String($0)] } ?? [], &queue, &collector)
            }
            queue.retire(consume document)
            return shape
        } else if begin(ShapeNotObjectRule.self, &collector) {
            collector.report(ShapeNotObjectRule.message(for: root), at: root, fix: ShapeNotObjectRule.fix(for: root))
        }
        return nil
    }

    /// Queues the body of each request to FCM in the Postman collection `root` as a message
    /// (`PostmanCollection`), parsed where it is in its string; a body that does not parse is
    /// reported at the place inside the string where it breaks. False when the collection sends
    /// nothing to FCM.
    private func lintCollection(
        _ root: JSONValue, previous: inout MessageShape?, _ queue: inout MessageQueue, _ collector: inout FindingCollector
    ) -> Bool {
        let bodies = PostmanCollection.fcmRequestBodies(root)
        let parser = JSONParser(maximumDepth: configuration.maximumDepth)
        for body in bodies {
            do {
                let document = try PostmanCollection.parse(body, with: parser)
                if document.root.isObject {
                    let context = queue.add(document.root, linter: self, previous: &previous, &collector)
                    if body.postsToV1Send, context.shape == .v1Message || context.shape == .admin, begin(ShapeEnvelopeRule.self, &collector) {
                        collector.report(ShapeEnvelopeRule.bareMessageText, at: document.root, fix: ShapeEnvelopeRule.bareMessageFix)
                    }
                    if let url = body.legacyEndpointURL, LegacyEndpointRule.reports(context.shape), begin(LegacyEndpointRule.self, &collector) {
                        collector.report(
                            LegacyEndpointRule.message(target: url.stringValue ?? ""), at: url, fix: LegacyEndpointRule.fix)
                    }
                } else if begin(ShapeNotObjectRule.self, &collector) {
                    collector.report(ShapeNotObjectRule.message(for: document.root), at: document.root, fix: ShapeNotObjectRule.fix(for: document.root))
                }
            } catch {
                guard begin(InvalidJSONRule.self, &collector) else { continue }
                let problem = PostmanCollection.bodyProblem(error, in: body.raw.document.bytes, body: body)
                collector.report(problem.message, offset: problem.start, end: problem.end, pointer: body.raw.pointer, fix: problem.fix)
            }
        }
        return !bodies.isEmpty
    }

    /// True when the document's object has no member that makes a push payload
    /// (`PayloadScreen.hasSign`) and shape detection found no evidence for any shape either (legacy
    /// or firebase-admin options, say, or a request to another push service, which
    /// `shape-other-push-service` reports); never when `--shape` names the shape. The members are
    /// compared until the first sign, so a message pays one or two key comparisons; an HTTP v1
    /// request (`message` holding an object, a sign), most inputs, pays one inlined member
    /// lookup instead.
    func isNotAPayload(_ root: JSONValue) -> Bool {
        Self.isNotAPayload(root, configuration: configuration)
    }

    /// `isNotAPayload(_:)` under `configuration` (for `UnparsedReading`, which has no linter).
    static func isNotAPayload(_ root: JSONValue, configuration: LintConfiguration) -> Bool {
        guard configuration.shape == nil else { return false }
        if leadsWithMessageObject(root) || root.member(literal: "message")?.isObject == true { return false }
        guard !PayloadScreen.hasSign(root) else { return false }
        let detection = ShapeDetector.detect(root)
        return detection.shape == .v1Message && detection.reason == nil && detection.conflicts.isEmpty
    }

    /// True when the object's first member is a key written `"message"` (nine bytes, no escapes)
    /// holding an object: an HTTP v1 request as nearly every one is written, whose member
    /// `member(literal:)` would find first. Read from the first key's node and one 8-byte word
    /// of its bytes, not by a lookup by name (measured: the out-of-line lookup cost about 88
    /// instructions a message on both corpora).
    private static func leadsWithMessageObject(_ root: JSONValue) -> Bool {
        let document = root.document
        let object = root.index
        guard document.memberCount(ofObjectAt: object) > 0, document.kind(at: object + 2) == .object else { return false }
        let key = document.value(at: object + 1)
        // A key of nine bytes whose first eight are `"message` (as a little-endian word) is
        // `"message"`: its ninth byte is the closing quote.
        return key.endOffset - key.startOffset == 9 && ByteWords.word(document.bytes, at: key.startOffset) == quotedMessageWord
    }

    /// The bytes `"message` read as a little-endian word (`ByteWords.word`).
    private static let quotedMessageWord: UInt64 = 0x6567_6173_7365_6d22

    /// Lints the lines of `bytes[range]` (a run of a JSON Lines input), numbering the non-blank
    /// ones from `firstRecord`; their messages are queued in `queue`. With `keepsSpans`, returns
    /// where each non-blank line is and the shape of its message (the pipeline's records).
    /// `lineFeeds` receives the index of every line feed in `bytes[range]`, which locate the
    /// run's findings (`PartLocator.positions(of:in:from:to:lineFeeds:)`), unless they are known:
    /// `knownLineFeeds`, when the driver found them while cutting the input
    /// (`MessageRun.lineFeeds`), are those line feeds already, and the lines are not searched
    /// again (measured: about 280 instructions per message, a second pass over every byte).
    /// `mayHoldCarriageReturn` is set when a line may hold a carriage return: one the parser read
    /// whole without one (`JSONDocument.mayHoldCarriageReturn`) holds none, and only a blank line
    /// or one that did not parse is searched for it.
    @discardableResult
    func lintLines(
        _ bytes: [UInt8], _ range: Range<Int>, firstRecord: Int, fileOffset: Int, previous: inout MessageShape?,
        _ queue: inout MessageQueue, _ collector: inout FindingCollector, keepsSpans: Bool = false,
        knownLineFeeds: [Int]? = nil, lineFeeds: inout [Int], mayHoldCarriageReturn: inout Bool
    ) -> [LineSpan] {
        var spans: [LineSpan] = []
        var record = firstRecord
        var lineStart = range.lowerBound
        var nextKnown = 0
        while lineStart < range.upperBound {
            let lineEnd: Int
            if let known = knownLineFeeds {
                while nextKnown < known.count && known[nextKnown] < lineStart { nextKnown += 1 }
                lineEnd = nextKnown < known.count ? min(known[nextKnown], range.upperBound) : range.upperBound
            } else {
                lineEnd = Self.lineEnd(bytes, from: lineStart, to: range.upperBound)
            }
            if lineEnd < range.upperBound && knownLineFeeds == nil { lineFeeds.append(lineEnd) }
            var first = lineStart
            while first < lineEnd, Self.isWhitespace(bytes[first]) { first += 1 }
            if first < lineEnd {
                var parsedWithoutCarriageReturn = false
                let shape = lintDocument(
                    bytes, range: lineStart..<lineEnd, fileOffset: fileOffset, rootIndex: record,
                    previous: &previous, &queue, &collector, parsedWithoutCarriageReturn: &parsedWithoutCarriageReturn)
                if !parsedWithoutCarriageReturn && !mayHoldCarriageReturn {
                    mayHoldCarriageReturn = ByteSearch.firstIndex(of: 0x0D, in: bytes, from: lineStart, to: lineEnd) != nil
                }
                if keepsSpans {
                    let length = lineEnd - lineStart - (bytes[lineEnd - 1] == UInt8(ascii: "\r") ? 1 : 0)
                    spans.append(LineSpan(start: lineStart, length: length, shape: shape))
                }
                record += 1
            } else if first > lineStart && !mayHoldCarriageReturn {
                // A blank line: whitespace only.
                mayHoldCarriageReturn = bytes[lineStart..<lineEnd].contains(0x0D)
            }
            lineStart = lineEnd + 1
        }
        return spans
    }

    /// Lints one element of a batch: a message object (queued in `queue`), or anything else
    /// (reported). Returns the message's context (nil for an element that is not an object).
    @discardableResult
    func lintElement(
        _ element: JSONValue, previous: inout MessageShape?, _ queue: inout MessageQueue, _ collector: inout FindingCollector
    ) -> MessageContext? {
        if element.isObject {
            return queue.add(element, linter: self, previous: &previous, &collector)
        } else if begin(ShapeNotObjectRule.self, &collector) {
            collector.report(ShapeNotObjectRule.message(for: element), at: element, fix: ShapeNotObjectRule.fix(for: element))
        }
        return nil
    }

    /// Runs every enabled rule that applies to its shape on one message now, not queued (the
    /// first message of a stream segment, whose findings are recorded apart); returns its context.
    @discardableResult
    func lintMessage(_ envelope: JSONValue, previous: inout MessageShape?, _ collector: inout FindingCollector) -> MessageContext {
        let context = MessageContext(envelope: envelope, settings: settings, precedingShape: previous)
        let before = collector.pending.count
        var single = RetainedObjects<MessageContext>(capacity: 1)
        single.append(context)
        var sets: [UInt64] = []
        runRules(on: single, sets: &sets, &collector)
        if collector.recordsFirstMessage && collector.firstMessage == nil {
            collector.firstMessage = (context.shape, before..<collector.pending.count)
        }
        previous = context.shape
        return context
    }

    /// Runs every enabled rule on the messages, rule by rule (`MessageQueue`), each on the
    /// messages whose shape runs its area and that have a part it needs (`MessageParts`), decided
    /// once per class of rules that need the same (`RuleDispatchClasses`): a rule none of the
    /// messages needs is not even called. The caller keeps the contexts alive (at most
    /// `RuleDispatchClasses.maximumMessages` of them). `sets` is scratch space for the
    /// classes' message sets (`RuleDispatchClasses.messageSets(of:into:)`), kept by the caller
    /// from one queue to the next.
    func runRules(on contexts: RetainedObjects<MessageContext>, sets: inout [UInt64], _ collector: inout FindingCollector) {
        if collector.activeRuleIDs.count != activeRuleIDs.count {
            collector.activeRuleIDs = activeRuleIDs
            collector.activeSeverityIsConfigured = activeSeverityIsConfigured
        }
        dispatchClasses.messageSets(of: contexts, into: &sets)
        let classOfRule = dispatchClasses.classOfRule
        for index in activeDispatch.indices {
            let set = sets[classOfRule[index]]
            guard set != 0 else { continue }
            let active = activeDispatch[index]
            collector.activeRule = index
            collector.severity = active.severity
            if active.isStateless {
                active.type.run(contexts, members: set, into: &collector)
            } else {
                let rule = activeRules[index].rule
                contexts.forEach(members: set) { rule.check($0, into: &collector) }
            }
        }
        collector.activeRule = -1
    }

    // MARK: - Reporting

    /// Reports the named mistakes of a text that did not parse (`JSONSyntaxDiagnosis`), each at its
    /// place with the pointer of its container (continuing `rootPointer`, a JSON Lines line).
    func reportInvalid(
        _ diagnostics: [JSONSyntaxDiagnostic], fileOffset: Int, rootPointer: JSONPointer?, _ collector: inout FindingCollector
    ) {
        guard begin(InvalidJSONRule.self, &collector) else { return }
        for diagnostic in diagnostics {
            collector.report(
                diagnostic.message, offset: diagnostic.offset + fileOffset, end: diagnostic.end + fileOffset,
                pointer: JSONPointer(tokens: (rootPointer?.tokens ?? []) + diagnostic.container.tokens), fix: diagnostic.fix)
        }
    }

    func reportInvalid(_ message: String, _ offset: Int, _ collector: inout FindingCollector, pointer: JSONPointer = JSONPointer()) {
        guard begin(InvalidJSONRule.self, &collector) else { return }
        collector.report(message, offset: offset, pointer: pointer)
    }

    /// Points the collector at `rule`; false when the rule is off.
    func begin(_ rule: any Rule.Type, _ collector: inout FindingCollector) -> Bool {
        let description = rule.description
        guard let severity = configuration.severity(for: description) else {
            return false
        }
        collector.ruleID = description.id
        collector.severity = severity
        return true
    }
}
