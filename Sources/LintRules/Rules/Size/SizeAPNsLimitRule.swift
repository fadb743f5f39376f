import SizeModel

/// The APNs payload FCM delivers must fit APNs' limit: 4096 bytes, 5120 for VoIP pushes.
///
/// Lint: the size model's iOS figure (`apns.payload`, the notification's title and body in
/// `aps.alert`, every data key at the top level, FCM's own keys and `fcm_options.image`) is over
/// the limit. Placeholders count at their declared worst case.
struct SizeAPNsLimitRule: Rule {
    static let description = RuleDescription(
        id: "size-apns-limit",
        area: .size,
        needs: [.sizeFigures],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "the APNs payload FCM delivers to iOS is larger than APNs' 4096-byte limit",
        rationale: """
            APNs refuses a payload over 4096 bytes (5120 for VoIP pushes) with HTTP 413 \
            PayloadTooLarge. The payload is not the apns block as written: FCM copies \
            notification.title and body into aps.alert, merges every data key at the top level \
            next to aps, and adds its own keys (gcm.message_id, google.c.a.e, \
            google.c.sender.id, google.c.fid: about 131 bytes) and fcm_options.image when an \
            image is set. A message whose Android half fits can still fail on iOS. \
            Severity: error, because APNs rejects the request (E1).
            """,
        sources: [
            "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
            "https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#ApnsConfig",
            "https://github.com/firebase/firebase-ios-sdk/issues/9151",
        ],
        upstreamErrors: ["PayloadTooLarge", "The message payload was too large."],
        triggeringExamples: [
            Example(#"{↓"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi"}, "extra": "\#(String(repeating: "a", count: 4000))"}}}}"#),
            // The data map reaches iOS too, beside the APNs payload.
            Example(#"{↓"message": {"topic": "news", "data": {"a": "\#(String(repeating: "a", count: 2000))"}, "apns": {"payload": {"aps": {"alert": "Hi"}, "b": "\#(String(repeating: "b", count: 2000))"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi"}, "extra": "\#(String(repeating: "a", count: 3800))"}}}}"#),
            // VoIP pushes may carry 5120 bytes.
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "voip"}, "payload": {"aps": {}, "call": "\#(String(repeating: "a", count: 4500))"}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.sizeFiguresMayMatter else { return }
        guard let size = message.sizes.ios, size.isOverLimit, let limit = size.limit else { return }
        findings.report(
            "\(SizeFindingText.figure(size))\(SizeFindingText.worstCaseNote(size)), over \(SizeFindingText.limitName(size, limit)) by \(size.bytes - limit)\(SizeFindingText.contributors(size))",
            at: message.message, anchor: .key, fix: SizeAdvice.fix(for: size, in: message))
    }
}
