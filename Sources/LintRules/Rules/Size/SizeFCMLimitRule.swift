/// A message must fit FCM's 4096-byte limit.
///
/// Lint: the compact UTF-8 serialization of the `Message` is larger than the limit (4096 bytes
/// unless configured).
public struct SizeFCMLimitRule: Rule {
    public static let description = RuleDescription(
        id: "size-fcm-limit",
        area: .size,
        defaultSeverity: .error,
        summary: "the message is larger than FCM's 4096-byte limit",
        rationale: """
            FCM rejects notification and data messages over 4096 bytes, and APNs rejects \
            payloads over 4096 bytes with 413 PayloadTooLarge. The limit counts UTF-8 bytes, \
            not characters: an emoji is 4 bytes and most CJK characters 3, so a template that \
            fits in English can fail in Japanese. The figure here is the compact serialization \
            of the Message object as sent.
            """,
        sources: [
            "https://firebase.google.com/docs/cloud-messaging/concept-options#notifications_and_data_messages",
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
            "https://github.com/firebase/firebase-admin-go/issues/580",
        ],
        upstreamErrors: [
            "Android message is too big",
            "The provided message payload exceeds the FCM size limits.",
            "PayloadTooLarge",
        ],
        triggeringExamples: [
            Example(#"{↓"message": {"topic": "news", "data": {"text": "\#(String(repeating: "😀", count: 1020))"}}}"#)
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"text": "\#(String(repeating: "a", count: 3000))"}}}"#)
        ])

    public init() {}

    public func check(_ message: MessageContext, into findings: inout FindingCollector) {
        let limit = message.configuration.sizeLimitBytes
        let measure = MessageSizeMeasure(message.message)
        guard measure.bytes > limit else { return }
        findings.report(
            "the message is \(measure.bytes) bytes (UTF-8, compact JSON), over FCM's limit of \(limit) by \(measure.bytes - limit); largest fields: \(measure.contributors)",
            at: message.message, anchor: .key, fix: MessageSizeMeasure.fix)
    }
}
