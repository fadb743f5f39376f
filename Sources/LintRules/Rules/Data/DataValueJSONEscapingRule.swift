import SizeModel

/// Embedded JSON in a data value pays for its escaping, which matters near the size limit.
///
/// Lint: when the message is above the size warning threshold, each data value (other than Notify
/// Kit's own `notifee_options` and `notifee_data`) whose text is a JSON object or array and whose
/// escaping costs at least 100 bytes.
struct DataValueJSONEscapingRule: Rule {
    static let description = RuleDescription(
        id: "data-value-json-escaping",
        area: .data,
        needs: .longerThanSizeWarning,
        defaultSeverity: .info,
        clauses: [.advice],
        summary: "a data value holds JSON whose escaping costs bytes in a large message",
        rationale: """
            FCM data values are strings, so nested data is sent as JSON text inside a JSON \
            string, and every quote and backslash of it is escaped with one more backslash. \
            That is the right way to send structured data (Notify Kit's guide recommends it for \
            many keys), but the escaping counts toward APNs' 4096-byte limit, as the APNs payload \
            FCM delivers to iOS is JSON, and toward the whole message; FCM's own count for \
            Android reportedly takes the decoded text, one byte per quote (Stack Overflow \
            31264206), so there it costs nothing. The rule speaks \
            only when the message is already above the size warning threshold and the escaping of \
            one value costs at least 100 bytes, and says how many bytes flattening the value into \
            plain keys or shortening its field names would win. \
            Severity: info, because this is advice: nothing is rejected or lost (I).
            """,
        sources: [
            "Notify Kit FCM Mode guide, \"Payload too large\"",
            "https://firebase.google.com/docs/cloud-messaging/concept-options#notifications_and_data_messages",
            "https://stackoverflow.com/questions/31264206",
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"order": ↓"{\"items\":[\#((0..<160).map { _ in #"{\"sku\":\"A1\",\"q\":1}"# }.joined(separator: ","))]}"}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"order": "{\"items\":[{\"sku\":\"A1\",\"q\":1}]}"}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"text": "\#(String(repeating: "a", count: 3600))", "tags": "[\"a\"]", "notifee_options": "{\"_v\":1}"}}}"#),
        ])

    /// Escaping costs below this are not worth a finding.
    static let minimumEscapeBytes = 100

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        let threshold = message.configuration.sizeWarningBytes
        // The compact size is at most the source's length (a serializer writes no character
        // longer than its shortest JSON spelling, and drops the whitespace): a message written in
        // fewer bytes than the threshold is under it without measuring, or looking at its data.
        guard message.message.endOffset - message.message.startOffset > threshold else { return }
        var candidates: [(map: String, member: JSONMember)] = []
        // The keys of the data maps (`dataKeys`), by index: each is read in place, not copied.
        let keys = message.dataKeys
        // A value whose first byte is neither a space, `{` nor `[` is settled without making it.
        for index in keys.indices where Self.mayLookLikeJSON(keys.valueFirstTextByte(at: index)) && Self.looksLikeJSON(keys[index].value) {
            // The Notify Kit blobs, `notifee_options` and `notifee_data`, are JSON text by design.
            let classification = keys[index].classification
            if classification == .notifeeOptions || classification == .notifeeData { continue }
            candidates.append((keys[index].mapName, keys[index].member))
        }
        guard !candidates.isEmpty else { return }
        let size = CompactJSONSize.of(message.message)
        guard size > threshold else { return }
        for (name, member) in candidates {
            guard let document = try? JSONParser(maximumDepth: message.configuration.maximumDepth).parseEmbedded(in: member.value),
                document.root.isObject || document.root.isArray
            else { continue }
            let text = member.value.decodedStringBytes()
            let escapes = text.reduce(0) { $0 + ($1 == UInt8(ascii: "\"") || $1 == UInt8(ascii: "\\") ? 1 : 0) }
            guard escapes >= Self.minimumEscapeBytes else { continue }
            findings.report(
                "\(name) value \"\(member.key.stringValue ?? "")\" is JSON text; escaping its quotes costs \(escapes) bytes of this \(size)-byte message (warning threshold \(threshold))",
                at: member.value, fix: "flatten it into separate data keys, shorten its field names, or send an id and let the app fetch the content")
        }
    }

    /// False when a string whose text starts with `first` cannot look like JSON (`looksLikeJSON`).
    private static func mayLookLikeJSON(_ first: UInt8?) -> Bool {
        first == 0x20 || first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }

    /// True when the string's text starts with `{` or `[` (after optional spaces).
    private static func looksLikeJSON(_ value: JSONValue) -> Bool {
        // Most values settle on their first byte; only one starting with a space is read on.
        guard let first = value.firstTextByte else { return false }
        if first != 0x20 { return first == UInt8(ascii: "{") || first == UInt8(ascii: "[") }
        // The literal's bytes after the opening quote, read in place.
        for byte in value.rawBytes.dropFirst() {
            switch byte {
            case 0x20: continue
            case UInt8(ascii: "{"), UInt8(ascii: "["): return true
            default: return false
            }
        }
        return false
    }
}
