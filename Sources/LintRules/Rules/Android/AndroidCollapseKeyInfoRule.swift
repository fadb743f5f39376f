import SizeModel

/// FCM keeps at most four collapse keys per device.
///
/// Lint: in a batch (a top-level array of messages), the fifth distinct `android.collapse_key`
/// sent to the same token, topic or condition, reported at that key.
struct AndroidCollapseKeyInfoRule: BatchRule {
    static let description = RuleDescription(
        id: "android-collapse-key-info",
        area: .android,
        needs: .noMessage,
        defaultSeverity: .info,
        clauses: [.advice],
        summary: "a batch sends more than four distinct collapse keys to one target",
        rationale: """
            FCM stores at most four different collapse keys per registration token at a time; \
            with more, it keeps only four, with no guarantee which ("You must not exceed this \
            number, or it could cause unpredictable consequences"). A batch that gives one \
            target five or more collapse keys risks losing the older ones while the device is \
            offline. A single message with a collapse key is fine and not reported. \
            Severity: info, because this is advice: nothing is rejected or lost (I).
            """,
        sources: [
            "https://firebase.google.com/docs/cloud-messaging/concept-options#collapsible_and_non-collapsible_messages",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#AndroidConfig",
        ],
        triggeringExamples: [
            Example(#"[\#((1...4).map { #"{"topic": "scores", "android": {"collapse_key": "match-\#($0)"}}"# }.joined(separator: ", ")), {"topic": "scores", "android": {"collapse_key": ↓"match-5"}}]"#)
        ],
        nonTriggeringExamples: [
            Example(#"[\#((1...5).map { #"{"topic": "scores-\#($0)", "android": {"collapse_key": "match-\#($0)"}}"# }.joined(separator: ", "))]"#),
            Example(#"{"message": {"topic": "scores", "android": {"collapse_key": "match-1"}}}"#),
        ])

    /// The most collapse keys FCM keeps per device.
    static let maximumKeys = 4

    init() {}

    /// Batch-wide only: nothing to check in one message.
    func check(_ message: MessageContext, into findings: inout FindingCollector) {}

    /// An element's target and collapse key.
    struct BatchEntry: Sendable {
        let target: String
        let targetDigest: UInt64
        let keyDigest: UInt64
        let location: BatchLocation
    }

    func batchEntry(for element: JSONValue, at index: Int) -> BatchEntry? {
        guard element.isObject else { return nil }
        let unit = element.member(literal: "message").flatMap { $0.isObject ? $0 : nil } ?? element
        guard let key = unit.member(literal: "android")?.member("collapse_key", or: "collapseKey"), key.isString, !key.isEmptyString,
            let target = unit.member(literal: "token") ?? unit.member(literal: "topic") ?? unit.member(literal: "condition"),
            let targetText = target.stringValue
        else { return nil }
        return BatchEntry(
            target: targetText, targetDigest: Self.digest(target), keyDigest: Self.digest(key), location: BatchLocation(key))
    }

    /// The distinct collapse keys seen per target, as digests: the state holds 64 bytes per
    /// target whatever the lengths of tokens and keys, so a batch of 100,000 messages to
    /// 100,000 tokens keeps about 6 MB rather than every token's text.
    func makeBatchState() -> [UInt64: KeyDigests] { [:] }

    func observe(
        _ entry: BatchEntry, at index: Int, state keysByTarget: inout [UInt64: KeyDigests], into findings: inout FindingCollector
    ) {
        var keys = keysByTarget[entry.targetDigest, default: KeyDigests()]
        guard keys.insert(entry.keyDigest) else { return }
        keysByTarget[entry.targetDigest] = keys
        if keys.count == Self.maximumKeys + 1 {
            findings.report(
                "this batch sends \(keys.count) distinct collapse keys to \"\(entry.target)\"; FCM keeps only \(Self.maximumKeys) per device",
                at: entry.location, fix: "reuse at most four collapse keys per target, one per kind of update")
        }
    }

    /// The 64-bit FNV-1a digest of a string value's decoded UTF-8 bytes (read in place). Two
    /// different targets (or keys) share a digest with a probability of about n²/2⁶⁵ for n of
    /// them (below 10⁻⁹ for a million), and the digest is the same in every run, so the findings
    /// are too.
    static func digest(_ value: JSONValue) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in value.decodedBytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// The first five distinct key digests of one target, stored inline: the fifth is the one
    /// reported, and keys after it change nothing.
    struct KeyDigests: Sendable {
        private var first: UInt64 = 0, second: UInt64 = 0, third: UInt64 = 0, fourth: UInt64 = 0, fifth: UInt64 = 0
        /// Distinct keys seen, at most five.
        private(set) var count = 0

        /// Adds `digest` unless it is already there or five are kept; true when it was added.
        mutating func insert(_ digest: UInt64) -> Bool {
            guard count <= AndroidCollapseKeyInfoRule.maximumKeys else { return false }
            let kept = [first, second, third, fourth, fifth].prefix(count)
            guard !kept.contains(digest) else { return false }
            switch count {
            case 0: first = digest
            case 1: second = digest
            case 2: third = digest
            case 3: fourth = digest
            default: fifth = digest
            }
            count += 1
            return true
        }
    }
}
