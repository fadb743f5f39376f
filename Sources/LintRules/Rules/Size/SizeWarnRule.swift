/// A message should leave headroom below FCM's limit.
///
/// Lint: the compact UTF-8 serialization of the `Message` is above the warning threshold (3500
/// bytes unless configured) but within the limit.
public struct SizeWarnRule: Rule {
    public static let description = RuleDescription(
        id: "size-warn",
        area: .size,
        defaultSeverity: .warning,
        summary: "the message is close to FCM's 4096-byte limit",
        rationale: """
            Templates grow when they are filled: a longer name, another locale, an emoji. \
            Notify Kit's server SDK warns above 3500 bytes to leave headroom for that and for \
            what FCM adds on delivery (on iOS about 130 bytes of gcm.message_id and google.c.* \
            keys). Past 4096 bytes the send fails.
            """,
        sources: [
            "Notify Kit FCM Mode guide, \"4 KB FCM limit\" (SIZE_WARN_THRESHOLD_BYTES = 3500)",
            "https://firebase.google.com/docs/cloud-messaging/concept-options#notifications_and_data_messages",
        ],
        upstreamErrors: [
            "[react-native-notify-kit/server] Payload size <n> bytes approaches FCM 4KB limit. Consider reducing notifee_options."
        ],
        triggeringExamples: [
            Example(#"{↓"message": {"topic": "news", "data": {"text": "\#(String(repeating: "a", count: 3600))"}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"text": "\#(String(repeating: "a", count: 3000))"}}}"#),
            Example(#"{"message": {"topic": "news", "data": {"text": "\#(String(repeating: "a", count: 4200))"}}}"#),
        ])

    public init() {}

    public func check(_ message: MessageContext, into findings: inout FindingCollector) {
        let threshold = message.configuration.sizeWarningBytes
        let limit = message.configuration.sizeLimitBytes
        let measure = MessageSizeMeasure(message.message)
        guard measure.bytes > threshold, measure.bytes <= limit else { return }
        findings.report(
            "the message is \(measure.bytes) bytes (UTF-8, compact JSON), \(limit - measure.bytes) below FCM's limit of \(limit); largest fields: \(measure.contributors)",
            at: message.message, anchor: .key, fix: MessageSizeMeasure.fix)
    }
}
