import SizeModel

/// What FCM delivers to Android (and to browsers) must fit FCM's 4096-byte limit.
///
/// Lint: the size model's Android figure (effective data map and display fields), or the web
/// figure of a message with a `webpush` block, is over the limit (4096 bytes unless configured).
/// Placeholders count at their declared worst case.
struct SizeFCMLimitRule: Rule {
    static let description = RuleDescription(
        id: "size-fcm-limit",
        area: .size,
        needs: [.sizeFigures],
        defaultSeverity: .error,
        clauses: [.rejected],
        summary: "what FCM delivers to Android or the web is larger than FCM's 4096-byte limit",
        rationale: """
            FCM rejects notification and data messages whose payload is over 4096 bytes \
            ("Android message is too big"). The limit counts UTF-8 bytes, not characters: an \
            emoji is 4 bytes and most CJK characters 3, so a template that fits in English can \
            fail in Japanese. FCM does not document exactly which bytes count; the figure here \
            is the size model's estimate of what Android receives: the compact JSON of the \
            effective data map (android.data replaces data) and the display fields \
            (android.notification over notification). The web figure is the same for \
            webpush.data and webpush.notification. FCM itself counts differently: reported \
            measurements (Stack Overflow 31264206; mozilla-services/autopush-rs#203) found it \
            counts the UTF-8 bytes of each data key and value, and of each display field's key \
            with the prefix gcm.notification. and its value, without quotes, colons, commas or \
            escapes. The error needs both over the limit: an Android figure over it whose count \
            fits is not certain to be rejected, and size-warn reports it. The whole message, a conservative bound, \
            is judged by size-warn; the APNs payload by size-apns-limit. \
            Severity: error, because FCM rejects a message over the limit ("Android message is too \
            big") (E1).
            """,
        sources: [
            "https://firebase.google.com/docs/cloud-messaging/concept-options#notifications_and_data_messages",
            "https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#AndroidConfig",
            "https://github.com/firebase/firebase-admin-go/issues/580",
            "https://github.com/binwiederhier/ntfy/issues/84",
            "https://stackoverflow.com/questions/31264206",
            "https://github.com/mozilla-services/autopush-rs/issues/203",
        ],
        upstreamErrors: [
            "Android message is too big",
            "The provided message payload exceeds the FCM size limits. See the error documentation for more details.",
            "MessageTooBig",
            "Request contains an invalid argument.",
        ],
        triggeringExamples: [
            Example(#"{↓"message": {"topic": "news", "data": {"text": "\#(String(repeating: "😀", count: 1025))"}}}"#),
            Example(#"↓{"topic": "news", "notification": {"title": "Hi", "body": "\#(String(repeating: "日本", count: 700))"}}"#),
        ],
        nonTriggeringExamples: [
            Example(#"{"message": {"topic": "news", "data": {"text": "\#(String(repeating: "a", count: 3000))"}}}"#),
            // The APNs payload does not travel to Android: size-apns-limit judges it.
            Example(#"{"message": {"topic": "news", "data": {"id": "1"}, "apns": {"payload": {"aps": {"alert": "Hi"}, "extra": "\#(String(repeating: "a", count: 4200))"}}}}"#),
            // Over 4096 as JSON only through its 300 keys' quotes, colons and commas: FCM counts
            // keys and values (3600 bytes), which fit; size-warn reports it.
            Example(#"{"message": {"topic": "news", "data": {\#((0..<300).map { "\"k\(1000 + $0)\": \"abcdefg\"" }.joined(separator: ", "))}}}"#),
            // android.data replaces data for Android.
            Example(#"{"message": {"topic": "news", "data": {"text": "\#(String(repeating: "a", count: 4200))"}, "android": {"data": {"id": "1"}}}}"#),
        ])

    init() {}

    func check(_ message: MessageContext, into findings: inout FindingCollector) {
        guard message.sizeFiguresMayMatter else { return }
        let sizes = message.sizes
        for size in [sizes.android, sizes.web].compactMap({ $0 }) {
            guard size.isOverLimit, let limit = size.limit else { continue }
            // Over only as JSON: FCM counts keys and values, which fit; size-warn reports it.
            if FCMCountedAndroidBytes.fittingCount(of: size, in: message) != nil { continue }
            findings.report(
                "\(SizeFindingText.figure(size))\(SizeFindingText.worstCaseNote(size)), over \(SizeFindingText.limitName(size, limit)) by \(size.bytes - limit)\(SizeFindingText.contributors(size))",
                at: message.message, anchor: .key, fix: SizeAdvice.fix(for: size, in: message))
        }
    }
}
