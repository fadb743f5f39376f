import SizeModel

/// firebase-admin's multicast and batch sends take at most 500 targets or messages.
///
/// Lint: firebase-admin `tokens`/`fids` arrays that are all empty, hold empty strings, or together
/// hold more than 500 entries (reported at the 501st); and a batch (a top-level array of messages, a
/// `sendEach` list) of more than 500 elements (reported at the 501st).
struct RoutingMulticastLimitRule: BatchRule {
    static let description = RuleDescription(
        id: "routing-multicast-limit",
        area: .routing,
        needs: .targetListOrFID,
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "a multicast or batch send is empty, has empty tokens, or exceeds 500",
        rationale: """
            firebase-admin's sendEachForMulticast takes one message with tokens (and, in the \
            newest SDKs, fids) and sends it once per entry; sendEach takes a list of messages. \
            Both are capped at 500 (FCM_MAX_BATCH_SIZE) and throw before sending anything when \
            the list is longer, when there is no token at all, or when a token is an empty \
            string. Split larger audiences into chunks of 500, or use a topic. \
            Severity: error, because the firebase-admin SDKs throw before sending (E1).
            """,
        sources: [
            "firebase-admin-node src/messaging/messaging.ts (FCM_MAX_BATCH_SIZE = 500)",
            "firebase-admin-python firebase_admin/messaging.py",
            "firebase-admin-java MulticastMessage.java",
        ],
        upstreamErrors: [
            "The total number of tokens and fids must not exceed 500.",
            "Either tokens or fids must be a non-empty array",
            "messages list must not contain more than 500 items",
            "Total number of tokens and fids must not exceed 500.",
            "none of the tokens can be null or empty",
        ],
        triggeringExamples: [
            Example(#"{"tokens": ↓[], "data": {"a": "1"}}"#),
            Example(#"{"tokens": ["fGw0qy4TGgk:APA91bGtWGju", ↓""], "data": {"a": "1"}}"#),
            Example(#"{"tokens": [\#((0..<500).map { "\"t\($0):APA91b\"" }.joined(separator: ", ")), ↓"t500:APA91b"], "data": {"a": "1"}}"#),
            Example(#"[\#((0..<500).map { _ in #"{"topic": "news"}"# }.joined(separator: ", ")), ↓{"topic": "news"}]"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"tokens": ["fGw0qy4TGgk:APA91bGtWGju", "eYx1:APA91b"], "data": {"a": "1"}}"#),
            Example(#"[\#((0..<500).map { _ in #"{"topic": "news"}"# }.joined(separator: ", "))]"#),
        ])

    /// firebase-admin's `FCM_MAX_BATCH_SIZE`.
    static let maximum = 500

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.isRoutedShape else { return }
        // `tokens` and `fids` (`MessageContext.multicastTargetNames`), from the context's slots.
        // Most messages have neither list: decided without building the array of lists.
        let tokens = message.messageTokens
        let fids = message.messageFIDs
        guard tokens?.isArray == true || fids?.isArray == true else { return }
        let lists = [tokens, fids].compactMap { $0 }.filter(\.isArray)
        var total = 0
        for list in lists {
            for entry in list.elements {
                if entry.isEmptyString {
                    findings.report(
                        "an entry of \(list.key?.stringValue ?? "tokens") is an empty string", at: entry,
                        fix: "remove empty tokens before sending")
                }
                total += 1
                if total == Self.maximum + 1 {
                    let count = lists.reduce(0) { $0 + $1.count }
                    findings.report(
                        "the multicast message has \(count) tokens and fids; firebase-admin sends at most \(Self.maximum) per call",
                        at: entry, fix: "send in chunks of at most \(Self.maximum) tokens, or use a topic")
                }
            }
        }
        if total == 0 {
            for list in lists {
                findings.report(
                    "\(list.key?.stringValue ?? "tokens") is empty; the multicast message addresses nobody", at: list,
                    fix: "add at least one token, or do not send")
            }
        }
    }

    // MARK: Batch

    /// The element past the limit, where the batch finding goes.
    func batchEntry(for element: JSONValue, at index: Int) -> BatchLocation? {
        index == Self.maximum ? BatchLocation(element) : nil
    }

    func makeBatchState() -> BatchLocation? { nil }

    func observe(_ entry: BatchLocation, at index: Int, state: inout BatchLocation?, into findings: inout FindingCollector) {
        state = entry
    }

    func finishBatch(_ state: inout BatchLocation?, elementCount: Int, into findings: inout FindingCollector) {
        guard elementCount > Self.maximum, let first = state else { return }
        findings.report(
            "the batch has \(elementCount) messages; firebase-admin's sendEach takes at most \(Self.maximum)",
            at: first, fix: "send the messages in chunks of at most \(Self.maximum)")
    }
}
