import SizeModel

/// The readings of a text that did not parse as JSON, tried in order before the syntax
/// diagnosis names its mistakes: each lints what the text stands for where it stands (every
/// position the text's own).
///
/// - a pasted `curl` command: the JSON of its body (`CurlCommand`);
/// - a pasted HTTP request (a request line or URL, headers, a body): its body (`HTTPRequestText`);
/// - a message printed by code, a Python dict or a single-quoted Dart map or JavaScript object:
///   the JSON it stands for (`SingleQuotedLiteral`), with one json-printed-literal finding;
/// - an HTTP v1 message whose only mistakes are trailing commas: what FCM's parser reads
///   (`TrailingCommaReading`), with a json-trailing-comma finding per comma.
extension Linter {
    /// Lints `bytes[range]`, which did not parse (`error`), by the first reading that applies, or
    /// reports the syntax diagnosis.
    func lintUnparsed(
        _ bytes: [UInt8], range: Range<Int>, error: JSONSyntaxError, fileOffset: Int, rootIndex: Int?,
        previous: inout MessageShape?, _ queue: inout MessageQueue, _ collector: inout FindingCollector
    ) -> MessageShape? {
        if rootIndex == nil, let command = CurlCommand.body(in: bytes, range: range) {
            return lintCurlBody(command, at: error.offset, fileOffset: fileOffset, previous: &previous, &queue, &collector)
        }
        // A pasted HTTP request (Firebase's REST examples, a .http file): its body is linted
        // where it stands, after the request line and headers.
        if rootIndex == nil, let body = HTTPRequestText.body(in: bytes, range: range) {
            return lintDocument(bytes, range: body, fileOffset: fileOffset, previous: &previous, &queue, &collector)
        }
        // A printed Python dict is linted as the JSON it stands for when that is a message
        // (a printed dict of something else stays a text that is not JSON).
        if let literal = SingleQuotedLiteral(bytes, range: range),
            let root = try? JSONParser(maximumDepth: configuration.maximumDepth).parse(literal.text, range: range).root,
            !(root.isObject && isNotAPayload(root))
        {
            if begin(JSONPrintedLiteralRule.self, &collector) {
                collector.report(
                    literal.message, offset: literal.firstRewrite + fileOffset,
                    pointer: rootIndex.map { JSONPointer(tokens: [String($0)]) } ?? JSONPointer(), fix: SingleQuotedLiteral.fix)
            }
            return lintDocument(
                literal.text, range: range, fileOffset: fileOffset, rootIndex: rootIndex, previous: &previous, &queue, &collector)
        }
        // An HTTP v1 message whose only mistakes are trailing commas is what FCM's parser
        // reads without them: a warning per comma, and the message is linted.
        if let reading = TrailingCommaReading(bytes, range: range),
            let root = try? JSONParser(maximumDepth: configuration.maximumDepth).parse(reading.text, range: range).root,
            root.isObject, ShapeDetector.detect(root, override: configuration.shape).lintedShape?.isHTTPv1 == true
        {
            if begin(JSONTrailingCommaRule.self, &collector) {
                for comma in reading.commas {
                    let container = TrailingCommaReading.container(of: comma, in: root)
                    collector.report(
                        JSONTrailingCommaRule.message, offset: comma + fileOffset, end: comma + fileOffset + 1,
                        pointer: JSONPointer(tokens: (rootIndex.map { [String($0)] } ?? []) + container.pointer.tokens),
                        fix: JSONTrailingCommaRule.fix)
                }
            }
            return lintDocument(
                reading.text, range: range, fileOffset: fileOffset, rootIndex: rootIndex, previous: &previous, &queue, &collector)
        }
        // Only now, after the strict parse failed, is the text read again to name the mistakes.
        let diagnostics = JSONSyntaxDiagnosis.diagnose(bytes, range: range, error: error, linePerValue: rootIndex != nil)
        let rootPointer = rootIndex.map { JSONPointer(tokens: [String($0)]) }
        reportInvalid(diagnostics, fileOffset: fileOffset, rootPointer: rootPointer, &collector)
        return nil
    }

    /// Lints the body of a pasted `curl` command (`CurlCommand`) as the document it is, where it
    /// stands in the text; a command whose body cannot be read so gets one invalid-json finding
    /// saying what to pass instead, at the place the text stopped being JSON.
    private func lintCurlBody(
        _ command: CurlCommand.Body, at offset: Int, fileOffset: Int, previous: inout MessageShape?, _ queue: inout MessageQueue,
        _ collector: inout FindingCollector
    ) -> MessageShape? {
        switch command {
        case .json(let range, let bytes):
            return lintDocument(bytes, range: range, fileOffset: fileOffset, previous: &previous, &queue, &collector)
        case .problem(let problem):
            reportInvalid(problem, offset + fileOffset, &collector)
            return nil
        }
    }
}
