import SizeModel

/// The messages of a file as a fix sees them: parsed from the file's current bytes, each with
/// its context, found by the offset of a finding inside it.
///
/// A JSON file holds one message or a batch array of them; a JSON Lines file one per line. A
/// file (or line) that does not parse has no message, so nothing in it is fixed; neither is a
/// Postman collection's request body (`PostmanCollection`).
struct FixableMessages {
    private(set) var messages: [MessageContext] = []

    init(_ bytes: [UInt8], jsonLines: Bool, configuration: LintConfiguration) {
        let parser = JSONParser(maximumDepth: configuration.maximumDepth)
        var start = ByteOrderMark.detect(in: bytes) == .utf8 ? 3 : 0
        guard start <= bytes.count else { return }
        var previous: MessageShape? = nil
        if !jsonLines {
            if let document = try? parser.parse(bytes, range: start..<bytes.count) {
                add(document.root, configuration: configuration, previous: &previous)
            }
            return
        }
        var record = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != SourceStyle.newline { end += 1 }
            let line = bytes[start..<end]
            if line.contains(where: { !Linter.isWhitespace($0) }) {
                if let document = try? parser.parse(bytes, range: start..<end, fileOffset: 0, rootPointer: JSONPointer(tokens: [String(record)])) {
                    add(document.root, configuration: configuration, previous: &previous)
                }
                record += 1
            }
            start = end + 1
        }
    }

    private mutating func add(_ root: JSONValue, configuration: LintConfiguration, previous: inout MessageShape?) {
        // A Postman collection's bodies are escaped text inside its strings: nothing is fixed there.
        guard !PostmanCollection.isCollection(root) else { return }
        let envelopes = root.isArray ? Array(root.elements.filter(\.isObject)) : (root.isObject ? [root] : [])
        for envelope in envelopes {
            let context = MessageContext(envelope: envelope, configuration: configuration, precedingShape: previous)
            previous = context.shape
            messages.append(context)
        }
    }

    /// The message whose text holds `offset`.
    func message(containing offset: Int) -> MessageContext? {
        messages.first { $0.envelope.sourceStart <= offset && offset < $0.envelope.sourceEnd }
    }
}
