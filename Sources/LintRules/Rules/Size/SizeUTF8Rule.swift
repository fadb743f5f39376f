import SizeModel

/// Counted in characters a payload looks smaller than it is.
///
/// Lint: only when counting changes a verdict. A platform figure is over its limit or warning
/// threshold in UTF-8 bytes but not in characters (non-ASCII text: emoji 4 bytes, most CJK 3,
/// accented Latin 2); or the message fits FCM's limit in UTF-8 but not as Python's `json.dumps`
/// writes it by default (`\u` escapes and `", "`/`": "` separators). Messages whose
/// non-ASCII text changes nothing are not reported.
struct SizeUTF8Rule: Rule {
    static let description = RuleDescription(
        id: "size-utf8",
        area: .size,
        needs: [.sizeFigures],
        defaultSeverity: .info,
        clauses: [.advice],
        summary: "counting characters or Python's json.dumps gives a different verdict than the UTF-8 bytes FCM and APNs count",
        rationale: """
            FCM and APNs limits count UTF-8 bytes of compact JSON. Code that measures a payload \
            in characters (JavaScript's .length, Python's len of a str) under-counts non-ASCII \
            text, and Python's json.dumps with its defaults (ensure_ascii=True, ", " and ": " \
            separators) over-counts it: é becomes \\u00e9 (6 bytes instead of 2), an emoji a \
            12-byte surrogate pair. Notify Kit deliberately measures UTF-8 bytes \
            (Buffer.byteLength) for this reason. Reported only when the difference moves a \
            figure across a limit or the warning threshold; a message with a few emoji far from \
            any limit is not worth a note. \
            Severity: info, because this is advice: nothing is rejected or lost (I).
            """,
        sources: [
            "react-native-notify-kit server/src/buildPayload.ts (Buffer.byteLength comment)",
            "https://docs.python.org/3/library/json.html#json.dumps",
            "https://firebase.google.com/docs/cloud-messaging/concept-options#notifications_and_data_messages",
        ],
        triggeringExamples: [
            Example(#"{↓"message": {"topic": "news", "data": {"text": "\#(String(repeating: "é", count: 2100))"}}}"#),
            // About 2150 bytes of UTF-8, but over 4200 as Python's json.dumps writes it by default.
            Example(#"{↓"message": {"topic": "news", "data": {"text": "\#(String(repeating: "日", count: 700))"}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "notification": {"title": "Your order is on the way 🚚", "body": "Grüße aus Köln"}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"text": "\#(String(repeating: "a", count: 4200))"}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.sizeFiguresMayMatter else { return }
        let sizes = message.sizes
        for size in sizes.platforms where size.size.characters < size.bytes {
            guard let limit = size.limit else { continue }
            let crossed = [limit, size.warningThreshold].contains { size.size.characters <= $0 && size.bytes > $0 }
            guard crossed else { continue }
            for (threshold, name) in thresholds(size) where size.size.characters <= threshold && size.bytes > threshold {
                findings.report(
                    "\(size.platform.displayName) receives \(size.bytes) UTF-8 bytes but \(size.size.characters) characters: counted in characters it looks within \(name), in bytes it is not",
                    at: message.message, anchor: .key,
                    fix: "measure UTF-8 bytes of compact JSON (Buffer.byteLength(JSON.stringify(m)), len(json.dumps(m, ensure_ascii=False, separators=(',', ':')).encode())), not characters")
                return
            }
        }
        let request = sizes.request
        let limit = message.configuration.sizeLimitBytes
        if request.bytes <= limit, request.size.pythonDefaultBytes > limit, request.size.hasNonASCII {
            findings.report(
                "the message is \(request.bytes) bytes as FCM counts it (UTF-8, compact), but \(request.size.pythonDefaultBytes) as Python's json.dumps writes it by default (\(request.size.asciiEscapedBytes) compact with \\u escapes): a Python size check would reject a message that fits",
                at: message.message, anchor: .key,
                fix: "measure with len(json.dumps(message, ensure_ascii=False, separators=(',', ':')).encode('utf-8'))")
        }
    }

    private func thresholds(_ size: PlatformSize) -> [(Int, String)] {
        guard let limit = size.limit else { return [] }
        return [(limit, SizeFindingText.limitName(size, limit)), (size.warningThreshold, "the \(size.warningThreshold)-byte warning threshold")]
    }
}
