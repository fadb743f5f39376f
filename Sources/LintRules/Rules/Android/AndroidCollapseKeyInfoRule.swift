import SizeModel

/// FCM keeps at most four collapse keys per device.
///
/// Lint: in a batch (a top-level array of messages), the fifth distinct `android.collapse_key`
/// sent to the same token, topic or condition, reported at that key.
public struct AndroidCollapseKeyInfoRule: Rule {
    public static let description = RuleDescription(
        id: "android-collapse-key-info",
        area: .android,
        defaultSeverity: .info,
        summary: "a batch sends more than four distinct collapse keys to one target",
        rationale: """
            FCM stores at most four different collapse keys per registration token at a time; \
            with more, it keeps only four, with no guarantee which ("You must not exceed this \
            number, or it could cause unpredictable consequences"). A batch that gives one \
            target five or more collapse keys risks losing the older ones while the device is \
            offline. A single message with a collapse key is fine and not reported.
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

    public init() {}

    public func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard let batch = message.batch, batch.isFirst else { return }
        var keysByTarget: [String: [String]] = [:]
        for element in batch.array.elements where element.isObject {
            let unit = element.member("message").flatMap { $0.isObject ? $0 : nil } ?? element
            guard let key = unit.member("android")?.member("collapse_key", or: "collapseKey"), key.isString, !key.isEmptyString,
                let target = unit.member("token") ?? unit.member("topic") ?? unit.member("condition"),
                let targetText = target.stringValue, let keyText = key.stringValue
            else { continue }
            var keys = keysByTarget[targetText, default: []]
            guard !keys.contains(keyText) else { continue }
            keys.append(keyText)
            keysByTarget[targetText] = keys
            if keys.count == Self.maximumKeys + 1 {
                findings.report(
                    "this batch sends \(keys.count) distinct collapse keys to \"\(targetText)\"; FCM keeps only \(Self.maximumKeys) per device",
                    at: key, fix: "reuse at most four collapse keys per target, one per kind of update")
            }
        }
    }
}
