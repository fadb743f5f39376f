import SizeModel

/// Data values must be text.
///
/// Lint: a string value of a data map with an escaped NUL or other control character (other than
/// tab, line feed and carriage return). Raw control bytes, invalid UTF-8 and unpaired surrogates
/// are already `invalid-json`, so only escapes are examined.
struct DataValueBinaryRule: Rule {
    static let description = RuleDescription(
        id: "data-value-binary",
        area: .data,
        defaultSeverity: .warning,
        clauses: [.someClients],
        summary: "a data value holds binary data instead of text",
        rationale: """
            FCM data values are UTF-8 text. A value with NUL bytes or other control characters \
            (\\u0000, \\u0001, \\b…; tab and line breaks are fine) is binary data that leaked \
            into a string: NUL truncates the value in C-string based code on the device, and \
            other control characters break logging and display. The PHP Admin SDK refuses such \
            values. Encode binary data as base64 or hex first. \
            Severity: warning, because it breaks on some clients or SDKs only (W2).
            """,
        sources: [
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#Message",
            "kreait/firebase-php src/Firebase/Messaging/MessageData.php (isBinary)",
        ],
        upstreamErrors: [
            "The message data field '<k>' seems to contain binary data. As this can lead to broken messages, please convert it to a string representation first, e.g. with bin2hex() or base64encode()."
        ],
        triggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"blob": ↓"\u0000\u0001PNG"}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"name": ↓"caf\u001b[0m"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"text": "line one\nline two\t\"quoted\" \ud83d\ude00 \u00e9"}}}"#)
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        // The keys of the data maps (`dataKeys`), by index: each is read in place, not copied.
        let keys = message.dataKeys
        // Only a string with an escape spelling a control character can be binary: that flag of
        // its node is the one read for most values.
        for index in keys.indices
        where keys.valueEscapesControlCharacter(at: index) && keys.valueKind(at: index) == .string {
            guard let what = Self.binaryContent(keys[index].member.value) else { continue }
            let key = keys[index]
            findings.report(
                "\(key.mapName) value \"\(key.name)\" contains \(what); data values must be UTF-8 text",
                at: key.member.value, fix: "encode binary data as base64 or hex before putting it in data")
        }
    }

    /// What makes the string binary, or nil. Looks only at escapes (`\u0000`–`\u001F`, `\b`,
    /// `\f`); the parser already rejects raw control bytes, invalid UTF-8 and unpaired surrogates,
    /// and marks the strings with an escape that spells a control character, so only those are
    /// read.
    static func binaryContent(_ value: JSONValue) -> String? {
        guard value.escapesControlCharacter else { return nil }
        // Read in place: the literal's bytes between the quotes, escapes as written.
        let bytes = value.rawBytes.dropFirst().dropLast()
        let end = bytes.endIndex
        var i = bytes.startIndex
        while i < end {
            guard bytes[i] == UInt8(ascii: "\\"), i + 1 < end else {
                i += 1
                continue
            }
            let code = bytes[i + 1]
            if code == UInt8(ascii: "b") || code == UInt8(ascii: "f") { return "a control character" }
            guard code == UInt8(ascii: "u"), i + 5 < end else {
                i += 2
                continue
            }
            var scalar: UInt32 = 0
            for k in (i + 2)..<(i + 6) {
                guard let digit = HexDigit.value(bytes[k]) else { return nil }
                scalar = scalar << 4 | UInt32(digit)
            }
            if scalar == 0 { return "a NUL character" }
            if scalar < 0x20 && scalar != 0x09 && scalar != 0x0A && scalar != 0x0D { return "a control character" }
            i += 6
        }
        return nil
    }
}
