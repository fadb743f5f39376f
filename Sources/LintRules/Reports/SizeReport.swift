import SizeModel

/// The size analysis of one input for `notifykit-lint size`: each message's size model, or why
/// there is none.
public struct SizeFileReport: Sendable {
    /// Why the input is not valid JSON: the parser's message and where.
    public struct Invalid: Sendable {
        /// What is wrong, as `check` reports it under `invalid-json`.
        public let message: String
        /// Where.
        public let position: SourcePosition
    }

    /// The path as shown to the user (`<stdin>` for standard input).
    public let path: String
    /// Why the tool could not read the input; nil when it was read.
    public let toolError: String?
    /// Why the input could not be measured (not UTF-8 JSON); nil otherwise. For JSON Lines, the
    /// first line that is not valid JSON (the other lines are measured).
    public let invalid: Invalid?
    /// The messages (one, each element of a top-level array, or each line of JSON Lines), in order.
    public let messages: [SizeMessageReport]

    /// Creates a report for an input the tool could not read.
    public init(path: String, toolError: String) {
        self.path = path
        self.toolError = toolError
        invalid = nil
        messages = []
    }

    /// Measures the messages in `bytes`: the document, or each element of a top-level array.
    public init(path: String, bytes: [UInt8], configuration: LintConfiguration) {
        self.path = path
        toolError = nil
        let locator = SourceLocator(bytes: bytes)
        let (start, problem) = Self.textStart(of: bytes, locator: locator)
        if let problem {
            invalid = problem
            messages = []
            return
        }
        (invalid, messages) = Self.measureDocument(bytes, range: start..<bytes.count, configuration: configuration, locator: locator)
    }

    /// The messages of the document in `bytes[range]`, as `check` finds them: the document, each
    /// element of a top-level array, the body of each request to FCM in a Postman collection
    /// (`PostmanCollection`), the body of a pasted `curl` command (`CurlCommand`) or of each HTTP
    /// request of a pasted request or `.http` file (`HTTPRequestText`), measured where it stands, the JSON a printed Python dict stands for (`SingleQuotedLiteral`) or an HTTP
    /// v1 message without its trailing commas (`TrailingCommaReading`); or
    /// why there are none.
    private static func measureDocument(
        _ bytes: [UInt8], range: Range<Int>, configuration: LintConfiguration, locator: SourceLocator, readsCommand: Bool = true
    ) -> (Invalid?, [SizeMessageReport]) {
        let parser = JSONParser(maximumDepth: configuration.maximumDepth)
        let document: JSONDocument
        do {
            document = try parser.parse(bytes, range: range)
        } catch {
            // Every reading keeps each byte where it is, so the positions in `locator` stay right.
            switch UnparsedReading.of(bytes, range: range, wholeDocument: readsCommand, configuration: configuration) {
            case .command(.json(let body, let text), _)?:
                return measureDocument(text, range: body, configuration: configuration, locator: locator, readsCommand: false)
            case .command(.problem(let problem), _)?:
                return (Invalid(message: problem, position: locator.position(of: error.offset)), [])
            case .command(.sentAsText(let problem, let start), _)?:
                // Sent as the notification's text, the JSON is no payload to measure.
                return (Invalid(message: problem, position: locator.position(of: start)), [])
            case .requests(let requests)?:
                // Each request's body, as in a Postman collection: the first that does not parse
                // is the report's `invalid`, the others are measured. Requests that all go
                // elsewhere than FCM hold no message to measure.
                var firstInvalid: Invalid? = nil
                var measured: [SizeMessageReport] = []
                for body in requests.bodies {
                    let (invalid, messages) = measureDocument(
                        requests.blankedText ?? bytes, range: body, configuration: configuration, locator: locator, readsCommand: false)
                    firstInvalid = firstInvalid ?? invalid
                    measured += messages
                }
                return (firstInvalid, measured)
            case .printedLiteral(let literal)?:
                return measureDocument(literal.text, range: range, configuration: configuration, locator: locator, readsCommand: false)
            case .trailingCommas(let reading, _)?:
                return measureDocument(reading.text, range: range, configuration: configuration, locator: locator, readsCommand: false)
            case .comments(let text, let comments, _)?:
                // FCM rejects the text as it is: its first comment is the report's `invalid`, and
                // the message is measured as it would be sent once the comments are removed.
                let (invalid, messages) = measureDocument(
                    text, range: range, configuration: configuration, locator: locator, readsCommand: false)
                guard let first = comments.first else { return (invalid, messages) }
                let problem = Invalid(
                    message: InvalidJSONRule.message(for: first) + Self.measuredWithoutComments,
                    position: locator.position(of: first.start))
                return (problem, messages)
            case .codeLiteral(let literal, _)?:
                return measureRewritten(literal.rewritten, configuration: configuration, locator: locator)
            case .stringLiteral(let literal)?:
                return measureRewritten(literal.rewritten, configuration: configuration, locator: locator)
            case nil:
                return (invalid(bytes, range, error, locator: locator, linePerValue: false), [])
            }
        }
        let root = document.root
        var firstInvalid: Invalid? = nil
        var units = root.isArray ? Array(root.elements) : [root]
        if PostmanCollection.isCollection(root) {
            // The collection is no message: only its FCM request bodies are measured, and one
            // that sends nothing to FCM has none (check says where its requests go).
            units = []
            let bodies = PostmanCollection.fcmRequestBodies(root)
            if !bodies.isEmpty {
                // As in JSON Lines, a body that does not parse does not stop the others: the first
                // such body is the report's `invalid`.
                for body in bodies {
                    do {
                        units.append(try PostmanCollection.parse(body, with: parser).root)
                    } catch {
                        let problem = PostmanCollection.bodyProblem(error, in: bytes, body: body)
                        firstInvalid = firstInvalid ?? Invalid(message: problem.message, position: locator.position(of: problem.start))
                    }
                }
            }
        }
        return (firstInvalid, units.map { SizeMessageReport(unit: $0, configuration: configuration, locator: locator) })
    }

    /// Said after the first comment of a message that is JSON once its comments are blanked:
    /// what `size` measured.
    static let measuredWithoutComments = " (the message is measured as sent once its comments are removed)"

    /// Measures a JSON Lines input: each non-blank line is one message, numbered from 0 as `check`
    /// numbers them (`/3`). A line that is not valid JSON does not stop the others: the first such
    /// line is the report's `invalid`, and every valid line is measured.
    public init(path: String, jsonLines bytes: [UInt8], configuration: LintConfiguration) {
        self.path = path
        toolError = nil
        let locator = SourceLocator(bytes: bytes)
        let (textStart, problem) = Self.textStart(of: bytes, locator: locator)
        if let problem {
            invalid = problem
            messages = []
            return
        }
        let parser = JSONParser(maximumDepth: configuration.maximumDepth)
        var lineStart = textStart
        var firstInvalid: Invalid? = nil
        var measured: [SizeMessageReport] = []
        var record = 0
        while lineStart < bytes.count {
            let lineEnd = Linter.lineEnd(bytes, from: lineStart, to: bytes.count)
            defer { lineStart = lineEnd + 1 }
            guard bytes[lineStart..<lineEnd].contains(where: { !Linter.isWhitespace($0) }) else { continue }
            let pointer = JSONPointer(tokens: [String(record)])
            record += 1
            do {
                let document = try parser.parse(bytes, range: lineStart..<lineEnd, fileOffset: 0, rootPointer: pointer)
                measured.append(SizeMessageReport(unit: document.root, configuration: configuration, locator: locator))
            } catch {
                if firstInvalid == nil {
                    firstInvalid = Self.invalid(bytes, lineStart..<lineEnd, error, locator: locator, linePerValue: true)
                }
            }
        }
        invalid = firstInvalid
        messages = measured
    }

    /// The messages of the JSON a code literal stands for (`JavaScriptLiteral`,
    /// `CodeStringLiteral`), their positions placed back on the pasted text.
    private static func measureRewritten(
        _ rewritten: RewrittenText, configuration: LintConfiguration, locator: SourceLocator
    ) -> (Invalid?, [SizeMessageReport]) {
        let (invalid, messages) = measureDocument(
            rewritten.bytes, range: 0..<rewritten.count, configuration: configuration,
            locator: SourceLocator(bytes: rewritten.bytes), readsCommand: false)
        return (invalid, messages.map { $0.placedBack(rewritten.offsets, locator: locator) })
    }

    /// The first mistake of a text that did not parse, named as `check` names it
    /// (`JSONSyntaxDiagnosis`).
    static func invalid(
        _ bytes: [UInt8], _ range: Range<Int>, _ error: JSONSyntaxError, locator: SourceLocator, linePerValue: Bool
    ) -> Invalid {
        let first = JSONSyntaxDiagnosis.diagnose(bytes, range: range, error: error, linePerValue: linePerValue).first
        return Invalid(
            message: first?.message ?? error.description, position: locator.position(of: first?.offset ?? error.offset))
    }

    /// Where the JSON text starts (after a UTF-8 byte-order mark), or why the bytes cannot be
    /// JSON for FCM (another encoding's byte-order mark, or UTF-16/32 without one).
    private static func textStart(of bytes: [UInt8], locator: SourceLocator) -> (start: Int, problem: Invalid?) {
        switch ByteOrderMark.detect(in: bytes) {
        case .utf8?:
            return (3, nil)
        case let mark?:
            let problem = Invalid(
                message: "the file is \(mark.rawValue) (it starts with a byte-order mark); JSON for FCM must be UTF-8",
                position: locator.position(of: 0))
            return (0, problem)
        case nil:
            if let encoding = ByteOrderMark.unmarkedWideEncoding(of: bytes) {
                let problem = Invalid(
                    message: "the file looks like \(encoding) text (NUL bytes between characters); JSON for FCM must be UTF-8",
                    position: locator.position(of: 0))
                return (0, problem)
            }
            return (0, nil)
        }
    }
}

/// The size model of one message in a file.
public struct SizeMessageReport: Sendable {
    /// The JSON Pointer of the message unit in the file (`""` for the whole file, `/3` in a batch).
    public let pointer: JSONPointer
    /// The detected shape; nil when the unit is not an object.
    public let shape: MessageShape?
    /// The size model; nil when the unit is not an object.
    public let sizes: MessageSizes?
    /// The unit's JSON type when it is not an object.
    public let notAnObject: JSONKind?
    /// Why an object unit is not measured as a message, as `check` says it: a document that is no
    /// push payload at all (shape-not-a-payload's text: a `package.json`, a configuration file), or
    /// a request to another push service (shape-other-push-service: an Expo or OneSignal body),
    /// whose service builds the FCM message, so its own bytes are not what FCM counts. nil for a
    /// message.
    public let notAPayload: String?
    /// True when `notAPayload` is shape-not-a-payload's (an error in `check`), false for another
    /// push service's request (a warning there).
    public let isNoPayloadAtAll: Bool
    /// Where the first occurrence of each placeholder is, by name.
    public private(set) var placeholderPositions: [String: SourcePosition]
    /// FCM's own count of the Android payload (`FCMCountedAndroidBytes`: keys and values, no JSON
    /// punctuation) when the Android figure is over its limit and that count fits: FCM's
    /// rejection is then not certain, so the figure is a warning here as in `check` (size-warn),
    /// not an error. Nil otherwise.
    public let androidFittingCount: Int?

    /// The report of a message read from a rewritten text (`JavaScriptLiteral`), its positions
    /// placed back on the original text through `offsets`.
    func placedBack(_ offsets: RewriteOffsetMap, locator: SourceLocator) -> SizeMessageReport {
        var report = self
        report.placeholderPositions = placeholderPositions.mapValues { locator.position(of: offsets.originalStart($0.offset)) }
        return report
    }

    init(unit: JSONValue, configuration: LintConfiguration, locator: SourceLocator) {
        pointer = unit.pointer
        guard unit.isObject else {
            shape = nil
            sizes = nil
            notAnObject = unit.kind
            notAPayload = nil
            isNoPayloadAtAll = false
            placeholderPositions = [:]
            androidFittingCount = nil
            return
        }
        if Linter.isNotAPayload(unit, configuration: configuration) {
            shape = nil
            sizes = nil
            notAnObject = nil
            notAPayload = ShapeNotAPayloadRule.message(for: unit)
            isNoPayloadAtAll = true
            placeholderPositions = [:]
            androidFittingCount = nil
            return
        }
        let context = MessageContext(envelope: unit, configuration: configuration)
        if let service = context.detection.otherService {
            shape = nil
            sizes = nil
            notAnObject = nil
            notAPayload = "a request to \(service.name), not an FCM message: \(service.name) builds the FCM message from it, so measure the message it sends (check: shape-other-push-service)"
            isNoPayloadAtAll = false
            placeholderPositions = [:]
            androidFittingCount = nil
            return
        }
        notAPayload = nil
        isNoPayloadAtAll = false
        shape = context.shape
        let sizes = context.sizes
        self.sizes = sizes
        androidFittingCount = sizes.android.flatMap { FCMCountedAndroidBytes.fittingCount(of: $0, in: context) }
        notAnObject = nil
        var positions: [String: SourcePosition] = [:]
        for name in sizes.placeholders.names {
            if let first = name.occurrences.first { positions[name.name] = locator.position(of: first.offset) }
        }
        placeholderPositions = positions
    }

    /// True when a platform payload is over its limit as `check` judges it (size-fcm-limit,
    /// size-apns-limit): the Android figure only when FCM's own count is over too
    /// (`androidFittingCount`).
    public var isOverAnyLimit: Bool {
        guard let sizes else { return false }
        return sizes.platforms.contains { $0.isOverLimit && !($0.platform == .android && androidFittingCount != nil) }
    }

    /// True when this message makes `size` exit 1: a platform payload over its limit, a unit
    /// that is not a message object, or an object that is no push payload at all (as `check`'s
    /// shape-not-a-payload error). Another push service's request does not (a warning in `check`).
    public var failsRun: Bool {
        notAnObject != nil || isNoPayloadAtAll || isOverAnyLimit
    }

    /// True when this message gets a size warning and no error: a platform payload is over its
    /// warning threshold, the Android figure is over its limit while FCM's own count fits, or the
    /// whole message is over FCM's limit (the conservative bound).
    public var isNearLimit: Bool {
        guard let sizes, !isOverAnyLimit else { return false }
        return androidFittingCount != nil || sizes.platforms.contains { $0.isNearLimit }
            || (!sizes.platforms.isEmpty && sizes.request.bytes > sizes.limits.fcmLimitBytes)
    }

    /// The figure status word: `over` (its limit), `near` (over the warning threshold) or `ok`.
    /// The request is a bound, not a payload: `over` when it is over FCM's limit, else `ok`.
    static func status(_ size: PlatformSize, limit: Int?) -> String {
        guard let limit else { return "-" }
        if size.bytes > limit { return "over" }
        if size.platform != .request, size.bytes > size.warningThreshold { return "near" }
        return "ok"
    }
}
