import SizeModel

/// A payload should leave headroom below its limit.
///
/// Lint: a platform figure (iOS, Android, web) is above the warning threshold (3500 bytes unless
/// configured; for VoIP pushes the same headroom below 5120) but within its limit; or the whole
/// message is over FCM's limit although every platform's payload fits.
struct SizeWarnRule: Rule {
    static let description = RuleDescription(
        id: "size-warn",
        area: .size,
        needs: [.sizeFigures],
        defaultSeverity: .warning,
        clauses: [.decidedElsewhere],
        summary: "a payload is close to its 4096-byte limit, or the whole message is over it",
        rationale: """
            Templates grow when they are filled: a longer name, another locale, an emoji. \
            Notify Kit's server SDK warns above 3500 bytes to leave headroom for that and for \
            FCM's own wrapping. The figures judged are what each platform receives (see \
            `notifykit-lint size`). FCM does not document exactly which bytes its limit counts; \
            Notify Kit's guide says the whole message and ntfy caps the whole message, so a \
            message whose platform payloads fit but whose whole serialization is over the limit \
            gets a warning too. So does an Android payload over the limit as compact JSON whose \
            keys and values fit: reported measurements found FCM counts only the UTF-8 bytes of \
            each data key and value and of each display field's key (with the prefix \
            gcm.notification.) and value, without JSON punctuation or escapes \
            (Stack Overflow 31264206; mozilla-services/autopush-rs#203), so FCM accepts it by \
            that count, but the count is not documented. \
            Severity: warning, because something the linter cannot see decides the outcome (W3).
            """,
        sources: [
            "Notify Kit FCM Mode guide, \"Payload size\" and \"4 KB FCM limit\" (SIZE_WARN_THRESHOLD_BYTES = 3500)",
            "https://firebase.google.com/docs/cloud-messaging/concept-options#notifications_and_data_messages",
            "https://github.com/binwiederhier/ntfy/issues/84",
            "https://stackoverflow.com/questions/31264206",
            "https://github.com/mozilla-services/autopush-rs/issues/203",
        ],
        upstreamErrors: [
            "[react-native-notify-kit/server] Payload size <n> bytes approaches FCM 4KB limit. Consider reducing notifee_options."
        ],
        triggeringExamples: [
            Example(#"{↓"message": {"topic": "news", "android": {"data": {"text": "\#(String(repeating: "a", count: 3600))"}}}}"#),
            Example(#"{↓"message": {"topic": "news", "apns": {"payload": {"aps": {"alert": "Hi"}, "extra": "\#(String(repeating: "a", count: 3500))"}}}}"#),
            // Each platform gets one copy of the blob; the whole message carries two.
            Example(#"{↓"message": {"topic": "news", "data": {"notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"\#(String(repeating: "a", count: 2000))\"}"}, "apns": {"payload": {"aps": {"alert": {"title": "Hi", "body": "There"}, "mutable-content": 1}, "notifee_options": "{\"_v\":1,\"title\":\"Hi\",\"body\":\"\#(String(repeating: "a", count: 2000))\"}"}}}}"#),
            // 280 data members: an Android figure of 5050 bytes as compact JSON, 3360 bytes of keys
            // and values (FCM's count), which fit.
            Example(#"{↓"message": {"topic": "news", "data": {\#((0..<280).map { "\"k\(1000 + $0)\": \"abcdefg\"" }.joined(separator: ", "))}}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"text": "\#(String(repeating: "a", count: 3000))"}}}"#),
            // Over the limit: size-fcm-limit and size-apns-limit report it.
            Example(#"{"message": {"topic": "news", "data": {"text": "\#(String(repeating: "a", count: 4200))"}}}"#),
            Example(#"{"message": {"topic": "news", "apns": {"headers": {"apns-push-type": "voip"}, "payload": {"aps": {}, "call": "\#(String(repeating: "a", count: 3800))"}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.sizeFiguresMayMatter else { return }
        let sizes = message.sizes
        for size in sizes.platforms where size.isNearLimit {
            guard let limit = size.limit else { continue }
            findings.report(
                "\(SizeFindingText.figure(size))\(SizeFindingText.worstCaseNote(size)), \(limit - size.bytes) below \(SizeFindingText.limitName(size, limit)) (warning above \(size.warningThreshold))\(SizeFindingText.contributors(size))",
                at: message.message, anchor: .key, fix: SizeAdvice.fix(for: size, in: message))
        }
        if let android = sizes.android, let limit = android.limit,
            let counted = FCMCountedAndroidBytes.fittingCount(of: android, in: message)
        {
            findings.report(
                "\(SizeFindingText.figure(android)) as compact JSON, over \(SizeFindingText.limitName(android, limit)) by \(android.bytes - limit), but the data keys and values and the display fields FCM counts (keys with the gcm.notification. prefix, no quotes or escapes) are \(counted) bytes, which fit: FCM does not document its count, and messages measured this way were accepted\(SizeFindingText.contributors(android))",
                at: message.message, anchor: .key, fix: SizeAdvice.fix(for: android, in: message))
        }
        let whole = sizes.request
        let limit = message.configuration.sizeLimitBytes
        guard !sizes.platforms.isEmpty, whole.bytes > limit, !sizes.isOverAnyLimit else { return }
        let each = sizes.platforms.map { "\($0.platform.displayName) \($0.bytes)" }.joined(separator: ", ")
        findings.report(
            "the whole message is \(whole.bytes) bytes\(SizeFindingText.worstCaseNote(whole)), over FCM's \(limit)-byte limit, although each platform's payload fits (\(each)); FCM does not document which bytes its limit counts\(SizeFindingText.contributors(whole))",
            at: message.message, anchor: .key, fix: SizeAdvice.fix(for: whole, in: message))
    }
}
