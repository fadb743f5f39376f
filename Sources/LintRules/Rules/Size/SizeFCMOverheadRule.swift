import SizeModel

/// The keys FCM adds to the APNs payload push it across a limit.
///
/// Lint: the iOS figure is within the limit (or the warning threshold) without FCM's own keys
/// and `fcm_options`, and over it with them. Reported only then: the ~131 bytes matter only
/// when they change the verdict.
struct SizeFCMOverheadRule: Rule {
    static let description = RuleDescription(
        id: "size-fcm-overhead",
        area: .size,
        needs: [.sizeFigures],
        defaultSeverity: .info,
        clauses: [.advice],
        summary: "the keys FCM adds to the APNs payload push it over a limit",
        rationale: """
            FCM adds its own keys to every APNs payload it delivers: gcm.message_id (a 16-digit \
            id), google.c.a.e, google.c.sender.id (the 12-digit project number) and google.c.fid \
            (the 22-character installation id), about 131 bytes, plus "fcm_options": \
            {"image": …} when an image is set. A payload measured as written at 4000 bytes \
            arrives at over 4096 and APNs refuses it. The note appears only when these bytes \
            move the payload across the limit or the warning threshold. \
            Severity: info, because this is advice: nothing is rejected or lost (I).
            """,
        sources: [
            "https://github.com/firebase/firebase-ios-sdk/issues/9151",
            "firebase-ios-sdk FirebaseMessaging/Sources/FIRMessagingExtensionHelper.m (fcm_options.image)",
            "https://firebase.google.com/docs/cloud-messaging/ios/receive",
        ],
        triggeringExamples: [
            Example(#"{↓"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi"}, "extra": "\#(String(repeating: "a", count: 4000))"}}}}"#),
            Example(#"{↓"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi"}, "extra": "\#(String(repeating: "a", count: 3400))"}}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi"}, "extra": "\#(String(repeating: "a", count: 3000))"}}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi"}, "extra": "\#(String(repeating: "a", count: 3800))"}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.sizeFiguresMayMatter else { return }
        guard let size = message.sizes.ios, size.addedByFCM.bytes > 0, let limit = size.limit else { return }
        let before = size.bytes - size.addedByFCM.bytes
        for (threshold, name) in [(limit, SizeFindingText.limitName(size, limit)), (size.warningThreshold, "the \(size.warningThreshold)-byte warning threshold")]
        where before <= threshold && size.bytes > threshold {
            findings.report(
                "FCM adds \(size.addedByFCM.bytes) bytes to the APNs payload (\(size.addedKeys.joined(separator: ", "))): \(before) bytes as written, \(size.bytes) as delivered, over \(name)",
                at: message.message, anchor: .key,
                fix: "leave room for FCM's keys: keep the APNs payload as written under \(threshold - size.addedByFCM.bytes) bytes")
            return
        }
    }
}
